import { useMatches } from 'react-router';

/** What a staff route declares for the top bar (routes.tsx). */
export interface TStaffRouteHandle {
  title: string;
}

function isStaffRouteHandle(handle: unknown): handle is TStaffRouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';
}

/** The top bar's title: the deepest matched route that declares one. */
export function useRouteTitle(): string {
  const handles = useMatches().map((match) => match.handle);
  return handles.reverse().find(isStaffRouteHandle)?.title ?? '';
}
