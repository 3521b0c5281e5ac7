/** Each species its own badge colour, so a visitor scanning the grid tells dogs from cats at a glance. */
const SPECIES_PALETTES: Readonly<Record<string, string>> = {
  Dog: 'orange',
  Cat: 'purple',
  Bird: 'cyan',
  'Small Animal': 'pink',
};

export const speciesPalette = (species: string): string => SPECIES_PALETTES[species] ?? 'gray';
