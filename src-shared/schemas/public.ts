import { z } from 'zod';
import { RENT_OR_OWN } from '../enums.js';
import { ZAnimal, ZSex, ZSpecies } from './animals.js';
import type { TPage } from '../paging.js';
import type { TPublicOrganization } from './settings.js';
import { animalRef, optionalText, requiredText, ZBool, ZId } from './fields.js';
import { ZPublicPhoto } from './photos.js';

/** What anyone may see of an adoptable animal (docs/domain.md#privacy): never the chip number. */
export const ZAdoptableAnimal = ZAnimal.pick({
  id: true,
  animalId: true,
  name: true,
  species: true,
  breed: true,
  sex: true,
  age: true,
  description: true,
  imageUrl: true,
  photo: true,
  status: true,
  intakeDate: true,
  vaccinationStatus: true,
  spayNeuterStatus: true,
  traits: true,
}).extend({
  microchipped: z.boolean(),
  behaviorNotes: z.array(z.object({ note: z.string() })),
  /** An application is Approved or an adoption Pending: a new one is refused, or a backup. */
  adoptionPending: z.boolean(),
  /** The shelter takes backup applications for an animal whose adoption is pending (Settings → System). */
  acceptsBackupApplications: z.boolean(),
});
export type TAdoptableAnimal = z.infer<typeof ZAdoptableAnimal>;

/** An adoptable animal's page: also every photo, in order, with its caption. */
export const ZAdoptableAnimalDetail = ZAdoptableAnimal.extend({ photos: z.array(ZPublicPhoto) });
export type TAdoptableAnimalDetail = z.infer<typeof ZAdoptableAnimalDetail>;

export const ZAdoptableQuery = z.object({
  q: z.string().trim().max(100).optional(),
  species: ZSpecies.optional(),
  sex: ZSex.optional(),
  limit: z.number().int().min(1).max(100).optional(),
  offset: z.number().int().min(0).max(1_000_000).optional(),
});
export type TAdoptableQuery = z.infer<typeof ZAdoptableQuery>;

export const ZPublicAnimalInput = z.object({ id: ZId });

/** The adoption application form (docs/domain.md#validation), messages word for word. */
export const ZApplicationInput = z.object({
  animalId: animalRef(),
  applicantName: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(200, 'Name must be at most 200 characters'),
  applicantEmail: z.string({ error: 'Invalid email address' }).trim().max(320, 'Invalid email address').pipe(z.email('Invalid email address')),
  applicantPhone: z
    .string({ error: 'Phone number must be at least 10 characters' })
    .trim()
    .min(10, 'Phone number must be at least 10 characters')
    .max(50, 'Phone number must be at most 50 characters'),
  homeType: requiredText('Type of home is required', 200),
  rentOrOwn: z.enum(RENT_OR_OWN, { error: 'Choose rent or own' }).default('own'),
  landlordApproval: ZBool.nullish().transform((value) => value ?? null),
  hasChildren: ZBool,
  hasOtherPets: ZBool,
  otherPetsDetails: optionalText(2000),
  previousPetExperience: requiredText('Previous pet experience is required', 5000),
  reasonForAdoption: requiredText('Please tell us why you want to adopt', 5000),
  howDidYouHear: requiredText('Please tell us how you heard about us', 500),
  additionalNotes: optionalText(5000),
  /** A field people never see: bots fill it (the honeypot). */
  fax: z.string().max(500).optional(),
});
export type TApplicationInput = z.input<typeof ZApplicationInput>;
export type TApplication = z.output<typeof ZApplicationInput>;

export const ZApplicationReceipt = z.object({ reference: z.string().regex(/^\d{8}$/) });
export type TApplicationReceipt = z.infer<typeof ZApplicationReceipt>;

/**
 * The data the page's first screen shows, put into the HTML so the app renders it at once instead
 * of asking for it after it starts (the portal's common/initial-data.ts reads it). The
 * shelter's details fill the header and footer: fetched by the app, they arrived after the first
 * screen and had the whole page render a second time.
 */
export type TPortalData = { organization: TPublicOrganization } & (
  { kind: 'list'; limit: number; page: TPage<TAdoptableAnimal> } | { kind: 'animal'; animal: TAdoptableAnimalDetail }
);
