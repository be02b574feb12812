/**
 * The company's own inbox: what it is told of each contact message and deal lead, and the digest that stands
 * in for the individual notifications past the hourly limit (recipients.ts, digest.ts). A subject
 * carries the kind of submission and its reference, never the visitor's words: those stay in the body,
 * escaped (compose.ts), so nothing a visitor types is shown as the headline of mail from our domain. The body
 * also says where the lead came from (its first touch), so the team knows which campaign brought it.
 */
import { sourceLines, type Attribution } from '../../lib/attribution';
import type { Contact } from '../../lib/forms/contactSchema';
import { interestOptions, investmentAmountOptions, optionLabel } from '../../lib/forms/contactSchema';
import type { DealLead } from '../../lib/forms/dealLeadSchema';
import { site } from '../../lib/site';
import type { MailSettings } from '../env';
import type { SubmissionRecord } from '../storage/records';
import { headerSafe } from '../text';
import { renderMail, type Block } from './mail/compose';
import type { MailMessage } from './transport';

/** A submission's reference in subjects and digests: the start of its id, as the leads export shows it. */
const reference = (id: string) => `#${id.slice(0, 8)}`;

/** What the company is told of one submission. */
export interface Notice {
  /** The kind of submission, for the subject: 'New enquiry #1a2b3c4d'. */
  subject: string;
  heading: string;
  /** The address the visitor gave (the notification's reply-to, if it can receive mail). */
  email: string;
  /** The visitor's fields and words, shown escaped. */
  blocks: Block[];
}

/** Where the lead came from (its first touch: campaign, ad click, referring site, first page and variant). */
const cameFrom = (from: Attribution | null | undefined): Block[] => [
  { p: 'Where they came from:' },
  { fields: sourceLines(from) },
];

export function contactNotice(id: string, d: Contact, from?: Attribution | null): Notice {
  return {
    subject: `New enquiry ${reference(id)}`,
    heading: 'New website enquiry',
    email: d.email,
    blocks: [
      {
        fields: [
          ['Name', d.name],
          ['Email', d.email],
          ['Phone', d.phone || '(not given)'],
          // Empty from the open form (exempt-audience route), which does not ask.
          [
            'Investment amount',
            d.investmentAmount ? optionLabel(investmentAmountOptions, d.investmentAmount) : '(not asked)',
          ],
          ['Interested in', d.interest ? optionLabel(interestOptions, d.interest) : '(not asked)'],
        ],
      },
      { quote: d.message },
      ...cameFrom(from),
    ],
  };
}

export function dealLeadNotice(id: string, d: DealLead, from?: Attribution | null): Notice {
  return {
    subject: `New deal-sourcing lead ${reference(id)}`,
    heading: 'New deal-sourcing waitlist lead',
    email: d.email,
    blocks: [
      {
        fields: [
          ['Name', d.name],
          ['Email', d.email],
        ],
      },
      { quote: d.message || '(no message)' },
      ...cameFrom(from),
    ],
  };
}

/** The notice of a stored submission that notifies the company, or null for one that does not. */
function noticeOf(record: SubmissionRecord): Notice | null {
  if (record.kind === 'contact') return contactNotice(record.key, record.data, record.attribution);
  if (record.kind === 'deal-lead') return dealLeadNotice(record.key, record.data, record.attribution);
  return null;
}

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * One e-mail for notifications held back: how many, why, and each one's kind, reference, time and
 * fields (the visitor's words quoted, escaped), oldest first. No reply-to: each lists the address to
 * answer.
 */
export function composeDigest(records: SubmissionRecord[], settings: MailSettings, perHour: number): MailMessage {
  const items = records.flatMap((r) => {
    const n = noticeOf(r);
    return n ? [{ p: `${n.heading} ${reference(r.key)}, received ${utc(r.createdAt)}` }, ...n.blocks] : [];
  });
  const count = records.length;
  const heading = `${count} more website notification${count === 1 ? '' : 's'}`;
  const blocks: Block[] = [
    {
      p: `More than ${perHour} notifications came within an hour, so these were held back and are sent together. Each submission is stored; find it by its reference in the leads export (npm run leads). Answer each person at the address given.`,
    },
    ...items,
  ];
  const { html, text } = renderMail({ heading, blocks, footer: [] });
  return {
    to: settings.companyInbox,
    from: headerSafe(settings.from, 200),
    subject: headerSafe(`${heading} | ${site.companyName}`, 200),
    text,
    html,
    tag: 'team-digest',
    messageStream: settings.messageStream,
  };
}
