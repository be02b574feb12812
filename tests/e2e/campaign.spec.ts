/**
 * A campaign from the ad to the CRM, as a visitor and the team meet it: a visit from an ad link
 * (`/landing?utm_…&gclid=…`) through the calculator's result to the contact form, by the result's button, in the
 * new tab it opens (handed the visit's first touch); the stored lead, the signed webhook delivery (checked with
 * the Standard Webhooks library), the team's notice, the leads export and the Google Ads conversions file all
 * carry the campaign and the click id. The set-up commands work against the running server: a test lead to the
 * webhook, the daily summary now. And no other internal link of the site opens a new tab.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import site from '../../content/site.json' with { type: 'json' };
import { webhookStandin } from '../../playwright.config';
import { exportRow } from '../support/csv';
import { storedQuery } from '../support/stored';
import { unique } from '../support/unique';
import { jsonFiles, OUTBOX } from './forms/support';
import { builtHtml, builtPages } from './built-site';

const T = { timeout: 60_000 };
const run = promisify(execFile);
/** An npm script against the server under test: its database (NETLIFY_DB_URL unset) and its outbox. */
const npm = (...args: string[]) =>
  run('npm', ['run', '--silent', ...args], {
    env: { ...process.env, NETLIFY_DB_URL: '', MAIL_DIR: OUTBOX, POSTMARK_SERVER_TOKEN: '' },
  });
const firstTouch = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('first_touch') ?? 'null') as Record<string, string> | null);

interface Delivery {
  headers: Record<string, string>;
  body: string;
}
/** What the stand-in receiver has had, as received. */
const deliveries = async (): Promise<Delivery[]> => (await fetch(`${webhookStandin.url}/deliveries`)).json();

test('from an ad to the CRM: the campaign and the click id reach the lead, the webhook, the notice, the export and the conversions file', async ({
  page,
  context,
}) => {
  const gclid = `Cj0KCQiA_${Date.now().toString(36)}-campaign`;
  const campaign = { utm_source: 'linkedin', utm_medium: 'paid-social', utm_campaign: 'spring-2027' };
  await page.goto(`/landing?${new URLSearchParams({ ...campaign, gclid })}`);
  const expected = { ...campaign, gclid, landing_page: '/landing' };
  await expect.poll(() => firstTouch(page)).toEqual(expected);

  // The calculator, then its result's consultation button, which opens the contact form in a new tab.
  const id = 'landing-calc';
  await page.locator(`#${id}-name`).scrollIntoViewIfNeeded();
  await expect(page.locator(`astro-island:has(#${id}-name)`)).not.toHaveAttribute('ssr', /.*/, T);
  await page.locator(`#${id}-name`).fill('Morgan Ellis');
  await page.locator(`#${id}-email`).fill(unique('campaign-calc'));
  await page.locator(`#${id}-amount`).fill('20000');
  await page.locator(`#${id}-month`).selectOption('3');
  await page.locator(`#${id}-year`).fill('2015');
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  const result = page.locator('.calc-result');
  await expect(result.getByRole('heading', { name: 'Your inflation report' })).toBeVisible(T);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    result.getByRole('link', { name: 'Book your free 15-min consultation (opens in a new tab)' }).click(),
  ]);
  await tab.waitForURL(/\/contact/);
  // The new tab keeps the visit's first touch, not its own, and its address loses the hand-over.
  await expect.poll(() => firstTouch(tab)).toEqual(expected);
  expect(new URL(tab.url()).hash).toBe('');
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  // The result stays open in its own tab.
  await expect(result.getByRole('heading', { name: 'Your inflation report' })).toBeVisible();

  const email = unique('campaign');
  await tab.locator('#contact-name').scrollIntoViewIfNeeded();
  await expect(tab.locator('astro-island:has(#contact-name)')).not.toHaveAttribute('ssr', /.*/, T);
  await tab.getByLabel('Full Name', { exact: true }).fill('Morgan Ellis');
  await tab.getByLabel('Email Address', { exact: true }).fill(email);
  await tab.getByLabel('Investment Amount').selectOption({ label: '£50k–£100k' });
  await tab.getByRole('radio', { name: 'Lending at a fixed interest rate' }).check();
  await tab.getByLabel('Your Message').fill('I saw your advert and would like to talk about lending.');
  const [posted] = await Promise.all([
    tab.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST'),
    tab.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  expect(posted.postDataJSON().attribution).toEqual(expected);

  // The stored lead.
  await expect
    .poll(async () => (await storedQuery('SELECT attribution FROM contact_messages WHERE email = $1', [email]))[0], T)
    .toEqual({ attribution: expected });

  // The webhook's body, signed: verified as a receiver would, with the Standard Webhooks library.
  let delivery: Delivery | undefined;
  await expect.poll(async () => (delivery = (await deliveries()).find((d) => d.body.includes(email))), T).toBeTruthy();
  const body = new Webhook(webhookStandin.secret).verify(delivery!.body, delivery!.headers) as Record<string, any>;
  expect(body).toMatchObject({ event: 'lead', kind: 'contact', lead: { email, ...expected, landing_variant: null } });
  expect(() =>
    new Webhook(webhookStandin.secret).verify(delivery!.body.replace('Morgan', 'Megan'), delivery!.headers),
  ).toThrow();

  // The team's notice.
  await expect
    .poll(async () => (await jsonFiles(OUTBOX)).find((m) => m.tag === 'contact-notify' && m.replyTo === email), T)
    .toBeTruthy();
  const notice = (await jsonFiles(OUTBOX)).find((m) => m.tag === 'contact-notify' && m.replyTo === email);
  for (const line of [
    'Campaign: spring-2027 (linkedin / paid-social)',
    `Google Ads click id: ${gclid}`,
    'First page: /landing',
  ])
    expect(notice.text).toContain(line);

  // The export the team runs, and the file Google Ads imports.
  const { stdout: csv } = await npm('leads', '--', 'contact');
  const cell = exportRow(csv, email);
  expect([cell('utm_campaign'), cell('utm_source'), cell('gclid'), cell('landing_page')]).toEqual([
    'spring-2027',
    'linkedin',
    gclid,
    '/landing',
  ]);
  const { stdout: conversions } = await npm('conversions', '--', 'google');
  const lines = conversions.trimEnd().split('\r\n');
  expect(lines.slice(0, 2)).toEqual([
    'Parameters:TimeZone=Europe/London',
    'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
  ]);
  // Both leads of the visit: the calculation on the landing page and the contact message.
  expect(lines.filter((l) => l.startsWith(`${gclid},`)).map((l) => l.split(',')[1])).toEqual([
    site.adConversions.calculator,
    site.adConversions.contact,
  ]);
});

