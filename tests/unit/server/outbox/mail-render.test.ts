/**
 * Every e-mail in the table of templates, rendered to both parts from hostile records in each state a
 * template tells apart (a checklist for a subscriber, a pending sign-up, an address that unsubscribed
 * since): branded HTML with its buttons, the capital-at-risk warning where it speaks of investing, the
 * unsubscribe link only in marketing mail to a confirmed subscriber, consent links signed with the
 * subscriber's live nonce, nothing fetched from elsewhere, every value escaped; and a plain-text part
 * written from the same blocks.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { calculate } from '../../../../src/lib/inflation';
import { ons } from '../../../../src/lib/onsData';
import { api } from '../../../../src/lib/paths';
import { site } from '../../../../src/lib/site';
import { mailSettings } from '../../../../src/server/env';
import {
  confirmation,
  renderMail,
  riskWarning,
  toHtml,
  toText,
  withRiskWarning,
  type Block,
} from '../../../../src/server/outbox/mail/compose';
import { companyLines } from '../../../../src/server/outbox/mail/letter';
import { CHART_CID, composeMail, templates } from '../../../../src/server/outbox/templates';
import { tokens } from '../../../../src/server/outbox/mail/theme';
import type { Kind, SubmissionRecord } from '../../../../src/server/storage/records';
import { newNonce, verifyLink, type ConsentPurpose, type LinkPurpose } from '../../../../src/server/token';

const SCRIPT = '<script>alert(1)</script>';
const RLO = '\u202E';
const HOSTILE = `${SCRIPT} Eve${RLO}gnp.exe <img src=x onerror=alert(2)>`;
const LONG_URL = `https://evil.example/${'a'.repeat(150)}`;
const SECRET = 'test-secret';
const settings = mailSettings();
const ctx = { settings, secret: () => SECRET };
const base = { key: '00000000-0000-4000-8000-000000000001', createdAt: '2026-11-23T00:00:00.000Z' };
/** The subscription a checklist request names (another row than the request itself). */
const SUBSCRIBER = '00000000-0000-4000-8000-000000000002';
const NONCE = newNonce();
const email = 'eve@example.com';
const newsletter = { ...base, kind: 'newsletter', email, source: 'footer-newsletter' } as const;
const checklist = { ...base, kind: 'checklist', email, source: 'checklist-2-bed-social-housing' } as const;

/** What an e-mail must carry. */
interface Expected {
  /** Its buttons' labels, in order. */
  buttons: string[];
  /** Whether it speaks of investing, returns or deals (so carries the capital-at-risk warning). */
  risk: boolean;
  /** Marketing to a confirmed subscriber: the unsubscribe link and List-Unsubscribe headers, for this subscriber id. */
  unsubscribe?: string;
  /** The consent link it carries (the button of that label), its purpose and the subscriber it serves. */
  consent?: { button: string; purpose: ConsentPurpose; subscriber: string };
}

interface Case {
  /** kind/name of the template. */
  id: string;
  /** The state of the record, when a template writes differently for each. */
  state?: string;
  record: SubmissionRecord;
  expect: Expected;
}

/**
 * One record per template and state, with hostile values wherever a visitor types, and what its
 * e-mail must carry. A new template fails the first test until its row is added.
 */
