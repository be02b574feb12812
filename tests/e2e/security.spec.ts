import { expect, test } from '@playwright/test';
import { caseStudyRoutes, routes } from './routes';

const paths = [...routes, ...caseStudyRoutes].map((r) => r.path);

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

test.describe('every page under the CSP', () => {
  for (const path of paths) {
    test(`${path}: hashed scripts only, no CSP violation, nothing from a third-party host`, async ({ page, baseURL }) => {
      const problems: string[] = [];
      const origin = new URL(baseURL!).origin;
      page.on('console', (msg) => {
        if (msg.type() === 'error') problems.push(msg.text());
      });
      page.on('pageerror', (err) => problems.push(err.message));
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) problems.push(`third-party request: ${req.url()}`);
      });
      await page.goto(path);
      const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      const scriptSrc = csp?.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain('unsafe-inline');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});
