/**
 * The optional analytics (content/site.json `analytics`, docs/analytics.md). Off, as the site ships: the
 * build has none of it (no script, no endpoint in the CSP, nothing in the privacy notice). On: a full
 * second build would double the suite's slowest step, so the on state is built small here from the
 * same parts the build uses: the page shell bundled with the constant the build defines when the setting
 * is on (esbuild, as Vite's `define` does), in a page under the CSP the build writes for it
 * (scripts/build/analytics-setting.mjs), against a local stand-in for the analytics endpoint. It checks the
 * visit and every goal arrive, after the page has loaded, allowed by the CSP, and nothing when the
 * browser sends Global Privacy Control. `npm run build` with SITE_ANALYTICS set (docs/analytics.md)
 * builds the whole site with it on.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';
import { expect, test } from '@playwright/test';
import { analyticsInForce, connectSources } from '../../scripts/build/analytics-setting.mjs';
import { budgets } from '../../scripts/bench/budgets.mjs';
import { builtHtml } from './built-site';

const settings = JSON.parse(readFileSync('content/site.json', 'utf8'));

test.describe('analytics off (the default)', () => {
  test('the built pages carry nothing of it: no script, no endpoint in their CSP, no word in the privacy notice', async ({
    page,
  }) => {
    expect(settings.analytics.enabled).toBe(false);
    for (const file of builtHtml()) {
      const html = readFileSync(file, 'utf8');
      expect(html.match(/connect-src ([^;"]*)/)?.[1], file).toBe("'self'");
      expect(html, file).not.toMatch(/plausible/i);
    }
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/privacy');
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { name: 'Visitor statistics' })).toHaveCount(0);
    await expect(page.getByText('This site sets no cookies at all')).toBeVisible();
    expect(requests.filter((u) => /plausible|api\/event/.test(u))).toEqual([]);
  });
});

test.describe('analytics on', () => {
  const dir = mkdtempSync(join(tmpdir(), 'analytics-'));
  const events: { n: string; u: string; d: string; p?: Record<string, string> }[] = [];
  let site: http.Server;
  let collector: http.Server;
  let origin = '';

  test.beforeAll(async () => {
    collector = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (req.method === 'POST') events.push(JSON.parse(body));
        res.writeHead(202, { 'access-control-allow-origin': '*' }).end('ok');
      });
    });
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/api/event`;
    // The setting as the build reads it, through the same override the full build takes.
    const setting = analyticsInForce(settings, {
      SITE_ANALYTICS: JSON.stringify({ ...settings.analytics, enabled: true, endpoint }),
    });
    await build({
      entryPoints: ['src/browser/shell.ts'],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      outdir: dir,
      define: { __SITE_ANALYTICS__: JSON.stringify({ ...setting, schedulingUrl: settings.schedulingUrl }) },
      logLevel: 'silent',
    });
    const csp = `default-src 'self'; script-src 'self'; connect-src ${connectSources(setting).join(' ')}; form-action 'self'`;
    const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>On</title>
<meta http-equiv="content-security-policy" content="${csp}"></head><body>
<a href="/book-call">Book a call</a> <a href="${settings.schedulingUrl}">Book My Free Call</a>
<script type="module" src="/shell.js"></script></body></html>`;
    site = http.createServer((req, res) => {
      const path = new URL(req.url!, 'http://x').pathname;
      if (path.endsWith('.js')) {
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(join(dir, path)));
      } else res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    });
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    // Any *.localhost name reaches this machine; Plausible skips only localhost itself.
    origin = `http://site.localhost:${(site.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    site?.close();
    collector?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('counts the visit after the page has loaded, and each goal, under a CSP that allows only its endpoint', async ({
    page,
  }) => {
    events.length = 0;
    const violations: string[] = [];
    page.on('console', (m) => m.type() === 'error' && violations.push(m.text()));
    // Plausible ignores browsers driven by a test tool unless told this is on purpose.
    await page.addInitScript(() => Object.assign(window, { __plausible: true }));
    await page.route(settings.schedulingUrl, (route) => route.fulfill({ body: 'diary' }));
    await page.goto(`${origin}/landing?utm_campaign=spring`);
    await expect.poll(() => events.map((e) => e.n)).toEqual(['pageview']);
    expect(events[0]).toMatchObject({ d: settings.analytics.domain, u: `${origin}/landing?utm_campaign=spring` });
    for (const name of ['Form submitted', 'Calculator result', 'Quiz completed'])
      await page.evaluate(
        (n) => dispatchEvent(new CustomEvent('site:goal', { detail: { name: n, props: { form: 'contact' } } })),
        name,
      );
    await page.getByRole('link', { name: 'Book a call' }).click();
    await expect
      .poll(() => events.map((e) => [e.n, e.p?.to ?? e.p?.form]))
      .toEqual(
        expect.arrayContaining([
          ['Form submitted', 'contact'],
          ['Calculator result', 'contact'],
          ['Quiz completed', 'contact'],
          ['Consultation click', 'book-call page'],
        ]),
      );
    expect(violations.filter((v) => /Content Security Policy/.test(v))).toEqual([]);
    // Its weight, loaded after the page: the tracker and the goals, brotli-compressed.
    const chunks = readFileSync(join(dir, 'shell.js'), 'utf8').match(/"\.\/(analytics-[\w-]+\.js)"/)!;
    const weight = brotliCompressSync(readFileSync(join(dir, chunks[1]!))).length;
    test.info().annotations.push({ type: 'analytics chunk (brotli bytes)', description: String(weight) });
    expect(weight).toBeLessThan(budgets.analytics);
  });

  test('sends nothing when the browser asks not to be followed (Global Privacy Control)', async ({ browser }) => {
    events.length = 0;
    const opted = await browser.newPage();
    const control = await browser.newPage();
    await opted.addInitScript(() => {
      Object.assign(window, { __plausible: true });
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    });
    await control.addInitScript(() => Object.assign(window, { __plausible: true }));
    const fetched: string[] = [];
    const controlFetched: string[] = [];
    opted.on('request', (r) => fetched.push(r.url()));
    control.on('request', (r) => controlFetched.push(r.url()));
    await opted.goto(`${origin}/?from=opted-out`);
    // The analytics is asked for on load, if at all: once the network is quiet, it was not.
    await opted.waitForLoadState('networkidle');
    expect(fetched.filter((u) => /\/analytics-[\w-]+\.js/.test(u))).toEqual([]);
    await opted.evaluate(() => dispatchEvent(new CustomEvent('site:goal', { detail: { name: 'Form submitted' } })));
    // A page loaded after it without the signal is counted: by then the first would have been too.
    await control.goto(`${origin}/?from=control`);
    await expect.poll(() => events.map((e) => e.u)).toContain(`${origin}/?from=control`);
    // The same check sees the chunk where it is loaded.
    expect(controlFetched.filter((u) => /\/analytics-[\w-]+\.js/.test(u))).toHaveLength(1);
    expect(events.filter((e) => e.u.includes('opted-out'))).toEqual([]);
    expect(await opted.evaluate(() => sessionStorage.getItem('first_touch'))).toBeNull();
    expect(JSON.parse((await control.evaluate(() => sessionStorage.getItem('first_touch')))!)).toEqual({
      landing_page: '/',
    });
    await Promise.all([opted.close(), control.close()]);
  });
});
