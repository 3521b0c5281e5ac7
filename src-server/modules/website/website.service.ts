import type { EntityManager } from '@mikro-orm/postgresql';
import type { TPublicWebsite } from '../../../src-shared/schemas/widget.js';
import { getSettings } from '../settings/settings.service.js';

/** What the embeddable widget reads of the shelter: its name, the portal's address and the widget's look. */
export async function publicWebsite(em: EntityManager, siteOrigin: string): Promise<TPublicWebsite> {
  const { organization, website } = await getSettings(em);
  return {
    organizationName: organization.name,
    portalUrl: `${siteOrigin}/public`,
    theme: { primaryColor: website.primaryColor, font: website.font, colorScheme: website.colorScheme },
  };
}
