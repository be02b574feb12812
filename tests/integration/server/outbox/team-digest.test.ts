/**
 * The company's inbox: the first NOTIFICATIONS_PER_HOUR contact messages and deal leads of any hour are
 * notified one by one; the rest are held and arrive together as one digest once the oldest has waited
 * an hour. Subjects carry the kind and a reference, never the visitor's words; those stay in the body,
 * escaped. Nothing is lost: every submission is stored, and a digest that fails is sent again.
 */
import { describe, expect, it } from 'vitest';
import contact from '../../../../functions/contact';
import retryMail from '../../../../functions/retry-mail';
import dealLead from '../../../../functions/deal-lead';
import { site } from '../../../../src/lib/site';
import { sendTeamDigest } from '../../../../src/server/outbox/digest';
import { NOTIFICATIONS_PER_HOUR as PER_HOUR } from '../../../../src/server/outbox/recipients';
import { postJson, runScheduled } from '../../../support/handlers';
import { sentTo } from '../../../support/mail-links';
import { useHarness } from '../../../support/setup';

const h = useHarness();
const LURE = 'URGENT: your account is locked, call 0900 000 000';
const contactMessage = (i: number, name = `Sender ${i}`) => ({
  name,
  email: `sender${i}@example.com`,
  investmentAmount: '25k-50k',
  interest: 'questions',
  message: `Message ${i}: <b>please</b> call me back.`,
});
const toCompany = () => h.postmark.sent.filter((m) => m.To === site.email);
const held = () => h.db.query(`SELECT * FROM outbox WHERE status = 'held' ORDER BY id`);
/** As if an hour and a minute had passed since the held notifications were owed. */
const anHourLater = () =>
  h.db.query(`UPDATE outbox SET created_at = created_at - interval '61 minutes' WHERE status = 'held'`);

