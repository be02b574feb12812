/**
 * Mail and storage faults: the submission is stored with the mail it owes in one statement, so a
 * stored submission's mail is always found by the retry job; a send is recorded with Postmark's
 * message id and never repeated, even when a run stops between sending and saving.
 */
import { describe, expect, it, vi } from 'vitest';
import contact from '../../../functions/contact';
import newsletter from '../../../functions/newsletter';
import retryMail from '../../../functions/retry-mail';
import { deadlineIn } from '../../../src/server/schedule/deadline';
import { backoffMs, INTERRUPTED, MAX_ATTEMPTS, retryUnsent } from '../../../src/server/outbox/delivery';
import { setTransport, type MailTransport } from '../../../src/server/outbox/transport';
import { postmarkTransport } from '../../../src/server/outbox/transport';
import { EMPTY } from '../../support/db';
import { postJson, postForm, runScheduled } from '../../support/handlers';
import { useHarness } from '../../support/setup';

const h = useHarness();
const contactMessage = {
  name: 'Ada',
  email: 'ada@example.com',
  investmentAmount: '250k+',
  interest: 'lending',
  message: 'Please call me back.',
};
const contacts = () => h.db.records('contact');
/** A clock `ms` from now. */
const at = (ms: number) => () => new Date(Date.now() + ms);
const PAST_BACKOFF = 5 * 3600_000;
const realTransport = () =>
  postmarkTransport({ token: h.postmark.token, requestHost: h.postmark.host, useHttps: false, timeoutSeconds: 1 });

describe('mail provider down', () => {
  it('stores the submission, answers success, records the failure, and the retry job sends it later, with backoff', async () => {
    h.postmark.mode = 'fail';
    const res = await postJson(contact, '/api/contact', contactMessage);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const [record] = await contacts();
    expect(record.mail.notify).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastError: expect.stringContaining('postmark 500'),
    });
    expect(record.mail.ack).toMatchObject({ status: 'retrying', attempts: 1 });

    // Not due yet: the first retry waits a minute, the second two.
    expect(await retryUnsent({ minAgeMs: 0 })).toMatchObject({ checked: 0 });
    expect(await retryUnsent({ minAgeMs: 0, now: at(backoffMs(1) + 1000) })).toMatchObject({
      checked: 2,
      sent: 0,
      stillFailing: 2,
    });
    expect(await retryUnsent({ minAgeMs: 0, now: at(backoffMs(1) + 1000) })).toMatchObject({ checked: 0 });
    h.postmark.mode = 'ok';
    expect(await retryUnsent({ minAgeMs: 0, now: at(PAST_BACKOFF) })).toMatchObject({
      checked: 2,
      sent: 2,
      stillFailing: 0,
    });
    const [after] = await contacts();
    expect(after.mail.notify).toMatchObject({ status: 'sent', attempts: 3, messageId: expect.any(String) });
    expect(h.postmark.sent.map((m) => m.Tag).sort()).toEqual(['contact-ack', 'contact-notify']);
    expect(await retryUnsent({ minAgeMs: 0, now: at(PAST_BACKOFF) })).toMatchObject({
      checked: 0,
      sent: 0,
      stillFailing: 0,
    });
  });

  it('answers within the client deadline when the provider hangs, and retries later', async () => {
    h.postmark.mode = 'hang';
    const started = Date.now();
    const res = await postJson(newsletter, '/api/newsletter', { email: 'slow@example.com', source: 'updates-page' });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    const [sub] = await h.db.records('newsletter');
    expect(sub.mail.confirm.status).toBe('retrying');
    h.postmark.mode = 'ok';
    const scheduled = await runScheduled(retryMail, 'retry-mail');
    expect(scheduled.status).toBe(204);
    // the scheduled handler runs on the real clock, so drive the job past the backoff directly
    await retryUnsent({ minAgeMs: 0, now: at(PAST_BACKOFF) });
    expect(h.postmark.sent.map((m) => m.To)).toEqual(['slow@example.com']);
  });

  it('does not retry a message the provider rejected outright', async () => {
    h.postmark.mode = 'reject';
    expect((await postJson(contact, '/api/contact', contactMessage)).status).toBe(200);
    const [record] = await contacts();
    expect(record.mail.ack).toMatchObject({ status: 'failed', lastError: expect.stringContaining('422') });
    h.postmark.mode = 'ok';
    expect(await retryUnsent({ minAgeMs: 0, now: at(PAST_BACKOFF) })).toMatchObject({
      checked: 0,
      sent: 0,
      stillFailing: 0,
    });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    h.postmark.mode = 'fail';
    await postJson(contact, '/api/contact', contactMessage);
    for (let i = 1; i < MAX_ATTEMPTS; i++) await retryUnsent({ minAgeMs: 0, now: at(PAST_BACKOFF * i) });
    const [record] = await contacts();
    expect(record.mail.notify).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await retryUnsent({ minAgeMs: 0, now: at(PAST_BACKOFF * MAX_ATTEMPTS) })).toMatchObject({ checked: 0 });
  });
});

