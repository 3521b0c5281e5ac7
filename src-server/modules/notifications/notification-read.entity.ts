import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from '../users/user.entity.js';

/**
 * That one user has read one notification (docs/domain.md#notifications). A notification is
 * derived from the records, not stored: its key names what it is about and, for what recurs, the
 * day, so tomorrow's "not walked" is unread again.
 */
export const NotificationReadSchema = defineEntity({
  name: 'NotificationRead',
  tableName: 'notification_reads',
  properties: {
    user: () => p.manyToOne(UserSchema).mapToPk().primary().deleteRule('cascade'),
    key: p.string().length(100).primary(),
    readAt: p.datetime().onCreate(() => new Date()),
  },
});

export type TNotificationReadEntity = InferEntity<typeof NotificationReadSchema>;
