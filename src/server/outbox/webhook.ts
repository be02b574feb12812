/**
 * Leads delivered to the company's webhooks (a Zapier or Make catch hook, a CRM's own endpoint), as
 * outbox rows of channel 'webhook' owed by the statement that stores the lead (owed.ts) and sent like
 * the mail (delivery.ts): after the answer, then by the retry job with backoff. Where a kind's leads go
 * is the company's own setting, LEAD_WEBHOOK_URL_<KIND> or LEAD_WEBHOOK_URL for every kind; with
 * neither, nothing is owed. Each delivery is signed as Standard Webhooks signs one (webhook-id,
 * webhook-timestamp, webhook-signature: HMAC-SHA256 of `id.timestamp.body` with LEAD_WEBHOOK_SECRET, made by
 * the official `standardwebhooks` library),
 * and carries its idempotency key (the row's delivery_id, the same on every attempt) as a header and in
 * the body, so a receiver drops a repeat. The URL and the secret are never logged or stored: errors
 * name the setting, never its value.
 */
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { env, isDeployed, logOnce, mailSettings, type RunContext } from '../env';
import { kinds, type Kind } from '../storage/kinds';
import { leadRow } from '../storage/leadsExport';

/** The setting that sends every kind's leads to one address. */
export const WEBHOOK_FOR_ALL = 'LEAD_WEBHOOK_URL';
/** The secret every delivery is signed with. */
export const WEBHOOK_SECRET = 'LEAD_WEBHOOK_SECRET';
/** A receiver that has not answered in this long has failed this attempt (the retry job tries again). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The events a delivery reports: a new lead, or a newsletter subscription confirmed or withdrawn. */
export type WebhookEvent = 'lead' | 'subscribed' | 'unsubscribed';

/** A kind's own setting, e.g. LEAD_WEBHOOK_URL_DEAL_LEAD (the kind's name in the leads export). */
export const webhookSettingOf = (kind: Kind) =>
  `${WEBHOOK_FOR_ALL}_${kinds[kind].export.name.toUpperCase().replace(/-/g, '_')}`;

/** The setting in force for a kind and its value: its own, else the one for all; none when neither is set or its own is `off`. */
export function settingFor(kind: Kind): { name: string; value: string } | undefined {
  const own = webhookSettingOf(kind);
  const value = env(own);
  if (value !== undefined) return value.toLowerCase() === 'off' ? undefined : { name: own, value };
  const all = env(WEBHOOK_FOR_ALL);
  return all === undefined ? undefined : { name: WEBHOOK_FOR_ALL, value: all };
}

/**
 * Whether a kind's leads are owed to a webhook now: its statement owes a delivery only then. A setting
 * that is set but wrong still owes it (the deliveries wait, and are sent once it is fixed); the first
 * call in a process logs what is wrong, by the setting's name.
 */
export function webhookOwed(kind: Kind, context?: RunContext): boolean {
  const owed = settingFor(kind) !== undefined;
  if (owed)
    for (const problem of webhookSettingProblems(context))
      logOnce(`webhook-setting:${problem}`, `[webhook] ${problem}: leads wait until it is fixed`, 'error');
  return owed;
}

/** Loopback, private, link-local and other addresses no public receiver has (the cloud's metadata service among them). */
const INTERNAL_V4 =
  /^(?:0|10|127)\.|^169\.254\.|^172\.(?:1[6-9]|2\d|3[01])\.|^192\.168\.|^100\.(?:6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./;
const INTERNAL_V6 = /^(?:::1?|f[cd][0-9a-f]{2}:|fe[89ab][0-9a-f]:|::ffff:)/i;

/**
 * What is wrong with a webhook address, or null: it must be an absolute http(s) URL with no user name or
 * password, and on a deployed site https to a public host (never localhost, a bare name or an internal
 * address), since the function runs inside Netlify's network. The setting is the company's, not a
 * visitor's; this stops a typo or a pasted test address from sending leads where they must not go.
 * Redirects are never followed (deliver), so a receiver cannot send a lead on elsewhere.
 */
export function webhookUrlProblem(value: string, deployed: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an https:// address';
  if (deployed && url.protocol !== 'https:') return 'must be an https:// address on a deployed site';
  if (url.username || url.password) return 'must not carry a user name or password';
  if (!deployed) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || !host.includes('.'))
    return 'must name a public host';
  if (isIP(host) === 4 && INTERNAL_V4.test(host)) return 'must not be an internal address';
  if (isIP(host) === 6 && INTERNAL_V6.test(host)) return 'must not be an internal address';
  return null;
}

/**
 * What is wrong with the signing secret, or null: a Standard Webhooks secret, `whsec_` and 24 to 64 random bytes
 * in base64, as the official library (`standardwebhooks`, which also signs) reads it: base64url, spaces or a
 * passphrase are refused here as a receiver's library would refuse them.
 */
export function webhookSecretProblem(value: string | undefined): string | null {
  if (!value) return `${WEBHOOK_SECRET} is not set`;
  const wrong = `${WEBHOOK_SECRET} must be whsec_ followed by 24 to 64 bytes in base64`;
  try {
    new Webhook(value);
  } catch {
    return wrong;
  }
  // The library accepted it, so it is plain base64, which Buffer reads to the same bytes.
  const bytes = Buffer.from(value.replace(/^whsec_/, ''), 'base64').length;
  return bytes >= 24 && bytes <= 64 ? null : wrong;
}

