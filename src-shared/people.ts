/**
 * People and organizations (docs/domain.md#people): the roles a person's record gathers, the kinds
 * of organization, and the keys two records are matched by. One home for the matching rule, which
 * the server's links, the duplicates list and the migration that made the first people all follow.
 */

/** Roles accumulate: each is added by what the person did (an adoption, a placement…) or by staff, never taken away. */
export const PERSON_ROLES = ['Adopter', 'Applicant', 'Foster home', 'Owner', 'Finder', 'Volunteer', 'Donor', 'Organization contact'] as const;
export type TPersonRole = (typeof PERSON_ROLES)[number];

export const ORGANIZATION_KINDS = ['Shelter or rescue', 'Vet clinic', 'Other'] as const;
export type TOrganizationKind = (typeof ORGANIZATION_KINDS)[number];
/** The kind of organization transfers come from and go to: the Settings → Partners list. */
export const TRANSFER_PARTNER_KIND: TOrganizationKind = 'Shelter or rescue';

/** What an erased person's fields read. */
export const REMOVED = '[removed]';

/** A phone number matches another by its digits; fewer than this many digits name nobody ("n/a", "0"). */
export const MIN_PHONE_DIGITS = 7;

/** The key an e-mail is matched by: trimmed and lower-cased, or null for none. */
export function emailKey(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase() ?? '';
  return key && key !== REMOVED ? key : null;
}

/** The key a phone number is matched by: its digits, or null when too few to name anyone. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= MIN_PHONE_DIGITS ? digits : null;
}

/** The contact details a staff call or a form names a person by. */
export interface TContact {
  name: string;
  email: string | null;
  phone: string | null;
}
