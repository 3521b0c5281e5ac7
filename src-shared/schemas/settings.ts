import { z } from 'zod';
import { isValidTimeZone } from '../dates.js';
import { jsonNumber, ZBool, ZIsoDate } from './fields.js';

export const DATA_RETENTION_OPTIONS = [90, 180, 365, 730, 1825, 3650] as const;
export const ANIMAL_ID_DIGIT_OPTIONS = [3, 4, 5] as const;
export const DEFAULT_OPENING_HOURS = 'Mon-Fri 10am-6pm, Sat-Sun 11am-4pm';

const text = (max: number) => z.string().trim().max(max);

const isWebAddress = (site: string) => {
  try {
    const url = new URL(site);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * The shelter's website, linked from the portal's footer: staff may type it with or without its
 * scheme (a bare name gets https://), but only a web address is a link a visitor can safely follow
 * (a `javascript:` or `data:` one would run in the portal's page).
 */
const ZWebsite = text(500)
  .overwrite((site) => (site === '' || /^[a-z][a-z\d+.-]*:/i.test(site) ? site : `https://${site}`))
  .refine((site) => site === '' || isWebAddress(site), 'Website must be an http:// or https:// address');

/** Organization settings (docs/domain.md#settings). */
export const ZOrganizationSettings = z.object({
  name: text(200).min(1, 'Organization name is required'),
  phone: text(50),
  email: z.union([z.literal(''), z.email('Invalid email address')]),
  address: text(500),
  website: ZWebsite,
  taxId: text(50),
  logo: text(2000),
  openingHours: text(200),
  /** Empty: the server's SHELTER_TIMEZONE, else its system zone. */
  timeZone: text(100).refine((zone) => zone === '' || isValidTimeZone(zone), 'Time zone must be an IANA name such as America/Chicago'),
});
export type TOrganizationSettings = z.infer<typeof ZOrganizationSettings>;

export const ZSystemSettings = z.object({
  animalIdPrefix: z
    .string()
    .trim()
    .min(1, 'Animal ID prefix is required')
    .max(5, 'Animal ID prefix must be at most 5 characters')
    .regex(/^[A-Za-z0-9]+$/, 'Animal ID prefix may contain letters and digits only'),
  animalIdDigits: z.union(
    ANIMAL_ID_DIGIT_OPTIONS.map((n) => z.literal(n)),
    { error: `Animal ID digits must be ${ANIMAL_ID_DIGIT_OPTIONS.slice(0, -1).join(', ')} or ${ANIMAL_ID_DIGIT_OPTIONS.at(-1)}` },
  ),
  defaultAdoptionFee: jsonNumber(z.number({ error: 'Amounts are whole cents' }).int('Amounts are whole cents').min(0).max(100_000_00)),
  requireMicrochip: ZBool,
  /** Every e-mail's master switch: off, no message is written at all. */
  enableEmailNotifications: ZBool,
  /** Deprecated: no SMS provider is integrated (decision 0014); kept for existing clients, it does nothing. */
  enableSmsNotifications: ZBool.meta({ deprecated: true, description: 'Deprecated: no SMS is sent; kept for existing clients, it does nothing.' }),
  dataRetentionDays: z.union(
    DATA_RETENTION_OPTIONS.map((n) => z.literal(n)),
    { error: `Data retention must be one of: ${DATA_RETENTION_OPTIONS.join(', ')} days` },
  ),
  /** The portal takes applications for an animal whose adoption is pending, as backups. */
  acceptBackupApplications: ZBool,
  /** The legal holding period of a stray before adoption or transfer (docs/domain.md#holds). */
  strayHoldDays: jsonNumber(
    z
      .number({ error: 'Stray hold is whole days' })
      .int('Stray hold is whole days')
      .min(0, 'Stray hold cannot be negative')
      .max(60, 'Stray hold is at most 60 days'),
  ),
  /** A bite or rabies quarantine's default length. */
  quarantineDays: jsonNumber(
    z
      .number({ error: 'Quarantine is whole days' })
      .int('Quarantine is whole days')
      .min(1, 'Quarantine is at least 1 day')
      .max(180, 'Quarantine is at most 180 days'),
  ),
});
export type TSystemSettings = z.infer<typeof ZSystemSettings>;

/** Kept for the REST clients that send it; no message uses it. */
const deprecated = (what: string) => ZBool.meta({ deprecated: true, description: `Deprecated: ${what}; kept for existing clients, it governs nothing.` });

/**
 * Which messages the shelter sends (Settings → Notifications, docs/domain.md#messages), under
 * Settings → System's e-mail switch; each user chooses their own on top (Settings → Account).
 */
export const ZNotificationSettings = z.object({
  /** The applicant's acknowledgement of their application, with its reference. */
  applicationReceived: ZBool,
  /** The applicant hears that their application was approved or declined. */
  applicationDecided: ZBool,
  /** Adoption completed: to the adopter, with the vaccinations and the microchip to register. */
  adoptionProcessed: ZBool,
  /** Staff: new applications, as they arrive or in a daily digest, as each user chose. */
  newApplications: ZBool,
  /** Staff: the day before, tomorrow's appointments. */
  appointmentReminder: ZBool,
  /** Staff: foster placements ending in the next 3 days. */
  fosterEnding: ZBool,
  newIntake: deprecated('no message is sent on intake'),
  medicalAlert: deprecated('no medical alert is sent by e-mail'),
  systemUpdates: deprecated('no system update is sent by e-mail'),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** What printed papers say (docs/domain.md#printables): the paper size, the contract's terms and the receipts' wording. */
export const ZPrintingSettings = z.object({
  paperSize: z.enum(['letter', 'a4'], { error: 'Paper size must be letter or a4' }),
  /** Paragraphs separated by blank lines; {placeholders} (CONTRACT_PLACEHOLDERS in schemas/printables.ts) are filled when printed. */
  contractTerms: text(20_000),
  /** Printed on a donation's receipt: the tax-deductibility statement naming the tax ID. */
  donationReceiptWording: text(2000),
  /** Printed on a fee's receipt (an adoption fee is not a gift). */
  feeReceiptWording: text(2000),
});
export type TPrintingSettings = z.infer<typeof ZPrintingSettings>;

/** An origin as a browser sends it (scheme, host, port; no path), however staff typed the address. */
const ZOrigin = z
  .string()
  .trim()
  .max(300)
  .overwrite((site) => (/^[a-z][a-z\d+.-]*:/i.test(site) ? site : `https://${site}`))
  .refine(isWebAddress, 'Each website must be an http:// or https:// address, such as https://www.example.org')
  .overwrite((site) => (isWebAddress(site) ? new URL(site).origin : site));

/**
 * The shelter's own website (Settings → Website, docs/domain.md#website): the sites allowed to embed
 * the adoptables widget and the portal's pages (CORS and frame-ancestors name only these), and the
 * widget's look.
 */
export const ZWebsiteSettings = z.object({
  allowedOrigins: z
    .array(ZOrigin, { error: 'Websites must be a list' })
    .max(20, 'At most 20 websites')
    .overwrite((origins) => [...new Set(origins)]),
  /** The widget's buttons and links, as #rrggbb. */
  primaryColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-f]{6}$/i, 'Primary colour must be a hex colour such as #0d9488')
    .overwrite((color) => color.toLowerCase()),
  /** A CSS font family list; empty: the host page's own font. */
  font: text(200).regex(/^[\w\s,'"-]*$/, 'Font may contain letters, digits, spaces, commas, hyphens and quotes only'),
  colorScheme: z.enum(['light', 'dark', 'auto'], { error: 'Colour scheme must be light, dark or auto' }),
});
export type TWebsiteSettings = z.infer<typeof ZWebsiteSettings>;

export const ZSettings = z.object({
  organization: ZOrganizationSettings,
  system: ZSystemSettings,
  notifications: ZNotificationSettings,
  printing: ZPrintingSettings,
  website: ZWebsiteSettings,
});
export type TSettings = z.infer<typeof ZSettings>;

/** What the public footer shows. */
export const ZPublicOrganization = ZOrganizationSettings.pick({
  name: true,
  phone: true,
  email: true,
  address: true,
  website: true,
  openingHours: true,
});
export type TPublicOrganization = z.infer<typeof ZPublicOrganization>;

/** The shelter's calendar as the console needs it: its time zone and the day it is there now. */
export const ZShelterCalendar = z.object({
  timeZone: z.string(),
  today: ZIsoDate,
});
export type TShelterCalendar = z.infer<typeof ZShelterCalendar>;

export const DEFAULT_SETTINGS: TSettings = {
  organization: {
    name: 'City Animal Shelter',
    phone: '(555) 123-4567',
    email: 'adopt@cityanimalshelter.org',
    address: '123 Shelter Lane, Springfield',
    website: '',
    taxId: '',
    logo: '',
    openingHours: DEFAULT_OPENING_HOURS,
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
    contractTerms: [
      'I, {adopterName}, adopt {animalName} ({animalId}, {species}, microchip {microchip}) from {organizationName} on {adoptionDate} for a fee of {fee}.',
      'I will give {animalName} food, water, shelter, exercise and veterinary care, keep the animal indoors or safely confined, and keep its identification and microchip registration current.',
      'I will not sell, give away or abandon {animalName}. If I can no longer keep the animal, I will return it to {organizationName}.',
      'I understand that {organizationName} has told me what it knows of the animal’s health and behaviour, and that it cannot guarantee either.',
    ].join('\n\n'),
    donationReceiptWording:
      'No goods or services were provided in exchange for this contribution. {organizationName} is a tax-exempt organization; tax ID {taxId}. Please keep this receipt for your records.',
    feeReceiptWording: 'This payment is a fee for services and is not a tax-deductible donation.',
  },
  website: {
    allowedOrigins: [],
    primaryColor: '#0d9488',
    font: '',
    colorScheme: 'light',
  },
};

/** Any group, any subset of its fields; the result is checked whole. */
export const ZSettingsUpdateInput = z.object({
  organization: ZOrganizationSettings.partial().optional(),
  system: ZSystemSettings.partial().optional(),
  notifications: ZNotificationSettings.partial().optional(),
  printing: ZPrintingSettings.partial().optional(),
  website: ZWebsiteSettings.partial().optional(),
});
export type TSettingsUpdateInput = z.infer<typeof ZSettingsUpdateInput>;
