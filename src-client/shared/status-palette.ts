import type { TAdoptionStatus, TAnimalStatus, TVaccinationStatus } from '../../src-shared/enums';

/** Chakra colour palettes the status badges use. */
export type TStatusPalette = 'green' | 'blue' | 'yellow' | 'orange' | 'red' | 'purple' | 'cyan' | 'gray';

/**
 * docs/domain.md#statuses: adoptable green, adopted blue, foster purple; the holds by how much they
 * keep an animal back (Behavioral Eval blue, Medical Hold yellow, Stray Hold orange, Quarantine
 * red); the other live outcomes cyan; died, lost and euthanized grey, as is anything unknown.
 */
const ANIMAL_STATUS_PALETTES: Readonly<Record<TAnimalStatus, TStatusPalette>> = {
  Available: 'green',
  Adopted: 'blue',
  'In Foster': 'purple',
  'Medical Hold': 'yellow',
  'Behavioral Eval': 'blue',
  'Stray Hold': 'orange',
  Quarantine: 'red',
  'Returned to Owner': 'cyan',
  Transferred: 'cyan',
  'Returned to Field': 'cyan',
  'Other Live Outcome': 'cyan',
  Died: 'gray',
  Lost: 'gray',
  Euthanized: 'gray',
};

export function animalStatusPalette(status: string): TStatusPalette {
  return ANIMAL_STATUS_PALETTES[status as TAnimalStatus] ?? 'gray';
}

/**
 * Appointments (docs/domain.md#appointments): Confirmed green; No-show red; a past one not marked
 * orange, asking for attention; every other status blue.
 */
const APPOINTMENT_STATUS_PALETTES: Readonly<Record<string, TStatusPalette>> = { Confirmed: 'green', 'No-show': 'red', 'Not marked': 'orange' };

export function appointmentStatusPalette(status: string): TStatusPalette {
  return APPOINTMENT_STATUS_PALETTES[status] ?? 'blue';
}

/** Adoptions: Completed green, Pending yellow, Returned (went home and came back) orange, Cancelled grey. */
const ADOPTION_STATUS_PALETTES: Readonly<Record<TAdoptionStatus, TStatusPalette>> = {
  Completed: 'green',
  Pending: 'yellow',
  Returned: 'orange',
  Cancelled: 'gray',
};

export function adoptionStatusPalette(status: string): TStatusPalette {
  return ADOPTION_STATUS_PALETTES[status as TAdoptionStatus] ?? 'gray';
}

/** Vaccinations (derived, docs/domain.md#care-plans): Overdue red, Due orange, Up to date green, Not started grey. */
const VACCINATION_STATUS_PALETTES: Readonly<Record<TVaccinationStatus, TStatusPalette>> = {
  Overdue: 'red',
  Due: 'orange',
  'Up to date': 'green',
  'Not started': 'gray',
};

/** A derived vaccination status's palette; null for text typed before care plans, shown as it was typed. */
export function vaccinationStatusPalette(status: string): TStatusPalette | null {
  return VACCINATION_STATUS_PALETTES[status as TVaccinationStatus] ?? null;
}

/** Spay/neuter (derived): altered green, Not altered grey; null for text typed before care plans. */
export function spayNeuterStatusPalette(status: string): TStatusPalette | null {
  if (status === 'Spayed' || status === 'Neutered' || status === 'Altered') return 'green';
  return status === 'Not altered' ? 'gray' : null;
}
