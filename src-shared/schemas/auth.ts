import { z } from 'zod';
import { ROLES } from '../roles.js';

export const ZRole = z.enum(ROLES);

export const ZLoginInput = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

/** The signed-in user as the client sees it. */
export const ZSessionUser = z.object({
  /** The user's id: the console names them where a record takes a user (the staff member of an appointment). */
  id: z.number().int(),
  name: z.string(),
  role: ZRole,
  imageUrl: z.string().nullable(),
  /**
   * The password was printed or given by someone else (docs/domain.md#users): the console asks for
   * a new one before anything else; changing it clears this.
   */
  mustChangePassword: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;
