/**
 * The browser tests' global set-up, run once the server has started: says when it runs on the stock
 * emulation, and why, since the tests' time limits then stretch (playwright.config.ts).
 */
import { dirname } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { readMode, STOCK_SLOWER } from '../../scripts/local-server/mode.mjs';
import { FORCE_STOCK } from '../../scripts/local-server/touch-points.mjs';

export default function serverMode(config: FullConfig) {
  // The site's server (playwright.config.ts starts it beside a stand-in webhook receiver): the tests' baseURL.
  const base = config.projects[0]?.use.baseURL;
  if (!base) return;
  const port = Number(new URL(base).port);
  const mode = readMode(dirname(config.configFile ?? 'playwright.config.ts'), port);
  if (!mode) {
    console.warn(`[tests] The local server on port ${port} recorded no mode: time limits cannot follow it.`);
    return;
  }
  if (mode.functions !== 'stock') return;
  const why = process.env[FORCE_STOCK] === '1' ? `${FORCE_STOCK}=1` : mode.fallbacks.join('\n  ');
  console.warn(
    `[tests] The local server runs on the stock emulation (each function built per request), so every time limit is ${STOCK_SLOWER} times longer.\n  ${why}`,
  );
}
