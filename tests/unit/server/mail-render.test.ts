/**
 * Every e-mail in the table of templates, rendered to both parts from hostile records: branded HTML
 * with its button, the capital-at-risk warning where it speaks of investing, nothing fetched from
 * elsewhere, every value escaped; and a plain-text part written from the same blocks.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculate } from '../../../src/lib/inflation';
import { ons } from '../../../src/lib/onsData';
import { site } from '../../../src/lib/site';
import { mailSettings } from '../../../src/server/env';
import { confirmation, renderMail, riskWarning, toHtml, toText, withRiskWarning, type Block } from '../../../src/server/mail/compose';
import { companyLines } from '../../../src/server/mail/letter';
import { composeMail, templates } from '../../../src/server/mail/templates';
import { tokens } from '../../../src/server/mail/theme';
import type { Kind, SubmissionRecord } from '../../../src/server/records';

const SCRIPT = '<script>alert(1)</script>';
const RLO = '\u202E';
const HOSTILE = `${SCRIPT} Eve${RLO}gnp.exe <img src=x onerror=alert(2)>`;
const LONG_URL = `https://evil.example/${'a'.repeat(150)}`;
const settings = mailSettings();
const ctx = { settings, secret: () => 'test-secret' };
const base = { key: '00000000-0000-4000-8000-000000000001', createdAt: '2026-11-23T00:00:00.000Z' };
const email = 'eve@example.com';

/** One record of each kind, with hostile values wherever a visitor types. */
const records: { [K in Kind]: Extract<SubmissionRecord, { kind: K }> } = {
  newsletter: { ...base, kind: 'newsletter', email, source: 'footer-newsletter', status: 'subscribed' },
  checklist: { ...base, kind: 'checklist', email, source: 'checklist-2-bed-social-housing', subscriberKey: base.key },
  contact: {
    ...base, kind: 'contact',
    data: { name: HOSTILE, email, phone: HOSTILE, investmentAmount: '50k-100k', interest: 'lending', message: `${HOSTILE}\n\nSee ${LONG_URL}` },
  },
  'deal-lead': { ...base, kind: 'deal-lead', data: { name: HOSTILE, email, message: HOSTILE } },
  'inflation-lead': {
    ...base, kind: 'inflation-lead',
    data: { name: HOSTILE, email, amount: 10000, year: 2010, month: 1, source: 'Website' },
    result: calculate(ons, 10000, 2010, 1),
  },
  'inflation-report': {
    ...base, kind: 'inflation-report',
    data: { name: HOSTILE, email, amount: 10000, year: 2010, month: 1, variant: 'calculator' },
    result: calculate(ons, 10000, 2010, 1),
    chart: { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), contentType: 'image/jpeg', width: 320, height: 200 },
  },
};

/**
 * What each e-mail must carry: its button, and whether it speaks of investing (so carries the
 * capital-at-risk warning). A new template fails here until its row is added.
 */
const expected: Record<string, { button?: string; risk: boolean }> = {
  'newsletter/welcome': { button: 'Read our latest case studies', risk: true },
  'newsletter/resubscribe': { button: 'Yes, send me your e-mails again', risk: false },
  'checklist/checklist': { button: 'Download the property checklist', risk: true },
  'contact/notify': { risk: false },
  'contact/ack': { risk: false },
  'deal-lead/notify': { risk: false },
  'deal-lead/checklist': { button: 'Download the deal checklist', risk: true },
  'inflation-report/report': { button: 'Book My Free Call', risk: true },
};

const all = (Object.keys(templates) as Kind[]).flatMap((kind) => Object.keys(templates[kind]).map((name) => [`${kind}/${name}`, kind, name] as const));

