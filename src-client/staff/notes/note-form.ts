import type { z } from 'zod';
import type { TNoteKind } from '../../../src-shared/enums';
import { publishable, ZBehaviorNoteFields, type TBehaviorNote } from '../../../src-shared/schemas/behavior-notes';
import { animalRef, requiredDate } from '../../../src-shared/schemas/fields';

/**
 * Adding and correcting a note check what the API checks (docs/domain.md#notes): the note's own
 * fields and the public switch's rule; the dialog chooses the animal, and always shows a date.
 */
export const ZNoteForm = publishable(ZBehaviorNoteFields.extend({ animalId: animalRef(), date: requiredDate('Date is required') }));
export type TNoteFormValues = z.input<typeof ZNoteForm>;
export type TNoteFormOutput = z.output<typeof ZNoteForm>;

export function newNoteDefaults(animalId: number | null, today: string, kind: TNoteKind = 'Behaviour'): TNoteFormValues {
  return { animalId: animalId ?? 0, kind, date: today, note: '', observedBy: '', public: false };
}

export function correctionDefaults(note: TBehaviorNote): TNoteFormValues {
  return { animalId: note.animalId, kind: note.kind, date: note.date, note: note.note, observedBy: note.observedBy ?? '', public: note.public };
}
