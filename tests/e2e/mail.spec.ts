/**
 * Every e-mail the site sends, as its reader opens it on a phone. Each is produced by the real
 * functions into the local outbox (.data/test-outbox), then shown at 390 px in light and in dark mode
 * (and the report once at 1280 px) the way a mail client shows it: inline images from their
 * attachments, nothing else fetched. Nothing may be wider than the screen, the button must be a
 * real tappable button, and dark mode must really be dark. Screenshots are kept in test-results/mail-*.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { jsonFiles, OUTBOX, unique } from './forms/support';

interface Mail {
  to: string;
  tag: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { contentId?: string; contentType: string; content: string }[];
}

// Hostile but valid: the company's notifications show it, as text.
const NAME = 'Eve \u202Egnp.exe <script>alert(1)</script>';
const MESSAGE = `I would like to hear about joint ventures.\n\nMy notes: https://example.org/${'a-very-long-path-'.repeat(8)}end`;

/** The mails the site owes, by tag, and whether each has a call-to-action button. */
const mails: Record<string, { button: boolean }> = {
  'newsletter-welcome': { button: true },
  'newsletter-resubscribe': { button: true },
  'checklist-checklist': { button: true },
  'contact-notify': { button: false },
  'contact-ack': { button: false },
  'deal-lead-notify': { button: false },
  'deal-lead-checklist': { button: true },
  'inflation-report-report': { button: true },
};

const who = { subscriber: unique('mail-welcome'), returning: unique('mail-again'), checklist: unique('mail-checklist'), enquirer: unique('mail-contact'), lead: unique('mail-deal'), reader: unique('mail-report') };
const mine = new Set(Object.values(who));

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(path, { data });
  expect(res.status(), `${path} ${await res.text()}`).toBe(200);
}

/** This run's outbox messages (the company's notifications name the enquirer in their reply-to). */
async function sent(): Promise<Mail[]> {
  const all: (Mail & { replyTo?: string })[] = await jsonFiles(OUTBOX);
  return all.filter((m) => mine.has(m.to) || (m.replyTo !== undefined && mine.has(m.replyTo)));
}

const byTag = new Map<string, Mail>();

test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ request }) => {
  await post(request, '/api/newsletter', { email: who.subscriber, source: 'footer-newsletter' });
  await post(request, '/api/newsletter', { email: who.checklist, source: 'checklist-2-bed-social-housing' });
  await post(request, '/api/contact', { name: NAME, email: who.enquirer, phone: '', investmentAmount: '50k-100k', interest: 'joint-venture', message: MESSAGE });
  await post(request, '/api/send-deal-lead', { name: NAME, email: who.lead, message: MESSAGE });
  const chart = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#f7931e' } }).jpeg({ quality: 70 }).toBuffer();
  await post(request, '/api/inflation-email', {
    name: NAME, email: who.reader, amount: 1000000000, month: 1, year: 2010, source: 'Website', chartImage: `data:image/jpeg;base64,${chart.toString('base64')}`,
  });
  // An address that unsubscribed and is typed in again gets the confirmation to start again.
  await post(request, '/api/newsletter', { email: who.returning, source: 'footer-newsletter' });
  await expect.poll(async () => (await sent()).some((m) => m.to === who.returning), { timeout: 30_000 }).toBe(true);
  const welcome = (await sent()).find((m) => m.to === who.returning)!;
  const unsubscribe = new URL(welcome.text.match(/https?:\/\/\S+\/api\/newsletter\/unsubscribe\?\S+/)![0]);
  const res = await request.post(`${unsubscribe.pathname}${unsubscribe.search}`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: '' });
  expect(res.status()).toBe(200);
  await post(request, '/api/newsletter', { email: who.returning, source: 'footer-newsletter' });

  await expect.poll(async () => new Set((await sent()).map((m) => m.tag)).size, { timeout: 30_000 }).toBe(Object.keys(mails).length);
  for (const m of await sent()) if (m.tag !== 'newsletter-welcome' || m.to === who.subscriber) byTag.set(m.tag, m);
});

/** Opens a message as a client would: its inline images from the attachments, and nothing fetched from anywhere. */
async function open(page: Page, mail: Mail, width: number, colorScheme: 'light' | 'dark') {
  const fetched: string[] = [];
  await page.route('**/*', (route) => {
    fetched.push(route.request().url());
    return route.abort();
  });
  let html = mail.html;
  for (const a of mail.attachments ?? []) if (a.contentId) html = html.replaceAll(`src="${a.contentId}"`, `src="data:${a.contentType};base64,${a.content}"`);
  await page.setViewportSize({ width, height: 844 });
  await page.emulateMedia({ colorScheme });
  await page.setContent(html, { waitUntil: 'load' });
  return fetched;
}

const rgb = (page: Page, selector: string, property: 'background-color' | 'color') =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

for (const [tag, { button }] of Object.entries(mails)) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${tag} at 390 px, ${scheme}`, async ({ page }, info) => {
      const mail = byTag.get(tag)!;
      expect(mail, tag).toBeDefined();
      const fetched = await open(page, mail, 390, scheme);
      expect(fetched).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // Images have loaded from their attachments and fit the screen.
      for (const img of await page.locator('img').all()) {
        expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
        expect((await img.boundingBox())!.width).toBeLessThanOrEqual(390);
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const cta = page.locator('a.em-btn');
      if (button) {
        await expect(cta).toHaveCount(1);
        const box = (await cta.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(await rgb(page, 'a.em-btn', 'background-color')).toBe('rgb(247, 147, 30)');
        expect(await cta.getAttribute('href')).toMatch(/^https:\/\//);
      } else {
        await expect(cta).toHaveCount(0);
      }
      // The card is white in light mode and the site's navy in dark mode, and its text reads on it.
      expect(await rgb(page, '.em-card', 'background-color')).toBe(scheme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(11, 37, 69)');
      expect(await rgb(page, 'h1', 'color')).toBe(scheme === 'light' ? 'rgb(11, 37, 69)' : 'rgb(255, 255, 255)');
      await page.screenshot({ path: info.outputPath(`${tag}-390-${scheme}.png`), fullPage: true });
    });
  }
}

test('the report at 1280 px keeps to its column', async ({ page }, info) => {
  const mail = byTag.get('inflation-report-report')!;
  expect(await open(page, mail, 1280, 'light')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  expect((await page.locator('.em-card').boundingBox())!.width).toBeLessThanOrEqual(600);
  await page.screenshot({ path: info.outputPath('inflation-report-report-1280-light.png'), fullPage: true });
});
