import type { EntityManager } from '@mikro-orm/postgresql';
import { largestJpegPath, type TPhotoSizes } from '../../../src-shared/photos.js';
import { livePhotosColumn } from '../photos/primary-photo.js';
import { listedPubliclySql } from '../public/listed.js';
import { PUBLIC_CARE_COLUMNS, publicCareStatuses, type TPublicCareRow } from '../public/public-care.js';

/** Animals read at a time: an export at 100,000 animals never holds more rows than this from one statement. */
export const LISTING_BATCH = 1000;

/** The listing sites take this many photos at most (Petfinder six, Adopt-a-Pet four). */
const MAX_PHOTOS = 6;

/** What the listing sites' files say of one listed animal (docs/domain.md#website). */
export interface TListingAnimal {
  id: number;
  animalId: string;
  name: string;
  species: string;
  breed: string;
  sex: string;
  age: string;
  birthDate: string | null;
  intakeDate: string;
  weightGrams: number | null;
  description: string | null;
  traits: string[];
  /** As every public channel says them (modules/public/public-care.ts). */
  vaccinationStatus: string | null;
  spayNeuterStatus: string | null;
  /** Absolute JPEG addresses, the primary photo first; empty without PUBLIC_URL (the sites fetch photos from the Internet). */
  photoUrls: string[];
}

interface TRow extends TPublicCareRow {
  id: number;
  animal_id: string;
  name: string;
  species: string;
  breed: string;
  sex: string;
  age: string;
  birth_date: string | null;
  intake_date: string;
  weight_grams: number | null;
  description: string | null;
  traits: string[];
  image_url: string | null;
  photos: TPhotoSizes[];
}

function photoUrls(row: TRow, publicUrl: string | undefined): string[] {
  if (row.photos.length) return publicUrl ? row.photos.slice(0, MAX_PHOTOS).map((photo) => publicUrl + largestJpegPath(photo)) : [];
  // An address staff stored for an animal without photos is used when it is absolute already.
  return row.image_url && /^https?:\/\//.test(row.image_url) ? [row.image_url] : [];
}

const toListingAnimal =
  (today: string, publicUrl: string | undefined) =>
  (row: TRow): TListingAnimal => ({
    id: row.id,
    animalId: row.animal_id,
    name: row.name,
    species: row.species,
    breed: row.breed,
    sex: row.sex,
    age: row.age,
    birthDate: row.birth_date,
    intakeDate: row.intake_date,
    weightGrams: row.weight_grams,
    description: row.description,
    traits: row.traits,
    ...publicCareStatuses(row, today),
    photoUrls: photoUrls(row, publicUrl),
  });

/**
 * Every animal the public sees (modules/public/listed.ts, the one rule), a batch at a time in id
 * order (keyset: each batch one step down the primary key), with the statuses derived as the
 * portal derives them.
 */
export async function* listedAnimals(em: EntityManager, today: string, publicUrl: string | undefined): AsyncGenerator<TListingAnimal[]> {
  let after = 0;
  for (;;) {
    const rows = await em.getConnection().execute<TRow[]>(
      `select a.id, a.animal_id, a.name, a.species, a.breed, a.sex, a.age, a.description, a.traits, a.image_url, a.weight_grams,
              to_char(a.birth_date, 'YYYY-MM-DD') as birth_date, to_char(a.intake_date, 'YYYY-MM-DD') as intake_date,
              ${PUBLIC_CARE_COLUMNS},
              ${livePhotosColumn('a')} as photos
         from animals a
        where ${listedPubliclySql('a')} and a.id > ?
        order by a.id
        limit ${LISTING_BATCH}`,
      [after],
    );
    if (!rows.length) return;
    yield rows.map(toListingAnimal(today, publicUrl));
    after = rows[rows.length - 1]!.id;
    if (rows.length < LISTING_BATCH) return;
  }
}
