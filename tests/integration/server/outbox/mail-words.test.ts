/**
 * The site must not send someone else's words from the company's domain. Mail to a visitor's
 * address (nobody has verified it) carries nothing the visitor typed and links only to the
 * company's own site and files; the company's own notification quotes the message, escaped. A
 * notification never fails because of the visitor's address, and no subject or header carries a
 * control, bidi or zero-width character.
 */
import { describe, expect, it } from 'vitest';
import contact from '../../../../functions/contact';
import dealLead from '../../../../functions/deal-lead';
import { site } from '../../../../src/lib/site';
import { mailSettings } from '../../../../src/server/env';
import { composeMail } from '../../../../src/server/outbox/templates';
import { postmarkTransport } from '../../../../src/server/outbox/transport';
import type { ContactRecord, DealLeadRecord } from '../../../../src/server/storage/records';
import { headerSafe } from '../../../../src/server/text';
import type { PostmarkEmail } from '../../../support/postmark-standin';
import { postJson } from '../../../support/handlers';
import { useHarness } from '../../../support/setup';

const h = useHarness();
const siteUrl = mailSettings().siteUrl;

const LURE = 'Your account is locked';
const LINK = 'https://evil.example/login';
const hostile = {
  name: LURE,
  email: 'target@example.com',
  investmentAmount: '25k-50k',
  interest: 'questions',
  message: `Urgent: verify your details at ${LINK} within 24 hours <a href="${LINK}">here</a>`,
};

