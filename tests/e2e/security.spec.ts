import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtPages, MISSING } from './built-site';

test('netlify.toml security headers are served', async ({ request }) => {
  for (const path of ['/', '/case-studies/manchester-flip', '/no-such-page']) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(h['strict-transport-security'], path).toMatch(/max-age=\d{7,}/);
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy'], path).toContain('camera=()');
  }
});

test('function responses carry the security headers too (Netlify does not add them)', async ({ request }) => {
  const answers = [
    await request.get('/api/health'),
    await request.post('/api/contact', { form: { email: 'nope' } }),
    await request.get('/api/newsletter/unsubscribe?s=x&t=y'),
  ];
  for (const res of answers) {
    const h = res.headers();
    const what = `${res.url()} ${res.status()}`;
    expect(h['strict-transport-security'], what).toMatch(/max-age=\d{7,}/);
    expect(h['x-content-type-options'], what).toBe('nosniff');
    expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    if (h['content-type']?.startsWith('text/html'))
      expect(h['content-security-policy'], what).toContain("frame-ancestors 'none'");
  }
});

test('a form post’s way back stays on the site: a Referer or back= that a browser would take for another host goes home', async ({
  request,
  baseURL,
}) => {
  const bad = { name: 'P', email: 'nope', investmentAmount: '', interest: '', message: 'short' };
  const wayBack = async (headers: Record<string, string>) => {
    const res = await request.post('/api/contact', { form: bad, headers });
    expect(res.status()).toBe(400);
    return (await res.text()).match(/<a href="([^"]*)">Go back to the page you were on<\/a>/)?.[1];
  };
  expect(await wayBack({ referer: `${baseURL}/contact` })).toBe('/contact');
  for (const referer of [
    `${baseURL}//evil.example/x`,
    `${baseURL}/.//evil.example/x`,
    `${baseURL}/%2F%2Fevil.example/x`,
    `${baseURL}/%5Cevil.example/x`,
    `${baseURL}/api/contact?back=${encodeURIComponent('/.//evil.example')}`,
    `${baseURL}/api/contact?back=${encodeURIComponent('/\\evil.example')}`,
    `${baseURL}/api/contact?back=${encodeURIComponent('/%09/evil.example')}`,
  ])
    expect(await wayBack({ referer }), referer).toBe('/');
});

test('a page on another site cannot submit a form through a visitor’s browser', async ({ page, baseURL }) => {
  // localhost and 127.0.0.1 are different sites to the browser: it sends the foreign Origin and
  // Sec-Fetch-Site: cross-site, exactly as from an attacker's page.
  const email = `cross-${Date.now()}@example.com`;
  const html = `<!doctype html><title>Another site</title><form method="post" action="${baseURL}/api/newsletter">
<input name="email" value="${email}"><input name="source" value="footer-newsletter"><button>Go</button></form>`;
  const foreign = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`);
    const [answer] = await Promise.all([
      page.waitForResponse(`${baseURL}/api/newsletter`),
      page.getByRole('button', { name: 'Go' }).click(),
    ]);
    expect(answer.status()).toBe(403);
    expect((await answer.request().allHeaders())['sec-fetch-site']).toBe('cross-site');
    await expect(page.getByRole('heading', { name: 'Form not sent' })).toBeVisible();
    await expect(page.getByText('This form can only be sent from our own website')).toBeVisible();
    // Refused before the function ran: nothing was stored, so nothing was or will be sent.
    const outbox = '.data/test-outbox';
    const sent = await Promise.all(
      (await readdir(outbox).catch(() => [] as string[])).map(async (f) =>
        JSON.parse(await readFile(join(outbox, f), 'utf8')),
      ),
    );
    expect(sent.filter((m) => m.to === email)).toEqual([]);
  } finally {
    foreign.close();
  }
});

test.describe('every page under the CSP, islands and forms awake', () => {
  for (const path of builtPages()) {
    test(`${path}: hashed scripts only, no CSP violation, nothing from a third-party host`, async ({
      page,
      baseURL,
    }) => {
      const problems: string[] = [];
      const origin = new URL(baseURL!).origin;
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
          (window as unknown as { cspViolations: string[] }).cspViolations.push(
            `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
          );
        });
      });
      page.on('console', (msg) => {
        // The 404 page is itself answered with status 404, which the console reports.
        if (msg.type() === 'error' && !(path === MISSING && msg.text().includes('status of 404')))
          problems.push(msg.text());
      });
      page.on('pageerror', (err) => problems.push(err.message));
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin)
          problems.push(`third-party request: ${req.url()}`);
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === MISSING ? 404 : 200);
      const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      const scriptSrc = csp?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain('unsafe-inline');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // Wake every island and sign-up form that waits for a visitor: bring it into view (client:visible),
      // then focus a field in it (a sign-up form fetches its script on focus). Focus alone is not enough: a
      // server-rendered field may be disabled until the island runs, and focusing a disabled field neither
      // scrolls nor wakes it.
      // Done in one step in the page: an island may wake by itself at any moment (the scroll to the
      // end brought some into view), and a locator would then wait for one that no longer waits.
      // The count is read once a round: read twice, an island waking between the reads left the round
      // waiting for the count to fall below a number it had already reached.
      const asleep = 'astro-island[ssr], newsletter-signup:not([data-awake])';
      const waiting = page.locator(asleep);
      for (let before = await waiting.count(); before > 0; before = await waiting.count()) {
        await page.evaluate((asleep) => {
          const island = document.querySelector(asleep);
          // An island is `display: contents`: it has no box of its own to scroll to, its children do.
          const box = [...(island?.children ?? [])].find((el) => el.getClientRects().length > 0);
          box?.scrollIntoView({ block: 'center' });
          island
            ?.querySelector<HTMLElement>(':is(input:not([type=hidden]):not([disabled]), textarea, select)')
            ?.focus();
        }, asleep);
        await expect.poll(() => waiting.count()).toBeLessThan(before);
      }
      // A toast, drawn by the toaster the forms share (its script and stylesheet fetched on first need).
      await page.locator('#footer-newsletter-email').press('Enter');
      await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Email required');
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []),
      ).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
