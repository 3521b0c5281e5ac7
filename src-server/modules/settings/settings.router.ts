import { z } from 'zod';
import { ZPublicOrganization, ZSettings, ZSettingsUpdateInput, ZShelterCalendar } from '../../../src-shared/schemas/settings.js';
import { rest } from '../../trpc/meta.js';
import { protectedProcedure, publicProcedure, router } from '../../trpc/procedures.js';
import { getPublicOrganization, getSettings, updateSettings } from './settings.service.js';

export const settingsRouter = router({
  publicOrganization: publicProcedure
    .meta(rest('public', 'GET', '/public/organization', 'The shelter’s name, contact details and opening hours', { tag: 'public' }))
    .input(z.object({}).optional())
    .output(ZPublicOrganization)
    .query(({ ctx }) => getPublicOrganization(ctx.em)),

  get: protectedProcedure
    .meta(rest('console:read', 'GET', '/settings', 'Organization, system and notification settings', { tag: 'settings' }))
    .input(z.object({}).optional())
    .output(ZSettings)
    .query(({ ctx }) => getSettings(ctx.em)),

  calendar: protectedProcedure
    .meta(rest('session', 'GET', '/settings/calendar', 'The shelter’s time zone and today’s date there', { tag: 'settings' }))
    .input(z.object({}).optional())
    .output(ZShelterCalendar)
    .query(async ({ ctx }) => {
      const { timeZone, today } = await ctx.calendar();
      return { timeZone, today };
    }),

  update: protectedProcedure
    .meta(rest('admin', 'PUT', '/settings', 'Save any settings group, or part of one (admins)', { tag: 'settings' }))
    .input(ZSettingsUpdateInput)
    .output(ZSettings)
    .mutation(({ ctx, input }) => updateSettings(ctx.em, input)),
});
