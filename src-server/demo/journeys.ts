import { addDays } from '../../src-shared/dates.js';
import {
  ageGroupOn,
  OUTCOME_STATUSES,
  type TAgeGroup,
  type TCondition,
  type THoldType,
  type TIntakeType,
  type TOutcomeType,
} from '../../src-shared/journey.js';
import type { TAnimalStatus, THealthStatus } from '../../src-shared/enums.js';
import type { TOutcomeStory } from './animals-data.js';
import type { TPlannedAnimal } from './animals.js';
import {
  EUTHANASIA,
  FOUND_LOCATIONS,
  OWNER_EUTHANASIA_REASON,
  OWNER_EUTHANASIA_REVIEW,
  SEIZURE_REASON,
  SURRENDER_REASONS,
  TRANSFER_PARTNERS,
} from './journeys-data.js';
import type { TPerson } from './people-data.js';
import type { TPlannedAdoption, TPlannedPlacement } from './placements.js';
import type { TRandom } from './random.js';

/** The holding periods of Settings, which the demo's holds follow. */
export interface TDemoHoldDays {
  strayHoldDays: number;
  quarantineDays: number;
}

export interface TPlannedIntake {
  type: TIntakeType;
  date: string;
  time: string;
  condition: TCondition | null;
  ageGroup: TAgeGroup;
  foundLocation: string | null;
  finder: TPerson | null;
  owner: TPerson | null;
  reason: string | null;
  /** The organization's name (DEMO_ORGANIZATIONS). */
  sourceOrganization: string | null;
  transferScope: string | null;
  /** Index into the planned animals. */
  mother: number | null;
  /** Index into the planned adoptions: the one this stay's animal came back from. */
  returnedAdoption: number | null;
  notes: string | null;
}

export interface TPlannedOutcome {
  type: TOutcomeType;
  date: string;
  time: string;
  subtype: string | null;
  condition: TCondition | null;
  ageGroup: TAgeGroup;
  /** A transfer out: the organization's name (DEMO_ORGANIZATIONS). */
  destinationOrganization: string | null;
  /** A return to owner: the owner. */
  destinationPerson: TPerson | null;
  /** Another outcome's place, in words. */
  destination: string | null;
  transferScope: string | null;
  /** Index into the planned adoptions. */
  adoption: number | null;
  reason: string | null;
  /** A euthanasia's drug and dose; the seed names the users who performed and authorized it. */
  euthanasia: { drug: string; dose: string } | null;
  notes: string | null;
}

export interface TPlannedStay {
  animal: number;
  intake: TPlannedIntake;
  outcome: TPlannedOutcome | null;
}

export interface TPlannedHold {
  /** Index into the planned stays. */
  stay: number;
  type: THoldType;
  reason: string;
  startDate: string;
  endDate: string | null;
  releasedOn: string | null;
}

export interface TJourneys {
  stays: TPlannedStay[];
  holds: TPlannedHold[];
}

const CONDITIONS: Record<THealthStatus, TCondition | null> = {
  Healthy: 'Healthy',
  'Under treatment': 'Treatable-Rehabilitatable',
  Recovering: 'Treatable-Rehabilitatable',
  Critical: 'Unhealthy-Untreatable',
  // Not examined yet.
  'Needs assessment': null,
};

const HELD_BY: Partial<Record<TAnimalStatus, THoldType>> = {
  Quarantine: 'Quarantine',
  'Medical Hold': 'Medical hold',
  'Behavioral Eval': 'Behavioral evaluation',
};

/** An outcome type for each status of an animal that has left (Euthanized: by whose wish, below). */
const OUTCOME_OF = Object.fromEntries(Object.entries(OUTCOME_STATUSES).map(([type, status]) => [status, type])) as Partial<Record<TAnimalStatus, TOutcomeType>>;

const time = (random: TRandom) => `${String(random.int(9, 17)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`;

/**
 * Each animal's stays with their intakes and outcomes (docs/domain.md#journey), and the holds on
 * them: a stray's legal holding period, the hold that keeps an animal on Quarantine, Medical Hold
 * or Behavioral Eval, and holds that ended. An adoption outcome names its adoption; a return opens
 * the next stay, naming the adoption returned; a stray reclaimed by its owner may be found again.
 * Most strays name who found them, half of those with an e-mail.
 * @param person draws the next new person (createPeople), shared by the planners so names never repeat.
 */
