/** Chakra colour palettes the status badges use. */
export type TStatusPalette = 'green' | 'blue' | 'yellow' | 'purple' | 'gray';

const ANIMAL_STATUS_PALETTES: Readonly<Record<string, TStatusPalette>> = {
  Available: 'green',
  Adopted: 'blue',
  'Medical Hold': 'yellow',
  'In Foster': 'purple',
  'Behavioral Eval': 'blue',
};

/** docs/domain.md#statuses: Available green, Adopted blue, Medical Hold yellow, In Foster purple, Behavioral Eval blue, any other grey. */
export function animalStatusPalette(status: string): TStatusPalette {
  return ANIMAL_STATUS_PALETTES[status] ?? 'gray';
}

/** Appointments: Confirmed green, every other status blue (docs/domain.md#appointments). */
export function appointmentStatusPalette(status: string): TStatusPalette {
  return status === 'Confirmed' ? 'green' : 'blue';
}

/** Adoptions: Completed green, Pending yellow, Cancelled grey. */
export function adoptionStatusPalette(status: string): TStatusPalette {
  if (status === 'Completed') return 'green';
  if (status === 'Pending') return 'yellow';
  return 'gray';
}
