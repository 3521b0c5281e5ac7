import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * An organization the shelter deals with (docs/domain.md#people): the shelters and rescues
 * transfers come from and go to (Settings → Partners lists them), vet clinics and others. Whether
 * a partner belongs to the community coalition decides the Asilomar table's "other agencies" rows.
 */
export const OrganizationSchema = defineEntity({
  name: 'Organization',
  tableName: 'organizations',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(200),
    kind: p.string().length(30).default('Shelter or rescue'),
    inCoalition: p.boolean().default(false),
    active: p.boolean().default(true),
    email: p.string().length(320).nullable(),
    phone: p.string().length(50).nullable(),
    address: p.text().nullable(),
    notes: p.text().nullable(),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    // One organization per name, whatever its case or surrounding spaces: a transfer sent by name finds it.
    {
      name: 'organizations_name_unique',
      expression: 'create unique index "organizations_name_unique" on "organizations" (lower(btrim("name")))',
    },
  ],
});

export type TOrganizationEntity = InferEntity<typeof OrganizationSchema>;
