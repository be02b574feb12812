/**
 * Under the exempt-audience route what everyone receives teaches: no e-mail to a visitor promotes the
 * investment, and the contact form, which then asks nothing about investing, is accepted without it.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { postForm, postJson } from '../../../support/handlers';
import { useHarness } from '../../../support/setup';

vi.hoisted(() => {
  process.env.SITE_ROUTE = JSON.stringify({ kind: 'exempt-audience', audiences: ['high-net-worth'], validMonths: 12 });
});
// Read when the modules load; no other file may see it.
afterAll(() => {
  delete process.env.SITE_ROUTE;
});
const { renderSamples } = await import('../../../../src/server/outbox/samples');
const { mailSettings } = await import('../../../../src/server/env');
const { mailProblems } = await import('../../../../scripts/build/regulatory-build.mjs');
const { default: contact } = await import('../../../../functions/contact');

const h = useHarness();

describe('under the exempt-audience route', () => {
  it('no e-mail to a visitor promotes the investment', async () => {
    const company = mailSettings().companyInbox;
    const mails = (await renderSamples()).filter((m) => m.message.to !== company);
    expect(mails.length).toBeGreaterThan(5);
    for (const { name, message } of mails)
      expect(
        mailProblems({ name, subject: message.subject, html: message.html, text: message.text }, []),
        name,
      ).toEqual([]);
  });

  it('takes a contact message without an amount or an interest, and tells the company they were not asked', async () => {
    const contactMessage = {
      name: 'Priya Patel',
      email: 'priya@example.com',
      message: 'What does the Learning Hub cover?',
    };
    const res = await postJson(contact, '/api/contact', contactMessage);
    expect(res.status).toBe(200);
    const [record] = await h.db.records('contact');
    expect(record.data).toMatchObject({ ...contactMessage, investmentAmount: '', interest: '' });
    const notify = h.postmark.sent.find((m) => m.Tag === 'contact-notify')!;
    expect(notify.TextBody).toContain('Investment amount: (not asked)');
  });

  it('asks a person who posted the form without JavaScript only for what the open form has', async () => {
    const res = await postForm(contact, '/api/contact', { name: 'P', email: 'priya@example.com', message: 'short' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).not.toContain('Investment Amount');
    expect(html).not.toContain('What are you interested in?');
  });
});
