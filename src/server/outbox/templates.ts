/**
 * Every e-mail the site sends, built from a stored record so a retry sends exactly what the first
 * attempt would have. Values typed by visitors are escaped by compose.ts; every subject and header
 * passes headerSafe. Mail to a visitor's address goes to an address nobody has verified, so it
 * carries nothing the visitor typed or sent (no name, no message, no image: the report's chart is
 * drawn here from the server's figures) and links only to the company's own pages and files: the
 * site cannot be used to send someone else's words or pictures from its domain. Only the company's
 * own notifications quote the message, and their subjects name only the kind and a reference (team.ts).
 * How many e-mails forms cause to one inbox, and the site sends to a domain or in all, is limited (mailGate.ts).
 */
import { chartText, figures, indexNote, lossNote, summary } from '../../lib/calculatorVariants';
import { formatPounds } from '../../lib/format';
import { monthLabel } from '../../lib/inflation';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { deliverableAddress } from '../../lib/email';
import { LEARN_MORE, prescribedWarning, route, teachOnly } from '../../lib/regulatory/inForce';
import { promotionIn } from '../../lib/regulatory/promotion';
import { chartPng, CHART_DISPLAY } from '../calculator/chart/image';
import type { MailSettings } from '../env';
import { kinds } from '../storage/kinds';
import type { Kind, SubmissionRecord } from '../storage/records';
import { headerSafe } from '../text';
import { CONSENT_LINK_DAYS, consentUrl, unsubscribeUrl, type ConsentPurpose } from '../token';
import { confirmation, renderMail, riskWarning, textOf, withRiskWarning, type Block } from './mail/compose';
import { noticesFor } from './approvalMarks';
import { contactNotice, dealLeadNotice, type Notice } from './team';
import type { MailAttachment, MailMessage } from './transport';

export interface ComposeContext {
  settings: MailSettings;
  /** The unsubscribe signing secret; a function so non-marketing mail never needs it. */
  secret: () => string;
  /** Say at the top when the words are not the signed-off ones (approvalMarks.ts); off when the samples are read. */
  marks?: boolean;
}

interface Draft {
  to: string;
  replyTo?: string;
  subject: string;
  heading: string;
  blocks: Block[];
  marketingKey?: string;
  attachments?: MailAttachment[];
}

/** Content id of the report's inline chart, as its HTML refers to it and the attachment is named. */
export const CHART_CID = 'cid:inflation-chart.png';

const signOff: Block = { p: `Best wishes,\nThe ${site.companyName} team` };
const siteLink = (ctx: DraftContext): Block => ({
  link: { label: `Visit the ${site.companyName} website`, url: ctx.page(paths.home) },
});
const notYou: Block = {
  note: 'If you did not ask for this, someone else typed your address into a form on our website: reply to this e-mail and we will remove it.',
};

/**
 * The sender as a notification's reply-to, and the line that tells the company how to answer.
 * An address that cannot be delivered to (stored before the address rule, say) is left out, so
 * the notification itself never fails because of what the visitor typed.
 */
function replyToSender(email: string): { replyTo?: string; how: Block } {
  const replyTo = deliverableAddress(email) ?? undefined;
  return replyTo
    ? { replyTo, how: { p: 'Reply to this e-mail to answer the enquirer directly.' } }
    : {
        how: {
          p: 'The e-mail address given cannot receive mail as typed, so this message has no reply-to: check the address before answering.',
        },
      };
}

/** What a template is given besides its record. */
interface DraftContext {
  settings: MailSettings;
  secret: () => string;
  /** The absolute address of a page of the site, tagged with this e-mail's campaign (campaignUrl). */
  page: (path: string) => string;
}

/**
 * A page of the site as an e-mail links to it, with campaign parameters that say which e-mail (the
 * kind of submission and the mail's name), so a visit it brings back is counted by source
 * (src/lib/attribution.ts). The signed links (confirm, re-subscribe, unsubscribe) are left as they are:
 * the signature covers only s, n and t, so a parameter would not break it, but they are actions on a
 * subscription, not visits, and List-Unsubscribe must stay the plain signed address.
 */
