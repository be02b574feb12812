/**
 * Every page's JSON-LD parses, uses only schema.org's vocabulary the way it is defined, meets the rules
 * search engines publish for its types, and claims nothing: the company on every page, the breadcrumb on
 * nested pages, a BlogPosting for each post and an Article for each case study.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import settings from '../../content/site.json' with { type: 'json' };
import { checkPageDescriptions, unqualifiedIn } from '../../src/lib/claims';
import {
  byId,
  danglingReferences,
  richResultProblems,
  schemaRelease,
  vocabularyProblems,
  type JsonNode,
} from '../support/structured-data';
import { builtPages, MISSING, siteUrl } from './built-site';

/** schema.org terms still marked pending that the learning pages use knowingly (src/lib/structuredData.ts). */
const PENDING_USED = ['LearningResource', 'teaches'];
const COMPANY_PAGES = ['/', '/about', '/contact'];

interface Page {
  path: string;
  html: string;
  graph: JsonNode[];
  title: string;
  image: string;
}

async function pages(request: import('@playwright/test').APIRequestContext): Promise<Page[]> {
  return Promise.all(
    builtPages().map(async (path) => {
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks.length, `${path}: one JSON-LD block`).toBe(1);
      const data = JSON.parse(blocks[0]![1]!) as { '@context': string; '@graph': JsonNode[] };
      expect(data['@context'], path).toBe('https://schema.org');
      const meta = (p: string) => html.match(new RegExp(`<meta property="${p}" content="([^"]*)"`))?.[1] ?? '';
      return {
        path,
        html,
        graph: data['@graph'],
        title: meta('og:title').replace(/&amp;/g, '&'),
        image: meta('og:image'),
      };
    }),
  );
}

const ofType = (graph: JsonNode[], type: string) => graph.filter((n) => n['@type'] === type);

/** Every string in a JSON value. */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

test(`every page's JSON-LD keeps to schema.org ${schemaRelease} and resolves every reference`, async ({ request }) => {
  for (const { path, graph } of await pages(request)) {
    expect(vocabularyProblems(graph, PENDING_USED), path).toEqual([]);
    const ids = byId(graph);
    expect(danglingReferences(graph, ids), path).toEqual([]);
    expect(
      graph.flatMap((n) => richResultProblems(n, ids)),
      path,
    ).toEqual([]);
  }
});

test('the company is on every page, fully on the pages about it, with a logo search engines accept', async ({
  request,
}) => {
  const all = await pages(request);
  for (const { path, graph } of all) {
    const [org, ...more] = ofType(graph, 'Organization');
    expect(more, path).toEqual([]);
    expect(org, path).toMatchObject({
      '@id': `${siteUrl.origin}/#organization`,
      name: settings.companyName,
      legalName: settings.legalName,
      url: `${siteUrl.origin}/`,
      logo: `${siteUrl.origin}/logo.png`,
    });
    if (COMPANY_PAGES.includes(path)) {
      expect(org, path).toMatchObject({
        address: { '@type': 'PostalAddress', addressCountry: 'GB' },
        contactPoint: { '@type': 'ContactPoint', telephone: settings.phone.tel, email: settings.email },
        sameAs: settings.social.map((s) => s.url),
      });
      const address = org!.address as JsonNode;
      expect(settings.registeredOffice, 'the address is the registered office').toContain(
        String(address.streetAddress),
      );
      expect(settings.registeredOffice).toContain(String(address.postalCode));
    }
    expect(ofType(graph, 'WebSite').length, path).toBe(path === '/' ? 1 : 0);
  }
  // Google asks for a logo of at least 112 × 112 pixels, in a format Google Images takes.
  const logo = await request.get('/logo.png');
  expect(logo.headers()['content-type']).toBe('image/png');
  const { width = 0, height = 0 } = await sharp(await logo.body()).metadata();
  expect(Math.min(width, height)).toBeGreaterThanOrEqual(112);
});

test('nested pages have a breadcrumb home, through their section, to themselves', async ({ request }) => {
  const all = await pages(request);
  const titles = new Map(all.map((p) => [p.path, p.title]));
  for (const { path, graph, title } of all) {
    const crumbs = ofType(graph, 'BreadcrumbList');
    const nested = path !== MISSING && path.split('/').filter(Boolean).length > 1;
    expect(crumbs.length, path).toBe(nested ? 1 : 0);
    if (!nested) continue;
    const items = crumbs[0]!.itemListElement as JsonNode[];
    expect(items[0], path).toMatchObject({ name: 'Home', item: `${siteUrl.origin}/` });
    expect(items.at(-1)!.name, path).toBe(title);
    for (const item of items.slice(0, -1)) {
      const section = new URL(String(item.item)).pathname;
      expect(titles.has(section), `${path}: ${section} is a page`).toBe(true);
    }
  }
});

test('each post is a BlogPosting and each case study an Article, dated, with the share card as image', async ({
  request,
}) => {
  const all = await pages(request);
  const posts = all.filter((p) => p.path.startsWith('/updates/'));
  const studies = all.filter((p) => p.path.startsWith('/case-studies/'));
  expect(posts.length).toBeGreaterThan(0);
  expect(studies.length).toBeGreaterThan(0);
  for (const { path, graph, html, title, image } of posts) {
    const [post] = ofType(graph, 'BlogPosting');
    expect(post, path).toMatchObject({ headline: title, image, author: { '@id': `${siteUrl.origin}/#organization` } });
    // The date the page shows.
    const shown = html.match(/<time datetime="([^"]+)"/)?.[1];
    expect(post!.datePublished, path).toBe(shown);
  }
  for (const { path, graph, title, image } of studies) {
    const [study] = ofType(graph, 'Article');
    expect(study, path).toMatchObject({ headline: title, image, contentLocation: { '@type': 'Place' } });
  }
  // The image each names is the page's share card, served at 1200 × 630 (Google: at least 50,000 pixels).
  for (const { image } of [...posts, ...studies].slice(0, 2)) {
    const { width = 0, height = 0 } = await sharp(await (await request.get(new URL(image).pathname)).body()).metadata();
    expect(width * height).toBeGreaterThanOrEqual(50_000);
  }
});

test('the structured data claims nothing: no return figure, no rating, no offer, no word the claims rules refuse', async ({
  request,
}) => {
  for (const { path, graph } of await pages(request)) {
    const json = JSON.stringify(graph);
    for (const key of ['aggregateRating', 'review', 'offers', 'interestRate', 'annualPercentageRate'])
      expect(json, `${path}: ${key}`).not.toContain(`"${key}"`);
    for (const text of strings(graph)) {
      expect(unqualifiedIn(text, settings.regulatory.authorised), `${path}: ${text}`).toEqual([]);
      expect(checkPageDescriptions([{ file: path, description: text }]), `${path}: ${text}`).toEqual([]);
      expect(text, `${path}: a figure`).not.toMatch(/£\s?\d|\d\s?%/);
    }
  }
});
