import type { EntityManager } from '@mikro-orm/postgresql';
import { JSON_FEED_PAGE_SIZE, type TFeedAddresses, type TJsonFeed, type TJsonFeedQuery } from '../../../src-shared/schemas/feeds.js';
import { notFound } from '../../domain-errors.js';
import { getPublicOrganization } from '../settings/settings.service.js';
import { selectFeedAnimals, type TFeedAnimal } from './feed-animals.js';
import { escapeXml } from './xml.js';

/** Where the feeds are, below the site's origin (docs/domain.md#website). */
export const FEED_PATHS = {
  json: '/api/public/feeds/adoptable',
  atom: '/api/public/feeds/new-arrivals.atom',
  sitemap: '/sitemap.xml',
} as const;

export const feedAddresses = (origin: string): TFeedAddresses => ({
  json: `${origin}${FEED_PATHS.json}`,
  atom: `${origin}${FEED_PATHS.atom}`,
  sitemap: `${origin}${FEED_PATHS.sitemap}`,
  robots: `${origin}/robots.txt`,
});

/** How many arrivals the Atom feed carries: a reader polls it for what is new, not for the whole list. */
export const NEW_ARRIVALS = 50;

const tagsOf = (animal: TFeedAnimal) => [animal.species, animal.breed, animal.sex, animal.age].filter(Boolean);

/**
 * One page of every animal listed publicly, newest arrival first; `next_url` names the next page
 * while there is one. A page past the end is not found rather than an empty feed.
 */
export async function jsonFeed(em: EntityManager, origin: string, query: TJsonFeedQuery): Promise<TJsonFeed> {
  const page = query.page ?? 1;
  const organization = await getPublicOrganization(em);
  const { items, total } = await selectFeedAnimals(em, origin, organization.name, { limit: JSON_FEED_PAGE_SIZE, offset: (page - 1) * JSON_FEED_PAGE_SIZE });
  if (page > 1 && !items.length) throw notFound('Feed page');
  const feedUrl = `${origin}${FEED_PATHS.json}`;
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: `Adoptable animals at ${organization.name}`,
    home_page_url: `${origin}/public`,
    feed_url: page === 1 ? feedUrl : `${feedUrl}?page=${page}`,
    description: `The dogs, cats and other animals waiting for a home at ${organization.name}, newest arrival first.`,
    ...(page * JSON_FEED_PAGE_SIZE < total ? { next_url: `${feedUrl}?page=${page + 1}` } : {}),
    authors: [{ name: organization.name, ...(organization.website ? { url: organization.website } : {}) }],
    language: 'en',
    items: items.map((animal) => ({
      id: animal.url,
      url: animal.url,
      title: `${animal.name} – ${animal.breed}`,
      content_text: animal.description,
      summary: animal.summary,
      ...(animal.image ? { image: animal.image } : {}),
      date_published: `${animal.intakeDate}T00:00:00Z`,
      date_modified: animal.updatedAt.toISOString(),
      tags: tagsOf(animal),
    })),
  };
}

/** The Atom feed (RFC 4287) of the newest arrivals listed publicly. */
export async function atomFeed(em: EntityManager, origin: string): Promise<string> {
  const organization = await getPublicOrganization(em);
  const { items } = await selectFeedAnimals(em, origin, organization.name, { limit: NEW_ARRIVALS });
  const selfUrl = `${origin}${FEED_PATHS.atom}`;
  // The feed changed when its newest-changed entry did; an empty feed is as old as the epoch rather than "now", so its ETag holds.
  const updated = items.reduce((latest, animal) => (animal.updatedAt > latest ? animal.updatedAt : latest), new Date(0));
  const entries = items.map((animal) => {
    const lines = [
      `<id>${escapeXml(animal.url)}</id>`,
      `<title>${escapeXml(`${animal.name} – ${animal.breed}`)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(animal.url)}"/>`,
      `<published>${animal.intakeDate}T00:00:00Z</published>`,
      `<updated>${animal.updatedAt.toISOString()}</updated>`,
      `<summary>${escapeXml(animal.summary)}</summary>`,
      `<content type="text">${escapeXml(animal.description)}</content>`,
      ...tagsOf(animal).map((tag) => `<category term="${escapeXml(tag)}"/>`),
      ...(animal.image ? [`<link rel="enclosure" type="image/jpeg" href="${escapeXml(animal.image)}"/>`] : []),
    ];
    return `  <entry>\n    ${lines.join('\n    ')}\n  </entry>`;
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeXml(selfUrl)}</id>`,
    `  <title>${escapeXml(`New arrivals at ${organization.name}`)}</title>`,
    `  <subtitle>${escapeXml(`The ${NEW_ARRIVALS} animals most recently arrived and available for adoption.`)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/public`)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <author><name>${escapeXml(organization.name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
