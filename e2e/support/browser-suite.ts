import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { startApp, type TRunningApp } from './app.js';
import { launchChromium } from './chromium.js';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

export interface TBrowserSuite {
  /** The app this file's tests run against (started once per file). */
  readonly app: TRunningApp;
  /**
   * A page in a context of its own (no cookies) at that viewport. When the test ends its context
   * closes, and the test fails if the page logged an error to the console — other than the
   * `expectedErrors` a test provokes on purpose (Chromium logs every refused call, e.g. "status of 409").
   * `touch` makes it a phone's: a mobile browser with a touch screen (`pointer: coarse`).
   */
  openPage(viewport?: { width: number; height: number }, options?: { expectedErrors?: RegExp[]; touch?: boolean }): Promise<Page>;
}

/**
 * The session check without a session and a refused login answer 401 by design, and Chromium logs
 * every non-2xx response as an error: those two are expected, anything else is not.
 */
function isExpectedError(message: ConsoleMessage): boolean {
  return /status of 401/.test(message.text()) && /\/trpc\/auth\.(me|login)\b/.test(message.location().url);
}

/**
 * One browser and one app per file; a fresh browser context per page. Without Chromium the tests
 * are skipped (in CI they fail instead), and without the built client they fail. `options.startApp`
 * starts the app another way than on the shared test server (e.g. on a database the file stops).
 */
export function describeInBrowser(name: string, body: (suite: TBrowserSuite) => void, options: { startApp?: () => Promise<TRunningApp> } = {}): void {
  const setup = inject('browserTests');
  if (!setup.run && setup.fail) {
    describe(name, () => {
      test('can run', () => {
        throw new Error(setup.reason);
      });
    });
    return;
  }
  const executable = setup.run ? setup.chromiumPath : undefined;
  describe.skipIf(!executable)(name, () => {
    let browser: Browser | undefined;
    let app: TRunningApp | undefined;
    let opened: { context: BrowserContext; errors: string[] }[] = [];

    beforeAll(async () => {
      if (!executable) throw new Error('unreachable: the suite is skipped without Chromium');
      [browser, app] = await Promise.all([launchChromium(executable), (options.startApp ?? startApp)()]);
    });
    afterAll(async () => {
      await browser?.close();
      await app?.close();
    });
    afterEach(async () => {
      const errors = opened.flatMap((page) => page.errors);
      await Promise.all(opened.map((page) => page.context.close()));
      opened = [];
      expect(errors, 'errors in the browser console').toEqual([]);
    });

    body({
      get app() {
        if (!app) throw new Error('The app starts in beforeAll: use it inside a test');
        return app;
      },
      async openPage(viewport = DESKTOP, { expectedErrors = [], touch = false } = {}) {
        if (!browser) throw new Error('The browser starts in beforeAll: open pages inside a test');
        // One locale whatever the machine's: the Clock setting's default (12- or 24-hour) follows it.
        // Reduced motion: dialogs, menus and toasts appear at once (shell.css), as their users
        // who ask for it see them, so no step waits out an animation.
        const context = await browser.newContext({ viewport, locale: 'en-US', isMobile: touch, hasTouch: touch, reducedMotion: 'reduce' });
        const errors: string[] = [];
        opened.push({ context, errors });
        const page = await context.newPage();
        // Waits end on what they wait for, so a generous limit costs a fast machine nothing; 5 s
        // failed on a 2-core machine whose system calls are slow, with two browsers running.
        page.setDefaultTimeout(15_000);
        page.on('console', (message) => {
          if (message.type() !== 'error' || isExpectedError(message)) return;
          if (expectedErrors.some((pattern) => pattern.test(message.text()))) return;
          errors.push(`${message.text()} (${message.location().url})`);
        });
        page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
        return page;
      },
    });
  });
}
