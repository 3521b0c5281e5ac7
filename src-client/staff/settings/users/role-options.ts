import { ROLES } from '../../../../src-shared/roles';
import { ROLE_LABELS } from '../../components/role-labels';

/** The roles to choose from, with what each may do in a line (docs/domain.md#roles). */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const ROLE_HELP =
  'Administrators manage settings and users; staff run animals, adoptions and finances; veterinarians keep medical records; volunteers view animals and write behaviour notes.';
