import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One write: who, when, which record, and each changed field's old and new value. */
export const AuditEntrySchema = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_log',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    at: p.datetime().defaultRaw('now()'),
    /** The signed-in user, or null for the public portal and the system's own jobs. */
    userId: p.integer().nullable(),
    username: p.string().length(100).nullable(),
    action: p.string().length(10),
    entity: p.string().length(50),
    entityId: p.string().length(64),
    /** The animal the record belongs to, so an animal's history is one indexed query. */
    animalId: p.integer().nullable(),
    changes: p.json<Record<string, unknown>>(),
  },
  indexes: [
    { name: 'audit_log_at_idx', properties: ['at', 'id'] },
    { name: 'audit_log_entity_idx', properties: ['entity', 'entityId', 'at'] },
    { name: 'audit_log_animal_idx', properties: ['animalId', 'at'] },
    { name: 'audit_log_user_idx', properties: ['userId', 'at'] },
  ],
});

export type TAuditEntryEntity = InferEntity<typeof AuditEntrySchema>;
