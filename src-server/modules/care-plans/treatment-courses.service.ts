import type { EntityManager } from '@mikro-orm/postgresql';
import { scheduleCourse } from '../../../src-shared/care-plans.js';
import { addDays } from '../../../src-shared/dates.js';
import { COURSE_FREQUENCIES } from '../../../src-shared/enums.js';
import type { TTreatmentCourse, TTreatmentCourseCreate, TTreatmentCourseStop } from '../../../src-shared/schemas/care-plans.js';
import { assertDateWithin } from '../../date-bounds.js';
import { changedBySomeoneElse, conflict, notFound } from '../../domain-errors.js';
import { holdAnimal } from '../animals/animal-status.js';
import type { TAuthUser } from '../auth/auth.service.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { answerCourses } from './care-items.js';
import { CarePlanItemSchema } from './care-plan-item.entity.js';
import { TreatmentCourseSchema, type TTreatmentCourseEntity } from './treatment-course.entity.js';

/** A vet's treatment courses: each dose an item of the animal's care plan (docs/domain.md#care-plans). */

const answerCourse = async (em: EntityManager, course: TTreatmentCourseEntity): Promise<TTreatmentCourse> => (await answerCourses(em, [course]))[0]!;

/**
 * Prescribes a course from a day on or after the animal's intake and within a year from today:
 * its doses become Medication items named by the drug, numbered within the day when it is given
 * more than once a day.
 */
export async function addTreatmentCourse(em: EntityManager, calendar: TLazyCalendar, input: TTreatmentCourseCreate): Promise<TTreatmentCourse> {
  const cal = await calendar();
  const startDate = cal.date(input.startDate);
  const endDate = input.endDate ? cal.date(input.endDate) : null;
  return em.transactional(async (tx) => {
    const animal = await holdAnimal(tx, input.animalId);
    const latest = addDays(cal.today, 365);
    assertDateWithin(
      startDate,
      {
        min: { date: animal.intakeDate, message: `Start date cannot be before the animal's intake date (${animal.intakeDate})` },
        max: { date: latest, message: 'Start date cannot be more than a year ahead' },
      },
      'startDate',
    );
    const { animalId: _animalId, ...fields } = input;
    const course = tx.create(TreatmentCourseSchema, { ...fields, animal: animal.id, startDate, endDate });
    await tx.flush();
    const { perDay } = COURSE_FREQUENCIES[input.frequency];
    for (const dose of scheduleCourse({ frequency: input.frequency, startDate, endDate, doses: input.doses })) {
      tx.create(CarePlanItemSchema, {
        animal: animal.id,
        itemType: 'Medication',
        name: course.drug,
        dueDate: dose.dueDate,
        doseOfDay: perDay > 1 ? dose.doseOfDay : null,
        status: 'Due',
        course: course.id,
      });
    }
    await tx.flush();
    return answerCourse(tx, course);
  });
}

/**
 * Stops a course early: its doses still due after `lastDate` are skipped with the reason, by the
 * caller, and the course ends on that day. Doses given, skipped, or due up to that day stay.
 */
export async function stopTreatmentCourse(em: EntityManager, calendar: TLazyCalendar, user: TAuthUser, input: TTreatmentCourseStop): Promise<TTreatmentCourse> {
  const lastDate = (await calendar()).date(input.lastDate);
  return em.transactional(async (tx) => {
    const course = await tx.findOne(TreatmentCourseSchema, { id: input.id });
    if (!course) throw notFound('Treatment course');
    if (course.voidedAt) throw conflict('This treatment course was voided');
    if (input.version !== undefined && input.version !== course.version) throw conflict(changedBySomeoneElse('treatment course'));
    await holdAnimal(tx, course.animal);
    const doneAt = new Date();
    for (const item of await tx.find(CarePlanItemSchema, { course: course.id, status: 'Due', dueDate: { $gt: lastDate } })) {
      tx.assign(item, { status: 'Skipped', skipReason: input.reason, doneBy: user.id, doneAt });
    }
    if (!course.endDate || course.endDate > lastDate) course.endDate = lastDate;
    await tx.flush();
    return answerCourse(tx, course);
  });
}
