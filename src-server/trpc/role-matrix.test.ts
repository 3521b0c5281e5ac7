import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES } from '../../src-shared/console-routes.js';
import { PERMISSIONS, roleMay, ROLES, type TPermission, type TRole } from '../../src-shared/roles.js';
import { createTestApp, type TTestApp } from '../../test/app.js';
import { appRouter } from '../app-router.js';

/**
 * The roles table of docs/domain.md#roles, written out here on its own, so that a wrong entry in src-shared/roles.ts
 * fails this test instead of being read back from it.
 */
const DESIGN_TABLE = {
  public: ['anonymous', 'admin', 'staff', 'veterinarian', 'volunteer'],
  'signed in': ['admin', 'staff', 'veterinarian', 'volunteer'],
  'read animals, appointments, foster care': ['admin', 'staff', 'veterinarian', 'volunteer'],
  'read the rest of the console': ['admin', 'staff', 'veterinarian'],
  'write animals, adoptions, foster, applications, finance': ['admin', 'staff'],
  'write medical records, appointments': ['admin', 'staff', 'veterinarian'],
  'write care protocols': ['admin', 'veterinarian'],
  'write behaviour notes': ['admin', 'staff', 'veterinarian', 'volunteer'],
  'upload, retitle or void documents': ['admin', 'staff', 'veterinarian'],
  'add, caption and order photos': ['admin', 'staff', 'veterinarian', 'volunteer'],
  'settings, users, audit log, backup': ['admin'],
  'void an animal': ['admin'],
  'place or release holds, record outcomes': ['admin', 'staff', 'veterinarian'],
} as const satisfies Record<string, readonly (TRole | 'anonymous')[]>;
type TRow = keyof typeof DESIGN_TABLE;

const READ_CARE: TRow = 'read animals, appointments, foster care';
const READ: TRow = 'read the rest of the console';
const RECORDS: TRow = 'write animals, adoptions, foster, applications, finance';
const MEDICAL: TRow = 'write medical records, appointments';
const CARE: TRow = 'place or release holds, record outcomes';
const PROTOCOLS: TRow = 'write care protocols';
const ADMIN: TRow = 'settings, users, audit log, backup';

