import { Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { HouseIcon, UsersIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { TFosterPlacement } from '../../../src-shared/schemas/foster';
import { trpc } from '../../shared/trpc';
import { useUrlListParams } from '../components/list-params';
import { LinkButton } from '../components/LinkButton';
import { PageHeader } from '../components/PageHeader';
import { SearchInput } from '../components/SearchInput';
import { useListState } from '../components/use-list-state';
import { FOSTER_ELIGIBLE } from '../records/animal-choices';
import { useAnimalIntent } from '../records/animal-intent';
import { RecordStarter } from '../records/RecordStarter';
import { useMay } from '../session/use-may';
import { EndPlacementDialog } from './EndPlacementDialog';
import { FosterStats } from './FosterStats';
import { NewFosterDialog } from './NewFosterDialog';
import { pastListParams } from './past-list-params';
import { PlacementsTable } from './PlacementsTable';

function PlacementsCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-label={title}>
      <Card.Header gap="1" px={{ base: '4', md: '6' }}>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }}>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * Foster Care (/foster-care): the picker of animals that may go into foster
 * care and New Foster Arrangement, the figures, a search over fosters, the current placements
 * (each can be ended), and the scheduled and past ones when there are any. `?animal={id}` opens New Foster
 * Arrangement for that animal (the animal detail's Foster button).
 */
export function FosterScreen() {
  const mayWrite = useMay('records:write');
  const params = useUrlListParams();
  const current = useListState(params);
  const past = useListState(pastListParams(params));
  const scheduled = useListState(pastListParams(params, 'scheduledPage'));
  const intent = useAnimalIntent();
  const [ending, setEnding] = useState<TFosterPlacement | null>(null);
  // Past and Scheduled Foster Placements show only when there are any, whatever the search.
  const pastCount = trpc.foster.page.useQuery({ status: 'past', limit: 1, offset: 0 });
  const scheduledCount = trpc.foster.page.useQuery({ status: 'scheduled', limit: 1, offset: 0 });

  return (
    <>
      <PageHeader
        title="Foster Care"
        subtitle="Place animals with foster families and follow their placements"
        actions={
          <Flex gap="2" align="end" wrap="wrap" w={{ base: 'full', md: 'auto' }}>
            <LinkButton to="/people/foster-homes" icon={UsersIcon} variant="outline">
              Foster Homes
            </LinkButton>
            {mayWrite && (
              <RecordStarter
                pickerLabel="Animal to foster"
                statuses={FOSTER_ELIGIBLE}
                emptyText="No animals are eligible for foster"
                buttonLabel="New Foster Arrangement"
                icon={HouseIcon}
                onStart={intent.open}
              />
            )}
          </Flex>
        }
      />
      <FosterStats />
      <Stack gap="6">
        <Box w={{ base: 'full', md: '96' }}>
          <SearchInput
            value={current.q}
            // A new search starts both tables again at their first page.
            onSearch={(text) => params.set({ q: text.trim() || null, page: null, pastPage: null, scheduledPage: null })}
            label="Search foster placements"
            placeholder="Search foster name, email or phone"
          />
        </Box>
        <PlacementsCard title="Current Foster Placements" description="Animals with a foster now: started, with no end date or one still to come.">
          <PlacementsTable status="current" list={current} onEnd={mayWrite ? setEnding : undefined} />
        </PlacementsCard>
        {(scheduledCount.data?.total ?? 0) > 0 && (
          <PlacementsCard title="Scheduled Foster Placements" description="Placements starting later: the animal goes into foster care on the start date.">
            <PlacementsTable status="scheduled" list={scheduled} />
          </PlacementsCard>
        )}
        {(pastCount.data?.total ?? 0) > 0 && (
          <PlacementsCard title="Past Foster Placements" description="Placements that have ended.">
            <PlacementsTable status="past" list={past} />
          </PlacementsCard>
        )}
      </Stack>
      {mayWrite && (
        <>
          <NewFosterDialog animalId={intent.animalId} onClose={intent.close} />
          <EndPlacementDialog placement={ending} onClose={() => setEnding(null)} />
        </>
      )}
    </>
  );
}