export function planJourneys(
  random: TRandom,
  today: string,
  animals: readonly TPlannedAnimal[],
  adoptions: readonly TPlannedAdoption[],
  placements: readonly TPlannedPlacement[],
  days: TDemoHoldDays,
  person: () => TPerson,
): TJourneys {
  const ago = (n: number) => addDays(today, -n);
  const stays: TPlannedStay[] = [];
  const holds: TPlannedHold[] = [];
  const adoptionOf = (animal: number, status: 'Completed' | 'Returned') => {
    const found = adoptions.findIndex((adoption) => adoption.animal === animal && adoption.status === status);
    return found < 0 ? null : found;
  };

  animals.forEach((planned, index) => {
    const { catalogue, row } = planned;
    const birthDate = row.birthDate;
    planned.stays.forEach((span, nth) => {
      const intakeDate = ago(span.fromAgo);
      const type: TIntakeType = nth === 0 ? planned.intakeType : catalogue.reclaimed ? 'Stray/At large' : 'Returned after adoption';
      const owner = type === 'Relinquished by owner' || type === 'Owner-intended euthanasia' ? person() : null;
      // Most strays are brought in by whoever found them; some come with animal control.
      const finder = type === 'Stray/At large' && random.chance(0.6) ? person() : null;
      if (finder && random.chance(0.5)) finder.email = null;
      const partner = type === 'Transferred in' ? random.pick(TRANSFER_PARTNERS) : null;
      const mother = catalogue.mother ? animals.findIndex((other) => other.row.name === catalogue.mother) : -1;
      const intake: TPlannedIntake = {
        type,
        date: intakeDate,
        time: time(random),
        condition: nth === 0 ? (catalogue.condition ?? CONDITIONS[catalogue.health ?? 'Healthy']) : 'Healthy',
        ageGroup: ageGroupOn(birthDate, intakeDate),
        foundLocation: type === 'Stray/At large' ? random.pick(FOUND_LOCATIONS) : null,
        finder,
        owner,
        reason:
          type === 'Relinquished by owner'
            ? (catalogue.intakeReason ?? random.pick(SURRENDER_REASONS))
            : type === 'Owner-intended euthanasia'
              ? OWNER_EUTHANASIA_REASON
              : type === 'Seized/Confiscated'
                ? SEIZURE_REASON
                : type === 'Returned after adoption'
                  ? (catalogue.returned?.reason ?? null)
                  : null,
        sourceOrganization: partner?.name ?? null,
        transferScope: partner?.scope ?? null,
        mother: mother < 0 ? null : mother,
        returnedAdoption: type === 'Returned after adoption' ? adoptionOf(index, 'Returned') : null,
        notes: type === 'Owner-intended euthanasia' && catalogue.status !== 'Euthanized' ? OWNER_EUTHANASIA_REVIEW : null,
      };
      const last = nth === planned.stays.length - 1;
      const left: TAnimalStatus = last ? row.status : catalogue.reclaimed ? 'Returned to Owner' : 'Adopted';
      const outcome = span.toAgo === null ? null : planOutcome(ago(span.toAgo), left);
      stays.push({ animal: index, intake, outcome });
      const stay = stays.length - 1;

      if (type === 'Stray/At large' && days.strayHoldDays > 0) {
        const endDate = addDays(intakeDate, days.strayHoldDays);
        holds.push({ stay, type: 'Stray hold', reason: 'Legal holding period for a stray', startDate: intakeDate, endDate, releasedOn: null });
      }
      const held = last && span.toAgo === null ? HELD_BY[row.status] : undefined;
      if (held) holds.push(currentHold(stay, held, catalogue.holdReason ?? row.status, intakeDate, span.fromAgo));
      if (nth === 0 && catalogue.pastHold) {
        // Over before the animal went to foster, or by the end of the stay.
        const placement = placements.find((p) => p.animal === index);
        const startDate = intakeDate;
        const quarantine = catalogue.pastHold.type === 'Quarantine';
        const releasedOn = quarantine ? null : (placement?.startDate ?? ago(span.toAgo ?? Math.max(0, span.fromAgo - 7)));
        const endDate = quarantine ? addDays(startDate, days.quarantineDays) : null;
        holds.push({ stay, type: catalogue.pastHold.type, reason: catalogue.pastHold.reason, startDate, endDate, releasedOn });
      }

      function planOutcome(date: string, status: TAnimalStatus): TPlannedOutcome {
        const euthanized = status === 'Euthanized';
        const type: TOutcomeType = euthanized
          ? planned.intakeType === 'Owner-intended euthanasia'
            ? 'Owner-intended euthanasia'
            : 'Shelter euthanasia'
          : (OUTCOME_OF[status] ?? 'Other live outcome');
        const story: TOutcomeStory | undefined = last ? catalogue.outcome : catalogue.reclaimed && { destination: 'owner', reason: catalogue.reclaimed.reason };
        const adoption = type === 'Adoption' ? adoptionOf(index, last ? 'Completed' : 'Returned') : null;
        const transfer = type === 'Transferred out';
        const toOwner = story?.destination === 'owner';
        return {
          type,
          date,
          time: time(random),
          subtype: euthanized ? (type === 'Shelter euthanasia' ? 'Medical' : null) : (story?.subtype ?? null),
          condition: euthanized || status === 'Died' ? 'Unhealthy-Untreatable' : status === 'Lost' ? null : 'Healthy',
          ageGroup: ageGroupOn(birthDate, date),
          destinationOrganization: transfer ? (story?.destination ?? null) : null,
          destinationPerson: toOwner ? person() : null,
          destination: transfer || toOwner ? null : (story?.destination ?? null),
          transferScope: story?.transferScope ?? null,
          adoption,
          reason: euthanized ? (type === 'Owner-intended euthanasia' ? EUTHANASIA.owner : EUTHANASIA.shelter) : (story?.reason ?? null),
          euthanasia: euthanized ? { drug: EUTHANASIA.drug, dose: planned.kind === 'dog' ? EUTHANASIA.dose.dog : EUTHANASIA.dose.cat } : null,
          notes: story?.notes ?? null,
        };
      }
    });
  });
  return { stays, holds };

  /** What holds an animal in care today: placed soon after intake; quarantine and some evaluations with an end. */
  function currentHold(stay: number, type: THoldType, reason: string, intakeDate: string, sinceAgo: number): TPlannedHold {
    if (type === 'Quarantine') {
      return { stay, type, reason, startDate: intakeDate, endDate: addDays(intakeDate, days.quarantineDays), releasedOn: null };
    }
    const startDate = addDays(intakeDate, random.int(0, Math.min(2, sinceAgo)));
    const endDate = type === 'Behavioral evaluation' && random.chance(0.5) ? addDays(today, random.int(3, 14)) : null;
    return { stay, type, reason, startDate, endDate, releasedOn: null };
  }
}
