import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CERTIFIABLE_ROLE } from '../../../src-shared/roles.js';
import { ZRole } from '../../../src-shared/schemas/auth.js';
import { ZCreateUserInput, type TChangePasswordInput, type TCreateUserInput, type TUser, type TUserUpdateInput } from '../../../src-shared/schemas/users.js';
import { conflict, DomainError, invalid, notFound } from '../../domain-errors.js';
import { sentFields } from '../../db/corrections.js';
import { SessionSchema } from '../auth/session.entity.js';
import { hashPassword, verifyPassword } from './password.js';
import { UserSchema, type TUserEntity } from './user.entity.js';

/**
 * Who chose a password (docs/domain.md#users): one printed by the server or given by someone else
 * (an admin, the command line) is the user's to replace, and the console asks for a new one first;
 * one the user chose, or the operator's own SHELTER_ADMIN_PASSWORD, is not.
 */
export interface TPasswordSource {
  mustChangePassword: boolean;
}

export async function createUser(em: EntityManager, input: TCreateUserInput, source: TPasswordSource = { mustChangePassword: false }): Promise<TUserEntity> {
  const data = ZCreateUserInput.parse(input);
  if (await em.count(UserSchema, { username: data.username })) throw conflict(`The username ${data.username} is taken`);
  const user = em.create(UserSchema, {
    username: data.username,
    passwordHash: await hashPassword(data.password),
    name: data.name,
    role: data.role,
    imageUrl: data.imageUrl ?? null,
    active: data.active ?? true,
    mustChangePassword: source.mustChangePassword,
  });
  await em.flush();
  return user;
}

/** Sets a new password and ends every session of that user at once. */
export async function setPassword(em: EntityManager, username: string, password: string, source: TPasswordSource): Promise<TUserEntity> {
  const user = await em.findOne(UserSchema, { username });
  if (!user) throw notFound(`User ${username}`);
  user.passwordHash = await hashPassword(password);
  user.mustChangePassword = source.mustChangePassword;
  await em.transactional(async (tx) => {
    await tx.nativeDelete(SessionSchema, { user: user.id });
    tx.persist(user);
  });
  return user;
}

/**
 * On start: the configured admin is created, or its password reset; with none configured and
 * no user at all, an `admin` with a random password is made and the password returned, once: a
 * printed password, which the console asks the admin to replace at the first login.
 */
export async function bootstrapAdmin(
  em: EntityManager,
  admin: { username: string; password: string } | undefined,
): Promise<{ username: string; generatedPassword?: string } | undefined> {
  if (admin) {
    const existing = await em.findOne(UserSchema, { username: admin.username });
    if (existing) {
      existing.role = 'admin';
      existing.active = true;
      await setPassword(em, admin.username, admin.password, { mustChangePassword: false });
    } else {
      await createUser(em, { ...admin, name: 'Administrator', role: 'admin' });
    }
    return { username: admin.username };
  }
  if ((await em.count(UserSchema, {})) > 0) return undefined;
  const generatedPassword = randomBytes(12).toString('base64url');
  await createUser(em, { username: 'admin', password: generatedPassword, name: 'Administrator', role: 'admin' }, { mustChangePassword: true });
  return { username: 'admin', generatedPassword };
}

export function toUser(user: TUserEntity): TUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    role: ZRole.parse(user.role),
    imageUrl: user.imageUrl ?? null,
    active: user.active,
    euthanasiaCertified: user.euthanasiaCertified,
    mustChangePassword: user.mustChangePassword,
    email: user.email ?? null,
  };
}

export async function listUsers(em: EntityManager): Promise<TUser[]> {
  const users = await em.find(UserSchema, {}, { orderBy: { username: 'asc' } });
  return users.map(toUser);
}

/** Shelter must keep one way in: the last active admin cannot lose the role or be deactivated. */
async function assertAnotherAdminRemains(em: EntityManager, user: TUserEntity, next: { role: string; active: boolean }): Promise<void> {
  const staysAdmin = next.role === 'admin' && next.active;
  if (user.role !== 'admin' || !user.active || staysAdmin) return;
  const others = await em.count(UserSchema, { role: 'admin', active: true, id: { $ne: user.id } });
  if (others === 0) throw conflict('The last active admin cannot be deactivated or given another role');
}

/**
 * An admin changes a user's name, role, photo, password, euthanasia certification or active flag.
 * A new password or a deactivation ends that user's sessions at once, in the same transaction. A
 * password set for someone else is theirs to replace at their next login; an admin's own is not.
 * The certification is a staff member's (docs/domain.md#outcomes): a user who stops being staff
 * loses it, so coming back to staff later does not bring it back unasked.
 */
export async function updateUser(em: EntityManager, input: TUserUpdateInput, actorId: number): Promise<TUser> {
  const { id, password, ...changes } = input;
  const passwordHash = password ? await hashPassword(password) : undefined;
  return em.transactional(async (tx) => {
    const user = await tx.findOne(UserSchema, { id });
    if (!user) throw notFound('User');
    const role = changes.role ?? user.role;
    await assertAnotherAdminRemains(tx, user, { role, active: changes.active ?? user.active });
    if (changes.euthanasiaCertified && role !== CERTIFIABLE_ROLE) {
      throw invalid('Only staff members are certified for euthanasia: administrators and veterinarians may by their role', 'euthanasiaCertified');
    }
    tx.assign(user, { ...sentFields(changes), ...(passwordHash ? { passwordHash, mustChangePassword: user.id !== actorId } : {}) });
    if (role !== CERTIFIABLE_ROLE) user.euthanasiaCertified = false;
    if (passwordHash || changes.active === false) await tx.nativeDelete(SessionSchema, { user: user.id });
    await tx.flush();
    return toUser(user);
  });
}

/** Anyone may change their own password, knowing the current one; their other sessions end, and the console stops asking for a new one. */
export async function changeOwnPassword(em: EntityManager, userId: number, currentSessionKey: string, input: TChangePasswordInput): Promise<void> {
  const user = await em.findOne(UserSchema, { id: userId, active: true });
  if (!user) throw notFound('User');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new DomainError('invalid', 'Current password is incorrect');
  user.passwordHash = await hashPassword(input.newPassword);
  user.mustChangePassword = false;
  await em.transactional(async (tx) => {
    await tx.nativeDelete(SessionSchema, { user: user.id, id: { $ne: currentSessionKey } });
    tx.persist(user);
  });
}
