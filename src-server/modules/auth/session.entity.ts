import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../users/user.entity.js';

export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    /** SHA-256 of the id the cookie carries: a leaked table does not yield live sessions. */
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(UserSchema).mapToPk().deleteRule('cascade').index('sessions_user_idx'),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
  },
});

export type TSessionEntity = InferEntity<typeof SessionSchema>;
