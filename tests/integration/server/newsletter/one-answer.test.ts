/**
 * One answer, one time: a sign-up is stored and answered alike whatever the address's state (new,
 * pending, subscribed, unsubscribed), and the mail it owes leaves only after the answer, through the
 * platform's waitUntil, so neither the answer nor how long it takes says who is on the list.
 */
import type { Context } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import contact from '../../../../functions/contact';
import newsletter from '../../../../functions/newsletter';
import retryMail from '../../../../functions/retry-mail';
import unsubscribeFn from '../../../../functions/unsubscribe';
import { api } from '../../../../src/lib/paths';
import { actOnLeftSignUps } from '../../../../src/server/newsletter/signups';
import { eraseAddress } from '../../../../src/server/storage/retention';
import { BASE, devContext, runScheduled } from '../../../support/handlers';
import { confirmedSubscriber, linkIn, postLink } from '../../../support/mail-links';
import { useHarness } from '../../../support/setup';

const h = useHarness();

/**
 * A context that keeps what the function hands to waitUntil, as Netlify's runtime does after the
 * answer; that work begins once the answer's body has been read.
 */
function afterAnswer() {
  const work: Promise<unknown>[] = [];
  const context = { ...devContext, waitUntil: (p: Promise<unknown>) => void work.push(p) } as unknown as Context;
  return { context, work, done: () => Promise.all(work) };
}

const post = (handler: typeof newsletter, path: string, body: unknown, context: Context) =>
  handler(
    new Request(BASE + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    context,
  );

/** A pending, a subscribed and an unsubscribed address, with nothing sent to them since. */
async function fourStates() {
  await post(newsletter, api.newsletter, { email: 'pending@example.com', source: 'footer-newsletter' }, devContext);
  await confirmedSubscriber(h, 'member@example.com');
  const welcome = await confirmedSubscriber(h, 'left@example.com');
  expect((await postLink(unsubscribeFn, linkIn(welcome, api.unsubscribe))).status).toBe(200);
  h.postmark.sent.length = 0;
  h.postmark.requests = 0;
  return ['new@example.com', 'pending@example.com', 'member@example.com', 'left@example.com'];
}

describe('a sign-up is answered before any mail leaves, alike for every state of the address', () => {
  it('footer and updates-page sign-ups', async () => {
    const emails = await fourStates();
    const answers = [];
    const after = afterAnswer();
    for (const email of emails) {
      const before = h.postmark.requests;
      const res = await post(newsletter, api.newsletter, { email, source: 'updates-page' }, after.context);
      // Answered, and nothing has gone to the provider yet.
      expect(h.postmark.requests).toBe(before);
      answers.push([res.status, await res.text()]);
      await after.done();
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify([200, '{"success":true}'])]),
    );
    await after.done();
    expect(h.postmark.sent.map((m) => [m.To, m.Tag]).sort()).toEqual([
      ['left@example.com', 'newsletter-resubscribe'],
      ['new@example.com', 'newsletter-confirm'],
    ]);
  });

  it('case-study checklist requests', async () => {
    const emails = await fourStates();
    const after = afterAnswer();
    for (const email of emails) {
      const before = h.postmark.requests;
      const res = await post(
        newsletter,
        api.newsletter,
        { email, source: 'checklist-2-bed-social-housing' },
        after.context,
      );
      expect([res.status, await res.text(), h.postmark.requests]).toEqual([200, '{"success":true}', before]);
      await after.done();
    }
    await after.done();
    expect(h.postmark.sent.map((m) => [m.To, m.Tag]).sort()).toEqual([
      ['left@example.com', 'newsletter-resubscribe'],
      ['member@example.com', 'checklist-checklist'],
      ['new@example.com', 'checklist-checklist'],
      ['pending@example.com', 'checklist-checklist'],
    ]);
  });

  it('a contact message is answered before its notification and acknowledgement go, and a provider that hangs holds up no answer', async () => {
    h.postmark.mode = 'hang';
    const after = afterAnswer();
    const res = await post(
      contact,
      '/api/contact',
      {
        name: 'Ann',
        email: 'ann@example.com',
        investmentAmount: '25k-50k',
        interest: 'questions',
        message: 'Please call me.',
      },
      after.context,
    );
    // Answered while the provider has not even been asked (it would hang past the client's deadline).
    expect([res.status, h.postmark.requests]).toEqual([200, 0]);
    // The work begins once the answer has been read (handed over to the platform).
    expect(await res.text()).toBe('{"success":true}');
    await after.done();
    expect(await h.db.query(`SELECT mail, status FROM outbox ORDER BY id`)).toEqual([
      { mail: 'notify', status: 'retrying' },
      { mail: 'ack', status: 'retrying' },
    ]);
  });
});

describe('a sign-up request left by its function', () => {
  /** What a function that stopped right after answering leaves: the request as it came, not acted on. */
  const leave = (email: string, source: string) =>
    h.db.query(
      `INSERT INTO sign_up_requests (email, source, created_at) VALUES ($1, $2, now() - interval '3 minutes')`,
      [email, source],
    );

  it('is acted on by the retry job, once, however many runs take it', async () => {
    await leave('left.behind@example.com', 'footer-newsletter');
    await leave('also.left@example.com', 'checklist-2-bed-social-housing');
    const [a, b] = await Promise.all([actOnLeftSignUps(), actOnLeftSignUps()]);
    expect(a + b).toBeGreaterThanOrEqual(2);
    expect((await h.db.rows('subscribers')).map((r) => [r.email, r.status]).sort()).toEqual([
      ['also.left@example.com', 'pending'],
      ['left.behind@example.com', 'pending'],
    ]);
    expect(h.postmark.sent.map((m) => [m.To, m.Tag]).sort()).toEqual([
      ['also.left@example.com', 'checklist-checklist'],
      ['left.behind@example.com', 'newsletter-confirm'],
    ]);
    expect(await h.db.query('SELECT * FROM sign_up_requests')).toEqual([]);
  });

  it('waits two minutes for its own request first, and the scheduled job takes it', async () => {
    await h.db.query(`INSERT INTO sign_up_requests (email, source) VALUES ('fresh@example.com', 'footer-newsletter')`);
    expect(await actOnLeftSignUps()).toBe(0);
    await h.db.query(`UPDATE sign_up_requests SET created_at = now() - interval '3 minutes'`);
    expect((await runScheduled(retryMail, 'retry-mail')).status).toBe(204);
    expect(h.postmark.sent.map((m) => m.Tag)).toEqual(['newsletter-confirm']);
  });

  it('is erased with the address', async () => {
    await leave('gone@example.com', 'footer-newsletter');
    expect(await eraseAddress('Gone@Example.com')).toMatchObject({ sign_up_requests: 1 });
    expect(await h.db.query('SELECT * FROM sign_up_requests')).toEqual([]);
  });
});
