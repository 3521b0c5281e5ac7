import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A building, a room in it or a kennel, configured in Settings (docs/domain.md#locations). */
export const LocationSchema = defineEntity({
  name: 'Location',
  tableName: 'locations',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    kind: p.string().length(20),
    parent: () => p.manyToOne(LocationSchema).mapToPk().nullable().deleteRule('restrict'),
    active: p.boolean().default(true),
    version: p.integer().version(),
  },
  indexes: [{ name: 'locations_parent_idx', properties: ['parent'] }],
});

export type TLocationEntity = InferEntity<typeof LocationSchema>;
