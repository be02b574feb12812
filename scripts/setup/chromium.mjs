// Finds a Chromium for Playwright: CHROMIUM_PATH if set, else Playwright's own build where it was downloaded,
// else Debian's packages. The browser tests ask for the headless shell (Debian's `chromium-headless-shell`):
// Chromium's own renderer without the browser around it, which is what Playwright itself runs for headless
// tests, and about a third less work a page than the full browser. Lighthouse and the screenshots use the full
// browser where there is one. Returns undefined when none is installed.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const debianShell = '/usr/bin/chromium-headless-shell';
const debianPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** @param {{ shell?: boolean }} [options] shell: the headless shell first, for the browser tests */
export function findChromium({ shell = false } = {}) {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (shell && existsSync(debianShell)) return debianShell;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return [...debianPaths, debianShell].find((p) => existsSync(p));
}
