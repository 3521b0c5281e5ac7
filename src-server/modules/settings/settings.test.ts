import { afterEach, describe, expect, it } from 'vitest';
import { adoptionPayload, animalPayload, call, CANNOT, createAnimal, expectError, expectGuarded, getJson, postOk, sqlWrite } from '../../../test/fixtures.js';
import { put, saveSettings, useTestEnv } from '../../../test/fixtures-records.js';
import { dateInZone } from '../../../src-shared/dates.js';
import type { TAdoption } from '../../../src-shared/schemas/adoptions.js';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import type { TBehaviorNote } from '../../../src-shared/schemas/behavior-notes.js';
import type { TIntakeReport } from '../../../src-shared/schemas/reports.js';
import type { TPublicOrganization, TSettings, TShelterCalendar } from '../../../src-shared/schemas/settings.js';

const env = useTestEnv();
// Each test starts from the defaults.
afterEach(() => sqlWrite(env.t, 'delete from settings'));

const read = (cookie = env.s.staff) => getJson<TSettings>(env.t, '/api/settings', cookie);

/** The spec's defaults (docs/domain.md#settings), written out so a changed default fails here. */
const DEFAULTS: TSettings = {
  organization: {
    name: 'City Animal Shelter',
    phone: '(555) 123-4567',
    email: 'adopt@cityanimalshelter.org',
    address: '123 Shelter Lane, Springfield',
    website: '',
    taxId: '',
    logo: '',
    openingHours: 'Mon-Fri 10am-6pm, Sat-Sun 11am-4pm',
    timeZone: '',
  },
  system: {
    animalIdPrefix: 'A',
    animalIdDigits: 4,
    defaultAdoptionFee: 15000,
    requireMicrochip: true,
    enableEmailNotifications: true,
    enableSmsNotifications: false,
    dataRetentionDays: 365,
    acceptBackupApplications: false,
    strayHoldDays: 3,
    quarantineDays: 10,
  },
  notifications: {
    applicationReceived: true,
    applicationDecided: true,
    adoptionProcessed: true,
    newApplications: true,
    appointmentReminder: true,
    fosterEnding: true,
    newIntake: true,
    medicalAlert: true,
    systemUpdates: false,
  },
  printing: {
    paperSize: 'letter',
    contractTerms:
      'I, {adopterName}, adopt {animalName} ({animalId}, {species}, microchip {microchip}) from {organizationName} on {adoptionDate} for a fee of {fee}.\n\n' +
      'I will give {animalName} food, water, shelter, exercise and veterinary care, keep the animal indoors or safely confined, and keep its identification and microchip registration current.\n\n' +
      'I will not sell, give away or abandon {animalName}. If I can no longer keep the animal, I will return it to {organizationName}.\n\n' +
      'I understand that {organizationName} has told me what it knows of the animal’s health and behaviour, and that it cannot guarantee either.',
    donationReceiptWording:
      'No goods or services were provided in exchange for this contribution. {organizationName} is a tax-exempt organization; tax ID {taxId}. Please keep this receipt for your records.',
    feeReceiptWording: 'This payment is a fee for services and is not a tax-deductible donation.',
  },
  website: { allowedOrigins: [], primaryColor: '#0d9488', font: '', colorScheme: 'light' },
};

describe('GET /api/settings', () => {
  it('answers the spec’s defaults before anything is saved, to every console reader', async () => {
    expect(await read(env.s.admin)).toEqual(DEFAULTS);
    expect(await read(env.s.veterinarian)).toEqual(DEFAULTS);
  });

  it('answers 401 without a session and 403 for a volunteer', async () => {
    await expectGuarded(env.t, env.s, { method: 'GET', url: '/api/settings' }, ['volunteer'], CANNOT.readConsole);
  });
});

