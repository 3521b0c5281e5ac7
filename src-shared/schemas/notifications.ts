import { z } from 'zod';

/** What needs someone today (docs/domain.md#notifications): derived from the records, read state kept per user. */

export const NOTIFICATION_KINDS = ['New application', 'Appointment today', 'Appointments not marked', 'Foster ending', 'Not walked', 'Treatments due'] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A notification's key names what it is about ("application:12") and, for what recurs, the day. */
const ZNotificationKey = z.string().trim().min(1, 'A notification key is required').max(100, 'Must be at most 100 characters');

export const ZNotification = z.object({
  key: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  detail: z.string(),
  /** The day and time ("HH:MM") it is due, when it has one, for the console to show in the Display formats. */
  date: z.string().nullable(),
  time: z.string().nullable(),
  /** The console path where it is acted on. */
  url: z.string(),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotifications = z.object({
  items: z.array(ZNotification),
  unread: z.number().int(),
});
export type TNotifications = z.infer<typeof ZNotifications>;

/** Marks some notifications read by their keys, or every one listed now with `all: true`. */
export const ZNotificationsReadInput = z
  .object({
    keys: z.array(ZNotificationKey).max(200, 'At most 200 keys at once').optional(),
    all: z.literal(true, { error: 'all must be true' }).optional(),
  })
  .refine((input) => input.all || input.keys?.length, { error: 'Name the notifications to mark read (keys), or send all: true' });
export type TNotificationsReadInput = z.infer<typeof ZNotificationsReadInput>;
