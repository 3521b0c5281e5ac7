import { ADOPTABLE_STATUSES } from '../../../src-shared/enums.js';

/**
 * The one rule for what the public sees (docs/domain.md#website): an animal is on the public
 * channels (the portal, the widget, the feeds, the sitemap, the listing sites' exports) when it is
 * live, adoptable (Available or In Foster) and staff have not kept it off (`public_listing`).
 * Anything else is simply not found there.
 */
export const isListedPublicly = (animal: { status: string; publicListing: boolean }) =>
  animal.publicListing && (ADOPTABLE_STATUSES as readonly string[]).includes(animal.status);

/** The same rule as SQL over the animals table under `alias`. */
export const listedPubliclySql = (alias: string) =>
  `${alias}.voided_at is null and ${alias}.public_listing and ${alias}.status in (${ADOPTABLE_STATUSES.map((status) => `'${status}'`).join(', ')})`;
