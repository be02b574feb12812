/**
 * Newsletter subscribers: one row per normalised address, made unique by the table's constraint;
 * checklist requests; unsubscribing and confirmed re-subscription from signed links.
 *
 * Consent: an address that unsubscribed is never subscribed again by a form. A form post naming it
 * gets the usual answer, and the address gets one e-mail (at most one a day) with a link that alone
 * subscribes it again; nothing else is sent to it. A checklist goes to an address at most once a day.
 */
import { isChecklistSource, newsletterMessages, type Newsletter } from '../lib/forms/newsletter';
import { normaliseEmail } from '../lib/forms/fields';
import { sendNow } from './delivery';
import type { RunContext } from './env';
import { owed } from './mail/templates';
import { query, queryOne } from './store';

export type Outcome = { status: 'ok' } | { status: 'conflict'; message: string };

export const ALREADY_SUBSCRIBED = newsletterMessages.alreadySubscribed;

/** How long a re-subscription link stays valid. */
const RESUBSCRIBE_LINK_DAYS = 7;

type Ids = { id: string | null; outbox: (string | number)[] | null; status?: string | null };
const outboxIds = (row: Ids | undefined) => (row?.outbox ?? []).map(Number);

/**
 * E-mails a confirmation link to an address that unsubscribed, unless one went in the last day.
 * The subscriber row and the owed e-mail change in one statement.
 */
async function requestResubscribe(email: string, source: string, context?: RunContext): Promise<void> {
  const row = await queryOne<Ids>(
    `WITH s AS (
       UPDATE subscribers SET resubscribe_requested_at = now(), resubscribe_source = $2
       WHERE email = $1 AND status = 'unsubscribed'
         AND (resubscribe_requested_at IS NULL OR resubscribe_requested_at <= now() - interval '1 day')
       RETURNING id),
     o AS (INSERT INTO outbox (submission_kind, submission_id, mail) SELECT $3, id, $4 FROM s RETURNING id)
     SELECT (SELECT id FROM s) AS id, (SELECT array_agg(id) FROM o) AS outbox`,
    [email, source, ...owed('newsletter', 'resubscribe')],
  );
  await sendNow('newsletter', outboxIds(row), context);
}

/** A sign-up from the footer or updates page: 409 for an address already subscribed. */
async function subscribe(email: string, source: string, context?: RunContext): Promise<Outcome> {
  const row = await queryOne<Ids>(
    `WITH s AS (
       INSERT INTO subscribers (email, source, status, subscribed_at) VALUES ($1, $2, 'subscribed', now())
       ON CONFLICT (email) DO NOTHING RETURNING id),
     o AS (INSERT INTO outbox (submission_kind, submission_id, mail) SELECT $3, id, $4 FROM s RETURNING id)
     SELECT (SELECT id FROM s) AS id, (SELECT array_agg(id) FROM o) AS outbox`,
    [email, source, ...owed('newsletter', 'welcome')],
  );
  if (row?.id) {
    await sendNow('newsletter', outboxIds(row), context);
    return { status: 'ok' };
  }
  const existing = await queryOne<{ status: string }>('SELECT status FROM subscribers WHERE email = $1', [email]);
  if (existing?.status !== 'unsubscribed') return { status: 'conflict', message: ALREADY_SUBSCRIBED };
  await requestResubscribe(email, source, context);
  return { status: 'ok' };
}

/**
 * A case-study checklist request: always succeeds for the visitor. A new address is subscribed (no
 * separate welcome); the request is stored; the checklist is e-mailed unless one went to the address
 * in the last day, or the address has unsubscribed. The day's gate is a conditional update of the
 * subscriber row, so simultaneous requests send one checklist between them.
 */
async function requestChecklist(email: string, source: string, context?: RunContext): Promise<Outcome> {
  const row = await queryOne<Ids>(
    `WITH fresh AS (
       INSERT INTO subscribers (email, source, status, subscribed_at, last_checklist_at) VALUES ($1, $2, 'subscribed', now(), now())
       ON CONFLICT (email) DO NOTHING RETURNING id),
     gate AS (
       UPDATE subscribers SET last_checklist_at = now()
       WHERE email = $1 AND status = 'subscribed' AND (last_checklist_at IS NULL OR last_checklist_at <= now() - interval '1 day')
       RETURNING id),
     sub AS (SELECT id, status FROM subscribers WHERE email = $1 UNION ALL SELECT id, 'subscribed' FROM fresh),
     req AS (
       INSERT INTO checklist_requests (email, source, subscriber_id) VALUES ($1, $2, (SELECT id FROM sub LIMIT 1)) RETURNING id),
     o AS (
       INSERT INTO outbox (submission_kind, submission_id, mail)
       SELECT $3, req.id, $4 FROM req WHERE EXISTS (SELECT 1 FROM fresh UNION ALL SELECT 1 FROM gate)
       RETURNING id)
     SELECT (SELECT id FROM req) AS id, (SELECT array_agg(id) FROM o) AS outbox, (SELECT status FROM sub LIMIT 1) AS status`,
    [email, source, ...owed('checklist', 'checklist')],
  );
  if (row?.status === 'unsubscribed') await requestResubscribe(email, source, context);
  else await sendNow('checklist', outboxIds(row), context);
  return { status: 'ok' };
}

/** POST /api/newsletter after validation. */
export function signUp(data: Newsletter, context?: RunContext): Promise<Outcome> {
  const email = normaliseEmail(data.email);
  return isChecklistSource(data.source) ? requestChecklist(email, data.source, context) : subscribe(email, data.source, context);
}

/**
 * Marks a subscriber unsubscribed, keeping only the address and the date (the suppression record
 * the privacy notice describes); unknown or already-unsubscribed ids succeed too (idempotent).
 * Marketing mail still waiting for this subscriber is not sent.
 */
export async function unsubscribe(id: string): Promise<void> {
  await query(
    `WITH s AS (
       UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = now(), source = '', subscribed_at = NULL,
         resubscribe_requested_at = NULL, resubscribe_source = NULL
       WHERE id = $1 AND status = 'subscribed' RETURNING id)
     DELETE FROM outbox WHERE status IN ('pending', 'retrying') AND submission_kind = 'newsletter' AND submission_id IN (SELECT id FROM s)`,
    [id],
  );
}

/** Follows a re-subscription link: true if it subscribed the address again, false if expired or used. */
export async function confirmResubscribe(id: string): Promise<boolean> {
  const rows = await query(
    `UPDATE subscribers SET status = 'subscribed', subscribed_at = now(), unsubscribed_at = NULL,
       source = coalesce(resubscribe_source, source), resubscribe_requested_at = NULL, resubscribe_source = NULL
     WHERE id = $1 AND status = 'unsubscribed' AND resubscribe_requested_at > now() - $2 * interval '1 day'
     RETURNING id`,
    [id, RESUBSCRIBE_LINK_DAYS],
  );
  return rows.length === 1;
}
