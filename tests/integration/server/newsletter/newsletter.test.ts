/**
 * POST /api/newsletter and the double opt-in: a sign-up is pending until its confirmation link is
 * followed; the link is signed, single-use and expires; the answer never says whether an address
 * is on the list.
 */
import { describe, expect, it } from 'vitest';
import confirmFn from '../../../../functions/confirm';
import newsletter from '../../../../functions/newsletter';
import resubscribeFn from '../../../../functions/resubscribe';
import unsubscribeFn from '../../../../functions/unsubscribe';
import { api } from '../../../../src/lib/paths';
import { SIGN_UP } from '../../../../src/server/newsletter/links';
import { site } from '../../../../src/lib/site';
import { leadsCsv } from '../../../../src/server/storage/leadsExport';
import { eraseAddress } from '../../../../src/server/storage/retention';
import { CONFIRMED_VIA } from '../../../../src/server/newsletter/subscriptions';
import { BASE, postForm, postJson } from '../../../support/handlers';
import { confirmedSubscriber, getLink, linkIn, postLink, sentTo } from '../../../support/mail-links';
import { useHarness } from '../../../support/setup';

const h = useHarness();
const PATH = api.newsletter;
const subscribers = () => h.db.rows('subscribers');
const signUp = (email: string, source = 'footer-newsletter') => postJson(newsletter, PATH, { email, source });

