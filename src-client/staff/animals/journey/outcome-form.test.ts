import { describe, expect, it } from 'vitest';
import { OUTCOME_TYPES_BY_HAND } from '../../../../src-shared/journey';
import { outcomeDefaults, SUBTYPE_EXAMPLES, ZOutcomeForm, type TOutcomeByHand, type TOutcomeFormValues } from './outcome-form';

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
      ZOutcomeForm.parse({ ...outcomeDefaults(7, '2026-11-24', '16:05'), type: 'Returned to owner', destination: 'Dana Park', drug: 'typed before' }),
    ).toMatchObject({ id: 7, type: 'Returned to owner', date: '2026-11-24', time: '16:05', destination: 'Dana Park', drug: null, condition: null });
  });

  it('sends a subtype with every outcome type, each with examples of its own', () => {
    const everything = {
      ...outcomeDefaults(7, '2026-11-24', '16:05'),
      subtype: ' Escaped ',
      destination: 'County Animal Services',
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
    expect(messages({ type: 'Transferred out' })).toEqual({
      destination: 'Destination is required for a transfer out',
      transferScope: 'Transfer scope is required for a transfer out',
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
