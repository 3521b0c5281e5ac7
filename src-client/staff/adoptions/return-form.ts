import type { z } from 'zod';
import { ZAdoptionReturnInput } from '../../../src-shared/schemas/journey';

/** Return: the API's own return schema. */
export const ZReturnForm = ZAdoptionReturnInput;
export type TReturnFormValues = z.input<typeof ZReturnForm>;

/** The animal came back today, now (the shelter's), unless staff say otherwise. */
export const returnDefaults = (adoptionId: number, today: string, time: string): TReturnFormValues => ({
  id: adoptionId,
  date: today,
  time,
  reason: '',
  condition: null,
  locationId: null,
});
