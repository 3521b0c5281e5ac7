import { getTRPCErrorFromUnknown, TRPCError, type AnyTRPCRouter } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import type { FastifyRequest, RouteOptions } from 'fastify';
import {
  acceptsRequestBody,
  coerceSchema,
  getInputOutputParsers,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  instanceofZodTypeOptional,
  type OpenApiMeta,
  unwrapZodType,
} from 'trpc-to-openapi';
import { ZodArray, type ZodType } from 'zod';
import { createContext, type TContext } from '../trpc/context.js';
import { t, type TIssue } from '../trpc/init.js';
import { logProcedureError } from './log-errors.js';

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface TErrorShape {
  message: string;
  data?: { issues?: TIssue[] };
}

/**
 * Each procedure with an OpenAPI entry as a Fastify route of its own (docs/architecture.md#rest-api).
 * trpc-to-openapi's adapter, which this replaces, matched every call against every path's regular
 * expression, rebuilt its input schema's coercion, and made a WHATWG Request per call only to take
 * its abort signal: together a fifth of a small staff call's time (bench/README.md, issue 26).
 * Here the router matches the path, and each route's input is worked out once, at start.
 * The OpenAPI document still comes from trpc-to-openapi's generator (rest.ts).
 */
export function restRoutes(router: AnyTRPCRouter): RouteOptions[] {
  const createCaller = t.createCallerFactory(router);
  const routes: RouteOptions[] = [];
  for (const [path, procedure] of Object.entries(router._def.procedures as Record<string, TProcedure>)) {
    const openapi = (procedure._def.meta as OpenApiMeta | undefined)?.openapi;
    if (!openapi || openapi.enabled === false || procedure._def.type === 'subscription') continue;
    const input = routeInput(procedure, openapi.method);
    const segments = path.split('.');
    routes.push({
      method: openapi.method,
      url: `/api${openapi.path.replace(/\{(\w+)\}/g, ':$1')}`,
      handler: async (req, reply) => {
        let ctx: TContext | undefined;
        try {
          const rawInput = input(req);
          ctx = await createContext({ req, res: reply });
          const call = segments.reduce<unknown>((caller, segment) => (caller as Record<string, unknown>)[segment], createCaller(ctx)) as (
            input: unknown,
          ) => Promise<unknown>;
          const data = await call(rawInput);
          return reply.type('application/json').send(data === undefined ? undefined : JSON.stringify(data));
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          logProcedureError(req.log, error, path);
          return reply
            .code(getHTTPStatusCodeFromError(error))
            .type('application/json')
            .send(restErrorBody(router, error, path, ctx));
        }
      },
    });
  }
  return routes;
}

interface TProcedure {
  _def: { type: 'query' | 'mutation' | 'subscription'; meta?: unknown; inputs: unknown[] };
}

/**
 * How a route reads its procedure's input: a GET or DELETE from the query string, the others from
 * the JSON body; the path's parameters over either. Query values arrive as text, so the schema's
 * numbers, booleans and dates coerce (as trpc-to-openapi did), and a field the schema takes as a
 * list is one even when given once.
 */
function routeInput(procedure: TProcedure, method: TMethod): (req: FastifyRequest) => unknown {
  const { inputParser } = getInputOutputParsers(procedure as Parameters<typeof getInputOutputParsers>[0]);
  const schema = unwrapZodType(inputParser as ZodType, true);
  if (instanceofZodTypeLikeVoid(schema)) return () => undefined;
  const useBody = acceptsRequestBody(method);
  const lists = new Set<string>();
  if (instanceofZodTypeObject(schema)) {
    coerceSchema(schema);
    for (const [key, field] of Object.entries(schema.shape as Record<string, ZodType>)) {
      if (field instanceof ZodArray || (instanceofZodTypeOptional(field) && field.unwrap() instanceof ZodArray)) lists.add(key);
    }
  }
  return (req) => {
    const params = req.params as Record<string, string>;
    if (useBody) {
      assertJsonBody(req);
      return { ...(req.body as object | undefined), ...params };
    }
    return { ...queryInput(req.query as Record<string, string | string[] | undefined>, lists), ...params };
  };
}

/** A value given once is itself, unless the schema takes a list; an empty value is left out. */
function queryInput(query: Record<string, string | string[] | undefined>, lists: Set<string>): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!value) continue;
    const single = Array.isArray(value) && value.length === 1 ? value[0] : value;
    if (single === undefined) continue;
    input[key] = lists.has(key) && !Array.isArray(single) ? [single] : single;
  }
  return input;
}

/** A write's body is JSON (plugins/security.ts refuses other bodies first; this covers a write with none). */
function assertJsonBody(req: FastifyRequest): void {
  const contentType = req.headers['content-type'];
  if (contentType?.startsWith('application/json')) return;
  throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: contentType ? `Unsupported content-type "${contentType}"` : 'Missing content-type header' });
}

/** REST clients get `{ message, code, issues? }` (docs/architecture.md#errors); the message is the router's errorFormatter's. */
function restErrorBody(router: AnyTRPCRouter, error: TRPCError, path: string, ctx: unknown): string {
  const shape = getErrorShape({ config: router._def._config, error, type: 'unknown', path, input: undefined, ctx }) as TErrorShape;
  const issues = shape.data?.issues;
  return JSON.stringify({ message: issues?.[0]?.message ?? shape.message, code: error.code, ...(issues ? { issues } : {}) });
}
