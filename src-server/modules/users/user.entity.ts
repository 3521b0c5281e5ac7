import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

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
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type TUserEntity = InferEntity<typeof UserSchema>;
