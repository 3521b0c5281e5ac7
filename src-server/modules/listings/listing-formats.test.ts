import { describe, expect, it } from 'vitest';
import { plainCsvLines } from '../../../src-shared/csv.js';
import { ADOPTAPET_LAYOUT, parseImportCfg } from '../../../test/listing-layouts/adoptapet.js';
import { checkCsv } from '../../../test/listing-layouts/layout.js';
import { PETFINDER_LAYOUT } from '../../../test/listing-layouts/petfinder.js';
import { adoptapet } from './adoptapet.js';
import type { TListingAnimal } from './listed-animals.js';
import { ageGroup, breedParts, sizeOf } from './listing-fields.js';
import type { TListingFormat, TListingOptions } from './listing-format.js';
import { petfinder } from './petfinder.js';

const TODAY = '2026-11-27';
const OPTIONS: TListingOptions = { today: TODAY, adoptionFeeCents: 15000, petfinderShelterId: 'AB123' };

const animal = (overrides: Partial<TListingAnimal> = {}): TListingAnimal => ({
  id: 1,
  animalId: 'A-0001',
  name: 'Biscuit',
  species: 'Dog',
  breed: 'Labrador Retriever',
  sex: 'Male',
  age: '3 years',
  birthDate: '2023-05-01',
  intakeDate: '2026-10-02',
  weightGrams: 30_000,
  description: 'Loves walks.',
  traits: [],
  vaccinationStatus: 'Up to date',
  spayNeuterStatus: 'Neutered',
  photoUrls: ['https://shelter.example.org/media/photos/abc/960.jpg'],
  ...overrides,
});

/** Every kind of animal the records hold, with awkward text and unknowns. */
const ANIMALS: TListingAnimal[] = [
  animal(),
  animal({
    id: 2,
    animalId: 'A-0002',
    name: 'Mr. "Whiskers", Jr.',
    species: 'Cat',
    breed: 'DSH mix',
    sex: 'Female',
    birthDate: null,
    age: '10 weeks',
    weightGrams: null,
    description: 'Shy at first,\r\nthen "very" friendly.\n\nIndoor only.',
    traits: ['Good with kids', 'Not good with dogs', 'Litter-trained', 'Declawed'],
    vaccinationStatus: 'Due',
    spayNeuterStatus: 'Not altered',
    photoUrls: [],
  }),
  animal({
    id: 3,
    animalId: 'A-0003',
    species: 'Bird',
    breed: '',
    sex: 'Unknown',
    birthDate: null,
    age: '',
    weightGrams: 90,
    description: null,
    spayNeuterStatus: null,
  }),
  animal({ id: 4, animalId: 'A-0004', species: 'Small Animal', breed: 'Rabbit', birthDate: '2016-01-01', traits: ['Special needs'] }),
  animal({
    id: 5,
    animalId: 'A-0005',
    species: 'Other',
    breed: 'Bearded Dragon',
    photoUrls: Array.from({ length: 8 }, (_, n) => `https://x.example/${n}.jpg`),
  }),
  animal({ id: 6, animalId: 'A-0006', breed: 'Unknown', weightGrams: 5_000, description: '=SUM(A1) - starts like a formula' }),
];

const csvOf = (format: TListingFormat, animals: TListingAnimal[]) => plainCsvLines([format.header, ...animals.map((a) => format.row(a, OPTIONS))]);

describe('Petfinder’s file', () => {
  it('validates against Petfinder’s layout: header, values, dates, yes as "1", one line per animal', () => {
    const { problems, rows } = checkCsv(PETFINDER_LAYOUT, csvOf(petfinder, ANIMALS));
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(ANIMALS.length);
  });

  it('says each animal as Petfinder reads it', () => {
    const { rows } = checkCsv(PETFINDER_LAYOUT, csvOf(petfinder, ANIMALS));
    expect(rows[0]).toMatchObject({ ID: 'A-0001', AnimalName: 'Biscuit', PrimaryBreed: 'Labrador Retriever', Mix: '', Sex: 'M', Size: 'L', Age: 'Adult' });
    expect(rows[0]).toMatchObject({ Type: 'Dog', Status: 'A', Shots: '1', Altered: '1', arrival_date: '2026-10-02', birth_date: '2023-05-01' });
    expect(rows[0]).toMatchObject({
      adoption_fee: '150.00',
      display_adoption_fee: '1',
      photo1: 'https://shelter.example.org/media/photos/abc/960.jpg',
      photo2: '',
    });
    // Quotes and commas survive the quoting; line breaks become spaces; a formula-like text is kept as it is.
    expect(rows[1]).toMatchObject({ AnimalName: 'Mr. "Whiskers", Jr.', Desc: 'Shy at first, then "very" friendly. Indoor only.' });
    expect(rows[1]).toMatchObject({ PrimaryBreed: 'Domestic Short Hair', Mix: '1', Type: 'Cat', Age: 'Baby', Size: 'M', Shots: '', Altered: '' });
    // "Not good with dogs" is Petfinder's NoDogs; good with kids is no NoKids; nothing said of cats is no NoCats.
    expect(rows[1]).toMatchObject({ NoDogs: '1', NoKids: '', NoCats: '', Housetrained: '1', Declawed: '1' });
    expect(rows[2]).toMatchObject({ Type: 'Bird', PrimaryBreed: 'Other', Sex: '', Age: 'Adult' });
    expect(rows[3]).toMatchObject({ Type: 'Small & Furry', Age: 'Senior', specialNeeds: '1' });
    expect(rows[4]).toMatchObject({ Type: 'Scales, Fins & Other', photo6: 'https://x.example/5.jpg' });
    expect(rows[5]).toMatchObject({ PrimaryBreed: 'Mixed Breed', Mix: '1', Size: 'S', Desc: '=SUM(A1) - starts like a formula' });
  });

  it('is named after the shelter’s Petfinder ID', () => {
    expect(petfinder.csvName(OPTIONS)).toBe('AB123.csv');
  });
});

