import { addDays, daysBetween } from './dates.js';
import { COURSE_FREQUENCIES, type TCareItemType, type TCourseFrequency, type TSex, type TVaccinationStatus, type TWeightUnit } from './enums.js';

/**
 * The rules of care plans (docs/domain.md#care-plans), shared by the server, which schedules and
 * derives, and the console, which previews what an intake will schedule. Pure: no dates of "now".
 */

/** One step of a protocol, as stored and as edited in Settings → Medical. */
export interface TProtocolStep {
  itemType: TCareItemType;
  /** What is given: "DHPP", "Rabies", "FeLV/FIV test". */
  name: string;
  /** The first dose this many days after intake (0: on the intake day)… */
  startDay: number;
  /** …or, when the date of birth is known, at this age in weeks (on the intake day when already older). */
  atAgeWeeks: number | null;
  /** Repeated every this many days… */
  repeatDays: number | null;
  /** …while the animal is at most this old (in weeks; needs the date of birth)… */
  untilAgeWeeks: number | null;
  /** …or this many doses in all, the first included. */
  doses: number | null;
}

export interface TProtocolMatchable {
  id: number;
  species: string;
  minAgeWeeks: number | null;
  maxAgeWeeks: number | null;
  active: boolean;
}

export interface TScheduledItem {
  itemType: TCareItemType;
  name: string;
  dueDate: string;
}

/** No step schedules more doses than this (a year of fortnightly boosters is 26). */
export const MAX_DOSES_PER_STEP = 26;
/** Without a date of birth an age limit cannot be judged: a repeating step gives this many doses. */
export const DOSES_WITHOUT_AGE = 2;

/** Whole weeks of age on a date; null without a date of birth. */
export function ageInWeeks(birthDate: string | null, on: string): number | null {
  return birthDate ? Math.floor(daysBetween(birthDate, on) / 7) : null;
}

/**
 * The protocol an intake applies: the active one for the species whose age range (from `minAgeWeeks`
 * inclusive to `maxAgeWeeks` exclusive) holds the animal's age on the intake day, the narrowest
 * (highest minimum) first, then the oldest. An animal of unknown age matches only the protocols
 * open above (no maximum): it is treated as an adult of unknown history.
 */
export function matchProtocol<T extends TProtocolMatchable>(
  protocols: readonly T[],
  animal: { species: string; birthDate: string | null; intakeDate: string },
): T | null {
  const weeks = ageInWeeks(animal.birthDate, animal.intakeDate);
  const fits = (p: T) =>
    p.active &&
    p.species === animal.species &&
    (weeks === null ? p.maxAgeWeeks === null : (p.minAgeWeeks === null || weeks >= p.minAgeWeeks) && (p.maxAgeWeeks === null || weeks < p.maxAgeWeeks));
  const candidates = protocols.filter(fits);
  candidates.sort((a, b) => (b.minAgeWeeks ?? -1) - (a.minAgeWeeks ?? -1) || a.id - b.id);
  return candidates[0] ?? null;
}

/**
 * The dates a protocol's steps fall on for one animal. The first dose is always scheduled; the
 * repeats stop at the dose count or once the animal would be older than `untilAgeWeeks` (a dose on
 * the very day it reaches that age is still given: a puppy of 10 weeks on intake gets DHPP on
 * days 0, 14, … 70).
 */
