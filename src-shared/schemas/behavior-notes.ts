import { z } from 'zod';
import { optionalDate, optionalText, requiredDate, requiredText, ZId, ZListQuery } from './fields.js';
import { ZAnimalLabel, ZRecordMeta, ZVersion } from './records.js';

export const ZBehaviorNote = z.object({
  ...ZRecordMeta,
  ...ZAnimalLabel,
  date: z.string(),
  note: z.string(),
  observedBy: z.string().nullable(),
  /** The portal application whose arrival the note records; such notes are never public. */
  applicationId: z.number().int().nullable(),
});
export type TBehaviorNote = z.infer<typeof ZBehaviorNote>;

const fields = {
  /** Defaults to today. */
  date: optionalDate(),
  note: requiredText('Note is required', 2000),
  observedBy: optionalText(200),
};

export const ZBehaviorNoteCreateInput = z.object({ id: ZId, ...fields });
export type TBehaviorNoteCreate = z.output<typeof ZBehaviorNoteCreateInput>;

/** A correction may move a note to another day but not leave it without one. */
export const ZBehaviorNoteUpdateInput = z
  .object({ ...fields, date: requiredDate('Date is required') })
  .partial()
  .extend({ id: ZId, version: ZVersion });
export type TBehaviorNoteUpdate = z.output<typeof ZBehaviorNoteUpdateInput>;

export const ZBehaviorNoteListQuery = ZListQuery.extend({ id: ZId });
