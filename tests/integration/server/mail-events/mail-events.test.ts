/**
 * Postmark's events, posted by the Postmark stand-in as Postmark posts them (JSON, basic authentication from the
 * webhook URL): a hard bounce or a spam complaint stops every later e-mail to the inbox (a sign-up's confirmation,
 * a report, an acknowledgement, a checklist, in any spelling of the address), and mail still owed to it; a soft
 * bounce changes nothing; a subscription change suppresses on the site's stream, only unsubscribes on another,
 * and a reactivation lifts the suppression. Wrong or missing credentials change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import calculatorReport from '../../../../functions/calculator-report';
import contact from '../../../../functions/contact';
import dealLead from '../../../../functions/deal-lead';
import mailEvents from '../../../../functions/mail-events';
import newsletter from '../../../../functions/newsletter';
import { api } from '../../../../src/lib/paths';
import { site } from '../../../../src/lib/site';
import { retryUnsent } from '../../../../src/server/outbox/delivery';
import { leadsCsv } from '../../../../src/server/storage/leadsExport';
import { BASE, devContext, postJson } from '../../../support/handlers';
import { confirmedSubscriber, sentTo } from '../../../support/mail-links';
import { postmarkEvents, sendEvent, type EventTarget } from '../../../support/postmark-standin';
import { useHarness } from '../../../support/setup';

const h = useHarness();
const USER = 'postmark';
const PASSWORD = 'a-long-random-password-for-the-webhook';
const hook = (user = USER, password = PASSWORD): EventTarget => ({
  url: `${BASE.replace('//', `//${user}:${password}@`)}${api.mailEvents}`,
  send: (req) => mailEvents(req, devContext),
});

beforeAll(() => {
  process.env.POSTMARK_WEBHOOK_USER = USER;
  process.env.POSTMARK_WEBHOOK_PASSWORD = PASSWORD;
});
afterAll(() => {
  delete process.env.POSTMARK_WEBHOOK_USER;
  delete process.env.POSTMARK_WEBHOOK_PASSWORD;
});

const ADA = 'ada.bounce@example.com';
const contactMessage = (email: string) => ({
  name: 'Ada',
  email,
  investmentAmount: '25k-50k',
  interest: 'questions',
  message: 'Please call me about lending.',
});
const jpeg =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDAgMDAwLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

/** Every form that can mail the address, once each (a new calculation each time, so each owes its report). */
async function everyForm(email: string, n: number) {
  await postJson(newsletter, api.newsletter, { email, source: 'footer-newsletter' });
  await postJson(newsletter, api.newsletter, { email, source: 'checklist-2-bed-social-housing' });
  await postJson(calculatorReport, api.calculatorReport, {
    name: 'Ada',
    email,
    amount: 1000 + n,
    month: 1,
    year: 2010,
    chartImage: jpeg,
  });
  await postJson(contact, api.contact, contactMessage(email));
  await postJson(dealLead, api.dealLead, { name: 'Ada', email });
}

