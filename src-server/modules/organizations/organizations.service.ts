import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TPage } from '../../../src-shared/paging.js';
import type { TOrganizationKind } from '../../../src-shared/people.js';
import type {
  TOrganization,
  TOrganizationCreate,
  TOrganizationDetail,
  TOrganizationListQuery,
  TOrganizationMerge,
  TOrganizationUpdate,
} from '../../../src-shared/schemas/people.js';
import { sentFields } from '../../db/corrections.js';
import { findPage } from '../../db/filters.js';
import { likePattern } from '../../db/like-pattern.js';
import { changedBySomeoneElse, conflict, DomainError, invalid, notFound } from '../../domain-errors.js';
import { StaySchema } from '../journey/stay.entity.js';
import { toPersonRef } from '../people/person-links.js';
import { PersonSchema } from '../people/person.entity.js';
import { OrganizationSchema, type TOrganizationEntity } from './organization.entity.js';

/**
 * Organizations (docs/domain.md#people): the shelters and rescues transfers come from and go to,
 * vet clinics and others, with the people who are their contacts. The partners list
 * (partners.service.ts) is the ones of kind Shelter or rescue.
 */

export const toOrganization = (organization: TOrganizationEntity): TOrganization => ({
  id: organization.id,
  version: organization.version,
  name: organization.name,
  kind: organization.kind as TOrganizationKind,
  inCoalition: organization.inCoalition,
  active: organization.active,
  email: organization.email ?? null,
  phone: organization.phone ?? null,
  address: organization.address ?? null,
  notes: organization.notes ?? null,
});

/**
 * One organization per name, compared as the unique index does (without regard to case or
 * surrounding spaces): a taken name is a 409 naming the `what` (organization, partner) that has it.
 */
export async function assertNameFree(em: EntityManager, name: string, what: string, exceptId = 0): Promise<void> {
  const [taken] = await em
    .getConnection()
    .execute<{ name: string }[]>('select name from organizations where lower(btrim(name)) = lower(btrim(?)) and id <> ? limit 1', [name, exceptId]);
  if (taken) throw conflict(`There is already ${what} named ${taken.name}`, 'name');
}

/** Whether the caller may move an organization in or out of the community coalition (it decides the Asilomar table's rows). */
export interface TOrganizationRights {
  mayChangeCoalition: boolean;
}

export const COALITION_REFUSED = 'Only administrators may move an organization in or out of the community coalition';

function assertCoalitionChange(rights: TOrganizationRights, was: boolean, becomes: boolean | undefined): void {
  if (becomes !== undefined && becomes !== was && !rights.mayChangeCoalition) throw new DomainError('forbidden', COALITION_REFUSED);
}

/** By name (case aside), a page at a time; `q` finds a part of the name. */
export async function listOrganizations(em: EntityManager, query: TOrganizationListQuery): Promise<TPage<TOrganization>> {
  const where = {
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.q ? { name: { $ilike: likePattern(query.q) } } : {}),
  };
  const [organizations, total] = await findPage(em, OrganizationSchema, where, { orderBy: [{ [raw('lower(name)')]: 'asc' }, { id: 'asc' }] }, query);
  return { items: organizations.map(toOrganization), total };
}

async function findOrganization(em: EntityManager, id: number): Promise<TOrganizationEntity> {
  const organization = await em.findOne(OrganizationSchema, { id });
  if (!organization) throw notFound('Organization');
  return organization;
}

/** An organization with its contacts (by name) and how many stays it sent and received. */
export async function getOrganization(em: EntityManager, id: number): Promise<TOrganizationDetail> {
  const organization = await findOrganization(em, id);
  const [contacts, transfersIn, transfersOut] = await Promise.all([
    em.find(PersonSchema, { organization: id }, { orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
    em.count(StaySchema, { sourceOrganization: id }),
    em.count(StaySchema, { destinationOrganization: id }),
  ]);
  return { ...toOrganization(organization), contacts: contacts.map(toPersonRef), transfersIn, transfersOut };
}

export async function createOrganization(em: EntityManager, input: TOrganizationCreate, rights: TOrganizationRights): Promise<TOrganization> {
  assertCoalitionChange(rights, false, input.inCoalition);
  await assertNameFree(em, input.name, 'an organization');
  const organization = em.create(OrganizationSchema, input);
  await em.flush();
  return toOrganization(organization);
}

export async function updateOrganization(em: EntityManager, input: TOrganizationUpdate, rights: TOrganizationRights): Promise<TOrganization> {
  const { id, version, ...changes } = input;
  const organization = await findOrganization(em, id);
  if (version !== undefined && version !== organization.version) throw conflict(changedBySomeoneElse('organization'));
  assertCoalitionChange(rights, organization.inCoalition, changes.inCoalition);
  if (changes.name !== undefined) await assertNameFree(em, changes.name, 'an organization', organization.id);
  em.assign(organization, sentFields(changes));
  await em.flush();
  return toOrganization(organization);
}

/**
 * POST /api/organizations/{id}/merge: the duplicate's stays and contacts move to the organization
 * kept, which keeps its own details and fills its blanks from the duplicate's; the duplicate is
 * deleted. Each row moved is written through its entity, so the audit log has every change.
 */
export async function mergeOrganizations(em: EntityManager, input: TOrganizationMerge): Promise<TOrganization> {
  if (input.duplicateId === input.id) throw invalid('An organization cannot be merged with itself', 'duplicateId');
  return em.transactional(async (tx) => {
    const kept = await findOrganization(tx, input.id);
    if (input.version !== undefined && input.version !== kept.version) throw conflict(changedBySomeoneElse('organization'));
    const duplicate = await tx.findOne(OrganizationSchema, { id: input.duplicateId });
    if (!duplicate) throw invalid('Organization not found', 'duplicateId');
    for (const stay of await tx.find(StaySchema, { $or: [{ sourceOrganization: duplicate.id }, { destinationOrganization: duplicate.id }] })) {
      if (stay.sourceOrganization === duplicate.id) stay.sourceOrganization = kept.id;
      if (stay.destinationOrganization === duplicate.id) stay.destinationOrganization = kept.id;
    }
    for (const person of await tx.find(PersonSchema, { organization: duplicate.id })) person.organization = kept.id;
    for (const field of ['email', 'phone', 'address', 'notes'] as const) kept[field] = kept[field] ?? duplicate[field] ?? null;
    // The duplicate's links leave before its row does (their foreign keys restrict its delete).
    await tx.flush();
    tx.remove(duplicate);
    await tx.flush();
    return toOrganization(kept);
  });
}
