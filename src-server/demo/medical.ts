import { addDays } from '../../src-shared/dates.js';
import type { TMedicalRecordType, TSurgeryProcedure } from '../../src-shared/enums.js';
import type { TKind, TPlannedAnimal } from './animals.js';
import { EXOTICS_PROVIDER, MEDICAL_PROVIDERS } from './people-data.js';
import type { TRandom } from './random.js';
import { insideStays } from './stays.js';

export interface TPlannedMedicalRecord {
  animal: number;
  recordType: TMedicalRecordType;
  date: string;
  description: string;
  provider: string;
  notes: string | null;
  /** A surgery's procedure: a spay or a neuter says the animal's spay/neuter status. */
  procedure?: TSurgeryProcedure;
  /**
   * Care a protocol schedules (vaccines, screening, preventives, spay or neuter): an animal on a
   * care plan has these from its plan instead (care-plans.ts).
   */
  routine?: true;
}

type TCare = Omit<TPlannedMedicalRecord, 'animal' | 'date' | 'provider'>;

/** The course of treatment behind each Medical Hold (and one recovering foster), in order. */
const TREATMENTS: Record<string, readonly TCare[]> = {
  Rocky: [
    { recordType: 'Test', description: 'Heartworm antigen test (4Dx)', notes: 'Positive for heartworm; negative for tick-borne disease.' },
    { recordType: 'Medication', description: 'Doxycycline 10 mg/kg twice daily for 28 days', notes: 'Pre-treatment before adulticide.' },
    { recordType: 'Medication', description: 'Melarsomine injection (1 of 3)', notes: 'Strict crate rest for 30 days. Leash walks only.' },
  ],
  Zeus: [
    { recordType: 'Examination', description: 'Lameness exam: right hind cranial cruciate ligament rupture', notes: 'Surgical repair recommended.' },
    { recordType: 'Surgery', description: 'TPLO surgery, right stifle', notes: 'Uneventful. Incision clean and dry.', procedure: 'Other' },
    { recordType: 'Medication', description: 'Carprofen and gabapentin for pain, 14 days', notes: 'Give with food.' },
  ],
  Jasper: [
    { recordType: 'Examination', description: 'Dental exam: stage 3 periodontal disease', notes: 'Dental surgery scheduled.' },
    { recordType: 'Surgery', description: 'Dental cleaning with 4 extractions', notes: 'Soft food for 10 days.', procedure: 'Dental' },
    { recordType: 'Medication', description: 'Buprenorphine for pain, 5 days', notes: null },
  ],
  Mango: [
    { recordType: 'Examination', description: 'Fluffed feathers, tail bobbing and nasal discharge', notes: 'Suspected upper respiratory infection.' },
    { recordType: 'Test', description: 'Choanal swab culture', notes: 'Gram-negative bacteria; sensitive to enrofloxacin.' },
    { recordType: 'Medication', description: 'Enrofloxacin oral suspension, 14 days', notes: 'Keep the room warm and humid.' },
  ],
  Nugget: [
    { recordType: 'Examination', description: 'Hair loss on tail and flanks; adrenal disease suspected', notes: null },
    { recordType: 'Test', description: 'Abdominal ultrasound', notes: 'Enlarged left adrenal gland.' },
    { recordType: 'Medication', description: 'Deslorelin implant placed', notes: 'Recheck coat in 6 weeks.' },
  ],
  Hazel: [
    { recordType: 'Surgery', description: 'Dental cleaning with 3 extractions', notes: 'Soft food for a week.', procedure: 'Dental' },
    { recordType: 'Medication', description: 'Clindamycin for 7 days', notes: null },
  ],
};

const VACCINES: Partial<Record<TKind, { adult: string; young: string }>> = {
  dog: { adult: 'DHPP and Rabies vaccines', young: 'DHPP booster (puppy series)' },
  cat: { adult: 'FVRCP and Rabies vaccines', young: 'FVRCP booster (kitten series)' },
  rabbit: { adult: 'RHDV2 vaccine', young: 'RHDV2 vaccine' },
  ferret: { adult: 'Canine distemper and Rabies vaccines', young: 'Canine distemper vaccine' },
};

