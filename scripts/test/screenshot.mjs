// Screenshots of routes at 390 px and 1280 px wide, for looking at what we build.
// Usage: node scripts/test/screenshot.mjs [--base http://localhost:8888] [--out dir] /route ...
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { findChromium } from '../setup/chromium.mjs';

const args = process.argv.slice(2);
/** @param {string} name @param {string} fallback */
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return (i >= 0 && args.splice(i, 2)[1]) || fallback;
};
const base = opt('--base', process.env.BASE_URL || 'http://localhost:8888');
const out = opt('--out', 'test-results/screenshots');
const routes = args.length ? args : ['/'];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--disable-dev-shm-usage'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const file = `${out}/${route.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
