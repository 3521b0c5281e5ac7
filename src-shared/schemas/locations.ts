import { z } from 'zod';
import { LOCATION_KINDS } from '../journey.js';
import { idField, optionalDate, requiredText, ZBool, ZId, ZIsoDate } from './fields.js';
import { ZLocalTime } from './journey.js';
import { ZVersion } from './records.js';

/** Buildings, rooms and kennels (docs/domain.md#locations), and the census of who is where. */

export const ZLocationKind = z.enum(LOCATION_KINDS, { error: `Kind must be one of: ${LOCATION_KINDS.join(', ')}` });

export const ZLocation = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  kind: ZLocationKind,
  parentId: z.number().int().nullable(),
  /** Building › Room › Kennel. */
  path: z.string(),
  active: z.boolean(),
});
export type TLocation = z.infer<typeof ZLocation>;

export const ZLocationCreateInput = z.object({
  name: requiredText('Name is required', 100),
  kind: ZLocationKind,
  /** A room is in a building, a kennel in a room or a building; a building in nothing. */
  parentId: idField()
    .nullish()
    .transform((value) => value ?? null),
});
export type TLocationCreate = z.output<typeof ZLocationCreateInput>;

export const ZLocationUpdateInput = z.object({
  id: ZId,
  version: ZVersion,
  name: requiredText('Name is required', 100).optional(),
  /** An inactive location is kept for history and offered for no new move. */
  active: ZBool.optional(),
});
export type TLocationUpdate = z.output<typeof ZLocationUpdateInput>;

/** POST /api/animals/{id}/location: moves an animal in care to a location. */
export const ZAnimalMoveInput = z.object({
  id: ZId,
  locationId: idField(),
  /** Today and now when left out. */
  date: optionalDate(),
  time: ZLocalTime,
});
export type TAnimalMove = z.output<typeof ZAnimalMoveInput>;

export const ZCensusQuery = z.object({ date: ZIsoDate.optional() });

export const ZCensusAnimal = z.object({
  id: z.number().int(),
  animalCode: z.string(),
  name: z.string(),
  species: z.string(),
  status: z.string(),
  /** In this place since. */
  since: z.string(),
  /** The first day of its stay. */
  intakeDate: z.string(),
});

export const ZCensusGroup = z.object({
  /** A location, or null for foster homes ("In foster with …") and for animals with no location. */
  locationId: z.number().int().nullable(),
  label: z.string(),
  animals: z.array(ZCensusAnimal),
});

/** GET /api/census?date=: every animal in care at the end of the day, by where it was. */
export const ZCensus = z.object({
  date: z.string(),
  total: z.number().int(),
  groups: z.array(ZCensusGroup),
});
export type TCensus = z.infer<typeof ZCensus>;
