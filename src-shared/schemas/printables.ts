import { z } from 'zod';
import { ZId, ZIsoDate } from './fields.js';
import { ZPhotoImage } from './photos.js';
import { ZPrintingSettings } from './settings.js';

/**
 * The papers a shelter prints (docs/domain.md#printables): each call answers everything its page
 * shows, composed on the server, so a page is drawn from one answer and nothing on paper is worked
 * out in the browser. Pages are print-ready HTML (decision 0013), not PDFs made on the server.
 */

export const ZPaperSize = ZPrintingSettings.shape.paperSize;
export type TPaperSize = z.infer<typeof ZPaperSize>;

/** The placeholders the adoption contract's terms may carry; each is replaced by its value when printed. */
export const CONTRACT_PLACEHOLDERS = [
  'organizationName',
  'adopterName',
  'animalName',
  'animalId',
  'species',
  'microchip',
  'adoptionDate',
  'fee',
  'taxId',
] as const;
export type TContractPlaceholder = (typeof CONTRACT_PLACEHOLDERS)[number];

/** The placeholders a receipt's wording may carry (Settings → Printing). */
export const RECEIPT_PLACEHOLDERS = ['organizationName', 'taxId'] as const;
export type TReceiptPlaceholder = (typeof RECEIPT_PLACEHOLDERS)[number];

/** The shelter as a paper's heading names it (Settings → Organization). */
export const ZPrintOrganization = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  taxId: z.string(),
  logo: z.string(),
});
export type TPrintOrganization = z.infer<typeof ZPrintOrganization>;

/** What every paper about one animal shows of it. `portalUrl` is absolute (PUBLIC_URL, else the address staff used). */
export const ZPrintAnimal = z.object({
  id: z.number().int(),
  animalId: z.string(),
  name: z.string(),
  species: z.string(),
  breed: z.string(),
  sex: z.string(),
  age: z.string(),
  intakeDate: ZIsoDate,
  microchipId: z.string().nullable(),
  microchipManufacturer: z.string().nullable(),
  description: z.string().nullable(),
  photo: ZPhotoImage.nullable(),
  /** The portal page a QR code on paper opens; null when the animal is not listed there. */
  portalUrl: z.string().nullable(),
});
export type TPrintAnimal = z.infer<typeof ZPrintAnimal>;

/** Every answer carries the shelter, the paper size from Settings and the shelter's today (the date printed). */
const printed = { organization: ZPrintOrganization, paperSize: ZPaperSize, today: ZIsoDate };

export const ZKennelCard = z.object({
  animal: ZPrintAnimal,
  /** Where the animal is kept now (its location's name), if anywhere. */
  location: z.string().nullable(),
  /** "Adoption pending" when an adoption is pending; otherwise null. */
  adoptionPending: z.boolean(),
  /** The latest date an active hold runs to ("Hold until {date}"); null when none or open-ended holds only. */
  holdUntil: ZIsoDate.nullable(),
  /** An active hold with no end date ("On hold"). */
  onHold: z.boolean(),
  /** Handling warnings for staff, newest first (never on a public paper). */
  handlingWarnings: z.array(z.object({ text: z.string(), date: ZIsoDate })),
});
export type TKennelCard = z.infer<typeof ZKennelCard>;

export const KENNEL_CARDS_QUERY_MESSAGE = 'Give an animalId or a locationId, not both';

/** One card (animalId) or every animal in care at a location, in the census's order (locationId). */
export const ZKennelCardsQuery = z
  .object({ animalId: ZId.optional(), locationId: ZId.optional() })
  .refine((query) => (query.animalId === undefined) !== (query.locationId === undefined), KENNEL_CARDS_QUERY_MESSAGE);
export type TKennelCardsQuery = z.infer<typeof ZKennelCardsQuery>;

export const ZKennelCards = z.object({ ...printed, title: z.string(), cards: z.array(ZKennelCard) });
export type TKennelCards = z.infer<typeof ZKennelCards>;

export const ZAdoptionContract = z.object({
  ...printed,
  adoptionId: z.number().int(),
  adoptionDate: ZIsoDate,
  status: z.string(),
  feeAmount: z.number().int(),
  /** The fee received, from the adoption's fee transactions (cents); may differ from the fee agreed. */
  feePaid: z.number().int(),
  /** Those transactions, oldest first: each prints its own receipt. */
  feeTransactionIds: z.array(z.number().int()),
  adopter: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string().nullable() }),
  animal: ZPrintAnimal,
  /** Settings → Printing's terms with every placeholder replaced, as paragraphs. */
  terms: z.array(z.string()),
});
export type TAdoptionContract = z.infer<typeof ZAdoptionContract>;

export const ZReceipt = z.object({
  ...printed,
  transactionId: z.number().int(),
  /** The receipt's number as printed (stable: derived from the transaction). */
  number: z.string(),
  date: ZIsoDate,
  transactionType: z.string(),
  amount: z.number().int(),
  paymentMethod: z.string().nullable(),
  description: z.string().nullable(),
  payer: z.object({ name: z.string(), address: z.string().nullable(), email: z.string().nullable() }).nullable(),
  /** The animal an adoption fee was for. */
  animal: z.object({ animalId: z.string(), name: z.string() }).nullable(),
  /** Settings → Printing's wording for a donation (tax-deductible statement), or for a fee; empty when none is set. */
  wording: z.string(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZVaccinationCertificate = z.object({
  ...printed,
  animal: ZPrintAnimal,
  /** The vaccinations given, oldest first. */
  vaccinations: z.array(
    z.object({
      date: ZIsoDate,
      description: z.string(),
      product: z.string().nullable(),
      lotNumber: z.string().nullable(),
      lotExpiry: ZIsoDate.nullable(),
      givenBy: z.string().nullable(),
      veterinarian: z.string().nullable(),
      rabiesTag: z.string().nullable(),
      outsideSource: z.boolean(),
    }),
  ),
  /** The signing veterinarian: the latest rabies vaccination's, else the latest one named. */
  veterinarian: z.string().nullable(),
});
export type TVaccinationCertificate = z.infer<typeof ZVaccinationCertificate>;

export const ZAnimalFlyer = z.object({ ...printed, animal: ZPrintAnimal, traits: z.array(z.string()), openingHours: z.string() });
export type TAnimalFlyer = z.infer<typeof ZAnimalFlyer>;

export const ZPrintByAnimal = z.object({ animalId: ZId });
export const ZPrintByAdoption = z.object({ adoptionId: ZId });
export const ZPrintByTransaction = z.object({ transactionId: ZId });
