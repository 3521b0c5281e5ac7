import { HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowRightIcon, ClipboardCheckIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { errorMessage } from '../../shared/errors';
import { trpc } from '../../shared/trpc';
import { LinkButton } from '../components/LinkButton';
import { useShelterToday } from '../components/use-shelter-today';
import { SectionCard } from '../dashboard/SectionCard';
import { DueBadge } from './DueBadge';
import { itemTitle } from './due-words';

/** Items the card lists; the rest are a click away. */
const FIRST = 5;

/** The dashboard's Treatments Due: how many treatments are overdue and due today, the first of them, and the way to the Due view. */
export function TreatmentsDueCard() {
  const today = useShelterToday();
  const due = trpc.carePlans.due.useQuery({ to: today, limit: FIRST });
  const list = due.data;
  return (
    <SectionCard
      title="Treatments Due"
      description="Vaccinations, tests and treatments overdue or due today"
      action={
        <LinkButton to="/medical/due" variant="ghost" size="sm">
          Open Treatments Due
          <ArrowRightIcon aria-hidden />
        </LinkButton>
      }
    >
      {due.isError ? (
        <Text color="fg.error">Error loading treatments due: {errorMessage(due.error)}</Text>
      ) : !list ? (
        <Stack gap="3">
          <Skeleton h="7" w="48" />
          <Skeleton h="10" />
        </Stack>
      ) : list.total === 0 ? (
        <EmptyMessage icon={ClipboardCheckIcon} title="Nothing due today" description="No treatment is overdue or due today." />
      ) : (
        <Stack gap="3">
          <Text fontSize="lg" fontWeight="semibold">
            {list.overdue} overdue · {list.today} due today
          </Text>
          <Stack as="ul" gap="0" listStyleType="none" aria-label="Treatments due today">
            {list.items.map((item) => (
              <HStack as="li" key={item.id} gap="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} justify="space-between">
                <Text fontSize="sm" minW="0" truncate>
                  <Link asChild color="colorPalette.fg" fontWeight="medium">
                    <RouterLink to={`/animals/${item.animalId}?tab=care-plan`}>{item.animalName}</RouterLink>
                  </Link>{' '}
                  · {itemTitle(item)}
                </Text>
                <DueBadge dueDate={item.dueDate} today={today} />
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
