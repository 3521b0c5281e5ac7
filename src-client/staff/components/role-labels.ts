import type { TRole } from '../../../src-shared/roles';

/** How each role reads on screen (the sidebar, the Users list). */
export const ROLE_LABELS: Record<TRole, string> = {
  admin: 'Administrator',
  staff: 'Staff',
  veterinarian: 'Veterinarian',
  volunteer: 'Volunteer',
};
