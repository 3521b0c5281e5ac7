import { scheduleProtocol, type TProtocolStep } from '../../../../src-shared/care-plans';
import { addDays, daysBetween } from '../../../../src-shared/dates';

/** How Settings → Medical words a protocol: its ages, its steps, and what a step schedules. */

const weeks = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The ages a protocol applies to, from (inclusive) to (exclusive), in weeks on the intake day. */
export function ageRangeText(minAgeWeeks: number | null, maxAgeWeeks: number | null): string {
  if (minAgeWeeks === null && maxAgeWeeks === null) return 'any age';
  if (minAgeWeeks === null) return `under ${weeks(maxAgeWeeks!)}`;
  if (maxAgeWeeks === null) return `${weeks(minAgeWeeks)} and over`;
  return `${weeks(minAgeWeeks)} to under ${weeks(maxAgeWeeks)}`;
}

function fromIntake(startDay: number): string {
  return startDay === 0 ? 'at intake' : `${days(startDay)} after intake`;
}

/** When a step's first dose falls: "at 4 weeks", "at intake", "3 days after intake". */
function firstDose(step: TProtocolStep): string {
  if (step.atAgeWeeks === null) return fromIntake(step.startDay);
  // Without a date of birth the age cannot be judged: the first dose falls on the intake day plus startDay.
  return step.startDay === 0 ? `at ${weeks(step.atAgeWeeks)}` : `at ${weeks(step.atAgeWeeks)} (age unknown: ${fromIntake(step.startDay)})`;
}

/** One step in a line: "DHPP at 4 weeks, every 14 days until 20 weeks", "Pyrantel at intake, every 14 days, 2 doses". */
export function stepSummary(step: TProtocolStep): string {
  const parts = [`${step.name} ${firstDose(step)}`];
  if (step.repeatDays !== null) {
    let repeat = `every ${days(step.repeatDays)}`;
    if (step.untilAgeWeeks !== null) repeat += ` until ${weeks(step.untilAgeWeeks)}`;
    parts.push(repeat);
    if (step.doses !== null) parts.push(`${step.doses} ${step.doses === 1 ? 'dose' : 'doses'}`);
  }
  return parts.join(', ');
}

/**
 * The age a step's preview is worked out for: a 10-week-old when the protocol takes one in; else,
 * for a protocol open above (an adult of unknown history), an animal of unknown age (null); else
 * the youngest it takes.
 */
export function previewAge(minAgeWeeks: number | null, maxAgeWeeks: number | null): number | null {
  const typical = 10;
  if ((minAgeWeeks === null || typical >= minAgeWeeks) && (maxAgeWeeks === null || typical < maxAgeWeeks)) return typical;
  if (maxAgeWeeks === null) return null;
  return minAgeWeeks ?? Math.max(0, maxAgeWeeks - 1);
}

/** Any day will do: the preview counts days from the intake. */
const INTAKE = '2026-01-01';

/**
 * What a step schedules for an animal of `ageWeeks` taken in today (null: of unknown age), as days
 * from the intake: "For a 10-week-old: at intake, then on days 14, 28, 42, 56 and 70".
 */
export function stepPreview(step: TProtocolStep, ageWeeks: number | null): string {
  const birthDate = ageWeeks === null ? null : addDays(INTAKE, -7 * ageWeeks);
  const offsets = scheduleProtocol([step], { birthDate, intakeDate: INTAKE }).map((item) => daysBetween(INTAKE, item.dueDate));
  const who = ageWeeks === null ? 'For an animal of unknown age' : `For a ${ageWeeks}-week-old`;
  const at = offsets.map((offset) => (offset === 0 ? 'at intake' : `day ${offset}`));
  const list = at.length === 1 ? at[0]! : `${at.slice(0, -1).join(', ')} and ${at.at(-1)!}`;
  return `${who}: ${list}`;
}
