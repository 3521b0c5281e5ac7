import { z } from 'zod';
import { ZId, ZListQuery } from './fields.js';

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  /** Null for the public portal and the system's own jobs. */
  username: z.string().nullable(),
  action: z.enum(['create', 'update', 'delete']),
  entity: z.string(),
  entityId: z.string(),
  animalId: z.number().int().nullable(),
  /** The animal's ID as staff know it (A-2026-0047), for an entry about an animal or one of its records. */
  animalCode: z.string().nullable(),
  /** `{ field: [old, new] }`; a password change reads `"changed"`, never a value. */
  changes: z.record(z.string(), z.unknown()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = ZListQuery.omit({ q: true }).extend({
  entity: z.string().trim().max(50).optional(),
  entityId: z.string().trim().max(64).optional(),
  userId: ZId.optional(),
  animalId: ZId.optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;
