/**
 * The per-inbox limit: however many forms name one inbox, in however many spellings (case, `+tag`,
 * Gmail's dots and its googlemail.com alias), it gets at most MAIL_PER_INBOX_PER_DAY e-mails in any 24
 * hours from the site, across every kind, whether or not the address confirmed a subscription, and
 * after it unsubscribed. Past the limit every submission is still stored and answered as a success,
 * and the company is still told. The count is kept under a keyed digest, never the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contact from '../../../../functions/contact';
import calculatorReport from '../../../../functions/calculator-report';
import newsletter from '../../../../functions/newsletter';
import unsubscribeFn from '../../../../functions/unsubscribe';
import dealLead from '../../../../functions/deal-lead';
import { api } from '../../../../src/lib/paths';
import { site } from '../../../../src/lib/site';
import { MAIL_PER_INBOX_PER_DAY as LIMIT } from '../../../../src/server/outbox/recipients';
import { postForm, postJson } from '../../../support/handlers';
import { confirmedSubscriber, linkIn, postLink, sentTo } from '../../../support/mail-links';
import { useHarness } from '../../../support/setup';

const h = useHarness();
// These tests are about the visitor's inbox: the company's hourly limit (digest.test.ts) is set out of the way.
beforeAll(() => {
  process.env.TEAM_NOTIFICATIONS_PER_HOUR = '1000';
});
afterAll(() => {
  delete process.env.TEAM_NOTIFICATIONS_PER_HOUR;
});

const STRANGER = 'stranger@example.com';
const contactMessage = (email = STRANGER, i = 0) => ({
  name: `Sender ${i}`,
  email,
  investmentAmount: '25k-50k',
  interest: 'questions',
  message: `Message number ${i} for you.`,
});
const jpeg =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDAgMDAwLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';
const report = (amount: number, email = STRANGER) => ({
  name: 'R',
  email,
  amount,
  month: 1,
  year: 2010,
  chartImage: jpeg,
});
/** Outbox rows for mail to a visitor's address (everything but the company's notifications) the limit granted. */
const owedToVisitors = async () =>
  Number((await h.db.query(`SELECT count(*) AS n FROM outbox WHERE mail <> 'notify' AND status <> 'withheld'`))[0].n);
/** Messages the site sent anywhere but the company's inbox. */
const toVisitors = () => h.postmark.sent.filter((m) => m.To !== site.email);
/** Moves every count back by `hours`, as if that time had passed. */
const later = (hours: number) =>
  h.db.query(
    `UPDATE mail_inboxes SET mailed_at = ARRAY(SELECT t - $1 * interval '1 hour' FROM unnest(mailed_at) AS t)`,
    [hours],
  );

