import type { FastifyInstance } from 'fastify';
import { normalizeChipNumber } from '../src-shared/microchips.js';
import type { TPhotoSizes } from '../src-shared/photos.js';
import { likePattern, prefixPattern } from '../src-server/db/like-pattern.js';
import { ANIMAL_FIELDS, toAnimal, type TAnimalFields } from '../src-server/modules/animals/animal-answer.js';
import { chipEndPattern, WHOLE_CHIP_LENGTH } from '../src-server/modules/animals/animal-search.js';
import { notFound, rows, type TBaseline } from './baseline-db.js';

/**
 * The registry's page (a status filter, a search) and one animal, as our animals.service.ts reads
 * them: the answer's columns, the primary photo in the select list, the page's count in the same
 * statement. Only the default order, newest intake first: the calls measured ask for no other.
 */

const column = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const ANIMAL_COLUMNS = ANIMAL_FIELDS.map((field) => `a.${column(field)} as "${field}"`).join(', ');
const PRIMARY_PHOTO = `(select json_build_object('contentHash', p.content_hash, 'width', p.width, 'height', p.height, 'widths', p.widths, 'avif', p.avif)
   from photos p where p.animal_id = a.id and p.voided_at is null order by p.position, p.id limit 1)`;

type TAnimalRow = TAnimalFields & { photo: TPhotoSizes | null };

interface TRegistryQuery {
  status?: string;
  q?: string;
  limit?: string;
  offset?: string;
}

export function registerAnimalRoutes(app: FastifyInstance, { db, today }: TBaseline): void {
  app.get<{ Querystring: TRegistryQuery }>('/animals', async (request, reply) => {
    const { status, q, limit, offset } = request.query;
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const conditions = ['a.voided_at is null'];
    if (status) conditions.push(`a.status = ${param(status)}`);
    if (q) {
      // The registry's search (animal-search.ts): name, species, breed; the ID without its dashes; the microchip number.
      const like = param(likePattern(q));
      const matches = [`a.name ilike ${like}`, `a.species ilike ${like}`, `a.breed ilike ${like}`];
      const compact = q.replace(/-/g, '');
      if (compact) matches.push(`replace(a.animal_id, '-', '') ilike ${param(likePattern(compact))}`);
      const chip = normalizeChipNumber(q);
      if (chip.length >= WHOLE_CHIP_LENGTH) {
        // A whole chip number's start or end (animal-search.ts).
        matches.push(`a.microchip_id like ${param(prefixPattern(chip))}`, `reverse(a.microchip_id) like ${param(chipEndPattern(chip))}`);
      } else if (chip) matches.push(`a.microchip_id like ${param(likePattern(chip))}`);
      conditions.push(`(${matches.join(' or ')})`);
    }
    const where = conditions.join(' and ');
    const select = (pageLimit: string | null, pageOffset: string) =>
      rows<TAnimalRow & { total: string }>(
        db,
        `select ${ANIMAL_COLUMNS}, ${PRIMARY_PHOTO} as photo, (select count(*) from animals a where ${where}) as total
           from animals a where ${where} order by a.intake_date desc, a.id desc limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, pageLimit, pageOffset],
      );
    const page = await select(limit ?? null, offset ?? '0');
    const day = today();
    if (limit !== undefined) {
      // A page past the end has no row to carry the count (sql-page.ts).
      const carrier = page[0] ?? (Number(offset) ? (await select('1', '0'))[0] : undefined);
      void reply.header('X-Total-Count', String(Number(carrier?.total ?? 0)));
    }
    return page.map(({ total: _total, photo, ...animal }) => toAnimal(animal, day, photo));
  });

  app.get<{ Params: { id: string } }>('/animals/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const [animal] = await rows<TAnimalFields>(db, `select ${ANIMAL_COLUMNS} from animals a where a.voided_at is null and a.id = $1 limit 1`, [id]);
    if (!animal) return notFound(reply, 'Animal');
    const [photo] = await rows<{ photo: TPhotoSizes | null }>(db, `select a.id, ${PRIMARY_PHOTO} as photo from animals a where a.id = any($1)`, [[id]]);
    return toAnimal(animal, today(), photo?.photo);
  });
}
