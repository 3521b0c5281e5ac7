import { z } from 'zod';
import { ZTreatmentCourseCreateInput, type TTreatmentCourse } from '../../../src-shared/schemas/care-plans';

/**
 * Add Treatment Course: the API's own course schema, with the number of doses as staff type it
 * (empty when the course runs to an end date instead).
 */
export const ZCourseForm = z
  .object({ ...ZTreatmentCourseCreateInput.shape, doses: z.string() })
  .transform(({ doses, ...course }): z.input<typeof ZTreatmentCourseCreateInput> => ({ ...course, doses: doses.trim() ? Number(doses.trim()) : null }))
  .pipe(ZTreatmentCourseCreateInput);
export type TCourseFormValues = z.input<typeof ZCourseForm>;

/** A course starting today, once a day by mouth, until an end date or a number of doses is given. */
export const courseDefaults = (animalId: number, today: string): TCourseFormValues => ({
  animalId,
  drug: '',
  dose: '',
  route: 'Oral',
  frequency: 'Once daily',
  startDate: today,
  endDate: '',
  doses: '',
  prescribedBy: '',
  notes: '',
});

/** "10 mg · Oral · Twice daily" */
export const courseSummary = (course: Pick<TTreatmentCourse, 'dose' | 'route' | 'frequency'>) => [course.dose, course.route, course.frequency].join(' · ');
