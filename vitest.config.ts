import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files share their worker's loaded modules instead of each loading the app afresh (seconds
 * per file, most of a unit file's time). They still share no data: each database-backed file
 * gets its own database and app, and a test that changes the process (an environment variable)
 * puts it back.
 */
const SHARED_MODULES = { isolate: false } as const;

/**
 * Two files at once where each waits on PostgreSQL as much as it computes: vitest's default on two
 * cores is one worker, which leaves a core idle while a file waits on the database. Projects run
 * together in a group must agree on the count.
 */
const TWO_AT_ONCE = { maxWorkers: 2 } as const;

/**
 * One run, four projects in three groups, one group after another: pure unit tests and integration
 * tests through HTTP on a real PostgreSQL, side by side; then the reliability tests (load, outage,
 * crash, fuzz), alone, one file at a time, as they hold the machine to deadlines of seconds; then
 * the browser tests in Chromium. Each database-backed test file gets a fresh database copied from
 * a migrated template (test/global-setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: ['src-shared/**/*.test.ts', 'src-client/**/*.test.ts'], ...SHARED_MODULES, ...TWO_AT_ONCE },
      },
      {
        test: {
          name: 'integration',
          ...SHARED_MODULES,
          ...TWO_AT_ONCE,
          include: ['src-server/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/reliability/**'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'reliability',
          ...SHARED_MODULES,
          include: ['test/reliability/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          ...SHARED_MODULES,
          include: ['e2e/**/*.test.ts'],
          // Chromium and the built client are checked before any database is started.
          globalSetup: ['./e2e/support/global-setup.ts', './test/global-setup.ts'],
          // A test walking every tab at two widths with axe took over a minute on a slow 2-core machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file drives its own Chromium: two at once is what two cores carry. The browser
          // tests run after the others (a group of their own), never beside them.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
