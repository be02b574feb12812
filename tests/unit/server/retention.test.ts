/**
 * What the privacy notice promises, and the team's view of the data: the 24-month purge, erasure on
 * request, the leads CSV, and the daily summary of mail that failed for good.
 */
import { describe, expect, it } from 'vitest';
import contact from '../../../functions/contact';
import dealLead from '../../../functions/send-deal-lead';
import newsletter from '../../../functions/newsletter';
import inflation from '../../../functions/inflation';
import { sendFailureSummary } from '../../../src/server/failures';
import { csvCell, leadsCsv } from '../../../src/server/leads';
import { eraseAddress, purgeExpired } from '../../../src/server/retention';
import { site } from '../../../src/lib/site';
import { postJson } from '../../support/handlers';
import { useHarness } from '../../support/setup';

const h = useHarness();
const enquiry = (email: string, message = 'Please call me back about lending.') =>
  ({ name: 'Ada', email, investmentAmount: '250k+', interest: 'lending', message });
const age = (table: string, months: number, where = 'TRUE') =>
  h.db.query(`UPDATE ${table} SET created_at = now() - ${months} * interval '1 month' WHERE ${where}`);

describe('the 24-month purge', () => {
  it('deletes submissions older than 24 months with their mail, keeps newer ones and subscribers', async () => {
    await postJson(contact, '/api/contact', enquiry('old@example.com'));
    await postJson(dealLead, '/api/send-deal-lead', { name: 'Tom', email: 'old@example.com' });
    await postJson(newsletter, '/api/newsletter', { email: 'old@example.com', source: 'checklist-4-bed-family-social-housing' });
    await postJson(inflation, '/api/inflation', { name: 'Ann', email: 'old@example.com', amount: 1000, year: 2010, month: 1 });
    await postJson(contact, '/api/contact', enquiry('new@example.com'));
    for (const t of ['enquiries', 'deal_leads', 'checklist_requests', 'calculator_leads', 'subscribers']) await age(t, 25, `email = 'old@example.com'`);
    const counts = await purgeExpired();
    expect(counts).toMatchObject({ enquiries: 1, deal_leads: 1, checklist_requests: 1, calculator_leads: 1, report_requests: 0 });
    expect((await h.db.rows('enquiries')).map((r) => r.email)).toEqual(['new@example.com']);
    expect(await h.db.rows('subscribers')).toHaveLength(1); // kept until they unsubscribe
    const owed = await h.db.rows('outbox', `submission_kind <> 'newsletter'`);
    expect(owed.map((o) => o.mail).sort()).toEqual(['ack', 'notify']); // only the new enquiry's
    expect(await purgeExpired()).toMatchObject({ enquiries: 0, deal_leads: 0 });
  });

  it('keeps an enquirer’s old enquiries while they have a recent one (24 months from last contact)', async () => {
    await postJson(contact, '/api/contact', enquiry('back@example.com', 'The first enquiry, long ago.'));
    await age('enquiries', 30);
    await postJson(contact, '/api/contact', enquiry('back@example.com', 'Writing again this year.'));
    expect((await purgeExpired()).enquiries).toBe(0);
    expect(await h.db.rows('enquiries')).toHaveLength(2);
  });
});

