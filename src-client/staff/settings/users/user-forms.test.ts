import { describe, expect, it } from 'vitest';
import { ZChangeOwnPasswordForm, ZNewUserForm, ZPasswordForm } from './user-forms';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('the Users forms', () => {
  it('create a user without the confirmation', () => {
    expect(
      ZNewUserForm.parse({
        username: 'casey',
        name: 'Casey Moore',
        role: 'veterinarian',
        password: 'blue kettle on a hill',
        confirmPassword: 'blue kettle on a hill',
      }),
    ).toEqual({
      username: 'casey',
      name: 'Casey Moore',
      role: 'veterinarian',
      password: 'blue kettle on a hill',
    });
  });

  it('refuse a short or common password, and a confirmation that differs, as the API would', () => {
    expect(messages(ZPasswordForm.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual(['Password must be at least 12 characters']);
    expect(messages(ZPasswordForm.safeParse({ password: 'Password1234!', confirmPassword: 'Password1234!' }))).toEqual([
      'This password is too common: choose a longer phrase of your own',
    ]);
    expect(messages(ZPasswordForm.safeParse({ password: 'blue kettle on a hill', confirmPassword: 'blue kettle on a hil' }))).toEqual([
      'The passwords do not match',
    ]);
  });

  it('send the current and the new password when changing one’s own', () => {
    expect(ZChangeOwnPasswordForm.parse({ currentPassword: 'old one', password: 'blue kettle on a hill', confirmPassword: 'blue kettle on a hill' })).toEqual({
      currentPassword: 'old one',
      newPassword: 'blue kettle on a hill',
    });
    expect(
      messages(ZChangeOwnPasswordForm.safeParse({ currentPassword: '', password: 'blue kettle on a hill', confirmPassword: 'blue kettle on a hill' })),
    ).toEqual(['Current password is required']);
  });
});
