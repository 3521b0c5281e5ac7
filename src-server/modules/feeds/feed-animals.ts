import type { EntityManager } from '@mikro-orm/postgresql';
import type { TPage } from '../../../src-shared/paging.js';
import { largestJpegPath, type TPhotoSizes } from '../../../src-shared/photos.js';
import { selectPage, SqlConditions, type TPageQuery } from '../../db/sql-page.js';
import { primaryPhotoColumn } from '../photos/primary-photo.js';
import { listedPubliclySql } from '../public/listed.js';
import { absoluteUrl, firstSentence, portalAnimalUrl } from '../public/public-page.js';

/** An animal as the feeds and the sitemap describe it, its addresses absolute. */
export interface TFeedAnimal {
  id: number;
  name: string;
  species: string;
  breed: string;
  sex: string;
  age: string;
  /** The staff's description, else a sentence made of the facts. */
  description: string;
  summary: string;
  url: string;
  image: string | undefined;
  intakeDate: string;
  updatedAt: Date;
}

interface TFeedRow {
  id: number;
  name: string;
  species: string;
  breed: string;
  sex: string;
  age: string;
  description: string | null;
  image_url: string | null;
  intake_date: string;
  updated_at: Date;
  photo: TPhotoSizes | null;
}

/**
 * The animals listed publicly (the one rule, public/listed.ts), newest arrival first, with only
 * what a feed names. Not the portal's own query (public.service.ts): that one derives care
 * statuses and gathers notes per animal, which a feed of thousands would pay for and never show.
 */
export async function selectFeedAnimals(em: EntityManager, origin: string, shelter: string, page: TPageQuery): Promise<TPage<TFeedAnimal>> {
  const { items, total } = await selectPage<TFeedRow>(
    em,
    {
      columns: `a.id, a.name, a.species, a.breed, a.sex, a.age, a.description, a.image_url,
        to_char(a.intake_date, 'YYYY-MM-DD') as intake_date, a.updated_at, ${primaryPhotoColumn('a')} as photo`,
      from: 'animals a',
      where: new SqlConditions(listedPubliclySql('a')),
      orderBy: 'a.intake_date desc, a.id desc',
    },
    page,
  );
  return { items: items.map((row) => toFeedAnimal(row, origin, shelter)), total };
}

/** Feed readers and link cards show one picture: the largest size made of the primary photo, else the address staff gave. */
function largestImage(row: TFeedRow, origin: string): string | undefined {
  if (row.photo) return `${origin}${largestJpegPath(row.photo)}`;
  return row.image_url ? absoluteUrl(row.image_url, origin) : undefined;
}

function toFeedAnimal(row: TFeedRow, origin: string, shelter: string): TFeedAnimal {
  const facts = `${row.name} is a ${row.age} ${row.sex.toLowerCase()} ${row.breed} looking for a loving home at ${shelter}.`;
  const description = row.description?.trim() || facts;
  return {
    id: row.id,
    name: row.name,
    species: row.species,
    breed: row.breed,
    sex: row.sex,
    age: row.age,
    description,
    summary: firstSentence(description),
    url: portalAnimalUrl(origin, row.id),
    image: largestImage(row, origin),
    intakeDate: row.intake_date,
    updatedAt: new Date(row.updated_at),
  };
}
