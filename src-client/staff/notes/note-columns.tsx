import { HStack, Stack, Text } from '@chakra-ui/react';
import type { TBehaviorNote } from '../../../src-shared/schemas/behavior-notes';
import type { TFormatters } from '../../shared/use-format';
import type { TColumn } from '../components/DataTable';
import { RowActions } from '../records/RowActions';
import { NoteKindBadge, PublicBadge } from './NoteKindBadge';

export interface TNoteActions {
  onCorrect: (note: TBehaviorNote) => void;
  onVoid: (note: TBehaviorNote) => void;
}

/** Who wrote a note, and who saw it when that was someone else. */
export function noteAuthor(note: Pick<TBehaviorNote, 'authorName' | 'observedBy'>): string {
  const writer = note.authorName ?? 'Unknown';
  return note.observedBy && note.observedBy !== note.authorName ? `${writer} (observed by ${note.observedBy})` : writer;
}

/** The Notes tab's columns; a phone keeps the date, the note with its kind and author under it, and the actions. */
export function noteColumns(format: TFormatters, actions: TNoteActions | undefined): TColumn<TBehaviorNote>[] {
  const columns: TColumn<TBehaviorNote>[] = [
    { key: 'date', header: 'Date', cell: (note) => <Text whiteSpace="nowrap">{format.date(note.date)}</Text> },
    {
      key: 'kind',
      header: 'Kind',
      hideBelow: 'sm',
      cell: (note) => (
        <HStack gap="1" wrap="wrap">
          <NoteKindBadge kind={note.kind} />
          {note.public && <PublicBadge />}
        </HStack>
      ),
    },
    {
      key: 'note',
      header: 'Note',
      cell: (note) => (
        <Stack gap="1" minW="0">
          <HStack gap="1" wrap="wrap" hideFrom="sm">
            <NoteKindBadge kind={note.kind} />
            {note.public && <PublicBadge />}
          </HStack>
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {note.note}
          </Text>
          <Text fontSize="xs" color="fg.muted" hideFrom="md">
            {noteAuthor(note)}
          </Text>
        </Stack>
      ),
    },
    { key: 'author', header: 'Written by', hideBelow: 'md', cell: (note) => <Text color="fg.muted">{noteAuthor(note)}</Text> },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (note) => (
        <RowActions
          label={`Actions for the ${note.kind.toLowerCase()} note of ${format.date(note.date)}`}
          actions={[
            { value: 'correct', label: 'Correct note', onSelect: () => actions.onCorrect(note) },
            { value: 'void', label: 'Void note', onSelect: () => actions.onVoid(note), destructive: true },
          ]}
        />
      ),
    });
  }
  return columns;
}
