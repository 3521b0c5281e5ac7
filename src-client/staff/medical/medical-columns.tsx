import { Badge, Button, Collapsible, Stack, Text } from '@chakra-ui/react';
import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import type { TMedicalRecord } from '../../../src-shared/schemas/medical';
import type { TFormatters } from '../../shared/use-format';
import type { TColumn } from '../components/DataTable';
import { RowActions } from '../records/RowActions';
import { recordDetails } from './medical-form';

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

/** A record's date, and its time when known. */
export function RecordWhen({ record, format }: { record: Pick<TMedicalRecord, 'date' | 'time'>; format: TFormatters }) {
  return (
    <Stack gap="0">
      <Text whiteSpace="nowrap">{format.date(record.date)}</Text>
      {record.time && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {format.time(record.time)}
        </Text>
      )}
    </Stack>
  );
}

/** The details a record's type carries (procedure, result, product and lot, rabies tag), in a line. */
export function RecordDetails({ record, format }: { record: TMedicalRecord; format: TFormatters }) {
  const details = recordDetails(record, format.date);
  if (!details) return null;
  return (
    <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
      {details}
    </Text>
  );
}

/**
 * A record's notes in full, behind "Show notes": a row stays one line tall until someone wants to
 * read them, and then nothing is cut off.
 */
function RecordNotes({ notes }: { notes: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <Button variant="plain" size="xs" px="0" h="auto" color="colorPalette.fg">
          {open ? 'Hide notes' : 'Show notes'}
          <ChevronDownIcon style={{ transform: open ? 'rotate(180deg)' : undefined }} aria-hidden />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere" pt="1">
          {notes}
        </Text>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * The records table's columns. The description carries the details of the record's type, what a
 * narrow screen has no column for (the type on a phone, the provider below 768 px) and the notes,
 * expanded on demand at every width.
 */
export function medicalColumns(format: TFormatters, actions: TRecordActions | undefined): TColumn<TMedicalRecord>[] {
  const columns: TColumn<TMedicalRecord>[] = [
    { key: 'date', header: 'Date', cell: (record) => <RecordWhen record={record} format={format} /> },
    { key: 'type', header: 'Type', hideBelow: 'sm', cell: (record) => <Badge variant="outline">{record.recordType}</Badge> },
    {
      key: 'description',
      header: 'Description',
      cell: (record) => (
        <Stack gap="0.5" align="start" minW="0">
          <Text overflowWrap="anywhere">{record.description}</Text>
          <RecordDetails record={record} format={format} />
          <OutsideSourceMark record={record} />
          <Text fontSize="xs" color="fg.muted" hideFrom="sm">
            {record.recordType}
          </Text>
          {record.provider && (
            <Text fontSize="xs" color="fg.muted" hideFrom="md">
              Provider: {record.provider}
            </Text>
          )}
          {record.notes && <RecordNotes notes={record.notes} />}
        </Stack>
      ),
    },
    { key: 'provider', header: 'Provider', hideBelow: 'md', cell: (record) => record.provider ?? '—' },
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
