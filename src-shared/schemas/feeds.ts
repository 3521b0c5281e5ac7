import { z } from 'zod';

/** How many animals one page of the JSON feed carries; the next page is its `next_url` (docs/domain.md#website). */
export const JSON_FEED_PAGE_SIZE = 100;

/** Which page of the JSON feed: the first when absent. */
export const ZJsonFeedQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().describe('The page, from 1; each page links the next in next_url'),
});
export type TJsonFeedQuery = z.infer<typeof ZJsonFeedQuery>;

/** One adoptable animal as a JSON Feed 1.1 item (https://www.jsonfeed.org/version/1.1/). */
export const ZJsonFeedItem = z.object({
  id: z.string().describe('The animal’s portal page, which never changes'),
  url: z.string().describe('The animal’s portal page, absolute'),
  title: z.string(),
  content_text: z.string(),
  summary: z.string(),
  image: z.string().optional().describe('The primary photo’s largest size, absolute'),
  date_published: z.string().describe('The intake date, RFC 3339'),
  date_modified: z.string().describe('When the animal’s record last changed, RFC 3339'),
  tags: z.array(z.string()).describe('Species, breed, sex and age'),
});
export type TJsonFeedItem = z.infer<typeof ZJsonFeedItem>;

export const ZJsonFeed = z.object({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string(),
  home_page_url: z.string(),
  feed_url: z.string(),
  description: z.string(),
  next_url: z.string().optional().describe('The next page, when there are more animals'),
  authors: z.array(z.object({ name: z.string(), url: z.string().optional() })),
  language: z.string(),
  items: z.array(ZJsonFeedItem),
});
export type TJsonFeed = z.infer<typeof ZJsonFeed>;

/** Where the public feeds are, absolute (PUBLIC_URL, else the address staff used): Settings → Website shows them. */
export const ZFeedAddresses = z.object({
  json: z.string(),
  atom: z.string(),
  sitemap: z.string(),
  robots: z.string(),
});
export type TFeedAddresses = z.infer<typeof ZFeedAddresses>;
