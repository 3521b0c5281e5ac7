import type { EntityManager } from '@mikro-orm/postgresql';
import { listedPubliclySql } from '../public/listed.js';
import { portalAnimalUrl } from '../public/public-page.js';
import { escapeXml } from './xml.js';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); the list page is one of them. */
const MAX_ANIMALS = 49_999;

/**
 * The portal's list page and every animal listed publicly, by the sitemaps.org protocol; each
 * page's <lastmod> is the day its animal's record last changed (UTC), the list's the latest of them.
 */
export async function sitemap(em: EntityManager, origin: string): Promise<string> {
  const rows = await em
    .getConnection()
    .execute<{ id: number; lastmod: string }[]>(
      `select a.id, to_char(a.updated_at at time zone 'UTC', 'YYYY-MM-DD') as lastmod from animals a where ${listedPubliclySql('a')} order by a.id limit ?`,
      [MAX_ANIMALS],
    );
  const latest = rows.reduce<string | undefined>((max, row) => (max === undefined || row.lastmod > max ? row.lastmod : max), undefined);
  const url = (loc: string, lastmod: string | undefined) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(`${origin}/public`, latest),
    ...rows.map((row) => url(portalAnimalUrl(origin, row.id), row.lastmod)),
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read the portal, its feeds and its photos; the console and the rest of the API are no business of theirs. */
export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /public', 'Allow: /api/public/feeds/', 'Allow: /media/', 'Disallow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
