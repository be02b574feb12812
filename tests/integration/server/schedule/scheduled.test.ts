/**
 * The scheduled jobs run only for Netlify's scheduled invocation (a POST marked `X-NF-Event: schedule`):
 * a GET, or a POST without the mark, is refused with 403 and runs nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import contact from '../../../../functions/contact';
import dailySummary from '../../../../functions/daily-summary';
import onsCheck from '../../../../functions/ons-check';
import purgeExpired from '../../../../functions/purge-expired';
import retryMail from '../../../../functions/retry-mail';
import { isScheduledInvocation } from '../../../../src/server/schedule/scheduled';
import { BASE, devContext, postJson, runScheduled } from '../../../support/handlers';
import { useHarness } from '../../../support/setup';

const h = useHarness();
const jobs = {
  'retry-mail': retryMail,
  'daily-summary': dailySummary,
  'purge-expired': purgeExpired,
  'ons-check': onsCheck,
};
const url = (name: string) => `${BASE}/.netlify/functions/${name}`;
const refusals = (name: string): Request[] => [
  new Request(url(name)),
  new Request(url(name), { method: 'HEAD' }),
  new Request(url(name), { method: 'POST', body: '{}' }),
  new Request(url(name), { method: 'POST', headers: { 'x-nf-event': 'submission-created' }, body: '{}' }),
  new Request(url(name), { method: 'GET', headers: { 'x-nf-event': 'schedule' } }),
];

describe('a scheduled job', () => {
  it.each(Object.keys(jobs))('%s refuses a request that is not a scheduled invocation', async (name) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const req of refusals(name)) {
      const res = await jobs[name as keyof typeof jobs](req, devContext);
      expect([req.method, res.status], req.headers.get('x-nf-event') ?? 'no mark').toEqual([req.method, 403]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('runs nothing when refused: an old contact message is purged, and mail retried, only on the schedule', async () => {
    h.postmark.mode = 'fail';
    await postJson(contact, '/api/contact', {
      name: 'Old',
      email: 'old@example.com',
      investmentAmount: '25k-50k',
      interest: 'questions',
      message: 'An old enquiry.',
    });
    h.postmark.mode = 'ok';
    await h.db.query(`UPDATE contact_messages SET created_at = now() - interval '25 months'`);
    await h.db.query(
      `UPDATE outbox SET next_attempt_at = now() - interval '1 hour', created_at = now() - interval '1 hour'`,
    );
    for (const req of refusals('purge-expired')) await purgeExpired(req, devContext);
    for (const req of refusals('retry-mail')) await retryMail(req, devContext);
    expect(await h.db.rows('contact_messages')).toHaveLength(1);
    expect(h.postmark.sent).toEqual([]);
    expect((await runScheduled(retryMail, 'retry-mail')).status).toBe(204);
    expect(h.postmark.sent.map((m) => m.Tag).sort()).toEqual(['contact-ack', 'contact-notify']);
    expect((await runScheduled(purgeExpired, 'purge-expired')).status).toBe(204);
    expect(await h.db.rows('contact_messages')).toEqual([]);
  });

  it("knows Netlify's scheduled invocation by its event header, or its scheduler's user agent", () => {
    const post = (headers: Record<string, string>) => new Request(url('x'), { method: 'POST', headers, body: '{}' });
    expect(isScheduledInvocation(post({ 'x-nf-event': 'schedule' }))).toBe(true);
    expect(isScheduledInvocation(post({ 'user-agent': 'Netlify Clockwork' }))).toBe(true);
    expect(isScheduledInvocation(post({ 'user-agent': 'curl/8.0' }))).toBe(false);
    expect(isScheduledInvocation(new Request(url('x'), { headers: { 'x-nf-event': 'schedule' } }))).toBe(false);
  });
});