function campaignUrl(siteUrl: string, path: string, kind: Kind, name: string): string {
  const url = new URL(path, `${siteUrl}/`);
  url.search = new URLSearchParams({
    utm_source: 'site-email',
    utm_medium: 'email',
    utm_campaign: kinds[kind].export.name,
    utm_content: name,
  }).toString();
  return url.href;
}

type RecordOf<K extends Kind> = Extract<SubmissionRecord, { kind: K }>;
type Template<K extends Kind> = (record: RecordOf<K>, ctx: DraftContext) => Draft | Promise<Draft>;

/**
 * The link of a consent e-mail (confirm a sign-up, or subscribe again), from the nonce stored with
 * the subscriber. Such an e-mail is owed only with its nonce, and an unsent one is dropped when the
 * nonce is used or erased, so a missing nonce is a fault to retry and report, not a link to send.
 */
function consentLink(purpose: ConsentPurpose, key: string, nonce: string | undefined, ctx: DraftContext): string {
  if (!nonce) throw new Error(`no live ${purpose} link for subscriber ${key}`);
  return consentUrl(purpose, ctx.settings.siteUrl, key, nonce, ctx.secret());
}

const linkLife = `The link works once, within ${CONSENT_LINK_DAYS} days.`;

/** The company's notification of a contact message or deal lead (team.ts): its kind and reference as the subject. */
function notification(n: Notice, ctx: DraftContext): Draft {
  const { replyTo, how } = replyToSender(n.email);
  return { to: ctx.settings.companyInbox, replyTo, subject: n.subject, heading: n.heading, blocks: [...n.blocks, how] };
}

/**
 * Every e-mail, by the kind of submission it belongs to and its name. The outbox stores the name;
 * `MailName<K>` types every place that writes one, so a misspelt name fails when the code compiles.
 */
