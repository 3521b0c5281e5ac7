import type { EntityManager } from '@mikro-orm/postgresql';
import {
  matchProtocol,
  parseTypedWeight,
  scheduleCourse,
  scheduleProtocol,
  type TProtocolMatchable,
  type TProtocolStep,
  type TScheduledItem,
} from '../../src-shared/care-plans.js';
import { addDays, addMonths, daysBetween } from '../../src-shared/dates.js';
import { CARE_ITEM_RECORD_TYPE, type TCareItemStatus, type TCareItemType, type TSurgeryProcedure, type TTestResult } from '../../src-shared/enums.js';
import { CarePlanItemSchema } from '../modules/care-plans/care-plan-item.entity.js';
import { refreshCareSummary } from '../modules/care-plans/care-summary.js';
import { TreatmentCourseSchema } from '../modules/care-plans/treatment-course.entity.js';
import { WeightSchema } from '../modules/care-plans/weight.entity.js';
import { MedicalRecordSchema, type TMedicalRecordEntity } from '../modules/medical/medical-record.entity.js';
import type { TPlannedAnimal } from './animals.js';
import { STAFF } from './people-data.js';
import type { TRandom } from './random.js';
import { isInCareStatus } from './stays.js';

/**
 * The demo's care plans (docs/domain.md#care-plans): each dog and cat in care is on the protocol
 * its intake matched, as the default protocols schedule it; what fell due before today was mostly
 * given (its medical record with product and lot, a rabies tag and the signing vet) and a few
 * items skipped, so that today some are overdue and some due. One patient is on a course of
 * antibiotics, and every animal has its weights: a history over its stay for those in care, the
 * catalogue's weight on its intake day for the others.
 */

/** A protocol as the database holds it (the migration seeds the defaults). */
export type TDemoProtocol = TProtocolMatchable & { steps: TProtocolStep[] };

/** Who gives what, among the demo users: the vet signs rabies, operates and runs the tests. */
type TGiver = 'staff' | 'vet';
const GIVERS: Record<TGiver, string> = { staff: STAFF.manager, vet: STAFF.vet };

export type TPlannedCareRecord = Pick<TMedicalRecordEntity, 'recordType' | 'date' | 'description' | 'provider' | 'notes'> & {
  time: string;
  product: string | null;
  lotNumber: string | null;
  lotExpiry: string | null;
  rabiesTag: string | null;
  veterinarian: string | null;
  testResult: TTestResult | null;
  procedure: TSurgeryProcedure | null;
};

export interface TPlannedCareItem {
  itemType: TCareItemType;
  name: string;
  dueDate: string;
  doseOfDay: number | null;
  status: TCareItemStatus;
  skipReason: string | null;
  /** Given: the record giving it made, by whom. */
  record: TPlannedCareRecord | null;
  doneBy: TGiver | null;
}

export interface TPlannedCarePlan {
  animal: number;
  protocolId: number;
  items: TPlannedCareItem[];
}

export interface TPlannedCourse {
  animal: number;
  drug: string;
  dose: string;
  route: string;
  frequency: 'Twice daily';
  startDate: string;
  endDate: string;
  notes: string;
  prescribedBy: string;
  items: TPlannedCareItem[];
}

export interface TPlannedWeight {
  animal: number;
  date: string;
  grams: number;
  recordedBy: TGiver | null;
}

export interface TDemoCare {
  plans: TPlannedCarePlan[];
  courses: TPlannedCourse[];
  weights: TPlannedWeight[];
}

/** The day an animal's plan starts: the intake of the stay it is in now. */
export const planStart = (animal: TPlannedAnimal, today: string) => addDays(today, -(animal.stays.at(-1)?.fromAgo ?? animal.intakeAgo));

/**
 * The day each animal's plan started, by the animal's index: the dogs and cats in care whose age
 * a protocol covers. From that day their vaccinations, screening, preventives and surgery are
 * the plan's (medical.ts leaves its routine records of those days out for them).
 */
export function planStarts(today: string, animals: readonly TPlannedAnimal[], protocols: readonly TDemoProtocol[]): Map<number, string> {
  const starts = new Map<number, string>();
  animals.forEach((animal, index) => {
    const start = planStart(animal, today);
    if (isInCareStatus(animal.row.status) && matchProtocol(protocols, { species: animal.row.species, birthDate: animal.row.birthDate, intakeDate: start })) {
      starts.set(index, start);
    }
  });
  return starts;
}

/** The products a shelter stocks for the default protocols' items; each gets one lot, as one box serves the month. */
const PRODUCTS: Record<string, string> = {
  DHPP: 'Nobivac Canine 1-DAPPv',
  Bordetella: 'Bronchi-Shield III',
  Rabies: 'Imrab 3 TF',
  FVRCP: 'Felocell 3',
  Pyrantel: 'Strongid T (pyrantel pamoate)',
  'Flea and tick treatment': 'NexGard (afoxolaner)',
  'Flea treatment': 'Revolution Plus (selamectin)',
  Cephalexin: 'Cephalexin 500 mg capsules',
};

