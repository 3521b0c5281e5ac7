import { trpc } from '../../../shared/trpc';

/**
 * The names of the partner organizations in use (docs/domain.md#partners), offered as a transfer's
 * organization so it is written as the partner is named; any other name is still accepted.
 */
export function usePartnerNames(): string[] {
  const partners = trpc.partners.list.useQuery();
  return (partners.data ?? []).filter((partner) => partner.active).map((partner) => partner.name);
}