describe('PUT /api/settings', () => {
  it('saves part of a group and keeps the rest', async () => {
    const saved = await saveSettings(env, { organization: { name: 'Riverside Animal Rescue', phone: '(555) 987-6543' } });
    const expected = { ...DEFAULTS, organization: { ...DEFAULTS.organization, name: 'Riverside Animal Rescue', phone: '(555) 987-6543' } };
    expect(saved).toEqual(expected);
    expect(await read()).toEqual(expected);

    const next = await saveSettings(env, {
      system: { defaultAdoptionFee: 12500, enableSmsNotifications: true },
      notifications: { systemUpdates: true },
      printing: { paperSize: 'a4', feeReceiptWording: 'Thank you for your payment.' },
    });
    expect(next).toEqual({
      organization: expected.organization,
      system: { ...DEFAULTS.system, defaultAdoptionFee: 12500, enableSmsNotifications: true },
      notifications: { ...DEFAULTS.notifications, systemUpdates: true },
      printing: { ...DEFAULTS.printing, paperSize: 'a4', feeReceiptWording: 'Thank you for your payment.' },
      website: DEFAULTS.website,
    });
    expect(await read()).toEqual(next);
  });

  it.each([
    [{ system: { animalIdDigits: 6 } }, 'system.animalIdDigits', 'Animal ID digits must be 3, 4 or 5'],
    [{ system: { dataRetentionDays: 100 } }, 'system.dataRetentionDays', 'Data retention must be one of: 90, 180, 365, 730, 1825, 3650 days'],
    [{ organization: { timeZone: 'Mars/Olympus_Mons' } }, 'organization.timeZone', 'Time zone must be an IANA name such as America/Chicago'],
    [{ organization: { email: 'adopt-at-example' } }, 'organization.email', 'Invalid email address'],
    [{ organization: { name: ' ' } }, 'organization.name', 'Organization name is required'],
    [{ system: { animalIdPrefix: 'A-B' } }, 'system.animalIdPrefix', 'Animal ID prefix may contain letters and digits only'],
    [{ system: { requireMicrochip: 'false' } }, 'system.requireMicrochip', 'Must be true or false'],
    [{ system: { enableSmsNotifications: 1 } }, 'system.enableSmsNotifications', 'Must be true or false'],
    [{ organization: { website: 'javascript:alert(document.cookie)' } }, 'organization.website', 'Website must be an http:// or https:// address'],
    [{ organization: { website: 'ftp://files.riverside.example.org' } }, 'organization.website', 'Website must be an http:// or https:// address'],
    [{ organization: { website: 'data:text/html,<script>alert(1)</script>' } }, 'organization.website', 'Website must be an http:// or https:// address'],
    [{ printing: { paperSize: 'legal' } }, 'printing.paperSize', 'Paper size must be letter or a4'],
    [
      { website: { allowedOrigins: ['javascript:alert(1)'] } },
      'website.allowedOrigins.0',
      'Each website must be an http:// or https:// address, such as https://www.example.org',
    ],
    [{ website: { primaryColor: 'red; background: url(x)' } }, 'website.primaryColor', 'Primary colour must be a hex colour such as #0d9488'],
    [{ website: { font: 'Arial; } body { display: none' } }, 'website.font', 'Font may contain letters, digits, spaces, commas, hyphens and quotes only'],
    [{ website: { colorScheme: 'sepia' } }, 'website.colorScheme', 'Colour scheme must be light, dark or auto'],
  ])('refuses %j with 400 and saves nothing, not even the valid fields sent with it', async (invalid, path, message) => {
    await saveSettings(env, { organization: { name: 'Before' } });
    const before = await read();
    const response = await put(env.t, '/api/settings', env.s.admin, { ...invalid, notifications: { newIntake: false } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'BAD_REQUEST', issues: [{ path, message }] });
    expect(await read()).toEqual(before);
  });

  it('takes a website with or without its scheme, and keeps it as a web address', async () => {
    expect((await saveSettings(env, { organization: { website: 'riverside.example.org' } })).organization.website).toBe('https://riverside.example.org');
    expect((await saveSettings(env, { organization: { website: 'http://riverside.example.org/adopt' } })).organization.website).toBe(
      'http://riverside.example.org/adopt',
    );
    expect((await read()).organization.website).toBe('http://riverside.example.org/adopt');
  });

  it('keeps the websites allowed to embed as origins, once each, however they were typed', async () => {
    const saved = await saveSettings(env, {
      website: { allowedOrigins: ['www.riverside.example.org/adopt', 'https://www.riverside.example.org', 'http://localhost:8080/'], primaryColor: '#AA3300' },
    });
    expect(saved.website).toEqual({
      ...DEFAULTS.website,
      allowedOrigins: ['https://www.riverside.example.org', 'http://localhost:8080'],
      primaryColor: '#aa3300',
    });
  });

  it('reads a value an older version saved and this one refuses as its default, keeping every other setting', async () => {
    await saveSettings(env, { organization: { name: 'Riverside Animal Rescue' }, system: { defaultAdoptionFee: 9000 } });
    await sqlWrite(env.t, `update settings set value = value || '{"website": "javascript:alert(1)"}'::jsonb where key = 'organization'`);
    const settings = await read();
    expect(settings.organization).toEqual({ ...DEFAULTS.organization, name: 'Riverside Animal Rescue', website: '' });
    expect(settings.system.defaultAdoptionFee).toBe(9000);
  });

  it('is for admins: 401 without a session, 403 for staff, veterinarians and volunteers', async () => {
    await expectGuarded(
      env.t,
      env.s,
      { method: 'PUT', url: '/api/settings', payload: { organization: { name: 'Hijacked' } } },
      ['staff', 'veterinarian', 'volunteer'],
      'manage settings, users, the audit log or backups',
    );
    expect(await read()).toEqual(DEFAULTS);
  });
});

