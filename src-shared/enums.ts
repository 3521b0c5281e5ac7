/** The option lists of docs/domain.md#validation, in the order the screens show them. */

export const SPECIES = ['Dog', 'Cat', 'Bird', 'Small Animal', 'Other'] as const;
export type TSpecies = (typeof SPECIES)[number];

export const SEXES = ['Male', 'Female', 'Unknown'] as const;
export type TSex = (typeof SEXES)[number];

export const HEALTH_STATUSES = ['Healthy', 'Under treatment', 'Critical', 'Recovering', 'Needs assessment'] as const;
export type THealthStatus = (typeof HEALTH_STATUSES)[number];

/**
 * Every status, the specification's five first (screens and charts keep their order); the rest
 * come with the journey (docs/domain.md#statuses): holds in care, and how an animal left.
 */
export const ANIMAL_STATUSES = [
  'Available',
  'Adopted',
  'In Foster',
  'Medical Hold',
  'Behavioral Eval',
  'Stray Hold',
  'Quarantine',
  'Returned to Owner',
  'Transferred',
  'Returned to Field',
  'Other Live Outcome',
  'Died',
  'Lost',
  'Euthanized',
] as const;
export type TAnimalStatus = (typeof ANIMAL_STATUSES)[number];
/** Adopted and In Foster follow from records (docs/domain.md#statuses); only these are set by hand. */
export const MANUAL_ANIMAL_STATUSES = ['Available', 'Medical Hold', 'Behavioral Eval'] as const satisfies readonly TAnimalStatus[];
/** What the public portal shows (docs/domain.md#privacy). */
export const ADOPTABLE_STATUSES = ['Available', 'In Foster'] as const satisfies readonly TAnimalStatus[];

export const MEDICAL_RECORD_TYPES = ['Vaccination', 'Surgery', 'Medication', 'Examination', 'Test', 'Other'] as const;
export type TMedicalRecordType = (typeof MEDICAL_RECORD_TYPES)[number];

/** Returned: the animal went home and came back (POST /api/adoptions/{id}/return); Cancelled: it never went. */
export const ADOPTION_STATUSES = ['Completed', 'Pending', 'Cancelled', 'Returned'] as const;
export type TAdoptionStatus = (typeof ADOPTION_STATUSES)[number];

export const APPOINTMENT_TYPES = ['Vaccination', 'Check-up', 'Surgery', 'Dental', 'Grooming', 'Behavioral Assessment', 'Medical Treatment', 'Other'] as const;
export type TAppointmentType = (typeof APPOINTMENT_TYPES)[number];

