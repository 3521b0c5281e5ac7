import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A shelter or rescue the organization transfers animals with, configured in Settings
 * (docs/domain.md#partners). Whether it belongs to the community coalition decides the Asilomar
 * table's "other agencies" rows; a transfer names its partner by the same name, matched without
 * regard to case or surrounding spaces, until the people issue makes organizations records.
 */
export const PartnerSchema = defineEntity({
  name: 'Partner',
  tableName: 'partner_organizations',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(200),
    inCoalition: p.boolean().default(false),
    active: p.boolean().default(true),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    // One partner per name, as transfers name them (the Asilomar table joins on it).
    {
      name: 'partner_organizations_name_unique',
      expression: 'create unique index "partner_organizations_name_unique" on "partner_organizations" (lower(btrim("name")))',
    },
  ],
});

export type TPartnerEntity = InferEntity<typeof PartnerSchema>;