describe('the notification switches in the OpenAPI document', () => {
  it('marks the switches no message uses as deprecated, and the ones that govern messages as not', async () => {
    type TSchema = { properties?: Record<string, TSchema>; deprecated?: boolean };
    const document = await getJson<{ paths: Record<string, { put: { requestBody: { content: Record<string, { schema: TSchema }> } } }> }>(
      env.t,
      '/api/openapi.json',
    );
    const { properties } = document.paths['/settings']!.put.requestBody.content['application/json']!.schema;
    const deprecated = (group: 'system' | 'notifications') =>
      Object.entries(properties?.[group]?.properties ?? {})
        .filter(([, field]) => field.deprecated)
        .map(([name]) => name);
    expect(deprecated('notifications')).toEqual(['newIntake', 'medicalAlert', 'systemUpdates']);
    expect(deprecated('system')).toEqual(['enableSmsNotifications']);
  });
});

describe('GET /api/public/organization', () => {
  it('shows the saved organization’s public fields to anyone', async () => {
    const response = await call(env.t, 'GET', '/api/public/organization');
    expect(response.statusCode).toBe(200);
    const { name, phone, email, address, website, openingHours } = DEFAULTS.organization;
    expect(response.json()).toEqual({ name, phone, email, address, website, openingHours });

    await saveSettings(env, {
      organization: {
        name: 'Riverside Animal Rescue',
        website: 'https://riverside.example.org',
        openingHours: 'Daily 9am-5pm',
        taxId: '12-3456789',
        timeZone: 'America/Denver',
      },
    });
    expect(await getJson<TPublicOrganization>(env.t, '/api/public/organization')).toEqual({
      name: 'Riverside Animal Rescue',
      phone,
      email,
      address,
      website: 'https://riverside.example.org',
      openingHours: 'Daily 9am-5pm',
    });
  });
});

describe('what the settings change', () => {
  it('a new prefix and digit count shape the next animal IDs', async () => {
    const { t, s } = env;
    await saveSettings(env, { system: { animalIdPrefix: 'CAS', animalIdDigits: 3 } });
    const first = await postOk<TAnimal>(t, '/api/animals', s.staff, animalPayload({ intakeDate: '2026-05-01' }));
    const second = await postOk<TAnimal>(t, '/api/animals', s.staff, animalPayload({ intakeDate: '2026-05-02' }));
    expect([first.animalId, second.animalId]).toEqual(['CAS-2026-001', 'CAS-2026-002']);
    await saveSettings(env, { system: { animalIdDigits: 5 } });
    expect((await postOk<TAnimal>(t, '/api/animals', s.staff, animalPayload({ intakeDate: '2026-05-03' }))).animalId).toBe('CAS-2026-00003');
  });

  it('requireMicrochip decides whether an unchipped animal may be adopted', async () => {
    const { t, s } = env;
    const unchipped = await createAnimal(t, s.staff, { microchipId: null });
    expectError(await call(t, 'POST', '/api/adoptions', s.staff, adoptionPayload(unchipped.id)), 409, 'A microchip is required before adoption');
    await saveSettings(env, { system: { requireMicrochip: false } });
    const adoption = await postOk<TAdoption>(t, '/api/adoptions', s.staff, adoptionPayload(unchipped.id));
    expect(adoption.status).toBe('Completed');
    expect((await getJson<TAnimal>(t, `/api/animals/${unchipped.id}`, s.staff)).status).toBe('Adopted');
  });

  it('a saved time zone decides “today” and the calendar date of a date-time', async () => {
    const { t, s } = env;
    const animal = await createAnimal(t, s.staff);
    const noteToday = async () => (await postOk<TBehaviorNote>(t, `/api/animals/${animal.id}/behavior-notes`, s.staff, { note: 'Checked in' })).date;
    const intakeOf = async (intakeDate: string) => (await postOk<TAnimal>(t, '/api/animals', s.staff, animalPayload({ intakeDate }))).intakeDate;

    // UTC+14 and UTC-11 are always on different calendar days.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await saveSettings(env, { organization: { timeZone: zone } });
      expect(await noteToday(), zone).toBe(dateInZone(new Date(), zone));
      const { to } = await getJson<TIntakeReport>(t, '/api/reports/intakes', s.staff);
      expect(to, zone).toBe(dateInZone(new Date(), zone));
      // The console's forms and schedules take their "today" from here; every role may read it.
      expect(await getJson<TShelterCalendar>(t, '/api/settings/calendar', s.volunteer)).toEqual({ timeZone: zone, today: dateInZone(new Date(), zone) });
    }
    // 03:00 UTC on 6 March is the 5th in Chicago (the server's zone) and the 6th in Tokyo.
    await saveSettings(env, { organization: { timeZone: 'Asia/Tokyo' } });
    expect(await intakeOf('2026-03-06T03:00:00Z')).toBe('2026-03-06');
    await saveSettings(env, { organization: { timeZone: '' } });
    expect(await intakeOf('2026-03-06T03:00:00Z')).toBe('2026-03-05');
    expect((await getJson<TShelterCalendar>(t, '/api/settings/calendar', s.staff)).timeZone).toBe('America/Chicago');
  });
});
