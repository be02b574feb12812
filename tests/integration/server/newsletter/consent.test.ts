/**
 * Consent: an address that unsubscribed is subscribed again only from a link e-mailed to it, once,
 * and gets nothing else; a checklist goes to an address at most once a day, however it is asked for.
 */
import { describe, expect, it } from 'vitest';
import newsletter from '../../../../functions/newsletter';
import resubscribeFn from '../../../../functions/resubscribe';
import unsubscribeFn from '../../../../functions/unsubscribe';
import { api } from '../../../../src/lib/paths';
import { CONFIRMED_VIA } from '../../../../src/server/newsletter/subscriptions';
import { unsubscribeSecret, unsubscribeUrl } from '../../../../src/server/token';
import { BASE, postJson, postForm } from '../../../support/handlers';
import { confirmedSubscriber, getLink as get, linkIn, postLink as post } from '../../../support/mail-links';
import { useHarness } from '../../../support/setup';

const h = useHarness();
const PATH = api.newsletter;

/** A confirmed subscriber who then followed the welcome's unsubscribe link; the sent list emptied. */
async function unsubscribed(email: string) {
  const welcome = await confirmedSubscriber(h, email);
  expect((await post(unsubscribeFn, linkIn(welcome, api.unsubscribe))).status).toBe(200);
  h.postmark.sent.length = 0;
}

