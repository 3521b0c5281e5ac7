import { useMatches } from 'react-router';
import type { TConsoleRoute } from '../../../src-shared/console-routes';

/**
 * What a staff route declares (routes.tsx): the top bar's title, and which screen of
 * src-shared/console-routes.ts it is, whose permission the route guard checks (null: a page open
 * to everyone signed in, such as Page Not Found).
 */
export interface TStaffRouteHandle {
  title: string;
  route: TConsoleRoute | null;
}

function isStaffRouteHandle(handle: unknown): handle is TStaffRouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';
}

/** The deepest matched route's handle: the screen on show. */
export function useStaffRouteHandle(): TStaffRouteHandle | undefined {
  const handles = useMatches().map((match) => match.handle);
  return handles.reverse().find(isStaffRouteHandle);
}

/** The top bar's title. */
export function useRouteTitle(): string {
  return useStaffRouteHandle()?.title ?? '';
}