const cases: Case[] = [
  {
    id: 'newsletter/confirm',
    record: { ...newsletter, status: 'pending', linkNonce: NONCE },
    expect: {
      buttons: ['Yes, subscribe me'],
      risk: true,
      consent: { button: 'Yes, subscribe me', purpose: 'confirm', subscriber: base.key },
    },
  },
  {
    id: 'newsletter/welcome',
    record: { ...newsletter, status: 'subscribed' },
    expect: { buttons: ['Read our latest case studies'], risk: true, unsubscribe: base.key },
  },
  {
    id: 'newsletter/resubscribe',
    record: { ...newsletter, status: 'unsubscribed', linkNonce: NONCE },
    expect: {
      buttons: ['Yes, send me your e-mails again'],
      risk: false,
      consent: { button: 'Yes, send me your e-mails again', purpose: 'resubscribe', subscriber: base.key },
    },
  },
  {
    id: 'checklist/checklist',
    state: 'to a subscriber',
    record: { ...checklist, subscriber: { key: SUBSCRIBER, status: 'subscribed' } },
    expect: { buttons: ['Download the property checklist'], risk: true, unsubscribe: SUBSCRIBER },
  },
  {
    id: 'checklist/checklist',
    state: 'to a pending sign-up',
    record: { ...checklist, subscriber: { key: SUBSCRIBER, status: 'pending', linkNonce: NONCE } },
    expect: {
      buttons: ['Download the property checklist', 'Yes, send me your updates'],
      risk: true,
      consent: { button: 'Yes, send me your updates', purpose: 'confirm', subscriber: SUBSCRIBER },
    },
  },
  {
    id: 'checklist/checklist',
    state: 'to an address that unsubscribed since',
    record: { ...checklist, subscriber: { key: SUBSCRIBER, status: 'unsubscribed' } },
    expect: { buttons: ['Download the property checklist'], risk: false },
  },
  {
    id: 'checklist/checklist',
    state: 'whose subscription was erased',
    record: { ...checklist },
    expect: { buttons: ['Download the property checklist'], risk: false },
  },
  {
    id: 'contact/notify',
    record: {
      ...base,
      kind: 'contact',
      data: {
        name: HOSTILE,
        email,
        phone: HOSTILE,
        investmentAmount: '50k-100k',
        interest: 'lending',
        message: `${HOSTILE}\n\nSee ${LONG_URL}`,
      },
    },
    expect: { buttons: [], risk: false },
  },
  {
    id: 'contact/ack',
    record: {
      ...base,
      kind: 'contact',
      data: {
        name: HOSTILE,
        email,
        phone: HOSTILE,
        investmentAmount: '50k-100k',
        interest: 'lending',
        message: `${HOSTILE}\n\nSee ${LONG_URL}`,
      },
    },
    expect: { buttons: [], risk: false },
  },
  {
    id: 'deal-lead/notify',
    record: { ...base, kind: 'deal-lead', data: { name: HOSTILE, email, message: HOSTILE } },
    expect: { buttons: [], risk: false },
  },
  {
    id: 'deal-lead/checklist',
    record: { ...base, kind: 'deal-lead', data: { name: HOSTILE, email, message: HOSTILE } },
    expect: { buttons: ['Download the deal checklist'], risk: true },
  },
  {
    id: 'calculator-report/report',
    record: {
      ...base,
      kind: 'calculator-report',
      data: { name: HOSTILE, email, amount: 10000, year: 2010, month: 1, variant: 'calculator' },
      result: calculate(ons, 10000, 2010, 1),
    },
    expect: { buttons: ['Book My Free Call'], risk: true },
  },
];

