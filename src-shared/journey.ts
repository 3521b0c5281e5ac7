import { addMonths } from './dates.js';

/**
 * An animal's journey (docs/domain.md#journey): stays from an intake to an outcome, the holds
 * that keep it, and the status both give it. The names are Shelter Animals Count's and the
 * Asilomar Accords', as shelters report them.
 */

export const INTAKE_TYPES = [
  'Stray/At large',
  'Relinquished by owner',
  'Owner-intended euthanasia',
  'Transferred in',
  'Born in care',
  'Seized/Confiscated',
  'Returned after adoption',
  'Other',
] as const;
export type TIntakeType = (typeof INTAKE_TYPES)[number];

/** Opened by the return of an adoption only (POST /api/adoptions/{id}/return), never by hand. */
export const INTAKE_TYPES_BY_HAND = INTAKE_TYPES.filter((type) => type !== 'Returned after adoption');

export const OUTCOME_TYPES = [
  'Adoption',
  'Returned to owner',
  'Transferred out',
  'Returned to field',
  'Other live outcome',
  'Died in care',
  'Lost in care',
  'Shelter euthanasia',
  'Owner-intended euthanasia',
] as const;
export type TOutcomeType = (typeof OUTCOME_TYPES)[number];

/** Recorded by completing an adoption, never by the outcome call. */
export const OUTCOME_TYPES_BY_HAND = OUTCOME_TYPES.filter((type) => type !== 'Adoption');

export const EUTHANASIA_OUTCOMES: readonly TOutcomeType[] = ['Shelter euthanasia', 'Owner-intended euthanasia'];
export const isEuthanasia = (type: string) => (EUTHANASIA_OUTCOMES as readonly string[]).includes(type);

/** The Asilomar classes of an animal's condition. */
export const CONDITIONS = ['Healthy', 'Treatable-Rehabilitatable', 'Treatable-Manageable', 'Unhealthy-Untreatable'] as const;
export type TCondition = (typeof CONDITIONS)[number];

export const TRANSFER_SCOPES = ['In-state', 'Out-of-state', 'International'] as const;

/** SAC's age groups: adult (5 months and older), juvenile (under 5 months), unknown (no date of birth). */
export const AGE_GROUPS = ['Adult', 'Juvenile', 'Unknown'] as const;
export type TAgeGroup = (typeof AGE_GROUPS)[number];

export function ageGroupOn(birthDate: string | null, date: string): TAgeGroup {
  if (!birthDate) return 'Unknown';
  return date < addMonths(birthDate, 5) ? 'Juvenile' : 'Adult';
}

export const HOLD_TYPES = ['Stray hold', 'Quarantine', 'Medical hold', 'Behavioral evaluation'] as const;
export type THoldType = (typeof HOLD_TYPES)[number];

/** The status each hold gives an animal in care, in the order they take precedence. */
export const HOLD_STATUSES = {
  Quarantine: 'Quarantine',
  'Stray hold': 'Stray Hold',
  'Medical hold': 'Medical Hold',
  'Behavioral evaluation': 'Behavioral Eval',
} as const satisfies Record<THoldType, string>;

/** The status each outcome gives an animal that has left. */
export const OUTCOME_STATUSES = {
  Adoption: 'Adopted',
  'Returned to owner': 'Returned to Owner',
  'Transferred out': 'Transferred',
  'Returned to field': 'Returned to Field',
  'Other live outcome': 'Other Live Outcome',
  'Died in care': 'Died',
  'Lost in care': 'Lost',
  'Shelter euthanasia': 'Euthanized',
  'Owner-intended euthanasia': 'Euthanized',
} as const satisfies Record<TOutcomeType, string>;

export const IN_CARE_STATUSES = ['Available', 'In Foster', ...Object.values(HOLD_STATUSES)] as const;
export const isInCare = (status: string) => (IN_CARE_STATUSES as readonly string[]).includes(status);
export const LEFT_STATUSES = [...new Set(Object.values(OUTCOME_STATUSES))] as readonly TLeftStatus[];
type TLeftStatus = (typeof OUTCOME_STATUSES)[TOutcomeType];

export const LOCATION_KINDS = ['Building', 'Room', 'Kennel'] as const;
export type TLocationKind = (typeof LOCATION_KINDS)[number];

/** What each kind may be inside: a room in a building, a kennel in a room or a building. */
export const LOCATION_PARENT_KINDS: Record<TLocationKind, readonly TLocationKind[]> = { Building: [], Room: ['Building'], Kennel: ['Room', 'Building'] };

/** A local time of day, `HH:MM` on a 24-hour clock. */
export const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
