import { z } from 'zod';
import { isRabiesVaccination } from '../../../src-shared/care-plans';
import { CARE_ITEM_RECORD_TYPE, type TSurgeryProcedure } from '../../../src-shared/enums';
import { ZGiveDetails, type TCarePlanItem } from '../../../src-shared/schemas/care-plans';
import type { TVaccineLot } from './lot-memory';

type TGivenItem = Pick<TCarePlanItem, 'itemType' | 'name'>;

/** What Give asks beside the date, time and notes, by the item's type (docs/domain.md#care-plans). */
export function giveAsks(item: TGivenItem) {
  const recordType = CARE_ITEM_RECORD_TYPE[item.itemType];
  const vaccine = recordType === 'Vaccination';
  return {
    vaccine,
    /** Product and lot number: vaccines, and medications (dewormers, parasite treatments, a course's doses). */
    product: vaccine || recordType === 'Medication',
    lotExpiry: vaccine,
    rabies: isRabiesVaccination(recordType, item.name),
    testResult: item.itemType === 'Test',
    procedure: item.itemType === 'Surgery',
  };
}
export type TGiveAsks = ReturnType<typeof giveAsks>;

const ZGiveDetailsForm = z.object(ZGiveDetails);
export type TGiveFormValues = z.input<typeof ZGiveDetailsForm>;
export type TGiveFormOutput = z.output<typeof ZGiveDetailsForm>;

/**
 * The API's give details, with what the server requires of this item's type asked here too, in
 * its words: a test's result, a surgery's procedure, a rabies vaccination's tag and signing
 * veterinarian (its certificate needs both).
 */
export function giveFormSchema(item: TGivenItem) {
  const asks = giveAsks(item);
  return ZGiveDetailsForm.superRefine((values, ctx) => {
    const missing = (path: keyof TGiveFormOutput, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (asks.rabies && !values.rabiesTag) missing('rabiesTag', 'The rabies tag number is required for a rabies vaccination');
    if (asks.rabies && !values.veterinarian) missing('veterinarian', 'The signing veterinarian is required for a rabies vaccination');
    if (asks.testResult && !values.testResult) missing('testResult', 'The test result is required for a test');
    if (asks.procedure && !values.procedure) missing('procedure', 'The procedure is required for a surgery');
  });
}

/** A surgery's procedure as the console proposes it: a female is spayed, a male neutered. */
export function defaultProcedure(sex: string): TSurgeryProcedure | null {
  return sex === 'Female' ? 'Spay' : sex === 'Male' ? 'Neuter' : null;
}

/** Given now (the shelter's), by the type's defaults: a surgery's procedure by sex, a vaccine's lot as last given. */
export function giveDefaults(item: TGivenItem, animal: { sex: string }, now: { date: string; time: string }, lot: TVaccineLot | null): TGiveFormValues {
  const asks = giveAsks(item);
  const remembered = asks.vaccine ? lot : null;
  return {
    date: now.date,
    time: now.time,
    product: remembered?.product ?? '',
    lotNumber: remembered?.lotNumber ?? '',
    lotExpiry: remembered?.lotExpiry ?? '',
    rabiesTag: '',
    veterinarian: '',
    testResult: null,
    procedure: asks.procedure ? defaultProcedure(animal.sex) : null,
    notes: '',
  };
}
