import { type Browser, chromium } from 'playwright-core';

/** Debian's chromium package; CHROMIUM_PATH points elsewhere. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Offline and quiet: no background traffic, no sync, no first-run pages. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright gives each launch a fresh user data dir of its own. */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: FLAGS });
}
