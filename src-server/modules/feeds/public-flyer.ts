import type { EntityManager } from '@mikro-orm/postgresql';
import type { TAnimalFlyer } from '../../../src-shared/schemas/printables.js';
import { notFound } from '../../domain-errors.js';
import { animalFlyer } from '../printables/printables.service.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { isListedPublicly } from '../public/listed.js';

/**
 * The flyer staff print (a public paper: no handling warnings), for an animal listed publicly;
 * any other animal is simply not found, as on the portal.
 */
export async function publicFlyer(em: EntityManager, calendar: TLazyCalendar, origin: string, id: number): Promise<TAnimalFlyer> {
  const [animal] = await em
    .getConnection()
    .execute<{ status: string; publicListing: boolean }[]>('select status, public_listing as "publicListing" from animals where id = ? and voided_at is null', [
      id,
    ]);
  if (!animal || !isListedPublicly(animal)) throw notFound('Animal');
  return animalFlyer(em, calendar, origin, id);
}
