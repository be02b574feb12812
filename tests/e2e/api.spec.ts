/**
 * The API through `npm start`'s Netlify emulation: real functions, the local Netlify Database, and the local
 * outbox (.data/test-outbox, set by playwright.config.ts) standing in for Postmark.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { storedQuery } from '../support/stored';
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

/** How long to wait for what a request does after its answer, on a 2-core machine running other suites. */
const LATE = { timeout: 60_000 };

/** Outbox messages matching `filter`, as they are now (mail leaves just after the answer: poll for it). */
async function outbox(filter: (m: OutboxMessage) => boolean): Promise<OutboxMessage[]> {
  const files = await readdir(OUTBOX).catch(() => [] as string[]);
  const all = await Promise.all(
    files.filter((f) => f.endsWith('.json')).map(async (f) => JSON.parse(await readFile(join(OUTBOX, f), 'utf8'))),
  );
  return all.filter(filter);
}

/** The tags of the messages matching `filter`, sorted: a function for expect.poll. */
const tags = (filter: (m: OutboxMessage) => boolean) => async () => (await outbox(filter)).map((m) => m.tag).sort();

/** Waits until every sign-up request naming one of `emails` has been acted on (just after its answer). */
async function signUpsSettled(emails: string[]) {
  await expect
    .poll(
      async () =>
        (await storedQuery('SELECT count(*)::int AS n FROM sign_up_requests WHERE email = ANY($1)', [emails]))[0].n,
    )
    .toBe(0);
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

  await expect.poll(tags((m) => m.to === email)).toEqual(['newsletter-confirm']);
  const [confirmation] = await outbox((m) => m.to === email);
  const confirm = new URL(confirmation!.text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?\S+/)![0]);
  expect((await request.get(confirm.pathname + confirm.search)).status()).toBe(200);
  expect(await outbox((m) => m.to === email && m.tag === 'newsletter-welcome')).toEqual([]);
  const confirmed = await request.post(confirm.pathname + confirm.search, { form: {} });
  expect(confirmed.status()).toBe(200);
  expect(await confirmed.text()).toContain('You are subscribed');
  // Used again: the subscription stands, and the page says so.
  const usedAgain = await request.post(confirm.pathname + confirm.search, { form: {} });
  expect(usedAgain.status()).toBe(200);
  expect(await usedAgain.text()).toContain('Already confirmed');

  await expect.poll(tags((m) => m.to === email)).toEqual(['newsletter-confirm', 'newsletter-welcome']);
  const [welcome] = await outbox((m) => m.to === email && m.tag === 'newsletter-welcome');
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
  await signUpsSettled([email]);
  await expect.poll(tags((m) => m.to === email)).toEqual(['newsletter-confirm']);
  expect(await storedQuery(`SELECT status FROM subscribers WHERE email = $1`, [email])).toEqual([
    { status: 'pending' },
  ]);
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
  for (const res of answers) expect(await res.json()).toEqual({ success: true, status: 'queued' });
  // The e-mails leave after the answers, the limit deciding which: five.
  await expect.poll(async () => (await outbox((m) => m.to === email)).length, LATE).toBe(5);
  const sent = await outbox((m) => m.to === email);
  for (const m of sent) expect(m.html).toContain('src="cid:inflation-chart.png"');
});

