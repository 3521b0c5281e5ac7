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
  UsersIcon,
  WalletIcon,
} from 'lucide-react';

export interface TNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface TNavGroup {
  label: string;
  items: TNavItem[];
}

/** The sidebar. */
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
