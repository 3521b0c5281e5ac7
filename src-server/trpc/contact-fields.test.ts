import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { roleMay, type TPermission } from '../../src-shared/roles.js';
import { createTestApp, type TTestApp } from '../../test/app.js';
import { createAnimal } from '../../test/fixtures.js';
import { createPerson, placementWith } from '../../test/fixtures-people.js';
import { appRouter } from '../app-router.js';

/**
 * The role walk of people's contact details (docs/domain.md#privacy): every call a volunteer may
 * make whose answer has an e-mail, phone or address field answers those fields null for them, in
 * the same shape staff get. The calls are found from the output schemas, so a new one answering
 * contact details fails the first test until it is walked here.
 */

const CONTACT_FIELD = /mail|phone|address/i;

/**
 * Not a person's details: an organization's own business contact, which a volunteer arranging a
 * transfer reads, the shelter's own, which heads the papers a volunteer prints, and the user's
 * own address for their messages.
 */
const NOT_A_PERSON = ['organizations.list', 'organizations.get', 'printables.kennelCards', 'printables.flyer', 'users.myMessages'];

type TProcedures = Record<string, { _def: { type: string; meta?: { permission?: TPermission }; output?: z.ZodType } }>;
const procedures = (appRouter as unknown as { _def: { procedures: TProcedures } })._def.procedures;

/** The property names anywhere in a JSON schema that name contact details. */
function contactFieldsOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(contactFieldsOf);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (key !== 'properties' || !value || typeof value !== 'object') return contactFieldsOf(value);
    return Object.entries(value).flatMap(([name, property]) => [...(CONTACT_FIELD.test(name) ? [name] : []), ...contactFieldsOf(property)]);
  });
}

/** The queries a volunteer may call (the portal's public ones aside) whose answers hold a person's contact details. */
const volunteerContactQueries = Object.entries(procedures)
  .filter(([path, { _def }]) => {
    const permission = _def.meta?.permission;
    if (_def.type !== 'query' || !permission || permission === 'public' || !roleMay('volunteer', permission) || NOT_A_PERSON.includes(path)) return false;
    return _def.output !== undefined && contactFieldsOf(z.toJSONSchema(_def.output, { io: 'output', unrepresentable: 'any' })).length > 0;
  })
  .map(([path]) => path)
  .sort();

/** Every contact field of an answer, by its place in it. */
function contactValues(value: unknown, at = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => contactValues(item, `${at}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => [
    ...(CONTACT_FIELD.test(key) ? [[`${at}.${key}`, field] as [string, unknown]] : []),
    ...contactValues(field, `${at}.${key}`),
  ]);
}

/** An answer's shape: the place of every field, values and list lengths aside (a volunteer's history is shorter). */
function shapeOf(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.length ? value.flatMap((item) => shapeOf(item, `${at}[]`)) : [`${at}[]`])];
  if (!value || typeof value !== 'object') return [at];
  return Object.entries(value).flatMap(([key, field]) => shapeOf(field, `${at}.${key}`));
}

/** The queries walked below. */
const WALKED = ['foster.list', 'foster.byAnimal', 'foster.page', 'journey.get', 'people.list', 'people.get', 'people.fosterHomes'] as const;

let t: TTestApp;
let admin: string;
let volunteer: string;
/** For each query, the inputs that answer contact details to staff in this shelter. */
let calls: Record<(typeof WALKED)[number], unknown[]>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  volunteer = await t.loginAs('volunteer');
  const vera = await createPerson(t, admin, {
    name: 'Vera Contact',
    email: 'vera@example.org',
    phone: '555-0101',
    altPhone: '555-0102',
    address: '1 Elm Street',
    fosterApprovedOn: '2026-01-01',
    fosterCapacity: 2,
  });
  const found = await createAnimal(t, admin, {
    intake: { type: 'Stray/At large', foundLocation: 'Main Street', finderName: 'Finn Finder', finderPhone: '555-0103', finderEmail: 'finn@example.org' },
  });
  const surrendered = await createAnimal(t, admin, {
    intake: { type: 'Relinquished by owner', ownerName: 'Olive Owner', ownerPhone: '555-0104', ownerEmail: 'olive@example.org' },
  });
  await placementWith(t, admin, vera.id, found.id, { startDate: '2026-01-12' });
  calls = {
    'foster.list': [{}],
    'foster.byAnimal': [{ id: found.id }],
    'foster.page': [{ limit: 10, offset: 0 }],
    'journey.get': [{ id: found.id }, { id: surrendered.id }],
    'people.list': [{ q: 'Vera' }],
    'people.get': [{ id: vera.id }],
    'people.fosterHomes': [{}],
  };
});
afterAll(() => t.close());

async function query(path: string, input: unknown, cookie: string): Promise<unknown> {
  const response = await t.app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers: { cookie } });
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json<{ result: { data: unknown } }>().result.data;
}

describe('a volunteer never receives people’s contact details', () => {
  it('walks every query a volunteer may call that answers contact details', () => {
    expect(volunteerContactQueries).toEqual([...WALKED].sort());
  });

  it.each(WALKED)('%s answers them null to a volunteer, in the shape staff get', async (path) => {
    for (const input of calls[path]) {
      const staffAnswer = await query(path, input, admin);
      const volunteerAnswer = await query(path, input, volunteer);
      const shown = contactValues(staffAnswer).filter(([, value]) => value !== null);
      expect(shown.length, `${path} answers staff some contact details`).toBeGreaterThan(0);
      expect(contactValues(volunteerAnswer).filter(([, value]) => value !== null)).toEqual([]);
      expect(shapeOf(volunteerAnswer)).toEqual(shapeOf(staffAnswer));
    }
  });
});
