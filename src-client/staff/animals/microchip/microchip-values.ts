import { z } from 'zod';
import { MICROCHIP_MANUFACTURERS } from '../../../../src-shared/enums';
import { normalizeChipNumber } from '../../../../src-shared/microchips';

/**
 * The microchip group of the intake form and the Microchip tab (docs/domain.md#validation): a chip number,
 * a manufacturer picked from the list (Other opens a free-text name), and a registration or city
 * ordinance ID. Empty values are sent as null.
 */

export const OTHER_MANUFACTURER = 'Other';

export interface TChipValues {
  microchipId: string;
  manufacturerChoice: string;
  otherManufacturer: string;
  registrationId: string;
}

export interface TChipPayload {
  microchipId: string | null;
  microchipManufacturer: string | null;
  registrationId: string | null;
}

const isListed = (name: string) => (MICROCHIP_MANUFACTURERS as readonly string[]).includes(name) && name !== OTHER_MANUFACTURER;

/** The manufacturer the form stands for: the listed one, the typed name under Other, or none. */
export function manufacturerFromChoice(choice: string, other: string): string | null {
  if (choice === OTHER_MANUFACTURER) return other.trim() || null;
  return choice || null;
}

/** How a stored manufacturer shows in the form; one not in the list shows as Other with its name. */
export function choiceFromManufacturer(manufacturer: string | null): Pick<TChipValues, 'manufacturerChoice' | 'otherManufacturer'> {
  if (!manufacturer) return { manufacturerChoice: '', otherManufacturer: '' };
  if (isListed(manufacturer)) return { manufacturerChoice: manufacturer, otherManufacturer: '' };
  return { manufacturerChoice: OTHER_MANUFACTURER, otherManufacturer: manufacturer };
}

export function chipValues(animal: TChipPayload): TChipValues {
  return {
    microchipId: animal.microchipId ?? '',
    ...choiceFromManufacturer(animal.microchipManufacturer),
    registrationId: animal.registrationId ?? '',
  };
}

/** The API's fields; the number without its formatting, as the API stores it. */
export function chipPayload(values: TChipValues): TChipPayload {
  return {
    microchipId: normalizeChipNumber(values.microchipId) || null,
    microchipManufacturer: manufacturerFromChoice(values.manufacturerChoice, values.otherManufacturer),
    registrationId: values.registrationId.trim() || null,
  };
}

/** Field rules; the limits are the animal schema's. */
export const chipFields = {
  microchipId: z.string().trim().max(40, 'Must be at most 40 characters'),
  manufacturerChoice: z.string(),
  otherManufacturer: z.string().trim().max(100, 'Must be at most 100 characters'),
  registrationId: z.string().trim().max(100, 'Must be at most 100 characters'),
};

type TIssue = { path: [keyof TChipValues]; message: string };

/**
 * What is missing. On the Microchip tab a number and a manufacturer are required; in the intake
 * form the group is optional, but a number and its manufacturer go together (as the API requires).
 */
export function chipIssues(values: TChipValues, { required }: { required: boolean }): TIssue[] {
  const issues: TIssue[] = [];
  const hasNumber = values.microchipId.trim() !== '';
  const manufacturer = manufacturerFromChoice(values.manufacturerChoice, values.otherManufacturer);
  if (!hasNumber && (required || manufacturer)) issues.push({ path: ['microchipId'], message: 'Microchip ID is required' });
  if (!manufacturer && (required || hasNumber)) {
    const path = values.manufacturerChoice === OTHER_MANUFACTURER ? 'otherManufacturer' : 'manufacturerChoice';
    issues.push({ path: [path], message: 'Manufacturer is required' });
  }
  return issues;
}

/** The Microchip tab's form. */
export const ZMicrochipForm = z
  .object(chipFields)
  .superRefine((values, ctx) => chipIssues(values, { required: true }).forEach((issue) => ctx.addIssue({ code: 'custom', ...issue })))
  .transform(chipPayload);
