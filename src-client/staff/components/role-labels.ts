import type { TRole } from '../../../src-shared/roles';

/** How each role reads on screen (the sidebar, the Users list). */
export const ROLE_LABELS: Record<TRole, string> = {
  admin: 'Administrator',
  staff: 'Staff',
  veterinarian: 'Veterinarian',
  volunteer: 'Volunteer',
};

/** A role's members, as a sentence names them ("open to administrators and staff members"). */
export const ROLE_MEMBERS: Record<TRole, string> = {
  admin: 'administrators',
  staff: 'staff members',
  veterinarian: 'veterinarians',
  volunteer: 'volunteers',
};
