import { describe, expect, it } from 'vitest';
import { OUTCOME_TYPES_BY_HAND } from '../../../../src-shared/journey';
import { DESTINATION_MESSAGE, outcomeDefaults, SUBTYPE_EXAMPLES, ZOutcomeForm, type TOutcomeByHand, type TOutcomeFormValues } from './outcome-form';

const messages = (values: Partial<TOutcomeFormValues>) => {
  const result = ZOutcomeForm.safeParse({ ...outcomeDefaults(7, '2026-11-24', '16:05'), ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the Outcome form', () => {
  it('asks for the outcome first, with the API’s message', () => {
    expect(messages({}).type).toMatch(/^Outcome type must be one of: Returned to owner, Transferred out, /);
  });

  it('sends a return to its owner at the time the form opened, with only its own details', () => {
    expect(
      ZOutcomeForm.parse({ ...outcomeDefaults(7, '2026-11-24', '16:05'), type: 'Returned to owner', destinationPersonId: 15, drug: 'typed before' }),
    ).toMatchObject({ id: 7, type: 'Returned to owner', date: '2026-11-24', time: '16:05', destinationPersonId: 15, drug: null, condition: null });
  });

  it('returns the animal to the owner who brought it in unless staff choose another, and to nobody by another outcome', () => {
    const defaults = outcomeDefaults(7, '2026-11-24', '16:05', 15);
    expect(ZOutcomeForm.parse({ ...defaults, type: 'Returned to owner' }).destinationPersonId).toBe(15);
    expect(ZOutcomeForm.parse({ ...defaults, type: 'Lost in care' }).destinationPersonId).toBeNull();
    expect(ZOutcomeForm.parse({ ...outcomeDefaults(7, '2026-11-24', '16:05'), type: 'Returned to owner' }).destinationPersonId).toBeNull();
  });

  it('sends a subtype with every outcome type, each with examples of its own', () => {
    const everything = {
      ...outcomeDefaults(7, '2026-11-24', '16:05'),
      subtype: ' Escaped ',
      destinationOrganizationId: 4,
      transferScope: 'In-state' as const,
      performedByUserId: 3,
      authorizedByUserId: 1,
      drug: 'Pentobarbital',
      dose: '6 mL',
      reason: 'Why',
    };
    for (const type of OUTCOME_TYPES_BY_HAND as readonly TOutcomeByHand[]) {
      expect(ZOutcomeForm.parse({ ...everything, type }).subtype, type).toBe('Escaped');
      expect(SUBTYPE_EXAMPLES[type], type).toMatch(/^e\.g\. /);
    }
    expect(ZOutcomeForm.parse({ ...everything, type: 'Lost in care', subtype: '' }).subtype).toBeNull();
  });

  it('asks a transfer where to, and a euthanasia who, with what and why', () => {
    expect(messages({ type: 'Transferred out' })).toMatchObject({
      destinationOrganizationId: DESTINATION_MESSAGE,
      transferScope: 'Transfer scope is required for a transfer out',
    });
    expect(
      ZOutcomeForm.parse({ ...outcomeDefaults(7, '2026-11-24', ''), type: 'Transferred out', destinationOrganizationId: 4, transferScope: 'In-state' }),
    ).toMatchObject({
      destinationOrganizationId: 4,
      destinationPersonId: null,
      transferScope: 'In-state',
    });
    expect(messages({ type: 'Shelter euthanasia' })).toEqual({
      performedByUserId: 'Who performed the euthanasia is required',
      authorizedByUserId: 'Who authorized the euthanasia is required',
      drug: 'Drug is required',
      dose: 'Dose is required',
      reason: 'Reason is required',
    });
    expect(
      ZOutcomeForm.parse({
        ...outcomeDefaults(7, '2026-11-24', ''),
        type: 'Shelter euthanasia',
        performedByUserId: 3,
        authorizedByUserId: 1,
        drug: 'Pentobarbital',
        dose: '6 mL',
        reason: 'Untreatable',
      }),
    ).toMatchObject({ performedByUserId: 3, authorizedByUserId: 1, time: null });
  });
});
