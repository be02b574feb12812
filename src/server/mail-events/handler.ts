/**
 * POST /api/mail-events: Postmark's bounce, spam-complaint and subscription-change webhooks. Postmark signs
 * nothing; it authenticates the way its documentation offers, HTTP basic authentication from credentials in the
 * webhook's URL (`https://user:password@site/api/mail-events`), which this checks in constant time against
 * POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD. Each event is applied once and answered 200 (a repeat
 * changes nothing), so Postmark stops retrying; a database that cannot answer is a 503, which it retries.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from '../../lib/forms/fields';
import { env, logOnce, mailSettings, type RunContext } from '../env';
import { failure, json, readBody, StorageUnavailableError } from '../http';
import { logError } from '../log';
import { addSuppression, removeSuppression } from '../outbox/suppression';
import { unsubscribeAddress } from '../newsletter/subscriptions';
import { actionOf, HEARD, postmarkEvent, type EventAction } from './postmark';

const WEBHOOK_USER = 'POSTMARK_WEBHOOK_USER';
const WEBHOOK_PASSWORD = 'POSTMARK_WEBHOOK_PASSWORD';
/** A password shorter than this is as good as none: the endpoint refuses every event until it is longer. */
const MIN_PASSWORD = 24;
/** A spam complaint carries the abuse report, a bounce the bounce message: room for both. */
const EVENT_LIMIT = 1024 * 1024;

/** What is wrong with the credentials the site expects, by name (never the value), or null. */
export function credentialsProblem(): string | null {
  if (!env(WEBHOOK_USER) || !env(WEBHOOK_PASSWORD)) return `${WEBHOOK_USER} and ${WEBHOOK_PASSWORD} are not both set`;
  if (env(WEBHOOK_PASSWORD)!.length < MIN_PASSWORD)
    return `${WEBHOOK_PASSWORD} is shorter than ${MIN_PASSWORD} characters`;
  return null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the expected basic-authentication credentials (compared in constant time). */
function authenticated(req: Request): boolean {
  const header = req.headers.get('authorization') ?? '';
  const [scheme, encoded = ''] = header.split(' ');
  const expected = `${env(WEBHOOK_USER)}:${env(WEBHOOK_PASSWORD)}`;
  const given = scheme?.toLowerCase() === 'basic' ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  return timingSafeEqual(digest(given), digest(expected));
}

/** Applies one event's action; returns the word the answer reports. */
async function apply(action: EventAction, context?: RunContext): Promise<string> {
  if (action.do === 'nothing') return 'ignored';
  const email = normaliseEmail(action.email);
  if (action.do === 'reactivate') return (await removeSuppression(email)) ? 'reactivated' : 'not suppressed';
  // Either way the newsletter stops: the subscription becomes the unsubscribed record.
  await unsubscribeAddress(email, context);
  if (action.do === 'unsubscribe') return 'unsubscribed';
  const { reason, stream, detail } = action;
  const added = await addSuppression({ email, reason, stream, detail, at: new Date() });
  if (added) console.log(`[mail-events] an address was suppressed: ${detail}`);
  return added ? 'suppressed' : 'already suppressed';
}

export async function handleMailEvent(req: Request, context?: RunContext): Promise<Response> {
  const problem = credentialsProblem();
  if (problem) {
    logOnce('mail-events-credentials', `[mail-events] ${problem}: bounces and complaints are refused`, 'error');
    return failure(503, 'This endpoint is not configured.');
  }
  if (!authenticated(req))
    return failure(401, 'Authentication required.', {}, { 'www-authenticate': 'Basic realm="mail-events"' });
  const read = await readBody(req, EVENT_LIMIT);
  if (!read.ok) return failure(read.status, read.message, {}, read.status === 405 ? { allow: 'POST' } : {});
  const type = typeof read.body.RecordType === 'string' ? read.body.RecordType : '';
  if (!(HEARD as readonly string[]).includes(type))
    return json(200, { success: true, result: 'ignored', message: `${type || 'an event without a type'} is not used` });
  const parsed = postmarkEvent.safeParse(read.body);
  if (!parsed.success) return failure(400, `Not a ${type} event the site can read`);
  try {
    const result = await apply(actionOf(parsed.data, mailSettings().messageStream), context);
    return json(200, { success: true, result });
  } catch (error) {
    const storage = error instanceof StorageUnavailableError;
    logError('mail-events', storage ? 'storage unavailable, answered 503' : 'event not applied, answered 500', error);
    return failure(storage ? 503 : 500, 'The event could not be recorded now; send it again later.');
  }
}
