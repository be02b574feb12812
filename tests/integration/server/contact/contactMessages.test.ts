import { describe, expect, it } from 'vitest';
import contact from '../../../../functions/contact';
import { site } from '../../../../src/lib/site';
import { postJson, postForm } from '../../../support/handlers';
import { useHarness } from '../../../support/setup';

const h = useHarness();

const contactMessage = {
  name: 'Priya Patel',
  email: 'priya@example.com',
  phone: '07700 900123',
  investmentAmount: '50k-100k',
  interest: 'joint-venture',
  message: 'I would like to hear about joint ventures.',
};

describe('POST /api/contact', () => {
  it('stores the message, notifies the company with reply-to and acknowledges its sender', async () => {
    const res = await postJson(contact, '/api/contact', contactMessage);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const records = await h.db.records('contact');
    expect(records).toHaveLength(1);
    expect(records[0].data).toEqual(contactMessage);
    expect(records[0].mail).toMatchObject({ notify: { status: 'sent' }, ack: { status: 'sent' } });
    const notify = h.postmark.sent.find((m) => m.Tag === 'contact-notify')!;
    // The subject names the kind and the reference, never the visitor's words; those are in the body.
    expect(notify).toMatchObject({
      To: site.email,
      ReplyTo: 'priya@example.com',
      Subject: `New enquiry #${records[0].key.slice(0, 8)}`,
    });
    expect(notify.TextBody).toContain('Priya Patel');
    expect(notify.TextBody).toContain('£50k–£100k');
    expect(notify.TextBody).toContain('Joint venture opportunities');
    const ack = h.postmark.sent.find((m) => m.Tag === 'contact-ack')!;
    expect(ack.To).toBe('priya@example.com');
    expect(ack.TextBody).toContain('within 1 working day');
    expect(ack.HtmlBody).toContain('within 1 working day');
    expect(ack.Headers).toBeUndefined();
  });

  it('tells the company where the lead came from: campaign, ad click id, referring site, first page and variant', async () => {
    const attribution = {
      utm_source: 'linkedin',
      utm_medium: 'paid-social',
      utm_campaign: 'spring-2027',
      gclid: 'Cj0KCQiA_test-click-1234',
      referrer: 'www.linkedin.com',
      landing_page: '/landing/spring',
      landing_variant: 'b',
    };
    expect((await postJson(contact, '/api/contact', { ...contactMessage, attribution })).status).toBe(200);
    const [stored] = await h.db.rows('contact_messages');
    expect(stored.attribution).toEqual(attribution);
    const notify = h.postmark.sent.find((m) => m.Tag === 'contact-notify')!;
    for (const line of [
      'Where they came from:',
      'Campaign: spring-2027 (linkedin / paid-social)',
      'Google Ads click id: Cj0KCQiA_test-click-1234',
      'Referring site: www.linkedin.com',
      'First page: /landing/spring (variant b)',
    ])
      expect(notify.TextBody).toContain(line);
  });

  it('keeps nothing of where the lead came from when the browser sends Global Privacy Control', async () => {
    const attribution = { utm_campaign: 'spring-2027', gclid: 'Cj0KCQiA_test-click-1234', landing_page: '/landing' };
    const res = await postJson(contact, '/api/contact', { ...contactMessage, attribution }, { 'sec-gpc': '1' });
    expect(res.status).toBe(200);
    expect((await h.db.rows('contact_messages'))[0].attribution).toBeNull();
    expect(h.postmark.sent.find((m) => m.Tag === 'contact-notify')!.TextBody).toContain('Came from: not recorded');
  });

  it("answers 400 with each wrong field's message", async () => {
    const res = await postJson(contact, '/api/contact', {
      name: 'P',
      email: 'nope',
      investmentAmount: '',
      interest: 'x',
      message: 'short',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false });
    expect(body.errors).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      investmentAmount: 'Please select an investment amount',
      interest: "Please select what you're interested in",
      message: 'Message must be at least 10 characters',
    });
    expect(await h.db.records('contact')).toHaveLength(0);
    expect(h.postmark.sent).toHaveLength(0);
  });

  it('escapes markup and keeps CR/LF out of headers', async () => {
    const name = 'Eve\r\nBcc: victim@example.com <script>alert(1)</script>';
    const res = await postJson(contact, '/api/contact', {
      ...contactMessage,
      name,
      message: '<img src=x onerror=alert(1)> hello there',
    });
    expect(res.status).toBe(200);
    for (const m of h.postmark.sent) {
      expect(m.Subject).not.toMatch(/[\r\n]/);
      expect(m.HtmlBody).not.toContain('<script>');
      expect(m.HtmlBody).not.toContain('<img src=x');
    }
    expect(h.postmark.sent.find((m) => m.Tag === 'contact-notify')!.HtmlBody).toContain(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
    const stored = (await h.db.records('contact'))[0];
    expect(stored.data.name).toBe('Eve Bcc: victim@example.com <script>alert(1)</script>');
  });

  it('accepts unicode, emoji and right-to-left names exactly', async () => {
    for (const name of ['Zoë Ørsted-Łukasiewicz', '😀 Smiley 🏠', 'محمد العلي', 'שרה כהן']) {
      const res = await postJson(contact, '/api/contact', { ...contactMessage, name });
      expect(res.status, name).toBe(200);
    }
    const names = (await h.db.records('contact')).map((r) => r.data.name).sort();
    expect(names).toEqual(['Zoë Ørsted-Łukasiewicz', '😀 Smiley 🏠', 'محمد العلي', 'שרה כהן'].sort());
  });

  it('answers a plain form post with a 303, or a page listing what to fix with the values echoed', async () => {
    const ok = await postForm(contact, '/api/contact', contactMessage);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/message-sent');

    const bad = await postForm(
      contact,
      '/api/contact',
      { ...contactMessage, name: '"><b>x', message: 'short' },
      { referer: 'http://localhost:8888/contact?utm=1' },
    );
    expect(bad.status).toBe(400);
    expect(bad.headers.get('location')).toBeNull();
    expect(bad.headers.get('content-type')).toContain('text/html');
    const html = await bad.text();
    expect(html).toContain('Message must be at least 10 characters');
    expect(html).toContain('value="&quot;&gt;&lt;b&gt;x"');
    expect(html).not.toContain('<b>x');
    expect(html).toContain('<form method="post" action="/api/contact?back=%2Fcontact">');
    expect(html).toContain('<option value="50k-100k" selected>');
    expect(html).toContain('href="/contact"');
    expect(html).not.toMatch(/<script/i);

    const foreign = await postForm(
      contact,
      '/api/contact',
      { ...contactMessage, message: '' },
      { referer: 'https://evil.example/contact' },
    );
    expect(await foreign.text()).toContain('href="/"');
  });
});
