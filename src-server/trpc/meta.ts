import { PERMISSIONS, type TPermission } from '../../src-shared/roles.js';
import type { TMeta } from './init.js';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The meta of a procedure that also has a REST path (docs/architecture.md#rest-api). Who may call it and
 * what its OpenAPI entry says both follow from the permission, so they cannot disagree.
 */
export function rest(permission: TPermission, method: TMethod, path: `/${string}`, summary: string, options: { errors?: number[]; tag?: string } = {}): TMeta {
  const needsSession = PERMISSIONS[permission].needsSession;
  const statuses = new Set<number>([400, 500, 503, ...(options.errors ?? [])]);
  if (needsSession) [401, 403].forEach((status) => statuses.add(status));
  // Every write, DELETE included, passes the CSRF guard (another site, or no X-Shelter-CSRF header
  // from outside our pages: 403; a body that is not JSON: 415) and the body limit (413).
  if (method !== 'GET') [403, 413, 415].forEach((status) => statuses.add(status));
  const tag = options.tag ?? path.split('/')[1] ?? 'system';
  return {
    permission,
    openapi: {
      method,
      path,
      summary,
      tags: [tag],
      protect: needsSession,
      errorResponses: [...statuses].sort((a, b) => a - b),
    },
  };
}
