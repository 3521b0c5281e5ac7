import { z } from 'zod';
import { requiredText, ZBool, ZId } from './fields.js';
import { ZVersion } from './records.js';

/**
 * Partner organizations (docs/domain.md#partners): the shelters and rescues transfers come from and
 * go to, each inside the community coalition or not.
 */

export const ZPartner = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  inCoalition: z.boolean(),
  active: z.boolean(),
});
export type TPartner = z.infer<typeof ZPartner>;

const ZPartnerName = requiredText('Name is required', 200);

export const ZPartnerCreateInput = z.object({
  name: ZPartnerName,
  /** Inside the community coalition: the Asilomar table's "other agencies in the coalition" rows. */
  inCoalition: ZBool.default(false),
});
export type TPartnerCreate = z.output<typeof ZPartnerCreateInput>;

export const ZPartnerUpdateInput = z.object({
  id: ZId,
  version: ZVersion,
  name: ZPartnerName.optional(),
  inCoalition: ZBool.optional(),
  /** A partner out of use is kept for the stays that name it and offered for no new transfer. */
  active: ZBool.optional(),
});
export type TPartnerUpdate = z.output<typeof ZPartnerUpdateInput>;
