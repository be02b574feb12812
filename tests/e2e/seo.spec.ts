/**
 * robots.txt and the sitemaps are valid and use absolute URLs from the site's address; the sitemap
 * lists exactly the indexable pages, each answering 200 with the same canonical URL, and dated.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { builtPages, MISSING, siteUrl } from './built-site';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Parses XML in the browser (a strict parser): the root's name and namespace, and every <loc>. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const root = doc.documentElement;
    const locs = [...doc.getElementsByTagNameNS(root.namespaceURI, 'loc')].map((l) => l.textContent?.trim() ?? '');
    const entries = root.children.length;
    return { error, name: root.localName, ns: root.namespaceURI, locs, entries };
  }, xml);
}

/** A URL on the site's own address (scheme and host), not a relative or foreign one. */
function expectSiteUrl(url: string) {
  const parsed = new URL(url); // throws on a relative URL
  expect(parsed.origin, url).toBe(siteUrl.origin);
  expect(url, 'no fragment or query').toMatch(/^[^#?]+$/);
}

test('robots.txt is valid and names the sitemap by an absolute URL on the site', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await res.text())
    .split(/\r?\n/)
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean);
  let inGroup = false;
  const sitemaps: string[] = [];
  for (const line of lines) {
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    expect(match, `"${line}" is a field: value line`).not.toBeNull();
    const [, field, value] = match!;
    const name = field!.toLowerCase();
    expect(['user-agent', 'allow', 'disallow', 'sitemap'], `unknown field ${field}`).toContain(name);
    if (name === 'user-agent') inGroup = true;
    if (name === 'allow' || name === 'disallow') {
      expect(inGroup, `${field} before any User-agent`).toBe(true);
      expect(value === '' || value!.startsWith('/') || value!.startsWith('*'), `${field} path ${value}`).toBe(true);
    }
    if (name === 'sitemap') sitemaps.push(value!);
  }
  expect(sitemaps.length).toBeGreaterThan(0);
  for (const sitemap of sitemaps) {
    expectSiteUrl(sitemap);
    expect((await request.get(new URL(sitemap).pathname)).status(), sitemap).toBe(200);
  }
});

test('the sitemaps are valid and list every indexable page, and only those, by absolute URL', async ({
  page,
  request,
}) => {
  const index = await parseXml(page, await (await request.get('/sitemap-index.xml')).text());
  expect(index.error).toBeNull();
  expect([index.name, index.ns]).toEqual(['sitemapindex', SITEMAP_NS]);
  expect(index.locs.length).toBeGreaterThan(0);
  const listed: string[] = [];
  for (const loc of index.locs) {
    expectSiteUrl(loc);
    const map = await parseXml(page, await (await request.get(new URL(loc).pathname)).text());
    expect(map.error, loc).toBeNull();
    expect([map.name, map.ns]).toEqual(['urlset', SITEMAP_NS]);
    expect(map.entries).toBeLessThanOrEqual(50_000);
    listed.push(...map.locs);
  }
  expect(new Set(listed).size, 'no URL listed twice').toBe(listed.length);

  const indexable: string[] = [];
  for (const path of builtPages().filter((p) => p !== MISSING)) {
    const html = await (await request.get(path)).text();
    if (!/<meta name="robots" content="noindex"/.test(html)) indexable.push(path);
  }
  const listedPaths = listed.map((loc) => {
    expectSiteUrl(loc);
    return new URL(loc).pathname;
  });
  expect([...listedPaths].sort()).toEqual([...indexable].sort());

  for (const loc of listed) {
    const res = await request.get(new URL(loc).pathname, { maxRedirects: 0 });
    expect(res.status(), loc).toBe(200);
    expect((await res.text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1], `canonical of ${loc}`).toBe(loc);
  }
});

/** The repository's history is complete here (not a shallow clone), so every page's last change is known. */
const fullHistory = () => {
  try {
    return execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'false';
  } catch {
    return false;
  }
};

test('each sitemap URL has the date its content last changed: a post no earlier than its own date', async ({
  page,
  request,
}) => {
  const index = await parseXml(page, await (await request.get('/sitemap-index.xml')).text());
  const entries: { loc: string; lastmod: string | null }[] = [];
  for (const loc of index.locs) {
    const xml = await (await request.get(new URL(loc).pathname)).text();
    entries.push(
      ...(await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return [...doc.documentElement.children].map((url) => ({
          loc: url.getElementsByTagNameNS(url.namespaceURI, 'loc')[0]?.textContent?.trim() ?? '',
          lastmod: url.getElementsByTagNameNS(url.namespaceURI, 'lastmod')[0]?.textContent?.trim() ?? null,
        }));
      }, xml)),
    );
  }
  const complete = fullHistory();
  for (const { loc, lastmod } of entries) {
    const path = new URL(loc).pathname;
    if (lastmod === null) {
      // Only a shallow clone may not know when a page last changed; a post always has its date.
      expect(complete, `${loc} has no lastmod`).toBe(false);
      expect(path.startsWith('/updates/'), `${loc} has no lastmod`).toBe(false);
      continue;
    }
    // W3C Datetime, as the sitemap protocol asks, and not in the future.
    expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2}))?$/);
    expect(Date.parse(lastmod), loc).toBeLessThanOrEqual(Date.now());
    if (path.startsWith('/updates/')) {
      const published = (await (await request.get(path)).text()).match(/<time datetime="([^"]+)"/)?.[1];
      expect(lastmod.slice(0, 10) >= published!, `${loc}: ${lastmod} before ${published}`).toBe(true);
    }
  }
});
