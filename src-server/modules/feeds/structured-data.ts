import type { TAdoptableAnimal, TAdoptableAnimalDetail } from '../../../src-shared/schemas/public.js';
import type { TPublicOrganization } from '../../../src-shared/schemas/settings.js';
import { absoluteUrl, portalAnimalUrl } from '../public/public-page.js';
import { FEED_PATHS } from './feeds.service.js';

/**
 * schema.org's structured data of the portal's pages (docs/domain.md#website, "Feeds, sitemap and
 * structured data"). schema.org has no type for a pet, and Google shows no rich result for one:
 * the animal is a plain `Thing` that the page is about, the shelter is what schema.org does have,
 * an `AnimalShelter`, and the list page is an `ItemList` of the animals' pages (Google's
 * summary-page form of a list). Only what the page itself shows is said.
 */

type TJsonLd = Record<string, unknown>;

const shelterId = (origin: string) => `${origin}/public#shelter`;

/** Empty settings are left out rather than said as empty strings. */
function shelter(organization: TPublicOrganization, origin: string): TJsonLd {
  return {
    '@type': 'AnimalShelter',
    '@id': shelterId(origin),
    name: organization.name,
    url: organization.website || `${origin}/public`,
    ...(organization.phone ? { telephone: organization.phone } : {}),
    ...(organization.email ? { email: organization.email } : {}),
    ...(organization.address ? { address: organization.address } : {}),
    ...(organization.openingHours ? { openingHours: organization.openingHours } : {}),
  };
}

const graph = (...nodes: TJsonLd[]): TJsonLd => ({ '@context': 'https://schema.org', '@graph': nodes });

/** An animal's page: the WebPage about the animal, published by the shelter. */
export function animalStructuredData(animal: TAdoptableAnimalDetail, organization: TPublicOrganization, origin: string, description: string): TJsonLd {
  const url = portalAnimalUrl(origin, animal.id);
  const images = animal.photos.length ? animal.photos.map((photo) => photo.src) : animal.imageUrl ? [animal.imageUrl] : [];
  const absoluteImages = images.flatMap((image) => absoluteUrl(image, origin) ?? []);
  return graph(
    {
      '@type': 'WebPage',
      '@id': url,
      url,
      name: `Adopt ${animal.name}`,
      description,
      mainEntity: { '@id': `${url}#animal` },
      publisher: { '@id': shelterId(origin) },
    },
    {
      '@type': 'Thing',
      '@id': `${url}#animal`,
      name: animal.name,
      description: animal.description?.trim() || description,
      url,
      identifier: animal.animalId,
      ...(absoluteImages.length ? { image: absoluteImages } : {}),
    },
    shelter(organization, origin),
  );
}

/** The list page: the animals it shows, in order, and the shelter. */
export function listStructuredData(animals: readonly Pick<TAdoptableAnimal, 'id' | 'name'>[], organization: TPublicOrganization, origin: string): TJsonLd {
  return graph(
    {
      '@type': 'ItemList',
      '@id': `${origin}/public#animals`,
      name: `Adoptable animals at ${organization.name}`,
      itemListElement: animals.map((animal, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: portalAnimalUrl(origin, animal.id),
        name: animal.name,
      })),
    },
    shelter(organization, origin),
  );
}

/** The feeds every portal page names in its head, for readers' autodiscovery. */
export const feedLinks = (origin: string, shelterName: string) => [
  { type: 'application/atom+xml', title: `New arrivals at ${shelterName}`, href: `${origin}${FEED_PATHS.atom}` },
  { type: 'application/feed+json', title: `Adoptable animals at ${shelterName}`, href: `${origin}${FEED_PATHS.json}` },
];
