import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OrganizationSchema } from '../organizations/organization.entity.js';

/**
 * What a person is searched by: name, e-mail, address, and phones as written and as their digits
 * alone (so "5557771234" finds "555 777 1234"), lower-cased. PostgreSQL keeps it in a stored
 * generated column with one GIN trigram index (migration 20261126200200): a search rechecks a
 * stored string instead of computing this again for every candidate row.
 */
const SEARCH_TEXT_EXPRESSION = `lower("name"::text || ' ' || coalesce("email"::text, '') || ' ' || coalesce("phone"::text, '') || ' ' || coalesce("alt_phone"::text, '') || ' ' || regexp_replace(coalesce("phone"::text, ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce("alt_phone"::text, ''), '[^0-9]', '', 'g') || ' ' || coalesce("address", ''))`;
/**
 * A contains-pattern (likePattern) matched against the search text of the person `p`. The text is
 * stored in lower case, so the pattern is lowered the same way, by PostgreSQL's own lower(), and
 * matched with `like`: as ilike would match, without ilike folding each row's text again on every
 * comparison, which made a scan of a few thousand rows three times slower (issue 20).
 */
export const PERSON_SEARCH_MATCHES = 'p."search_text" like lower(?)';
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
    /** The people merged into this one: their old links lead here, and erasing this person erases their trail too. */
    mergedIds: p
      .array((id) => Number(id))
      .columnType('int[]')
      .default([]),
    // Never written by the app; nullable only so that creating a person does not ask for it.
    searchText: p.text().generated(`(${SEARCH_TEXT_EXPRESSION}) stored`).nullable(),
    /** An SMTP server refused this address for good (a 5xx answer): when, and its words. Cleared when the address changes. */
    emailRefusedAt: p.datetime().nullable(),
    emailRefusedReason: p.text().nullable(),
    /** Erased on request or after the retention period: the row stays so the records that link it keep counting. */
    anonymizedAt: p.datetime().nullable(),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  hooks: {
    // The one rule for every path that changes an address (an edit, an adopter's or applicant's link, a merge): a new address is not refused.
    beforeUpdate: [
      ({ entity, changeSet }) => {
        if (changeSet?.originalEntity?.email?.toLowerCase() !== entity.email?.toLowerCase())
          Object.assign(entity, { emailRefusedAt: null, emailRefusedReason: null });
      },
    ],
  },
  checks: [
    { name: 'people_do_not_adopt_reason_check', expression: 'not do_not_adopt or do_not_adopt_reason is not null' },
    { name: 'people_foster_capacity_check', expression: 'foster_capacity is null or foster_capacity > 0' },
  ],
  indexes: [
    { name: 'people_email_key_idx', expression: 'create index "people_email_key_idx" on "people" (lower("email"))' },
    { name: 'people_phone_key_idx', expression: `create index "people_phone_key_idx" on "people" (${phoneDigitsSql('"phone"')})` },
    { name: 'people_alt_phone_key_idx', expression: `create index "people_alt_phone_key_idx" on "people" (${phoneDigitsSql('"alt_phone"')})` },
    { name: 'people_search_trgm_idx', expression: 'create index "people_search_trgm_idx" on "people" using gin ("search_text" gin_trgm_ops)' },
    { name: 'people_roles_idx', expression: 'create index "people_roles_idx" on "people" using gin ("roles")' },
    { name: 'people_name_id_idx', properties: ['name', 'id'] },
    { name: 'people_organization_idx', properties: ['organization'] },
    // The foster homes' list: about one person in sixty, by name, counted and paged from this alone.
    {
      name: 'people_foster_homes_idx',
      expression: 'create index "people_foster_homes_idx" on "people" ("name", "id") where "foster_approved_on" is not null and "anonymized_at" is null',
    },
    { name: 'people_merged_ids_idx', expression: 'create index "people_merged_ids_idx" on "people" using gin ("merged_ids")' },
  ],
});

export type TPersonEntity = InferEntity<typeof PersonSchema>;