const SKIP_REASONS: Partial<Record<TCareItemType, readonly string[]>> = {
  Vaccination: ['Vaccinated by the previous owner’s vet; certificate on file', 'Mild fever: postponed on the vet’s advice'],
  Deworming: ['Dewormed by the transfer partner the day before'],
  'Parasite treatment': ['Treated for fleas by the finder the day before', 'Skin irritation: the vet advised waiting'],
  Test: ['Tested by the transfer partner; negative, report on file'],
};

/** A test result other than negative, where the animal's story has one (medical.ts). */
const POSITIVE: Record<string, string> = { Rocky: 'Heartworm test' };

/** The twice-daily antibiotic course, for the patient whose story calls for it. */
const COURSE = {
  patient: 'Zeus',
  drug: 'Cephalexin',
  dose: '500 mg',
  route: 'Oral',
  frequency: 'Twice daily',
  notes: 'Redness at the TPLO incision: give the full course even once it looks better.',
} as const;
const DOSE_TIMES = ['08:00', '18:00'];

export function planCare(random: TRandom, today: string, animals: readonly TPlannedAnimal[], protocols: readonly TDemoProtocol[]): TDemoCare {
  const lots = new Map<string, Pick<TPlannedCareRecord, 'lotNumber' | 'lotExpiry'>>();
  const lotOf = (product: string) => {
    const lot = lots.get(product) ?? {
      lotNumber: `${random.pick(['A', 'B', 'K', 'L', 'M', 'P'])}${random.digits(6)}`,
      lotExpiry: addMonths(today, random.int(5, 20)),
    };
    lots.set(product, lot);
    return lot;
  };
  const give = (
    animal: TPlannedAnimal,
    item: TScheduledItem,
    date: string,
    time: string,
    description = item.name,
  ): Omit<TPlannedCareItem, keyof TScheduledItem | 'doseOfDay'> => {
    const rabies = /rabies/i.test(item.name);
    const giver: TGiver = item.itemType === 'Surgery' || item.itemType === 'Test' || rabies ? 'vet' : 'staff';
    const recordType = CARE_ITEM_RECORD_TYPE[item.itemType];
    const product = (recordType === 'Vaccination' || recordType === 'Medication') && PRODUCTS[item.name];
    const record: TPlannedCareRecord = {
      recordType,
      date,
      time,
      description,
      provider: GIVERS[giver],
      notes: null,
      product: product || null,
      ...(product ? lotOf(product) : { lotNumber: null, lotExpiry: null }),
      rabiesTag: rabies ? `R-${date.slice(0, 4)}-${random.digits(5)}` : null,
      veterinarian: rabies ? STAFF.vet : null,
      testResult: item.itemType === 'Test' ? (POSITIVE[animal.row.name] === item.name ? 'Positive' : 'Negative') : null,
      procedure: item.itemType === 'Surgery' ? (animal.row.sex === 'Female' ? 'Spay' : 'Neuter') : null,
    };
    return { status: 'Given', skipReason: null, record, doneBy: giver };
  };
  const due = { status: 'Due', skipReason: null, record: null, doneBy: null } as const;

  const plans: TPlannedCarePlan[] = [];
  for (const [index, start] of planStarts(today, animals, protocols)) {
    const animal = animals[index];
    const protocol = animal && matchProtocol(protocols, { species: animal.row.species, birthDate: animal.row.birthDate, intakeDate: start });
    if (!animal || !protocol) continue;
    // Not scheduled for an animal already altered: by its intake's answer, or by the shelter on an earlier stay.
    const altered = animal.row.alteredAtIntake === true || (animal.surgeryDate !== null && animal.surgeryDate < start);
    const steps = protocol.steps.filter((step) => !(altered && step.itemType === 'Surgery'));
    const items = scheduleProtocol(steps, { birthDate: animal.row.birthDate, intakeDate: start }).map((item): TPlannedCareItem => {
      const rest = (): Omit<TPlannedCareItem, keyof TScheduledItem | 'doseOfDay'> => {
        if (item.itemType === 'Surgery') {
          if (animal.surgeryDate) return give(animal, item, animal.surgeryDate, '10:00');
          // Deferred ones are skipped with the vet's reason; others wait for a slot, overdue.
          const reason = animal.young
            ? 'Too small for surgery yet: booked again at the next weigh-in'
            : animal.row.status === 'Medical Hold'
              ? 'Postponed until the medical hold ends'
              : null;
          if (item.dueDate >= today || !reason) return due;
          return { status: 'Skipped', skipReason: reason, record: null, doneBy: 'vet' };
        }
        if (item.dueDate >= today) return due;
        if (daysBetween(item.dueDate, today) <= 2 && random.chance(0.4)) return due;
        const reasons = SKIP_REASONS[item.itemType];
        if (reasons && random.chance(0.06)) return { status: 'Skipped', skipReason: random.pick(reasons), record: null, doneBy: 'staff' };
        return give(animal, item, item.dueDate, random.pick(['09:15', '09:40', '10:30', '14:00']));
      };
      return { ...item, doseOfDay: null, ...rest() };
    });
    plans.push({ animal: index, protocolId: protocol.id, items });
  }

  const courses: TPlannedCourse[] = [];
  const patient = animals.findIndex((animal) => animal.row.name === COURSE.patient && isInCareStatus(animal.row.status));
  const patientAnimal = animals[patient];
  if (patientAnimal) {
    const { patient: _name, ...course } = COURSE;
    const [startDate, endDate] = [addDays(today, -4), addDays(today, 5)];
    const description = `${course.drug} ${course.dose} · ${course.route}`;
    const items = scheduleCourse({ frequency: course.frequency, startDate, endDate, doses: null }).map(({ dueDate, doseOfDay }): TPlannedCareItem => {
      const item = { itemType: 'Medication', name: course.drug, dueDate } as const;
      // Yesterday evening's dose was missed: the round starts with it.
      const given = dueDate < addDays(today, -1) || (dueDate === addDays(today, -1) && doseOfDay === 1);
      return { ...item, doseOfDay, ...(given ? give(patientAnimal, item, dueDate, DOSE_TIMES[doseOfDay - 1] ?? '12:00', description) : due) };
    });
    courses.push({ animal: patient, ...course, startDate, endDate, prescribedBy: STAFF.vet, items });
  }

  const weights = animals.flatMap((animal, index) => weighings(random, today, animal).map((weight) => ({ animal: index, ...weight })));
  return { plans, courses, weights };
}

