import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OrganizationSchema } from '../organizations/organization.entity.js';

/**
 * The text a person is searched by: name, e-mail, phones as written and as their digits alone (so
 * "5557771234" finds "555 777 1234"), address (one GIN trigram index, migration 20261126200000).
 */
export const PERSON_SEARCH_TEXT = `lower("name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("alt_phone", '') || ' ' || regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce("alt_phone", ''), '[^0-9]', '', 'g') || ' ' || coalesce("address", ''))`;
/** A phone column's matching key (src-shared/people.ts phoneKey), as the indexes hold it. */
export const phoneDigitsSql = (column: string) => `regexp_replace(${column}, '[^0-9]', '', 'g')`;

/**
 * A person the shelter deals with (docs/domain.md#people): adopter, foster home, owner, finder,
 * volunteer, donor or an organization's contact, their roles gathered as they act. Every record
 * that names a person links one; its contact details live here alone.
 */
export const PersonSchema = defineEntity({
  name: 'Person',
  tableName: 'people',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(200),
    email: p.string().length(320).nullable(),
    phone: p.string().length(50).nullable(),
    altPhone: p.string().length(50).nullable(),
    address: p.text().nullable(),
    notes: p.text().nullable(),
    roles: p.array().default([]),
    doNotAdopt: p.boolean().default(false),
    doNotAdoptReason: p.text().nullable(),
    fosterApprovedOn: p.date().nullable(),
    fosterCapacity: p.integer().nullable(),
    fosterSpecies: p.array().default([]),
    fosterAgeGroups: p.array().default([]),
    volunteerActive: p.boolean().default(false),
    organization: () => p.manyToOne(OrganizationSchema).mapToPk().nullable().deleteRule('set null'),
    /** Erased on request or after the retention period: the row stays so the records that link it keep counting. */
    anonymizedAt: p.datetime().nullable(),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  checks: [
    { name: 'people_do_not_adopt_reason_check', expression: 'not do_not_adopt or do_not_adopt_reason is not null' },
    { name: 'people_foster_capacity_check', expression: 'foster_capacity is null or foster_capacity > 0' },
  ],
  indexes: [
    { name: 'people_email_key_idx', expression: 'create index "people_email_key_idx" on "people" (lower("email"))' },
    { name: 'people_phone_key_idx', expression: `create index "people_phone_key_idx" on "people" (${phoneDigitsSql('"phone"')})` },
    { name: 'people_alt_phone_key_idx', expression: `create index "people_alt_phone_key_idx" on "people" (${phoneDigitsSql('"alt_phone"')})` },
    { name: 'people_search_trgm_idx', expression: `create index "people_search_trgm_idx" on "people" using gin ((${PERSON_SEARCH_TEXT}) gin_trgm_ops)` },
    { name: 'people_roles_idx', expression: 'create index "people_roles_idx" on "people" using gin ("roles")' },
    { name: 'people_name_id_idx', properties: ['name', 'id'] },
    { name: 'people_organization_idx', properties: ['organization'] },
  ],
});

export type TPersonEntity = InferEntity<typeof PersonSchema>;
