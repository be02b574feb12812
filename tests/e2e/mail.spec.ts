/**
 * Every e-mail the site sends, as its reader opens it on a phone. Each is produced by the real
 * functions into the local outbox (.data/test-outbox), following the double opt-in as a reader does
 * (a sign-up gets the confirmation; its button, followed, brings the welcome), then shown at 390 px in
 * light and in dark mode (and the report once at 1280 px) the way a mail client shows it: inline images
 * from their attachments, nothing else fetched. Nothing may be wider than the screen, each button must
 * be a real tappable button, and dark mode must really be dark. Screenshots are kept in test-results/mail-*.
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

const who = {
  subscriber: unique('mail-welcome'),
  returning: unique('mail-again'),
  pending: unique('mail-checklist'),
  member: unique('mail-member'),
  contactSender: unique('mail-contact'),
  lead: unique('mail-deal'),
  reader: unique('mail-report'),
};
const mine = new Set(Object.values(who));

/** Every mail the site owes, as the reader it goes to gets it, with its buttons' labels in order. */
const mails: Record<string, { tag: string; to: string; buttons: string[] }> = {
  'newsletter-confirm': { tag: 'newsletter-confirm', to: who.subscriber, buttons: ['Yes, subscribe me'] },
  'newsletter-welcome': { tag: 'newsletter-welcome', to: who.subscriber, buttons: ['Read our latest case studies'] },
  'newsletter-resubscribe': {
    tag: 'newsletter-resubscribe',
    to: who.returning,
    buttons: ['Yes, send me your e-mails again'],
  },
  'checklist-checklist-pending': {
    tag: 'checklist-checklist',
    to: who.pending,
    buttons: ['Download the property checklist', 'Yes, send me your updates'],
  },
  'checklist-checklist-subscribed': {
    tag: 'checklist-checklist',
    to: who.member,
    buttons: ['Download the property checklist'],
  },
  'contact-notify': { tag: 'contact-notify', to: 'company', buttons: [] },
  'contact-ack': { tag: 'contact-ack', to: who.contactSender, buttons: [] },
  'deal-lead-notify': { tag: 'deal-lead-notify', to: 'company', buttons: [] },
  'deal-lead-checklist': { tag: 'deal-lead-checklist', to: who.lead, buttons: ['Download the deal checklist'] },
  'calculator-report-report': { tag: 'calculator-report-report', to: who.reader, buttons: ['Book My Free Call'] },
};

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const res = await request.post(path, { data });
  expect(res.status(), `${path} ${await res.text()}`).toBe(200);
}

/** This run's outbox messages (the company's notifications name the sender in their reply-to). */
async function sent(): Promise<(Mail & { replyTo?: string })[]> {
  const all: (Mail & { replyTo?: string })[] = await jsonFiles(OUTBOX);
  return all.filter((m) => mine.has(m.to) || (m.replyTo !== undefined && mine.has(m.replyTo)));
}

/** The tags of this run's messages to `to`, once delivered. */
const tagsTo = (to: string) => async () =>
  (await sent())
    .filter((m) => m.to === to)
    .map((m) => m.tag)
    .sort();

/** The one message to `to` tagged `tag`. */
async function message(to: string, tag: string): Promise<Mail> {
  await expect
    .poll(async () => (await sent()).filter((m) => m.to === to && m.tag === tag).length, { timeout: 30_000 })
    .toBe(1);
  return (await sent()).find((m) => m.to === to && m.tag === tag)!;
}

/** The button links of a message's HTML, as its reader taps them. */
const buttonHrefs = (html: string) =>
  [...html.matchAll(/<a\b[^>]*class="em-btn"[^>]*>/g)].map((m) =>
    m[0].match(/href="([^"]*)"/)![1]!.replace(/&amp;/g, '&'),
  );

/** Taps a consent button: its page asks (mail scanners follow links), its form's POST confirms. */
async function follow(request: APIRequestContext, href: string) {
  const { pathname, search } = new URL(href);
  expect((await request.get(`${pathname}${search}`)).status()).toBe(200);
  const res = await request.post(`${pathname}${search}`, { form: {} });
  expect(res.status(), await res.text()).toBe(200);
}

/** A footer sign-up confirmed from its e-mail's button: a subscriber, whose welcome arrives after. */
async function confirmed(request: APIRequestContext, email: string) {
  await post(request, '/api/newsletter', { email, source: 'footer-newsletter' });
  const confirmation = await message(email, 'newsletter-confirm');
  // Nothing but the confirmation until its link is followed.
  expect(await tagsTo(email)()).toEqual(['newsletter-confirm']);
  await follow(request, buttonHrefs(confirmation.html)[0]!);
  await expect.poll(tagsTo(email), { timeout: 30_000 }).toEqual(['newsletter-confirm', 'newsletter-welcome']);
}

const byName = new Map<string, Mail>();

