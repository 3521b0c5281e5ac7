import { Button, Card, Skeleton } from '@chakra-ui/react';
import { ArrowLeftIcon, DownloadIcon, PrinterIcon } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isIsoDate } from '../../../src-shared/dates';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { PageHeader } from '../components/PageHeader';
import { asilomarCsv, asilomarFileName } from './asilomar-table';
import { AsilomarTable } from './AsilomarTable';
import { saveCsv } from '../components/csv-export';

/** The range in the address; without usable dates, the server's default (the past month). */
function useAsilomarRange(): { from?: string; to?: string } {
  const [params] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  return from && to && isIsoDate(from) && isIsoDate(to) ? { from, to } : {};
}

const hiddenOnPaper = { _print: { display: 'none' } } as const;

/**
 * The full Asilomar Accords report (/reports/asilomar?from=…&to=…): the Accords' table for the
 * range, by dogs, cats and both, with the live release rate. Printed, it is the table alone.
 */
export function AsilomarReportScreen() {
  const format = useFormat();
  const report = trpc.reports.asilomar.useQuery(useAsilomarRange());
  const data = report.data;
  const dates = data && `${format.date(data.from)} – ${format.date(data.to)}`;
  return (
    <>
      <PageHeader
        title="Asilomar Accords Report"
        subtitle={dates ? `Dogs and cats, ${dates}` : 'Dogs and cats'}
        actions={
          <>
            <Button asChild variant="ghost" {...hiddenOnPaper}>
              <RouterLink to="/reports">
                <ArrowLeftIcon />
                Back to Reports
              </RouterLink>
            </Button>
            <Button variant="outline" disabled={!data} onClick={() => window.print()} {...hiddenOnPaper}>
              <PrinterIcon />
              Print
            </Button>
            <Button variant="outline" disabled={!data} onClick={() => data && saveCsv(asilomarFileName(data), asilomarCsv(data.table))} {...hiddenOnPaper}>
              <DownloadIcon />
              Export CSV
            </Button>
          </>
        }
      />
      {report.isError ? (
        <LoadError text={`Error loading the Asilomar report: ${errorMessage(report.error)}`} onRetry={() => void report.refetch()} />
      ) : (
        <Card.Root variant="outline" bg="bg.panel" _print={{ borderWidth: '0' }}>
          <Card.Body px={{ base: '4', md: '6' }} _print={{ p: '0' }}>
            {data && dates ? <AsilomarTable caption={`Asilomar Accords — ${dates}`} table={data.table} /> : <Skeleton h="96" />}
          </Card.Body>
        </Card.Root>
      )}
    </>
  );
}
