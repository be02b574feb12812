/**
 * The updates blog's RSS feed: well-formed RSS 2.0 with the elements the specification requires, every post
 * with its summary, date and absolute link, and linked from every page's head and visibly from /updates.
 */
import { expect, test } from '@playwright/test';
import { builtPages, siteUrl } from './built-site';

const FEED = '/rss.xml';

test('the feed is well-formed RSS 2.0 and lists every post with its summary, date and absolute link', async ({
  page,
  request,
}) => {
  const res = await request.get(FEED);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/xml/);
  const xml = await res.text();
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const channel = doc.querySelector('rss > channel');
    const child = (el: Element | null | undefined, name: string) =>
      [...(el?.children ?? [])].find((c) => c.localName === name && !c.prefix)?.textContent?.trim() ?? null;
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      version: doc.documentElement.getAttribute('version'),
      title: child(channel, 'title'),
      link: child(channel, 'link'),
      description: child(channel, 'description'),
      language: child(channel, 'language'),
      self: [...(channel?.children ?? [])]
        .find((c) => c.localName === 'link' && c.prefix === 'atom')
        ?.getAttribute('href'),
      items: [...doc.querySelectorAll('rss > channel > item')].map((item) => ({
        title: child(item, 'title'),
        link: child(item, 'link'),
        guid: child(item, 'guid'),
        pubDate: child(item, 'pubDate'),
        description: child(item, 'description'),
        category: child(item, 'category'),
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.version).toBe('2.0');
  // RSS 2.0: a channel needs title, link and description; an item a title or a description.
  expect(feed.title).toBeTruthy();
  expect(feed.description).toBeTruthy();
  expect(feed.link).toBe(new URL('/updates', siteUrl).href);
  expect(feed.language).toBe('en-gb');
  expect(feed.self).toBe(new URL(FEED, siteUrl).href);
  // Every post the build made a page for, and nothing else.
  const postPages = builtPages().filter((p) => p.startsWith('/updates/'));
  expect(postPages.length).toBeGreaterThan(0);
  expect(feed.items.map((i) => new URL(i.link!).pathname).sort()).toEqual(postPages.sort());
  const dates = feed.items.map((i) => Date.parse(i.pubDate!));
  expect(dates, 'newest first').toEqual([...dates].sort((a, b) => b - a));
  for (const item of feed.items) {
    expect(new URL(item.link!).origin).toBe(siteUrl.origin);
    expect(item.guid).toBe(item.link);
    expect(item.pubDate, 'RFC 822 date').toMatch(
      /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} (?:GMT|[+-]\d{4})$/,
    );
    expect(item.category).toBeTruthy();
    // The item carries the post's whole summary, as the post page shows it under its title.
    await page.goto(new URL(item.link!).pathname);
    const header = page.locator('main header');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(item.title!);
    await expect(header.locator('.lead')).toHaveText(item.description!);
    await expect(header.locator('time')).toHaveAttribute(
      'datetime',
      new Date(item.pubDate!).toISOString().slice(0, 10),
    );
  }
});

test('every page links the feed from its head, and /updates links it where visitors see it', async ({
  page,
  request,
}) => {
  for (const path of builtPages()) {
    const head = (await (await request.get(path)).text()).split('</head>')[0]!;
    expect(head, path).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss\.xml">/);
  }
  await page.goto('/updates');
  const link = page.getByRole('link', { name: /RSS feed/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', FEED);
});