/** Every procedure must be listed here: a new one without a row fails the first test. */
const EXPECTED: Record<string, TRow> = {
  'adoptions.list': READ,
  'adoptions.byAnimal': READ,
  'adoptions.page': READ,
  'adoptions.summary': READ,
  'adoptions.create': RECORDS,
  'adoptions.update': RECORDS,
  'adoptions.void': RECORDS,
  'adoptions.return': RECORDS,
  'journey.get': READ_CARE,
  'journey.intake': RECORDS,
  'journey.outcome': CARE,
  'journey.removeOutcome': CARE,
  'journey.placeHold': CARE,
  'journey.updateHold': CARE,
  'journey.releaseHold': CARE,
  'journey.voidHold': CARE,
  'journey.euthanizers': CARE,
  'locations.list': READ_CARE,
  'locations.create': ADMIN,
  'locations.update': ADMIN,
  'locations.move': RECORDS,
  'locations.census': READ_CARE,
  'partners.list': READ_CARE,
  'partners.create': ADMIN,
  'partners.update': ADMIN,
  'organizations.list': READ_CARE,
  'organizations.get': READ_CARE,
  'organizations.create': RECORDS,
  'organizations.update': RECORDS,
  'organizations.merge': ADMIN,
  'people.list': READ_CARE,
  'people.export': READ,
  'people.get': READ_CARE,
  'people.fosterHomes': READ_CARE,
  'people.duplicates': READ,
  'people.create': RECORDS,
  'people.update': RECORDS,
  'people.merge': ADMIN,
  'people.erase': ADMIN,
  'animals.list': READ_CARE,
  'animals.page': READ_CARE,
  'animals.get': READ_CARE,
  'animals.create': RECORDS,
  'animals.update': RECORDS,
  'animals.void': 'void an animal',
  'applications.list': READ,
  'applications.page': READ,
  'applications.get': READ,
  'applications.decide': RECORDS,
  'applications.linkPerson': RECORDS,
  'appointments.list': READ_CARE,
  'appointments.today': READ_CARE,
  'appointments.byAnimal': READ_CARE,
  'appointments.page': READ_CARE,
  'appointments.staffUsers': READ_CARE,
  'appointments.days': READ_CARE,
  'appointments.outcome': MEDICAL,
  'appointments.create': MEDICAL,
  'appointments.update': MEDICAL,
  'appointments.void': MEDICAL,
  'audit.list': 'settings, users, audit log, backup',
  'audit.page': 'settings, users, audit log, backup',
  'audit.animalHistory': READ,
  'audit.animalHistoryPage': READ,
  'auth.login': 'public',
  'auth.logout': 'public',
  'auth.me': 'signed in',
  'behaviorNotes.byAnimal': READ_CARE,
  'behaviorNotes.page': READ_CARE,
  'behaviorNotes.careLog': READ_CARE,
  'behaviorNotes.create': 'write behaviour notes',
  'behaviorNotes.update': 'write behaviour notes',
  'behaviorNotes.void': 'write behaviour notes',
  'dashboard.stats': READ,
  'documents.byAnimal': READ,
  'documents.byPerson': READ,
  'documents.rename': 'upload, retitle or void documents',
  'documents.void': 'upload, retitle or void documents',
  'feeds.addresses': READ,
  'feeds.adoptable': 'public',
  'feeds.flyer': 'public',
  'foster.list': READ_CARE,
  'foster.byAnimal': READ_CARE,
  'foster.page': READ_CARE,
  'foster.create': RECORDS,
  'foster.update': RECORDS,
  'foster.void': RECORDS,
  'medical.list': READ,
  'medical.byAnimal': READ,
  'medical.page': READ,
  'medical.create': MEDICAL,
  'medical.update': MEDICAL,
  'medical.void': MEDICAL,
  'messages.list': 'settings, users, audit log, backup',
  'messages.status': 'settings, users, audit log, backup',
  'messages.get': 'settings, users, audit log, backup',
  'messages.sendAgain': 'settings, users, audit log, backup',
  'messages.sendTest': 'settings, users, audit log, backup',
  'listings.status': ADMIN,
  'listings.run': ADMIN,
  'microchips.lookup': READ_CARE,
  'protocols.list': READ,
  'protocols.create': PROTOCOLS,
  'protocols.update': PROTOCOLS,
  'carePlans.preview': READ,
  'carePlans.byAnimal': READ,
  'carePlans.addItem': MEDICAL,
  'carePlans.give': MEDICAL,
  'carePlans.skip': MEDICAL,
  'carePlans.addCourse': MEDICAL,
  'carePlans.stopCourse': MEDICAL,
  'carePlans.due': READ,
  'weights.byAnimal': READ,
  'weights.create': MEDICAL,
  'weights.void': MEDICAL,
  'photos.byAnimal': READ_CARE,
  'photos.reorder': 'add, caption and order photos',
  'photos.update': 'add, caption and order photos',
  'photos.void': RECORDS,
  'notifications.list': 'signed in',
  'notifications.markRead': 'signed in',
  'printables.kennelCards': READ_CARE,
  'printables.flyer': READ_CARE,
  'printables.vaccinationCertificate': READ,
  'printables.adoptionContract': READ,
  'printables.receipt': READ,
  'public.adoptableAnimals': 'public',
  'public.adoptablePage': 'public',
  'public.animal': 'public',
  'public.submitApplication': 'public',
  'reports.intakes': READ,
  'reports.adoptions': READ,
  'reports.financial': READ,
  'reports.asilomar': READ,
  'reports.sacMatrix': READ,
  'search.all': READ_CARE,
  'settings.publicOrganization': 'public',
  'settings.get': READ,
  'settings.calendar': 'signed in',
  'settings.update': 'settings, users, audit log, backup',
  'messageTemplates.list': ADMIN,
  'messageTemplates.get': ADMIN,
  'messageTemplates.save': ADMIN,
  'messageTemplates.reset': ADMIN,
  'messageTemplates.preview': ADMIN,
  'system.health': 'public',
  'system.ready': 'public',
  'transactions.list': READ,
  'transactions.page': READ,
  'transactions.totals': READ,
  'transactions.create': RECORDS,
  'transactions.update': RECORDS,
  'transactions.void': RECORDS,
  'users.list': 'settings, users, audit log, backup',
  'users.create': 'settings, users, audit log, backup',
  'users.update': 'settings, users, audit log, backup',
  'users.changeOwnPassword': 'signed in',
  'users.myMessages': 'signed in',
  'users.saveMyMessages': 'signed in',
  'website.widget': 'public',
};