describe('a new sign-up (double opt-in)', () => {
  it('is stored as pending and sent one confirmation with a signed, single-use link; following it subscribes, records the proof and welcomes', async () => {
    const res = await signUp('  Jane.Doe@Example.COM ');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const [pending, ...rest] = await subscribers();
    expect(rest).toEqual([]);
    expect(pending).toMatchObject({
      email: 'jane.doe@example.com',
      source: 'footer-newsletter',
      status: 'pending',
      confirmed_at: null,
      subscribed_at: null,
    });
    expect(await h.db.rows('outbox')).toMatchObject([
      { submission_kind: 'newsletter', submission_id: pending.id, mail: 'confirm', status: 'sent' },
    ]);
    expect(h.postmark.sent.map((m) => [m.To, m.Tag])).toEqual([['jane.doe@example.com', 'newsletter-confirm']]);
    const confirmation = h.postmark.sent[0]!;
    // Not marketing: no unsubscribe link, and nothing the visitor typed.
    expect(confirmation.Headers ?? []).not.toContainEqual(expect.objectContaining({ Name: 'List-Unsubscribe' }));
    expect(confirmation.TextBody).not.toContain('/api/newsletter/unsubscribe');
    const link = linkIn(confirmation, api.confirm);
    expect(confirmation.HtmlBody).toContain(link.href.replace(/&/g, '&amp;'));
    expect(link.searchParams.get('s')).toBe(pending.id);
    expect(link.searchParams.get('n')).toBe(pending.link_nonce);
    expect(await leadsCsv('newsletter')).toContain('"jane.doe@example.com","pending","footer-newsletter","",""');

    // A mail scanner's GET only shows the question.
    const page = await getLink(confirmFn, link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    expect((await subscribers())[0].status).toBe('pending');

    const done = await postLink(confirmFn, link);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You are subscribed');
    const [subscribed] = await subscribers();
    expect(subscribed).toMatchObject({ status: 'subscribed', confirmed_via: CONFIRMED_VIA.confirm, link_nonce: null });
    expect(subscribed.confirmed_at).toBeInstanceOf(Date);
    // The mail limit counted the confirmation link by a keyed digest of the inbox: no address is kept for it.
    const counted = await h.db.query('SELECT * FROM mail_inboxes');
    expect(counted).toHaveLength(1);
    expect(JSON.stringify(counted)).not.toMatch(/jane|example/);
    const csv = await leadsCsv('newsletter');
    expect(csv).toContain(
      `"jane.doe@example.com","subscribed","footer-newsletter","${subscribed.confirmed_at.toISOString()}","${CONFIRMED_VIA.confirm}"`,
    );

    // The welcome follows, with the unsubscribe link every marketing e-mail carries.
    const welcome = sentTo(h, 'jane.doe@example.com', 'newsletter-welcome');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.From).toContain(site.email);
    const unsubscribe = linkIn(welcome[0], api.unsubscribe);
    expect(welcome[0]!.Headers).toContainEqual({ Name: 'List-Unsubscribe', Value: `<${unsubscribe.href}>` });

    // Used once: used again, it says the subscription is confirmed already, and no second welcome goes.
    const again = await postLink(confirmFn, link);
    expect(again.status).toBe(200);
    const againText = await again.text();
    expect(againText).toContain('Already confirmed');
    expect(againText).toContain('This subscription is already confirmed');
    expect(againText).not.toMatch(/expired|sign up again/i);
    expect(sentTo(h, 'jane.doe@example.com', 'newsletter-welcome')).toHaveLength(1);

    // And the welcome's unsubscribe link works, by confirm page then POST (or one click).
    expect((await getLink(unsubscribeFn, unsubscribe)).status).toBe(200);
    const gone = await postLink(unsubscribeFn, unsubscribe, 'List-Unsubscribe=One-Click');
    expect(await gone.text()).toContain('You have been unsubscribed');
    expect((await subscribers())[0]).toMatchObject({ status: 'unsubscribed', confirmed_at: null });
    const tampered = await getLink(
      unsubscribeFn,
      new URL(`${BASE}${api.unsubscribe}?s=${subscribed.id}&t=${'A'.repeat(43)}`),
    );
    expect(tampered.status).toBe(400);
  });

  it('a confirmation link is refused when tampered with, used for another purpose, replaced, expired or erased', async () => {
    await signUp('link@example.com');
    const link = linkIn(h.postmark.sent[0], api.confirm);
    const altered = (key: string, value: string) => {
      const url = new URL(link);
      url.searchParams.set(key, value);
      return url;
    };
    expect((await postLink(confirmFn, altered('t', 'A'.repeat(43)))).status).toBe(400);
    expect((await postLink(confirmFn, altered('n', 'B'.repeat(22)))).status).toBe(400); // the signature covers the nonce
    const { id } = (await subscribers())[0];
    expect((await postLink(resubscribeFn, new URL(`${BASE}${api.resubscribe}${link.search}`))).status).toBe(400);
    expect(
      (await postLink(unsubscribeFn, new URL(`${BASE}${api.unsubscribe}?s=${id}&t=${link.searchParams.get('t')}`)))
        .status,
    ).toBe(400);

    // Expired after seven days: the page says so and offers to sign up again.
    await h.db.query(`UPDATE subscribers SET link_sent_at = now() - interval '8 days'`);
    const expired = await postLink(confirmFn, link);
    expect(expired.status).toBe(410);
    const expiredText = await expired.text();
    expect(expiredText).toContain('This link has expired');
    expect(expiredText).toContain(`<a class="btn btn--primary" href="${SIGN_UP}">Sign up again</a>`);
    // A day after the first, a new sign-up sends a fresh link; the older one stays dead.
    h.postmark.sent.length = 0;
    await signUp('link@example.com');
    const fresh = linkIn(h.postmark.sent[0], api.confirm);
    expect(fresh.searchParams.get('n')).not.toBe(link.searchParams.get('n'));
    await h.db.query(`UPDATE subscribers SET link_sent_at = now() - interval '1 hour'`);
    const replaced = await postLink(confirmFn, link);
    expect(replaced.status).toBe(410);
    expect(await replaced.text()).toContain('A newer confirmation link was sent since');
    // Erased: the live link dies too.
    await eraseAddress('LINK@example.com');
    expect((await postLink(confirmFn, fresh)).status).toBe(410);
    expect((await subscribers())[0]).toMatchObject({ status: 'unsubscribed', link_nonce: null });
  });

  it('a pending address signing up again the same day is sent nothing more; a day later it gets a fresh link', async () => {
    await signUp('again@example.com');
    await signUp('AGAIN@example.com', 'updates-page');
    expect(h.postmark.sent).toHaveLength(1);
    await h.db.query(`UPDATE subscribers SET link_sent_at = link_sent_at - interval '1 day'`);
    await signUp('again@example.com');
    expect(h.postmark.sent.map((m) => m.Tag)).toEqual(['newsletter-confirm', 'newsletter-confirm']);
    expect((await postLink(confirmFn, linkIn(h.postmark.sent[0], api.confirm))).status).toBe(410);
    expect((await postLink(confirmFn, linkIn(h.postmark.sent[1], api.confirm))).status).toBe(200);
  });

  it('of 50 simultaneous sign-ups of one address, all are answered alike, one is stored and one confirmation sent', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signUp(i % 2 ? 'race@example.com' : ' Race@Example.com')),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await subscribers()).toHaveLength(1);
    expect(h.postmark.sent).toHaveLength(1);
  });
});

