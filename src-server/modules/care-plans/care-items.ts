import type { EntityManager } from '@mikro-orm/postgresql';
import type { TCareItemStatus, TCareItemType } from '../../../src-shared/enums.js';
import type { TCarePlanItem, TTreatmentCourse } from '../../../src-shared/schemas/care-plans.js';
import { labelRecords, type TAnimalLabel } from '../animals/animal-labels.js';
import { UserSchema } from '../users/user.entity.js';
import type { TCarePlanItemEntity } from './care-plan-item.entity.js';
import { TreatmentCourseSchema, type TTreatmentCourseEntity } from './treatment-course.entity.js';

/** Plan items and treatment courses as the calls answer them (docs/domain.md#care-plans). */

/** How a course's dose is given: "10 mg · Oral". */
export const doseDetail = (course: Pick<TTreatmentCourseEntity, 'dose' | 'route'>): string => `${course.dose} · ${course.route}`;

/** What an item's answer names beside its own row: its course's dose and who gave or skipped it. */
export interface TItemNames {
  details: Map<number, string>;
  users: Map<number, string>;
}

export function toCarePlanItem(item: TCarePlanItemEntity, label: TAnimalLabel, names: TItemNames): TCarePlanItem {
  return {
    id: item.id,
    version: item.version,
    ...label,
    itemType: item.itemType as TCareItemType,
    name: item.name,
    dueDate: item.dueDate,
    doseOfDay: item.doseOfDay ?? null,
    status: item.status as TCareItemStatus,
    protocolId: item.protocol ?? null,
    courseId: item.course ?? null,
    detail: item.course ? (names.details.get(item.course) ?? null) : null,
    medicalRecordId: item.medicalRecord ?? null,
    skipReason: item.skipReason ?? null,
    doneBy: item.doneBy ? (names.users.get(item.doneBy) ?? 'Unknown user') : null,
    doneAt: item.doneAt ? item.doneAt.toISOString() : null,
  };
}

const present = (ids: (number | null | undefined)[]) => [...new Set(ids.filter((id): id is number => typeof id === 'number'))];

/** The names a list of items needs, in a query each however long the list (the partial rows stay out of the identity map). */
export async function itemNames(em: EntityManager, items: TCarePlanItemEntity[], courses: TTreatmentCourseEntity[] = []): Promise<TItemNames> {
  const known = new Set(courses.map((course) => course.id));
  const courseIds = present(items.map((item) => item.course)).filter((id) => !known.has(id));
  const userIds = present(items.map((item) => item.doneBy));
  const more = courseIds.length
    ? await em.find(TreatmentCourseSchema, { id: { $in: courseIds } }, { fields: ['id', 'dose', 'route'], disableIdentityMap: true })
    : [];
  const users = userIds.length ? await em.find(UserSchema, { id: { $in: userIds } }, { fields: ['id', 'name'], disableIdentityMap: true }) : [];
  return {
    details: new Map([...courses, ...more].map((course) => [course.id, doseDetail(course)])),
    users: new Map(users.map((user) => [user.id, user.name])),
  };
}

/** Items with their animals' labels, their courses' doses and who did them. */
export async function answerItems(em: EntityManager, items: TCarePlanItemEntity[]): Promise<TCarePlanItem[]> {
  const names = await itemNames(em, items);
  return labelRecords(em, items, (item, label) => toCarePlanItem(item, label, names));
}

export async function answerItem(em: EntityManager, item: TCarePlanItemEntity): Promise<TCarePlanItem> {
  const [answer] = await answerItems(em, [item]);
  return answer!;
}

/** Doses of each course given, skipped and still due. */
async function courseCounts(em: EntityManager, courseIds: number[]): Promise<Map<number, Record<TCareItemStatus, number>>> {
  const counts = new Map<number, Record<TCareItemStatus, number>>(courseIds.map((id) => [id, { Due: 0, Given: 0, Skipped: 0 }]));
  if (!courseIds.length) return counts;
  const rows = await em.execute<{ course: number; status: TCareItemStatus; n: number }[]>(
    'select course_id as course, status, count(*)::int as n from care_plan_items where course_id in (?) group by course_id, status',
    [courseIds],
  );
  for (const row of rows) {
    const count = counts.get(row.course);
    if (count) count[row.status] = row.n;
  }
  return counts;
}

export function toTreatmentCourse(course: TTreatmentCourseEntity, label: TAnimalLabel, count: Record<TCareItemStatus, number>): TTreatmentCourse {
  return {
    id: course.id,
    version: course.version,
    ...label,
    drug: course.drug,
    dose: course.dose,
    route: course.route,
    frequency: course.frequency,
    startDate: course.startDate,
    endDate: course.endDate ?? null,
    doses: course.doses ?? null,
    notes: course.notes ?? null,
    prescribedBy: course.prescribedBy ?? null,
    given: count.Given,
    skipped: count.Skipped,
    due: count.Due,
  };
}

/** Courses with their animals' labels and their doses counted by status. */
export async function answerCourses(em: EntityManager, courses: TTreatmentCourseEntity[]): Promise<TTreatmentCourse[]> {
  const counts = await courseCounts(
    em,
    courses.map((course) => course.id),
  );
  return labelRecords(em, courses, (course, label) => toTreatmentCourse(course, label, counts.get(course.id) ?? { Due: 0, Given: 0, Skipped: 0 }));
}
