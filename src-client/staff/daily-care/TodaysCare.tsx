import { Skeleton, Text } from '@chakra-ui/react';
import { ArrowRightIcon } from 'lucide-react';
import { errorMessage } from '../../shared/errors';
import { trpc } from '../../shared/trpc';
import { LinkButton } from '../components/LinkButton';
import { SectionCard } from '../dashboard/SectionCard';
import { notWalkedSummary } from './care-words';

/** The dashboard's way into Daily Care: how many animals at the shelter nobody has walked yet today. */
export function TodaysCare() {
  const log = trpc.behaviorNotes.careLog.useQuery({ limit: 1 });
  return (
    <SectionCard
      title="Today’s Care"
      description="Walks, enrichment, feeding and cleaning"
      action={
        <LinkButton to="/daily-care" variant="ghost" size="sm">
          Open Daily Care
          <ArrowRightIcon aria-hidden />
        </LinkButton>
      }
    >
      {log.data ? (
        <Text fontSize="lg" fontWeight="semibold">
          {notWalkedSummary(log.data.notWalked, log.data.atShelter)}
        </Text>
      ) : log.isError ? (
        <Text color="fg.error">Error loading today’s care: {errorMessage(log.error)}</Text>
      ) : (
        <Skeleton h="7" w="48" />
      )}
    </SectionCard>
  );
}