/** The webhook-signature header's value (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`), made by the official library. */
export function signDelivery(id: string, timestamp: number, body: string, secret: string): string {
  return new Webhook(secret).sign(id, new Date(timestamp * 1000), body);
}

/** Every webhook setting that is wrong now, by name (never its value), for the log and the daily summary. */
export function webhookSettingProblems(context?: RunContext): string[] {
  const deployed = isDeployed(context);
  const names = [WEBHOOK_FOR_ALL, ...Object.keys(kinds).map((k) => webhookSettingOf(k as Kind))];
  const problems = names.flatMap((name) => {
    const value = env(name);
    if (value === undefined || (name !== WEBHOOK_FOR_ALL && value.toLowerCase() === 'off')) return [];
    const problem = webhookUrlProblem(value, deployed);
    return problem ? [`${name} ${problem}`] : [];
  });
  const anyOwed = (Object.keys(kinds) as Kind[]).some((kind) => settingFor(kind) !== undefined);
  const secret = anyOwed ? webhookSecretProblem(env(WEBHOOK_SECRET)) : null;
  return secret ? [...problems, secret] : problems;
}

/** A failed delivery; `permanent` when trying again cannot help (the lead no longer exists). */
class WebhookError extends Error {
  override name = 'WebhookError';
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/** The outbox row a delivery is for. */
export interface WebhookRow {
  submission_kind: Kind;
  submission_id: string;
  /** The event (owed.ts writes it in the row's `mail`). */
  mail: string;
  delivery_id: string;
}

/** The JSON a receiver gets: the delivery's key, the event, the kind and the lead as the leads export has it. */
export function webhookBody(row: WebhookRow, lead: Record<string, unknown>, sentAt: Date): string {
  const { id, created_at, ...fields } = lead;
  const when = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  return JSON.stringify({
    id: row.delivery_id,
    event: row.mail,
    kind: kinds[row.submission_kind].export.name,
    lead_id: id,
    created_at: when(created_at),
    sent_at: sentAt.toISOString(),
    site: mailSettings().siteUrl,
    lead: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, when(v) ?? null])),
  });
}

/** Why a request failed, from the error alone: a code or a timeout, never the address it went to. */
function networkProblem(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; cause?: { code?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  return `could not be reached${e?.cause?.code && /^[A-Z_]+$/.test(e.cause.code) ? ` (${e.cause.code})` : ''}`;
}

/**
 * Posts a body to a webhook setting's address, signed as Standard Webhooks signs one, with its key as the
 * delivery's id; resolves with the receiver's answer (a redirect is not followed), or throws a WebhookError
 * naming the setting when the receiver could not be reached or did not answer in time.
 */
export async function signedPost(
  setting: { name: string; value: string },
  id: string,
  body: string,
  { sentAt, secret, timeoutMs = WEBHOOK_TIMEOUT_MS }: { sentAt: Date; secret: string; timeoutMs?: number },
): Promise<Response> {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  try {
    return await fetch(setting.value, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'lead-webhook/1',
        'idempotency-key': id,
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signDelivery(id, timestamp, body, secret),
      },
      body,
    });
  } catch (error) {
    throw new WebhookError(`${setting.name}: ${networkProblem(error, timeoutMs)}`);
  }
}

/**
 * Posts one lead to its kind's webhook, signed, and resolves once the receiver has answered 2xx;
 * throws a WebhookError otherwise (a redirect included: it is not followed). Settings are read at
 * each attempt, so a fixed setting is used by the next retry.
 */
export async function deliverLead(
  row: WebhookRow,
  context?: RunContext,
  { now = () => new Date(), timeoutMs = WEBHOOK_TIMEOUT_MS } = {},
): Promise<void> {
  const setting = settingFor(row.submission_kind);
  if (!setting)
    throw new WebhookError(`no webhook is set for ${kinds[row.submission_kind].export.name} leads any more`);
  const urlProblem = webhookUrlProblem(setting.value, isDeployed(context));
  if (urlProblem) {
    logOnce(
      `webhook-url:${setting.name}`,
      `[webhook] ${setting.name} ${urlProblem}: leads wait until it is fixed`,
      'error',
    );
    throw new WebhookError(`${setting.name} ${urlProblem}`);
  }
  const secret = env(WEBHOOK_SECRET);
  const secretProblem = webhookSecretProblem(secret);
  if (secretProblem) {
    logOnce('webhook-secret', `[webhook] ${secretProblem}: leads wait until it is set`, 'error');
    throw new WebhookError(secretProblem);
  }
  const lead = await leadRow(row.submission_kind, row.submission_id);
  if (!lead) throw new WebhookError('the submission no longer exists', true);
  const sentAt = now();
  const res = await signedPost(setting, row.delivery_id, webhookBody(row, lead, sentAt), {
    sentAt,
    secret: secret!,
    timeoutMs,
  });
  // Nothing of the answer is needed but its status.
  await res.body?.cancel().catch(() => undefined);
  if (res.status >= 200 && res.status < 300) return;
  const redirect = res.status >= 300 && res.status < 400 ? ', a redirect, which is not followed' : '';
  throw new WebhookError(`${setting.name}: the receiver answered ${res.status}${redirect}`);
}
