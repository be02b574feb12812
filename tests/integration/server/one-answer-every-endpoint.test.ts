/**
 * One answer, one time, for every endpoint that can mail (the report, contact, the deal lead, the checklist and
 * the sign-up), checked by the order of the work rather than a stopwatch: for an address in each state (new,
 * pending, subscribed, unsubscribed, limited, suppressed) the answer is byte for byte the same, and before it has
 * been read nothing has been sent, no grant of the per-inbox limit taken, no sending cap counted, no suppression
 * looked at: all of that is done after the answer (the timing itself is `node scripts/bench/bench-api.mjs
 * --sign-ups`, kept out of the test suite because a shared machine's timings are noise).
 */
import type { Context } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import calculatorReport from '../../../functions/calculator-report';
import contact from '../../../functions/contact';
import dealLead from '../../../functions/deal-lead';
import newsletter from '../../../functions/newsletter';
import unsubscribeFn from '../../../functions/unsubscribe';
import { api } from '../../../src/lib/paths';
import { mailSettings } from '../../../src/server/env';
import { teamKey } from '../../../src/server/inbox/inbox';
import { MAIL_PER_INBOX_PER_DAY } from '../../../src/server/outbox/recipients';
import { BASE, devContext, postJson } from '../../support/handlers';
import { confirmedSubscriber, linkIn, postLink } from '../../support/mail-links';
import { useHarness } from '../../support/setup';

const h = useHarness();

const jpeg =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDAgMDAwLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

type Handler = typeof contact;
const endpoints: [string, Handler, string, (email: string, n: number) => object][] = [
  [
    'report',
    calculatorReport,
    api.calculatorReport,
    (email, n) => ({ name: 'A', email, amount: 2000 + n, month: 1, year: 2010, chartImage: jpeg }),
  ],
  [
    'contact',
    contact,
    api.contact,
    (email) => ({ name: 'Ann', email, investmentAmount: '25k-50k', interest: 'questions', message: 'Please call.' }),
  ],
  ['deal lead', dealLead, api.dealLead, (email) => ({ name: 'Ann', email })],
  ['checklist', newsletter, api.newsletter, (email) => ({ email, source: 'checklist-2-bed-social-housing' })],
  ['sign-up', newsletter, api.newsletter, (email) => ({ email, source: 'footer-newsletter' })],
];

/** An address in each state, with nothing sent since and the counts as they are. */
async function sixStates(): Promise<Record<string, string>> {
  await postJson(newsletter, api.newsletter, { email: 'pending@example.com', source: 'footer-newsletter' });
  await confirmedSubscriber(h, 'member@example.com');
  const welcome = await confirmedSubscriber(h, 'left@example.com');
  expect((await postLink(unsubscribeFn, linkIn(welcome, api.unsubscribe))).status).toBe(200);
  for (let i = 0; i < MAIL_PER_INBOX_PER_DAY; i++)
    await postJson(dealLead, api.dealLead, { name: 'L', email: 'limited@example.com' });
  await h.db.query(
    `INSERT INTO mail_suppressions (inbox, email, reason) VALUES ('gone@example.com', 'gone@example.com', 'hard-bounce')`,
  );
  return {
    new: 'new@example.com',
    pending: 'pending@example.com',
    subscribed: 'member@example.com',
    unsubscribed: 'left@example.com',
    limited: 'limited@example.com',
    suppressed: 'gone@example.com',
  };
}

/**
 * What the gate's work would change: the visitor's grants, cap counts, the provider's requests, rows past 'new'.
 * (The company's hourly count is taken with the submission, the same whatever the visitor's address.)
 */
const traces = async () => ({
  grants: (
    await h.db.query(`SELECT inbox, mailed_at FROM mail_inboxes WHERE inbox <> $1 ORDER BY inbox`, [
      teamKey(mailSettings().companyInbox),
    ])
  ).map((r) => String(r.mailed_at)),
  caps: (await h.db.query(`SELECT key, sent_at FROM mail_caps ORDER BY key`)).map((r) => String(r.sent_at)),
  requests: h.postmark.requests,
  decided: Number(
    (await h.db.query(`SELECT count(*) AS n FROM outbox WHERE status IN ('withheld', 'suppressed', 'capped')`))[0].n,
  ),
});

describe('every endpoint that can mail answers every state of the address alike, and works on it only after', () => {
  it.each(endpoints)('%s', async (_name, handler, path, body) => {
    const states = await sixStates();
    h.postmark.sent.length = 0;
    const answers = new Set<string>();
    let n = 0;
    for (const [state, email] of Object.entries(states)) {
      const work: Promise<unknown>[] = [];
      const context = { ...devContext, waitUntil: (p: Promise<unknown>) => void work.push(p) } as unknown as Context;
      const before = await traces();
      const res = await handler(
        new Request(BASE + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body(email, n++)),
        }),
        context,
      );
      // Answered: nothing the address's state decides has happened yet.
      expect(await traces(), state).toEqual(before);
      answers.add(`${res.status} ${[...res.headers].join('; ')} ${await res.text()}`);
      await Promise.all(work);
    }
    expect(answers.size).toBe(1);
    // After the answers: the suppressed address was sent nothing, the limited one nothing more.
    expect(h.postmark.sent.filter((m) => ['gone@example.com', 'limited@example.com'].includes(m.To))).toEqual([]);
  });
});
