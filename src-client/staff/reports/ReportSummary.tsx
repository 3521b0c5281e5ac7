import { Card, Heading, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatCents } from '../../../src-shared/money';
import { sacTotals } from './sac-rows';
import type { TReportData } from './use-report';

interface TFigure {
  label: string;
  value: ReactNode;
  help?: string;
}

const countOf = (counts: readonly { label: string; count: number }[], label: string) => counts.find((item) => item.label === label)?.count ?? 0;

/** The figures the Summary card shows for each report type. */
function figures(data: TReportData): TFigure[] {
  switch (data.type) {
    case 'intakes': {
      const { summary } = data.report;
      return [
        { label: 'Total Intakes', value: summary.total },
        { label: 'Dogs', value: countOf(summary.bySpecies, 'Dog') },
        { label: 'Cats', value: countOf(summary.bySpecies, 'Cat') },
        { label: 'Other Species', value: countOf(summary.bySpecies, 'Other') },
      ];
    }
    case 'adoptions': {
      const { summary } = data.report;
      return [
        { label: 'Completed Adoptions', value: summary.total },
        {
          label: 'Adoption Rate',
          value: `${summary.adoptionRate}%`,
          help: `Of ${summary.intakes} ${summary.intakes === 1 ? 'intake' : 'intakes'} in the period`,
        },
        { label: 'Total Fees', value: formatCents(summary.totalFees) },
        { label: 'Average Fee', value: formatCents(summary.averageFee) },
      ];
    }
    case 'financial': {
      const { summary } = data.report;
      return [
        { label: 'Income', value: formatCents(summary.income) },
        { label: 'Expenses', value: formatCents(summary.expenses) },
        { label: 'Net Balance', value: formatCents(summary.balance) },
        { label: 'Transactions', value: data.report.rowCount },
      ];
    }
    case 'sac': {
      const totals = sacTotals(data.report.total);
      return [
        { label: 'In Care at Start', value: totals.beginning, help: 'Every species, shelter and foster' },
        { label: 'Total Live Intake', value: totals.liveIntake },
        { label: 'Total Outcomes', value: totals.outcomes, help: `Live: ${totals.liveOutcomes}` },
        { label: 'In Care at End', value: totals.ending, help: 'Every species, shelter and foster' },
      ];
    }
  }
}

/** The Summary card, whose figures change with the report type. */
export function ReportSummary({ data }: { data: TReportData | undefined }) {
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header px={{ base: '4', md: '6' }} pb="0">
        <Heading as="h2" size="md">
          Summary
        </Heading>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="5">
          {data
            ? figures(data).map((figure) => (
                <Stat.Root key={figure.label}>
                  <Stat.Label color="fg.muted">{figure.label}</Stat.Label>
                  <Stat.ValueText fontSize="2xl" fontWeight="bold">
                    {figure.value}
                  </Stat.ValueText>
                  {figure.help && (
                    <Stat.HelpText as="dd" fontSize="xs" color="fg.muted" mb="0">
                      {figure.help}
                    </Stat.HelpText>
                  )}
                </Stat.Root>
              ))
            : Array.from({ length: 4 }, (_, index) => <Skeleton key={index} h="14" />)}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
