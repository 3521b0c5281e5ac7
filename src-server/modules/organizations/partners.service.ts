import type { EntityManager } from '@mikro-orm/postgresql';
import { TRANSFER_PARTNER_KIND } from '../../../src-shared/people.js';
import type { TPartner, TPartnerCreate, TPartnerUpdate } from '../../../src-shared/schemas/partners.js';
import { changedBySomeoneElse, conflict, notFound } from '../../domain-errors.js';
import { comparePaths } from '../locations/locations.service.js';
import { OrganizationSchema, type TOrganizationEntity } from './organization.entity.js';
import { assertNameFree } from './organizations.service.js';

/** Partner organizations (docs/domain.md#partners): the organizations transfers come from and go to, configured by admins in Settings. */

const toPartner = (partner: TOrganizationEntity): TPartner => ({
  id: partner.id,
  version: partner.version,
  name: partner.name,
  inCoalition: partner.inCoalition,
  active: partner.active,
});

/** By name, in reading order. */
export async function listPartners(em: EntityManager): Promise<TPartner[]> {
  const partners = await em.find(OrganizationSchema, { kind: TRANSFER_PARTNER_KIND });
  return partners.map(toPartner).sort((a, b) => comparePaths(a.name, b.name) || a.id - b.id);
}

export async function createPartner(em: EntityManager, input: TPartnerCreate): Promise<TPartner> {
  await assertNameFree(em, input.name, 'a partner');
  const partner = em.create(OrganizationSchema, { name: input.name, kind: TRANSFER_PARTNER_KIND, inCoalition: input.inCoalition, active: true });
  await em.flush();
  return toPartner(partner);
}

export async function updatePartner(em: EntityManager, input: TPartnerUpdate): Promise<TPartner> {
  const partner = await em.findOne(OrganizationSchema, { id: input.id, kind: TRANSFER_PARTNER_KIND });
  if (!partner) throw notFound('Partner');
  if (input.version !== undefined && input.version !== partner.version) throw conflict(changedBySomeoneElse('partner'));
  if (input.name !== undefined) {
    await assertNameFree(em, input.name, 'a partner', partner.id);
    partner.name = input.name;
  }
  if (input.inCoalition !== undefined) partner.inCoalition = input.inCoalition;
  if (input.active !== undefined) partner.active = input.active;
  await em.flush();
  return toPartner(partner);
}