test('the quiz’s consultation button hands the visit’s first touch to the new tab it opens', async ({
  page,
  context,
}) => {
  const fbclid = `IwAR_${Date.now().toString(36)}_quiz`;
  await page.goto(`/financial-literacy?utm_source=facebook&utm_campaign=quiz-autumn&fbclid=${fbclid}`);
  const expected = { utm_source: 'facebook', utm_campaign: 'quiz-autumn', fbclid, landing_page: '/financial-literacy' };
  await expect.poll(() => firstTouch(page)).toEqual(expected);
  await page.getByRole('radio').first().scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has(.lq)')).not.toHaveAttribute('ssr', /.*/, T);
  for (let i = 1; i <= 8; i++) {
    await page.locator('.choice').first().click();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await page.getByRole('button', { name: i === 8 ? 'Finish Quiz' : 'Next Question' }).click();
  }
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page
      .locator('.lq-complete')
      .getByRole('link', { name: /Book Your Investment Consultation/ })
      .click(),
  ]);
  await tab.waitForURL(/\/contact/);
  await expect.poll(() => firstTouch(tab)).toEqual(expected);
  expect(new URL(tab.url()).hash).toBe('');
});

test('the set-up commands work against the running server: a signed test lead, and the daily summary now', async () => {
  const { stdout: sent } = await run('npm', ['run', '--silent', 'test-lead'], {
    env: { ...process.env, LEAD_WEBHOOK_URL: `${webhookStandin.url}/hook`, LEAD_WEBHOOK_SECRET: webhookStandin.secret },
  });
  expect(sent).toMatch(
    /^Sent a signed test contact lead to 127\.0\.0\.1:\d+ \(LEAD_WEBHOOK_URL\)\. The receiver answered 200 OK in \d+ ms: \{"ok":true\}/,
  );
  const test = (await deliveries()).findLast((d) => d.body.includes('test-lead@example.com'))!;
  expect(new Webhook(webhookStandin.secret).verify(test.body, test.headers)).toMatchObject({ kind: 'contact' });

  // A lead from yesterday (UK time) gives the summary something to report: leads by source, and per variant.
  const yesterday = new Date(Date.now() - 24 * 3600_000);
  await storedQuery(
    `INSERT INTO contact_messages (created_at, name, email, investment_amount, interest, message, attribution)
     VALUES ($1, 'Summary Lead', $2, '25k-50k', 'questions', 'A question for the summary.', $3)`,
    [
      yesterday,
      unique('summary'),
      JSON.stringify({ utm_campaign: 'summary-test', landing_page: '/landing/x', landing_variant: 'b' }),
    ],
  );
  const { stdout } = await npm('summary');
  const [, file] = stdout.match(/^Daily summary sent to \S+ to the local outbox: (\S+\.json)$/m) ?? [];
  expect(file, stdout).toBeTruthy();
  const message = JSON.parse(readFileSync(file!, 'utf8'));
  expect(message.subject).toMatch(/^Daily website summary: /);
  expect(message.text).toContain('summary-test, no referring site, variant b of /landing/x');
  expect(message.text).toContain('Leads per landing-page variant');
});

test('no link of the site’s own opens a new tab but the calculator’s calls to action, which keep the result open', () => {
  const pages = builtPages();
  const found = builtHtml().flatMap((file, i) =>
    [...readFileSync(file, 'utf8').matchAll(/<a\b[^>]*\btarget="_blank"[^>]*>[\s\S]*?<\/a>/g)]
      .map((m) => ({ href: m[0].match(/\bhref="([^"]*)"/)?.[1] ?? '', text: m[0].replace(/<[^>]+>/g, '').trim() }))
      .filter((a) => a.href.startsWith('/') && !a.href.startsWith('//'))
      .map((a) => `${pages[i]}: ${a.href} ${a.text.replace(/\s+/g, ' ')}`),
  );
  // The calculator's page and every landing page (the calculator's close): its two calls to action.
  const allowed =
    /^\/(?:inflation-calculator|landing(?:\/[\w-]+)?): (?:\/contact Book your free 15-min consultation|\/book-call Book My Free Call) \(opens in a new tab\)$/;
  expect(found.filter((f) => !allowed.test(f))).toEqual([]);
  expect(found.length).toBeGreaterThanOrEqual(4);
});
