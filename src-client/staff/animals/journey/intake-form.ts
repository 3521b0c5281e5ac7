import type { z } from 'zod';
import type { TIntakeType } from '../../../../src-shared/journey';
import { ZIntakeDetails, type TIntakeDetails } from '../../../../src-shared/schemas/journey';
import { keepAsked } from './asked-details';

/** The details an intake may carry beside its type, time, condition and notes. */
type TIntakeDetail =
  | 'foundLocation'
  | 'finderName'
  | 'finderPhone'
  | 'finderEmail'
  | 'ownerName'
  | 'ownerPhone'
  | 'ownerEmail'
  | 'reason'
  | 'sourceOrganization'
  | 'transferScope'
  | 'motherAnimalId';

const OWNER_DETAILS = ['ownerName', 'ownerPhone', 'ownerEmail', 'reason'] as const;

/** Which details each intake type asks for, so the form shows only those (docs/domain.md#journey). */
export const INTAKE_DETAILS: Record<TIntakeType, readonly TIntakeDetail[]> = {
  'Stray/At large': ['foundLocation', 'finderName', 'finderPhone', 'finderEmail'],
  'Relinquished by owner': OWNER_DETAILS,
  'Owner-intended euthanasia': OWNER_DETAILS,
  'Transferred in': ['sourceOrganization', 'transferScope'],
  'Born in care': ['motherAnimalId'],
  'Seized/Confiscated': ['reason'],
  'Returned after adoption': ['reason'],
  Other: [],
};

const ALL_DETAILS = [...new Set(Object.values(INTAKE_DETAILS).flat())];

/** The intake group of a form: the API's own intake schema; only the details of the type chosen are sent. */
export const ZIntakeForm = ZIntakeDetails.transform((intake): TIntakeDetails => keepAsked(intake, INTAKE_DETAILS[intake.type as TIntakeType], ALL_DETAILS));
export type TIntakeFormValues = z.input<typeof ZIntakeForm>;

/** A new intake: the common case first (a stray), at the time the form opened. */
export function intakeDefaults(time: string): TIntakeFormValues {
  return {
    type: 'Stray/At large',
    time,
    condition: null,
    foundLocation: '',
    finderName: '',
    finderPhone: '',
    finderEmail: '',
    ownerName: '',
    ownerPhone: '',
    ownerEmail: '',
    reason: '',
    sourceOrganization: '',
    transferScope: null,
    motherAnimalId: null,
    notes: '',
    locationId: null,
  };
}
