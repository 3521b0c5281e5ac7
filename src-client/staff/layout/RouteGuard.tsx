import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { CONSOLE_ROUTES, roleMayOpen, type TConsoleRoute } from '../../../src-shared/console-routes';
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
  const handle = useStaffRouteHandle();
  return (
    <ScreenGuard title={handle?.title ?? ''} route={handle?.route ?? null}>
      <Outlet />
    </ScreenGuard>
  );
}

/** The same guard around one screen, named by its title and its entry in console-routes.ts (null: open to everyone signed in). */
export function ScreenGuard({ title, route, children }: { title: string; route: TConsoleRoute | null; children: ReactNode }) {
  const { role } = useSessionUser();
  if (!route || roleMayOpen(role, route)) return children;
  return <RouteRefusal title={title} permission={CONSOLE_ROUTES[route].permission} />;
}
