import { Box, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import type { TDashboardPeriod, TDashboardStats } from '../../../src-shared/schemas/dashboard';
import { AdoptionBars } from './AdoptionBars';
import { BAR_CHART_HEIGHT } from './bar-scale';
import { PERIOD_TABS } from './dashboard-period';
import { SectionCard } from './SectionCard';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold">
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The Adoption Statistics card: completed adoptions per day (or month) over the chosen period.
 * Unlike the spec's prototype, the tabs really change the period; while the next one loads the
 * current bars stay, dimmed.
 */
export function AdoptionStatistics({
  stats,
  period,
  onPeriodChange,
  switching,
}: {
  stats: TDashboardStats | undefined;
  period: TDashboardPeriod;
  onPeriodChange: (period: TDashboardPeriod) => void;
  switching: boolean;
}) {
  const tab = PERIOD_TABS.find((item) => item.value === period) ?? PERIOD_TABS[0]!;
  const shown = stats?.period === period ? stats : undefined;
  const total = shown?.dailyAdoptions.reduce((sum, bucket) => sum + bucket.count, 0);
  return (
    <Tabs.Root
      value={period}
      onValueChange={(details) => onPeriodChange(details.value as TDashboardPeriod)}
      variant="enclosed"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <SectionCard
        title="Adoption Statistics"
        description={`Completed adoptions over ${tab.span}`}
        action={
          <Tabs.List aria-label="Period">
            {PERIOD_TABS.map((item) => (
              <Tabs.Trigger key={item.value} value={item.value}>
                {item.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        }
      >
        {PERIOD_TABS.map((item) => (
          <Tabs.Content key={item.value} value={item.value} pt="0">
            <Box opacity={switching ? 0.5 : 1} transition="opacity 0.15s" aria-busy={switching}>
              {stats ? <AdoptionBars buckets={stats.dailyAdoptions} title={`Adoptions over ${item.span}`} /> : <Skeleton h={`${BAR_CHART_HEIGHT}px`} />}
            </Box>
          </Tabs.Content>
        ))}
        <HStack gap="8" mt="3" pt="3" borderTopWidth="1px" wrap="wrap">
          <Figure label={`Adoptions, ${tab.span}`} value={total === undefined ? '…' : String(total)} />
          <Figure label="This week" value={stats ? String(stats.totalAdoptionsThisWeek) : '…'} />
          <Figure label="Adoption rate (30 days)" value={stats ? `${stats.adoptionRate}%` : '…'} />
        </HStack>
      </SectionCard>
    </Tabs.Root>
  );
}
