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
  enableEmailNotifications: ZBool,
  enableSmsNotifications: ZBool,
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

export const ZNotificationSettings = z.object({
  newIntake: ZBool,
  adoptionProcessed: ZBool,
  medicalAlert: ZBool,
  appointmentReminder: ZBool,
  systemUpdates: ZBool,
  applicationReceived: ZBool,
  applicationDecided: ZBool,
  newApplications: ZBool,
  fosterEnding: ZBool,
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

export const ZSettings = z.object({
  organization: ZOrganizationSettings,
  system: ZSystemSettings,
  notifications: ZNotificationSettings,
  printing: ZPrintingSettings,
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
    newIntake: true,
    adoptionProcessed: true,
    medicalAlert: true,
    appointmentReminder: true,
    systemUpdates: false,
    applicationReceived: true,
    applicationDecided: true,
    newApplications: true,
    fosterEnding: true,
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
};

/** Any group, any subset of its fields; the result is checked whole. */
export const ZSettingsUpdateInput = z.object({
  organization: ZOrganizationSettings.partial().optional(),
  system: ZSystemSettings.partial().optional(),
  notifications: ZNotificationSettings.partial().optional(),
  printing: ZPrintingSettings.partial().optional(),
});
export type TSettingsUpdateInput = z.infer<typeof ZSettingsUpdateInput>;
