import { z } from 'zod';
import { ZPassword, ZCreateUserInput } from '../../../../src-shared/schemas/users';
import { ZRole } from '../../../../src-shared/schemas/auth';

/**
 * The Users forms check what the API checks: its own username, name, role and password rules
 * (12 characters or more, not a common password), plus the new password typed twice.
 */
const confirmed = <T extends { password: string; confirmPassword: string }>(values: T, ctx: z.RefinementCtx) => {
  if (values.password !== values.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The passwords do not match' });
};

export const ZNewUserForm = z
  .object({
    username: ZCreateUserInput.shape.username,
    name: ZCreateUserInput.shape.name,
    email: ZCreateUserInput.shape.email,
    role: ZRole,
    password: ZPassword,
    confirmPassword: z.string(),
  })
  .superRefine(confirmed)
  .transform(({ confirmPassword: _confirm, ...user }) => user);
export type TNewUserFormValues = z.input<typeof ZNewUserForm>;

export const newUserDefaults = (): TNewUserFormValues => ({ username: '', name: '', email: '', role: 'staff', password: '', confirmPassword: '' });

export const ZPasswordForm = z
  .object({ password: ZPassword, confirmPassword: z.string() })
  .superRefine(confirmed)
  .transform(({ password }) => ({ password }));
export type TPasswordFormValues = z.input<typeof ZPasswordForm>;

export const ZRoleForm = z.object({ role: ZRole });

/** Where the shelter's e-mails reach the user; empty for none. */
export const ZEmailForm = z.object({ email: z.union([z.literal(''), z.email('Invalid email address').max(320)]) });

export const ZChangeOwnPasswordForm = z
  .object({ currentPassword: z.string().min(1, 'Current password is required'), password: ZPassword, confirmPassword: z.string() })
  .superRefine(confirmed)
  .transform(({ currentPassword, password }) => ({ currentPassword, newPassword: password }));
export type TChangeOwnPasswordFormValues = z.input<typeof ZChangeOwnPasswordForm>;
