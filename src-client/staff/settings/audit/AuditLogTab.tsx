import { Button, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { FilterXIcon, HistoryIcon } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyMessage } from '../../../shared/EmptyMessage';
import { trpc } from '../../../shared/trpc';
import { useFormat } from '../../../shared/use-format';
import { useMemoryListParams } from '../../components/list-params';
import { PagedRecords } from '../../components/PagedRecords';
import { useListState } from '../../components/use-list-state';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { SettingsPanel } from '../SettingsPanel';
import { AUDIT_ENTITIES } from './audit-changes';
import { auditColumns } from './audit-columns';

const ALL = 'all';
const FILTERS = ['entity', 'user', 'from', 'to'] as const;

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
}

/**
 * The Audit Log tab (admins): every write, newest first — who, when, which record, and the fields
 * it changed — filtered by record type, user and dates, a page at a time.
 */
export function AuditLogTab() {
  const params = useMemoryListParams();
  const list = useListState(params);
  const format = useFormat();
  const columns = useMemo(() => auditColumns(format), [format]);
  const users = trpc.users.list.useQuery();
  const entity = params.get('entity') ?? ALL;
  const user = params.get('user') ?? ALL;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const query = trpc.audit.page.useQuery(
    {
      ...(entity !== ALL ? { entity } : {}),
      ...(user !== ALL ? { userId: Number(user) } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      limit: list.pageSize,
      offset: list.offset,
    },
    { placeholderData: keepPreviousData },
  );
  const userOptions = [
    { value: ALL, label: 'All users' },
    ...(users.data ?? []).map((item) => ({ value: String(item.id), label: `${item.name} (${item.username})` })),
  ];
  const filtered = entity !== ALL || user !== ALL || from !== '' || to !== '';
  const setFilter = (key: (typeof FILTERS)[number], value: string) => list.setFilter(key, value === ALL || value === '' ? null : value);

  return (
    <SettingsPanel
      title="Audit Log"
      description="Every change to the shelter’s records: who made it, when, and what changed. Dates and times are this device’s."
    >
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" alignItems="end">
        <ChoiceSelect
          label="Record Type"
          value={entity}
          options={[{ value: ALL, label: 'All records' }, ...AUDIT_ENTITIES]}
          onChange={(value) => setFilter('entity', value)}
        />
        <ChoiceSelect label="User" value={user} options={userOptions} onChange={(value) => setFilter('user', value)} />
        <DateFilter label="From" value={from} onChange={(value) => setFilter('from', value)} />
        <DateFilter label="To" value={to} onChange={(value) => setFilter('to', value)} />
      </SimpleGrid>
      {filtered && (
        <Button alignSelf="start" size="xs" variant="ghost" onClick={() => params.set(Object.fromEntries([...FILTERS, 'page'].map((key) => [key, null])))}>
          <FilterXIcon />
          Clear filters
        </Button>
      )}
      <PagedRecords
        query={query}
        list={list}
        label="Audit log"
        noun="entries"
        errorPrefix="Error loading the audit log: "
        columns={columns}
        rowKey={(entry) => entry.id}
        empty={
          <EmptyMessage
            icon={HistoryIcon}
            title={filtered ? 'No entries match these filters' : 'Nothing recorded yet'}
            description="Each change to a record appears here as it is made."
          />
        }
      />
    </SettingsPanel>
  );
}
