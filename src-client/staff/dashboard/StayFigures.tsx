import { Box, Grid, GridItem, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { HeartPulseIcon, HourglassIcon } from 'lucide-react';
import type { TDashboardStats } from '../../../src-shared/schemas/dashboard';
import { StatCard } from '../records/StatCard';
import { FlowChart } from './FlowChart';
import { SectionCard } from './SectionCard';
import { averageStayCaption, daysText, liveReleaseCaption, rateText } from './stay-figures';

/**
 * What the stays say (docs/domain.md#dashboard): intakes and outcomes by month over the last year,
 * beside the live release rate and the average stay of the last 30 days' outcomes. Without
 * outcomes a card reads "—" and says so.
 */
export function StayFigures({ stats }: { stats: TDashboardStats | undefined }) {
  const loading = !stats;
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
      <GridItem minW="0">
        <SectionCard title="Intakes and Outcomes" description="Animals taken in and leaving care each month, over the last 12 months">
          {stats ? <FlowChart months={stats.monthlyFlow} title="Intakes and outcomes over the last 12 months" /> : <Skeleton h="250px" />}
        </SectionCard>
      </GridItem>
      <SimpleGrid
        as="section"
        aria-label="Outcome figures"
        aria-busy={loading}
        columns={{ base: 1, sm: 2, xl: 1 }}
        gap={{ base: '3', md: '4' }}
        alignContent="start"
      >
        <Box colorPalette="green" display="contents">
          <StatCard
            label="Live Release Rate"
            icon={HeartPulseIcon}
            loading={loading}
            value={stats?.liveReleaseRate != null ? rateText(stats.liveReleaseRate) : undefined}
            help={stats && liveReleaseCaption(stats)}
          />
        </Box>
        <Box colorPalette="orange" display="contents">
          <StatCard
            label="Average Stay"
            icon={HourglassIcon}
            loading={loading}
            value={stats?.averageLengthOfStayDays != null ? daysText(stats.averageLengthOfStayDays) : undefined}
            help={stats && averageStayCaption(stats)}
          />
        </Box>
      </SimpleGrid>
    </Grid>
  );
}
