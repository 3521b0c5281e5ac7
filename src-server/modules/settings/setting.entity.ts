import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One row per settings group (organization, system, notifications), its values as JSON. */
export const SettingSchema = defineEntity({
  name: 'Setting',
  tableName: 'settings',
  properties: {
    key: p.string().length(50).primary(),
    value: p.json<Record<string, unknown>>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type TSettingEntity = InferEntity<typeof SettingSchema>;
