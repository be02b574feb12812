import { expect, test } from '@playwright/test';
import { frontmatter } from '../support/copy';
import { caseStudyRoutes, company, routes } from './routes';

test.describe('every route', () => {
  for (const route of [...routes, ...caseStudyRoutes]) {
    test(`${route.path} answers 200 with its own title, description and headings`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      if (route.title) await expect(page).toHaveTitle(route.title);
      else await expect(page).toHaveTitle(new RegExp(`.+ \\| ${company}$`));

      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);

      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      if (route.h1) await expect(h1).toHaveText(route.h1);
      for (const heading of route.headings ?? []) {
        await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      }

      // Heading levels never skip (h2 → h4), so the outline reads correctly.
      const levels = await page
        .locator('main :is(h1,h2,h3,h4,h5,h6)')
        .evaluateAll((els) => els.map((e) => Number(e.tagName[1])));
      levels.reduce((prev, level) => {
        expect(level, `heading level jumps from h${prev} to h${level}`).toBeLessThanOrEqual(prev + 1);
        return level;
      }, 1);

      if (route.article) {
        const title = await page.title();
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          'content',
          title.replace(` | ${company}`, ''),
        );
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      }
    });
  }

  test('titles and descriptions are unique across routes', async ({ request }) => {
    const seen = new Map<string, string>();
    for (const route of [...routes, ...caseStudyRoutes]) {
      const html = await (await request.get(route.path)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      expect(title, route.path).toBeTruthy();
      expect(seen.get(title!), `${route.path} repeats the title of ${seen.get(title!)}`).toBeUndefined();
      seen.set(title!, route.path);
    }
  });
});

test('an unknown route shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.locator('header nav')).toBeVisible();
});

test('/post.html is not a dead end: it leads to the posts, and each post has its own page', async ({ page }) => {
  const response = await page.goto('/post.html');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/updates$/);
  const postLinks = page.locator('main a[href^="/updates/"]');
  expect(await postLinks.count()).toBeGreaterThanOrEqual(3);
  const hrefs = [...new Set(await postLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))];
  for (const href of hrefs) {
    const post = await page.request.get(href);
    expect(post.status(), href).toBe(200);
  }
  await page.goto(hrefs[0]!);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.getByRole('link', { name: /updates/i }).first()).toBeVisible();
});

test('the case-studies list shows the three cards in order with their ROI and links', async ({ page }) => {
  await page.goto('/case-studies');
  const cards = [
    ['2-bed-social-housing-nelincs', '33.13%'],
    ['3-bed-to-4-bed-newhaven-nelincs', '19.16%'],
    ['4-bed-family-social-housing-nelincs', '15.48%'],
  ].map(
    ([slug, roi]) =>
      [frontmatter(`content/case-studies/${slug}.mdx`).title as string, roi!, `/case-studies/${slug}`] as const,
  );
  const titles = await page.locator('main h2, main h3').allTextContents();
  const order = cards.map(([t]) => titles.findIndex((x) => x.trim() === t));
  expect(order.every((i) => i >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  for (const [, roi, href] of cards) {
    await expect(page.getByText(roi).first()).toBeVisible();
    await expect(page.locator(`main a[href="${href}"]`).filter({ hasText: 'View Case Study' })).toHaveCount(1);
  }
  await expect(page.getByRole('link', { name: 'Join Our Investor List' })).toHaveAttribute('href', '/contact');
});

test('the sitemap lists the routes and leaves out the 404 page', async ({ request }) => {
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const route of ['/about', '/case-studies/manchester-flip', '/financial-literacy'])
    expect(sitemap).toContain(route);
  expect(sitemap).not.toContain('404');
});
