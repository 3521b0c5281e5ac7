import { Box, Card, Flex, Tabs } from '@chakra-ui/react';
import { HeartHandshakeIcon } from 'lucide-react';
import { trpc } from '../../shared/trpc';
import { ApplicationsPanel } from '../applications/ApplicationsPanel';
import { useUrlListParams } from '../components/list-params';
import { PageHeader } from '../components/PageHeader';
import { ScrollableTabList } from '../components/ScrollableTabList';
import { SearchInput } from '../components/SearchInput';
import { useListState } from '../components/use-list-state';
import { ADOPTION_ELIGIBLE } from '../records/animal-choices';
import { useAnimalIntent } from '../records/animal-intent';
import { RecordStarter } from '../records/RecordStarter';
import { useMay } from '../session/use-may';
import { AdoptionStats } from './AdoptionStats';
import { AdoptionsTable } from './AdoptionsTable';
import { ADOPTION_TABS, adoptionTab, type TAdoptionTab } from './adoption-tabs';
import { ProcessAdoptionDialog } from './ProcessAdoptionDialog';

/** The tabs, the inbox's label counting the applications still waiting for a decision. */
function useTabItems(): { value: TAdoptionTab; label: string }[] {
  const waiting = trpc.applications.page.useQuery({ status: 'Received', limit: 1, offset: 0 });
  const count = waiting.data?.total ?? 0;
  return ADOPTION_TABS.map((item) => (item.value === 'applications' && count > 0 ? { ...item, label: `${item.label} (${count})` } : item));
}

/**
 * Adoption Management (/adoptions): the picker of Available animals and Process
 * Adoption, the figures, and the adoptions by status, with the applications inbox in a tab of its
 * own. Tab, search and page live in the address; `?animal={id}` opens Process Adoption for that
 * animal (the animal detail's button).
 */
export function AdoptionsScreen() {
  const mayWrite = useMay('records:write');
  const params = useUrlListParams();
  const list = useListState(params);
  const tab = adoptionTab(params.get('tab'));
  const intent = useAnimalIntent();
  const inbox = tab === 'applications';
  const tabItems = useTabItems();

  const selectTab = (next: TAdoptionTab) =>
    // The inbox searches applicants, the adoption tabs adopters and animals: a search does not carry across.
    params.set({ tab: next === 'all' ? null : next, page: null, ...((next === 'applications') !== inbox ? { q: null } : {}) });

  return (
    <>
      <PageHeader
        title="Adoption Management"
        subtitle="Process adoptions, follow their status and review applications from the portal"
        actions={
          mayWrite && (
            <RecordStarter
              pickerLabel="Available animal"
              statuses={ADOPTION_ELIGIBLE}
              emptyText="No animals are available"
              buttonLabel="Process Adoption"
              icon={HeartHandshakeIcon}
              onStart={intent.open}
            />
          )
        }
      />
      <AdoptionStats />
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body px={{ base: '4', md: '6' }}>
          <Tabs.Root value={tab} onValueChange={(details) => selectTab(adoptionTab(details.value))} variant="line" lazyMount unmountOnExit>
            <Flex direction={{ base: 'column', lg: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', lg: 'end' }} mb="4">
              {/* On a phone the row reaches the card's edges, so it plainly scrolls. */}
              <ScrollableTabList value={tab} tabs={tabItems} mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }} flexShrink="1" />
              <Box w={{ base: 'full', lg: '80' }} flexShrink="0">
                <SearchInput
                  key={inbox ? 'applications' : 'adoptions'}
                  value={list.q}
                  onSearch={list.setQuery}
                  label={inbox ? 'Search applications' : 'Search adoptions'}
                  placeholder={inbox ? 'Search applicant or reference' : 'Search adopter, contact or animal'}
                />
              </Box>
            </Flex>
            {ADOPTION_TABS.map((item) => (
              <Tabs.Content key={item.value} value={item.value} pt="0">
                {item.value === 'applications' ? (
                  <ApplicationsPanel params={params} list={list} />
                ) : (
                  <AdoptionsTable status={item.value === 'all' ? null : item.value} list={list} />
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
      {mayWrite && <ProcessAdoptionDialog animalId={intent.animalId} onClose={intent.close} />}
    </>
  );
}