test('contact: a JSON message notifies the company and acknowledges its sender', async ({ request }) => {
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
  await expect.poll(tags((m) => m.to === email || m.replyTo === email)).toEqual(['contact-ack', 'contact-notify']);
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

/** The e-mails owed to visitors (everything but the company's notifications; no webhook delivery) for submissions naming `emails`. */
async function owedTo(emails: string[]): Promise<number> {
  // Granted (or still to be granted, just after the answer) by the per-inbox limit: every e-mail but the withheld.
  const [row] = await storedQuery(
    `SELECT count(*)::int AS n FROM outbox o
     WHERE o.channel = 'mail' AND o.mail <> 'notify' AND o.status <> 'withheld' AND (
       (o.submission_kind = 'contact' AND o.submission_id IN (SELECT id FROM contact_messages WHERE lower(email) = ANY($1)))
       OR (o.submission_kind = 'deal-lead' AND o.submission_id IN (SELECT id FROM deal_leads WHERE lower(email) = ANY($1)))
       OR (o.submission_kind = 'calculator-report' AND o.submission_id IN (SELECT id FROM calculator_reports WHERE lower(email) = ANY($1)))
       OR (o.submission_kind = 'newsletter' AND o.mail <> 'welcome' AND o.submission_id IN (SELECT id FROM subscribers WHERE email = ANY($1))))`,
    [emails.map((e) => e.toLowerCase())],
  );
  return row.n;
}

const contactMessage = (email: string, i: number) => ({
  name: `Probe ${i}`,
  email,
  phone: '',
  investmentAmount: '25k-50k',
  interest: 'questions',
  message: `Probe message ${i}, please ignore.`,
});

test('one inbox, one limit: six contact messages to each of name@, name+1@, name+2@, name+3@, na.me@ and n.ame@ one Gmail inbox reach it five times', async ({
  request,
}) => {
  const name = `probe${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const dotted = (at: number) => `${name.slice(0, at)}.${name.slice(at)}`;
  const variants = [
    `${name}@gmail.com`,
    `${name}+1@gmail.com`,
    `${name}+2@gmail.com`,
    `${name}+3@googlemail.com`,
    `${dotted(2)}@gmail.com`,
    `${dotted(1)}@gmail.com`,
  ];
  for (const email of variants)
    for (let i = 0; i < 6; i++)
      expect((await request.post('/api/contact', { data: contactMessage(email, i) })).status()).toBe(200);
  // Every message stored and notified; what the limit owed the inbox, and what reached it, is five.
  await expect
    .poll(async () => (await outbox((m) => m.tag === 'contact-notify' && variants.includes(m.replyTo!))).length)
    .toBe(36);
  await expect.poll(() => owedTo(variants), LATE).toBe(5);
  await expect.poll(async () => (await outbox((m) => variants.includes(m.to))).length).toBe(5);
});

/** Signs `email` up and follows the confirmation link from its e-mail: a confirmed subscriber. */
async function confirm(request: APIRequestContext, email: string) {
  expect((await request.post('/api/newsletter', { data: { email, source: 'footer-newsletter' } })).status()).toBe(200);
  await expect.poll(tags((m) => m.to === email)).toEqual(['newsletter-confirm']);
  const [confirmation] = await outbox((m) => m.to === email);
  const link = new URL(confirmation!.text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?\S+/)![0]);
  expect((await request.post(link.pathname + link.search, { form: {} })).status()).toBe(200);
  await expect.poll(tags((m) => m.to === email)).toEqual(['newsletter-confirm', 'newsletter-welcome']);
}

test('consent is not a licence: a confirmed subscriber, and one that unsubscribed, are limited like anyone', async ({
  request,
}) => {
  const member = unique('member');
  const left = unique('left');
  await confirm(request, member);
  await confirm(request, left);
  const [welcome] = await outbox((m) => m.to === left && m.tag === 'newsletter-welcome');
  const unsubscribe = new URL(welcome!.text.match(/https?:\/\/\S+\/api\/newsletter\/unsubscribe\?\S+/)![0]);
  expect((await request.post(unsubscribe.pathname + unsubscribe.search, { form: {} })).status()).toBe(200);

  const chartImage =
    'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDAgMDAwLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';
  for (let i = 0; i < 8; i++) await request.post('/api/contact', { data: contactMessage(member, i) });
  for (let i = 0; i < 4; i++)
    await request.post('/api/inflation-email', {
      data: { name: 'R', email: member, amount: 5_000 + i, month: 1, year: 2010, chartImage },
    });
  for (let i = 0; i < 7; i++) await request.post('/api/send-deal-lead', { data: { name: 'L', email: left } });
  // Each already had its confirmation link today: four more each, five in all (the welcome is not a form's doing).
  await expect
    .poll(async () => (await outbox((m) => m.replyTo === member && m.tag === 'contact-notify')).length)
    .toBe(8);
  await expect
    .poll(async () => (await outbox((m) => m.replyTo === left && m.tag === 'deal-lead-notify')).length)
    .toBe(7);
  await expect.poll(() => owedTo([member]), LATE).toBe(5);
  await expect.poll(() => owedTo([left]), LATE).toBe(5);
  await expect.poll(tags((m) => m.to === member && m.tag !== 'newsletter-welcome')).toHaveLength(5);
  await expect.poll(tags((m) => m.to === left && m.tag !== 'newsletter-welcome')).toHaveLength(5);
});

test("a scheduled function is not reachable from outside: a GET, or a POST marked as the scheduler's, is refused", async ({
  request,
}) => {
  for (const name of ['retry-mail', 'daily-summary', 'purge-expired', 'ons-check']) {
    expect((await request.get(`/.netlify/functions/${name}`)).status(), name).toBe(404);
    expect((await request.get(`/.netlify/functions/${name}?x=1`)).status(), name).toBe(404);
    expect((await request.get(`/%2Enetlify/functions/${name}`)).status(), name).toBe(404);
    const forged = await request.post(`/.netlify/functions/${name}`, {
      headers: { 'x-nf-event': 'schedule', 'user-agent': 'Netlify Clockwork' },
      data: { next_run: new Date().toISOString() },
    });
    expect(forged.status(), name).toBe(404);
  }
});
