import type { DEFAULT_PAGES } from '../../../shared/display-settings';

type TDefaultPage = (typeof DEFAULT_PAGES)[number];

/** The Display setting's choices: where each leads and how it reads. */
export const DEFAULT_PAGE_OPTIONS: readonly { value: TDefaultPage; label: string; path: string }[] = [
  { value: 'dashboard', label: 'Dashboard', path: '/' },
  { value: 'animals', label: 'Animals', path: '/animals' },
  { value: 'appointments', label: 'Appointments', path: '/appointments' },
  { value: 'adoptions', label: 'Adoptions', path: '/adoptions' },
];

/** Where the console opens after logging in. */
export function defaultPagePath(page: TDefaultPage): string {
  return DEFAULT_PAGE_OPTIONS.find((option) => option.value === page)?.path ?? '/';
}
