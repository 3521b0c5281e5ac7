import type { EntityManager } from '@mikro-orm/postgresql';
import type { TDueList, TDueListQuery } from '../../../src-shared/schemas/care-plans.js';
import type { TLazyCalendar } from '../settings/calendar.js';

const BUILDING = 'due-list.ts is being built';
export async function dueList(_em: EntityManager, _calendar: TLazyCalendar, _query: TDueListQuery): Promise<TDueList> {
  throw new Error(BUILDING);
}
