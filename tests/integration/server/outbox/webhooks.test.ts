/**
 * Leads delivered to the company's webhook through the outbox: owed with the lead in one statement
 * (nothing when no webhook is set), sent after the answer, retried with backoff by the job when the
 * receiver fails, signed, and carrying one idempotency key on every attempt, so the receiver keeps
 * one record per lead.
 */
import { createHmac } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import confirm from '../../../../functions/confirm';
import contact from '../../../../functions/contact';
import calculator from '../../../../functions/calculator';
import newsletter from '../../../../functions/newsletter';
import dealLead from '../../../../functions/deal-lead';
import unsubscribeFn from '../../../../functions/unsubscribe';
import { startWebhookStandin, verifyDelivery } from '../../../../scripts/test/webhook-standin.mjs';
import { MAX_ATTEMPTS, retryUnsent } from '../../../../src/server/outbox/delivery';
import {
  deliverLead,
  signDelivery,
  webhookOwed,
  webhookSecretProblem,
  webhookSettingProblems,
  webhookUrlProblem,
} from '../../../../src/server/outbox/webhook';
import { failingWebhooks } from '../../../../src/server/summary/webhooks';
import { BASE, devContext, postJson } from '../../../support/handlers';
import { useHarness } from '../../../support/setup';
import { useWebhookReceiver, WEBHOOK_SECRET as SECRET, type WebhookReceiver } from '../../../support/webhook-receiver';

const h = useHarness();
const receiver = useWebhookReceiver();
let hook: WebhookReceiver;

beforeAll(() => {
  hook = receiver();
});
afterEach(() => vi.unstubAllEnvs());

const contactMessage = {
  name: 'Priya Patel',
  email: 'priya@example.com',
  investmentAmount: '50k-100k',
  interest: 'joint-venture',
  message: 'I would like to hear about joint ventures.',
  attribution: {
    utm_source: 'newsletter',
    utm_campaign: 'spring',
    referrer: 'www.google.com',
    landing_page: '/landing',
  },
};
const webhookRows = () => h.db.query(`SELECT * FROM outbox WHERE channel = 'webhook' ORDER BY id`);
const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);
const configure = (env: Record<string, string> = { LEAD_WEBHOOK_URL: hook.url }) => {
  vi.stubEnv('LEAD_WEBHOOK_SECRET', SECRET);
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
};

