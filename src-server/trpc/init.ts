import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { TPermission } from '../../src-shared/roles.js';
import type { TContext } from './context.js';

export interface TMeta extends OpenApiMeta {
  /** Who may call the procedure (src-shared/roles.ts). Every procedure declares one. */
  permission?: TPermission;
}

export interface TIssue {
  path: string;
  message: string;
}

export const t = initTRPC
  .context<TContext>()
  .meta<TMeta>()
  .create({
    // Never send stacks, whatever NODE_ENV says.
    isDev: false,
    errorFormatter({ shape, error }) {
      const issues: TIssue[] | undefined =
        error.cause instanceof ZodError ? error.cause.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })) : undefined;
      // An unexpected error's own text may hold SQL or server paths; it goes to the log only.
      const message = error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : (issues?.[0]?.message ?? error.message);
      return {
        message,
        code: shape.code,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, issues },
      };
    },
  });
