import { Button } from '@chakra-ui/react';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import type { TPersonExportQuery } from '../../../src-shared/schemas/people';
import { trpc } from '../../shared/trpc';
import { exportCsv } from '../components/csv-export';
import { useShelterToday } from '../components/use-shelter-today';
import { peopleFile } from './people-csv';

/** Export CSV (console readers): everyone the list's search and filters select, not only the page shown. */
export function ExportPeopleButton({ filters }: { filters: TPersonExportQuery }) {
  const utils = trpc.useUtils();
  const today = useShelterToday();
  const [exporting, setExporting] = useState(false);
  const exportPeople = async () => {
    setExporting(true);
    try {
      await exportCsv(
        () => utils.people.export.fetch(filters),
        (people) => peopleFile(people, today),
        {
          empty: 'No people to export',
          what: 'The people list',
        },
      );
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button size="sm" variant="outline" loading={exporting} onClick={() => void exportPeople()}>
      <DownloadIcon />
      Export CSV
    </Button>
  );
}
