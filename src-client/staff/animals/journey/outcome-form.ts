import type { z } from 'zod';
import type { TOutcomeType } from '../../../../src-shared/journey';
import { ZOutcomeCreateInput, type TOutcomeCreate } from '../../../../src-shared/schemas/journey';
import { keepAsked } from './asked-details';

type TOutcomeDetail = 'destination' | 'transferScope' | 'reason' | 'performedByUserId' | 'authorizedByUserId' | 'drug' | 'dose';
export type TOutcomeByHand = Exclude<TOutcomeType, 'Adoption'>;

const EUTHANASIA_DETAILS = ['performedByUserId', 'authorizedByUserId', 'drug', 'dose', 'reason'] as const;

/** Which details each outcome asks for, beside its date, time, subtype, condition and notes (docs/domain.md#outcomes). */
export const OUTCOME_DETAILS: Record<TOutcomeByHand, readonly TOutcomeDetail[]> = {
  'Returned to owner': ['destination'],
  'Transferred out': ['destination', 'transferScope'],
  'Returned to field': ['reason'],
  'Other live outcome': ['reason'],
  'Died in care': ['reason'],
  'Lost in care': ['reason'],
  'Shelter euthanasia': EUTHANASIA_DETAILS,
  'Owner-intended euthanasia': EUTHANASIA_DETAILS,
};

/** What a subtype of each outcome may say: the shelter's own finer classes, free text. */
export const SUBTYPE_EXAMPLES: Record<TOutcomeByHand, string> = {
  'Returned to owner': 'e.g. Reclaimed in person, Microchip match',
  'Transferred out': 'e.g. Rescue partner, Breed rescue',
  'Returned to field': 'e.g. TNR, Community cat',
  'Other live outcome': 'e.g. Barn cat program, Working dog',
  'Died in care': 'e.g. In kennel, In surgery, In foster',
  'Lost in care': 'e.g. Escaped, Stolen',
  'Shelter euthanasia': 'e.g. Medical, Behavior',
  'Owner-intended euthanasia': 'e.g. Medical, Behavior',
};

const ALL_DETAILS = [...new Set(Object.values(OUTCOME_DETAILS).flat())];

/** The Outcome dialog: the API's own outcome schema; only the details of the type chosen are sent. */
export const ZOutcomeForm = ZOutcomeCreateInput.transform((outcome): TOutcomeCreate =>
  keepAsked(outcome, OUTCOME_DETAILS[outcome.type as TOutcomeByHand], ALL_DETAILS),
);
export type TOutcomeFormValues = z.input<typeof ZOutcomeForm>;

/** No outcome is chosen for staff: the type is theirs to pick first. */
export function outcomeDefaults(animalId: number, today: string, time: string): Omit<TOutcomeFormValues, 'type'> {
  return {
    id: animalId,
    date: today,
    time,
    condition: null,
    subtype: '',
    destination: '',
    transferScope: null,
    reason: '',
    performedByUserId: null,
    authorizedByUserId: null,
    drug: '',
    dose: '',
    notes: '',
  };
}
