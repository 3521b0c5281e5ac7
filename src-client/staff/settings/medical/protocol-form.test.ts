import { describe, expect, it } from 'vitest';
import type { TProtocol } from '../../../../src-shared/schemas/care-plans';
import { blankStep, parsedStep, protocolFormValues, stepFormValues, ZProtocolForm } from './protocol-form';

const puppy: TProtocol = {
  id: 1,
  version: 2,
  name: 'Puppy intake',
  species: 'Dog',
  minAgeWeeks: null,
  maxAgeWeeks: 20,
  active: true,
  steps: [
    { itemType: 'Vaccination', name: 'DHPP', startDay: 0, atAgeWeeks: 4, repeatDays: 14, untilAgeWeeks: 20, doses: null },
    { itemType: 'Deworming', name: 'Pyrantel', startDay: 0, atAgeWeeks: null, repeatDays: 14, untilAgeWeeks: null, doses: 2 },
    { itemType: 'Surgery', name: 'Spay/neuter', startDay: 3, atAgeWeeks: null, repeatDays: null, untilAgeWeeks: null, doses: null },
  ],
};

const issues = (values: unknown) => {
  const result = ZProtocolForm.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the protocol form', () => {
  it('opens a protocol as it is and saves it unchanged', () => {
    const values = protocolFormValues(puppy);
    expect(values).toMatchObject({ name: 'Puppy intake', minAgeWeeks: '', maxAgeWeeks: '20' });
    expect(values.steps.map((step) => [step.firstBy, step.stopBy])).toEqual([
      ['age', 'age'],
      ['intake', 'doses'],
      ['intake', 'age'],
    ]);
    const { name, species, minAgeWeeks, maxAgeWeeks, active, steps } = puppy;
    expect(ZProtocolForm.parse(values)).toEqual({ name, species, minAgeWeeks, maxAgeWeeks, active, steps });
  });

  it('sends only the numbers of the kinds chosen', () => {
    const dhpp = { ...stepFormValues(puppy.steps[0]!), firstBy: 'intake' as const, startDay: '2', stopBy: 'doses' as const, doses: '3' };
    expect(ZProtocolForm.parse({ ...protocolFormValues(puppy), steps: [dhpp] }).steps).toEqual([
      { itemType: 'Vaccination', name: 'DHPP', startDay: 2, atAgeWeeks: null, repeatDays: 14, untilAgeWeeks: null, doses: 3 },
    ]);
    // Given once: no end.
    const once = { ...stepFormValues(puppy.steps[0]!), repeatDays: '' };
    expect(ZProtocolForm.parse({ ...protocolFormValues(puppy), steps: [once] }).steps[0]).toMatchObject({ repeatDays: null, untilAgeWeeks: null, doses: null });
  });

  it('starts a new protocol for dogs of any age with one vaccination at intake', () => {
    expect(protocolFormValues()).toEqual({ name: '', species: 'Dog', minAgeWeeks: '', maxAgeWeeks: '', active: true, steps: [blankStep()] });
    expect(issues(protocolFormValues())).toEqual({ name: 'Name is required', 'steps.0.name': 'Name is required' });
  });

  it('refuses with the API’s messages, at the fields typed', () => {
    const values = protocolFormValues(puppy);
    expect(issues({ ...values, minAgeWeeks: '20', maxAgeWeeks: '8' })).toEqual({ maxAgeWeeks: 'From age must be below To age' });
    expect(issues({ ...values, maxAgeWeeks: 'ten' })).toEqual({ maxAgeWeeks: 'To age is a whole number' });
    expect(issues({ ...values, steps: [] })).toEqual({ steps: 'A protocol needs at least one step' });
    expect(issues({ ...values, steps: [{ ...values.steps[0]!, repeatDays: '0' }] })).toEqual({ 'steps.0.repeatDays': 'Repeat is at least 1' });
    expect(issues({ ...values, steps: [{ ...values.steps[1]!, doses: '1.5' }] })).toEqual({ 'steps.0.doses': 'Doses is a whole number' });
  });

  it('reads a step for its preview only once it is whole', () => {
    expect(parsedStep(stepFormValues(puppy.steps[0]!))).toEqual(puppy.steps[0]);
    expect(parsedStep(blankStep())).toBeNull();
    expect(parsedStep({ ...stepFormValues(puppy.steps[0]!), atAgeWeeks: 'x' })).toBeNull();
  });
});