/** Every URL a message shows or links to, from both parts. */
function urlsIn(m: PostmarkEmail): string[] {
  const hrefs = [...(m.HtmlBody ?? '').matchAll(/href="([^"]*)"/g)].map((x) => x[1]!);
  const text = [...(m.TextBody ?? '').matchAll(/https?:\/\/[^\s<>"]+/g)].map((x) => x[0]);
  return [...hrefs, ...text];
}

/** The company's own address and phone, in every message's footer. */
const companyContacts = [`mailto:${site.email}`, `tel:${site.phone.tel}`];

function expectNoVisitorWords(m: PostmarkEmail, pages: string[]) {
  const allowed = [...pages, ...companyContacts];
  const all = `${m.Subject}\n${m.TextBody}\n${m.HtmlBody}\n${JSON.stringify(m.Headers ?? [])}`;
  expect(all).not.toContain(LURE);
  expect(all).not.toContain('evil.example');
  expect(all).not.toMatch(/Urgent|verify your details/);
  for (const url of urlsIn(m))
    expect(
      allowed.some((a) => url.startsWith(a)),
      url,
    ).toBe(true);
}

describe('mail to an address nobody has verified', () => {
  it('the contact acknowledgement thanks in the company’s words and links only to the site', async () => {
    expect((await postJson(contact, '/api/contact', hostile)).status).toBe(200);
    const ack = h.postmark.sent.find((m) => m.Tag === 'contact-ack')!;
    expect(ack.To).toBe('target@example.com');
    expect(ack.TextBody).toContain(`Thank you for contacting ${site.companyName}`);
    // The site's address, tagged with the e-mail's campaign so a visit it brings back is counted.
    expect(ack.HtmlBody).toContain(
      `href="${siteUrl}/?utm_source=site-email&amp;utm_medium=email&amp;utm_campaign=contact&amp;utm_content=ack"`,
    );
    expectNoVisitorWords(ack, [`${siteUrl}/`]);

    // The company's own notification still carries the message, escaped, with its sender as reply-to.
    const notify = h.postmark.sent.find((m) => m.Tag === 'contact-notify')!;
    expect(notify.To).toBe(site.email);
    expect(notify.ReplyTo).toBe('target@example.com');
    // Its subject is the kind and a reference: the visitor's words are never the headline of our mail.
    expect(notify.Subject).toBe(`New enquiry #${(await h.db.rows('contact_messages'))[0].id.slice(0, 8)}`);
    expect(notify.TextBody).toContain(LURE);
    expect(notify.TextBody).toContain(LINK);
    expect(notify.HtmlBody).toContain('&lt;a href=&quot;https://evil.example/login&quot;&gt;here&lt;/a&gt;');
    expect(notify.HtmlBody).not.toContain(`<a href="${LINK}"`);
  });

  it('the deal-sourcing acknowledgement names no one and links only to the site and the company’s checklist', async () => {
    expect(
      (
        await postJson(dealLead, '/api/send-deal-lead', {
          name: LURE,
          email: 'target@example.com',
          message: hostile.message,
        })
      ).status,
    ).toBe(200);
    const checklist = h.postmark.sent.find((m) => m.Tag === 'deal-lead-checklist')!;
    expect(checklist.TextBody).toContain(site.dealChecklistUrl);
    expectNoVisitorWords(checklist, [`${siteUrl}/`, site.dealChecklistUrl]);
    const notify = h.postmark.sent.find((m) => m.Tag === 'deal-lead-notify')!;
    expect(notify.TextBody).toContain(LINK);
  });
});

const record = <T extends ContactRecord | DealLeadRecord>(r: Omit<T, 'key' | 'createdAt'>) =>
  ({ key: '00000000-0000-4000-8000-000000000000', createdAt: '2026-11-23T00:00:00.000Z', ...r }) as T;
const ctx = { settings: mailSettings(), secret: () => 'secret' };

describe('a notification never fails because of the visitor’s address', () => {
  // Records stored before the address rule can hold what Postmark refuses; the retry job resends them.
  // [stored address, whether Postmark refuses a message with it as reply-to]
  const legacy: [string, boolean][] = [
    ['a,b@example.com', true],
    ['x@example.com.', true],
    ['x@example..com', true],
    ['<x@example.com', true],
    // Postmark reads a display name, but it is not an address the form accepts, so it is not used either.
    ['Jo <jo@example.com>', false],
  ];

  it.each(legacy)('drops the reply-to %j and says why; Postmark accepts the message', async (email, refused) => {
    const contactRecord = record<ContactRecord>({
      kind: 'contact',
      data: { ...hostile, email, phone: '', name: 'Jo' } as ContactRecord['data'],
    });
    const dealRecord = record<DealLeadRecord>({ kind: 'deal-lead', data: { name: 'Jo', email, message: '' } });
    const transport = postmarkTransport({
      token: h.postmark.token,
      requestHost: h.postmark.host,
      useHttps: false,
      timeoutSeconds: 2,
    });
    for (const r of [contactRecord, dealRecord]) {
      const message = await composeMail(r, 'notify', ctx);
      expect(message.replyTo).toBeUndefined();
      expect(message.text).toContain('cannot receive mail as typed');
      await expect(transport.send(message)).resolves.toMatchObject({ id: expect.any(String) });
      // The stand-in refuses what Postmark refuses: the same message with the address as reply-to.
      if (refused)
        await expect(transport.send({ ...message, replyTo: email })).rejects.toMatchObject({ permanent: true });
    }
  });

  it('keeps a deliverable address as reply-to, in its ASCII form', async () => {
    const ok = await composeMail(
      record<ContactRecord>({
        kind: 'contact',
        data: { ...hostile, phone: '', email: 'anna@Bücher.de' } as ContactRecord['data'],
      }),
      'notify',
      ctx,
    );
    expect(ok.replyTo).toBe('anna@xn--bcher-kva.de');
    expect(ok.text).toContain('Reply to this e-mail');
  });
});

describe('format characters in a name', () => {
  it('a right-to-left override or zero-width space is stripped before the name is stored or used', async () => {
    const name = 'Ann\u202Eexe.pdf\u200B Lee';
    expect((await postJson(contact, '/api/contact', { ...hostile, name })).status).toBe(200);
    expect((await h.db.rows('contact_messages'))[0].name).toBe('Annexe.pdf Lee');
    const notify = h.postmark.sent.find((m) => m.Tag === 'contact-notify')!;
    // The one run of format characters a message may hold is the renderer's own: React Email pads the
    // hidden inbox preview with non-breaking and zero-width spaces so the body does not show after it.
    const html = notify.HtmlBody!.replace(
      /(<div[^>]*data-skip-in-text="true"[^>]*>[^<]*)<div>(?:\u00A0\u200C\u200B\u200D\uFEFF)+<\/div>/,
      '$1',
    );
    expect(html).not.toBe(notify.HtmlBody);
    expect(`${html}${notify.TextBody}${notify.Subject}`).not.toMatch(/\p{Cf}/u);
    expect(notify.HtmlBody).toContain('Annexe.pdf Lee');
  });
});

describe('subjects and headers', () => {
  it('carry no control, bidi or zero-width character from a name, nor the name itself', async () => {
    const name = 'Eve\u202Egnp.exe \u2066Admin\u2069\u200B\u200D\uFEFF\u00AD \u0007Bell';
    expect((await postJson(contact, '/api/contact', { ...hostile, name })).status).toBe(200);
    const notify = h.postmark.sent.find((m) => m.Tag === 'contact-notify')!;
    expect(notify.Subject).toMatch(/^New enquiry #[0-9a-f]{8}$/);
    for (const m of h.postmark.sent) {
      for (const value of [m.Subject, m.From, m.To, m.ReplyTo ?? '', ...(m.Headers ?? []).map((x) => x.Value)]) {
        expect(value).not.toMatch(/[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]/u);
      }
    }
  });

  it.each([
    ['plain', 'New enquiry from Priya', 'New enquiry from Priya'],
    ['CR/LF injection', 'Hi\r\nBcc: victim@example.com', 'Hi Bcc: victim@example.com'],
    ['right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['bidi isolates and marks', '\u2067abc\u2069 \u200Fdef\u200E \u061Cg', 'abc def g'],
    ['zero-width space, joiners, BOM, word joiner', 'a\u200Bb\u200Cc\u200Dd\uFEFFe\u2060f', 'abcdef'],
    ['soft hyphen, Hangul filler, tag characters', 'a\u00ADb\u3164c\u{E0041}d', 'abcd'],
    ['line and paragraph separators', 'a\u2028b\u2029c', 'a b c'],
    ['lone surrogate', 'a\uD800b', 'ab'],
    ['runs of space', '  a \t\t b  ', 'a b'],
    ['letters of every script kept', 'Zoë محمد שרה 😀', 'Zoë محمد שרה 😀'],
  ])('headerSafe: %s', (_what, input, expected) => {
    expect(headerSafe(input)).toBe(expected);
  });

  it('headerSafe bounds the length without splitting a character', () => {
    const out = headerSafe(`${'a'.repeat(148)}😀😀😀`, 150);
    expect(out.length).toBeLessThanOrEqual(150);
    expect(out.endsWith('…')).toBe(true);
    expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
