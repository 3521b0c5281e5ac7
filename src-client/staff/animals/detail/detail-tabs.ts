import type { TPermission } from '../../../../src-shared/roles';

export const DETAIL_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'photos', label: 'Photos' },
  { value: 'journey', label: 'Journey' },
  { value: 'medical', label: 'Medical Records', permission: 'console:read' },
  { value: 'care-plan', label: 'Care Plan', permission: 'console:read' },
  { value: 'notes', label: 'Notes' },
  { value: 'appointments', label: 'Appointments' },
  { value: 'foster', label: 'Foster History' },
  // Volunteers see animals, appointments and foster care only (docs/domain.md#roles).
  { value: 'adoptions', label: 'Adoption History', permission: 'console:read' },
  { value: 'microchip', label: 'Microchip' },
  // Documents may hold medical and personal details (docs/domain.md#documents).
  { value: 'documents', label: 'Documents', permission: 'console:read' },
  { value: 'history', label: 'History', permission: 'console:read' },
] as const satisfies readonly { value: string; label: string; permission?: TPermission }[];

export type TDetailTab = (typeof DETAIL_TABS)[number]['value'];

/** The tab an address asks for (`?tab=microchip`), if it is one this user may see. */
export function detailTab(param: string | null, visible: readonly TDetailTab[]): TDetailTab {
  return visible.find((tab) => tab === param) ?? 'overview';
}
