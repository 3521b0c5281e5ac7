import { Badge, Text } from '@chakra-ui/react';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical';
import type { TFormatters } from '../../shared/use-format';
import type { TColumn } from '../components/DataTable';
import { RowActions } from '../records/RowActions';

export interface TRecordActions {
  onCorrect: (record: TMedicalRecord) => void;
  onVoid: (record: TMedicalRecord) => void;
}

/** Marks a record from a previous owner's vet or a transfer partner, which may predate the intake. */
export function OutsideSourceMark({ record }: { record: Pick<TMedicalRecord, 'outsideSource'> }) {
  if (!record.outsideSource) return null;
  return (
    <Badge size="sm" variant="subtle" colorPalette="purple">
      Outside source
    </Badge>
  );
}

/** The records table's columns; a phone keeps the date, type and description, and the actions. */
export function medicalColumns(format: TFormatters, actions: TRecordActions | undefined): TColumn<TMedicalRecord>[] {
  const columns: TColumn<TMedicalRecord>[] = [
    { key: 'date', header: 'Date', cell: (record) => <Text whiteSpace="nowrap">{format.date(record.date)}</Text> },
    { key: 'type', header: 'Type', hideBelow: 'sm', cell: (record) => <Badge variant="outline">{record.recordType}</Badge> },
    {
      key: 'description',
      header: 'Description',
      cell: (record) => (
        <>
          <Text>{record.description}</Text>
          <OutsideSourceMark record={record} />
          <Text fontSize="xs" color="fg.muted" hideFrom="sm">
            {record.recordType}
          </Text>
        </>
      ),
    },
    { key: 'provider', header: 'Provider', hideBelow: 'md', cell: (record) => record.provider ?? '—' },
    {
      key: 'notes',
      header: 'Notes',
      hideBelow: 'xl',
      cell: (record) => (
        <Text color="fg.muted" lineClamp={2}>
          {record.notes ?? '—'}
        </Text>
      ),
    },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (record) => (
        <RowActions
          label={`Actions for the ${record.recordType.toLowerCase()} of ${format.date(record.date)}`}
          actions={[
            { value: 'correct', label: 'Correct record', onSelect: () => actions.onCorrect(record) },
            { value: 'void', label: 'Void record', onSelect: () => actions.onVoid(record), destructive: true },
          ]}
        />
      ),
    });
  }
  return columns;
}
