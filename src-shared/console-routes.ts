import { roleMay, type TPermission, type TRole } from './roles.js';

/**
 * The console's screens (src-client/routes.tsx) and the permission each needs
 * (docs/domain.md#roles). A screen's permission is that of the call it is built on (`query`), so a
 * role the console lets in is a role the server answers: src-server/trpc/role-matrix.test.ts checks
 * each `query` declares exactly this permission. The sidebar lists only the screens a role may
 * open, and the router's guard shows the others as a role note instead of sending their calls.
 *
 * The Dashboard and Settings are open to every role and show each one its own part (the
 * volunteer's dashboard, the Settings tabs of settings-tabs.ts): the call every role makes there
 * is the session's.
 */
export const CONSOLE_ROUTES = {
  '/': { permission: 'session', query: 'auth.me' },
  '/animals': { permission: 'animals:read', query: 'animals.page' },
  '/animals/:id': { permission: 'animals:read', query: 'animals.get' },
  '/census': { permission: 'animals:read', query: 'locations.census' },
  '/daily-care': { permission: 'animals:read', query: 'behaviorNotes.careLog' },
  '/adoptions': { permission: 'console:read', query: 'adoptions.page' },
  '/foster-care': { permission: 'foster:read', query: 'foster.page' },
  '/people': { permission: 'animals:read', query: 'people.list' },
  '/people/foster-homes': { permission: 'foster:read', query: 'people.fosterHomes' },
  '/people/duplicates': { permission: 'console:read', query: 'people.duplicates' },
  '/people/organizations': { permission: 'animals:read', query: 'organizations.list' },
  '/people/organizations/:id': { permission: 'animals:read', query: 'organizations.get' },
  '/people/:id': { permission: 'animals:read', query: 'people.get' },
  '/medical-records': { permission: 'console:read', query: 'medical.page' },
  '/medical/due': { permission: 'console:read', query: 'carePlans.due' },
  '/appointments': { permission: 'appointments:read', query: 'appointments.page' },
  '/financial': { permission: 'console:read', query: 'transactions.page' },
  '/reports': { permission: 'console:read', query: 'reports.intakes' },
  '/reports/asilomar': { permission: 'console:read', query: 'reports.asilomar' },
  '/settings': { permission: 'session', query: 'auth.me' },
  // The papers (/print/…, decision 0013): each is its own call's answer, laid out.
  '/print/kennel-cards': { permission: 'animals:read', query: 'printables.kennelCards' },
  '/print/animals/:id/flyer': { permission: 'animals:read', query: 'printables.flyer' },
  '/print/animals/:id/vaccinations': { permission: 'console:read', query: 'printables.vaccinationCertificate' },
  '/print/adoptions/:id/contract': { permission: 'console:read', query: 'printables.adoptionContract' },
  '/print/transactions/:id/receipt': { permission: 'console:read', query: 'printables.receipt' },
} as const satisfies Record<`/${string}`, { permission: TPermission; query: string }>;

export type TConsoleRoute = keyof typeof CONSOLE_ROUTES;

/** Whether this role may open this screen of the console. */
export function roleMayOpen(role: TRole, route: TConsoleRoute): boolean {
  return roleMay(role, CONSOLE_ROUTES[route].permission);
}
