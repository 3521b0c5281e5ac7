import type { TRouteAssets } from './page-assets.js';
import type { TPortalData } from '../../../src-shared/schemas/public.js';
import type { TLeadImage, TPageMeta, TPublicPage } from './public-page.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value comes from staff input (names, descriptions, settings): none may end a tag or attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The title, description, canonical link, Open Graph and Twitter card tags of one page. */
export function renderHead(page: TPageMeta): string {
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonicalUrl),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  ];
  if (page.image) {
    tags.push(
      meta('property', 'og:image', page.image.url),
      meta('property', 'og:image:alt', page.image.alt),
      meta('name', 'twitter:image', page.image.url),
      meta('name', 'twitter:image:alt', page.image.alt),
    );
  }
  return tags.join('\n    ');
}

/**
 * JSON inside <script>: no `<` (so no `</script>`), `>` or `&` can end or confuse the element,
 * and the two line separators JavaScript once treated as line ends are escaped too.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Where the app finds the data its first screen needs (src-client/portal/common/initial-data.ts). */
export const PORTAL_DATA_ID = 'portal-data';

/** What tells the browser early about the files the page needs: the route's code, its stylesheets and its photo. */
function renderPreloads({ scripts, styles }: TRouteAssets, leadImage: TLeadImage | undefined): string[] {
  const tags = [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
  ];
  if (leadImage) {
    // With a srcset the browser preloads the size the <img> of the same `sizes` will pick, not `href`.
    const responsive = leadImage.srcset ? ` imagesrcset="${escapeHtml(leadImage.srcset)}" imagesizes="${escapeHtml(leadImage.sizes ?? '100vw')}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(leadImage.href)}"${responsive} fetchpriority="high" />`);
  }
  return tags;
}

/**
 * The page's feeds and its schema.org JSON-LD. A JSON-LD block is data, never run, so the CSP's
 * script-src does not apply to it; scriptJson keeps staff's text from ending the element.
 */
function renderDiscovery({ feeds = [], structuredData }: TPublicPage): string[] {
  const tags = feeds.map(
    (feed) => `<link rel="alternate" type="${escapeHtml(feed.type)}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`,
  );
  if (structuredData) tags.push(`<script type="application/ld+json">${scriptJson(structuredData)}</script>`);
  return tags;
}

const renderData = (data: TPortalData) => `<script type="application/json" id="${PORTAL_DATA_ID}">${scriptJson(data)}</script>`;

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;
const HEAD_END = /<\/head>/i;

/**
 * index.html with the page's tags in place of its generic title and description. They go where
 * the title was (else at the end of <head>), ahead of the scripts, so a crawler that reads only the
 * first bytes still finds them.
 *
 * The preloads and the page's data go at the end of <head>, after the entry script and the
 * modulepreloads of its imports. The entry must arrive and run before the route's code is even
 * asked for, and it is most of the bytes: announced ahead of it, the route's two dozen small chunks
 * took the browser's first connections and made the entry wait for them (a phone on HTTP/1.1 opens
 * six per site). After it, they download while the entry starts the app.
 */
export function withHead(indexHtml: string, page: TPublicPage, assets: TRouteAssets = { scripts: [], styles: [] }): string {
  const tags = [renderHead(page.meta), ...renderDiscovery(page)].join('\n    ');
  const late = [...renderPreloads(assets, page.leadImage), ...(page.data ? [renderData(page.data)] : [])].join('\n    ');
  const html = indexHtml.replace(DESCRIPTION, '');
  const hasHeadEnd = HEAD_END.test(html);
  // Without a </head> to put them before, the late tags follow the page's own.
  const early = hasHeadEnd ? tags : [tags, late].filter(Boolean).join('\n    ');
  let placed: string;
  if (TITLE.test(html)) placed = html.replace(TITLE, () => `${early}\n    `);
  else if (hasHeadEnd) placed = html.replace(HEAD_END, () => `${early}\n  </head>`);
  else {
    const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0] ?? '';
    return `${doctype}${early}${html.slice(doctype.length)}`;
  }
  return hasHeadEnd && late ? placed.replace(HEAD_END, () => `  ${late}\n  </head>`) : placed;
}
