import { Card, SimpleGrid, Skeleton, Tabs } from '@chakra-ui/react';
import { FileSearchIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { useFormat, type TFormatters } from '../../shared/use-format';
import type { TColumn } from '../components/DataTable';
import { PagedRecords } from '../components/PagedRecords';
import type { TListState } from '../components/use-list-state';
import { AmountBars } from './charts/AmountBars';
import { PieChart } from './charts/PieChart';
import { adoptionColumns, financialColumns, intakeColumns } from './report-columns';
import type { TRowReportData } from './use-report';

const NOTHING = <EmptyMessage icon={FileSearchIcon} title="No records in this period" description="Choose a longer time range to see more." />;

function ChartView({ data }: { data: TRowReportData }) {
  switch (data.type) {
    case 'intakes':
      return (
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="8">
          <PieChart title="Animals by Status" category="animalStatus" counts={data.report.summary.byStatus} noun="intakes" />
          <PieChart title="Animals by Species" category="species" counts={data.report.summary.bySpecies} noun="intakes" />
        </SimpleGrid>
      );
    case 'adoptions':
      return <PieChart title="Adoptions by Status" category="adoptionStatus" counts={data.report.summary.byStatus} noun="adoptions" />;
    case 'financial':
      return <AmountBars title="Amounts by Type" byType={data.report.summary.byType} />;
  }
}

/**
 * One page of the report's rows and the pager. The report's own load error is the screen's red
 * box, so here the page is always loaded; while the next page loads, this one stays, dimmed.
 */
function RowsPage<T extends { id: number }>({
  report,
  turningPage,
  list,
  label,
  noun,
  columns,
}: {
  report: { rows: T[]; rowCount: number };
  turningPage: boolean;
  list: TListState;
  label: string;
  noun: string;
  columns: TColumn<T>[];
}) {
  const query = {
    data: { items: report.rows, total: report.rowCount },
    isPending: false,
    isError: false,
    error: null,
    isPlaceholderData: turningPage,
    refetch: async () => undefined,
  };
  return <PagedRecords<T> query={query} list={list} label={label} noun={noun} errorPrefix="" columns={columns} rowKey={(row) => row.id} empty={NOTHING} />;
}

function TableView({ data, format, turningPage, list }: { data: TRowReportData; format: TFormatters; turningPage: boolean; list: TListState }) {
  const common = { turningPage, list };
  switch (data.type) {
    case 'intakes':
      return <RowsPage report={data.report} label="Animal intakes" noun="intakes" columns={intakeColumns(format)} {...common} />;
    case 'adoptions':
      return <RowsPage report={data.report} label="Adoptions" noun="adoptions" columns={adoptionColumns(format)} {...common} />;
    case 'financial':
      return <RowsPage report={data.report} label="Transactions" noun="transactions" columns={financialColumns(format)} {...common} />;
  }
}

/** Chart View and Table View of the report. */
export function ReportViews({ data, turningPage, list }: { data: TRowReportData | undefined; turningPage: boolean; list: TListState }) {
  const format = useFormat();
  const body = (view: (data: TRowReportData) => ReactNode) => (data ? view(data) : <Skeleton h="60" />);
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Tabs.Root defaultValue="chart" variant="line" lazyMount unmountOnExit>
        <Card.Header px={{ base: '4', md: '6' }} pb="0">
          <Tabs.List>
            <Tabs.Trigger value="chart">Chart View</Tabs.Trigger>
            <Tabs.Trigger value="table">Table View</Tabs.Trigger>
          </Tabs.List>
        </Card.Header>
        <Card.Body px={{ base: '4', md: '6' }}>
          <Tabs.Content value="chart" pt="0">
            {body((report) => (
              <ChartView data={report} />
            ))}
          </Tabs.Content>
          <Tabs.Content value="table" pt="0">
            {body((report) => (
              <TableView data={report} format={format} turningPage={turningPage} list={list} />
            ))}
          </Tabs.Content>
        </Card.Body>
      </Tabs.Root>
    </Card.Root>
  );
}