const SCREENING: Record<TKind, TCare> = {
  dog: { recordType: 'Test', description: 'Heartworm antigen test (4Dx)', notes: 'Negative.' },
  cat: { recordType: 'Test', description: 'FIV/FeLV combo test', notes: 'Negative for both.' },
  rabbit: { recordType: 'Test', description: 'Fecal flotation', notes: 'No parasites seen.' },
  ferret: { recordType: 'Test', description: 'Blood glucose screen', notes: 'Within normal range.' },
  'guinea-pig': { recordType: 'Other', description: 'Nail trim and skin check for mites', notes: 'Skin clear.' },
  bird: { recordType: 'Test', description: 'Psittacosis PCR', notes: 'Negative.' },
  reptile: { recordType: 'Other', description: 'Husbandry review: UVB lighting and basking temperatures', notes: 'Basking spot set to 95 °F.' },
};

const PREVENTIVES: Partial<Record<TKind, TCare>> = {
  dog: { recordType: 'Medication', description: 'Pyrantel dewormer and monthly flea/tick preventive', notes: null },
  cat: { recordType: 'Medication', description: 'Pyrantel dewormer and topical flea treatment', notes: null },
  ferret: { recordType: 'Medication', description: 'Topical flea treatment', notes: null },
};

/** 3-5 records an animal: intake exam, vaccines, screening, preventives, spay/neuter, treatment. */
export function planMedicalRecords(random: TRandom, today: string, animals: readonly TPlannedAnimal[]): TPlannedMedicalRecord[] {
  const records: TPlannedMedicalRecord[] = [];
  animals.forEach((animal, index) => {
    const exotic = animal.kind === 'bird' || animal.kind === 'reptile' || animal.kind === 'guinea-pig' || animal.kind === 'ferret';
    const provider = () => (exotic ? EXOTICS_PROVIDER : random.pick(MEDICAL_PROVIDERS));
    // Days after intake, kept inside the animal's stay.
    const onDay = (days: number) => addDays(today, -insideStays(animal.stays, Math.max(animal.lastAgo, animal.intakeAgo - days)));
    const add = (care: TCare, days: number, by = provider()) => records.push({ animal: index, date: onDay(days), provider: by, ...care });

    add(
      {
        recordType: 'Examination',
        description: 'Intake examination',
        notes: animal.row.healthStatus === 'Healthy' ? 'Bright and alert; body condition good.' : 'Follow-up needed; see later records.',
      },
      0,
    );
    const vaccine = VACCINES[animal.kind];
    if (vaccine) {
      add({ recordType: 'Vaccination', description: animal.young ? vaccine.young : vaccine.adult, notes: null, routine: true }, random.int(0, 1));
    }
    const treatment = TREATMENTS[animal.row.name];
    if (treatment) {
      const span = Math.max(1, animal.intakeAgo - animal.lastAgo);
      // Spread over the stay so far, in order; one clinician follows the case.
      const clinician = exotic ? EXOTICS_PROVIDER : 'Dr. Patel (Riverside Vet)';
      treatment.forEach((care, step) => add(care, Math.round(((step + 1) * span) / (treatment.length + 1)), clinician));
    } else if (random.chance(0.6)) {
      add({ ...SCREENING[animal.kind], routine: true }, random.int(0, 3));
    }
    const preventive = PREVENTIVES[animal.kind];
    if (preventive && random.chance(0.35)) add({ ...preventive, routine: true }, random.int(0, 2));
    if (animal.surgeryDate) {
      const spay = animal.row.sex === 'Female';
      records.push({
        animal: index,
        recordType: 'Surgery',
        date: animal.surgeryDate,
        description: spay ? 'Spay surgery' : 'Neuter surgery',
        provider: random.pick(['Dr. Patel (Riverside Vet)', 'Dr. Okafor (Eastside Animal Hospital)']),
        notes: 'Routine procedure; recovered well. Suture check in 10-14 days.',
        procedure: spay ? 'Spay' : 'Neuter',
        routine: true,
      });
    }
  });
  return records;
}