/**
 * An animal's weights, ending at the catalogue's: for one in care 3–6 over a stay of two weeks
 * or more (fewer over a shorter one), a stray filling out or a puppy growing towards it; for one
 * that has left, the one taken on its first intake.
 */
function weighings(random: TRandom, today: string, animal: TPlannedAnimal): Omit<TPlannedWeight, 'animal'>[] {
  const current = parseTypedWeight(animal.catalogue.weight);
  if (current === null) return [];
  if (!isInCareStatus(animal.row.status)) return [{ date: animal.row.intakeDate, grams: current, recordedBy: null }];
  const start = planStart(animal, today);
  const days = daysBetween(start, today);
  const count = days >= 14 ? Math.min(6, 3 + Math.floor(days / 30)) : days >= 3 ? 2 : 1;
  const first = current * (animal.young ? 0.55 + random.next() * 0.15 : 0.9 + random.next() * 0.16);
  const round = (grams: number) => (grams >= 1000 ? Math.round(grams / 10) * 10 : Math.round(grams));
  return Array.from({ length: count }, (_, k) => {
    const share = count === 1 ? 1 : k / (count - 1);
    const noise = k === 0 || k === count - 1 ? 1 : 0.985 + random.next() * 0.03;
    return {
      date: addDays(start, count === 1 ? 0 : Math.round((k * days) / count)),
      grams: Math.max(1, round((first + (current - first) * share) * noise)),
      recordedBy: random.chance(0.8) ? 'staff' : 'vet',
    };
  });
}

/**
 * Writes the plans, the course, their records and the weights, then each animal's care summary
 * (care-summary.ts), as the services do after each write: its derived statuses read it.
 */
export async function writeCare(
  tx: EntityManager,
  care: TDemoCare,
  ids: { animal: (index: number) => number; user: (giver: TGiver) => number | null; all: readonly number[] },
): Promise<{ items: number; records: number; weights: number }> {
  const courseRows = care.courses.map(({ animal, items: _items, ...course }) => tx.create(TreatmentCourseSchema, { animal: ids.animal(animal), ...course }));
  const lists = [
    ...care.plans.map((plan) => ({ animal: plan.animal, protocol: plan.protocolId, course: null, items: plan.items })),
    ...care.courses.map((course, i) => ({ animal: course.animal, protocol: null, course: courseRows[i] ?? null, items: course.items })),
  ];
  const records = lists.map(({ animal, items }) =>
    items.map(({ record }) => (record ? tx.create(MedicalRecordSchema, { animal: ids.animal(animal), ...record, outsideSource: false }) : null)),
  );
  await tx.flush();
  lists.forEach(({ animal, protocol, course, items }, i) =>
    items.forEach(({ record: _record, doneBy, ...item }, k) => {
      const record = records[i]?.[k] ?? null;
      tx.create(CarePlanItemSchema, {
        ...item,
        animal: ids.animal(animal),
        protocol,
        course: course?.id ?? null,
        medicalRecord: record?.id ?? null,
        doneBy: doneBy ? ids.user(doneBy) : null,
        doneAt: doneBy ? new Date(`${record?.date ?? item.dueDate}T${record?.time ?? '16:00'}:00Z`) : null,
      });
    }),
  );
  for (const { animal, recordedBy, ...weight } of care.weights) {
    tx.create(WeightSchema, { animal: ids.animal(animal), ...weight, notes: null, recordedBy: recordedBy ? ids.user(recordedBy) : null });
  }
  await tx.flush();
  for (const id of ids.all) await refreshCareSummary(tx, id);
  const items = lists.flatMap((list) => list.items);
  return { items: items.length, records: items.filter((item) => item.record).length, weights: care.weights.length };
}
