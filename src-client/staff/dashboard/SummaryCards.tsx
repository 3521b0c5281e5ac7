import { Box, SimpleGrid } from '@chakra-ui/react';
import { CalendarDaysIcon, HeartHandshakeIcon, HouseIcon, PawPrintIcon } from 'lucide-react';
import type { TDashboardStats } from '../../../src-shared/schemas/dashboard';
import { StatCard } from '../records/StatCard';
import { adoptionsCaption, inCareCaption } from './trend-captions';

/** The four summary cards: placeholders while the figures load; the trends computed from the records. */
export function SummaryCards({ stats }: { stats: TDashboardStats | undefined }) {
  const loading = !stats;
  return (
    <SimpleGrid as="section" aria-label="Shelter figures" aria-busy={loading} columns={{ base: 1, sm: 2, xl: 4 }} gap={{ base: '3', md: '4' }}>
      <StatCard
        label="Total Animals"
        icon={PawPrintIcon}
        loading={loading}
        value={stats?.totalAnimals}
        help={stats && inCareCaption(stats.totalAnimals, stats.inCareWeekAgo)}
      />
      <Box colorPalette="green" display="contents">
        <StatCard
          label="Adoptions (MTD)"
          icon={HeartHandshakeIcon}
          loading={loading}
          value={stats?.adoptionsThisMonth}
          help={stats && adoptionsCaption(stats.adoptionsThisMonth, stats.adoptionsSameDaysLastMonth)}
        />
      </Box>
      <Box colorPalette="blue" display="contents">
        <StatCard label="Appointments" icon={CalendarDaysIcon} loading={loading} value={stats?.appointmentsToday} help="Scheduled for today" />
      </Box>
      <Box colorPalette="purple" display="contents">
        <StatCard label="In Foster Care" icon={HouseIcon} loading={loading} value={stats?.inFosterCare} help="Animals in foster homes" />
      </Box>
    </SimpleGrid>
  );
}