describe('erasure on request', () => {
  it('deletes everything about an address, however typed, and keeps only a suppression record', async () => {
    await postJson(contact, '/api/contact', enquiry('Erase.Me@example.com'));
    expect((await postJson(dealLead, '/api/send-deal-lead', { name: 'Eve', email: 'erase.me@example.com' })).status).toBe(200);
    await postJson(newsletter, '/api/newsletter', { email: 'erase.me@example.com', source: 'footer-newsletter' });
    await postJson(newsletter, '/api/newsletter', { email: 'erase.me@example.com', source: 'checklist-4-bed-family-social-housing' });
    await postJson(contact, '/api/contact', enquiry('keep@example.com'));
    const counts = await eraseAddress('  ERASE.ME@example.com ');
    expect(counts).toMatchObject({ enquiries: 1, deal_leads: 1, checklist_requests: 1, subscribers_suppressed: 1 });
    const all = JSON.stringify(await Promise.all(['enquiries', 'deal_leads', 'checklist_requests', 'calculator_leads', 'report_requests'].map((t) => h.db.rows(t))));
    expect(all).not.toMatch(/erase\.me/i);
    expect(await h.db.rows('subscribers')).toMatchObject([{ email: 'erase.me@example.com', status: 'unsubscribed', source: '' }]);
    expect(await h.db.rows('outbox', `submission_kind = 'newsletter'`)).toEqual([]);
    expect(await h.db.rows('enquiries')).toHaveLength(1);
    // And the address is not mailed again by a form.
    h.postmark.sent.length = 0;
    await postJson(newsletter, '/api/newsletter', { email: 'erase.me@example.com', source: 'checklist-4-bed-family-social-housing' });
    expect(h.postmark.sent.map((m) => m.Tag)).toEqual(['newsletter-resubscribe']);
  });
});

describe('the leads CSV', () => {
  it('lists a kind’s submissions in a period, every cell quoted and formulas defused', async () => {
    await postJson(contact, '/api/contact', { ...enquiry('csv@example.com'), name: '=HYPERLINK("http://evil.example")', message: 'Line one\nline "two", with a comma' });
    await postJson(contact, '/api/contact', enquiry('older@example.com'));
    await age('enquiries', 2, `email = 'older@example.com'`);
    const from = new Date(Date.now() - 86_400_000);
    const csv = await leadsCsv('contact', { from });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"created_at","name","email","phone","investment_amount","interest","message","id"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain('"Line one\nline ""two"", with a comma"');
    expect(lines[1]).toContain('"csv@example.com"');
    expect((await leadsCsv('contact')).trimEnd().split('\r\n')).toHaveLength(3);
    expect((await leadsCsv('contact', { to: from })).trimEnd().split('\r\n')).toHaveLength(2);
    expect(csvCell('-1+2')).toBe(`"'-1+2"`);
    expect(csvCell(null)).toBe('""');
  });

  it('exports subscribers and calculator leads with their figures', async () => {
    await postJson(newsletter, '/api/newsletter', { email: 'sub@example.com', source: 'updates-page' });
    await postJson(inflation, '/api/inflation', { name: 'Ann', email: 'calc@example.com', amount: 10000, year: 2010, month: 1 });
    expect(await leadsCsv('newsletter')).toContain('"sub@example.com","subscribed","updates-page"');
    const calc = await leadsCsv('calculator');
    expect(calc).toContain('"calc@example.com","10000.00","2010","1"');
    expect(calc).toContain('"16355.35"');
  });
});

describe('the daily summary of failed mail', () => {
  it('reports each message that failed for good once, to the company inbox, naming no one', async () => {
    h.postmark.mode = 'reject';
    await postJson(contact, '/api/contact', enquiry('bounce@example.com'));
    h.postmark.mode = 'ok';
    h.postmark.sent.length = 0;
    expect(await sendFailureSummary()).toBe(2);
    expect(h.postmark.sent).toHaveLength(1);
    const summary = h.postmark.sent[0]!;
    expect(summary).toMatchObject({ To: site.email, Tag: 'mail-failures' });
    expect(summary.Subject).toContain('Undelivered website e-mails: 2');
    expect(summary.TextBody).toContain('contact / ack');
    expect(summary.TextBody).toContain('contact / notify');
    expect(`${summary.TextBody}${summary.HtmlBody}`).not.toMatch(/bounce@|Ada/);
    expect(await sendFailureSummary()).toBe(0);
    expect(h.postmark.sent).toHaveLength(1);
  });

  it('marks nothing reported when the summary itself cannot be sent', async () => {
    h.postmark.mode = 'reject';
    await postJson(contact, '/api/contact', enquiry('bounce@example.com'));
    h.postmark.mode = 'fail';
    await expect(sendFailureSummary()).rejects.toThrow();
    h.postmark.mode = 'ok';
    expect(await sendFailureSummary()).toBe(2);
  });
});
