import type { EntityManager } from '@mikro-orm/postgresql';
import type { TTreatmentCourse, TTreatmentCourseCreate, TTreatmentCourseStop } from '../../../src-shared/schemas/care-plans.js';
import type { TAuthUser } from '../auth/auth.service.js';
import type { TLazyCalendar } from '../settings/calendar.js';

const BUILDING = 'treatment-courses.service.ts is being built';
export async function addTreatmentCourse(_em: EntityManager, _calendar: TLazyCalendar, _input: TTreatmentCourseCreate): Promise<TTreatmentCourse> {
  throw new Error(BUILDING);
}
export async function stopTreatmentCourse(
  _em: EntityManager,
  _calendar: TLazyCalendar,
  _user: TAuthUser,
  _input: TTreatmentCourseStop,
): Promise<TTreatmentCourse> {
  throw new Error(BUILDING);
}
