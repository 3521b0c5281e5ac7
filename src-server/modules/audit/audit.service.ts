import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '../../../src-shared/dates.js';
import type { TAuditEntry, TAuditQuery } from '../../../src-shared/schemas/audit.js';
import { findPage } from '../../db/filters.js';
import type { TPage } from '../../../src-shared/paging.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { findAnimal } from '../animals/animals.service.js';
import { AuditEntrySchema, type TAuditEntryEntity } from './audit-entry.entity.js';

const toEntry = (entry: TAuditEntryEntity, codes: ReadonlyMap<number, string>): TAuditEntry => ({
  id: entry.id,
  at: new Date(entry.at).toISOString(),
  userId: entry.userId ?? null,
  username: entry.username ?? null,
  action: entry.action as TAuditEntry['action'],
  entity: entry.entity,
  entityId: entry.entityId,
  animalId: entry.animalId ?? null,
  animalCode: entry.animalId ? (codes.get(entry.animalId) ?? null) : null,
  changes: entry.changes,
});

/** The animals' IDs as staff know them, in one query for the page (the entries keep only the row id). */
async function animalCodes(em: EntityManager, entries: TAuditEntryEntity[]): Promise<Map<number, string>> {
  const ids = [...new Set(entries.flatMap((entry) => (entry.animalId ? [entry.animalId] : [])))];
  if (ids.length === 0) return new Map();
  const animals = await em.find(AnimalSchema, { id: { $in: ids } }, { fields: ['id', 'animalId'], disableIdentityMap: true, filters: false });
  return new Map(animals.map((animal) => [animal.id, animal.animalId]));
}

/** Newest first. `from`/`to` are calendar days in UTC. */
export async function listAuditEntries(em: EntityManager, query: TAuditQuery): Promise<TPage<TAuditEntry>> {
  const where: FilterQuery<TAuditEntryEntity> = {};
  if (query.entity) where.entity = query.entity;
  if (query.entityId) where.entityId = query.entityId;
  if (query.userId) where.userId = query.userId;
  if (query.animalId) where.animalId = query.animalId;
  if (query.from || query.to) {
    where.at = {
      ...(query.from ? { $gte: new Date(`${query.from}T00:00:00Z`) } : {}),
      ...(query.to ? { $lt: new Date(`${addDays(query.to, 1)}T00:00:00Z`) } : {}),
    };
  }
  const [entries, total] = await findPage(em, AuditEntrySchema, where, { orderBy: [{ at: 'desc' }, { id: 'desc' }] }, query);
  const codes = await animalCodes(em, entries);
  return { items: entries.map((entry) => toEntry(entry, codes)), total };
}

/** Everything written about one animal: its own record and every record that belongs to it. */
export async function animalHistory(em: EntityManager, animalId: number, query: Pick<TAuditQuery, 'limit' | 'offset'>): Promise<TPage<TAuditEntry>> {
  await findAnimal(em, animalId);
  return listAuditEntries(em, { ...query, animalId });
}
