import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsDone, loadingDone } from './screens.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the page as it is and lists its serious and critical violations, one line each.
 * The script is evaluated rather than added as a <script> tag, so a strict Content-Security-Policy
 * on the page cannot block it.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A dialog fading in, or rows dimmed until their page arrives, would be judged at their passing
  // colours: axe reads the page once nothing loads and nothing moves.
  await loadingDone(page);
  await animationsDone(page);
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // This runs in the page, where axe is now a global; the whole document is checked.
    const { axe } = globalThis as unknown as { axe: { run(): Promise<AxeResults> } };
    const results = await axe.run();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  });
  return violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.targets.join(', ')}`);
}
