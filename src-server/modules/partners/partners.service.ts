import type { EntityManager } from '@mikro-orm/postgresql';
import type { TPartner, TPartnerCreate, TPartnerUpdate } from '../../../src-shared/schemas/partners.js';
import { changedBySomeoneElse, conflict, notFound } from '../../domain-errors.js';
import { comparePaths } from '../locations/locations.service.js';
import { OrganizationSchema as PartnerSchema, type TOrganizationEntity as TPartnerEntity } from '../organizations/organization.entity.js';

/** Partner organizations (docs/domain.md#partners), configured by admins in Settings. */

const toPartner = (partner: TPartnerEntity): TPartner => ({
  id: partner.id,
  version: partner.version,
  name: partner.name,
  inCoalition: partner.inCoalition,
  active: partner.active,
});

/** By name, in reading order. */
export async function listPartners(em: EntityManager): Promise<TPartner[]> {
  const partners = await em.find(PartnerSchema, {});
  return partners.map(toPartner).sort((a, b) => comparePaths(a.name, b.name) || a.id - b.id);
}

/** One partner per name, compared as the unique index does: without regard to case or surrounding spaces. */
async function assertNameFree(em: EntityManager, name: string, exceptId = 0): Promise<void> {
  const [taken] = await em
    .getConnection()
    .execute<{ name: string }[]>('select name from partner_organizations where lower(btrim(name)) = lower(btrim(?)) and id <> ? limit 1', [name, exceptId]);
  if (taken) throw conflict(`There is already a partner named ${taken.name}`, 'name');
}

export async function createPartner(em: EntityManager, input: TPartnerCreate): Promise<TPartner> {
  await assertNameFree(em, input.name);
  const partner = em.create(PartnerSchema, { name: input.name, inCoalition: input.inCoalition, active: true });
  await em.flush();
  return toPartner(partner);
}

export async function updatePartner(em: EntityManager, input: TPartnerUpdate): Promise<TPartner> {
  const partner = await em.findOne(PartnerSchema, { id: input.id });
  if (!partner) throw notFound('Partner');
  if (input.version !== undefined && input.version !== partner.version) throw conflict(changedBySomeoneElse('partner'));
  if (input.name !== undefined) {
    await assertNameFree(em, input.name, partner.id);
    partner.name = input.name;
  }
  if (input.inCoalition !== undefined) partner.inCoalition = input.inCoalition;
  if (input.active !== undefined) partner.active = input.active;
  await em.flush();
  return toPartner(partner);
}