export const templates = {
  newsletter: {
    // The double opt-in: a sign-up is a subscriber only once this link is followed.
    confirm: (r, ctx) => ({
      to: r.email,
      subject: `Please confirm your subscription to ${site.companyName} e-mails`,
      heading: 'Confirm your subscription',
      blocks: [
        ...confirmation({
          text: `Someone, probably you, asked for e-mails from ${site.companyName} (${teachOnly ? 'market insights and tips on saving and property' : 'new deals, market insights and case studies'}) at this address. We will add it to our list only if you confirm:`,
          button: { label: 'Yes, subscribe me', url: consentLink('confirm', r.key, r.linkNonce, ctx) },
          ifNotYou: `${linkLife} If you did not ask for this, ignore this e-mail: you will not be subscribed.`,
        }),
        signOff,
      ],
    }),
    welcome: (r, { page }) => ({
      to: r.email,
      subject: `Welcome to ${site.companyName} updates`,
      heading: 'Thanks for subscribing',
      marketingKey: r.key,
      // Under the exempt-audience route the e-mails teach: the case studies are for certified investors only.
      blocks: teachOnly
        ? [
            {
              p: 'You will now receive our insights on saving, inflation and UK property, and news of our free lessons.',
            },
            { button: { label: 'Explore the Learning Hub', url: page(paths.learn) } },
            signOff,
          ]
        : [
            {
              p: 'You will now receive our latest insights on UK property investment, market updates and new case studies.',
            },
            { button: { label: 'Read our latest case studies', url: page(paths.caseStudies) } },
            signOff,
          ],
    }),
    // Sent instead of anything else to an address that unsubscribed and was typed into a form again.
    resubscribe: (r, ctx) => ({
      to: r.email,
      subject: `Confirm you want ${site.companyName} e-mails again`,
      heading: 'Start receiving our e-mails again?',
      blocks: [
        ...confirmation({
          text: 'Someone, probably you, asked for our e-mails at this address, which unsubscribed earlier. We will send nothing more unless you confirm:',
          button: {
            label: 'Yes, send me your e-mails again',
            url: consentLink('resubscribe', r.key, r.linkNonce, ctx),
          },
          ifNotYou: `${linkLife} If you did not ask for this, ignore this e-mail: you stay unsubscribed and we will not write again about it.`,
        }),
        signOff,
      ],
    }),
  },
  checklist: {
    // A subscriber's copy has the unsubscribe link; a pending sign-up's asks it to confirm instead.
    checklist: (r, ctx) => {
      const sub = r.subscriber;
      const what = teachOnly ? 'market insights and lessons' : 'new deals and case studies';
      const updates: Block[] =
        sub?.status === 'subscribed'
          ? [{ p: `We will also send you occasional updates on ${what}.` }]
          : sub?.status === 'pending'
            ? confirmation({
                text: `Would you also like our occasional e-mails on ${what}? We will add you to our list only if you confirm:`,
                button: {
                  label: 'Yes, send me your updates',
                  url: consentLink('confirm', sub.key, sub.linkNonce, ctx),
                },
                ifNotYou: `${linkLife} If you did not ask for any of this, someone else typed your address into a form on our website: ignore this e-mail and you will not be subscribed.`,
              })
            : [];
      return {
        to: r.email,
        subject: `Your property checklist from ${site.companyName}`,
        heading: 'Your property checklist',
        marketingKey: sub?.status === 'subscribed' ? sub.key : undefined,
        blocks: [
          { p: 'Thank you for your interest. Here is the checklist you asked for:' },
          { button: { label: 'Download the property checklist', url: site.checklistUrl } },
          ...updates,
          signOff,
        ],
      };
    },
  },
  contact: {
    notify: (r, ctx) => notification(contactNotice(r.key, r.data, r.attribution), ctx),
    ack: ({ data: d }, ctx) => ({
      to: d.email,
      subject: `We have received your message | ${site.companyName}`,
      heading: 'Thank you for your message',
      blocks: [
        {
          p: `Thank you for contacting ${site.companyName}. We have received your message and reply within 1 working day.`,
        },
        { p: `If anything is urgent, call us on ${site.phone.display}.` },
        siteLink(ctx),
        notYou,
        signOff,
      ],
    }),
  },
  'deal-lead': {
    notify: (r, ctx) => notification(dealLeadNotice(r.key, r.data, r.attribution), ctx),
    checklist: ({ data: d }, ctx) => ({
      to: d.email,
      subject: `Your deal checklist from ${site.companyName}`,
      heading: 'Thank you for joining our deal-sourcing waitlist',
      blocks: [
        { p: 'You are on our deal-sourcing waitlist. We will be in touch as soon as places open.' },
        { button: { label: 'Download the deal checklist', url: site.dealChecklistUrl } },
        siteLink(ctx),
        notYou,
        signOff,
      ],
    }),
  },
  // A calculation's lead owes no e-mail: the report is its own request.
  'calculator-lead': {},
  'calculator-report': {
    // The chart is drawn from the stored figures each time: nothing the browser sent is attached.
    report: async (r, ctx) => {
      const { result } = r;
      const chart = await chartPng(result, r.data.variant);
      return {
        to: r.data.email,
        subject: `Your inflation report: ${formatPounds(result.originalValue, { pence: true })} since ${monthLabel(result.fromMonth)}`,
        heading: 'Your inflation report',
        blocks: [
          { p: 'Hello,' },
          { p: `Here is the report you asked for. ${summary(result)}` },
          { image: { src: CHART_CID, alt: `Bar chart. ${chartText(result)}`, ...CHART_DISPLAY } },
          { figures: figures(result, r.data.variant) },
          { p: lossNote(result) },
          { note: indexNote(result) },
          ...(teachOnly
            ? [
                {
                  p: 'Cash that earns less than inflation loses buying power over time. Our free Learning Hub explains inflation, interest and how property compares, in short lessons.',
                },
                { button: { label: 'Explore the Learning Hub', url: ctx.page(paths.learn) } },
              ]
            : [
                {
                  p: 'Cash that earns less than inflation loses buying power over time. If you would like to talk about lending to us or investing alongside us in UK property, book a free call with us.',
                },
                { button: { label: 'Book My Free Call', url: ctx.page(paths.bookCall) } },
              ]),
          riskWarning,
          signOff,
        ],
        attachments: [
          {
            name: CHART_CID.slice(4),
            content: chart.png.toString('base64'),
            contentType: 'image/png',
            contentId: CHART_CID,
          },
        ],
      };
    },
  },
} satisfies { [K in Kind]: Record<string, Template<K>> };

