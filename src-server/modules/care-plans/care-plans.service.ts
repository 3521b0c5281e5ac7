import type { EntityManager } from '@mikro-orm/postgresql';
import type { TCareItemGive, TCareItemSkip, TCarePlan, TCarePlanItem, TCarePlanItemCreate, TCarePlanPreview } from '../../../src-shared/schemas/care-plans.js';
import type { z } from 'zod';
import type { ZCarePlanPreviewQuery } from '../../../src-shared/schemas/care-plans.js';
import type { TAuthUser } from '../auth/auth.service.js';
import type { TLazyCalendar } from '../settings/calendar.js';

const BUILDING = 'care-plans.service.ts is being built';
export async function previewCarePlan(_em: EntityManager, _query: z.output<typeof ZCarePlanPreviewQuery>): Promise<TCarePlanPreview> {
  throw new Error(BUILDING);
}
export async function carePlanOf(_em: EntityManager, _animalId: number): Promise<TCarePlan> {
  throw new Error(BUILDING);
}
export async function addCarePlanItem(_em: EntityManager, _calendar: TLazyCalendar, _input: TCarePlanItemCreate): Promise<TCarePlanItem> {
  throw new Error(BUILDING);
}
export async function giveCareItem(_em: EntityManager, _calendar: TLazyCalendar, _user: TAuthUser, _input: TCareItemGive): Promise<TCarePlanItem> {
  throw new Error(BUILDING);
}
export async function skipCareItem(_em: EntityManager, _user: TAuthUser, _input: TCareItemSkip): Promise<TCarePlanItem> {
  throw new Error(BUILDING);
}
