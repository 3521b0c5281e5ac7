/**
 * Roles and what each may do (docs/domain.md#roles). Every procedure declares one permission;
 * the server's single role middleware and the client's menus both read this table.
 */
export const ROLES = ['admin', 'staff', 'veterinarian', 'volunteer'] as const;
export type TRole = (typeof ROLES)[number];

export const PERMISSIONS = {
  /** Open to everyone, no session needed. */
  public: { roles: ROLES, label: 'use the public portal', needsSession: false },
  /** Any signed-in user: their own session and profile. */
  session: { roles: ROLES, label: 'use their own session', needsSession: true },
  'animals:read': { roles: ROLES, label: 'view animals', needsSession: true },
  'appointments:read': { roles: ROLES, label: 'view appointments', needsSession: true },
  'foster:read': { roles: ROLES, label: 'view foster care', needsSession: true },
  'console:read': { roles: ['admin', 'staff', 'veterinarian'], label: 'view this part of the console', needsSession: true },
  'records:write': {
    roles: ['admin', 'staff'],
    label: 'change animals, adoptions, foster care, applications or finances',
    needsSession: true,
  },
  'medical:write': { roles: ['admin', 'staff', 'veterinarian'], label: 'change medical records or appointments', needsSession: true },
  /** Care protocols (Settings → Medical): the veterinary team's templates. */
  'protocols:write': { roles: ['admin', 'veterinarian'], label: 'change care protocols', needsSession: true },
  'notes:write': { roles: ROLES, label: 'write behaviour notes', needsSession: true },
  /** Photo volunteers are common: every role may add photos, caption and order them; voiding one is records:write. */
  'photos:write': { roles: ROLES, label: 'add or arrange photos', needsSession: true },
  /** Documents may hold medical and personal details: never volunteers. */
  'documents:write': { roles: ['admin', 'staff', 'veterinarian'], label: 'upload or remove documents', needsSession: true },
  'holds:write': { roles: ['admin', 'staff', 'veterinarian'], label: 'place or release holds', needsSession: true },
  /** Euthanasia outcomes also need the user's own grant (admins, vets, certified staff): docs/domain.md#outcomes. */
  'outcomes:write': { roles: ['admin', 'staff', 'veterinarian'], label: 'record how an animal left the shelter', needsSession: true },
  'animals:void': { roles: ['admin'], label: 'void an animal entered in error', needsSession: true },
  admin: { roles: ['admin'], label: 'manage settings, users, the audit log or backups', needsSession: true },
} as const satisfies Record<string, { roles: readonly TRole[]; label: string; needsSession: boolean }>;

export type TPermission = keyof typeof PERMISSIONS;

export function roleMay(role: TRole, permission: TPermission): boolean {
  return (PERMISSIONS[permission].roles as readonly TRole[]).includes(role);
}

/** Euthanasia (docs/domain.md#outcomes): admins and veterinarians may by role, staff members once an admin certifies them. */
export const EUTHANASIA_ROLES = ['admin', 'veterinarian'] as const satisfies readonly TRole[];
export const CERTIFIABLE_ROLE = 'staff' satisfies TRole;

export function euthanasiaAllowed(role: TRole, euthanasiaCertified: boolean): boolean {
  return (EUTHANASIA_ROLES as readonly TRole[]).includes(role) || (role === CERTIFIABLE_ROLE && euthanasiaCertified);
}

export function refusalMessage(role: TRole, permission: TPermission): string {
  return `The ${role} role cannot ${PERMISSIONS[permission].label}`;
}
