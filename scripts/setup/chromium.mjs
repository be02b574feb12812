// Finds a Chromium for Playwright: CHROMIUM_PATH if set, Playwright's own build where it was
// downloaded, else Debian's `chromium` package. Returns undefined when none is installed.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const debianPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here.
  }
  return debianPaths.find((p) => existsSync(p));
}
