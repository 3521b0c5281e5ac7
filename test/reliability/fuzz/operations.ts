import type { TPermission } from '../../../src-shared/roles.js';
import { appRouter } from '../../../src-server/app-router.js';
import type { TSchema } from './valid-values.js';

export type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: TSchema;
}

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface TOperation {
  method: TMethod;
  /** The documented path, with `{name}` placeholders, under /api. */
  path: string;
  parameters: TParameter[];
  body: TSchema | undefined;
  /** Every status the document lists for it. */
  statuses: Set<number>;
  /** Who may call it: the session the fuzzer sends. */
  permission: TPermission;
}

interface TDocument {
  paths: Record<
    string,
    Record<string, { parameters?: TParameter[]; requestBody?: { content?: Record<string, { schema?: TSchema }> }; responses: Record<string, unknown> }>
  >;
}

type TProcedures = Record<string, { _def: { meta?: { permission?: TPermission; openapi?: { method: string; path: string } } } }>;

/** Permissions by `METHOD path`, from the procedures' own meta. */
function permissions(): Map<string, TPermission> {
  const procedures = (appRouter as unknown as { _def: { procedures: TProcedures } })._def.procedures;
  const found = new Map<string, TPermission>();
  for (const procedure of Object.values(procedures)) {
    const { permission, openapi } = procedure._def.meta ?? {};
    if (permission && openapi) found.set(`${openapi.method} ${openapi.path}`, permission);
  }
  return found;
}

/**
 * Every operation of the document. Operations that are not procedures (the backup routes) are
 * for admins; a documented operation with no cookie security is public.
 */
export function operationsOf(json: unknown): TOperation[] {
  const document = json as TDocument;
  const byRoute = permissions();
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): TOperation => {
      const upper = method.toUpperCase() as TMethod;
      const secured = ((operation as { security?: Record<string, unknown>[] }).security ?? []).some((requirement) => 'cookieAuth' in requirement);
      return {
        method: upper,
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        statuses: new Set(Object.keys(operation.responses).map(Number)),
        permission: byRoute.get(`${upper} ${path}`) ?? (secured ? 'admin' : 'public'),
      };
    }),
  );
}