describe('lead webhooks', () => {
  it('owes and sends nothing when no webhook is set', async () => {
    expect((await postJson(contact, '/api/contact', contactMessage)).status).toBe(200);
    expect(await webhookRows()).toEqual([]);
    expect(hook.requests).toEqual([]);
  });

  it('delivers a stored lead once, signed, with its key in a header and the body, and its attribution', async () => {
    configure();
    expect((await postJson(contact, '/api/contact', contactMessage)).status).toBe(200);
    const [row] = await webhookRows();
    expect(row).toMatchObject({ submission_kind: 'contact', mail: 'lead', status: 'sent', attempts: 1 });
    expect(hook.requests).toHaveLength(1);
    const [req] = hook.requests;
    expect(req!.verified).toBe(true);
    expect(req!.headers['idempotency-key']).toBe(row.delivery_id);
    expect(req!.headers['webhook-id']).toBe(row.delivery_id);
    // The signature is HMAC-SHA256 of id.timestamp.body with the secret's bytes, as a receiver computes it.
    const key = Buffer.from(SECRET.slice(6), 'base64');
    const mac = createHmac('sha256', key)
      .update(`${row.delivery_id}.${req!.headers['webhook-timestamp']}.${req!.body}`)
      .digest('base64');
    expect(req!.headers['webhook-signature']).toBe(`v1,${mac}`);
    expect(req!.json).toMatchObject({
      id: row.delivery_id,
      event: 'lead',
      kind: 'contact',
      lead_id: row.submission_id,
      lead: {
        name: 'Priya Patel',
        email: 'priya@example.com',
        investment_amount: '50k-100k',
        utm_source: 'newsletter',
        utm_campaign: 'spring',
        utm_medium: null,
        referrer: 'www.google.com',
        landing_page: '/landing',
      },
    });
    // A tampered body, another secret or an old timestamp fails the receiver's check.
    expect(verifyDelivery(req!.headers, req!.body.replace('Priya', 'Pria'), SECRET)).toBe(false);
    expect(verifyDelivery(req!.headers, req!.body, `whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`)).toBe(
      false,
    );
    expect(verifyDelivery(req!.headers, req!.body, SECRET, Math.floor(Date.now() / 1000) + 301)).toBe(false);
  });

  it('retries a failing receiver with backoff and the same key: two failures, then exactly one record', async () => {
    configure();
    hook.failFirst = 2;
    await postJson(dealLead, '/api/send-deal-lead', { name: 'Sam', email: 'sam@example.com' });
    let [row] = await webhookRows();
    expect(row).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(row.last_error).toBe('LEAD_WEBHOOK_URL: the receiver answered 500');
    // Not due yet: the first backoff is a minute.
    expect((await retryUnsent({ now: later(0.5), minAgeMs: 0 })).checked).toBe(0);
    await retryUnsent({ now: later(1.5), minAgeMs: 0 });
    [row] = await webhookRows();
    expect(row).toMatchObject({ status: 'retrying', attempts: 2 });
    await retryUnsent({ now: later(4), minAgeMs: 0 });
    [row] = await webhookRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(hook.requests.map((r) => r.answered)).toEqual([500, 500, 200]);
    expect(new Set(hook.requests.map((r) => r.id))).toEqual(new Set([row.delivery_id]));
    expect(hook.requests.every((r) => r.verified)).toBe(true);
    expect(hook.records.size).toBe(1);
    // Nothing more is due.
    expect((await retryUnsent({ now: later(600), minAgeMs: 0 })).checked).toBe(0);
  });

  it('a delivery interrupted mid-send is tried again with its key, never marked failed', async () => {
    configure();
    hook.failFirst = 1;
    await postJson(dealLead, '/api/send-deal-lead', { name: 'Sam', email: 'sam@example.com' });
    // As a sender that stopped between sending and saving leaves it: claimed, its lease run out.
    await h.db.query(
      `UPDATE outbox SET status = 'sending', claimed_until = now() - interval '1 minute' WHERE channel = 'webhook'`,
    );
    const report = await retryUnsent({ minAgeMs: 0 });
    expect(report).toMatchObject({ interrupted: 1, sent: 1 });
    const [row] = await webhookRows();
    expect(row).toMatchObject({ status: 'sent', failed_at: null });
    expect(hook.requests.map((r) => [r.id, r.answered])).toEqual([
      [row.delivery_id, 500],
      [row.delivery_id, 200],
    ]);
    expect(hook.records.size).toBe(1);
  });

  it('a delivery interrupted on its last attempt fails for good, as a send that failed would', async () => {
    configure();
    await postJson(dealLead, '/api/send-deal-lead', { name: 'Sam', email: 'sam@example.com' });
    await h.db.query(
      `UPDATE outbox SET status = 'sending', attempts = ${MAX_ATTEMPTS}, claimed_until = now() - interval '1 minute'
       WHERE channel = 'webhook'`,
    );
    const requests = hook.requests.length;
    expect(await retryUnsent({ minAgeMs: 0 })).toMatchObject({ interrupted: 1, sent: 0 });
    const [row] = await webhookRows();
    expect(row).toMatchObject({ status: 'failed' });
    expect(row.failed_at).not.toBeNull();
    expect(hook.requests.length).toBe(requests);
  });

  it('sends each kind to its own setting, or the one for all; "off" turns a kind off', async () => {
    const other = await startWebhookStandin({ secret: SECRET });
    try {
      configure({
        LEAD_WEBHOOK_URL: hook.url,
        LEAD_WEBHOOK_URL_DEAL_LEAD: other.url,
        LEAD_WEBHOOK_URL_CALCULATOR: 'off',
      });
      await postJson(contact, '/api/contact', contactMessage);
      await postJson(dealLead, '/api/send-deal-lead', { name: 'Sam', email: 'sam@example.com' });
      await postJson(calculator, '/api/inflation', {
        name: 'Ada',
        email: 'ada@example.com',
        amount: 1000,
        year: 2015,
        month: 1,
        source: 'Website',
      });
      expect(hook.requests.map((r) => r.json.kind)).toEqual(['contact']);
      expect(other.requests.map((r) => r.json.kind)).toEqual(['deal-lead']);
      expect((await webhookRows()).map((r) => r.submission_kind)).toEqual(['contact', 'deal-lead']);
    } finally {
      await other.close();
    }
  });

  it('tells the webhook of a confirmed subscription and of its end, never of a pending sign-up', async () => {
    configure();
    await postJson(newsletter, '/api/newsletter', { email: 'nora@example.com', source: 'footer-newsletter' });
    expect(hook.requests).toEqual([]);
    const [sub] = await h.db.rows('subscribers');
    const link = h.postmark.sent
      .find((m) => m.Tag === 'newsletter-confirm')!
      .TextBody!.match(/https?:\S+confirm\S+/)![0];
    const url = new URL(link);
    const res = await confirm(new Request(`${BASE}${url.pathname}${url.search}`, { method: 'POST' }), devContext);
    expect(res.status).toBe(200);
    expect(hook.requests.map((r) => r.json.event)).toEqual(['subscribed']);
    expect(hook.requests[0]!.json.lead).toMatchObject({ email: 'nora@example.com', status: 'subscribed' });
    const unsubscribeLink = h.postmark.sent
      .find((m) => m.Tag === 'newsletter-welcome')!
      .Headers!.find((x) => x.Name === 'List-Unsubscribe')!
      .Value.slice(1, -1);
    const u = new URL(unsubscribeLink);
    expect(
      (await unsubscribeFn(new Request(`${BASE}${u.pathname}${u.search}`, { method: 'POST' }), devContext as never))
        .status,
    ).toBe(200);
    expect(hook.requests.map((r) => r.json.event)).toEqual(['subscribed', 'unsubscribed']);
    expect(hook.requests[1]!.json.lead).toMatchObject({ email: 'nora@example.com', status: 'unsubscribed' });
    expect(hook.requests[1]!.json.lead_id).toBe(sub.id);
    expect(new Set(hook.requests.map((r) => r.id)).size).toBe(2);
  });

  it('never follows a redirect, and never names the address in an error or a log', async () => {
    configure({ LEAD_WEBHOOK_URL: `${hook.url}?token=s3cret-path` });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    hook.mode = 'redirect';
    await postJson(contact, '/api/contact', contactMessage);
    const [row] = await webhookRows();
    expect(row.status).toBe('retrying');
    expect(row.last_error).toBe('LEAD_WEBHOOK_URL: the receiver answered 307, a redirect, which is not followed');
    expect(hook.requests).toHaveLength(1);
    vi.stubEnv('LEAD_WEBHOOK_URL', 'http://127.0.0.1:1/s3cret-path');
    await retryUnsent({ now: later(2), minAgeMs: 0 });
    const failing = (await webhookRows())[0];
    expect(failing.last_error).toMatch(/^LEAD_WEBHOOK_URL: could not be reached/);
    const everything = JSON.stringify([logged.mock.calls, await h.db.query('SELECT last_error FROM outbox')]);
    expect(everything).not.toContain('s3cret');
    expect(everything).not.toContain('127.0.0.1:1');
    logged.mockRestore();
  });

  it('gives up on a receiver that does not answer in time, and tries again later', async () => {
    configure();
    hook.failFirst = 100;
    await postJson(dealLead, '/api/send-deal-lead', { name: 'Sam', email: 'sam@example.com' });
    hook.mode = 'hang';
    // A delivery waits ten seconds for an answer; a direct call with a shorter deadline shows the outcome.
    const [row] = await webhookRows();
    await expect(deliverLead({ ...row, submission_kind: 'deal-lead' }, undefined, { timeoutMs: 200 })).rejects.toThrow(
      'LEAD_WEBHOOK_URL: no answer within 0.2 s',
    );
  });

  it('holds deliveries (and says why, by name) while the secret is missing or the address is refused', async () => {
    vi.stubEnv('LEAD_WEBHOOK_URL', hook.url);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await postJson(contact, '/api/contact', contactMessage);
    expect((await webhookRows())[0]).toMatchObject({
      status: 'retrying',
      last_error: 'LEAD_WEBHOOK_SECRET is not set',
    });
    expect(hook.requests).toEqual([]);
    const production = { deploy: { context: 'production' } };
    const found = await failingWebhooks.check({ now: new Date(), context: production });
    expect(found?.headline).toBe('2 webhook setting(s) wrong');
    const text = JSON.stringify(found?.blocks);
    expect(text).toContain('LEAD_WEBHOOK_URL must be an https:// address on a deployed site');
    expect(text).toContain('LEAD_WEBHOOK_SECRET is not set');
    expect(text).not.toContain(hook.url);
    vi.restoreAllMocks();
  });

  it('lists in the daily summary a lead whose delivery keeps failing, and one that failed for good once', async () => {
    configure();
    hook.failFirst = 100;
    await postJson(contact, '/api/contact', contactMessage);
    expect(await failingWebhooks.check({ now: new Date() })).toBeNull();
    await retryUnsent({ now: later(2), minAgeMs: 0 });
    await retryUnsent({ now: later(5), minAgeMs: 0 });
    const found = await failingWebhooks.check({ now: new Date() });
    expect(found?.headline).toBe('1 lead delivery(ies) still failing');
    expect(JSON.stringify(found?.blocks)).toContain('contact / lead');
    expect(JSON.stringify(found?.blocks)).not.toContain('priya');
    await h.db.query(`UPDATE outbox SET attempts = 10 WHERE channel = 'webhook'`);
    await retryUnsent({ now: later(600), minAgeMs: 0 });
    expect((await webhookRows())[0].status).toBe('failed');
    const failed = await failingWebhooks.check({ now: new Date() });
    expect(failed?.headline).toBe('1 lead(s) not delivered to the webhook');
    await failed!.reported!();
    expect(await failingWebhooks.check({ now: new Date() })).toBeNull();
  });
});

