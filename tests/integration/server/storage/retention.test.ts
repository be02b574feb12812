/**
 * What the privacy notice promises, and the team's view of the data: the 24-month purge, unconfirmed
 * sign-ups deleted after 30 days, erasure on request (the address matched as storage keeps it), and
 * the leads CSV.
 */
import { describe, expect, it } from 'vitest';
import contact from '../../../../functions/contact';
import dealLead from '../../../../functions/deal-lead';
import newsletter from '../../../../functions/newsletter';
import calculator from '../../../../functions/calculator';
import { csvCell, leadsCsv } from '../../../../src/server/storage/leadsExport';
import { eraseAddress, PENDING_DAYS, purgeExpired } from '../../../../src/server/storage/retention';
import { postForm, postJson } from '../../../support/handlers';
import { confirmedSubscriber } from '../../../support/mail-links';
import { useHarness } from '../../../support/setup';

const h = useHarness();
const contactMessage = (email: string, message = 'Please call me back about lending.') => ({
  name: 'Ada',
  email,
  investmentAmount: '250k+',
  interest: 'lending',
  message,
});
const age = (table: string, months: number, where = 'TRUE') =>
  h.db.query(`UPDATE ${table} SET created_at = now() - ${months} * interval '1 month' WHERE ${where}`);

describe('the 24-month purge', () => {
  it('deletes submissions older than 24 months with their mail, keeps newer ones and subscribers', async () => {
    await postJson(contact, '/api/contact', contactMessage('old@example.com'));
    await postJson(dealLead, '/api/send-deal-lead', { name: 'Tom', email: 'old@example.com' });
    await confirmedSubscriber(h, 'old@example.com');
    await postJson(newsletter, '/api/newsletter', {
      email: 'old@example.com',
      source: 'checklist-4-bed-family-social-housing',
    });
    await postJson(calculator, '/api/inflation', {
      name: 'Ann',
      email: 'old@example.com',
      amount: 1000,
      year: 2010,
      month: 1,
    });
    await postJson(contact, '/api/contact', contactMessage('new@example.com'));
    for (const t of ['contact_messages', 'deal_leads', 'checklist_requests', 'calculator_leads', 'subscribers'])
      await age(t, 25, `email = 'old@example.com'`);
    const counts = await purgeExpired();
    expect(counts).toMatchObject({
      contact_messages: 1,
      deal_leads: 1,
      checklist_requests: 1,
      calculator_leads: 1,
      calculator_reports: 0,
    });
    expect((await h.db.rows('contact_messages')).map((r) => r.email)).toEqual(['new@example.com']);
    expect(await h.db.rows('subscribers')).toMatchObject([{ status: 'subscribed' }]); // kept until they unsubscribe
    const owed = await h.db.rows('outbox', `submission_kind <> 'newsletter'`);
    expect(owed.map((o) => o.mail).sort()).toEqual(['ack', 'notify']); // only the new message's
    expect(await purgeExpired()).toMatchObject({ contact_messages: 0, deal_leads: 0 });
  });

  it('keeps a sender’s old contact messages while they have a recent one (24 months from last contact)', async () => {
    await postJson(contact, '/api/contact', contactMessage('back@example.com', 'The first enquiry, long ago.'));
    await age('contact_messages', 30);
    await postJson(contact, '/api/contact', contactMessage('back@example.com', 'Writing again this year.'));
    expect((await purgeExpired()).contact_messages).toBe(0);
    expect(await h.db.rows('contact_messages')).toHaveLength(2);
  });
});

describe('sign-ups never confirmed', () => {
  it(`are deleted ${PENDING_DAYS} days after their last confirmation e-mail, with their mail; confirmed ones stay`, async () => {
    await postJson(newsletter, '/api/newsletter', { email: 'never@example.com', source: 'footer-newsletter' });
    await postJson(newsletter, '/api/newsletter', {
      email: 'recent@example.com',
      source: 'checklist-2-bed-social-housing',
    });
    await confirmedSubscriber(h, 'yes@example.com');
    await h.db.query(
      `UPDATE subscribers SET created_at = now() - interval '40 days', link_sent_at = now() - interval '31 days' WHERE email = 'never@example.com'`,
    );
    await h.db.query(
      `UPDATE subscribers SET created_at = now() - interval '40 days', link_sent_at = now() - interval '29 days' WHERE email = 'recent@example.com'`,
    );
    await h.db.query(`UPDATE subscribers SET created_at = now() - interval '400 days' WHERE email = 'yes@example.com'`);
    expect(await purgeExpired()).toMatchObject({ subscribers_pending: 1 });
    expect((await h.db.rows('subscribers')).map((r) => r.email).sort()).toEqual([
      'recent@example.com',
      'yes@example.com',
    ]);
    expect(
      await h.db.rows('outbox', `submission_kind = 'newsletter' AND submission_id NOT IN (SELECT id FROM subscribers)`),
    ).toEqual([]);
    // The checklist request outlives its pending sign-up (24 months, like every request), naming none.
    await h.db.query(
      `UPDATE subscribers SET link_sent_at = now() - interval '31 days' WHERE email = 'recent@example.com'`,
    );
    expect(await purgeExpired()).toMatchObject({ subscribers_pending: 1 });
    expect(await h.db.rows('checklist_requests')).toMatchObject([{ email: 'recent@example.com', subscriber_id: null }]);
  });

  it('the per-inbox mail counts go once nothing in them is from the last day; none is kept for a subscriber', async () => {
    await postJson(contact, '/api/contact', contactMessage('counted@example.com'));
    await confirmedSubscriber(h, 'confirmed@example.com');
    expect(await purgeExpired()).toMatchObject({ mail_inboxes: 0 });
    await h.db.query(
      `UPDATE mail_inboxes SET mailed_at = ARRAY(SELECT t - interval '23 hours' FROM unnest(mailed_at) AS t)`,
    );
    expect(await purgeExpired()).toMatchObject({ mail_inboxes: 0 });
    await h.db.query(
      `UPDATE mail_inboxes SET mailed_at = ARRAY(SELECT t - interval '2 hours' FROM unnest(mailed_at) AS t)`,
    );
    expect(await purgeExpired()).toMatchObject({ mail_inboxes: 3 }); // two inboxes, and the company's notification count
    expect(await h.db.query('SELECT * FROM mail_inboxes')).toEqual([]);
  });
});