test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ request }) => {
  // Each reader's story, side by side.
  await Promise.all([
    confirmed(request, who.subscriber),
    // A checklist for a new address (a pending sign-up), and for a confirmed subscriber.
    post(request, '/api/newsletter', { email: who.pending, source: 'checklist-2-bed-social-housing' }),
    (async () => {
      await confirmed(request, who.member);
      await post(request, '/api/newsletter', { email: who.member, source: 'checklist-2-bed-social-housing' });
    })(),
    post(request, '/api/contact', {
      name: NAME,
      email: who.contactSender,
      phone: '',
      investmentAmount: '50k-100k',
      interest: 'joint-venture',
      message: MESSAGE,
    }),
    post(request, '/api/send-deal-lead', { name: NAME, email: who.lead, message: MESSAGE }),
    (async () => {
      // The browser's chart image is checked and dropped: the e-mail carries the server's own.
      const chart = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#f7931e' } })
        .jpeg({ quality: 70 })
        .toBuffer();
      await post(request, '/api/inflation-email', {
        name: NAME,
        email: who.reader,
        amount: 1000000000,
        month: 1,
        year: 2010,
        source: 'Website',
        chartImage: `data:image/jpeg;base64,${chart.toString('base64')}`,
      });
    })(),
    (async () => {
      // An address that unsubscribed and is typed in again gets the confirmation to start again.
      await confirmed(request, who.returning);
      const welcome = await message(who.returning, 'newsletter-welcome');
      const unsubscribe = new URL(welcome.text.match(/https?:\/\/\S+\/api\/newsletter\/unsubscribe\?\S+/)![0]);
      const res = await request.post(`${unsubscribe.pathname}${unsubscribe.search}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: '',
      });
      expect(res.status()).toBe(200);
      await post(request, '/api/newsletter', { email: who.returning, source: 'footer-newsletter' });
    })(),
  ]);

  for (const [name, { tag, to }] of Object.entries(mails)) {
    if (to !== 'company') byName.set(name, await message(to, tag));
  }
  const notifications = (tag: string, contactSender: string) => async () =>
    (await sent()).filter((m) => m.tag === tag && m.replyTo === contactSender);
  for (const [tag, contactSender] of [
    ['contact-notify', who.contactSender],
    ['deal-lead-notify', who.lead],
  ] as const) {
    await expect.poll(async () => (await notifications(tag, contactSender)()).length, { timeout: 30_000 }).toBe(1);
    byName.set(tag, (await notifications(tag, contactSender)())[0]!);
  }
  expect(byName.get('calculator-report-report')!.attachments).toEqual([
    expect.objectContaining({ contentType: 'image/png', contentId: 'cid:inflation-chart.png' }),
  ]);

  // The pending checklist's second button is the sign-up's confirmation: followed, the welcome comes.
  await follow(request, buttonHrefs(byName.get('checklist-checklist-pending')!.html)[1]!);
  await expect.poll(tagsTo(who.pending), { timeout: 30_000 }).toEqual(['checklist-checklist', 'newsletter-welcome']);
});

/** Opens a message as a client would: its inline images from the attachments, and nothing fetched from anywhere. */
async function open(page: Page, mail: Mail, width: number, colorScheme: 'light' | 'dark') {
  const fetched: string[] = [];
  await page.route('**/*', (route) => {
    fetched.push(route.request().url());
    return route.abort();
  });
  let html = mail.html;
  for (const a of mail.attachments ?? [])
    if (a.contentId) html = html.replaceAll(`src="${a.contentId}"`, `src="data:${a.contentType};base64,${a.content}"`);
  await page.setViewportSize({ width, height: 844 });
  await page.emulateMedia({ colorScheme });
  await page.setContent(html, { waitUntil: 'load' });
  return fetched;
}

const rgb = (page: Page, selector: string, property: 'background-color' | 'color') =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

for (const [name, { buttons }] of Object.entries(mails)) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${name} at 390 px, ${scheme}`, async ({ page }, info) => {
      const mail = byName.get(name)!;
      expect(mail, name).toBeDefined();
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
      await expect(cta).toHaveText(buttons);
      for (const button of await cta.all()) {
        const box = (await button.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(247, 147, 30)');
        expect(await button.getAttribute('href')).toMatch(/^https:\/\//);
      }
      // The card is white in light mode and the site's navy in dark mode, and its text reads on it.
      expect(await rgb(page, '.em-card', 'background-color')).toBe(
        scheme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(11, 37, 69)',
      );
      expect(await rgb(page, 'h1', 'color')).toBe(scheme === 'light' ? 'rgb(11, 37, 69)' : 'rgb(255, 255, 255)');
      await page.screenshot({ path: info.outputPath(`${name}-390-${scheme}.png`), fullPage: true });
    });
  }
}

test('the report at 1280 px keeps to its column', async ({ page }, info) => {
  const mail = byName.get('calculator-report-report')!;
  expect(await open(page, mail, 1280, 'light')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  expect((await page.locator('.em-card').boundingBox())!.width).toBeLessThanOrEqual(600);
  await page.screenshot({ path: info.outputPath('calculator-report-report-1280-light.png'), fullPage: true });
});
