import type { z } from 'zod';
import { TRANSFER_PARTNER_KIND } from '../../../src-shared/people';
import type { TOrganization, ZOrganizationCreateInput } from '../../../src-shared/schemas/people';

/** The New Organization and Edit dialogs' values: the API's own schema, as the boxes hold them. */
export type TOrganizationFormValues = z.input<typeof ZOrganizationCreateInput>;

/** A new organization (a shelter or rescue unless said), or one's record as it reads now. */
export function organizationFormDefaults(organization?: TOrganization): TOrganizationFormValues {
  return {
    name: organization?.name ?? '',
    kind: organization?.kind ?? TRANSFER_PARTNER_KIND,
    inCoalition: organization?.inCoalition ?? false,
    active: organization?.active ?? true,
    email: organization?.email ?? '',
    phone: organization?.phone ?? '',
    address: organization?.address ?? '',
    notes: organization?.notes ?? '',
  };
}