describe(`${PER_HOUR} notifications an hour, then one digest`, () => {
  it('seven contact messages in an hour: five notified one by one, two held and then sent as one digest', async () => {
    for (let i = 0; i < 7; i++) expect((await postJson(contact, '/api/contact', contactMessage(i))).status).toBe(200);
    // Every sender is still acknowledged, and every message stored.
    expect(h.postmark.sent.filter((m) => m.Tag === 'contact-ack')).toHaveLength(7);
    expect(await h.db.rows('contact_messages')).toHaveLength(7);
    const notified = sentTo(h, site.email, 'contact-notify');
    expect(notified).toHaveLength(PER_HOUR);
    expect(await held()).toHaveLength(2);

    // Not before the oldest held notification has waited an hour.
    expect((await runScheduled(retryMail, 'retry-mail')).status).toBe(204);
    expect(toCompany()).toHaveLength(PER_HOUR);

    const heldIds = (await held()).map((r) => r.id);
    await anHourLater();
    expect((await runScheduled(retryMail, 'retry-mail')).status).toBe(204);
    const [digest, ...more] = sentTo(h, site.email, 'team-digest');
    expect(more).toEqual([]);
    expect(digest!.Subject).toBe(`2 more website notifications | ${site.companyName}`);
    const ids = (await h.db.rows('contact_messages')).slice(5).map((r) => r.id.slice(0, 8));
    for (const [i, id] of ids.entries()) {
      expect(digest!.TextBody).toContain(`New website enquiry #${id}`);
      expect(digest!.TextBody).toContain(`Sender ${i + 5}`);
    }
    // The visitor's words are in the body, escaped, and there is no single reply-to for a list.
    expect(digest!.HtmlBody).toContain('&lt;b&gt;please&lt;/b&gt;');
    expect(digest!.HtmlBody).not.toContain('<b>please</b>');
    expect(digest!.ReplyTo ?? '').toBe('');
    expect(await held()).toEqual([]);
    // Both rows record the one message that carried them.
    const rows = await h.db.query(`SELECT DISTINCT status, postmark_message_id FROM outbox WHERE id = ANY($1)`, [
      heldIds,
    ]);
    expect(rows).toEqual([{ status: 'sent', postmark_message_id: expect.any(String) }]);

    // The hour over, the next contact message is notified on its own again.
    await h.db.query(
      `UPDATE mail_inboxes SET mailed_at = ARRAY(SELECT t - interval '1 hour' FROM unnest(mailed_at) AS t)`,
    );
    await postJson(contact, '/api/contact', contactMessage(8));
    expect(sentTo(h, site.email, 'contact-notify')).toHaveLength(PER_HOUR + 1);
  });

  it('counts contact messages and deal leads together', async () => {
    for (let i = 0; i < 3; i++) await postJson(contact, '/api/contact', contactMessage(i));
    for (let i = 0; i < 3; i++)
      await postJson(dealLead, '/api/send-deal-lead', { name: `Lead ${i}`, email: `lead${i}@example.com` });
    expect(toCompany()).toHaveLength(PER_HOUR);
    expect((await held()).map((r) => [r.submission_kind, r.mail])).toEqual([['deal-lead', 'notify']]);
    await anHourLater();
    await sendTeamDigest();
    const [digest] = sentTo(h, site.email, 'team-digest');
    expect(digest!.Subject).toBe(`1 more website notification | ${site.companyName}`);
    expect(digest!.TextBody).toContain('New deal-sourcing waitlist lead #');
    expect(digest!.TextBody).toContain('Lead 2');
  });

  it('a digest that fails waits and is sent again; none is lost', async () => {
    for (let i = 0; i < PER_HOUR + 1; i++) await postJson(contact, '/api/contact', contactMessage(i));
    await anHourLater();
    h.postmark.mode = 'fail';
    expect(await sendTeamDigest()).toEqual({ sent: 0, failing: 1 });
    expect(await held()).toMatchObject([{ attempts: 1, last_error: expect.any(String) }]);
    h.postmark.mode = 'ok';
    expect(await sendTeamDigest()).toEqual({ sent: 0, failing: 0 }); // backing off
    expect(await sendTeamDigest(() => new Date(Date.now() + 5 * 60_000))).toEqual({ sent: 1, failing: 0 });
    expect(sentTo(h, site.email, 'team-digest')).toHaveLength(1);
  });

  it('a digest whose submissions cannot be read waits too: they are not taken for gone', async () => {
    for (let i = 0; i < PER_HOUR + 1; i++) await postJson(contact, '/api/contact', contactMessage(i));
    await anHourLater();
    // As a database that fails a read: the table is not where the read looks.
    await h.db.query('ALTER TABLE contact_messages RENAME TO contact_messages_away');
    try {
      expect(await sendTeamDigest()).toEqual({ sent: 0, failing: 1 });
    } finally {
      await h.db.query('ALTER TABLE contact_messages_away RENAME TO contact_messages');
    }
    expect(await held()).toMatchObject([{ attempts: 1, last_error: expect.stringContaining('contact_messages') }]);
    expect(await sendTeamDigest(() => new Date(Date.now() + 5 * 60_000))).toEqual({ sent: 1, failing: 0 });
    expect(sentTo(h, site.email, 'team-digest')).toHaveLength(1);
  });
});

describe("the company's subjects", () => {
  it("carry the kind and a reference, never the visitor's words", async () => {
    await postJson(contact, '/api/contact', contactMessage(1, LURE));
    await postJson(dealLead, '/api/send-deal-lead', { name: LURE, email: 'lure@example.com', message: LURE });
    const [messageRow] = await h.db.rows('contact_messages');
    const [leadRow] = await h.db.rows('deal_leads');
    const notices = toCompany();
    expect(notices.map((m) => m.Subject)).toEqual([
      `New enquiry #${messageRow.id.slice(0, 8)}`,
      `New deal-sourcing lead #${leadRow.id.slice(0, 8)}`,
    ]);
    for (const m of notices) {
      expect(m.Subject).not.toMatch(/URGENT|locked|0900/);
      expect(m.TextBody).toContain(LURE);
    }
  });
});
