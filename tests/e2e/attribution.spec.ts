/**
 * First-touch attribution in the browser: the first page of a visit keeps its campaign, the referring
 * site and its path in session storage (no cookie), later pages of the visit keep the first touch, a
 * new visit (another tab's session) starts its own, and a lead sent from the landing page carries it
 * into the leads export (`npm run leads`). A form posted without JavaScript is stored without one.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { exportRow } from '../support/csv';
import { storedQuery } from '../support/stored';

const T = { timeout: 60_000 };
const firstTouch = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('first_touch') ?? 'null') as Record<string, string> | null);

/** Another site, on another origin to the browser, whose page links to ours. */
async function referringSite(links: string) {
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>A blog</title>${links}`),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

test('a visit from another site keeps its first touch across pages, and the lead carries it into the leads export', async ({
  page,
  baseURL,
}) => {
  const landing = `${baseURL}/landing?utm_source=partner-blog&utm_medium=referral&utm_campaign=spring-2027&utm_content=sidebar`;
  const blog = await referringSite(`<a href="${landing}">Read about inflation</a>`);
  try {
    await page.goto(blog.url);
    await page.getByRole('link', { name: 'Read about inflation' }).click();
    await page.waitForURL(/\/landing/);
    const host = new URL(blog.url).host;
    const expected = {
      utm_source: 'partner-blog',
      utm_medium: 'referral',
      utm_campaign: 'spring-2027',
      utm_content: 'sidebar',
      referrer: host,
      landing_page: '/landing',
    };
    await expect.poll(() => firstTouch(page)).toEqual(expected);
    expect((await page.context().cookies()).map((c) => c.name)).toEqual([]);

    // Later pages of the visit, even one with campaign tags of its own, keep the first touch.
    await page.goto('/about?utm_source=other');
    await expect.poll(() => firstTouch(page)).toEqual(expected);
    await page.goto('/landing');

    const email = `first-touch-${Date.now()}@example.com`;
    const id = 'landing-calc';
    await page.locator(`#${id}-name`).scrollIntoViewIfNeeded();
    await expect(page.locator(`astro-island:has(#${id}-name)`)).not.toHaveAttribute('ssr', /.*/, T);
    await page.locator(`#${id}-name`).fill('Helen Watts');
    await page.locator(`#${id}-email`).fill(email);
    await page.locator(`#${id}-amount`).fill('10000');
    await page.locator(`#${id}-month`).selectOption('1');
    await page.locator(`#${id}-year`).fill('2010');
    const [posted] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/inflation') && r.method() === 'POST'),
      page.getByRole('button', { name: 'Calculate', exact: true }).click(),
    ]);
    expect(posted.postDataJSON().attribution).toEqual(expected);
    await expect
      .poll(async () => (await storedQuery(`SELECT attribution FROM calculator_leads WHERE email = $1`, [email]))[0])
      .toEqual({ attribution: expected });

    // The footer's sign-up form (plain script, not an island) sends it too, once its script has woken.
    const subscriber = `first-touch-news-${Date.now()}@example.com`;
    await page.locator('#footer-newsletter-email').fill(subscriber);
    await expect(page.locator('newsletter-signup:has(#footer-newsletter-email)')).toHaveAttribute('data-awake', '', T);
    const [signUp] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/newsletter') && r.method() === 'POST'),
      page.locator('#footer-newsletter-email').press('Enter'),
    ]);
    expect(signUp.postDataJSON().attribution).toEqual(expected);
    await expect
      .poll(async () => (await storedQuery(`SELECT attribution FROM subscribers WHERE email = $1`, [subscriber]))[0], T)
      .toEqual({ attribution: expected });

    // The export the team runs, against the server's database.
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'leads', '--', 'calculator'], {
      env: { ...process.env, NETLIFY_DB_URL: '' },
    });
    const cell = exportRow(stdout, email);
    expect([cell('utm_source'), cell('utm_campaign'), cell('referrer'), cell('landing_page')]).toEqual([
      'partner-blog',
      'spring-2027',
      host,
      '/landing',
    ]);
  } finally {
    blog.close();
  }
});

test('a new visit (a new tab of its own) starts its own first touch; the site itself is never the referrer', async ({
  browser,
}) => {
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    await first.goto('/updates?utm_campaign=autumn');
    await expect.poll(() => firstTouch(first)).toEqual({ utm_campaign: 'autumn', landing_page: '/updates' });
    // Following a link within the site keeps the first touch and adds no referrer.
    await first.getByRole('link', { name: 'Contact Us', exact: true }).first().click();
    await first.waitForURL(/\/contact$/);
    await expect.poll(() => firstTouch(first)).toEqual({ utm_campaign: 'autumn', landing_page: '/updates' });

    // A tab opened afresh is a new session: its first page is its own first touch.
    const second = await context.newPage();
    await second.goto('/contact');
    await expect.poll(() => firstTouch(second)).toEqual({ landing_page: '/contact' });
    expect(await firstTouch(first)).toEqual({ utm_campaign: 'autumn', landing_page: '/updates' });
  } finally {
    await context.close();
  }
});

test('a form posted without JavaScript is stored, with no attribution', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const email = `no-js-${Date.now()}@example.com`;
    await page.goto('/find-you-a-deal?utm_campaign=ignored');
    await page.getByLabel('Name', { exact: true }).fill('Sam Jones');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await page.waitForURL(/thank-you-deal-sourcing/);
    const [lead] = await storedQuery(`SELECT name, attribution FROM deal_leads WHERE email = $1`, [email]);
    expect(lead).toEqual({ name: 'Sam Jones', attribution: null });
  } finally {
    await context.close();
  }
});
