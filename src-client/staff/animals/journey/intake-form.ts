import { z } from 'zod';
import type { TIntakeType } from '../../../../src-shared/journey';
import { ZIntakeDetails } from '../../../../src-shared/schemas/journey';
import { keepAsked } from './asked-details';

/** The details an intake may carry beside its type, time, condition and notes. */
type TIntakeDetail = 'foundLocation' | 'finderPersonId' | 'ownerPersonId' | 'reason' | 'sourceOrganizationId' | 'transferScope' | 'motherAnimalId';

const OWNER_DETAILS = ['ownerPersonId', 'reason'] as const;

/** Which details each intake type asks for, so the form shows only those (docs/domain.md#journey). */
export const INTAKE_DETAILS: Record<TIntakeType, readonly TIntakeDetail[]> = {
  'Stray/At large': ['foundLocation', 'finderPersonId'],
  'Relinquished by owner': OWNER_DETAILS,
  'Owner-intended euthanasia': OWNER_DETAILS,
  'Transferred in': ['sourceOrganizationId', 'transferScope'],
  'Born in care': ['motherAnimalId'],
  'Seized/Confiscated': ['reason'],
  'Returned after adoption': ['reason'],
  Other: [],
};

const ALL_DETAILS = [...new Set(Object.values(INTAKE_DETAILS).flat())];

export const OWNER_MESSAGE = 'Choose the owner, or create a new person';
export const SOURCE_MESSAGE = 'Choose the organization the animal came from, or create it';
export const SCOPE_MESSAGE = 'Transfer scope is required for a transfer in';

const intake = ZIntakeDetails.shape;

/**
 * The intake group of a form: the API's own intake fields, with the finder and the owner chosen
 * among people and the source organization among organizations (their records' ids); what each
 * type requires is asked under its picker. Only the details of the type chosen are sent.
 */
export const ZIntakeForm = z
  .object({
    type: intake.type,
    time: intake.time,
    condition: intake.condition,
    foundLocation: intake.foundLocation,
    finderPersonId: intake.finderPersonId,
    ownerPersonId: intake.ownerPersonId,
    reason: intake.reason,
    sourceOrganizationId: intake.sourceOrganizationId,
    transferScope: intake.transferScope,
    motherAnimalId: intake.motherAnimalId,
    notes: intake.notes,
    locationId: intake.locationId,
  })
  .superRefine((details, ctx) => {
    const asked = INTAKE_DETAILS[details.type as TIntakeType];
    const need = (field: 'ownerPersonId' | 'sourceOrganizationId' | 'transferScope', message: string) => {
      if (asked.includes(field) && !details[field]) ctx.addIssue({ code: 'custom', message, path: [field] });
    };
    need('ownerPersonId', OWNER_MESSAGE);
    need('sourceOrganizationId', SOURCE_MESSAGE);
    need('transferScope', SCOPE_MESSAGE);
  })
  .transform((details) => keepAsked(details, INTAKE_DETAILS[details.type as TIntakeType], ALL_DETAILS));
export type TIntakeFormValues = z.input<typeof ZIntakeForm>;

/** A new intake: the common case first (a stray), at the time the form opened. */
export function intakeDefaults(time: string): TIntakeFormValues {
  return {
    type: 'Stray/At large',
    time,
    condition: null,
    foundLocation: '',
    finderPersonId: null,
    ownerPersonId: null,
    reason: '',
    sourceOrganizationId: null,
    transferScope: null,
    motherAnimalId: null,
    notes: '',
    locationId: null,
  };
}