describe('erasure on request', () => {
  it('deletes everything about an address, however typed, and keeps only a suppression record', async () => {
    await postJson(contact, '/api/contact', contactMessage('Erase.Me@example.com'));
    expect(
      (await postJson(dealLead, '/api/send-deal-lead', { name: 'Eve', email: 'erase.me@example.com' })).status,
    ).toBe(200);
    await confirmedSubscriber(h, 'erase.me@example.com');
    await postJson(newsletter, '/api/newsletter', {
      email: 'erase.me@example.com',
      source: 'checklist-4-bed-family-social-housing',
    });
    await postJson(contact, '/api/contact', contactMessage('keep@example.com'));
    // Where the subscriber came from is theirs too.
    await h.db.query(
      `UPDATE subscribers SET attribution = '{"utm_source":"partner"}' WHERE email = 'erase.me@example.com'`,
    );
    const counts = await eraseAddress('  ERASE.ME@example.com ');
    expect(counts).toMatchObject({
      contact_messages: 1,
      deal_leads: 1,
      checklist_requests: 1,
      subscribers_suppressed: 1,
      mail_inboxes: 1,
    });
    const all = JSON.stringify(
      await Promise.all(
        ['contact_messages', 'deal_leads', 'checklist_requests', 'calculator_leads', 'calculator_reports'].map((t) =>
          h.db.rows(t),
        ),
      ),
    );
    expect(all).not.toMatch(/erase\.me/i);
    expect(await h.db.rows('subscribers')).toMatchObject([
      {
        email: 'erase.me@example.com',
        status: 'unsubscribed',
        source: '',
        confirmed_at: null,
        link_nonce: null,
        attribution: null,
        last_checklist_at: null,
      },
    ]);
    // The count of the address's inbox went; keep@'s and the company's stay.
    expect(await h.db.query(`SELECT count(*)::int AS n FROM mail_inboxes`)).toEqual([{ n: 2 }]);
    expect(await h.db.rows('outbox', `submission_kind = 'newsletter'`)).toEqual([]);
    expect(await h.db.rows('contact_messages')).toHaveLength(1);
    // And the address is not mailed again by a form.
    h.postmark.sent.length = 0;
    await postJson(newsletter, '/api/newsletter', {
      email: 'erase.me@example.com',
      source: 'checklist-4-bed-family-social-housing',
    });
    expect(h.postmark.sent.map((m) => m.Tag)).toEqual(['newsletter-resubscribe']);
  });

  it('matches an internationalised domain as storage keeps it (xn--), however the address is typed', async () => {
    await postJson(contact, '/api/contact', contactMessage('Ada@Bücher.de'));
    await postJson(dealLead, '/api/send-deal-lead', { name: 'Ada', email: 'ada@bücher.de' });
    await postJson(calculator, '/api/inflation', {
      name: 'Ada',
      email: 'ada@BÜCHER.de',
      amount: 1000,
      year: 2010,
      month: 1,
    });
    await postJson(newsletter, '/api/newsletter', { email: 'ada@bücher.de', source: 'footer-newsletter' });
    expect((await h.db.rows('contact_messages'))[0].email).toBe('Ada@xn--bcher-kva.de');
    const counts = await eraseAddress(' ADA@bücher.DE\u200B ');
    expect(counts).toMatchObject({
      contact_messages: 1,
      deal_leads: 1,
      calculator_leads: 1,
      subscribers_suppressed: 1,
      mail_inboxes: 1,
    });
    const left = JSON.stringify(
      await Promise.all(['contact_messages', 'deal_leads', 'calculator_leads'].map((t) => h.db.rows(t))),
    );
    expect(left).not.toMatch(/bcher/i);
  });
});

