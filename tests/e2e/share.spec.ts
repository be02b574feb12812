/**
 * What a page shared on a social site shows: every built page's head has the Open Graph set and a large
 * Twitter/X card naming the company's account, and the share card it names is served as a 1200 × 630 JPEG under
 * the size aim; a case study's card shows its own photo, as does a page content/share-images.yaml names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loadYaml as load } from '../../src/lib/contentYaml.ts';
import sharp from 'sharp';
import settings from '../../content/site.json' with { type: 'json' };
import { builtPages, siteUrl } from './built-site';

const SIZE_AIM = 60 * 1024;

/** A head's <meta property|name="key" content> values, decoded as a browser would. */
function metas(head: string): Map<string, string> {
  const decode = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&lt;/g, '<');
  return new Map(
    [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]),
  );
}

test('every page has the Open Graph set, a large card for X and the feed link, and the build left no card note', async ({
  request,
}) => {
  for (const path of builtPages()) {
    const html = await (await request.get(path)).text();
    const head = html.split('</head>')[0]!;
    const meta = metas(head);
    const canonical = head.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(meta.get('og:title'), path).toBeTruthy();
    expect(meta.get('og:description'), path).toBe(meta.get('description'));
    expect(['website', 'article'], path).toContain(meta.get('og:type'));
    expect(meta.get('og:url'), path).toBe(canonical);
    expect(meta.get('og:site_name'), path).toBe(settings.companyName);
    expect(meta.get('og:locale'), path).toBe('en_GB');
    expect(new URL(meta.get('og:image')!).origin, path).toBe(siteUrl.origin);
    expect([meta.get('og:image:width'), meta.get('og:image:height')], path).toEqual(['1200', '630']);
    expect(meta.get('og:image:alt'), path).toContain(meta.get('og:title'));
    expect(meta.get('twitter:card'), path).toBe('summary_large_image');
    expect(meta.get('twitter:site'), path).toBe(settings.twitter);
    expect(head, path).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(html, `${path}: the build removes its card note`).not.toContain('name="share-card"');
  }
});

test('each share card is served as a 1200 × 630 JPEG under 60 KB, one per page', async ({ request }) => {
  const seen = new Set<string>();
  for (const path of builtPages()) {
    const head = (await (await request.get(path)).text()).split('</head>')[0]!;
    const image = new URL(metas(head).get('og:image')!).pathname;
    expect(seen.has(image), `${path} shares ${image} with another page`).toBe(false);
    seen.add(image);
    const res = await request.get(image);
    expect(res.status(), image).toBe(200);
    expect(res.headers()['content-type'], image).toBe('image/jpeg');
    const body = await res.body();
    expect(body.length, `${image}: ${body.length} bytes`).toBeLessThanOrEqual(SIZE_AIM);
    const { width, height, format } = await sharp(body).metadata();
    expect({ width, height, format }, image).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  }
});

test('a case study’s card shows its own photo, and so does a page content/share-images.yaml names; the rest are words alone', async ({
  request,
}) => {
  /** Whether the card's right-hand side is a photo, not the navy ground of a card of words alone. */
  const photoOn = async (path: string) => {
    const head = (await (await request.get(path)).text()).split('</head>')[0]!;
    const card = await (await request.get(new URL(metas(head).get('og:image')!).pathname)).body();
    const [red] = (await sharp(card).extract({ left: 760, top: 40, width: 400, height: 550 }).stats()).channels;
    return red!.mean > 60 || red!.stdev > 70;
  };
  const studies = readdirSync('content/case-studies').map((file) => ({
    path: `/case-studies/${file.replace(/\.mdx$/, '')}`,
    photo: /^(?:hero|gallery):/m.test(readFileSync(`content/case-studies/${file}`, 'utf8').split(/^---$/m)[1]!),
  }));
  const named = (load(readFileSync('content/share-images.yaml', 'utf8')) as { id: string }[]).map((e) => e.id);
  expect(studies.filter((s) => s.photo).length).toBeGreaterThan(0);
  expect(named.length).toBeGreaterThan(0);
  for (const { path, photo } of studies) expect(await photoOn(path), path).toBe(photo);
  for (const path of named) expect(await photoOn(path), path).toBe(true);
  for (const path of ['/', '/about', '/landing']) expect(await photoOn(path), path).toBe(false);
});
