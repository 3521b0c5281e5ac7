import { roleMay, type TPermission } from '../../../src-shared/roles';
import { useSessionUser } from './session-user';

/**
 * Whether the signed-in user's role may do this. Screens hide what a role may not use; the
 * server refuses it anyway (docs/domain.md#roles).
 */
export function useMay(permission: TPermission): boolean {
  return roleMay(useSessionUser().role, permission);
}
