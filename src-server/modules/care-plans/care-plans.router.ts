import {
  ZCareItemGiveInput,
  ZCareItemSkipInput,
  ZCarePlan,
  ZCarePlanItem,
  ZCarePlanItemCreateInput,
  ZCarePlanPreview,
  ZCarePlanPreviewQuery,
  ZDueList,
  ZDueListQuery,
  ZTreatmentCourse,
  ZTreatmentCourseCreateInput,
  ZTreatmentCourseStopInput,
} from '../../../src-shared/schemas/care-plans.js';
import { ZByAnimalInput } from '../../../src-shared/schemas/records.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { addCarePlanItem, carePlanOf, giveCareItem, previewCarePlan, skipCareItem } from './care-plans.service.js';
import { addTreatmentCourse, stopTreatmentCourse } from './treatment-courses.service.js';
import { dueList } from './due-list.js';

const tag = 'care-plans';

export const carePlansRouter = router({
  preview: protectedProcedure
    .meta(rest('console:read', 'GET', '/care-plans/preview', 'What an intake of such an animal would schedule: the matching protocol and its items', { tag }))
    .input(ZCarePlanPreviewQuery)
    .output(ZCarePlanPreview)
    .query(({ ctx, input }) => previewCarePlan(ctx.em, input)),

  byAnimal: protectedProcedure
    .meta(
      rest('console:read', 'GET', '/animals/{id}/care-plan', 'An animal’s care plan: its items by due date and its treatment courses', { tag, errors: [404] }),
    )
    .input(ZByAnimalInput)
    .output(ZCarePlan)
    .query(({ ctx, input }) => carePlanOf(ctx.em, input.id)),

  addItem: protectedProcedure
    .meta(rest('medical:write', 'POST', '/care-plan-items', 'Add an item to an animal’s care plan', { tag, errors: [404, 409] }))
    .input(ZCarePlanItemCreateInput)
    .output(ZCarePlanItem)
    .mutation(({ ctx, input }) => addCarePlanItem(ctx.em, ctx.calendar, input)),

  give: protectedProcedure
    .meta(rest('medical:write', 'POST', '/care-plan-items/{id}/give', 'Give a due item: records its medical record', { tag, errors: [404, 409] }))
    .input(ZCareItemGiveInput)
    .output(ZCarePlanItem)
    .mutation(({ ctx, input }) => giveCareItem(ctx.em, ctx.calendar, ctx.user, input)),

  skip: protectedProcedure
    .meta(rest('medical:write', 'POST', '/care-plan-items/{id}/skip', 'Skip a due item, with the reason', { tag, errors: [404, 409] }))
    .input(ZCareItemSkipInput)
    .output(ZCarePlanItem)
    .mutation(({ ctx, input }) => skipCareItem(ctx.em, ctx.user, input)),

  addCourse: protectedProcedure
    .meta(
      rest('medical:write', 'POST', '/treatment-courses', 'Prescribe a treatment course: its doses join the animal’s care plan', { tag, errors: [404, 409] }),
    )
    .input(ZTreatmentCourseCreateInput)
    .output(ZTreatmentCourse)
    .mutation(({ ctx, input }) => addTreatmentCourse(ctx.em, ctx.calendar, input)),

  stopCourse: protectedProcedure
    .meta(
      rest('medical:write', 'POST', '/treatment-courses/{id}/stop', 'Stop a course early: its doses due after the last date are skipped', {
        tag,
        errors: [404, 409],
      }),
    )
    .input(ZTreatmentCourseStopInput)
    .output(ZTreatmentCourse)
    .mutation(({ ctx, input }) => stopTreatmentCourse(ctx.em, ctx.calendar, ctx.user, input)),

  due: protectedProcedure
    .meta(rest('console:read', 'GET', '/medical/due', 'What is due for the animals in care: overdue first, then by day, a page at a time', { tag }))
    .input(ZDueListQuery)
    .output(ZDueList)
    .query(({ ctx, input }) => dueList(ctx.em, ctx.calendar, ctx.caches.dueLists, input)),
});
