import type { EntityManager } from '@mikro-orm/postgresql';
import { photoImage, type TPhotoSizes } from '../../../src-shared/photos.js';
import type { TPaperSize, TPrintAnimal, TPrintOrganization } from '../../../src-shared/schemas/printables.js';
import { notFound } from '../../domain-errors.js';
import { primaryPhotoColumn } from '../photos/primary-photo.js';
import { portalAnimalUrl } from '../public/public-page.js';
import { isListedPublicly } from '../public/listed.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { getSettings } from '../settings/settings.service.js';

/** What every paper carries: the shelter's heading, the paper size and the date printed. */
export interface TPrinted {
  organization: TPrintOrganization;
  paperSize: TPaperSize;
  today: string;
}

export async function printed(em: EntityManager, calendar: TLazyCalendar): Promise<TPrinted> {
  const [settings, { today }] = await Promise.all([getSettings(em), calendar()]);
  const { name, address, phone, email, website, taxId, logo } = settings.organization;
  return { organization: { name, address, phone, email, website, taxId, logo }, paperSize: settings.printing.paperSize, today };
}

/** An animal's row as papers read it: the columns they show, and its primary photo's sizes. */
interface TPrintRow {
  id: number;
  animal_id: string;
  name: string;
  species: string;
  breed: string;
  sex: string;
  age: string;
  intake_date: string;
  microchip_id: string | null;
  microchip_manufacturer: string | null;
  description: string | null;
  status: string;
  public_listing: boolean;
  traits: string[];
  photo: TPhotoSizes | null;
}

/**
 * The animals as papers show them, in the order of `ids`, with their traits (a flyer's), in one
 * statement: a batch of kennel cards is a room's animals, read as rows, since nothing here changes
 * them. A QR code opens the animal's portal page only while the portal lists it (the portal's own
 * rule); `origin` is where that link points (plugins/site-origin.ts).
 */
export async function printAnimals(em: EntityManager, ids: readonly number[], origin: string): Promise<{ traits: string[]; animal: TPrintAnimal }[]> {
  if (!ids.length) return [];
  const rows = await em.execute<TPrintRow[]>(
    `select a.id, a.animal_id, a.name, a.species, a.breed, a.sex, a.age, to_char(a.intake_date, 'YYYY-MM-DD') as intake_date,
            a.microchip_id, a.microchip_manufacturer, a.description, a.status, a.public_listing, a.traits, ${primaryPhotoColumn('a')} as photo
       from animals a
      where a.voided_at is null and a.id in (${ids.map(() => '?').join(', ')})`,
    [...ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ traits: row.traits, animal: toPrintAnimal(row, origin) }] : [];
  });
}

/** One animal on paper, a 404 when there is no such animal (or it was voided). */
export async function printAnimal(em: EntityManager, id: number, origin: string): Promise<{ traits: string[]; animal: TPrintAnimal }> {
  const [found] = await printAnimals(em, [id], origin);
  if (!found) throw notFound('Animal');
  return found;
}

function toPrintAnimal(row: TPrintRow, origin: string): TPrintAnimal {
  return {
    id: row.id,
    animalId: row.animal_id,
    name: row.name,
    species: row.species,
    breed: row.breed,
    sex: row.sex,
    age: row.age,
    intakeDate: row.intake_date,
    microchipId: row.microchip_id,
    microchipManufacturer: row.microchip_manufacturer,
    description: row.description,
    photo: row.photo ? photoImage(row.photo) : null,
    portalUrl: isListedPublicly({ status: row.status, publicListing: row.public_listing }) ? portalAnimalUrl(origin, row.id) : null,
  };
}
