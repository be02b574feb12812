/**
 * The per-recipient cap: however many forms name one address, it gets at most MAIL_PER_ADDRESS_PER_DAY
 * e-mails a day from the site, across every kind, until it has proven it is theirs by following one of
 * our signed links. Past the cap every submission is still stored and answered as a success, and the
 * company is still notified.
 */
import { describe, expect, it } from 'vitest';
import contact from '../../../../functions/contact';
import inflationEmail from '../../../../functions/inflation-email';
import newsletter from '../../../../functions/newsletter';
import dealLead from '../../../../functions/send-deal-lead';
import { site } from '../../../../src/lib/site';
import { MAIL_PER_ADDRESS_PER_DAY as CAP } from '../../../../src/server/outbox/recipients';
import { postForm, postJson } from '../../../support/handlers';
import { confirmedSubscriber, sentTo } from '../../../support/links';
import { useHarness } from '../../../support/setup';

const h = useHarness();
const STRANGER = 'stranger@example.com';
const enquiry = (email = STRANGER, i = 0) => ({
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
/** Outbox rows for mail to a visitor's address (everything but the company's notifications). */
const owedToVisitors = async () =>
  Number((await h.db.query(`SELECT count(*) AS n FROM outbox WHERE mail <> 'notify'`))[0].n);

describe(`at most ${CAP} e-mails a day to an address nobody has proven they own`, () => {
  it('six contact enquiries naming one stranger: all stored and answered, the company told of each, the stranger sent five', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await postJson(contact, '/api/contact', enquiry(STRANGER, i));
      expect(await res.json()).toEqual({ success: true });
    }
    const form = await postForm(contact, '/api/contact', enquiry(' Stranger@Example.com ', 6));
    expect([form.status, form.headers.get('location')]).toEqual([303, '/message-sent']);
    expect(await h.db.rows('enquiries')).toHaveLength(7);
    expect(sentTo(h, site.email, 'contact-notify')).toHaveLength(7);
    expect(sentTo(h, STRANGER, 'contact-ack')).toHaveLength(CAP);
  });

  it('counts every kind together: acknowledgements, waitlist and case-study checklists, reports, confirmation links', async () => {
    await postJson(contact, '/api/contact', enquiry());
    await postJson(dealLead, '/api/send-deal-lead', { name: 'W', email: STRANGER });
    await postJson(newsletter, '/api/newsletter', { email: STRANGER, source: 'checklist-2-bed-social-housing' });
    await postJson(inflationEmail, '/api/inflation-email', report(100));
    await postJson(dealLead, '/api/send-deal-lead', { name: 'W', email: STRANGER });
    // The cap is reached: these are stored and answered alike, and send nothing to the stranger.
    expect(await (await postJson(inflationEmail, '/api/inflation-email', report(101))).json()).toEqual({
      success: true,
      status: 'sent',
    });
    expect((await postJson(contact, '/api/contact', enquiry())).status).toBe(200);
    expect((await postJson(dealLead, '/api/send-deal-lead', { name: 'W', email: STRANGER })).status).toBe(200);
    expect(sentTo(h, STRANGER).map((m) => m.Tag)).toEqual([
      'contact-ack',
      'deal-lead-checklist',
      'checklist-checklist',
      'inflation-report-report',
      'deal-lead-checklist',
    ]);
    expect(await h.db.counts()).toMatchObject({
      enquiries: 2,
      deal_leads: 3,
      checklist_requests: 1,
      report_requests: 2,
    });
  });

  it(`twenty requests at once do not get past a cap of ${CAP}`, async () => {
    const requests = Array.from({ length: 20 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return postJson(contact, '/api/contact', enquiry(STRANGER, i));
        case 1:
          return postJson(dealLead, '/api/send-deal-lead', { name: `W${i}`, email: STRANGER });
        case 2:
          return postJson(inflationEmail, '/api/inflation-email', report(1000 + i));
        default:
          return postJson(contact, '/api/contact', enquiry(STRANGER.toUpperCase(), i));
      }
    });
    expect((await Promise.all(requests)).map((r) => r.status)).toEqual(Array(20).fill(200));
    // What the cap decides is what is owed: CAP e-mails to the stranger in the outbox, however their sends went
    // (on a loaded machine a send can outlast the test client's 1 s deadline and wait for the retry job).
    expect(await owedToVisitors()).toBe(CAP);
    expect(sentTo(h, STRANGER).length).toBeLessThanOrEqual(CAP);
    expect(await h.db.query('SELECT mail_in_window FROM mail_recipients')).toEqual([{ mail_in_window: CAP }]);
    expect(await h.db.counts()).toMatchObject({ enquiries: 10, deal_leads: 5, report_requests: 5 });
  });

  it('a sign-up past the cap is stored without a link; the next day a sign-up sends it', async () => {
    for (let i = 0; i < CAP; i++) await postJson(contact, '/api/contact', enquiry(STRANGER, i));
    await postJson(newsletter, '/api/newsletter', { email: STRANGER, source: 'footer-newsletter' });
    expect(await h.db.rows('subscribers')).toMatchObject([{ email: STRANGER, status: 'pending', link_nonce: null }]);
    expect(sentTo(h, STRANGER, 'newsletter-confirm')).toEqual([]);
    await h.db.query(`UPDATE mail_recipients SET window_started_at = window_started_at - interval '1 day'`);
    await postJson(newsletter, '/api/newsletter', { email: STRANGER, source: 'footer-newsletter' });
    expect(sentTo(h, STRANGER, 'newsletter-confirm')).toHaveLength(1);
  });

  it('an address that followed one of our signed links is proven, and no longer capped', async () => {
    await confirmedSubscriber(h, 'owner@example.com');
    for (let i = 0; i < CAP + 3; i++) await postJson(contact, '/api/contact', enquiry('owner@example.com', i));
    expect(sentTo(h, 'owner@example.com', 'contact-ack')).toHaveLength(CAP + 3);
  });
});
