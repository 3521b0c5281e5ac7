import type { Page, Route } from 'playwright-core';

/**
 * Makes one tRPC procedure fail in this page, as a server fault or refusal would, to show how a
 * screen reports it. The client batches calls made together (`/trpc/a.b,c.d?batch=1`): the others
 * in a batch still reach the server and keep their answers. A call answered here never reaches
 * the server, so a refused write changes nothing.
 */
export async function failProcedure(
  page: Page,
  procedure: string,
  {
    status = 500,
    message = 'Internal server error',
    issues,
  }: { status?: 400 | 409 | 500; message?: string; issues?: { path: string; message: string }[] } = {},
): Promise<void> {
  const code = { 400: 'BAD_REQUEST', 409: 'CONFLICT', 500: 'INTERNAL_SERVER_ERROR' }[status];
  const error = {
    error: { message, code: status === 500 ? -32603 : -32600, data: { code, httpStatus: status, path: procedure, ...(issues ? { issues } : {}) } },
  };
  const procedures = (url: URL) => decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && procedures(url).includes(procedure),
    async (route: Route) => {
      const called = procedures(new URL(route.request().url()));
      if (called.length === 1) {
        await route.fulfill({ status, json: [error] });
        return;
      }
      const response = await route.fetch();
      const results = (await response.json()) as unknown[];
      await route.fulfill({ response, status: 207, json: called.map((name, index) => (name === procedure ? error : results[index])) });
    },
  );
}
