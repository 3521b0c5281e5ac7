import type { EntityManager } from '@mikro-orm/postgresql';
import { matchProtocol } from '../../../src-shared/care-plans.js';
import type { TProtocol, TProtocolCreate, TProtocolUpdate } from '../../../src-shared/schemas/care-plans.js';
import { sentFields } from '../../db/corrections.js';
import { changedBySomeoneElse, conflict, invalid, notFound } from '../../domain-errors.js';
import { ProtocolSchema, type TProtocolEntity } from './protocol.entity.js';

/** Care protocols, the templates an intake's plan is made from (docs/domain.md#care-plans). */

export function toProtocol(protocol: TProtocolEntity): TProtocol {
  return {
    id: protocol.id,
    version: protocol.version,
    name: protocol.name,
    species: protocol.species,
    minAgeWeeks: protocol.minAgeWeeks ?? null,
    maxAgeWeeks: protocol.maxAgeWeeks ?? null,
    active: protocol.active,
    steps: protocol.steps,
  };
}

/** Active ones first, then by species and by the age they start at (open-ended first), then by name. */
export async function listProtocols(em: EntityManager): Promise<TProtocol[]> {
  const protocols = await em.find(
    ProtocolSchema,
    {},
    { orderBy: [{ active: 'desc' }, { species: 'asc' }, { minAgeWeeks: 'asc nulls first' }, { name: 'asc' }] },
  );
  return protocols.map(toProtocol);
}

/** The protocol an intake of such an animal applies (matchProtocol), or null. */
export async function protocolFor(em: EntityManager, subject: { species: string; birthDate: string | null; intakeDate: string }): Promise<TProtocol | null> {
  const protocols = await em.find(ProtocolSchema, { species: subject.species, active: true });
  return matchProtocol(protocols.map(toProtocol), subject);
}

const nameTaken = (name: string) => conflict(`A protocol named ${name} already exists`, 'name');

async function assertNameFree(em: EntityManager, name: string, exceptId?: number): Promise<void> {
  const same = await em.findOne(ProtocolSchema, { name, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
  if (same) throw nameTaken(name);
}

export async function createProtocol(em: EntityManager, input: TProtocolCreate): Promise<TProtocol> {
  await assertNameFree(em, input.name);
  const protocol = em.create(ProtocolSchema, input);
  await em.flush();
  return toProtocol(protocol);
}

/** Any subset of the fields; steps sent replace the steps whole. Plans already made keep their items. */
export async function updateProtocol(em: EntityManager, input: TProtocolUpdate): Promise<TProtocol> {
  const { id, version, ...changes } = input;
  const protocol = await em.findOne(ProtocolSchema, { id });
  if (!protocol) throw notFound('Protocol');
  if (version !== undefined && version !== protocol.version) throw conflict(changedBySomeoneElse('protocol'));
  const fields = sentFields(changes);
  if (fields.name !== undefined && fields.name !== protocol.name) await assertNameFree(em, fields.name, id);
  // The schema orders a range sent whole; half of one is checked against the other half kept.
  const min = fields.minAgeWeeks !== undefined ? fields.minAgeWeeks : (protocol.minAgeWeeks ?? null);
  const max = fields.maxAgeWeeks !== undefined ? fields.maxAgeWeeks : (protocol.maxAgeWeeks ?? null);
  if (min !== null && max !== null && min >= max) throw invalid('From age must be below To age', 'maxAgeWeeks');
  em.assign(protocol, fields);
  await em.flush();
  return toProtocol(protocol);
}
