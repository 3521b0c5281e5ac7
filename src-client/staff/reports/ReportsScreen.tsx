import { Button, Stack } from '@chakra-ui/react';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { useUrlListParams } from '../components/list-params';
import { PageHeader } from '../components/PageHeader';
import { useListState } from '../components/use-list-state';
import { AsilomarCard } from './AsilomarCard';
import { exportReport } from './export-report';
import { ReportControls } from './ReportControls';
import { ReportSummary } from './ReportSummary';
import { ReportViews } from './ReportViews';
import { SacReport } from './SacReport';
import { useReport } from './use-report';
import { useReportChoice } from './use-report-choice';

/** Reports (/reports). */
export function ReportsScreen() {
  const choice = useReportChoice();
  const list = useListState(useUrlListParams());
  const report = useReport(choice.type, choice.dates, { limit: list.pageSize, offset: list.offset });
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
        subtitle="Intakes, outcomes, adoptions and finances over a period"
        actions={
          <Button variant="outline" disabled={!data || !today} loading={exporting} onClick={() => void exportCsv()}>
            <DownloadIcon />
            Export CSV
          </Button>
        }
      />
      <Stack gap="6">
        <ReportControls
          type={choice.type}
          range={choice.range}
          dates={report.range}
          onTypeChange={choice.setType}
          onRangeChange={(range) => choice.setRange(range, report.range)}
          onDateChange={(end, value) => report.range && choice.setCustomDate(end, value, report.range)}
        />
        {report.error ? (
          <LoadError text={`Error loading report data: ${errorMessage(report.error)}`} onRetry={report.retry} />
        ) : (
          <>
            <ReportSummary data={data} />
            {choice.type === 'sac' ? (
              <SacReport matrix={data?.type === 'sac' ? data.report : undefined} />
            ) : (
              <ReportViews data={data && data.type !== 'sac' ? data : undefined} turningPage={report.turningPage} list={list} />
            )}
            <AsilomarCard report={report.asilomar} />
          </>
        )}
      </Stack>
    </>
  );
}
