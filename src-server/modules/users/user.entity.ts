import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { NEW_APPLICATION_MODES, type TNewApplicationMode } from '../../../src-shared/schemas/messages.js';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(100).unique('users_username_unique'),
    /** argon2id hash (docs/decisions/0002-sessions-table.md); never leaves the server. */
    passwordHash: p.text().hidden(),
    name: p.string().length(200),
    role: p.string().length(20),
    imageUrl: p.text().nullable(),
    active: p.boolean().default(true),
    /** A staff member certified to perform euthanasia (docs/domain.md#outcomes); admins and vets are by role. */
    euthanasiaCertified: p.boolean().default(false),
    /** Set for an account whose password was printed or given by someone else: the console asks for a new one first. */
    mustChangePassword: p.boolean().default(false),
    /** Where this user's own messages go (docs/domain.md#messages); none, none are sent. */
    email: p.string().length(320).nullable(),
    /** New applications: 'off', 'immediately' or 'daily' (at digestHour). */
    notifyNewApplications: p
      .enum(() => [...NEW_APPLICATION_MODES])
      .$type<TNewApplicationMode>()
      .columnType('varchar(12)')
      .default('off'),
    /** The shelter's hour (0–23) of this user's daily messages. */
    digestHour: p.smallint().default(8),
    notifyAppointmentReminders: p.boolean().default(false),
    notifyFosterEnding: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  checks: [{ name: 'users_digest_hour_check', expression: 'digest_hour >= 0 and digest_hour <= 23' }],
});

export type TUserEntity = InferEntity<typeof UserSchema>;