describe('Adopt-a-Pet’s files', () => {
  it('pets.csv validates against Adopt-a-Pet’s layout: yes "1", no "0", unknown empty', () => {
    const { problems, rows } = checkCsv(ADOPTAPET_LAYOUT, csvOf(adoptapet, ANIMALS));
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      Id: 'A-0001',
      Animal: 'Dog',
      Breed: 'Labrador Retriever',
      Purebred: '1',
      Age: 'Adult',
      Size: 'L',
      Sex: 'M',
      Status: 'Available',
    });
    expect(rows[0]).toMatchObject({ SpayedNeutered: '1', ShotsCurrent: '1', GoodWKids: '', PhotoURL: 'https://shelter.example.org/media/photos/abc/960.jpg' });
    expect(rows[1]).toMatchObject({ Name: 'Mr. "Whiskers", Jr.', Description: 'Shy at first, then "very" friendly. Indoor only.' });
    expect(rows[1]).toMatchObject({ GoodWKids: '1', GoodWDogs: '0', GoodWCats: '', SpayedNeutered: '0', Purebred: '0', Breed: 'DSH' });
    // Sizes are for dogs and cats only; an unknown dog breed is a mixed breed of its size.
    expect(rows[2]).toMatchObject({ Animal: 'Bird', Size: '', Breed: 'Bird', Sex: '' });
    expect(rows[5]).toMatchObject({ Breed: 'Mixed Breed (Small)', Purebred: '0' });
    expect(rows[4]).toMatchObject({ Animal: 'Small Animal', PhotoURL4: 'https://x.example/3.jpg' });
  });

  it('import.cfg maps every pets.csv column, in order, to an Adopt-a-Pet field', () => {
    const [cfg] = adoptapet.extraFiles();
    expect(cfg?.name).toBe('import.cfg');
    const { columns, problems } = parseImportCfg(cfg!.text);
    expect(problems).toEqual([]);
    const header = csvOf(adoptapet, []).trimEnd().split(',');
    expect(columns).toEqual(header);
    expect(adoptapet.csvName(OPTIONS)).toBe('pets.csv');
  });
});

describe('the mappings', () => {
  it('age groups: Baby under 6 months, Young under 2 years, Adult under 8, Senior after; Adult when unknown', () => {
    const at = (birthDate: string | null, age = '') => ageGroup({ birthDate, age }, TODAY);
    expect([at('2026-06-01'), at('2026-05-01'), at('2024-12-01'), at('2024-11-01'), at('2018-12-01'), at('2018-11-01')]).toEqual([
      'Baby',
      'Young',
      'Young',
      'Adult',
      'Adult',
      'Senior',
    ]);
    expect([at(null, '4 months'), at(null, '1 year'), at(null, '9 yrs'), at(null, 'adult')]).toEqual(['Baby', 'Young', 'Senior', 'Adult']);
  });

  it('sizes from the weight by species; M without a weight or bounds', () => {
    const dog = (weightGrams: number | null) => sizeOf({ species: 'Dog', weightGrams });
    expect([dog(11_339), dog(11_340), dog(27_216), dog(45_359), dog(null)]).toEqual(['S', 'M', 'L', 'XL', 'M']);
    expect([sizeOf({ species: 'Cat', weightGrams: 3_000 }), sizeOf({ species: 'Bird', weightGrams: 50_000 })]).toEqual(['S', 'M']);
  });

  it('breeds: a mix or two breeds split; unknown is no breed', () => {
    expect(breedParts('Beagle / Basset Hound')).toEqual({ primary: 'Beagle', secondary: 'Basset Hound', mix: true });
    expect(breedParts('Boxer Mix')).toEqual({ primary: 'Boxer', secondary: undefined, mix: true });
    expect(breedParts('Mixed Breed')).toEqual({ primary: undefined, secondary: undefined, mix: true });
    expect(breedParts('Unknown')).toEqual({ primary: undefined, secondary: undefined, mix: false });
  });
});