describe('a hard bounce', () => {
  it('stops every later e-mail to the inbox, in any spelling, and the company is still told', async () => {
    await postJson(contact, api.contact, contactMessage(ADA));
    expect(sentTo(h, ADA, 'contact-ack')).toHaveLength(1);
    const res = await sendEvent(hook(), postmarkEvents.bounce(ADA));
    expect([res.status, await res.json()]).toEqual([200, { success: true, result: 'suppressed' }]);
    h.postmark.sent.length = 0;

    await everyForm(ADA, 1);
    await everyForm('Ada.Bounce+later@Example.com', 2);
    expect(h.postmark.sent.filter((m) => m.To !== site.email)).toEqual([]);
    expect(sentTo(h, site.email).map((m) => m.Tag)).toEqual([
      'contact-notify',
      'deal-lead-notify',
      'contact-notify',
      'deal-lead-notify',
    ]);
    // Each is stored, and its mail recorded as not sent and why (the one acknowledgement before the bounce went).
    const owed = await h.db.query(
      `SELECT status, last_error FROM outbox WHERE mail <> 'notify' AND channel = 'mail' ORDER BY id OFFSET 1`,
    );
    expect(owed.length).toBeGreaterThanOrEqual(8);
    expect(new Set(owed.map((r) => `${r.status}: ${r.last_error}`))).toEqual(
      new Set(['suppressed: the address is suppressed (hard-bounce)']),
    );
    // A sign-up after the bounce is stored, pending, and its confirmation link never sent.
    expect((await h.db.rows('subscribers')).map((r) => [r.email, r.status])).toEqual([
      [ADA, 'pending'],
      ['ada.bounce+later@example.com', 'pending'],
    ]);
  });

  it('ends a confirmed subscription and stops mail still owed to it', async () => {
    await confirmedSubscriber(h, ADA);
    h.postmark.mode = 'fail';
    await postJson(dealLead, api.dealLead, { name: 'Ada', email: ADA });
    expect(await h.db.query(`SELECT status FROM outbox WHERE mail = 'checklist'`)).toEqual([{ status: 'retrying' }]);
    h.postmark.mode = 'ok';
    expect((await sendEvent(hook(), postmarkEvents.bounce(ADA))).status).toBe(200);
    expect(await h.db.rows('subscribers')).toMatchObject([{ email: ADA, status: 'unsubscribed', source: '' }]);
    h.postmark.sent.length = 0;
    await retryUnsent({ minAgeMs: 0, now: () => new Date(Date.now() + 3600_000) });
    expect(sentTo(h, ADA)).toEqual([]);
    expect(await h.db.query(`SELECT status FROM outbox WHERE mail = 'checklist'`)).toEqual([{ status: 'suppressed' }]);
  });

  it('counts in the suppression export; a repeat of the event changes nothing', async () => {
    await sendEvent(hook(), postmarkEvents.bounce(ADA));
    const again = await sendEvent(hook(), postmarkEvents.bounce(ADA));
    expect(await again.json()).toEqual({ success: true, result: 'already suppressed' });
    const csv = await leadsCsv('suppressed');
    expect(csv.split('\r\n')[0]).toBe('"suppressed_at","email","reason","stream","detail"');
    expect(csv).toContain(`"${ADA}","hard-bounce","outbound","hard bounce"`);
    expect(csv.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('a spam complaint', () => {
  it('stops every later e-mail to the inbox, as a bounce does', async () => {
    const res = await sendEvent(hook(), postmarkEvents.complaint(ADA));
    expect(await res.json()).toEqual({ success: true, result: 'suppressed' });
    await everyForm(ADA, 1);
    expect(h.postmark.sent.filter((m) => m.To !== site.email)).toEqual([]);
    expect(await h.db.query(`SELECT reason FROM mail_suppressions`)).toEqual([{ reason: 'spam-complaint' }]);
  });
});

describe('what does not suppress', () => {
  it('a soft bounce changes nothing', async () => {
    const res = await sendEvent(hook(), postmarkEvents.bounce(ADA, 'SoftBounce'));
    expect(await res.json()).toEqual({ success: true, result: 'ignored' });
    await postJson(contact, api.contact, contactMessage(ADA));
    expect(sentTo(h, ADA, 'contact-ack')).toHaveLength(1);
  });

  it("an unsubscribe on another stream (the company's broadcasts) ends the subscription, not other mail", async () => {
    await confirmedSubscriber(h, ADA);
    const change = postmarkEvents.subscriptionChange(ADA, { stream: 'broadcast' });
    expect(await (await sendEvent(hook(), change)).json()).toEqual({ success: true, result: 'unsubscribed' });
    expect(await h.db.rows('subscribers')).toMatchObject([{ status: 'unsubscribed' }]);
    await postJson(contact, api.contact, contactMessage(ADA));
    expect(sentTo(h, ADA, 'contact-ack')).toHaveLength(1);
  });

  it("a suppression on the site's own stream suppresses; its reactivation lifts it", async () => {
    await sendEvent(hook(), postmarkEvents.subscriptionChange(ADA, { reason: 'HardBounce' }));
    expect(await h.db.query(`SELECT reason FROM mail_suppressions`)).toEqual([{ reason: 'hard-bounce' }]);
    await postJson(contact, api.contact, contactMessage(ADA));
    expect(sentTo(h, ADA)).toEqual([]);
    const lifted = await sendEvent(hook(), postmarkEvents.subscriptionChange(ADA, { suppress: false }));
    expect(await lifted.json()).toEqual({ success: true, result: 'reactivated' });
    await postJson(contact, api.contact, contactMessage(ADA));
    expect(sentTo(h, ADA, 'contact-ack')).toHaveLength(1);
  });

  it("Postmark's other events are answered and ignored", async () => {
    const res = await sendEvent(hook(), { RecordType: 'Delivery', Recipient: ADA });
    expect(await res.json()).toMatchObject({ success: true, result: 'ignored' });
  });
});

describe('authentication', () => {
  const event = postmarkEvents.bounce(ADA);
  const suppressed = async () => Number((await h.db.query(`SELECT count(*) AS n FROM mail_suppressions`))[0].n);

  it('refuses a wrong user or password, or none, with a 401, and changes nothing', async () => {
    for (const target of [hook(USER, 'wrong-password-of-the-same-length!!!!'), hook('someone', PASSWORD)]) {
      const res = await sendEvent(target, event);
      expect([res.status, res.headers.get('www-authenticate')]).toEqual([401, 'Basic realm="mail-events"']);
    }
    const bare = await mailEvents(
      new Request(BASE + api.mailEvents, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
      }),
      devContext,
    );
    expect(bare.status).toBe(401);
    expect(await suppressed()).toBe(0);
  });

  it('refuses everything until both credentials are set, and a password too short to be one', async () => {
    process.env.POSTMARK_WEBHOOK_PASSWORD = 'short';
    try {
      expect((await sendEvent(hook(USER, 'short'), event)).status).toBe(503);
      delete process.env.POSTMARK_WEBHOOK_PASSWORD;
      expect((await sendEvent(hook(USER, ''), event)).status).toBe(503);
    } finally {
      process.env.POSTMARK_WEBHOOK_PASSWORD = PASSWORD;
    }
    expect(await suppressed()).toBe(0);
  });

  it('answers a body it cannot read with a 400, and a GET with a 405', async () => {
    const bad = await sendEvent(hook(), { RecordType: 'Bounce', Type: 'HardBounce', Email: 'not an address' });
    expect(bad.status).toBe(400);
    const auth = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;
    const get = await mailEvents(new Request(BASE + api.mailEvents, { headers: { authorization: auth } }), devContext);
    expect(get.status).toBe(405);
    expect(await suppressed()).toBe(0);
  });
});