/** The e-mails a kind of submission can owe, by name. */
export type MailName<K extends Kind> = keyof (typeof templates)[K] & string;

/** An outbox row's kind and mail name, checked when the code compiles, for SQL that writes one itself. */
export const owed = <K extends Kind>(kind: K, name: MailName<K>): [K, string] => [kind, name];

function draft(record: SubmissionRecord, name: string, ctx: DraftContext): Draft | Promise<Draft> {
  // The name comes from a stored outbox row; every writer of one is typed by MailName.
  const template = (templates[record.kind] as Record<string, Template<Kind> | undefined>)[name];
  if (!template) throw new Error(`no e-mail template for ${record.kind}:${name}`);
  return template(record, ctx);
}

/**
 * Under the high-risk route, an e-mail that promotes the investment (src/lib/regulatory/promotion.ts) carries
 * the FCA's prescribed warning in its body, before the sign-off, with its link to the risk summary, as the
 * pages do (COBS 4.12A: on each promotion, whatever the medium).
 */
function withPrescribedWarning(blocks: Block[], page: (path: string) => string): Block[] {
  if (route.kind !== 'high-risk-investment') return blocks;
  if (!blocks.some((b) => promotionIn(textOf(b)).length)) return blocks;
  const warning: Block[] = [
    { notice: { lead: prescribedWarning[route.category], text: '' } },
    { link: { label: LEARN_MORE, url: page(paths.riskSummary) } },
  ];
  const at = blocks.lastIndexOf(signOff);
  return at < 0 ? [...blocks, ...warning] : [...blocks.slice(0, at), ...warning, ...blocks.slice(at)];
}

/** The complete message for one named e-mail of a record. */
export async function composeMail(record: SubmissionRecord, name: string, ctx: ComposeContext): Promise<MailMessage> {
  const d = await draft(record, name, {
    ...ctx,
    page: (path) => campaignUrl(ctx.settings.siteUrl, path, record.kind, name),
  });
  const footer: Block[] = [];
  const headers: MailMessage['headers'] = [];
  if (d.marketingKey) {
    const url = unsubscribeUrl(ctx.settings.siteUrl, d.marketingKey, ctx.secret());
    footer.push({ link: { label: 'Unsubscribe from these e-mails', url } });
    headers.push(
      { name: 'List-Unsubscribe', value: `<${url}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    );
  }
  // The company's own notifications promote nothing; mail to a visitor that speaks of investing warns, and under
  // the high-risk route one that promotes carries the prescribed warning. The notices of a preview, and of words
  // not signed off (approvalMarks.ts), come first.
  const warned =
    d.to === ctx.settings.companyInbox
      ? d.blocks
      : withPrescribedWarning(withRiskWarning(d.blocks), (path) =>
          campaignUrl(ctx.settings.siteUrl, path, record.kind, name),
        );
  const blocks = [...(await noticesFor(`${record.kind}/${name}`, ctx.marks)), ...warned];
  const { html, text } = renderMail({ heading: d.heading, blocks, footer });
  return {
    to: d.to,
    from: headerSafe(ctx.settings.from, 200),
    replyTo: d.replyTo,
    subject: headerSafe(d.subject, 200),
    text,
    html,
    tag: `${record.kind}-${name}`,
    messageStream: ctx.settings.messageStream,
    headers: headers.length ? headers.map((h) => ({ name: h.name, value: headerSafe(h.value, 2000) })) : undefined,
    attachments: d.attachments,
  };
}
