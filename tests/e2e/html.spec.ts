/**
 * Every built HTML page, and every HTML page a function renders (the no-JavaScript form pages and
 * the unsubscribe pages), is valid to the Nu HTML Checker.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ignorable, validateHtml } from '../support/vnu';
import { linkFromOutbox } from './forms/support';
import { builtHtml, functionRoutes } from './built-site';

const OUT = 'test-results/html-pages';
/** Messages left out, each with its reason (`ignorable`, tests/support/vnu.ts), read against the page they are about. */
const ignoredMessage = (m: string) => {
  const file = m.split(':')[0]!;
  return ignorable(m, readFileSync(file.startsWith('html-pages/') ? join('test-results', file) : file, 'utf8'));
};

/** Requests that make each function answer with a page for a person (a plain form post). */
async function functionPages(request: APIRequestContext): Promise<{ name: string; html: string }[]> {
  const pages: { name: string; html: string }[] = [];
  const keep = async (name: string, res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    if ((res.headers()['content-type'] ?? '').startsWith('text/html'))
      pages.push({ name: `${name}-${res.status()}`, html: await res.text() });
  };
  for (const { name, path } of await functionRoutes()) {
    await keep(`${name}-get`, await request.get(path, { maxRedirects: 0 }));
    await keep(`${name}-empty-form`, await request.post(path, { form: {}, maxRedirects: 0 }));
    await keep(
      `${name}-odd-form`,
      await request.post(path, {
        form: { name: '<b>"Ann" & co</b>', email: 'not an address', message: 'x', source: 'nowhere' },
        maxRedirects: 0,
      }),
    );
    await keep(
      `${name}-oversized-form`,
      await request.post(path, { form: { message: 'x'.repeat(70_000) }, maxRedirects: 0 }),
    );
    await keep(
      `${name}-cross-site`,
      await request.post(path, {
        form: { email: 'x@example.com' },
        headers: { origin: 'https://evil.example' },
        maxRedirects: 0,
      }),
    );
  }
  // Pages that need a real state: the signed confirmation link of a new sign-up (asked, done, used), then
  // the welcome's unsubscribe link.
  const email = `html-${Date.now()}@example.com`;
  await request.post('/api/newsletter', { form: { email, source: 'footer-newsletter' }, maxRedirects: 0 });
  const confirm = await linkFromOutbox(email, 'newsletter-confirm', '/api/newsletter/confirm');
  await keep('confirm-ask', await request.get(confirm));
  await keep('confirm-done', await request.post(confirm, { form: {} }));
  await keep('confirm-used', await request.post(confirm, { form: {} }));
  const link = await linkFromOutbox(email, 'newsletter-welcome', '/api/newsletter/unsubscribe');
  await keep('unsubscribe-confirm', await request.get(link));
  await keep('unsubscribe-done', await request.post(link, { form: {} }));
  // Signing up again after unsubscribing: only the e-mailed link subscribes the address again.
  await request.post('/api/newsletter', { form: { email, source: 'footer-newsletter' }, maxRedirects: 0 });
  const again = await linkFromOutbox(email, 'newsletter-resubscribe', '/api/newsletter/resubscribe');
  await keep('resubscribe-confirm', await request.get(again));
  await keep('resubscribe-done', await request.post(again, { form: {} }));
  await keep('resubscribe-used', await request.post(again, { form: {} }));
  // The calculator's results page, in each variant.
  for (const source of ['Website', 'Landing Page']) {
    const form = { name: '<b>"Ann" & co</b>', email, amount: '10000', year: '2010', month: '1', source };
    await keep(
      `inflation-result-${source.replace(' ', '-')}`,
      await request.post('/api/inflation', { form, maxRedirects: 0 }),
    );
  }
  return pages;
}

test('every built page and every function-rendered page is valid HTML (Nu HTML Checker)', async ({ request }) => {
  test.setTimeout(180_000);
  const pages = await functionPages(request);
  expect(pages.length, 'function-rendered pages found').toBeGreaterThanOrEqual(8);
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const files = pages.map(({ name, html }) => {
    const file = join(OUT, `${name}.html`);
    writeFileSync(file, html);
    return file;
  });
  const built = builtHtml();
  expect(built.length).toBeGreaterThan(20);
  const problems = (await validateHtml([...built, ...files])).filter((m) => !ignoredMessage(m));
  expect(problems).toEqual([]);
});
