import type { EntityManager } from '@mikro-orm/postgresql';
import { photoImage, type TPhotoSizes } from '../../../src-shared/photos.js';
import type { TPhotoImage } from '../../../src-shared/schemas/photos.js';

/** A photo's sizes as JSON, from the row of `photos` aliased `p`. */
const SIZES_JSON = `json_build_object('contentHash', p.content_hash, 'width', p.width, 'height', p.height, 'widths', p.widths, 'avif', p.avif)`;

/**
 * The primary photo (the first live one, docs/domain.md#photos) of the animal aliased `alias`, as
 * its sizes in JSON, for a hand-written list's select list: one step down photos_animal_position_idx
 * per row. In the select list rather than joined, so a page's count never looks for photos and only
 * the page's own rows do.
 */
export const primaryPhotoColumn = (alias: string) =>
  `(select ${SIZES_JSON} from photos p where p.animal_id = ${alias}.id and p.voided_at is null order by p.position, p.id limit 1)`;

/** Every live photo of the animal aliased `alias`, in order, as JSON sizes with their captions. */
export const livePhotosColumn = (alias: string) =>
  `array(select ${SIZES_JSON}::jsonb || jsonb_build_object('caption', p.caption) from photos p where p.animal_id = ${alias}.id and p.voided_at is null order by p.position, p.id)`;

/** The primary photo of each animal that has one, by animal id, in one statement. */
export async function primaryPhotos(em: EntityManager, animalIds: readonly number[]): Promise<Map<number, TPhotoSizes>> {
  const ids = [...new Set(animalIds)];
  if (!ids.length) return new Map();
  const rows = await em.execute<{ id: number; photo: TPhotoSizes | null }[]>(
    `select a.id, ${primaryPhotoColumn('a')} as photo from animals a where a.id in (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  return new Map(rows.flatMap((row) => (row.photo ? [[row.id, row.photo] as const] : [])));
}

/**
 * What an answer says of an animal's picture: its primary photo, and `imageUrl` that photo's `src`
 * when it has one, else the address stored for it (an external link, shown as it is).
 */
export function animalPicture(
  photo: TPhotoSizes | null | undefined,
  storedUrl: string | null | undefined,
): { photo: TPhotoImage | null; imageUrl: string | null } {
  if (!photo) return { photo: null, imageUrl: storedUrl ?? null };
  const image = photoImage(photo);
  return { photo: image, imageUrl: image.src };
}
