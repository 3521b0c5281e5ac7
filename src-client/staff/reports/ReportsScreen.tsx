import { Button, Stack } from '@chakra-ui/react';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TReportRange } from '../../../src-shared/schemas/reports';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { useUrlListParams } from '../components/list-params';
import { PageHeader } from '../components/PageHeader';
import { useListState } from '../components/use-list-state';
import { RoleNotice } from '../components/RoleNotice';
import { useMay } from '../session/use-may';
import { AsilomarCard } from './AsilomarCard';
import { exportReport } from './export-report';
import { ReportControls } from './ReportControls';
import { DEFAULT_RANGE, DEFAULT_REPORT_TYPE, rangeOf, reportTypeOf, type TReportType } from './report-types';
import { ReportSummary } from './ReportSummary';
import { ReportViews } from './ReportViews';
import { useReport } from './use-report';

/**
 * The report type and range live in the address (`?type=adoptions&range=year`), so a report can be
 * shared. Choosing either drops the Table View's `page`: the new report starts at its first page.
 */
function useReportChoice() {
  const [params, setParams] = useSearchParams();
  const type = reportTypeOf(params.get('type'));
  const range = rangeOf(params.get('range'));
  const choose = (next: { type: TReportType; range: TReportRange }) =>
    setParams(
      { ...(next.type !== DEFAULT_REPORT_TYPE ? { type: next.type } : {}), ...(next.range !== DEFAULT_RANGE ? { range: next.range } : {}) },
      { replace: true },
    );
  return { type, range, setType: (next: TReportType) => choose({ type: next, range }), setRange: (next: TReportRange) => choose({ type, range: next }) };
}

function Reports() {
  const choice = useReportChoice();
  const list = useListState(useUrlListParams());
  const report = useReport(choice.type, choice.range, { limit: list.pageSize, offset: list.offset });
  const { data, today } = report;
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    if (!today) return;
    setExporting(true);
    try {
      await exportReport(report.fetchAll, today);
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <PageHeader
        title="Reports"
        subtitle="Intakes, adoptions and finances over a period"
        actions={
          <Button variant="outline" disabled={!data || !today} loading={exporting} onClick={() => void exportCsv()}>
            <DownloadIcon />
            Export CSV
          </Button>
        }
      />
      <Stack gap="6">
        <ReportControls type={choice.type} range={choice.range} dates={report.range} onTypeChange={choice.setType} onRangeChange={choice.setRange} />
        {report.error ? (
          <LoadError text={`Error loading report data: ${errorMessage(report.error)}`} onRetry={report.retry} />
        ) : (
          <>
            <ReportSummary data={data} />
            <ReportViews data={data} turningPage={report.turningPage} list={list} />
            <AsilomarCard report={report.asilomar} />
          </>
        )}
      </Stack>
    </>
  );
}

/** Reports (/reports). */
export function ReportsScreen() {
  const mayRead = useMay('console:read');
  if (mayRead) return <Reports />;
  return (
    <>
      <PageHeader title="Reports" />
      <RoleNotice>Reports are open to staff, veterinarians and administrators.</RoleNotice>
    </>
  );
}
