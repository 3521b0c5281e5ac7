import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src-server/app.js';
import { createUser } from '../../src-server/modules/users/users.service.js';
import { clientBuildDir } from '../../src-server/paths.js';
import type { TRole } from '../../src-shared/roles.js';
import { TEST_PASSWORD, testConfig } from '../../test/app.js';
import { createTestDatabase, type TTestDatabase } from '../../test/database.js';

export interface TStaffUser {
  username: string;
  password: string;
  name: string;
  role: TRole;
}

export interface TRunningApp {
  /** Where the browser goes, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  db: TTestDatabase;
  createStaffUser(options?: { name?: string; role?: TRole; imageUrl?: string }): Promise<TStaffUser>;
  close(): Promise<void>;
}

/**
 * The real app, serving the built client, on a free loopback port: on a fresh database of its
 * own, or on `database` (migrated, and closed with the app).
 */
export async function startApp(database?: TTestDatabase): Promise<TRunningApp> {
  const db = database ?? (await createTestDatabase());
  const app = await buildApp({ config: await testConfig(), orm: db.orm, clientDir: clientBuildDir() });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  let users = 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    async createStaffUser({ name = 'Jordan Avery', role = 'staff', imageUrl } = {}) {
      const username = `${role}${++users}`;
      await createUser(db.orm.em.fork(), { username, password: TEST_PASSWORD, name, role, ...(imageUrl ? { imageUrl } : {}) });
      return { username, password: TEST_PASSWORD, name, role };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