describe('the retry job', () => {
  it('never sends twice when a run stops after sending and before saving', async () => {
    h.postmark.mode = 'fail';
    await postJson(contact, '/api/contact', contactMessage);
    h.postmark.mode = 'ok';
    // The run sends, then loses the database before it can record the send (as if stopped there).
    const cutting: MailTransport = {
      name: 'postmark',
      async send(message) {
        const sent = await realTransport().send(message);
        await h.db.disconnect();
        return sent;
      },
    };
    setTransport(cutting);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await retryUnsent({ minAgeMs: 0, now: at(PAST_BACKOFF), batch: 1 }).catch(() => undefined);
    } finally {
      errors.mockRestore();
      setTransport(realTransport());
      await h.db.connect();
    }
    expect(h.postmark.sent).toHaveLength(1);
    const sentTag = h.postmark.sent[0]!.Tag!;
    // Later runs find one message abandoned mid-send: marked failed for a person to check, not resent.
    const later = await retryUnsent({ minAgeMs: 0, now: at(PAST_BACKOFF * 2) });
    expect(later).toMatchObject({ interrupted: 1, sent: 1 });
    expect(h.postmark.sent.map((m) => m.Tag).sort()).toEqual(['contact-ack', 'contact-notify']);
    const [record] = await contacts();
    expect(record.mail[sentTag.replace('contact-', '')]).toMatchObject({ status: 'failed', lastError: INTERRUPTED });
    expect(await retryUnsent({ minAgeMs: 0, now: at(PAST_BACKOFF * 3) })).toMatchObject({ checked: 0, interrupted: 0 });
    expect(h.postmark.sent).toHaveLength(2);
  });

  it('leaves new mail to the request that stored it for two minutes', async () => {
    await h.db.query(
      `INSERT INTO contact_messages (name, email, investment_amount, interest, message) VALUES ('A', 'a@example.com', '250k+', 'lending', 'left by a request that stopped')`,
    );
    await h.db.query(
      `INSERT INTO outbox (submission_kind, submission_id, mail) SELECT 'contact', id, 'notify' FROM contact_messages`,
    );
    expect(await retryUnsent()).toMatchObject({ checked: 0 });
    expect(await retryUnsent({ now: at(3 * 60_000) })).toMatchObject({ checked: 1, sent: 1 });
  });

  it('stops within its time budget and carries on next run', async () => {
    h.postmark.mode = 'fail';
    for (let i = 0; i < 3; i++) await postJson(contact, '/api/contact', { ...contactMessage, name: `Ada ${i}` });
    h.postmark.mode = 'ok';
    const first = await retryUnsent({ minAgeMs: 0, now: at(PAST_BACKOFF), batch: 2, deadline: deadlineIn(0) });
    expect(first).toMatchObject({ checked: 0, outOfTime: true });
    // Each send takes 300 ms of the job's clock: the first batch outlasts a 200 ms budget, so no second batch is claimed.
    let clock = 0;
    const slow: MailTransport = {
      name: 'postmark',
      send: async (m) => {
        clock += 300;
        return realTransport().send(m);
      },
    };
    setTransport(slow);
    try {
      const second = await retryUnsent({
        minAgeMs: 0,
        now: at(PAST_BACKOFF),
        batch: 2,
        deadline: deadlineIn(200, () => clock),
      });
      expect(second).toMatchObject({ checked: 2, sent: 2, outOfTime: true });
      expect(clock).toBe(600);
    } finally {
      setTransport(realTransport());
    }
    expect(await retryUnsent({ minAgeMs: 0, now: at(PAST_BACKOFF) })).toMatchObject({
      checked: 4,
      sent: 4,
      outOfTime: false,
    });
    expect(h.postmark.sent).toHaveLength(6);
  });

  it('two runs at once never take the same message (FOR UPDATE SKIP LOCKED)', async () => {
    h.postmark.mode = 'fail';
    for (let i = 0; i < 5; i++) await postJson(contact, '/api/contact', { ...contactMessage, name: `Ada ${i}` });
    h.postmark.mode = 'ok';
    const runs = await Promise.all([0, 1, 2].map(() => retryUnsent({ minAgeMs: 0, now: at(PAST_BACKOFF), batch: 2 })));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(10);
    expect(h.postmark.sent).toHaveLength(10);
  });
});

describe('storage unavailable', () => {
  it('answers 503 with a clear message, sends nothing and writes nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await h.db.disconnect();
    const started = Date.now();
    const json = await postJson(contact, '/api/contact', contactMessage);
    expect(json.status).toBe(503);
    expect(json.headers.get('retry-after')).toBe('30');
    const body = await json.json();
    expect(body).toEqual({
      success: false,
      message: expect.stringContaining('try again in a moment'),
      error: expect.any(String),
    });
    const sub = await postJson(newsletter, '/api/newsletter', { email: 'x@example.com', source: 'footer-newsletter' });
    expect(sub.status).toBe(503);
    const form = await postForm(contact, '/api/contact', { ...contactMessage, name: 'Ada <Lovelace>' });
    expect(form.status).toBe(503);
    const html = await form.text();
    expect(html).toContain('try again in a moment');
    expect(html).toContain('value="Ada &lt;Lovelace&gt;"');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(h.postmark.requests).toBe(0);
    await h.db.connect();
    expect(await h.db.counts()).toEqual(EMPTY);
    // Every 503 logged its cause, and no one's details.
    const logged = errors.mock.calls.map((c) => c.join(' '));
    errors.mockRestore();
    expect(
      logged.filter((l) => l.includes('storage unavailable, answered 503') && l.includes('StorageUnavailableError')),
    ).toHaveLength(3);
    expect(logged.join('\n')).not.toMatch(/ada@example\.com|x@example\.com|Ada/);
  });

  it('a statement that fails part-way stores nothing of it: no submission without its mail, no mail without its submission', async () => {
    // A CHECK the insert breaks on its second part (an outbox status the table refuses) rolls back the first.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await h.db.query(`ALTER TABLE outbox ADD CONSTRAINT test_refuse CHECK (mail <> 'ack')`);
    try {
      expect((await postJson(contact, '/api/contact', contactMessage)).status).toBe(500);
    } finally {
      await h.db.query(`ALTER TABLE outbox DROP CONSTRAINT test_refuse`);
      errors.mockRestore();
    }
    expect(await h.db.counts()).toEqual(EMPTY);
    expect(h.postmark.requests).toBe(0);
  });
});
