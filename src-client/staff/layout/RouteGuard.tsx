import { Outlet } from 'react-router';
import { CONSOLE_ROUTES, roleMayOpen } from '../../../src-shared/console-routes';
import { PERMISSIONS, refusalMessage, type TPermission } from '../../../src-shared/roles';
import { PageHeader } from '../components/PageHeader';
import { ROLE_MEMBERS } from '../components/role-labels';
import { RoleNotice } from '../components/RoleNotice';
import { useSessionUser } from '../session/session-user';
import { useStaffRouteHandle } from './route-title';

const roleList = new Intl.ListFormat('en', { type: 'conjunction' });

/** Says, in place of a screen, which role cannot open it and who can. */
function RouteRefusal({ title, permission }: { title: string; permission: TPermission }) {
  const { role } = useSessionUser();
  const who = roleList.format(PERMISSIONS[permission].roles.map((allowed) => ROLE_MEMBERS[allowed]));
  return (
    <>
      <PageHeader title={title} />
      <RoleNotice>{`${refusalMessage(role, permission)}: ${title} is open to ${who}.`}</RoleNotice>
    </>
  );
}

/**
 * Every console route passes here (StaffLayout): a screen the signed-in role may not open
 * (src-shared/console-routes.ts) is not rendered, so none of its calls is sent, and a calm note
 * says why instead of the error the server's refusal would show (docs/domain.md#roles).
 */
export function RouteGuard() {
  const { role } = useSessionUser();
  const handle = useStaffRouteHandle();
  if (!handle?.route || roleMayOpen(role, handle.route)) return <Outlet />;
  return <RouteRefusal title={handle.title} permission={CONSOLE_ROUTES[handle.route].permission} />;
}
