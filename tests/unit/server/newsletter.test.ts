import { describe, expect, it } from 'vitest';
import newsletter from '../../../functions/newsletter';
import unsubscribeFn from '../../../functions/unsubscribe';
import { site } from '../../../src/lib/site';
import { devContext, postJson, postForm, BASE } from '../../support/handlers';
import { useHarness } from '../../support/setup';

const h = useHarness();
const PATH = '/api/newsletter';

const subscribers = () => h.db.rows('subscribers');

describe('POST /api/newsletter', () => {
  it('stores one subscriber by normalised address and sends a welcome with a working unsubscribe link', async () => {
    const res = await postJson(newsletter, PATH, { email: '  Jane.Doe@Example.COM ', source: 'footer-newsletter' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const [record, ...rest] = await subscribers();
    expect(rest).toHaveLength(0);
    expect(record).toMatchObject({ email: 'jane.doe@example.com', source: 'footer-newsletter', status: 'subscribed' });
    expect(await h.db.rows('outbox')).toMatchObject([
      { submission_kind: 'newsletter', submission_id: record.id, mail: 'welcome', status: 'sent', attempts: 1, postmark_message_id: expect.any(String) },
    ]);
    expect(h.postmark.sent).toHaveLength(1);
    const mail = h.postmark.sent[0]!;
    expect(mail).toMatchObject({ To: 'jane.doe@example.com', MessageStream: 'outbound', Tag: 'newsletter-welcome' });
    expect(mail.From).toContain(site.email);
    expect(mail.TextBody).toMatch(/unsubscribe/i);
    const link = mail.TextBody!.match(/https?:\/\/\S+\/api\/newsletter\/unsubscribe\?\S+/)![0];
    expect(mail.HtmlBody).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.Headers).toContainEqual({ Name: 'List-Unsubscribe', Value: `<${link}>` });

    const url = new URL(link);
    const confirm = await unsubscribeFn(new Request(`${BASE}${url.pathname}${url.search}`), devContext);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('<form method="post"');
    expect((await subscribers())[0].status).toBe('subscribed');
    const done = await unsubscribeFn(new Request(`${BASE}${url.pathname}${url.search}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click',
    }), devContext);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You have been unsubscribed');
    expect((await subscribers())[0]).toMatchObject({ status: 'unsubscribed' });

    const tampered = await unsubscribeFn(new Request(`${BASE}${url.pathname}?s=${url.searchParams.get('s')}&t=${'A'.repeat(43)}`), devContext);
    expect(tampered.status).toBe(400);

    // The link names the subscriber by an opaque id, not by anything derived from the address.
    expect(url.searchParams.get('s')).toBe((await subscribers())[0].id);
    expect(link).not.toMatch(/[0-9a-f]{64}/);
  });

  it("answers 409 'already subscribed' to a second sign-up, ignoring case and spaces", async () => {
    expect((await postJson(newsletter, PATH, { email: 'sam@example.com', source: 'footer-newsletter' })).status).toBe(200);
    const res = await postJson(newsletter, PATH, { email: ' SAM@example.com  ', source: 'updates-page' });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.message).toContain('already subscribed');
    expect(body.error).toBe(body.message);
    expect(await subscribers()).toHaveLength(1);
    expect(h.postmark.sent).toHaveLength(1);
  });

  it('stores one subscriber and answers 409 to the rest of 50 simultaneous sign-ups', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postJson(newsletter, PATH, { email: i % 2 ? 'race@example.com' : ' Race@Example.com', source: 'footer-newsletter' })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await subscribers()).toHaveLength(1);
    expect(h.postmark.sent).toHaveLength(1);
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

  it('e-mails the checklist to a case-study sign-up, also for an address already subscribed, at most once a day', async () => {
    await postJson(newsletter, PATH, { email: 'kim@example.com', source: 'footer-newsletter' });
    for (let i = 0; i < 2; i++) {
      const res = await postJson(newsletter, PATH, { email: 'KIM@example.com', source: 'checklist-2-bed-social-housing' });
      expect(res.status).toBe(200);
    }
    expect(await subscribers()).toHaveLength(1);
    const checklists = h.postmark.sent.filter((m) => m.Tag === 'checklist-checklist');
    expect(checklists).toHaveLength(1);
    expect(checklists[0]!.TextBody).toContain(site.checklistUrl);
    expect(checklists[0]!.TextBody).toContain('/api/newsletter/unsubscribe?');
    expect(await h.db.rows('checklist_requests')).toHaveLength(2);
    // A day later the next request is e-mailed again.
    await h.db.query(`UPDATE subscribers SET last_checklist_at = last_checklist_at - interval '1 day'`);
    expect((await postJson(newsletter, PATH, { email: 'kim@example.com', source: 'checklist-4-bed-family-social-housing' })).status).toBe(200);
    expect(h.postmark.sent.filter((m) => m.Tag === 'checklist-checklist')).toHaveLength(2);
  });

  it('subscribes a new address from the checklist form without a separate welcome', async () => {
    const res = await postJson(newsletter, PATH, { email: 'new@example.com', source: 'checklist-4-bed-family-social-housing' });
    expect(res.status).toBe(200);
    expect(await subscribers()).toEqual([expect.objectContaining({ email: 'new@example.com', source: 'checklist-4-bed-family-social-housing' })]);
    expect(h.postmark.sent.map((m) => m.Tag)).toEqual(['checklist-checklist']);
  });

  it('redirects a plain form post with 303 to the right confirmation page', async () => {
    const a = await postForm(newsletter, PATH, { email: 'form@example.com', source: 'footer-newsletter' });
    expect(a.status).toBe(303);
    expect(a.headers.get('location')).toBe('/subscribed');
    const b = await postForm(newsletter, PATH, { email: 'form@example.com', source: 'checklist-2-bed-social-housing' });
    expect(b.headers.get('location')).toBe('/checklist-sent');
    const dup = await postForm(newsletter, PATH, { email: 'form@example.com', source: 'updates-page' });
    expect(dup.status).toBe(409);
    expect(dup.headers.get('content-type')).toContain('text/html');
    expect(await dup.text()).toContain('already subscribed');
  });
});
