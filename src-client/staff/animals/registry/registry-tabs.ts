import type { TAnimalStatus } from '../../../../src-shared/enums';

export interface TRegistryTab {
  label: string;
  /** The status the tab lists; null lists every animal. */
  status: TAnimalStatus | null;
  emptyTitle: string;
}

/** The Animal Registry's tabs. */
export const REGISTRY_TABS: readonly TRegistryTab[] = [
  { label: 'All Animals', status: null, emptyTitle: 'No animals yet' },
  { label: 'Available', status: 'Available', emptyTitle: 'No animals are available' },
  { label: 'Adopted', status: 'Adopted', emptyTitle: 'No adopted animals' },
  { label: 'In Foster', status: 'In Foster', emptyTitle: 'No animals are in foster care' },
  { label: 'Medical Hold', status: 'Medical Hold', emptyTitle: 'No animals are on medical hold' },
];

/** The tab an address asks for (`?status=Adopted`); an unknown one falls back to All Animals. */
export function registryTab(param: string | null): TRegistryTab {
  return REGISTRY_TABS.find((tab) => tab.status !== null && tab.status === param) ?? REGISTRY_TABS[0]!;
}