type TProcedures = Record<string, { _def: { type: 'query' | 'mutation' | 'subscription'; meta?: { permission?: TPermission } } }>;
const procedures = (appRouter as unknown as { _def: { procedures: TProcedures } })._def.procedures;

let t: TTestApp;
const cookies: Partial<Record<TRole, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) cookies[role] = await t.loginAs(role);
});
afterAll(() => t.close());

/**
 * Calls a procedure through /trpc with an input no procedure accepts: the role middleware runs
 * before validation, so a refusal is 401/403 and an allowed caller gets as far as 400 (or 200
 * where the procedure takes no input). Nothing is written.
 */
async function callAs(path: string, type: string, cookie: string | undefined): Promise<number> {
  const input = encodeURIComponent(JSON.stringify('not an input'));
  const headers = cookie ? { cookie } : {};
  const response =
    type === 'query'
      ? await t.app.inject({ url: `/trpc/${path}?input=${input}`, headers })
      : await t.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify('not an input'),
        });
  return response.statusCode;
}

describe('the role matrix', () => {
  it('covers every procedure of the router, and each declares a permission', () => {
    expect(Object.keys(procedures).sort()).toEqual(Object.keys(EXPECTED).sort());
    const undeclared = Object.entries(procedures)
      .filter(([, procedure]) => !procedure._def.meta?.permission)
      .map(([path]) => path);
    expect(undeclared).toEqual([]);
  });

  /**
   * Each procedure, called by each role, answers as the design table says and as the shared table
   * the console reads (roleMay of its declared permission) says: the server's refusals and the
   * client's hiding cannot disagree.
   */
  it.each(Object.keys(EXPECTED))('%s answers each role as the roles table and the shared permissions say', async (path) => {
    const row = EXPECTED[path] as TRow;
    const allowed: readonly string[] = DESIGN_TABLE[row];
    const type = procedures[path]?._def.type ?? 'query';
    const permission = procedures[path]?._def.meta?.permission;
    if (!permission) throw new Error(`${path} declares no permission`);
    const outcome: Record<string, string> = {};
    const expected: Record<string, string> = {};
    const shared: Record<string, string> = {};
    for (const who of ['anonymous', ...ROLES] as const) {
      const status = await callAs(path, type, who === 'anonymous' ? undefined : cookies[who]);
      outcome[who] = status === 401 ? 'no session' : status === 403 ? 'refused' : 'allowed';
      expected[who] = allowed.includes(who) ? 'allowed' : who === 'anonymous' ? 'no session' : 'refused';
      if (who === 'anonymous') shared[who] = PERMISSIONS[permission].needsSession ? 'no session' : 'allowed';
      else shared[who] = roleMay(who, permission) ? 'allowed' : 'refused';
    }
    expect(outcome).toEqual(expected);
    expect(outcome).toEqual(shared);
  });

  /**
   * The console's screens (src-shared/console-routes.ts) need the permission of the call each is
   * built on, so the sidebar and the route guard open a screen to exactly the roles the server
   * answers there.
   */
  it.each(Object.entries(CONSOLE_ROUTES))('the console screen %s needs the permission of its call', (_route, { permission, query }) => {
    expect(procedures[query]?._def.type, `${query} is a query of the router`).toBe('query');
    expect(procedures[query]?._def.meta?.permission).toBe(permission);
  });
});
