import type { TAdoptionStatus } from '../../../src-shared/enums';

/** The Adoptions screen's tabs: All, Completed, Pending, Cancelled, Returned, and the applications inbox. */
export type TAdoptionTab = 'all' | TAdoptionStatus | 'applications';

export const ADOPTION_TABS: readonly { value: TAdoptionTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'Completed', label: 'Completed' },
  { value: 'Pending', label: 'Pending' },
  { value: 'Cancelled', label: 'Cancelled' },
  { value: 'Returned', label: 'Returned' },
  { value: 'applications', label: 'Applications' },
];

/** The tab an address asks for (`?tab=Pending`); anything else is All. */
export function adoptionTab(param: string | null): TAdoptionTab {
  return ADOPTION_TABS.find((tab) => tab.value === param)?.value ?? 'all';
}
