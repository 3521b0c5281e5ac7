import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { clientBuildDir } from '../../src-server/paths.js';
import { chromiumPath } from './chromium.js';

/** Whether the browser tests can run: with this Chromium, or not, and then skipped or failed. */
type TBrowserTestsSetup = { run: true; chromiumPath: string } | { run: false; reason: string; fail: boolean };

declare module 'vitest' {
  export interface ProvidedContext {
    browserTests: TBrowserTestsSetup;
  }
}

function decide(): TBrowserTestsSetup {
  const executable = chromiumPath();
  if (!existsSync(executable)) {
    const reason = `Chromium not found at ${executable} (install Debian's chromium package, or set CHROMIUM_PATH)`;
    // In CI a missing browser is a broken machine, not a reason to pass.
    return { run: false, reason, fail: Boolean(process.env.CI) };
  }
  const indexHtml = path.join(clientBuildDir(), 'index.html');
  if (!existsSync(indexHtml)) {
    return { run: false, reason: `The browser tests run against the built client, and ${indexHtml} is missing: run \`npm run build\` first`, fail: true };
  }
  return { run: true, chromiumPath: executable };
}

/**
 * Decides once for the whole run. A failure is reported by the test files (describeInBrowser),
 * not thrown here: vitest ends with exit code 0 when a global setup throws.
 */
export default function setup(project: TestProject): (() => void) | undefined {
  const decision = decide();
  project.provide('browserTests', decision);
  if (decision.run || decision.fail) return undefined;
  const notice = () => console.warn(`\nBrowser tests skipped: ${decision.reason}\n`);
  notice();
  // Said again at the end, where it is not lost above the other projects' output.
  return notice;
}
