/**
 * The API through `npm start`'s Netlify emulation: real functions, the local Netlify Database, and the local
 * outbox (.data/test-outbox, set by playwright.config.ts) standing in for Postmark.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { unique } from '../support/unique';

const OUTBOX = '.data/test-outbox';

interface OutboxMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  tag: string;
}

/** Outbox messages matching `filter` (each is written before the function answers). */
async function outbox(filter: (m: OutboxMessage) => boolean): Promise<OutboxMessage[]> {
  const files = await readdir(OUTBOX).catch(() => [] as string[]);
  const all = await Promise.all(
    files.filter((f) => f.endsWith('.json')).map(async (f) => JSON.parse(await readFile(join(OUTBOX, f), 'utf8'))),
  );
  return all.filter(filter);
}

test('health says only that the site is up', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ success: true, status: 'up' });
});

test('newsletter: one answer for a new and a listed address, bad address 400, a confirmation link, then the welcome with a working unsubscribe link', async ({
  request,
}) => {
  const email = unique('news');
  const first = await request.post('/api/newsletter', { data: { email, source: 'footer-newsletter' } });
  const again = await request.post('/api/newsletter', {
    data: { email: `  ${email.toUpperCase()} `, source: 'updates-page' },
  });
  for (const res of [first, again]) {
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ success: true });
  }
  const bad = await request.post('/api/newsletter', { data: { email: 'nope', source: 'footer-newsletter' } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toContain('Invalid email');

  expect((await outbox((m) => m.to === email)).map((m) => m.tag)).toEqual(['newsletter-confirm']);
  const [confirmation] = await outbox((m) => m.to === email);
  const confirm = new URL(confirmation!.text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?\S+/)![0]);
  expect((await request.get(confirm.pathname + confirm.search)).status()).toBe(200);
  expect(await outbox((m) => m.to === email && m.tag === 'newsletter-welcome')).toEqual([]);
  const confirmed = await request.post(confirm.pathname + confirm.search, { form: {} });
  expect(confirmed.status()).toBe(200);
  expect(await confirmed.text()).toContain('You are subscribed');
  expect((await request.post(confirm.pathname + confirm.search, { form: {} })).status()).toBe(410);

  const [welcome] = await outbox((m) => m.to === email && m.tag === 'newsletter-welcome');
  expect(welcome).toBeTruthy();
  const link = new URL(welcome!.text.match(/https?:\/\/\S+\/api\/newsletter\/unsubscribe\?\S+/)![0]);
  const ask = await request.get(link.pathname + link.search);
  expect(ask.status()).toBe(200);
  const done = await request.post(link.pathname + link.search, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(done.status()).toBe(200);
  expect(await done.text()).toContain('You have been unsubscribed');
});

test('simultaneous sign-ups of one address store one pending subscriber and send one confirmation', async ({
  request,
}) => {
  const email = unique('race');
  const results = await Promise.all(
    Array.from({ length: 8 }, () => request.post('/api/newsletter', { data: { email, source: 'footer-newsletter' } })),
  );
  expect(results.map((r) => r.status())).toEqual(Array(8).fill(200));
  expect((await outbox((m) => m.to === email)).map((m) => m.tag)).toEqual(['newsletter-confirm']);
});

test('the report e-mail: a stranger named in twenty requests, a penny apart, gets five; every request is answered alike', async ({
  request,
}) => {
  const email = unique('cap');
  const chartImage =
    'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDAgMDAwLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      request.post('/api/inflation-email', {
        data: { name: 'R', email, amount: 10_000 + i / 100, month: 1, year: 2010, chartImage },
      }),
    ),
  );
  for (const res of answers) expect(await res.json()).toEqual({ success: true, status: 'sent' });
  const sent = await outbox((m) => m.to === email);
  expect(sent).toHaveLength(5);
  for (const m of sent) expect(m.html).toContain('src="cid:inflation-chart.png"');
});

test('contact: JSON enquiry notifies the company and acknowledges the enquirer', async ({ request }) => {
  const email = unique('contact');
  const res = await request.post('/api/contact', {
    data: {
      name: 'محمد 😀',
      email,
      phone: '',
      investmentAmount: '100k-250k',
      interest: 'sourcing',
      message: 'Looking for sourced deals in Grimsby.',
    },
  });
  expect(res.status()).toBe(200);
  const notify = await outbox((m) => m.replyTo === email && m.tag === 'contact-notify');
  expect(notify).toHaveLength(1);
  expect(notify[0]!.text).toContain('محمد 😀');
  expect(notify[0]!.text).toContain('£100k–£250k');
  const [ack] = await outbox((m) => m.to === email && m.tag === 'contact-ack');
  expect(ack!.text).toContain('within 1 working day');

  const invalid = await request.post('/api/contact', { data: { name: 'x', email: 'bad' } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).errors).toMatchObject({ name: 'Name is required', email: 'Invalid email address' });
});

test('plain HTML form posts get a 303 to the confirmation page, or a page to fix the form', async ({
  request,
  baseURL,
}) => {
  const email = unique('form');
  const ok = await request.post('/api/contact', {
    form: {
      name: 'Form Person',
      email,
      phone: '',
      investmentAmount: '25k-50k',
      interest: 'questions',
      message: 'Sent without JavaScript.',
      company_website: '',
    },
    maxRedirects: 0,
  });
  expect(ok.status()).toBe(303);
  expect(ok.headers().location).toBe('/message-sent');

  const deal = await request.post('/api/send-deal-lead', {
    form: { name: 'Deal Person', email: unique('deal') },
    maxRedirects: 0,
  });
  expect(deal.status()).toBe(303);
  expect(deal.headers().location).toBe('/thank-you-deal-sourcing');

  const checklist = await request.post('/api/newsletter', {
    form: { email, source: 'checklist-2-bed-social-housing' },
    maxRedirects: 0,
  });
  expect(checklist.headers().location).toBe('/checklist-sent');

  const bad = await request.post('/api/contact', {
    form: { name: 'Typed <Name>', email: 'broken', investmentAmount: '', interest: 'lending', message: 'short' },
    headers: { referer: `${baseURL}/contact` },
    maxRedirects: 0,
  });
  expect(bad.status()).toBe(400);
  expect(bad.headers()['content-type']).toContain('text/html');
  expect(bad.headers().location).toBeUndefined();
  const html = await bad.text();
  for (const text of [
    'Invalid email address',
    'Please select an investment amount',
    'Message must be at least 10 characters',
  ])
    expect(html).toContain(text);
  expect(html).toContain('value="Typed &lt;Name&gt;"');
  expect(html).toContain('href="/contact"');
});

test('bad requests get a clear 4xx, never a 5xx', async ({ request }) => {
  expect((await request.get('/api/contact')).status()).toBe(405);
  expect(
    (await request.post('/api/contact', { data: 'hello', headers: { 'content-type': 'text/plain' } })).status(),
  ).toBe(415);
  expect(
    (
      await request.post('/api/contact', { data: '{"name":', headers: { 'content-type': 'application/json' } })
    ).status(),
  ).toBe(400);
  expect(
    (await request.post('/api/send-deal-lead', { data: { name: 'x'.repeat(100_000), email: 'a@b.co' } })).status(),
  ).toBe(413);
  const trap = await request.post('/api/send-deal-lead', {
    data: { name: 'Bot', email: unique('bot'), company_website: 'spam' },
  });
  expect(trap.status()).toBe(200);
});
