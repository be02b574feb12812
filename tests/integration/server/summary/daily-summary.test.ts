/**
 * The daily operations summary: built from sections, sent to the company inbox when any has something
 * to report, naming no one; what /api/health no longer tells the world (mail failed or waiting, a
 * missing secret) is here instead.
 */
import { describe, expect, it, vi } from 'vitest';
import contact from '../../../../functions/contact';
import dailySummary from '../../../../functions/daily-summary';
import { site } from '../../../../src/lib/site';
import { failedMail, mailBacklog } from '../../../../src/server/summary/mail';
import type { SummarySection } from '../../../../src/server/summary/section';
import { sections } from '../../../../src/server/summary/sections';
import { sendDailySummary } from '../../../../src/server/summary/send';
import { devContext, postJson, runScheduled } from '../../../support/handlers';
import { useHarness } from '../../../support/setup';

// The committed ONS series age with the calendar (from the 28th of a month they are a release further
// behind), and a series two releases behind rightly makes the summary send itself. These tests are about
// the other sections, so here the data runs to this month; the ONS section has its own dated tests.
vi.mock('../../../../src/lib/onsData', async (importOriginal) => {
  const { ons } = await importOriginal<typeof import('../../../../src/lib/onsData')>();
  const now = new Date();
  const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}` as const;
  return { ons: { ...ons, cpi: { ...ons.cpi, last: thisMonth }, rpi: { ...ons.rpi, last: thisMonth } } };
});

const h = useHarness();
const contactMessage = (email: string) => ({
  name: 'Ada',
  email,
  investmentAmount: '250k+',
  interest: 'lending',
  message: 'Please call me back about lending.',
});
const production = { deploy: { context: 'production' } };
const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000);

describe('the daily operations summary', () => {
  it('sends nothing on a day with nothing to report', async () => {
    await postJson(contact, '/api/contact', contactMessage('fine@example.com'));
    h.postmark.sent.length = 0;
    expect(await sendDailySummary()).toEqual([]);
    expect(h.postmark.sent).toEqual([]);
    // The scheduled function runs it the same way.
    expect((await runScheduled(dailySummary, 'daily-summary')).status).toBe(204);
    expect(h.postmark.sent).toEqual([]);
  });

  it('reports each message that failed for good once, to the company inbox, naming no one', async () => {
    h.postmark.mode = 'reject';
    await postJson(contact, '/api/contact', contactMessage('bounce@example.com'));
    h.postmark.mode = 'ok';
    h.postmark.sent.length = 0;
    expect(await sendDailySummary()).toEqual(['2 e-mail(s) failed']);
    expect(h.postmark.sent).toHaveLength(1);
    const summary = h.postmark.sent[0]!;
    expect(summary).toMatchObject({ To: site.email, Tag: 'daily-summary' });
    expect(summary.Subject).toBe(`Daily website summary: 2 e-mail(s) failed | ${site.companyName}`);
    expect(summary.TextBody).toContain('Undelivered e-mails: 2 e-mail(s) failed');
    expect(summary.TextBody).toContain('contact / ack');
    expect(summary.TextBody).toContain('contact / notify');
    expect(`${summary.TextBody}${summary.HtmlBody}`).not.toMatch(/bounce@|Ada/);
    expect(await sendDailySummary()).toEqual([]);
    expect(h.postmark.sent).toHaveLength(1);
  });

  it('marks nothing reported when the summary itself cannot be sent', async () => {
    h.postmark.mode = 'reject';
    await postJson(contact, '/api/contact', contactMessage('bounce@example.com'));
    h.postmark.mode = 'fail';
    await expect(sendDailySummary()).rejects.toThrow();
    h.postmark.mode = 'ok';
    expect(await sendDailySummary()).toEqual(['2 e-mail(s) failed']);
  });

  it('reports mail still waiting hours after it was owed, every day it lasts', async () => {
    h.postmark.mode = 'fail';
    await postJson(contact, '/api/contact', contactMessage('slow@example.com'));
    h.postmark.mode = 'ok';
    // Only the mail's sections: with the clock a day on, the contact message is also yesterday's lead, and the ONS data
    // may be a release behind (the count by source and the data's freshness are tested on their own).
    const mailSections = [failedMail, mailBacklog];
    expect(await sendDailySummary({ now: inHours(1) }, mailSections)).toEqual([]);
    for (let day = 0; day < 2; day++) {
      expect(await sendDailySummary({ now: inHours(7 + 24 * day) }, mailSections)).toEqual([
        '2 e-mail(s) waiting over 6 hours',
      ]);
    }
    expect(h.postmark.sent.at(-1)!.TextBody).toContain('E-mails waiting to be sent: 2 e-mail(s) waiting over 6 hours');
  });

  it('tells the company, not the world, that a deployed site has no UNSUBSCRIBE_SECRET or Postmark webhook credentials', async () => {
    expect(process.env.UNSUBSCRIBE_SECRET ?? '').toBe('');
    expect(await sendDailySummary({ context: devContext })).toEqual([]); // the local development secret is normal here
    expect(await sendDailySummary({ context: production })).toEqual(['2 setting(s) missing']);
    expect(h.postmark.sent[0]!.TextBody).toContain('UNSUBSCRIBE_SECRET is not set');
    expect(h.postmark.sent[0]!.TextBody).toContain(
      "POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD are not both set: Postmark's bounce and spam-complaint events are refused",
    );
    vi.stubEnv('UNSUBSCRIBE_SECRET', 'a-long-random-secret');
    vi.stubEnv('POSTMARK_WEBHOOK_USER', 'postmark');
    vi.stubEnv('POSTMARK_WEBHOOK_PASSWORD', 'a-long-random-password-for-the-webhook');
    try {
      expect(await sendDailySummary({ context: production })).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('a quiet section rides along with a summary another section sends, and never sends one by itself', async () => {
    const status: SummarySection = {
      title: 'Inflation data',
      check: async () => ({ headline: 'up to date', blocks: [{ p: 'CPI runs to August 2026.' }], quiet: true }),
    };
    expect(await sendDailySummary({}, [...sections, status])).toEqual([]);
    expect(h.postmark.sent).toEqual([]);
    h.postmark.mode = 'reject';
    await postJson(contact, '/api/contact', contactMessage('bounce@example.com'));
    h.postmark.mode = 'ok';
    expect(await sendDailySummary({}, [...sections, status])).toEqual(['2 e-mail(s) failed']);
    expect(h.postmark.sent.at(-1)!.TextBody).toContain('Inflation data: up to date\n\nCPI runs to August 2026.');
  });

  it('lists each section that has something, and a section that fails to check is itself reported', async () => {
    const freshness: SummarySection = {
      title: 'Data freshness',
      check: async ({ now }) => ({
        headline: 'CPI is two months old',
        blocks: [{ p: `Checked ${now.toISOString().slice(0, 10)}.` }],
      }),
    };
    const broken: SummarySection = {
      title: 'Broken check',
      check: async () => {
        throw new Error('no answer from someone@example.com');
      },
    };
    expect(await sendDailySummary({}, [...sections, freshness, broken])).toEqual([
      'CPI is two months old',
      'Broken check: not checked',
    ]);
    const text = h.postmark.sent[0]!.TextBody!;
    expect(text).toContain('Data freshness: CPI is two months old');
    expect(text).toContain('This could not be checked today: Error: no answer from [address]');
  });
});

describe("the summary's reputation section", () => {
  it('counts suppressed addresses, mail the gate stopped and mail waiting for the caps, once, naming no one', async () => {
    await h.db.query(
      `INSERT INTO mail_suppressions (inbox, email, reason) VALUES ('gone@example.com', 'gone@example.com', 'hard-bounce'),
         ('cross@example.com', 'cross@example.com', 'spam-complaint'), ('lost@example.com', 'lost@example.com', 'hard-bounce')`,
    );
    process.env.TEAM_NOTIFICATIONS_PER_HOUR = '1000';
    try {
      await postJson(contact, '/api/contact', contactMessage('gone@example.com'));
      for (let i = 0; i < 22; i++)
        await postJson(contact, '/api/contact', contactMessage(`made-up-${i}@flood.example`));
    } finally {
      delete process.env.TEAM_NOTIFICATIONS_PER_HOUR;
    }
    h.postmark.sent.length = 0;
    const headlines = await sendDailySummary();
    expect(headlines).toContain(
      '3 address(es) suppressed, 1 e-mail(s) to suppressed addresses, 2 e-mail(s) waiting for the caps',
    );
    const text = h.postmark.sent[0]!.TextBody!;
    expect(text).toContain('3 address(es) added to the suppression list: 2 hard bounce(s), 1 spam complaint(s).');
    expect(text).toContain('2 e-mail(s) waiting for the sending caps (20 an hour to one domain');
    expect(text).not.toMatch(/gone@|cross@|flood\.example/);
    // Reported once: tomorrow only what still waits is said again.
    h.postmark.sent.length = 0;
    expect(await sendDailySummary()).toContain('2 e-mail(s) waiting for the caps');
  });
});
