import { Button, Grid, GridItem, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { GlobeIcon, NotebookPenIcon } from 'lucide-react';
import { lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TDashboardPeriod } from '../../../src-shared/schemas/dashboard';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { useMay } from '../session/use-may';
import { LinkButton } from '../components/LinkButton';
import { MountWhenOpened } from '../components/MountWhenOpened';
import { PageHeader } from '../components/PageHeader';
import { TodaysCare } from '../daily-care/TodaysCare';
import { TreatmentsDueCard } from '../care-plans/TreatmentsDueCard';
import { AdoptableAnimals } from './AdoptableAnimals';
import { AdoptionStatistics } from './AdoptionStatistics';
import { DEFAULT_PERIOD, isDashboardPeriod } from './dashboard-period';
import { RecentIntakes } from './RecentIntakes';
import { StayFigures } from './StayFigures';
import { SummaryCards } from './SummaryCards';
import { TodayAppointments } from './TodayAppointments';
import { VolunteerDashboard } from './VolunteerDashboard';

const AddNoteDialog = lazy(async () => ({ default: (await import('../notes/AddNoteDialog')).AddNoteDialog }));

/** The chart's period lives in the address (`?period=month`), so Back and a shared link keep it. */
function usePeriod(): [TDashboardPeriod, (period: TDashboardPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('period') ?? DEFAULT_PERIOD;
  const period = isDashboardPeriod(value) ? value : DEFAULT_PERIOD;
  const setPeriod = (next: TDashboardPeriod) => setParams(next === DEFAULT_PERIOD ? {} : { period: next }, { replace: true });
  return [period, setPeriod];
}

function Header() {
  const mayNote = useMay('notes:write');
  const [noting, setNoting] = useState(false);
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Today at the shelter at a glance"
        actions={
          <>
            {mayNote && (
              <Button size="sm" variant="outline" onClick={() => setNoting(true)}>
                <NotebookPenIcon />
                Add Note
              </Button>
            )}
            <LinkButton to="/public" icon={GlobeIcon} variant="outline">
              Public Adoption Portal
            </LinkButton>
          </>
        }
      />
      {mayNote && (
        <MountWhenOpened open={noting}>
          <AddNoteDialog open={noting} onClose={() => setNoting(false)} />
        </MountWhenOpened>
      )}
    </>
  );
}

/** The Dashboard (/). */
export function DashboardScreen() {
  const mayReadFigures = useMay('console:read');
  return (
    <>
      <Header />
      {mayReadFigures ? <StaffDashboard /> : <VolunteerDashboard />}
    </>
  );
}

function StaffDashboard() {
  const [period, setPeriod] = usePeriod();
  // The period shapes only the chart's buckets; the rest stays on screen while another period loads.
  const query = trpc.dashboard.stats.useQuery({ period }, { placeholderData: keepPreviousData });
  const stats = query.data;

  // A failed switch of the chart's period keeps the figures on screen, with the banner above them.
  const failure = query.isError && <LoadError text={`Error loading dashboard: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />;
  if (failure && !stats) return failure;
  return (
    <Stack gap="6">
      {failure}
      <SummaryCards stats={stats} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }} gap="6">
        <TodaysCare />
        <TreatmentsDueCard />
      </Grid>
      <RecentIntakes animals={stats?.recentIntakes} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
        <GridItem minW="0">
          <AdoptionStatistics stats={stats} period={period} onPeriodChange={setPeriod} switching={query.isPlaceholderData} />
        </GridItem>
        <GridItem minW="0">
          <TodayAppointments appointments={stats?.todayAppointments} />
        </GridItem>
      </Grid>
      <StayFigures stats={stats} />
      <AdoptableAnimals animals={stats?.adoptableAnimals} />
    </Stack>
  );
}
