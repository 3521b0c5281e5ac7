import { Card, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { roleMay } from '../../../../src-shared/roles';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { ScrollableTabList } from '../../components/ScrollableTabList';
import { useSessionUser } from '../../session/session-user';
import { JourneyTab } from '../journey/JourneyTab';
import { MicrochipTab } from '../microchip/MicrochipTab';
import { NotesTab } from '../../notes/NotesTab';
import { CarePlanTab } from '../../care-plans/CarePlanTab';
import { AnimalDocuments } from '../../documents/DocumentsSection';
import { PhotosTab } from '../../photos/PhotosTab';
import { DETAIL_TABS, detailTab, type TDetailTab } from './detail-tabs';
import { adoptionHistoryTab } from './tabs/AdoptionHistoryTab';
import { appointmentsTab } from './tabs/AppointmentsTab';
import { fosterHistoryTab } from './tabs/FosterHistoryTab';
import { historyTab } from './tabs/HistoryTab';
import { medicalRecordsTab } from './tabs/MedicalRecordsTab';
import { OverviewTab } from './tabs/OverviewTab';
import { RecordsTab } from './tabs/RecordsTab';

/**
 * The detail's tabs: eleven for the record (Overview to Documents), and the animal's audit trail. The open tab is in
 * the address, so a link or Back returns to it; each tab loads its records only when first opened.
 */
export function AnimalDetailTabs({ animal }: { animal: TAnimal }) {
  const { role } = useSessionUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = DETAIL_TABS.filter((tab) => !('permission' in tab) || roleMay(role, tab.permission));
  const current = detailTab(
    searchParams.get('tab'),
    tabs.map((tab) => tab.value),
  );
  const show = (tab: TDetailTab) => setSearchParams(tab === 'overview' ? {} : { tab }, { replace: true });

  const content: Record<TDetailTab, ReactNode> = {
    overview: <OverviewTab animal={animal} onShowMedicalRecords={() => show('medical')} />,
    photos: <PhotosTab animal={animal} />,
    journey: <JourneyTab animal={animal} />,
    medical: <RecordsTab animal={animal} tab={medicalRecordsTab} />,
    'care-plan': <CarePlanTab animal={animal} />,
    notes: <NotesTab animal={animal} />,
    appointments: <RecordsTab animal={animal} tab={appointmentsTab} />,
    foster: <RecordsTab animal={animal} tab={fosterHistoryTab} />,
    adoptions: <RecordsTab animal={animal} tab={adoptionHistoryTab} />,
    microchip: <MicrochipTab animal={animal} />,
    documents: <AnimalDocuments animal={animal} />,
    history: <RecordsTab animal={animal} tab={historyTab} />,
  };

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Tabs.Root value={current} onValueChange={(details) => show(details.value as TDetailTab)} variant="line" lazyMount unmountOnExit>
        <ScrollableTabList value={current} tabs={tabs} borderBottomWidth="1px" px={{ base: '2', md: '4' }} />
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} px={{ base: '4', md: '6' }} py="6">
            {content[tab.value]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Card.Root>
  );
}
