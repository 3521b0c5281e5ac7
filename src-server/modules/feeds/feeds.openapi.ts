import type { OpenAPIObject } from 'trpc-to-openapi';
import { errorResponses } from '../backup/backup.openapi.js';
import { FEED_PATHS, NEW_ARRIVALS } from './feeds.service.js';

/**
 * The OpenAPI entry of the Atom feed (feeds.routes.ts), a plain route the generator does not see.
 * The sitemap and robots.txt are outside /api, where crawlers look for them, so not in this document.
 */
export const feedPaths: NonNullable<OpenAPIObject['paths']> = {
  [FEED_PATHS.atom.replace(/^\/api/, '')]: {
    get: {
      operationId: 'feeds-newArrivals',
      summary: `Atom feed (RFC 4287) of the ${NEW_ARRIVALS} animals listed for adoption that arrived most recently, newest first`,
      tags: ['public'],
      security: [],
      responses: {
        '200': {
          description: 'The feed; ETag and Cache-Control: public, no-cache (If-None-Match answers 304)',
          content: { 'application/atom+xml': { schema: { type: 'string' } } },
        },
        ...errorResponses([500, 503]),
      },
    },
  },
};
