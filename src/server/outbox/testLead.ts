/**
 * A test lead, for connecting a receiver without a real visitor (`npm run test-lead`): a made-up lead of one
 * kind, with every field that kind's real deliveries carry (its leads-export columns, kinds.ts), signed and
 * posted to that kind's webhook setting exactly as a real delivery is (webhook.ts), but stored nowhere and
 * owed to no one; what the receiver answered comes back to be printed. Its values say it is a test, so a
 * receiver's mapping can be checked on it and the record deleted.
 */
import { randomUUID } from 'node:crypto';
import { kinds, type Kind } from '../storage/kinds';
import {
  settingFor,
  signedPost,
  webhookBody,
  webhookSecretProblem,
  webhookSettingOf,
  webhookUrlProblem,
  WEBHOOK_FOR_ALL,
  WEBHOOK_SECRET,
  WEBHOOK_TIMEOUT_MS,
} from './webhook';
import { env } from '../env';
import { headerSafe } from '../text';

/** A value for each column any kind exports, plainly a test's. */
const SAMPLE: Record<string, (now: Date) => unknown> = {
  created_at: (now) => now,
  name: () => 'Test Lead',
  email: () => 'test-lead@example.com',
  phone: () => '01632 960 000',
  investment_amount: () => '50k-100k',
  interest: () => 'lending',
  message: () => 'A test lead sent by npm run test-lead to check this receiver. Not a real enquiry.',
  source: () => 'test-lead',
  status: () => 'subscribed',
  confirmed_at: (now) => now,
  confirmed_via: () => 'link',
  subscribed_at: (now) => now,
  amount: () => 10000,
  year: () => 2010,
  month: () => 1,
  today_value: () => '16355.35',
  mail_status: () => 'sent',
  utm_source: () => 'test',
  utm_medium: () => 'test',
  utm_campaign: () => 'test-lead',
  gclid: () => 'TeSt-gclid_0123456789',
  referrer: () => 'www.example.org',
  landing_page: () => '/landing',
  landing_variant: () => 'a',
};

/** What the receiver said. */
export interface TestLeadAnswer {
  /** The setting the address came from (LEAD_WEBHOOK_URL or a kind's own), and its host (never the whole address). */
  setting: string;
  host: string;
  status: number;
  statusText: string;
  /** The start of the answer's body, one line. */
  body: string;
  ms: number;
  /** What would stop this address on the deployed site, though it works here. */
  warnings: string[];
}

/** The body a receiver gets for a test lead of `kind`, and the delivery's key. */
function testLeadBody(kind: Kind, now: Date): { id: string; body: string } {
  const id = randomUUID();
  const lead = Object.fromEntries(
    kinds[kind].export.columns.map((column) => [
      column,
      column === 'id' ? randomUUID() : (SAMPLE[column]?.(now) ?? null),
    ]),
  );
  const event = kind === 'newsletter' ? 'subscribed' : 'lead';
  return {
    id,
    body: webhookBody({ submission_kind: kind, submission_id: '', mail: event, delivery_id: id }, lead, now),
  };
}

/**
 * Posts a signed test lead of `kind` to its webhook and resolves with the receiver's answer; throws an Error
 * saying what to set when no address is set for the kind, the address or the secret is wrong, or the receiver
 * could not be reached.
 */
export async function sendTestLead(
  kind: Kind,
  { now = new Date(), timeoutMs = WEBHOOK_TIMEOUT_MS }: { now?: Date; timeoutMs?: number } = {},
): Promise<TestLeadAnswer> {
  const setting = settingFor(kind);
  if (!setting)
    throw new Error(
      `No webhook is set for ${kinds[kind].export.name} leads: set ${WEBHOOK_FOR_ALL} (or ${webhookSettingOf(kind)}) and ${WEBHOOK_SECRET}, in .env for npm start or in Netlify's environment`,
    );
  const problem = webhookUrlProblem(setting.value, false);
  if (problem) throw new Error(`${setting.name} ${problem}`);
  const secret = env(WEBHOOK_SECRET);
  const secretProblem = webhookSecretProblem(secret);
  if (secretProblem) throw new Error(secretProblem);
  const deployed = webhookUrlProblem(setting.value, true);
  const { id, body } = testLeadBody(kind, now);
  const started = performance.now();
  const res = await signedPost(setting, id, body, { sentAt: now, secret: secret!, timeoutMs });
  const text = await res.text().catch(() => '');
  return {
    setting: setting.name,
    host: new URL(setting.value).host,
    status: res.status,
    statusText: res.statusText,
    body: headerSafe(text, 300),
    ms: Math.round(performance.now() - started),
    warnings: deployed
      ? [`on the deployed site, ${setting.name} ${deployed}: leads would wait there until it is fixed`]
      : [],
  };
}
