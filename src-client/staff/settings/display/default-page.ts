import { roleMayOpen, type TConsoleRoute } from '../../../../src-shared/console-routes';
import type { TRole } from '../../../../src-shared/roles';
import type { DEFAULT_PAGES } from '../../../shared/display-settings';

type TDefaultPage = (typeof DEFAULT_PAGES)[number];

/** The Display setting's choices: where each leads and how it reads. */
export const DEFAULT_PAGE_OPTIONS: readonly { value: TDefaultPage; label: string; path: TConsoleRoute }[] = [
  { value: 'dashboard', label: 'Dashboard', path: '/' },
  { value: 'animals', label: 'Animals', path: '/animals' },
  { value: 'appointments', label: 'Appointments', path: '/appointments' },
  { value: 'adoptions', label: 'Adoptions', path: '/adoptions' },
];

/** The choices a role may open (src-shared/console-routes.ts). */
export function defaultPageOptions(role: TRole): (typeof DEFAULT_PAGE_OPTIONS)[number][] {
  return DEFAULT_PAGE_OPTIONS.filter((option) => roleMayOpen(role, option.path));
}

/** Where the console opens after this role logs in: the Dashboard when the page chosen is not one it may open (a browser shared by roles). */
export function defaultPagePath(page: TDefaultPage, role: TRole): string {
  return defaultPageOptions(role).find((option) => option.value === page)?.path ?? '/';
}