const hrefs = (html: string) => [...html.matchAll(/\bhref="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const srcs = (html: string) => [...html.matchAll(/\bsrc="([^"]*)"/g)].map((m) => m[1]!);
/** The button of a message: the link the renderer styles as one. */
const buttons = (html: string) => [...html.matchAll(/<a\b[^>]*class="em-btn"[^>]*>[\s\S]*?<\/a>/g)].map((m) => m[0]);
const warning = `${site.riskWarning.lead} ${site.riskWarning.text}`;
/** Where a visitor's mail may link: the site, the company's checklist files, its address and phone. */
const allowed = [`${settings.siteUrl}/`, site.checklistUrl, site.dealChecklistUrl, `mailto:${site.email}`, `tel:${site.phone.tel}`];

describe('every e-mail template', () => {
  it('is listed with what it must carry', () => {
    expect(all.map(([id]) => id).sort()).toEqual(Object.keys(expected).sort());
  });

  describe.each(all)('%s', (id, kind, name) => {
    const m = composeMail(records[kind], name, ctx);
    const toCompany = m.to === settings.companyInbox;

    it('renders branded HTML and a readable text part from one template', () => {
      expect(m.html).toMatch(/^<!DOCTYPE html/);
      expect(m.html).toMatch(/<html[^>]*lang="en-GB"/);
      expect(m.html).toContain('<meta name="color-scheme" content="light dark"');
      expect(m.html).toContain(`>${site.companyName}</p>`);
      expect(m.html).toMatch(/<h1[^>]*class="em-h em-h1"/);
      for (const line of companyLines) expect(m.html).toContain(line.replace(/'/g, '&#x27;'));
      // The text part is written, not stripped: no markup, the heading underlined, the company's details.
      expect(m.text.startsWith(`${site.companyName}\n\n`)).toBe(true);
      expect(m.text).toMatch(/\n=+\n/);
      expect(m.text).not.toMatch(/<(?:p|a|br|table|td|th|div|span|strong|h1)\b/);
      for (const line of companyLines) expect(m.text).toContain(line);
      // Both parts link to the same places (the footer's address and phone are spelled out in text).
      for (const url of hrefs(m.html).filter((u) => !/^(?:mailto|tel):/.test(u))) expect(m.text).toContain(url);
    });

    it('has its button, linking where the text part says', () => {
      const want = expected[id]?.button;
      const found = buttons(m.html);
      if (!want) return expect(found).toEqual([]);
      expect(found).toHaveLength(1);
      const url = m.text.match(new RegExp(`${want}:\\n(\\S+)`))?.[1];
      expect(url).toMatch(/^https:\/\//);
      expect(hrefs(found[0]!)).toEqual([url]);
      expect(found[0]).toContain(want);
    });

    it('carries the capital-at-risk warning where it speaks of investing or returns', () => {
      const has = m.text.includes(warning);
      expect(has).toBe(expected[id]!.risk);
      if (has) expect(m.html).toMatch(new RegExp(`<strong>${site.riskWarning.lead}</strong>`));
      // Whatever a later edit makes a visitor's mail say, the rule holds.
      if (!toCompany && /\b(?:returns?|yields?|invest\w*)\b/i.test(m.text.replace(warning, ''))) expect(has).toBe(true);
    });

    it('escapes every value and drops bidi overrides', () => {
      for (const part of [m.html, m.text, m.subject]) expect(part).not.toContain(RLO);
      expect(m.html).not.toMatch(/<script|<img src=x/i);
      if (toCompany) {
        // The company's own notification quotes the enquiry, as text.
        expect(m.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
        expect(m.text).toContain(`${SCRIPT} Evegnp.exe`);
      } else {
        expect(`${m.html}${m.text}`).not.toMatch(/alert\(|Eve/);
      }
    });

    it('fetches nothing: images only by content id, no stylesheet, script or remote font', () => {
      for (const src of srcs(m.html)) expect(src).toMatch(/^cid:/);
      expect(m.html).not.toMatch(/<link\b|<script\b|@import|url\(|@font-face|<iframe|<object|<embed|background="/i);
      for (const url of hrefs(m.html)) expect(url).toMatch(/^(?:https:\/\/|mailto:|tel:)/);
      if (!toCompany) for (const url of hrefs(m.html)) expect(allowed.some((a) => url.startsWith(a)), url).toBe(true);
      for (const a of m.attachments ?? []) expect(m.html).toContain(`src="${a.contentId}"`);
    });
  });
});

describe('the renderer', () => {
  const every: Block[] = [
    { p: `${HOSTILE}\nsecond line\n\nsecond paragraph` }, { link: { label: HOSTILE, url: 'https://www.example.com/?a=1&b="2"' } },
    { button: { label: HOSTILE, url: 'https://www.example.com/go' } }, { fields: [[HOSTILE, HOSTILE]] }, { figures: [[HOSTILE, HOSTILE]] },
    { quote: HOSTILE }, { image: { src: 'cid:x.jpg', alt: HOSTILE, width: 10, height: 10 } }, { notice: { lead: HOSTILE, text: HOSTILE } }, { note: HOSTILE },
  ];

  it('escapes every block kind and keeps line breaks in both parts', () => {
    const { html, text } = renderMail({ heading: HOSTILE, blocks: every, footer: [{ note: HOSTILE }], preview: HOSTILE });
    expect(html).not.toMatch(/<script|<img src=x/);
    expect(html.match(/&lt;script&gt;alert\(1\)&lt;\/script&gt;/g)?.length).toBeGreaterThanOrEqual(every.length + 3);
    expect(html).toContain('href="https://www.example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(html).toMatch(/<br\/?>second line/);
    expect(html).not.toContain(RLO);
    expect(text).not.toContain(RLO);
    expect(text).toContain('> <script>');
    expect(text).toContain(`${SCRIPT} Evegnp.exe <img src=x onerror=alert(2)>\nsecond line\n\nsecond paragraph`);
  });

  it('refuses a link or image that a mail must not carry', () => {
    expect(() => renderMail({ heading: 'x', blocks: [{ button: { label: 'x', url: 'javascript:alert(1)' } }] })).toThrow(/refused link/);
    expect(() => renderMail({ heading: 'x', blocks: [{ link: { label: 'x', url: '//evil.example/' } }] })).toThrow(/refused link/);
    expect(() => renderMail({ heading: 'x', blocks: [{ image: { src: 'https://tracker.example/p.gif', alt: '', width: 1, height: 1 } }] })).toThrow(/refused image/);
  });

  it('previews the first paragraph that is more than a greeting', () => {
    const { html } = renderMail({ heading: 'Your report', blocks: [{ p: 'Hello,' }, { p: 'Here is the report you asked for, with its figures.' }] });
    expect(html).toMatch(/<div[^>]*display:none[^>]*>Here is the report you asked for, with its figures\./);
  });

  it('gives a confirmation its text, one button and the line for someone who did not ask', () => {
    const blocks = confirmation({ text: 'Confirm your address.', button: { label: 'Yes, confirm', url: 'https://www.example.com/c?t=1' }, ifNotYou: 'If you did not ask, ignore this.' });
    const { html, text } = renderMail({ heading: 'Confirm', blocks });
    expect(buttons(html)).toHaveLength(1);
    expect(text).toBe(`${site.companyName}\n\nConfirm\n=======\n\nConfirm your address.\n\nYes, confirm:\nhttps://www.example.com/c?t=1\n\nIf you did not ask, ignore this.\n\n-- \n${companyLines.join('\n')}\n${site.email} · ${site.phone.display}\n`);
  });
});

describe('a message built by hand (the daily summary)', () => {
  it('gets the same look and signature as a template’s', () => {
    const blocks: Block[] = [{ p: '2 e-mail(s) could not be delivered.' }, { fields: [['contact / ack', 'failed']] }];
    const html = toHtml('Undelivered website e-mails', blocks);
    expect(html).toMatch(/<h1[^>]*>Undelivered website e-mails<\/h1>/);
    expect(html).toContain(`>${site.companyName}</p>`);
    expect(toText([{ p: 'Undelivered website e-mails' }, ...blocks])).toBe(
      `${site.companyName}\n\nUndelivered website e-mails\n\n2 e-mail(s) could not be delivered.\n\ncontact / ack: failed\n\n-- \n${companyLines.join('\n')}\n${site.email} · ${site.phone.display}\n`,
    );
  });
});

describe('withRiskWarning', () => {
  it('puts the warning after the last mention of investing or the last call to action', () => {
    const cta: Block = { button: { label: 'Go', url: 'https://www.example.com/' } };
    expect(withRiskWarning([{ p: 'Property investment news.' }, cta, { p: 'Bye' }])).toEqual([{ p: 'Property investment news.' }, cta, riskWarning, { p: 'Bye' }]);
    expect(withRiskWarning([cta, { p: 'New deals soon.' }, { p: 'Bye' }])).toEqual([cta, { p: 'New deals soon.' }, riskWarning, { p: 'Bye' }]);
    expect(withRiskWarning([{ p: 'Thanks for your message.' }, cta])).toEqual([{ p: 'Thanks for your message.' }, cta]);
    expect(withRiskWarning([{ p: 'Fixed returns.' }, riskWarning])).toEqual([{ p: 'Fixed returns.' }, riskWarning]);
  });
});

describe('the mail theme', () => {
  it('uses the site’s own tokens', () => {
    const css = readFileSync('src/styles/global.css', 'utf8');
    const root = css.slice(css.indexOf(':root'), css.indexOf('}', css.indexOf(':root')));
    for (const [name, value] of Object.entries(tokens)) {
      expect(root.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim(), name).toBe(value);
    }
  });
});
