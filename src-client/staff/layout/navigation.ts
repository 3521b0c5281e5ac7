import {
  CalendarDaysIcon,
  ChartColumnIcon,
  ClipboardListIcon,
  HeartHandshakeIcon,
  HouseIcon,
  LayoutDashboardIcon,
  ListChecksIcon,
  type LucideIcon,
  PawPrintIcon,
  SettingsIcon,
  StethoscopeIcon,
  SyringeIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import { roleMayOpen, type TConsoleRoute } from '../../../src-shared/console-routes';
import type { TRole } from '../../../src-shared/roles';

export interface TNavItem {
  label: string;
  to: TConsoleRoute;
  icon: LucideIcon;
}

export interface TNavGroup {
  label: string;
  items: TNavItem[];
}

/** The sidebar, whole: each role sees the part `navigationFor` leaves it. */
export const NAV_GROUPS: TNavGroup[] = [
  {
    label: 'Main',
    items: [
      { label: 'Dashboard', to: '/', icon: LayoutDashboardIcon },
      { label: 'Animals', to: '/animals', icon: PawPrintIcon },
      { label: 'Census', to: '/census', icon: ClipboardListIcon },
      { label: 'Daily Care', to: '/daily-care', icon: ListChecksIcon },
      { label: 'Adoptions', to: '/adoptions', icon: HeartHandshakeIcon },
      { label: 'Foster Care', to: '/foster-care', icon: HouseIcon },
      { label: 'People', to: '/people', icon: UsersIcon },
      { label: 'Medical Records', to: '/medical-records', icon: StethoscopeIcon },
      { label: 'Treatments Due', to: '/medical/due', icon: SyringeIcon },
    ],
  },
  {
    label: 'Services',
    items: [{ label: 'Appointments', to: '/appointments', icon: CalendarDaysIcon }],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Financial', to: '/financial', icon: WalletIcon },
      { label: 'Reports', to: '/reports', icon: ChartColumnIcon },
      { label: 'Settings', to: '/settings', icon: SettingsIcon },
    ],
  },
];

/** The sidebar of a role: the screens it may open (src-shared/console-routes.ts), without a group left empty. */
export function navigationFor(role: TRole): TNavGroup[] {
  return NAV_GROUPS.map((group) => ({ ...group, items: group.items.filter((item) => roleMayOpen(role, item.to)) })).filter((group) => group.items.length > 0);
}
