import type { THold, TJourney, TStay } from '../../../../src-shared/schemas/journey';
import type { TFormatters } from '../../../shared/use-format';

/**
 * How the journey reads on the animal's page (docs/domain.md#journey): holds, whereabouts, and
 * the details of an intake or an outcome, with dates in the Display format (`date`).
 */
type TDate = (date: string) => string;

/** "Stray hold — ends Nov 27, 2026": a hold's end is the first day the animal is free. */
export function holdState(hold: THold, date: TDate): string {
  if (hold.releasedOn) return `released ${date(hold.releasedOn)}`;
  if (!hold.endDate) return hold.active ? 'until released' : 'not started';
  return `${hold.active ? 'ends' : 'ended'} ${date(hold.endDate)}`;
}

export const holdText = (hold: THold, date: TDate) => `${hold.type} — ${holdState(hold, date)}`;

/** The holds on the animal today, in the order they were placed. */
export const activeHolds = (journey: TJourney): THold[] => journey.stays.flatMap((stay) => stay.holds.filter((hold) => hold.active));

/** "Main › Dogs › K1, Nov 24, 2026 – now". */
export const spanText = (span: TStay['whereabouts'][number], date: TDate) => `${span.label}, ${date(span.from)} – ${span.to ? date(span.to) : 'now'}`;

/** "Nov 24, 2026 at 2:30 PM" (or "at 14:30"): the day in the Display format, the time on its clock. */
export const whenText = (day: string, time: string | null, format: Pick<TFormatters, 'date' | 'time'>) =>
  `${format.date(day)}${time ? ` at ${format.time(time)}` : ''}`;

export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

type TDetails = [label: string, value: string][];

/** "Dana Park · 555-0100": the parts given, in order. */
const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

const present = (details: [string, string | null | undefined][]): TDetails => details.filter((detail): detail is [string, string] => Boolean(detail[1]));

/** What an intake says beyond its type and date: who, where from (and who found it), why. */
export function intakeDetails(intake: TStay['intake']): TDetails {
  return present([
    ['Condition', intake.condition],
    ['Age group', intake.ageGroup],
    ['Found at', intake.foundLocation],
    ['Found by', joined(intake.finderName, intake.finderPhone, intake.finderEmail)],
    ['Owner', joined(intake.ownerName, intake.ownerPhone, intake.ownerEmail)],
    ['From', joined(intake.sourceOrganization, intake.transferScope)],
    ['Reason', intake.reason],
    ['Notes', intake.notes],
  ]);
}

/** What an outcome says beyond its type and date, a euthanasia's record included. */
export function outcomeDetails(outcome: NonNullable<TStay['outcome']>): TDetails {
  return present([
    ['Subtype', outcome.subtype],
    ['Condition', outcome.condition],
    ['Age group', outcome.ageGroup],
    ['To', joined(outcome.destination, outcome.transferScope)],
    ['Reason', outcome.reason],
    ['Performed by', outcome.performedBy?.name],
    ['Authorized by', outcome.authorizedBy?.name],
    ['Drug', outcome.drug],
    ['Dose', outcome.dose],
    ['Notes', outcome.notes],
  ]);
}
