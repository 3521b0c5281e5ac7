import { Button, Flex } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { NotebookPenIcon, PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { NOTE_KINDS } from '../../../src-shared/enums';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import type { TBehaviorNote } from '../../../src-shared/schemas/behavior-notes';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { useMemoryListParams } from '../components/list-params';
import { PagedRecords } from '../components/PagedRecords';
import { TabSection } from '../components/TabSection';
import { useListState } from '../components/use-list-state';
import { useLastPresent } from '../records/use-last-present';
import { VoidRecordDialog } from '../records/VoidRecordDialog';
import { useMay } from '../session/use-may';
import { AddNoteDialog } from './AddNoteDialog';
import { CorrectNoteDialog } from './CorrectNoteDialog';
import { noteColumns, type TNoteActions } from './note-columns';

const KIND = 'kind';
const KIND_OPTIONS = [{ value: '', label: 'All kinds' }, ...NOTE_KINDS.map((kind) => ({ value: kind, label: kind }))];

/**
 * The animal's Notes tab (docs/domain.md#notes): its notes newest first, of one kind when chosen,
 * with kind, portal badge, writer and date; every role adds, corrects and voids them.
 */
export function NotesTab({ animal }: { animal: TAnimal }) {
  const mayWrite = useMay('notes:write');
  const format = useFormat();
  const params = useMemoryListParams();
  const list = useListState(params);
  const kind = NOTE_KINDS.find((k) => k === params.get(KIND));
  const query = trpc.behaviorNotes.page.useQuery(
    { id: animal.id, ...(kind ? { kind } : {}), limit: list.pageSize, offset: list.offset },
    { placeholderData: keepPreviousData },
  );
  const voidNote = trpc.behaviorNotes.void.useMutation();
  const [adding, setAdding] = useState(false);
  const [correcting, setCorrecting] = useState<TBehaviorNote | null>(null);
  const [voiding, setVoiding] = useState<TBehaviorNote | null>(null);
  const shownVoid = useLastPresent(voiding);
  const actions = useMemo<TNoteActions | undefined>(() => (mayWrite ? { onCorrect: setCorrecting, onVoid: setVoiding } : undefined), [mayWrite]);
  const columns = useMemo(() => noteColumns(format, actions), [format, actions]);
  const addButton = (variant: 'outline' | 'solid') =>
    mayWrite && (
      <Button variant={variant} onClick={() => setAdding(true)}>
        <PlusIcon />
        Add Note
      </Button>
    );

  return (
    <TabSection title="Notes" description="Behaviour, the daily-care log and handling warnings, newest first." action={addButton('outline')}>
      <Flex>
        <ChoiceSelect maxW={{ sm: '56' }} label="Kind" value={kind ?? ''} options={KIND_OPTIONS} onChange={(next) => list.setFilter(KIND, next || null)} />
      </Flex>
      <PagedRecords
        query={query}
        list={list}
        label={`Notes about ${animal.name}`}
        noun="notes"
        errorPrefix="Error loading notes: "
        columns={columns}
        rowKey={(note) => note.id}
        empty={
          <EmptyMessage
            icon={NotebookPenIcon}
            title={kind ? `No ${kind.toLowerCase()} notes` : 'No notes yet'}
            description={`How ${animal.name} behaves, walks, eats and settles in will be noted here.`}
            action={addButton('solid')}
          />
        }
      />
      {mayWrite && (
        <>
          <AddNoteDialog open={adding} animalId={animal.id} kind={kind} onClose={() => setAdding(false)} />
          <CorrectNoteDialog note={correcting} onClose={() => setCorrecting(null)} />
          <VoidRecordDialog
            open={voiding !== null}
            onOpenChange={(open) => !open && setVoiding(null)}
            title="Void Note"
            summary={shownVoid ? `${shownVoid.kind} note of ${format.date(shownVoid.date)}: ${shownVoid.note}` : ''}
            messages={{
              success: { title: 'Note voided', description: 'It no longer shows in the notes.' },
              failure: { title: 'Error', description: 'There was an error voiding the note.' },
            }}
            onVoid={async (reason) => {
              if (!voiding) return;
              await voidNote.mutateAsync({ id: voiding.id, reason });
            }}
          />
        </>
      )}
    </TabSection>
  );
}
