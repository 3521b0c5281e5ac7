import { z } from 'zod';
import { ZPersonCreateInput, type TPerson, type TPersonCreateInput } from '../../../src-shared/schemas/people';

/**
 * The New person and Edit dialogs: the API's own person schema, with the foster capacity as
 * staff type it (empty for no limit). The same values go to people.create and people.update.
 */
export const ZPersonForm = z
  .object({ ...ZPersonCreateInput.shape, fosterCapacity: z.string() })
  .transform(({ fosterCapacity, ...person }): TPersonCreateInput => ({
    ...person,
    fosterCapacity: fosterCapacity.trim() ? Number(fosterCapacity.trim()) : null,
  }))
  .pipe(ZPersonCreateInput);
export type TPersonFormValues = z.input<typeof ZPersonForm>;
export type TPersonFormOutput = z.output<typeof ZPersonForm>;

/** A new person, or a person's record as it reads now. */
export function personFormDefaults(person?: TPerson): TPersonFormValues {
  return {
    name: person?.name ?? '',
    email: person?.email ?? '',
    phone: person?.phone ?? '',
    altPhone: person?.altPhone ?? '',
    address: person?.address ?? '',
    notes: person?.notes ?? '',
    doNotAdopt: person?.doNotAdopt ?? false,
    doNotAdoptReason: person?.doNotAdoptReason ?? '',
    fosterApprovedOn: person?.fosterApprovedOn ?? '',
    fosterCapacity: person?.fosterCapacity?.toString() ?? '',
    fosterSpecies: person?.fosterSpecies ?? [],
    fosterAgeGroups: person?.fosterAgeGroups ?? [],
    volunteerActive: person?.volunteerActive ?? false,
    organizationId: person?.organizationId ?? null,
  };
}
