import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppErrorPage } from './shared/AppErrorPage';
import { NotFoundPage } from './shared/NotFoundPage';
import { PageSpinner } from './shared/PageSpinner';
import { RequireNumericParam } from './shared/RequireNumericParam';
import { RootLayout } from './shared/RootLayout';
import type { TStaffRouteHandle } from './staff/layout/route-title';

const staffHandle = (title: string): TStaffRouteHandle => ({ title });
const staffNotFound = <NotFoundPage home={{ to: '/', label: 'Back to Dashboard' }} />;

/**
 * Every route. Paths under /public are the adoption portal; everything else
 * is the staff console. Each area's layout and screens load lazily, so a visitor of the portal
 * never downloads console code.
 */
const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: AppErrorPage,
    children: [
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
        path: '/',
        lazy: async () => {
          // The console's own Chakra theme (every recipe) arrives with its layout, not with the portal.
          const [{ StaffLayout }, { ConsoleTheme }] = await Promise.all([import('./staff/layout/StaffLayout'), import('./shared/ConsoleTheme')]);
          return {
            Component: () => (
              <ConsoleTheme>
                <StaffLayout />
              </ConsoleTheme>
            ),
          };
        },
        children: [
          {
            index: true,
            handle: staffHandle('Dashboard'),
            lazy: async () => ({ Component: (await import('./staff/dashboard/DashboardScreen')).DashboardScreen }),
          },
          {
            path: 'animals',
            handle: staffHandle('Animals'),
            lazy: async () => ({ Component: (await import('./staff/animals/AnimalsScreen')).AnimalsScreen }),
          },
          {
            path: 'animals/:id',
            handle: staffHandle('Animal Details'),
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
            handle: staffHandle('Census'),
            lazy: async () => ({ Component: (await import('./staff/census/CensusScreen')).CensusScreen }),
          },
          {
            path: 'daily-care',
            handle: staffHandle('Daily Care'),
            lazy: async () => ({ Component: (await import('./staff/daily-care/DailyCareScreen')).DailyCareScreen }),
          },
          {
            path: 'adoptions',
            handle: staffHandle('Adoptions'),
            lazy: async () => ({ Component: (await import('./staff/adoptions/AdoptionsScreen')).AdoptionsScreen }),
          },
          {
            path: 'foster-care',
            handle: staffHandle('Foster Care'),
            lazy: async () => ({ Component: (await import('./staff/foster/FosterScreen')).FosterScreen }),
          },
          {
            path: 'people',
            handle: staffHandle('People'),
            lazy: async () => ({ Component: (await import('./staff/people/PeopleScreen')).PeopleScreen }),
          },
          {
            path: 'people/foster-homes',
            handle: staffHandle('Foster Homes'),
            lazy: async () => ({ Component: (await import('./staff/people/FosterHomesScreen')).FosterHomesScreen }),
          },
          {
            path: 'people/duplicates',
            handle: staffHandle('Duplicates'),
            lazy: async () => ({ Component: (await import('./staff/people/DuplicatesScreen')).DuplicatesScreen }),
          },
          {
            path: 'people/organizations',
            handle: staffHandle('Organizations'),
            lazy: async () => ({ Component: (await import('./staff/organizations/OrganizationsScreen')).OrganizationsScreen }),
          },
          {
            path: 'people/organizations/:id',
            handle: staffHandle('Organization'),
            element: <RequireNumericParam name="id" otherwise={staffNotFound} />,
            children: [{ index: true, lazy: async () => ({ Component: (await import('./staff/organizations/OrganizationScreen')).OrganizationScreen }) }],
          },
          {
            path: 'people/:id',
            handle: staffHandle('Person'),
            element: <RequireNumericParam name="id" otherwise={staffNotFound} />,
            children: [{ index: true, lazy: async () => ({ Component: (await import('./staff/people/PersonScreen')).PersonScreen }) }],
          },
          {
            path: 'medical-records',
            handle: staffHandle('Medical Records'),
            lazy: async () => ({ Component: (await import('./staff/medical/MedicalRecordsScreen')).MedicalRecordsScreen }),
          },
          {
            path: 'appointments',
            handle: staffHandle('Appointments'),
            lazy: async () => ({ Component: (await import('./staff/appointments/AppointmentsScreen')).AppointmentsScreen }),
          },
          {
            path: 'financial',
            handle: staffHandle('Financial Management'),
            lazy: async () => ({ Component: (await import('./staff/finance/FinancialScreen')).FinancialScreen }),
          },
          {
            path: 'reports',
            handle: staffHandle('Reports'),
            lazy: async () => ({ Component: (await import('./staff/reports/ReportsScreen')).ReportsScreen }),
          },
          {
            path: 'reports/asilomar',
            handle: staffHandle('Asilomar Report'),
            lazy: async () => ({ Component: (await import('./staff/reports/AsilomarReportScreen')).AsilomarReportScreen }),
          },
          {
            path: 'settings',
            handle: staffHandle('Settings'),
            lazy: async () => ({ Component: (await import('./staff/settings/SettingsScreen')).SettingsScreen }),
          },
          { path: '*', handle: staffHandle('Page Not Found'), element: staffNotFound },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
