import { keepPreviousData } from '@tanstack/react-query';
import { HistoryIcon } from 'lucide-react';
import { useMemo } from 'react';
import type { TAuditEntry } from '../../../../../src-shared/schemas/audit';
import { trpc } from '../../../../shared/trpc';
import { useFormat } from '../../../../shared/use-format';
import { auditColumns } from '../../../settings/audit/audit-columns';
import type { TRecordsTab } from './RecordsTab';

/**
 * The animal's audit trail: every write to the animal and to the records that belong to it, in
 * the same columns as the Settings audit log, so both read alike.
 */
export const historyTab: TRecordsTab<TAuditEntry> = {
  title: 'History',
  description: 'Every change to this animal and its records: who made it, when, and what changed. Newest first.',
  label: (animal) => `History of ${animal.name}`,
  noun: 'entries',
  errorPrefix: 'Error loading the history: ',
  usePage: (animal, page) => trpc.audit.animalHistoryPage.useQuery({ id: animal.id, ...page }, { placeholderData: keepPreviousData }),
  useColumns: () => {
    const format = useFormat();
    return useMemo(() => auditColumns(format), [format]);
  },
  empty: { icon: HistoryIcon, title: 'Nothing recorded yet', description: (animal) => `Changes to ${animal.name} and its records will be listed here.` },
};
