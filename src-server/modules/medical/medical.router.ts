import { z } from 'zod';
import { ZMedicalRecord, ZMedicalRecordCreateInput, ZMedicalRecordListQuery, ZMedicalRecordUpdateInput } from '../../../src-shared/schemas/medical.js';
import { ZVoidQuery } from '../../../src-shared/schemas/fields.js';
import { pageOf, ZByAnimalInput } from '../../../src-shared/schemas/records.js';
import { pageAsList } from '../../trpc/lists.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { ofAnimal } from '../animals/animal-records.js';
import { createMedicalRecord, listMedicalRecords, updateMedicalRecord, voidMedicalRecord } from './medical.service.js';

export const medicalRouter = router({
  list: protectedProcedure
    .meta(rest('console:read', 'GET', '/medical-records', 'Medical records, newest first', { tag: 'medical-records' }))
    .input(ZMedicalRecordListQuery.optional())
    .output(z.array(ZMedicalRecord))
    .query(async ({ ctx, input }) => pageAsList(ctx, await listMedicalRecords(ctx.em, input ?? {}), input)),

  byAnimal: protectedProcedure
    .meta(rest('console:read', 'GET', '/animals/{id}/medical-records', 'One animal’s medical records, newest first', { tag: 'medical-records', errors: [404] }))
    .input(ZByAnimalInput.extend(ZMedicalRecordListQuery.omit({ animalId: true }).shape))
    .output(z.array(ZMedicalRecord))
    .query(async ({ ctx, input: { id, ...query } }) =>
      pageAsList(ctx, await ofAnimal(ctx.em, id, await listMedicalRecords(ctx.em, { ...query, animalId: id })), query),
    ),

  create: protectedProcedure
    .meta(rest('medical:write', 'POST', '/medical-records', 'Add a medical record to an animal', { tag: 'medical-records', errors: [404] }))
    .input(ZMedicalRecordCreateInput)
    .output(ZMedicalRecord)
    .mutation(({ ctx, input }) => createMedicalRecord(ctx.em, ctx.calendar, input)),

  page: protectedProcedure
    .meta({ permission: 'console:read' })
    .input(ZMedicalRecordListQuery)
    .output(pageOf(ZMedicalRecord))
    .query(({ ctx, input }) => listMedicalRecords(ctx.em, input)),

  update: protectedProcedure
    .meta(rest('medical:write', 'PUT', '/medical-records/{id}', 'Correct a medical record', { tag: 'medical-records', errors: [404, 409] }))
    .input(ZMedicalRecordUpdateInput)
    .output(ZMedicalRecord)
    .mutation(({ ctx, input }) => updateMedicalRecord(ctx.em, ctx.calendar, input)),

  void: protectedProcedure
    .meta(
      rest('medical:write', 'DELETE', '/medical-records/{id}', 'Void a record entered in error (it leaves lists; the reason is kept)', {
        tag: 'medical-records',
        errors: [404],
      }),
    )
    .input(ZVoidQuery)
    .output(ZMedicalRecord)
    .mutation(({ ctx, input }) => voidMedicalRecord(ctx.em, input.id, input.reason)),
});
