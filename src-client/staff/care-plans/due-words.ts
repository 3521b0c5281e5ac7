import { addDays, daysBetween } from '../../../src-shared/dates';
import type { TCarePlanItem } from '../../../src-shared/schemas/care-plans';

/** How far ahead the Due view and a plan's "due" part reach: today and the next 7 days. */
export const DUE_AHEAD_DAYS = 7;

export type TDueWhen = 'overdue' | 'today' | 'upcoming';

export function dueWhen(dueDate: string, today: string): TDueWhen {
  return dueDate < today ? 'overdue' : dueDate === today ? 'today' : 'upcoming';
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** "Overdue 3 days", "Due today", "Due in 2 days". */
export function dueLabel(dueDate: string, today: string): string {
  const ahead = daysBetween(today, dueDate);
  if (ahead < 0) return `Overdue ${days(-ahead)}`;
  return ahead === 0 ? 'Due today' : `Due in ${days(ahead)}`;
}

/** Overdue reads red, today orange, later grey. */
export const DUE_PALETTE = { overdue: 'red', today: 'orange', upcoming: 'gray' } as const satisfies Record<TDueWhen, string>;

/** What is given, as staff say it: "Amoxicillin (dose 2 of the day)" for a course given more than once a day. */
export const itemTitle = (item: Pick<TCarePlanItem, 'name' | 'doseOfDay'>) => (item.doseOfDay ? `${item.name} (dose ${item.doseOfDay} of the day)` : item.name);

export interface TPlanSections {
  /** Still due, up to a week from today: overdue first, then by day. */
  due: TCarePlanItem[];
  /** Still due, later than that. */
  upcoming: TCarePlanItem[];
  /** Given or skipped, the latest first. */
  history: TCarePlanItem[];
}

const byDueDate = (a: TCarePlanItem, b: TCarePlanItem) => a.dueDate.localeCompare(b.dueDate) || (a.doseOfDay ?? 0) - (b.doseOfDay ?? 0) || a.id - b.id;
const latestDoneFirst = (a: TCarePlanItem, b: TCarePlanItem) => (b.doneAt ?? '').localeCompare(a.doneAt ?? '') || b.id - a.id;

/** An animal's plan as the Care Plan tab shows it. */
export function planSections(items: readonly TCarePlanItem[], today: string): TPlanSections {
  const horizon = addDays(today, DUE_AHEAD_DAYS);
  const waiting = items.filter((item) => item.status === 'Due').sort(byDueDate);
  return {
    due: waiting.filter((item) => item.dueDate <= horizon),
    upcoming: waiting.filter((item) => item.dueDate > horizon),
    history: items.filter((item) => item.status !== 'Due').sort(latestDoneFirst),
  };
}
