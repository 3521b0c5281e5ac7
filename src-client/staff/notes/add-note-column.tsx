import { IconButton } from '@chakra-ui/react';
import { NotebookPenIcon } from 'lucide-react';
import type { TColumn } from '../components/DataTable';

/** A list's column with a quick Add Note for each row's animal (the registry's rows). */
export function addNoteColumn<T extends { id: number; name: string }>(onAddNote: (row: T) => void): TColumn<T> {
  return {
    key: 'addNote',
    header: 'Note',
    align: 'end',
    cell: (animal) => (
      <IconButton size="xs" variant="ghost" aria-label={`Add a note about ${animal.name}`} onClick={() => onAddNote(animal)}>
        <NotebookPenIcon />
      </IconButton>
    ),
  };
}
