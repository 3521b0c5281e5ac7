import type { TLayoutColumn, TListingLayout } from './layout.js';
import { DATE, URL } from './layout.js';

/** Petfinder's yes/no: "1" yes, empty no. */
const YES = ['1'] as const;
const text = (name: string, required = false): TLayoutColumn => ({ name, required });

/** Petfinder's CSV import layout (its "Import/Export" specification): the header, in order, and each column's values. */
export const PETFINDER_LAYOUT: TListingLayout = {
  columns: [
    text('ID', true),
    text('Internal'),
    text('AnimalName', true),
    text('PrimaryBreed', true),
    text('SecondaryBreed'),
    // Petfinder skips a row without a sex rather than refusing the file.
    { name: 'Sex', allowed: ['M', 'F'] },
    { name: 'Size', allowed: ['S', 'M', 'L', 'XL'] },
    { name: 'Age', allowed: ['Baby', 'Young', 'Adult', 'Senior'] },
    text('Desc'),
    { name: 'Type', required: true, allowed: ['Dog', 'Cat', 'Rabbit', 'Small & Furry', 'Horse', 'Bird', 'Scales, Fins & Other', 'Barnyard'] },
    // A adoptable, H hold, P pending, X adopted, F found.
    { name: 'Status', required: true, allowed: ['A', 'H', 'P', 'X', 'F'] },
    ...['Shots', 'Altered', 'NoDogs', 'NoCats', 'NoKids', 'Housetrained', 'Declawed', 'specialNeeds', 'Mix'].map((name) => ({ name, allowed: YES })),
    ...[1, 2, 3, 4, 5, 6].map((n) => ({ name: `photo${n}`, allowed: URL })),
    { name: 'arrival_date', allowed: DATE },
    { name: 'birth_date', allowed: DATE },
    text('primaryColor'),
    text('secondaryColor'),
    text('tertiaryColor'),
    { name: 'coat_length', allowed: ['Hairless', 'Short', 'Medium', 'Long', 'Wire', 'Curly'] },
    { name: 'adoption_fee', allowed: /^\d+(\.\d{2})?$/ },
    { name: 'display_adoption_fee', allowed: YES },
    { name: 'adoption_fee_waived', allowed: YES },
    text('special_needs_notes'),
    { name: 'no_other', allowed: YES },
    text('no_other_note'),
    text('tags'),
  ],
};
