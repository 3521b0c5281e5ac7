import { z } from 'zod';
import { isCommonPassword } from '../passwords.js';
import { ZRole } from './auth.js';

export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(12, 'Password must be at least 12 characters')
  .max(1000, 'Password must be at most 1000 characters')
  .refine((password) => !isCommonPassword(password), 'This password is too common: choose a longer phrase of your own');

export const ZUsername = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(100, 'Username must be at most 100 characters')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Username may contain letters, digits and . _ @ - only');

export const ZCreateUserInput = z.object({
  username: ZUsername,
  password: ZPassword,
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  role: ZRole,
  imageUrl: z.string().trim().max(2000).nullable().optional(),
  active: z.union([z.literal(true), z.literal(false)], { error: 'active must be true or false' }).optional(),
  email: z
    .union([z.literal(''), z.email('Invalid email address').max(320)])
    .nullable()
    .optional(),
});
export type TCreateUserInput = z.infer<typeof ZCreateUserInput>;

export const ZUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: ZRole,
  imageUrl: z.string().nullable(),
  active: z.boolean(),
  /** Staff certified to perform euthanasia (docs/domain.md#outcomes); admins and vets may by role, so theirs is false. */
  euthanasiaCertified: z.boolean(),
  /** Their password was given by an admin (or printed at first start) and is replaced at their next login. */
  mustChangePassword: z.boolean(),
  email: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserUpdateInput = z.object({
  id: z.number().int().positive(),
  name: ZCreateUserInput.shape.name.optional(),
  role: ZRole.optional(),
  imageUrl: z.string().trim().max(2000).nullable().optional(),
  /** false ends the user's sessions at once. */
  active: z.union([z.literal(true), z.literal(false)], { error: 'active must be true or false' }).optional(),
  /** A new password set by an admin; ends the user's sessions. */
  password: ZPassword.optional(),
  /** Staff only; a user who stops being staff loses it. */
  euthanasiaCertified: z.union([z.literal(true), z.literal(false)], { error: 'euthanasiaCertified must be true or false' }).optional(),
  email: z
    .union([z.literal(''), z.email('Invalid email address').max(320)])
    .nullable()
    .optional(),
});
export type TUserUpdateInput = z.infer<typeof ZUserUpdateInput>;

export const ZChangePasswordInput = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1000),
  newPassword: ZPassword,
});
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;