export const APPOINTMENT_STATUSES = ['Confirmed', 'Upcoming', 'Cancelled'] as const;
export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** What staff record happened (docs/domain.md#appointments); the displayed status follows it. Cancelled is also the status Cancelled. */
export const APPOINTMENT_OUTCOMES = ['Completed', 'No-show', 'Cancelled'] as const;
export type TAppointmentOutcome = (typeof APPOINTMENT_OUTCOMES)[number];

/**
 * What a note on an animal records (docs/domain.md#notes). Behaviour notes may be published to the
 * portal; the daily-care kinds and handling warnings are the shelter's own and never are.
 */
export const NOTE_KINDS = ['Behaviour', 'Walk', 'Enrichment', 'Feeding', 'Cleaning', 'Handling warning'] as const;
export type TNoteKind = (typeof NOTE_KINDS)[number];
/** The volunteers' daily-care log: the checklist shows, per animal in care, which of these someone did today. */
export const CARE_KINDS = ['Walk', 'Enrichment', 'Feeding', 'Cleaning'] as const satisfies readonly TNoteKind[];
export type TCareKind = (typeof CARE_KINDS)[number];
export const PUBLISHABLE_NOTE_KINDS = ['Behaviour'] as const satisfies readonly TNoteKind[];

export const INCOME_TRANSACTION_TYPES = ['Adoption Fee', 'Donation', 'Microchip Fee', 'Registration Fee', 'Other Income'] as const;
export const EXPENSE_TRANSACTION_TYPES = ['Medical Expense', 'Food/Supplies', 'Facilities', 'Staff/Payroll', 'Other Expense'] as const;
export const TRANSACTION_TYPES = [
  'Adoption Fee',
  'Donation',
  'Medical Expense',
  'Food/Supplies',
  'Facilities',
  'Staff/Payroll',
  'Microchip Fee',
  'Registration Fee',
  'Other Income',
  'Other Expense',
] as const;
export type TTransactionType = (typeof TRANSACTION_TYPES)[number];

export const PAYMENT_METHODS = ['Cash', 'Credit Card', 'Debit Card', 'Check', 'PayPal', 'Shelter Account', 'Bank Transfer', 'Other'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const MICROCHIP_MANUFACTURERS = ['Avid', 'HomeAgain', '24PetWatch', 'AKC Reunite', 'PetLink', 'Save This Life', 'Datamars', 'Trovan', 'Other'] as const;

export const MICROCHIP_REGISTRIES = ['all', 'HomeAgain', 'Avid', 'AKC Reunite', '24PetWatch', 'PetLink', 'Save This Life'] as const;

export const APPLICATION_STATUSES = ['Received', 'Approved', 'Declined', 'Withdrawn'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const RENT_OR_OWN = ['rent', 'own'] as const;

/**
 * What a care plan schedules (docs/domain.md#care-plans). Giving one records a medical record of
 * the type CARE_ITEM_RECORD_TYPE names: deworming and parasite treatment are medications.
 */
export const CARE_ITEM_TYPES = ['Vaccination', 'Test', 'Deworming', 'Parasite treatment', 'Medication', 'Surgery', 'Examination'] as const;
export type TCareItemType = (typeof CARE_ITEM_TYPES)[number];
export const CARE_ITEM_RECORD_TYPE = {
  Vaccination: 'Vaccination',
  Test: 'Test',
  Deworming: 'Medication',
  'Parasite treatment': 'Medication',
  Medication: 'Medication',
  Surgery: 'Surgery',
  Examination: 'Examination',
} as const satisfies Record<TCareItemType, TMedicalRecordType>;

/** Due: waiting; Given: a medical record says so; Skipped: with a reason. */
export const CARE_ITEM_STATUSES = ['Due', 'Given', 'Skipped'] as const;
export type TCareItemStatus = (typeof CARE_ITEM_STATUSES)[number];

/** A surgery record's procedure: Spay and Neuter make the animal's spay/neuter status. */
export const SURGERY_PROCEDURES = ['Spay', 'Neuter', 'Dental', 'Mass removal', 'Amputation', 'Enucleation', 'Other'] as const;
export type TSurgeryProcedure = (typeof SURGERY_PROCEDURES)[number];

export const TEST_RESULTS = ['Negative', 'Positive', 'Inconclusive'] as const;
export type TTestResult = (typeof TEST_RESULTS)[number];

export const MEDICATION_ROUTES = ['Oral', 'Subcutaneous', 'Intramuscular', 'Intravenous', 'Intranasal', 'Topical', 'Ophthalmic', 'Otic', 'Other'] as const;
export type TMedicationRoute = (typeof MEDICATION_ROUTES)[number];

/** A treatment course's frequency: a dose every `everyDays` days, `perDay` times on each of those days. */
export const COURSE_FREQUENCIES = {
  Once: { everyDays: 0, perDay: 1 },
  'Once daily': { everyDays: 1, perDay: 1 },
  'Twice daily': { everyDays: 1, perDay: 2 },
  'Three times daily': { everyDays: 1, perDay: 3 },
  'Every other day': { everyDays: 2, perDay: 1 },
  Weekly: { everyDays: 7, perDay: 1 },
  'Every 2 weeks': { everyDays: 14, perDay: 1 },
  'Every 4 weeks': { everyDays: 28, perDay: 1 },
} as const satisfies Record<string, { everyDays: number; perDay: number }>;
export type TCourseFrequency = keyof typeof COURSE_FREQUENCIES;
export const COURSE_FREQUENCY_NAMES = Object.keys(COURSE_FREQUENCIES) as [TCourseFrequency, ...TCourseFrequency[]];

/** Derived from the records and the plan (src-shared/care-plans.ts), no longer typed. */
export const VACCINATION_STATUSES = ['Up to date', 'Due', 'Overdue', 'Not started'] as const;
export type TVaccinationStatus = (typeof VACCINATION_STATUSES)[number];

export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type TWeightUnit = (typeof WEIGHT_UNITS)[number];
