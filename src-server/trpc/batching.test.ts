import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app.js';

/**
 * The React client batches the calls a screen makes together into one request, its procedures
 * joined in the path (`/trpc/a.b,c.d?batch=1`). A screen that shows counts asks for a dozen at once.
 */
let t: TTestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.loginAs('staff');
});
afterAll(() => t.close());

describe('batched tRPC calls', () => {
  it('answers a batch of a dozen procedures, whose joined names run far past 100 characters', async () => {
    const procedures = Array.from({ length: 12 }, () => 'applications.page');
    const input = Object.fromEntries(procedures.map((_, index) => [index, { limit: 1, offset: index }]));
    const response = await t.app.inject({
      url: `/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<unknown[]>()).toHaveLength(12);
  });
});