describe('webhook settings', () => {
  it('reads a kind’s own setting by its name, and says which is wrong', () => {
    vi.stubEnv('LEAD_WEBHOOK_SECRET', SECRET);
    vi.stubEnv('LEAD_WEBHOOK_URL_CALCULATOR_REPORT', 'not an address');
    expect(webhookOwed('calculator-report')).toBe(true);
    expect(webhookOwed('calculator-lead')).toBe(false);
    expect(webhookSettingProblems()).toEqual(['LEAD_WEBHOOK_URL_CALCULATOR_REPORT is not an absolute URL']);
    vi.stubEnv('LEAD_WEBHOOK_URL_CALCULATOR_REPORT', 'off');
    expect(webhookOwed('calculator-report')).toBe(false);
  });

  it('refuses addresses that must not receive leads', () => {
    expect(webhookUrlProblem('https://hooks.zapier.com/hooks/catch/1/abc/', true)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:8992/hook', false)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/x', true)).toMatch(/https/);
    expect(webhookUrlProblem('hooks.example.com/x', false)).toBe('is not an absolute URL');
    expect(webhookUrlProblem('ftp://hooks.example.com/x', false)).toMatch(/https/);
    expect(webhookUrlProblem('https://user:pw@hooks.example.com/x', false)).toMatch(/user name/);
    for (const internal of [
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.0.1/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://intranet/x',
    ])
      expect(webhookUrlProblem(internal, true), internal).not.toBeNull();
  });

  it('reads the signing secret as the official library does: base64url, spaces or a passphrase are refused', () => {
    const key = Buffer.from([...Array(32).keys()].map((i) => 250 + (i % 6))).toString('base64'); // has + and /
    expect(webhookSecretProblem(`whsec_${key}`)).toBeNull();
    for (const wrong of [
      `whsec_${key.replace(/\+/g, '-').replace(/\//g, '_')}`,
      `whsec_${key.slice(0, 20)} ${key.slice(20)}`,
      'whsec_correct horse battery staple and more words',
      `whsec_${Buffer.from('too short').toString('base64')}`,
      `whsec_${Buffer.alloc(65).toString('base64')}`,
    ])
      expect(webhookSecretProblem(wrong), wrong).toMatch(/must be whsec_/);
    expect(webhookSecretProblem(undefined)).toBe('LEAD_WEBHOOK_SECRET is not set');
  });

  it('signs as Standard Webhooks does', () => {
    // The specification's own example: msg_p5jXN8AQM9LWM0D4loKWxJek, 1614265330, {"test": 2432232314}.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(signDelivery('msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}', secret)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });
});

describe('the retry job, with a receiver that hangs', () => {
  it('sends a due e-mail in the same run: mail and webhook deliveries each have their own lane', async () => {
    const hanging = await startWebhookStandin({ secret: SECRET });
    hanging.mode = 'hang';
    configure({ LEAD_WEBHOOK_URL: hanging.url });
    // Thirty leads whose deliveries are due (and due first), and one acknowledgement due after them.
    await h.db.query(
      `INSERT INTO deal_leads (name, email) SELECT 'Lead ' || n, 'lead' || n || '@example.com' FROM generate_series(1, 30) AS n`,
    );
    await h.db.query(
      `INSERT INTO outbox (submission_kind, submission_id, mail, channel, status, next_attempt_at)
       SELECT 'deal-lead', id, 'lead', 'webhook', 'retrying', now() - interval '10 minutes' FROM deal_leads`,
    );
    await h.db.query(
      `INSERT INTO outbox (submission_kind, submission_id, mail, status, next_attempt_at)
       SELECT 'deal-lead', id, 'checklist', 'retrying', now() - interval '1 minute' FROM deal_leads WHERE name = 'Lead 1'`,
    );
    let finished = false;
    const run = retryUnsent({ minAgeMs: 0 }).finally(() => (finished = true));
    try {
      const deadline = Date.now() + 8_000;
      while (h.postmark.sent.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      // The e-mail went while the deliveries still hung (each waits up to ten seconds for an answer).
      expect(h.postmark.sent.map((m) => [m.To, m.Tag])).toEqual([['lead1@example.com', 'deal-lead-checklist']]);
      expect(finished).toBe(false);
    } finally {
      await hanging.close();
    }
    // Closed, the receiver refuses the rest at once: each delivery waits for the next run's retry.
    expect(await run).toMatchObject({ checked: 31, sent: 1, stillFailing: 30 });
  });
});