describe('the leads CSV', () => {
  it('lists a kind’s submissions in a period, every cell quoted and formulas defused', async () => {
    await postJson(contact, '/api/contact', {
      ...contactMessage('csv@example.com'),
      name: '=HYPERLINK("http://evil.example")',
      message: 'Line one\nline "two", with a comma',
    });
    await postJson(contact, '/api/contact', contactMessage('older@example.com'));
    await age('contact_messages', 2, `email = 'older@example.com'`);
    const from = new Date(Date.now() - 86_400_000);
    const csv = await leadsCsv('contact', { from });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"created_at","name","email","phone","investment_amount","interest","message","utm_source","utm_medium","utm_campaign","utm_term","utm_content","gclid","fbclid","li_fat_id","msclkid","referrer","landing_page","landing_variant","id"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain('"Line one\nline ""two"", with a comma"');
    expect(lines[1]).toContain('"csv@example.com"');
    expect((await leadsCsv('contact')).trimEnd().split('\r\n')).toHaveLength(3);
    expect((await leadsCsv('contact', { to: from })).trimEnd().split('\r\n')).toHaveLength(2);
    expect(csvCell('-1+2')).toBe(`"'-1+2"`);
    expect(csvCell(null)).toBe('""');
  });

  it('exports where each lead came from, as checked and stored, with formulas defused; none for a plain form post', async () => {
    await postJson(contact, '/api/contact', {
      ...contactMessage('campaign@example.com'),
      attribution: {
        utm_source: '-1+2',
        utm_campaign: '@SUM(A1)',
        utm_medium: 'cpc',
        utm_term: '<script>alert(1)</script>',
        utm_content: 'x'.repeat(101),
        referrer: 'News.Example.com/path',
        landing_page: '/landing',
        session_id: 'nothing we asked for',
      },
    });
    await postForm(contact, '/api/contact', contactMessage('plain@example.com'));
    const [withJs, plain] = await h.db.rows('contact_messages');
    // The unknown key, the marked-up term, the long content and the referrer that is not a host are dropped.
    expect(withJs.attribution).toEqual({
      utm_source: '-1+2',
      utm_campaign: '@SUM(A1)',
      utm_medium: 'cpc',
      landing_page: '/landing',
    });
    expect(plain.attribution).toBeNull();
    const rows = (await leadsCsv('contact')).trimEnd().split('\r\n');
    expect(rows[1]).toContain(`"'-1+2","cpc","'@SUM(A1)","","","","","","","","/landing",""`);
    expect(rows[2]).toContain(`"","","","","","",""`);
  });

  it('defuses a formula hidden behind format characters, and such characters never reach a stored name', async () => {
    await postJson(contact, '/api/contact', {
      ...contactMessage('zw@example.com'),
      name: '\u200B=HYPERLINK("http://evil.example","Open")',
    });
    expect((await h.db.rows('contact_messages'))[0].name).toBe('=HYPERLINK("http://evil.example","Open")');
    expect(await leadsCsv('contact')).toContain(`"'=HYPERLINK(""http://evil.example"",""Open"")"`);
    // A row stored before the fields stripped them still exports defused.
    for (const cell of ['\u200B=1+1', '\u202E\u2066@SUM(A1)', '\uFEFF+1', ' \u00AD-1'])
      expect(csvCell(cell), cell).toBe(`"'${cell}"`);
  });

  it('defuses a formula begun with a full-width or small form of = + - @, or a minus sign', async () => {
    await postJson(contact, '/api/contact', {
      ...contactMessage('wide@example.com'),
      name: '\uFF1DHYPERLINK("http://evil.example","Open")',
    });
    expect(await leadsCsv('contact')).toContain(`"'\uFF1DHYPERLINK(""http://evil.example"",""Open"")"`);
    for (const cell of [
      '\uFF1D1+1', // ＝ full-width equals
      '\uFE661+1', // ﹦ small equals
      '\uFF0B1', // ＋
      '\uFE621', // ﹢
      '\uFF0D1', // －
      '\uFE631', // ﹣
      '\uFF20SUM(A1)', // ＠
      '\uFE6BSUM(A1)', // ﹫
      '\u2212 1', // − minus sign
      '\u200B\u3000\uFF1D1', // behind a zero-width and an ideographic space
    ])
      expect(csvCell(cell), cell).toBe(`"'${cell}"`);
    for (const cell of ['Ann', '1 = 1', '£5,000', 'ann@example.com']) expect(csvCell(cell), cell).toBe(`"${cell}"`);
  });

  it('exports subscribers and calculator leads with their figures', async () => {
    await confirmedSubscriber(h, 'sub@example.com', 'updates-page');
    await postJson(calculator, '/api/inflation', {
      name: 'Ann',
      email: 'calc@example.com',
      amount: 10000,
      year: 2010,
      month: 1,
    });
    expect(await leadsCsv('newsletter')).toMatch(
      /"sub@example\.com","subscribed","updates-page","[0-9T:.-]+Z","confirmation link e-mailed at sign-up"/,
    );
    const calc = await leadsCsv('calculator');
    expect(calc).toContain('"calc@example.com","10000.00","2010","1"');
    expect(calc).toContain('"16355.35"');
  });
});