describe('no one can learn from a sign-up whether an address is on the list', () => {
  it('a new, a pending, a subscribed and an unsubscribed address get the same answer, as JSON and as a form post', async () => {
    await signUp('pending@example.com');
    await confirmedSubscriber(h, 'member@example.com');
    const welcome = await confirmedSubscriber(h, 'left@example.com');
    expect((await postLink(unsubscribeFn, linkIn(welcome, api.unsubscribe))).status).toBe(200);
    for (const email of ['new@example.com', 'pending@example.com', 'member@example.com', 'left@example.com']) {
      const json = await signUp(email, 'updates-page');
      expect([email, json.status, await json.text()]).toEqual([email, 200, '{"success":true}']);
      const form = await postForm(newsletter, PATH, { email, source: 'footer-newsletter' });
      expect([email, form.status, form.headers.get('location'), await form.text()]).toEqual([
        email,
        303,
        '/subscribed',
        '',
      ]);
    }
    // A subscriber is sent nothing; only the new address got a confirmation, the one that left a re-subscribe link.
    expect(h.postmark.sent.map((m) => [m.To, m.Tag]).sort()).toEqual([
      ['left@example.com', 'newsletter-resubscribe'],
      ['new@example.com', 'newsletter-confirm'],
    ]);
  });

  it("answers 400 with 'Invalid email' for a bad or missing address", async () => {
    for (const email of ['not-an-email', 'a b@c.d', 'a@b', '', '   ', 42, ['a@b.co'], null]) {
      const res = await postJson(newsletter, PATH, { email, source: 'footer-newsletter' });
      expect(res.status, JSON.stringify(email)).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ success: false });
      expect(body.message).toContain('Invalid email');
    }
    expect(await subscribers()).toHaveLength(0);
  });
});

describe('checklist requests', () => {
  it('a subscriber is e-mailed the checklist with the unsubscribe link, at most once a day', async () => {
    await confirmedSubscriber(h, 'kim@example.com');
    for (let i = 0; i < 2; i++)
      expect((await signUp('KIM@example.com', 'checklist-2-bed-social-housing')).status).toBe(200);
    expect(await subscribers()).toHaveLength(1);
    const checklists = sentTo(h, 'kim@example.com', 'checklist-checklist');
    expect(checklists).toHaveLength(1);
    expect(checklists[0]!.TextBody).toContain(site.checklistUrl);
    expect(checklists[0]!.TextBody).toContain('/api/newsletter/unsubscribe?');
    expect(checklists[0]!.TextBody).not.toContain(api.confirm);
    expect(await h.db.rows('checklist_requests')).toHaveLength(2);
    await h.db.query(`UPDATE subscribers SET last_checklist_at = last_checklist_at - interval '1 day'`);
    expect((await signUp('kim@example.com', 'checklist-4-bed-family-social-housing')).status).toBe(200);
    expect(sentTo(h, 'kim@example.com', 'checklist-checklist')).toHaveLength(2);
  });

  it('a new address gets the checklist, whose e-mail asks it to confirm the subscription; it stays pending until it does', async () => {
    const res = await signUp('new@example.com', 'checklist-4-bed-family-social-housing');
    expect(res.status).toBe(200);
    expect(await subscribers()).toEqual([
      expect.objectContaining({
        email: 'new@example.com',
        source: 'checklist-4-bed-family-social-housing',
        status: 'pending',
      }),
    ]);
    expect(h.postmark.sent.map((m) => m.Tag)).toEqual(['checklist-checklist']);
    const mail = h.postmark.sent[0]!;
    expect(mail.TextBody).toContain(site.checklistUrl);
    expect(mail.TextBody).not.toContain('/api/newsletter/unsubscribe');
    expect(mail.Headers ?? []).not.toContainEqual(expect.objectContaining({ Name: 'List-Unsubscribe' }));
    expect(await leadsCsv('newsletter')).toContain('"new@example.com","pending"');
    expect((await postLink(confirmFn, linkIn(mail, api.confirm))).status).toBe(200);
    expect((await subscribers())[0]).toMatchObject({
      status: 'subscribed',
      confirmed_via: CONFIRMED_VIA.confirm,
      source: 'checklist-4-bed-family-social-housing',
    });
    expect(h.postmark.sent.map((m) => m.Tag)).toEqual(['checklist-checklist', 'newsletter-welcome']);
  });

  it('a plain form post is redirected with 303 to the right confirmation page', async () => {
    const a = await postForm(newsletter, PATH, { email: 'form@example.com', source: 'footer-newsletter' });
    expect([a.status, a.headers.get('location')]).toEqual([303, '/subscribed']);
    const b = await postForm(newsletter, PATH, { email: 'form@example.com', source: 'checklist-2-bed-social-housing' });
    expect([b.status, b.headers.get('location')]).toEqual([303, '/checklist-sent']);
  });
});
