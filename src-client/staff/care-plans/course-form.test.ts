import { describe, expect, it } from 'vitest';
import { courseDefaults, ZCourseForm } from './course-form';

const messages = (values: Partial<ReturnType<typeof courseDefaults>>) =>
  Object.fromEntries(
    (ZCourseForm.safeParse({ ...courseDefaults(7, '2026-03-10'), drug: 'Amoxicillin', dose: '50 mg', ...values }).error?.issues ?? []).map((issue) => [
      String(issue.path[0]),
      issue.message,
    ]),
  );

describe('the Add Treatment Course form', () => {
  it('sends the number of doses as a number, and empty fields as null', () => {
    expect(ZCourseForm.parse({ ...courseDefaults(7, '2026-03-10'), drug: 'Amoxicillin', dose: '50 mg', frequency: 'Twice daily', doses: ' 14 ' })).toEqual({
      animalId: 7,
      drug: 'Amoxicillin',
      dose: '50 mg',
      route: 'Oral',
      frequency: 'Twice daily',
      startDate: '2026-03-10',
      endDate: null,
      doses: 14,
      prescribedBy: null,
      notes: null,
    });
  });

  it('asks for an end date or a number of doses, and a whole number of them', () => {
    expect(messages({})).toEqual({ endDate: 'Give an end date or a number of doses' });
    expect(messages({ frequency: 'Once' })).toEqual({});
    expect(messages({ doses: 'two' })).toEqual({ doses: 'Doses is a whole number' });
    expect(messages({ endDate: '2026-03-01' })).toEqual({ endDate: 'End date must not be before the start date' });
    expect(messages({ drug: '', dose: '', endDate: '2026-03-20' })).toEqual({ drug: 'Drug is required', dose: 'Dose is required' });
  });
});
