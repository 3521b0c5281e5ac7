import type { EntityManager } from '@mikro-orm/postgresql';
import type { TWeight, TWeightCreate } from '../../../src-shared/schemas/care-plans.js';
import type { TAuthUser } from '../auth/auth.service.js';
import type { TLazyCalendar } from '../settings/calendar.js';

const BUILDING = 'weights.service.ts is being built';
export async function weightsOf(_em: EntityManager, _animalId: number): Promise<TWeight[]> {
  throw new Error(BUILDING);
}
export async function addWeight(_em: EntityManager, _calendar: TLazyCalendar, _user: TAuthUser, _input: TWeightCreate): Promise<TWeight> {
  throw new Error(BUILDING);
}
export async function voidWeight(_em: EntityManager, _id: number, _reason: string): Promise<TWeight> {
  throw new Error(BUILDING);
}
