import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TRole } from '../../src-shared/roles.js';
import { hashPassword } from '../modules/users/password.js';
import { UserSchema, type TUserEntity } from '../modules/users/user.entity.js';
import { STAFF } from './people-data.js';

type TDemoUser = Pick<
  TUserEntity,
  'username' | 'name' | 'email' | 'notifyNewApplications' | 'digestHour' | 'notifyAppointmentReminders' | 'notifyFosterEnding'
> & {
  role: TRole;
};

/**
 * One user per role besides the admin the app bootstraps, so each role's console can be tried,
 * each with an address and the messages a person in that role would choose (docs/domain.md#messages).
 */
export const DEMO_USERS = [
  {
    username: 'staff',
    name: STAFF.manager,
    role: 'staff',
    email: 'staff@demo.shelter.invalid',
    notifyNewApplications: 'immediately',
    digestHour: 8,
    notifyAppointmentReminders: true,
    notifyFosterEnding: true,
  },
  {
    username: 'vet',
    name: STAFF.vet,
    role: 'veterinarian',
    email: 'vet@demo.shelter.invalid',
    notifyNewApplications: 'daily',
    digestHour: 7,
    notifyAppointmentReminders: true,
    notifyFosterEnding: false,
  },
  {
    username: 'volunteer',
    name: STAFF.volunteer,
    role: 'volunteer',
    email: 'volunteer@demo.shelter.invalid',
    notifyNewApplications: 'off',
    digestHour: 9,
    notifyAppointmentReminders: false,
    notifyFosterEnding: true,
  },
] as const satisfies readonly TDemoUser[];

export interface TDemoUsers {
  usernames: string[];
  /** Shared by the users created now; undefined when every one existed already. */
  password?: string;
}

/** Creates the demo users that do not exist yet, with one random password shown to the operator once. */
export async function createDemoUsers(em: EntityManager): Promise<TDemoUsers> {
  const existing = new Set(
    (await em.find(UserSchema, { username: { $in: DEMO_USERS.map((u) => u.username) } }, { fields: ['username'] })).map((u) => u.username),
  );
  const missing = DEMO_USERS.filter((u) => !existing.has(u.username));
  if (missing.length === 0) return { usernames: [] };
  const password = randomBytes(12).toString('base64url');
  // Hashed side by side: argon2 is most of the seed's time.
  const users = await Promise.all(missing.map(async (user) => ({ ...user, passwordHash: await hashPassword(password) })));
  for (const user of users) em.create(UserSchema, { ...user, imageUrl: null, active: true });
  await em.flush();
  return { usernames: missing.map((u) => u.username), password };
}
