import { z } from 'zod';
import { jsonNumber, ZId } from './fields.js';

/** Every record about an animal names it, so lists can show it without a second call. */
export const ZAnimalLabel = {
  animalId: z.number().int(),
  animalName: z.string(),
  /** The animal's own ID (A-2026-0001). */
  animalCode: z.string(),
};

export const ZRecordMeta = {
  id: z.number().int(),
  version: z.number().int(),
};

export const ZByAnimalInput = z.object({ id: ZId });

const VERSION_MESSAGE = 'version must be a positive integer';
/** When sent, an update applies only if the record is still at this version. */
export const ZVersion = jsonNumber(z.number({ error: VERSION_MESSAGE }).int(VERSION_MESSAGE).positive(VERSION_MESSAGE)).optional();

/** A page of a list and the size of the whole list, as the console's paged tables read it. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
