import type { z } from 'zod';
import type { TOutcomeType } from '../../../../src-shared/journey';
import { ZOutcomeCreateInput, type TOutcomeCreate } from '../../../../src-shared/schemas/journey';
import { keepAsked } from './asked-details';

type TOutcomeDetail =
  'destinationPersonId' | 'destinationOrganizationId' | 'transferScope' | 'reason' | 'performedByUserId' | 'authorizedByUserId' | 'drug' | 'dose';
export type TOutcomeByHand = Exclude<TOutcomeType, 'Adoption'>;

const EUTHANASIA_DETAILS = ['performedByUserId', 'authorizedByUserId', 'drug', 'dose', 'reason'] as const;

/** Which details each outcome asks for, beside its date, time, subtype, condition and notes (docs/domain.md#outcomes). */
export const OUTCOME_DETAILS: Record<TOutcomeByHand, readonly TOutcomeDetail[]> = {
  'Returned to owner': ['destinationPersonId'],
  'Transferred out': ['destinationOrganizationId', 'transferScope'],
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

export const DESTINATION_MESSAGE = 'Choose the organization the animal went to, or create it';

/**
 * The Outcome dialog: the API's own outcome schema, with a transfer's organization and a return's
 * owner chosen in pickers (their records' ids); only the details of the type chosen are sent.
 */
export const ZOutcomeForm = ZOutcomeCreateInput.superRefine((outcome, ctx) => {
  if (outcome.type === 'Transferred out' && !outcome.destinationOrganizationId) {
    ctx.addIssue({ code: 'custom', message: DESTINATION_MESSAGE, path: ['destinationOrganizationId'] });
  }
}).transform((outcome): TOutcomeCreate => keepAsked(outcome, OUTCOME_DETAILS[outcome.type as TOutcomeByHand], ALL_DETAILS));
export type TOutcomeFormValues = z.input<typeof ZOutcomeForm>;

/** No outcome is chosen for staff: the type is theirs to pick first. A return to owner goes to the owner who brought the animal in, if any. */
export function outcomeDefaults(animalId: number, today: string, time: string, ownerPersonId: number | null = null): Omit<TOutcomeFormValues, 'type'> {
  return {
    id: animalId,
    date: today,
    time,
    condition: null,
    subtype: '',
    destinationPersonId: ownerPersonId,
    destinationOrganizationId: null,
    transferScope: null,
    reason: '',
    performedByUserId: null,
    authorizedByUserId: null,
    drug: '',
    dose: '',
    notes: '',
  };
}
