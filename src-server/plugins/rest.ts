import type { FastifyInstance } from 'fastify';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { backupPaths } from '../modules/backup/backup.openapi.js';
import { documentPaths } from '../modules/documents/documents.openapi.js';
import { listingPaths } from '../modules/listings/listings.openapi.js';
import { feedPaths } from '../modules/feeds/feeds.openapi.js';
import { photoUploadPaths } from '../modules/photos/photos.openapi.js';
import { CSRF_HEADER } from './security.js';
import { SESSION_COOKIE } from './session.js';
import { appRouter } from '../app-router.js';
import { restRoutes } from './rest-routes.js';

export function openApiDocument() {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Shelter API',
    description: `The animal shelter console and adoption portal. Staff calls need the session cookie set by POST /login; every call that changes data (POST, PUT, PATCH, DELETE) also sends the header ${CSRF_HEADER}: 1.`,
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: { cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
  });
  // Added after generating: the generator would offer every scheme as an alternative to the cookie.
  document.components = {
    ...document.components,
    securitySchemes: {
      ...document.components?.securitySchemes,
      csrfHeader: {
        type: 'apiKey',
        in: 'header',
        name: CSRF_HEADER,
        description: `The defence against cross-site request forgery: every POST, PUT, PATCH and DELETE sends ${CSRF_HEADER}: 1 (any value but empty), unless it comes from the console in a browser (Sec-Fetch-Site: same-origin, or an Origin of this server). A page on another site cannot send the header without a CORS preflight, which this server never grants; a call whose Origin or Sec-Fetch-Site names another site is refused with 403 whatever it sends.`,
      },
    },
  };
  // The plain routes' entries, each beside the procedures' operations on the same path.
  const paths = { ...document.paths };
  for (const [path, item] of Object.entries({ ...backupPaths, ...documentPaths, ...photoUploadPaths, ...listingPaths, ...feedPaths }))
    paths[path] = { ...paths[path], ...item };
  document.paths = paths;
  for (const item of Object.values(paths)) {
    for (const method of ['get', 'put', 'post', 'patch', 'delete'] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      // Public operations say so explicitly (`security: []`) instead of leaving it unstated.
      const security = operation.security ?? [];
      operation.security = method === 'get' ? security : withCsrfHeader(security);
    }
  }
  describeIssues(document.components?.schemas ?? {});
  return document;
}

/** A write needs the CSRF header besides whatever else its operation requires. */
function withCsrfHeader(security: Record<string, string[]>[]): Record<string, string[]>[] {
  return security.length ? security.map((requirement) => ({ ...requirement, csrfHeader: [] })) : [{ csrfHeader: [] }];
}

/**
 * The generator describes an issue as `{ message }` and forbids other fields, but every issue
 * this API sends also names its field: `{ path, message }` (docs/architecture.md#errors).
 */
function describeIssues(schemas: Record<string, unknown>): void {
  for (const schema of Object.values(schemas)) {
    const issues = (schema as { properties?: { issues?: { items?: { properties?: Record<string, unknown>; required?: string[] } } } }).properties?.issues;
    const item = issues?.items;
    if (!item?.properties) continue;
    item.properties = { path: { type: 'string', description: 'The field, dot-separated (empty for the whole input)' }, ...item.properties };
    item.required = ['path', 'message'];
  }
}

/** The REST paths (docs/architecture.md#rest-api), served by the same procedures as /trpc. */
export async function registerRest(app: FastifyInstance): Promise<void> {
  const document = openApiDocument();
  app.get('/api/openapi.json', () => document);
  for (const route of restRoutes(appRouter)) app.route(route);
}