describe(`at most ${LIMIT} e-mails in any 24 hours to one inbox`, () => {
  it('six contact messages naming one stranger: all stored and answered, the company told of each, the stranger sent five', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await postJson(contact, '/api/contact', contactMessage(STRANGER, i));
      expect(await res.json()).toEqual({ success: true });
    }
    const form = await postForm(contact, '/api/contact', contactMessage(' Stranger@Example.com ', 6));
    expect([form.status, form.headers.get('location')]).toEqual([303, '/message-sent']);
    expect(await h.db.rows('contact_messages')).toHaveLength(7);
    expect(sentTo(h, site.email, 'contact-notify')).toHaveLength(7);
    expect(sentTo(h, STRANGER, 'contact-ack')).toHaveLength(LIMIT);
  });

  it('six contact messages to each of name@, name+1@, name+2@, name+3@, na.me@ and n.ame@ one Gmail inbox (and Googlemail, and capitals): five in all', async () => {
    const variants = [
      'name@gmail.com',
      'name+1@gmail.com',
      'name+2@googlemail.com',
      'NAME+3@Gmail.com',
      'na.me@gmail.com',
      'n.ame+x@googlemail.com',
    ];
    for (const email of variants)
      for (let i = 0; i < 6; i++)
        expect((await postJson(contact, '/api/contact', contactMessage(email, i))).status).toBe(200);
    expect(await h.db.rows('contact_messages')).toHaveLength(36);
    expect(sentTo(h, site.email, 'contact-notify')).toHaveLength(36);
    expect(toVisitors()).toHaveLength(LIMIT);
    expect(await h.db.query('SELECT cardinality(mailed_at)::int AS n FROM mail_inboxes ORDER BY n')).toEqual([
      { n: LIMIT },
      { n: 36 }, // the company's notifications, counted over their hour (the limit set high here)
    ]);
  });

  it('`+tag` is one inbox at any provider; dots count only at Gmail, where they are ignored', async () => {
    for (const email of ['ann@example.org', 'ann+a@example.org', 'ann+b@example.org', 'a.nn@example.org'])
      for (let i = 0; i < 4; i++) await postJson(dealLead, '/api/send-deal-lead', { name: 'A', email });
    // ann, ann+a, ann+b: one inbox (5 of 12); a.nn is another mailbox at an ordinary domain (4 of 4).
    expect(toVisitors().filter((m) => m.To !== 'a.nn@example.org')).toHaveLength(LIMIT);
    expect(sentTo(h, 'a.nn@example.org')).toHaveLength(4);
  });

  it("a provider's alias domains and Fastmail's subdomain addresses are one inbox each: five in all for each", async () => {
    const inboxes = [
      ['sam@icloud.com', 'sam@me.com', 'Sam@Mac.com', 'sam+x@me.com'],
      ['sam@proton.me', 'sam@pm.me', 'sam@protonmail.com', 'sam@protonmail.ch'],
      ['sam.jones@yandex.ru', 'sam-jones@ya.ru', 'sam.jones@yandex.com', 'sam-jones+1@yandex.by'],
      ['sam@fastmail.com', 'shop@sam.fastmail.com', 'news@sam.fastmail.com', 'sam+x@fastmail.com'],
    ];
    for (const spellings of inboxes)
      for (const email of spellings)
        for (let i = 0; i < 2; i++) await postJson(dealLead, '/api/send-deal-lead', { name: 'S', email });
    for (const spellings of inboxes) {
      const reached = toVisitors().filter((m) => spellings.some((e) => e.toLowerCase() === m.To.toLowerCase()));
      expect(reached, spellings[0]).toHaveLength(LIMIT);
    }
    // Different names at one provider are different inboxes.
    await postJson(dealLead, '/api/send-deal-lead', { name: 'T', email: 'tam@me.com' });
    expect(sentTo(h, 'tam@me.com')).toHaveLength(1);
  });

  it('counts every kind together: acknowledgements, waitlist and case-study checklists, reports, confirmation links', async () => {
    await postJson(contact, '/api/contact', contactMessage());
    await postJson(dealLead, '/api/send-deal-lead', { name: 'W', email: STRANGER });
    await postJson(newsletter, '/api/newsletter', { email: STRANGER, source: 'checklist-2-bed-social-housing' });
    await postJson(calculatorReport, '/api/inflation-email', report(100));
    await postJson(dealLead, '/api/send-deal-lead', { name: 'W', email: 'stranger+w@example.com' });
    // The limit is reached: these are stored and answered alike, and send nothing to the stranger.
    expect(await (await postJson(calculatorReport, '/api/inflation-email', report(101))).json()).toEqual({
      success: true,
      status: 'queued',
    });
    expect((await postJson(contact, '/api/contact', contactMessage())).status).toBe(200);
    expect((await postJson(dealLead, '/api/send-deal-lead', { name: 'W', email: STRANGER })).status).toBe(200);
    expect(toVisitors().map((m) => m.Tag)).toEqual([
      'contact-ack',
      'deal-lead-checklist',
      'checklist-checklist',
      'calculator-report-report',
      'deal-lead-checklist',
    ]);
    expect(await h.db.counts()).toMatchObject({
      contact_messages: 2,
      deal_leads: 3,
      checklist_requests: 1,
      calculator_reports: 2,
    });
  });

  it(`twenty requests at once, in four spellings of the inbox, do not get past a limit of ${LIMIT}`, async () => {
    const spellings = [STRANGER, STRANGER.toUpperCase(), 'stranger+a@example.com', 'Stranger+B@example.com'];
    const requests = Array.from({ length: 20 }, (_, i) => {
      const email = spellings[i % 4]!;
      switch (i % 3) {
        case 0:
          return postJson(contact, '/api/contact', contactMessage(email, i));
        case 1:
          return postJson(dealLead, '/api/send-deal-lead', { name: `W${i}`, email });
        default:
          return postJson(calculatorReport, '/api/inflation-email', report(1000 + i, email));
      }
    });
    expect((await Promise.all(requests)).map((r) => r.status)).toEqual(Array(20).fill(200));
    // What the limit decides is what goes: LIMIT e-mails granted, the rest withheld, however their sends went
    // (on a loaded machine a send can outlast the test client's 1 s deadline and wait for the retry job).
    expect(await owedToVisitors()).toBe(LIMIT);
    expect(await h.db.query(`SELECT count(*)::int AS n FROM outbox WHERE status = 'withheld'`)).toEqual([{ n: 15 }]);
    expect(toVisitors().length).toBeLessThanOrEqual(LIMIT);
    expect(await h.db.counts()).toMatchObject({ contact_messages: 7, deal_leads: 7, calculator_reports: 6 });
  });

  it('the day is any 24 hours: no burst fits across its edge', async () => {
    for (let i = 0; i < LIMIT; i++) await postJson(contact, '/api/contact', contactMessage(STRANGER, i));
    // 23 hours later the five are still within the last 24 hours: nothing more.
    await later(23);
    await postJson(contact, '/api/contact', contactMessage(STRANGER, 9));
    expect(sentTo(h, STRANGER)).toHaveLength(LIMIT);
    // An hour and a minute after that, the first five have aged out and one more may go.
    await later(1.02);
    await postJson(contact, '/api/contact', contactMessage(STRANGER, 10));
    await postJson(contact, '/api/contact', contactMessage(STRANGER, 11));
    expect(sentTo(h, STRANGER)).toHaveLength(LIMIT + 2);
  });

  it('a sign-up past the limit is stored without a link; the next day a sign-up sends it', async () => {
    for (let i = 0; i < LIMIT; i++) await postJson(contact, '/api/contact', contactMessage(STRANGER, i));
    await postJson(newsletter, '/api/newsletter', { email: STRANGER, source: 'footer-newsletter' });
    expect(await h.db.rows('subscribers')).toMatchObject([{ email: STRANGER, status: 'pending', link_nonce: null }]);
    expect(sentTo(h, STRANGER, 'newsletter-confirm')).toEqual([]);
    await later(24);
    await postJson(newsletter, '/api/newsletter', { email: STRANGER, source: 'footer-newsletter' });
    expect(sentTo(h, STRANGER, 'newsletter-confirm')).toHaveLength(1);
  });

  it('a confirmed subscriber is limited like anyone: eight acknowledgements and four reports asked for, five sent', async () => {
    await confirmedSubscriber(h, 'owner@example.com');
    await later(24); // the confirmation link it was sent has aged out of the count
    for (let i = 0; i < 8; i++) await postJson(contact, '/api/contact', contactMessage('owner@example.com', i));
    for (let i = 0; i < 4; i++)
      await postJson(calculatorReport, '/api/inflation-email', report(500 + i, 'owner@example.com'));
    expect(sentTo(h, 'owner@example.com')).toHaveLength(LIMIT);
  });

  it('so is one that confirmed and then unsubscribed: seven asked for, five sent, and nothing is left to say it ever subscribed', async () => {
    const welcome = await confirmedSubscriber(h, 'left@example.com');
    expect((await postLink(unsubscribeFn, linkIn(welcome, api.unsubscribe))).status).toBe(200);
    await later(24);
    for (let i = 0; i < 7; i++)
      await postJson(dealLead, '/api/send-deal-lead', { name: 'L', email: 'left@example.com' });
    expect(sentTo(h, 'left@example.com')).toHaveLength(LIMIT);
    expect(await h.db.rows('subscribers')).toMatchObject([
      { status: 'unsubscribed', confirmed_at: null, confirmed_via: null, subscribed_at: null },
    ]);
  });

  it('keeps no address: each inbox is a keyed digest', async () => {
    await postJson(contact, '/api/contact', contactMessage('private.person+shop@gmail.com'));
    const rows = await h.db.query('SELECT inbox FROM mail_inboxes');
    expect(rows).toHaveLength(2); // the person's inbox and the company's notifications
    for (const { inbox } of rows) expect(inbox).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(rows)).not.toMatch(/private|person|gmail/i);
  });
});
