/**
 * Every e-mail the site sends, rendered from sample records: one per template and per state a template
 * writes differently for (a checklist to a subscriber, to a pending sign-up, to an address that
 * unsubscribed, to one whose subscription was erased). The build reads each (subject, HTML and text)
 * with the claims rules, as it reads the pages (scripts/build/mail-samples.mjs); a template without a
 * sample fails its unit test.
 */
import { sampleResult } from './sampleResult';
import { mailSettings } from '../env';
import type { SubmissionRecord } from '../storage/records';
import { composeMail } from './templates';
import type { MailMessage } from './transport';

interface Sample {
  /** kind/name of the template. */
  id: string;
  /** The record's state, when its template writes differently for each. */
  state?: string;
  record: SubmissionRecord;
}

const base = { key: '00000000-0000-4000-8000-0000000000a1', createdAt: '2026-01-15T10:00:00.000Z' };
const subscriber = '00000000-0000-4000-8000-0000000000a2';
const nonce = 'sample-nonce-not-a-real-link';
const email = 'alex.sample@example.com';
const newsletter = { ...base, kind: 'newsletter', email, source: 'footer-newsletter' } as const;
const checklist = { ...base, kind: 'checklist', email, source: 'checklist-2-bed-social-housing' } as const;
const contact = {
  ...base,
  kind: 'contact',
  data: {
    name: 'Alex Sample',
    email,
    phone: '01632 960 000',
    investmentAmount: '25k-50k',
    interest: 'lending',
    message: 'I would like to hear about your next lending opportunity and how the security works.',
  },
  attribution: {
    utm_source: 'linkedin',
    utm_medium: 'paid-social',
    utm_campaign: 'spring-2027',
    li_fat_id: '1c2d3e4f-0a1b-4c5d-8e9f-0123456789ab',
    referrer: 'www.linkedin.com',
    landing_page: '/landing',
  },
} as const;
const dealLead = {
  ...base,
  kind: 'deal-lead',
  data: { name: 'Alex Sample', email, message: 'Looking for a 3-bed in Grimsby.' },
} as const;

export const samples: readonly Sample[] = [
  { id: 'newsletter/confirm', record: { ...newsletter, status: 'pending', linkNonce: nonce } },
  { id: 'newsletter/welcome', record: { ...newsletter, status: 'subscribed' } },
  { id: 'newsletter/resubscribe', record: { ...newsletter, status: 'unsubscribed', linkNonce: nonce } },
  {
    id: 'checklist/checklist',
    state: 'to a subscriber',
    record: { ...checklist, subscriber: { key: subscriber, status: 'subscribed' } },
  },
  {
    id: 'checklist/checklist',
    state: 'to a pending sign-up',
    record: { ...checklist, subscriber: { key: subscriber, status: 'pending', linkNonce: nonce } },
  },
  {
    id: 'checklist/checklist',
    state: 'to an address that unsubscribed',
    record: { ...checklist, subscriber: { key: subscriber, status: 'unsubscribed' } },
  },
  { id: 'checklist/checklist', state: 'whose subscription was erased', record: { ...checklist } },
  { id: 'contact/notify', record: contact },
  { id: 'contact/ack', record: contact },
  { id: 'deal-lead/notify', record: dealLead },
  { id: 'deal-lead/checklist', record: dealLead },
  ...(['calculator', 'landing'] as const).map((variant) => ({
    id: 'calculator-report/report',
    state: `from the ${variant} calculator`,
    record: {
      ...base,
      kind: 'calculator-report' as const,
      data: { name: 'Alex Sample', email, amount: 10000, year: 2010, month: 1, variant },
      result: sampleResult,
    },
  })),
];

/** A sample's name as the build reports it: "e-mail checklist/checklist (to a subscriber)". */
const sampleName = (s: Sample) => `e-mail ${s.id}${s.state ? ` (${s.state})` : ''}`;

/**
 * Every sample (or those of one template), as the message the site would send. With `marks: false` the messages do
 * not say whether they are signed off (approvalMarks.ts): how the build and the approval read them.
 */
export async function renderSamples({ only, marks = false }: { only?: string; marks?: boolean } = {}): Promise<
  { name: string; message: MailMessage }[]
> {
  const ctx = { settings: mailSettings(), secret: () => 'sample-secret-for-rendering-only', marks };
  return Promise.all(
    samples
      .filter((s) => !only || s.id === only)
      .map(async (s) => ({ name: sampleName(s), message: await composeMail(s.record, s.id.split('/')[1]!, ctx) })),
  );
}
