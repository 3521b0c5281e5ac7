import type { z } from 'zod';
import { ZHoldCreateInput, ZHoldUpdateInput, type THold } from '../../../../src-shared/schemas/journey';

/** Place Hold and Change End check what the API checks: its own hold schemas. */
export const ZPlaceHoldForm = ZHoldCreateInput;
export type TPlaceHoldFormValues = z.input<typeof ZPlaceHoldForm>;

export const placeHoldDefaults = (animalId: number, today: string): TPlaceHoldFormValues => ({
  id: animalId,
  type: 'Medical hold',
  reason: '',
  startDate: today,
  endDate: '',
});

export const ZHoldEndForm = ZHoldUpdateInput;
export type THoldEndFormValues = z.input<typeof ZHoldEndForm>;

/** A hold's end corrected as of the version shown; an empty end holds until released. */
export const holdEndDefaults = (hold: THold): THoldEndFormValues => ({ id: hold.id, version: hold.version, reason: hold.reason, endDate: hold.endDate ?? '' });
