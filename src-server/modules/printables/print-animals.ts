import type { EntityManager } from '@mikro-orm/postgresql';
import { photoImage } from '../../../src-shared/photos.js';
import type { TPaperSize, TPrintAnimal, TPrintOrganization } from '../../../src-shared/schemas/printables.js';
import { notFound } from '../../domain-errors.js';
import { AnimalSchema, type TAnimalEntity } from '../animals/animal.entity.js';
import { primaryPhotos } from '../photos/primary-photo.js';
import { portalAnimalUrl } from '../public/public-page.js';
import { isAdoptable } from '../public/public.service.js';
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

/**
 * The animals as papers show them, in the order of `ids`, each with its primary photo and its
 * record. A QR code opens the animal's portal page only while the portal lists it (the portal's
 * own rule); `origin` is where that link points (plugins/site-origin.ts).
 */
export async function printAnimals(em: EntityManager, ids: readonly number[], origin: string): Promise<{ record: TAnimalEntity; animal: TPrintAnimal }[]> {
  if (!ids.length) return [];
  const [records, photos] = await Promise.all([em.find(AnimalSchema, { id: { $in: [...ids] } }), primaryPhotos(em, ids)]);
  const byId = new Map(records.map((record) => [record.id, record]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    if (!record) return [];
    const photo = photos.get(id);
    return [{ record, animal: toPrintAnimal(record, photo ? photoImage(photo) : null, origin) }];
  });
}

/** One animal on paper, a 404 when there is no such animal (or it was voided). */
export async function printAnimal(em: EntityManager, id: number, origin: string): Promise<{ record: TAnimalEntity; animal: TPrintAnimal }> {
  const [found] = await printAnimals(em, [id], origin);
  if (!found) throw notFound('Animal');
  return found;
}
function toPrintAnimal(animal: TAnimalEntity, photo: TPrintAnimal['photo'], origin: string): TPrintAnimal {
  return {
    id: animal.id,
    animalId: animal.animalId,
    name: animal.name,
    species: animal.species,
    breed: animal.breed,
    sex: animal.sex,
    age: animal.age,
    intakeDate: animal.intakeDate,
    microchipId: animal.microchipId ?? null,
    microchipManufacturer: animal.microchipManufacturer ?? null,
    description: animal.description ?? null,
    photo,
    portalUrl: isAdoptable(animal.status) ? portalAnimalUrl(origin, animal.id) : null,
  };
}