describe('an address that unsubscribed', () => {
  it('is kept as address and date only', async () => {
    await unsubscribed('gone@example.com');
    const [row] = await h.db.rows('subscribers');
    expect(row).toMatchObject({
      email: 'gone@example.com',
      status: 'unsubscribed',
      source: '',
      subscribed_at: null,
      confirmed_at: null,
      confirmed_via: null,
    });
    expect(row.unsubscribed_at).toBeInstanceOf(Date);
  });

  it('signing up again answers as usual, stays unsubscribed, and gets only a confirmation link (once a day)', async () => {
    await unsubscribed('back@example.com');
    const res = await postJson(newsletter, PATH, { email: 'Back@example.com', source: 'updates-page' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await h.db.rows('subscribers'))[0]).toMatchObject({ status: 'unsubscribed' });
    expect(h.postmark.sent.map((m) => m.Tag)).toEqual(['newsletter-resubscribe']);
    const confirmation = h.postmark.sent[0]!;
    expect(confirmation.To).toBe('back@example.com');
    expect(confirmation.Headers ?? []).not.toContainEqual(expect.objectContaining({ Name: 'List-Unsubscribe' }));

    // More sign-ups and checklist requests the same day: the same answers, nothing more sent.
    expect((await postForm(newsletter, PATH, { email: 'back@example.com', source: 'footer-newsletter' })).status).toBe(
      303,
    );
    expect(
      (await postJson(newsletter, PATH, { email: 'back@example.com', source: 'checklist-4-bed-family-social-housing' }))
        .status,
    ).toBe(200);
    expect(h.postmark.sent).toHaveLength(1);
    expect((await h.db.rows('subscribers'))[0]).toMatchObject({ status: 'unsubscribed' });

    // Following the link: a confirm page first (mail scanners follow links), then the POST subscribes.
    const link = linkIn(confirmation, api.resubscribe);
    const page = await get(resubscribeFn, link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    expect((await h.db.rows('subscribers'))[0]).toMatchObject({ status: 'unsubscribed' });
    const done = await post(resubscribeFn, link);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are subscribed again');
    expect((await h.db.rows('subscribers'))[0]).toMatchObject({
      status: 'subscribed',
      source: 'updates-page',
      unsubscribed_at: null,
      confirmed_via: CONFIRMED_VIA.resubscribe,
      link_nonce: null,
    });
    // Used once: used again, it says the subscription is confirmed already; and a sign-up gets the usual answer and sends nothing.
    const again = await post(resubscribeFn, link);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('This subscription is already confirmed');
    h.postmark.sent.length = 0;
    expect((await postJson(newsletter, PATH, { email: 'back@example.com', source: 'footer-newsletter' })).status).toBe(
      200,
    );
    expect(h.postmark.sent).toEqual([]);
  });

  it('a confirmation link is refused when tampered with, used for unsubscribing, or too old', async () => {
    await unsubscribed('old@example.com');
    await postJson(newsletter, PATH, { email: 'old@example.com', source: 'footer-newsletter' });
    const link = linkIn(h.postmark.sent[0], api.resubscribe);
    const id = link.searchParams.get('s')!;
    const forged = new URL(link);
    forged.searchParams.set('t', 'A'.repeat(43));
    expect((await post(resubscribeFn, forged)).status).toBe(400);
    // An unsubscribe signature does not confirm a re-subscription, and the other way round.
    const asUnsubscribe = new URL(`${BASE}/api/newsletter/unsubscribe${link.search}`);
    expect((await post(unsubscribeFn, asUnsubscribe)).status).toBe(400);
    await h.db.query(`UPDATE subscribers SET link_sent_at = now() - interval '8 days' WHERE id = $1`, [id]);
    const expired = await post(resubscribeFn, link);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This link has expired');
    expect((await h.db.rows('subscribers'))[0]).toMatchObject({ status: 'unsubscribed' });
  });

  it('a day later, another sign-up sends one more confirmation link', async () => {
    await unsubscribed('later@example.com');
    await postJson(newsletter, PATH, { email: 'later@example.com', source: 'footer-newsletter' });
    await postJson(newsletter, PATH, { email: 'later@example.com', source: 'footer-newsletter' });
    expect(h.postmark.sent).toHaveLength(1);
    await h.db.query(`UPDATE subscribers SET link_sent_at = link_sent_at - interval '1 day'`);
    await postJson(newsletter, PATH, { email: 'later@example.com', source: 'footer-newsletter' });
    expect(h.postmark.sent.map((m) => m.Tag)).toEqual(['newsletter-resubscribe', 'newsletter-resubscribe']);
  });
});

describe('a re-subscribe link', () => {
  it('dies once used: after a later unsubscribe it re-subscribes no one, and only the newest link works', async () => {
    await unsubscribed('twice@example.com');
    await postJson(newsletter, PATH, { email: 'twice@example.com', source: 'footer-newsletter' });
    const first = linkIn(h.postmark.sent[0], api.resubscribe);
    expect((await post(resubscribeFn, first)).status).toBe(200);
    // They opt out again; the old link, still in their inbox (or anyone's who saw it), does nothing now.
    const [row] = await h.db.rows('subscribers');
    expect((await post(unsubscribeFn, new URL(unsubscribeUrl(BASE, row.id, unsubscribeSecret())))).status).toBe(200);
    expect((await post(resubscribeFn, first)).status).toBe(410);
    expect((await h.db.rows('subscribers'))[0]).toMatchObject({ status: 'unsubscribed' });
    // A new request sends a new link; an older unused one dies when it is sent.
    h.postmark.sent.length = 0;
    await postJson(newsletter, PATH, { email: 'twice@example.com', source: 'footer-newsletter' });
    const second = linkIn(h.postmark.sent[0], api.resubscribe);
    await h.db.query(`UPDATE subscribers SET link_sent_at = link_sent_at - interval '1 day'`);
    await postJson(newsletter, PATH, { email: 'twice@example.com', source: 'footer-newsletter' });
    const third = linkIn(h.postmark.sent[1], api.resubscribe);
    expect((await post(resubscribeFn, second)).status).toBe(410);
    expect((await post(resubscribeFn, first)).status).toBe(410);
    expect((await post(resubscribeFn, third)).status).toBe(200);
    expect((await h.db.rows('subscribers'))[0]).toMatchObject({ status: 'subscribed' });
  });
});

describe('checklist requests', () => {
  it('send one checklist per address per day, even when ten arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postJson(newsletter, PATH, {
          email: i % 2 ? 'many@example.com' : 'MANY@example.com ',
          source: 'checklist-4-bed-family-social-housing',
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(h.postmark.sent.map((m) => m.Tag)).toEqual(['checklist-checklist']);
    expect(await h.db.rows('checklist_requests')).toHaveLength(10);
    expect(await h.db.rows('subscribers')).toHaveLength(1);
  });
});

describe('unsubscribe links', () => {
  it('name the subscriber by its random id and a keyed MAC: a guessed address gives nothing away', async () => {
    const link = linkIn(await confirmedSubscriber(h, 'who@example.com'), api.unsubscribe);
    const [row] = await h.db.rows('subscribers');
    expect(link.searchParams.get('s')).toBe(row.id);
    expect(link.search).not.toContain(Buffer.from('who@example.com').toString('hex').slice(0, 10));
    const { createHash } = await import('node:crypto');
    expect(link.search).not.toContain(createHash('sha256').update('who@example.com').digest('hex'));
  });
});
