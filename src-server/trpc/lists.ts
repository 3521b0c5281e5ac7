import type { TPage } from '../../src-shared/paging.js';
import type { TContext } from './context.js';

/**
 * A REST list is a bare array (docs/architecture.md#lists); when the caller asked for a page,
 * the size of the whole list travels in X-Total-Count.
 */
export function pageAsList<T>(ctx: Pick<TContext, 'res'>, page: TPage<T>, query: { limit?: number | undefined } | undefined): T[] {
  if (query?.limit !== undefined) void ctx.res.header('X-Total-Count', String(page.total));
  return page.items;
}