const all = (Object.keys(templates) as Kind[]).flatMap((kind) =>
  Object.keys(templates[kind]).map((name) => `${kind}/${name}`),
);
const label = (c: Case) => (c.state ? `${c.id} ${c.state}` : c.id);
const messages = await Promise.all(cases.map((c) => composeMail(c.record, c.id.split('/')[1]!, ctx)));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hrefs = (html: string) => [...html.matchAll(/\bhref="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const srcs = (html: string) => [...html.matchAll(/\bsrc="([^"]*)"/g)].map((m) => m[1]!);
/** The buttons of a message: the links the renderer styles as one. */
const buttons = (html: string) => [...html.matchAll(/<a\b[^>]*class="em-btn"[^>]*>[\s\S]*?<\/a>/g)].map((m) => m[0]);
const warning = `${site.riskWarning.lead} ${site.riskWarning.text}`;
/** Where a visitor's mail may link: the site, the company's checklist files, its address and phone. */
const allowed = [
  `${settings.siteUrl}/`,
  site.checklistUrl,
  site.dealChecklistUrl,
  `mailto:${site.email}`,
  `tel:${site.phone.tel}`,
];
/** Links that act on a subscriber, by purpose. */
const linkPaths: Record<LinkPurpose, string> = {
  unsubscribe: api.unsubscribe,
  confirm: api.confirm,
  resubscribe: api.resubscribe,
};
const linksTo = (urls: string[], purpose: LinkPurpose) =>
  urls.filter((u) => u.startsWith(`${settings.siteUrl}${linkPaths[purpose]}?`));
/** A signed link's query, and whether it is good for a purpose. */
const params = (url: string) => Object.fromEntries(new URL(url).searchParams) as { s: string; t: string; n: string };
const goodFor = (url: string, purpose: LinkPurpose) => verifyLink(params(url), SECRET, purpose);

describe('every e-mail template', () => {
  it('is listed with what it must carry', () => {
    expect([...new Set(cases.map((c) => c.id))].sort()).toEqual([...all].sort());
    // The checklist is written for each state its subscription can be in.
    expect(
      cases
        .filter((c) => c.id === 'checklist/checklist')
        .map((c) => (c.record.kind === 'checklist' ? c.record.subscriber?.status : null))
        .sort(),
    ).toEqual(['pending', 'subscribed', 'unsubscribed', undefined]);
  });

  describe.each(cases.map((c, i) => [label(c), c, messages[i]!] as const))('%s', (_, { expect: want }, m) => {
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

    it('has its buttons, each linking where the text part says', () => {
      const found = buttons(m.html);
      expect(found).toHaveLength(want.buttons.length);
      for (const [i, button] of want.buttons.entries()) {
        const url = m.text.match(new RegExp(`${escapeRegExp(button)}:\\n(\\S+)`))?.[1];
        expect(url).toMatch(/^https:\/\//);
        expect(hrefs(found[i]!)).toEqual([url]);
        expect(found[i]).toContain(button);
      }
    });

    it('carries the capital-at-risk warning where it speaks of investing or returns', () => {
      const has = m.text.includes(warning);
      expect(has).toBe(want.risk);
      if (has) expect(m.html).toMatch(new RegExp(`<strong>${site.riskWarning.lead}</strong>`));
      // Whatever a later edit makes a visitor's mail say, the rule holds.
      if (!toCompany && /\b(?:returns?|yields?|invest\w*|deals?)\b/i.test(m.text.replace(warning, '')))
        expect(has).toBe(true);
    });

    it('has the unsubscribe link and headers only if it is marketing to a confirmed subscriber', () => {
      const links = linksTo(hrefs(m.html), 'unsubscribe');
      const header = m.headers?.find((x) => x.name === 'List-Unsubscribe')?.value;
      if (!want.unsubscribe) {
        expect(links).toEqual([]);
        expect(m.text).not.toContain(api.unsubscribe);
        expect(m.headers).toBeUndefined();
        return;
      }
      expect(links).toHaveLength(1);
      expect(params(links[0]!).s).toBe(want.unsubscribe);
      expect(goodFor(links[0]!, 'unsubscribe')).toBe(true);
      expect(m.text).toContain(`Unsubscribe from these e-mails: ${links[0]}`);
      expect(header).toBe(`<${links[0]}>`);
      expect(m.headers).toContainEqual({ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' });
    });

    it("carries a consent link only where it asks for consent, signed with the subscriber's live nonce for that purpose alone", () => {
      const urls = hrefs(m.html);
      const consent = [...linksTo(urls, 'confirm'), ...linksTo(urls, 'resubscribe')];
      if (!want.consent) return expect(consent).toEqual([]);
      const { button, purpose, subscriber } = want.consent;
      const index = want.buttons.indexOf(button);
      expect(consent).toEqual([hrefs(buttons(m.html)[index]!)[0]]);
      const url = consent[0]!;
      expect(url.startsWith(`${settings.siteUrl}${linkPaths[purpose]}?`)).toBe(true);
      expect(params(url)).toMatchObject({ s: subscriber, n: NONCE });
      expect(goodFor(url, purpose)).toBe(true);
      for (const other of ['unsubscribe', 'confirm', 'resubscribe'] as const)
        if (other !== purpose) expect(goodFor(url, other)).toBe(false);
      // Another nonce, or none, does not verify with this signature.
      expect(verifyLink({ ...params(url), n: newNonce() }, SECRET, purpose)).toBe(false);
      // Right under the button, someone who did not ask is told that doing nothing is safe, and how long the link lives.
      expect(m.text).toMatch(
        new RegExp(
          `${escapeRegExp(button)}:\\n\\S+\\n\\nThe link works once, within 7 days\\. If you did not ask for (?:this|any of this)[^\\n]*ignore this e-mail`,
        ),
      );
    });

    it('escapes every value and drops bidi overrides', () => {
      for (const part of [m.html, m.text, m.subject]) expect(part).not.toContain(RLO);
      expect(m.html).not.toMatch(/<script|<img src=x/i);
      if (toCompany) {
        // The company's own notification quotes the message, as text.
        expect(m.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
        expect(m.text).toContain(`${SCRIPT} Evegnp.exe`);
      } else {
        expect(`${m.html}${m.text}${m.subject}`).not.toMatch(/alert\(|Eve/);
      }
    });

    it('fetches nothing: images only by content id, no stylesheet, script or remote font', () => {
      for (const src of srcs(m.html)) expect(src).toMatch(/^cid:/);
      expect(m.html).not.toMatch(/<link\b|<script\b|@import|url\(|@font-face|<iframe|<object|<embed|background="/i);
      for (const url of hrefs(m.html)) expect(url).toMatch(/^(?:https:\/\/|mailto:|tel:)/);
      if (!toCompany)
        for (const url of hrefs(m.html))
          expect(
            allowed.some((a) => url.startsWith(a)),
            url,
          ).toBe(true);
      // Every image is an attachment of the message, and every attachment is shown.
      expect(srcs(m.html).sort()).toEqual((m.attachments ?? []).map((a) => a.contentId).sort());
    });
  });

  it('the report shows the chart the server drew from its figures, not anything the browser sent', async () => {
    const m = messages[cases.findIndex((c) => c.id === 'calculator-report/report')]!;
    expect(m.attachments).toHaveLength(1);
    const [chart] = m.attachments!;
    expect(chart).toMatchObject({ name: 'inflation-chart.png', contentType: 'image/png', contentId: CHART_CID });
    const png = await sharp(Buffer.from(chart!.content, 'base64')).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', 1120, 880]);
    const img = m.html.match(/<img\b[^>]*>/)![0];
    for (const attr of [
      `src="${CHART_CID}"`,
      'width="560"',
      'height="440"',
      'alt="Bar chart. Value (£): 2010 £10,000.00; 2026 £16,355.35."',
    ])
      expect(img).toContain(attr);
    expect(m.text).toContain('[Bar chart. Value (£): 2010 £10,000.00; 2026 £16,355.35.]');
  });

  it('a consent e-mail without a live nonce is not composed (no unsigned or stale link goes out)', async () => {
    for (const c of cases.filter((x) => x.expect.consent)) {
      const r = c.record;
      const dead: SubmissionRecord =
        r.kind === 'checklist'
          ? { ...r, subscriber: { ...r.subscriber!, linkNonce: undefined } }
          : ({ ...r, linkNonce: undefined } as SubmissionRecord);
      await expect(composeMail(dead, c.id.split('/')[1]!, ctx), label(c)).rejects.toThrow(
        /no live (?:confirm|resubscribe) link/,
      );
    }
  });
});

describe('the renderer', () => {
  const every: Block[] = [
    { p: `${HOSTILE}\nsecond line\n\nsecond paragraph` },
    { link: { label: HOSTILE, url: 'https://www.example.com/?a=1&b="2"' } },
    { button: { label: HOSTILE, url: 'https://www.example.com/go' } },
    { fields: [[HOSTILE, HOSTILE]] },
    { figures: [[HOSTILE, HOSTILE]] },
    { quote: HOSTILE },
    { image: { src: 'cid:x.jpg', alt: HOSTILE, width: 10, height: 10 } },
    { notice: { lead: HOSTILE, text: HOSTILE } },
    { note: HOSTILE },
  ];

  it('escapes every block kind and keeps line breaks in both parts', () => {
    const { html, text } = renderMail({
      heading: HOSTILE,
      blocks: every,
      footer: [{ note: HOSTILE }],
      preview: HOSTILE,
    });
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
    expect(() =>
      renderMail({ heading: 'x', blocks: [{ button: { label: 'x', url: 'javascript:alert(1)' } }] }),
    ).toThrow(/refused link/);
    expect(() => renderMail({ heading: 'x', blocks: [{ link: { label: 'x', url: '//evil.example/' } }] })).toThrow(
      /refused link/,
    );
    expect(() =>
      renderMail({
        heading: 'x',
        blocks: [{ image: { src: 'https://tracker.example/p.gif', alt: '', width: 1, height: 1 } }],
      }),
    ).toThrow(/refused image/);
  });

  it('previews the first paragraph that is more than a greeting', () => {
    const { html } = renderMail({
      heading: 'Your report',
      blocks: [{ p: 'Hello,' }, { p: 'Here is the report you asked for, with its figures.' }],
    });
    expect(html).toMatch(/<div[^>]*display:none[^>]*>Here is the report you asked for, with its figures\./);
  });

  it('gives a confirmation its text, one button and the line for someone who did not ask', () => {
    const blocks = confirmation({
      text: 'Confirm your address.',
      button: { label: 'Yes, confirm', url: 'https://www.example.com/c?t=1' },
      ifNotYou: 'If you did not ask, ignore this.',
    });
    const { html, text } = renderMail({ heading: 'Confirm', blocks });
    expect(buttons(html)).toHaveLength(1);
    expect(text).toBe(
      `${site.companyName}\n\nConfirm\n=======\n\nConfirm your address.\n\nYes, confirm:\nhttps://www.example.com/c?t=1\n\nIf you did not ask, ignore this.\n\n-- \n${companyLines.join('\n')}\n${site.email} · ${site.phone.display}\n`,
    );
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
    expect(withRiskWarning([{ p: 'Property investment news.' }, cta, { p: 'Bye' }])).toEqual([
      { p: 'Property investment news.' },
      cta,
      riskWarning,
      { p: 'Bye' },
    ]);
    expect(withRiskWarning([cta, { p: 'New deals soon.' }, { p: 'Bye' }])).toEqual([
      cta,
      { p: 'New deals soon.' },
      riskWarning,
      { p: 'Bye' },
    ]);
    expect(withRiskWarning([{ p: 'Thanks for your message.' }, cta])).toEqual([{ p: 'Thanks for your message.' }, cta]);
    expect(withRiskWarning([{ p: 'Fixed returns.' }, riskWarning])).toEqual([{ p: 'Fixed returns.' }, riskWarning]);
    // A confirmation keeps its small print under its button; the warning follows both.
    const asked = confirmation({
      text: 'Our e-mails on new deals?',
      button: { label: 'Yes', url: 'https://www.example.com/c' },
      ifNotYou: 'If you did not ask, ignore this.',
    });
    expect(withRiskWarning([...asked, { p: 'Bye' }])).toEqual([...asked, riskWarning, { p: 'Bye' }]);
    // A note that follows a paragraph is not a button's small print.
    expect(withRiskWarning([cta, { p: 'New deals soon.' }, { note: 'Small print.' }])).toEqual([
      cta,
      { p: 'New deals soon.' },
      riskWarning,
      { note: 'Small print.' },
    ]);
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
