import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { TCarePlanItem } from '../../../src-shared/schemas/care-plans';
import { useFormat, type TFormatters } from '../../shared/use-format';
import { DataTable, type TColumn } from '../components/DataTable';
import { auditTime } from '../settings/audit/audit-columns';
import { itemTitle } from './due-words';

function columns(format: TFormatters): TColumn<TCarePlanItem>[] {
  return [
    {
      key: 'item',
      header: 'Item',
      cell: (item) => (
        <Stack gap="0.5" align="start" minW="0">
          <Text overflowWrap="anywhere">{itemTitle(item)}</Text>
          <Text fontSize="xs" color="fg.muted">
            {item.itemType} · due {format.date(item.dueDate)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'outcome',
      header: 'Outcome',
      cell: (item) => {
        const when = item.doneAt ? auditTime(item.doneAt, format) : null;
        return (
          <Stack gap="0.5" align="start" minW="0">
            <Badge colorPalette={item.status === 'Given' ? 'green' : 'gray'} variant="subtle" rounded="full" px="2.5">
              {item.status}
            </Badge>
            <Text fontSize="xs" color="fg.muted">
              {[item.doneBy && `by ${item.doneBy}`, when && `${when.date}, ${when.time}`].filter(Boolean).join(' · ')}
            </Text>
            {item.skipReason && (
              <Text fontSize="sm" overflowWrap="anywhere">
                Reason: {item.skipReason}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'record',
      header: 'Record',
      align: 'end',
      cell: (item) =>
        item.medicalRecordId !== null && (
          <Link asChild color="colorPalette.fg" fontSize="sm" whiteSpace="nowrap">
            <RouterLink to={`/animals/${item.animalId}?tab=medical`}>Medical record</RouterLink>
          </Link>
        ),
    },
  ];
}

/** What was given (by whom, when, and its medical record) or skipped (with the reason), the latest first. */
export function PlanHistory({ items, animalName }: { items: TCarePlanItem[]; animalName: string }) {
  const format = useFormat();
  return (
    <DataTable label={`Care plan history of ${animalName}`} columns={columns(format)} rows={items} rowKey={(item) => item.id} loading={false} empty={null} />
  );
}
