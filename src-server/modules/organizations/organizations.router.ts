import { z } from 'zod';
import { roleMay } from '../../../src-shared/roles.js';
import {
  ZOrganization,
  ZOrganizationCreateInput,
  ZOrganizationDetail,
  ZOrganizationListQuery,
  ZOrganizationMergeInput,
  ZOrganizationPage,
  ZOrganizationUpdateInput,
} from '../../../src-shared/schemas/people.js';
import { ZId } from '../../../src-shared/schemas/fields.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, router } from '../../trpc/procedures.js';
import { createOrganization, getOrganization, listOrganizations, mergeOrganizations, updateOrganization } from './organizations.service.js';

export const organizationsRouter = router({
  list: protectedProcedure
    .meta(rest('animals:read', 'GET', '/organizations', 'Organizations by name, a page at a time; q finds a part of the name'))
    .input(ZOrganizationListQuery)
    .output(ZOrganizationPage)
    .query(({ ctx, input }) => listOrganizations(ctx.em, input)),

  get: protectedProcedure
    .meta(rest('animals:read', 'GET', '/organizations/{id}', 'An organization, its contacts and the transfers it sent and received', { errors: [404] }))
    .input(z.object({ id: ZId }))
    .output(ZOrganizationDetail)
    .query(({ ctx, input }) => getOrganization(ctx.em, input.id)),

  create: protectedProcedure
    .meta(rest('records:write', 'POST', '/organizations', 'Add an organization (admins set whether it is in the community coalition)', { errors: [409] }))
    .input(ZOrganizationCreateInput)
    .output(ZOrganization)
    .mutation(({ ctx, input }) => createOrganization(ctx.em, input, { mayChangeCoalition: roleMay(ctx.user.role, 'admin') })),

  update: protectedProcedure
    .meta(rest('records:write', 'PUT', '/organizations/{id}', 'Correct an organization (admins move it in or out of the coalition)', { errors: [404, 409] }))
    .input(ZOrganizationUpdateInput)
    .output(ZOrganization)
    .mutation(({ ctx, input }) => updateOrganization(ctx.em, input, { mayChangeCoalition: roleMay(ctx.user.role, 'admin') })),

  merge: protectedProcedure
    .meta(
      rest('admin', 'POST', '/organizations/{id}/merge', 'Merge a duplicate into this organization: its transfers and contacts move here', {
        errors: [404, 409],
      }),
    )
    .input(ZOrganizationMergeInput)
    .output(ZOrganization)
    .mutation(({ ctx, input }) => mergeOrganizations(ctx.em, input)),
});
