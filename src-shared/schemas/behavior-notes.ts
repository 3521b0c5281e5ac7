import { z } from 'zod';
import { CARE_KINDS, NOTE_KINDS, PUBLISHABLE_NOTE_KINDS, SPECIES, type TCareKind, type TNoteKind } from '../enums.js';
import { optionalDate, optionalText, requiredDate, requiredText, ZBool, ZId, ZIsoDate, ZListQuery } from './fields.js';
import { ZAnimalLabel, ZRecordMeta, ZVersion } from './records.js';

export const ZNoteKind = z.enum(NOTE_KINDS, { error: `Kind must be one of ${NOTE_KINDS.join(', ')}` });

/** Only a behaviour note may be published (docs/domain.md#notes): care-log notes and handling warnings stay the shelter's own. */
export const mayBePublic = (kind: TNoteKind) => (PUBLISHABLE_NOTE_KINDS as readonly TNoteKind[]).includes(kind);
export const ONLY_BEHAVIOUR_PUBLIC = 'Only behaviour notes may be shown on the portal';

export const ZBehaviorNote = z.object({
  ...ZRecordMeta,
  ...ZAnimalLabel,
  date: z.string(),
  kind: ZNoteKind,
  note: z.string(),
  /** Shown on the adoption portal. */
  public: z.boolean(),
  observedBy: z.string().nullable(),
  /** The name of the signed-in user who wrote it; null for notes from before authors were kept. */
  authorName: z.string().nullable(),
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

/** A note's own fields, without its animal: the console's note form checks these too. */
export const ZBehaviorNoteFields = z.object({ ...fields, kind: ZNoteKind.default('Behaviour'), public: ZBool.default(false) });

/** The public switch's rule, for any schema holding a note's kind and switch (the API's and the console's form). */
export function publishable<T extends z.ZodType<{ kind: TNoteKind; public: boolean }>>(schema: T) {
  return schema.refine((input) => !input.public || mayBePublic(input.kind), { message: ONLY_BEHAVIOUR_PUBLIC, path: ['public'] });
}

export const ZBehaviorNoteCreateInput = publishable(ZBehaviorNoteFields.extend({ id: ZId }));
export type TBehaviorNoteCreate = z.output<typeof ZBehaviorNoteCreateInput>;

/**
 * A correction may move a note to another day but not leave it without one. Its kind and public
 * switch are checked against what the note will be once corrected, so that rule is the service's.
 */
export const ZBehaviorNoteUpdateInput = z
  .object({ ...fields, date: requiredDate('Date is required'), kind: ZNoteKind, public: ZBool })
  .partial()
  .extend({ id: ZId, version: ZVersion });
export type TBehaviorNoteUpdate = z.output<typeof ZBehaviorNoteUpdateInput>;

export const ZBehaviorNoteListQuery = ZListQuery.extend({ id: ZId, kind: ZNoteKind.optional() });

/** GET /api/care-log: a day's checklist (docs/domain.md#notes). */
export const ZCareLogQuery = z.object({
  /** The shelter's today unless given. */
  date: ZIsoDate.optional(),
  species: z.enum(SPECIES).optional(),
  /** `true`: only the animals nobody walked that day (a query parameter's text, read as such). */
  notWalked: z.enum(['true', 'false'], { error: 'notWalked must be true or false' }).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
  offset: z.number().int().min(0).max(10_000_000).optional(),
});
export type TCareLogQuery = z.infer<typeof ZCareLogQuery>;

export const ZCareKind = z.enum(CARE_KINDS);

/** One care-log note of the day: what was done, by whom. */
export const ZCareEntry = z.object({
  noteId: z.number().int(),
  kind: ZCareKind,
  note: z.string(),
  observedBy: z.string().nullable(),
  authorName: z.string().nullable(),
});
export type TCareEntry = z.infer<typeof ZCareEntry>;

export const ZCareAnimal = z.object({
  ...ZAnimalLabel,
  species: z.string(),
  status: z.string(),
  /** The day's care-log notes, in the order of CARE_KINDS, then as written. */
  entries: z.array(ZCareEntry),
});
export type TCareAnimal = z.infer<typeof ZCareAnimal>;

export const ZCareLog = z.object({
  date: z.string(),
  /** The animals at the shelter that day the filters select (the page is of these). */
  total: z.number().int(),
  /** Every animal at the shelter that day, whatever the filters. */
  atShelter: z.number().int(),
  /** Of those, how many nobody walked. */
  notWalked: z.number().int(),
  items: z.array(ZCareAnimal),
});
export type TCareLog = z.infer<typeof ZCareLog>;

/** The note a care task logged with one click says, when staff add no words of their own. */
export const CARE_DONE: Record<TCareKind, string> = { Walk: 'Walked', Enrichment: 'Enrichment given', Feeding: 'Fed', Cleaning: 'Kennel cleaned' };