export function scheduleProtocol(steps: readonly TProtocolStep[], animal: { birthDate: string | null; intakeDate: string }): TScheduledItem[] {
  const items: TScheduledItem[] = [];
  for (const step of steps) {
    const byAge = step.atAgeWeeks !== null && animal.birthDate ? addDays(animal.birthDate, step.atAgeWeeks * 7) : null;
    const fromIntake = addDays(animal.intakeDate, step.startDay);
    const first = byAge === null ? fromIntake : byAge > animal.intakeDate ? byAge : animal.intakeDate;
    const ageLimit = step.untilAgeWeeks !== null && animal.birthDate ? addDays(animal.birthDate, step.untilAgeWeeks * 7) : null;
    const doses = Math.min(
      step.doses ?? (step.repeatDays === null ? 1 : ageLimit === null ? DOSES_WITHOUT_AGE : MAX_DOSES_PER_STEP),
      step.repeatDays === null ? 1 : MAX_DOSES_PER_STEP,
    );
    for (let n = 0; n < doses; n++) {
      const dueDate = addDays(first, n * (step.repeatDays ?? 0));
      if (n > 0 && ageLimit !== null && dueDate > ageLimit) break;
      items.push({ itemType: step.itemType, name: step.name, dueDate });
    }
  }
  return items.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

/** At most this many doses in one treatment course (three times daily for a little over four months). */
export const MAX_COURSE_DOSES = 400;

export interface TCourseSchedule {
  frequency: TCourseFrequency;
  startDate: string;
  endDate: string | null;
  doses: number | null;
}

/** The doses of a treatment course: from its start, until its end date (inclusive) or its number of doses. */
export function scheduleCourse(course: TCourseSchedule): { dueDate: string; doseOfDay: number }[] {
  const { everyDays, perDay } = COURSE_FREQUENCIES[course.frequency];
  const limit = Math.min(course.doses ?? MAX_COURSE_DOSES, everyDays === 0 ? perDay : MAX_COURSE_DOSES);
  const doses: { dueDate: string; doseOfDay: number }[] = [];
  for (let day = 0; doses.length < limit; day++) {
    const dueDate = addDays(course.startDate, day * everyDays);
    if (course.endDate !== null && dueDate > course.endDate) break;
    for (let dose = 1; dose <= perDay && doses.length < limit; dose++) doses.push({ dueDate, doseOfDay: dose });
    if (everyDays === 0) break;
  }
  return doses;
}

/**
 * A rabies vaccination, by its record type and its name or description ("Rabies", "Rabies
 * booster"): its certificate needs the tag number and the signing veterinarian. A rabies titer is
 * a test, not a vaccination.
 */
export const isRabiesVaccination = (recordType: string, name: string): boolean => recordType === 'Vaccination' && /rabies/i.test(name);

/** Vaccinations due within this many days (today included) make the status Due. */
export const DUE_SOON_DAYS = 7;

/**
 * Vaccination status from the records and the plan: Overdue when a planned vaccination's day has
 * passed, Due when one falls within the next week, else Up to date once any vaccination is on
 * record, else Not started. `typed` (what staff typed before care plans) stands while there is
 * neither a vaccination record nor a planned vaccination.
 */
export function vaccinationStatusOf(
  facts: { vaccinationsGiven: number; nextVaccinationDue: string | null; typed: string | null },
  today: string,
): TVaccinationStatus | string | null {
  const { vaccinationsGiven, nextVaccinationDue: due, typed } = facts;
  if (due !== null && due < today) return 'Overdue';
  if (due !== null && due <= addDays(today, DUE_SOON_DAYS - 1)) return 'Due';
  if (vaccinationsGiven > 0) return 'Up to date';
  if (due === null && typed) return typed;
  return 'Not started';
}

/** What the public reads: an adopter is told a vaccination is due, never that the shelter is late with it. */
export function publicVaccinationStatus(status: string | null): string | null {
  return status === 'Overdue' ? 'Due' : status;
}

/**
 * Spay/neuter status: a surgery record with the procedure Spay or Neuter (outside records count),
 * else the intake's "altered" answer (Spayed or Neutered by sex, "Altered" when the sex is
 * unknown), else what staff typed before care plans, else "Not altered" when the intake said so,
 * else null (not known).
 */
export function spayNeuterStatusOf(facts: {
  procedure: 'Spay' | 'Neuter' | null;
  alteredAtIntake: boolean | null;
  sex: TSex | string;
  typed: string | null;
}): string | null {
  if (facts.procedure === 'Spay') return 'Spayed';
  if (facts.procedure === 'Neuter') return 'Neutered';
  if (facts.alteredAtIntake) return facts.sex === 'Female' ? 'Spayed' : facts.sex === 'Male' ? 'Neutered' : 'Altered';
  if (facts.typed) return facts.typed;
  return facts.alteredAtIntake === false ? 'Not altered' : null;
}

export const GRAMS_PER_POUND = 453.59237;

/** A weight in grams as the Display setting shows it: "12.4 kg", "27.3 lb". */
export function formatWeight(grams: number, unit: TWeightUnit): string {
  const value = unit === 'kg' ? grams / 1000 : grams / GRAMS_PER_POUND;
  return `${value.toFixed(value < 10 ? 2 : 1).replace(/\.?0+$/, '')} ${unit}`;
}

/** Grams from a value entered in a unit. */
export function toGrams(value: number, unit: TWeightUnit): number {
  return Math.round(unit === 'kg' ? value * 1000 : value * GRAMS_PER_POUND);
}

/**
 * A weight typed as free text before weights were recorded ("25 lbs", "4.2kg", "12 pounds",
 * "800 g"), in grams; null when it cannot be read as one weight (ranges, words, no unit).
 */
export function parseTypedWeight(text: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(kg|kgs|kilograms?|kilos?|lb|lbs|pounds?|#|g|grams?|oz|ounces?)\.?\s*$/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  const unit = match[2]!.toLowerCase();
  const grams = unit.startsWith('k')
    ? value * 1000
    : unit.startsWith('l') || unit.startsWith('p') || unit === '#'
      ? value * GRAMS_PER_POUND
      : unit.startsWith('o')
        ? value * 28.349523125
        : value;
  const rounded = Math.round(grams);
  return rounded > 0 && rounded <= MAX_WEIGHT_GRAMS ? rounded : null;
}

/** The heaviest weight accepted: 1,000 kg (a horse at a rural shelter). */
export const MAX_WEIGHT_GRAMS = 1_000_000;
