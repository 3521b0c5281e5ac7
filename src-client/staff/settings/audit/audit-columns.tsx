import { Badge, Box, Text } from '@chakra-ui/react';
import type { TAuditEntry } from '../../../../src-shared/schemas/audit';
import { deviceDate } from '../../../shared/date-format';
import type { TFormatters } from '../../../shared/use-format';
import type { TColumn } from '../../components/DataTable';
import { entityLabel } from './audit-changes';
import { ChangeList } from './ChangeList';

const ACTIONS: Record<TAuditEntry['action'], { label: string; palette: 'green' | 'blue' | 'red' }> = {
  create: { label: 'Created', palette: 'green' },
  update: { label: 'Updated', palette: 'blue' },
  delete: { label: 'Deleted', palette: 'red' },
};

/** When an entry was written, on this device's clock: the day in the Display date format, and the time on the Display clock. */
export function auditTime(at: string, format: TFormatters): { date: string; time: string } {
  const instant = new Date(at);
  const time = `${String(instant.getHours()).padStart(2, '0')}:${String(instant.getMinutes()).padStart(2, '0')}`;
  return { date: format.date(deviceDate(instant)), time: format.time(time) };
}

function ActionBadge({ action }: { action: TAuditEntry['action'] }) {
  return (
    <Badge colorPalette={ACTIONS[action].palette} variant="subtle" rounded="full" px="2.5">
      {ACTIONS[action].label}
    </Badge>
  );
}

/** Which record: an animal by the ID staff know it by (A-2026-0047), any other by its number. */
const recordName = (entry: TAuditEntry) => (entry.entity === 'Animal' && entry.animalCode ? entry.animalCode : `#${entry.entityId}`);

export function auditColumns(format: TFormatters): TColumn<TAuditEntry>[] {
  return [
    {
      key: 'at',
      header: 'When',
      cell: (entry) => {
        const { date, time } = auditTime(entry.at, format);
        return (
          <>
            <Text whiteSpace="nowrap">{date}</Text>
            <Text whiteSpace="nowrap" fontSize="xs" color="fg.muted">
              {time}
            </Text>
          </>
        );
      },
    },
    { key: 'user', header: 'User', hideBelow: 'sm', cell: (entry) => entry.username ?? <Text color="fg.muted">Public or system</Text> },
    {
      key: 'action',
      header: 'Action',
      hideBelow: 'sm',
      cell: (entry) => <ActionBadge action={entry.action} />,
    },
    {
      key: 'record',
      header: 'Record',
      cell: (entry) => (
        <>
          <Text>
            {entityLabel(entry.entity)}{' '}
            <Text as="span" color="fg.muted">
              {recordName(entry)}
            </Text>
          </Text>
          {/* A phone has no Action or Changes column: they go under the record. */}
          <Box hideFrom="sm" mt="1">
            <ActionBadge action={entry.action} />
          </Box>
          <Box hideFrom="md" mt="1">
            <ChangeList action={entry.action} changes={entry.changes} />
          </Box>
        </>
      ),
    },
    { key: 'changes', header: 'Changes', hideBelow: 'md', cell: (entry) => <ChangeList action={entry.action} changes={entry.changes} /> },
  ];
}
