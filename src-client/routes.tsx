import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppErrorPage } from './shared/AppErrorPage';
import { NotFoundPage } from './shared/NotFoundPage';
import { PageSpinner } from './shared/PageSpinner';
import { RequireNumericParam } from './shared/RequireNumericParam';
import { RootLayout } from './shared/RootLayout';
import type { TConsoleRoute } from '../src-shared/console-routes';
import type { TStaffRouteHandle } from './staff/layout/route-title';

/** A console route: its title, and the screen whose permission the route guard checks (layout/RouteGuard.tsx). */
const staffHandle = (title: string, route: TConsoleRoute | null): TStaffRouteHandle => ({ title, route });
const staffNotFound = <NotFoundPage home={{ to: '/', label: 'Back to Dashboard' }} />;

/** A console layout, with the console's own Chakra theme (console-system.ts), which arrives with it and never with the portal. */
async function consoleLayout(load: () => Promise<ComponentType>): Promise<{ Component: ComponentType }> {
  const [Layout, { ConsoleTheme }] = await Promise.all([load(), import('./shared/ConsoleTheme')]);
  return {
    Component: () => (
      <ConsoleTheme>
        <Layout />
      </ConsoleTheme>
    ),
  };
}

/**
 * Every route. Paths under /public are the adoption portal, under /print the papers staff print;
 * everything else is the staff console. Each area's layout and screens load lazily, so a visitor of the portal
 * never downloads console code.
 */
const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: AppErrorPage,
    children: [
      {
        // A paper: outside the portal's layout, so nothing but the sheet is printed.
        path: 'public/animals/:id/flyer',
        lazy: async () => ({ Component: (await import('./portal/flyer/PublicFlyerPage')).PublicFlyerPage }),
      },
      {
        path: 'public',
        lazy: async () => ({ Component: (await import('./portal/layout/PublicLayout')).PublicLayout }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./portal/list/AdoptableAnimalsPage')).AdoptableAnimalsPage }) },
          { path: 'animals/:id', lazy: async () => ({ Component: (await import('./portal/detail/AnimalDetailPage')).AnimalDetailPage }) },
          { path: '*', element: <NotFoundPage home={{ to: '/public', label: 'Back to Adoptable Animals' }} /> },
        ],
      },
      {
        // The papers (decision 0013): their routes are the print area's own, so the console's first download does not carry them.
        path: 'print/*',
        lazy: () => consoleLayout(async () => (await import('./staff/print/PrintArea')).PrintArea),
      },
      {
        path: '/',
        lazy: () => consoleLayout(async () => (await import('./staff/layout/StaffLayout')).StaffLayout),
        children: [
          {
            index: true,
            handle: staffHandle('Dashboard', '/'),
            lazy: async () => ({ Component: (await import('./staff/dashboard/DashboardScreen')).DashboardScreen }),
          },
          {
            path: 'animals',
            handle: staffHandle('Animals', '/animals'),
            lazy: async () => ({ Component: (await import('./staff/animals/AnimalsScreen')).AnimalsScreen }),
          },
          {
            path: 'animals/:id',
            handle: staffHandle('Animal Details', '/animals/:id'),
            element: <RequireNumericParam name="id" otherwise={staffNotFound} />,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./staff/animals/detail/AnimalDetailScreen')).AnimalDetailScreen }),
              },
            ],
          },
          {
            path: 'census',
            handle: staffHandle('Census', '/census'),
            lazy: async () => ({ Component: (await import('./staff/census/CensusScreen')).CensusScreen }),
          },
          {
            path: 'daily-care',
            handle: staffHandle('Daily Care', '/daily-care'),
            lazy: async () => ({ Component: (await import('./staff/daily-care/DailyCareScreen')).DailyCareScreen }),
          },
          {
            path: 'adoptions',
            handle: staffHandle('Adoptions', '/adoptions'),
            lazy: async () => ({ Component: (await import('./staff/adoptions/AdoptionsScreen')).AdoptionsScreen }),
          },
          {
            path: 'foster-care',
            handle: staffHandle('Foster Care', '/foster-care'),
            lazy: async () => ({ Component: (await import('./staff/foster/FosterScreen')).FosterScreen }),
          },
          {
            path: 'people',
            handle: staffHandle('People', '/people'),
            lazy: async () => ({ Component: (await import('./staff/people/PeopleScreen')).PeopleScreen }),
          },
          {
            path: 'people/foster-homes',
            handle: staffHandle('Foster Homes', '/people/foster-homes'),
            lazy: async () => ({ Component: (await import('./staff/people/FosterHomesScreen')).FosterHomesScreen }),
          },
          {
            path: 'people/duplicates',
            handle: staffHandle('Duplicates', '/people/duplicates'),
            lazy: async () => ({ Component: (await import('./staff/people/DuplicatesScreen')).DuplicatesScreen }),
          },
          {
            path: 'people/organizations',
            handle: staffHandle('Organizations', '/people/organizations'),
            lazy: async () => ({ Component: (await import('./staff/organizations/OrganizationsScreen')).OrganizationsScreen }),
          },
          {
            path: 'people/organizations/:id',
            handle: staffHandle('Organization', '/people/organizations/:id'),
            element: <RequireNumericParam name="id" otherwise={staffNotFound} />,
            children: [{ index: true, lazy: async () => ({ Component: (await import('./staff/organizations/OrganizationScreen')).OrganizationScreen }) }],
          },
          {
            path: 'people/:id',
            handle: staffHandle('Person', '/people/:id'),
            element: <RequireNumericParam name="id" otherwise={staffNotFound} />,
            children: [{ index: true, lazy: async () => ({ Component: (await import('./staff/people/PersonScreen')).PersonScreen }) }],
          },
          {
            path: 'medical-records',
            handle: staffHandle('Medical Records', '/medical-records'),
            lazy: async () => ({ Component: (await import('./staff/medical/MedicalRecordsScreen')).MedicalRecordsScreen }),
          },
          {
            path: 'medical/due',
            handle: staffHandle('Treatments Due', '/medical/due'),
            lazy: async () => ({ Component: (await import('./staff/care-plans/DueScreen')).DueScreen }),
          },
          {
            path: 'appointments',
            handle: staffHandle('Appointments', '/appointments'),
            lazy: async () => ({ Component: (await import('./staff/appointments/AppointmentsScreen')).AppointmentsScreen }),
          },
          {
            path: 'financial',
            handle: staffHandle('Financial Management', '/financial'),
            lazy: async () => ({ Component: (await import('./staff/finance/FinancialScreen')).FinancialScreen }),
          },
          {
            path: 'reports',
            handle: staffHandle('Reports', '/reports'),
            lazy: async () => ({ Component: (await import('./staff/reports/ReportsScreen')).ReportsScreen }),
          },
          {
            path: 'reports/asilomar',
            handle: staffHandle('Asilomar Report', '/reports/asilomar'),
            lazy: async () => ({ Component: (await import('./staff/reports/AsilomarReportScreen')).AsilomarReportScreen }),
          },
          {
            path: 'settings',
            handle: staffHandle('Settings', '/settings'),
            lazy: async () => ({ Component: (await import('./staff/settings/SettingsScreen')).SettingsScreen }),
          },
          { path: '*', handle: staffHandle('Page Not Found', null), element: staffNotFound },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
