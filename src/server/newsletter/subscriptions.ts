/**
 * Newsletter subscribers: one row per normalised address, made unique by the table's constraint;
 * checklist requests; and every change of consent, each made from a signed link.
 *
 * Double opt-in: a sign-up is stored as 'pending' and the address is sent one e-mail with a signed,
 * single-use link that expires; only following it makes the address a subscriber ('subscribed'),
 * records when and how (the proof of consent) and sends the welcome. The answer to a sign-up is the
 * same whether the address is new, pending, subscribed or unsubscribed, so no one can learn from it
 * whether an address is on the list.
 *
 * An address that unsubscribed is never subscribed again by a form: a sign-up naming it gets the usual
 * answer, and the address gets one e-mail (at most one a day) with a link that alone subscribes it
 * again. A checklist goes to an address at most once a day. Every e-mail to the visitor's address is
 * granted by the per-inbox limit (recipients.ts) in the statement that owes it, a subscriber's too:
 * consent to the newsletter grants nothing more, so nothing about the limit outlives it.
 *
 * One answer, one time: each sign-up is one statement whatever the address's state, and the mail it
 * owes leaves after the answer, so neither what the answer says nor how long it takes tells anyone
 * whether an address is on the list.
 */
import { isChecklistSource, type Newsletter } from '../../lib/forms/newsletter';
import { normaliseEmail } from '../../lib/forms/fields';
import { sendAfterAnswer } from '../outbox/delivery';
import type { RunContext } from '../env';
import { owed } from '../outbox/templates';
import { outboxIds, oweMail } from '../outbox/owed';
import { inboxKey } from '../inbox';
import { grantMail } from '../outbox/recipients';
import { query, queryOne } from '../storage/store';
import { CONSENT_LINK_DAYS, newNonce, type ConsentPurpose } from '../token';

/** How each consent link confirms, as the proof of consent records it. */
export const CONFIRMED_VIA: Record<ConsentPurpose, string> = {
  confirm: 'confirmation link e-mailed at sign-up',
  resubscribe: 're-subscribe link e-mailed after unsubscribing',
};

type Ids = { id?: string | null; outbox: (string | number)[] | null };
/** A link sent to the row more than a day ago, or never: another may go. */
const LINK_DUE = `(link_sent_at IS NULL OR link_sent_at <= now() - interval '1 day')`;
/** No checklist e-mailed to the row in the last day. */
const CHECKLIST_DUE = `(last_checklist_at IS NULL OR last_checklist_at <= now() - interval '1 day')`;

/**
 * A sign-up from the footer or updates page, in one statement whatever the address's state: a new
 * address is stored as pending and owed its confirmation link; a pending one is owed a fresh link (the
 * last one dies) if none went in the last day; a subscriber is owed nothing; an address that
 * unsubscribed is owed a link to subscribe again, at most one a day. A sign-up the limit withholds is
 * stored without a link; a later one may send it. Whatever is owed is sent after the answer.
 */
async function subscribe(email: string, source: string, context?: RunContext): Promise<void> {
  const [kind, confirm] = owed('newsletter', 'confirm');
  const [, resubscribe] = owed('newsletter', 'resubscribe');
  const row = await queryOne<Ids>(
    `WITH prior AS (SELECT status, link_sent_at FROM subscribers WHERE email = $1),
     g AS ${grantMail('$3', `NOT EXISTS (SELECT 1 FROM prior) OR EXISTS (SELECT 1 FROM prior WHERE status <> 'subscribed' AND ${LINK_DUE})`)},
     granted AS (SELECT EXISTS (SELECT 1 FROM g) AS yes),
     fresh AS (
       INSERT INTO subscribers (email, source, status, link_nonce, link_sent_at)
       SELECT $1, $2, 'pending', CASE WHEN yes THEN $4 END, CASE WHEN yes THEN now() END FROM granted
       ON CONFLICT (email) DO NOTHING RETURNING id, status),
     again AS (
       UPDATE subscribers SET link_nonce = $4, link_sent_at = now(),
         resubscribe_source = CASE WHEN status = 'unsubscribed' THEN $2 ELSE resubscribe_source END
       WHERE email = $1 AND status IN ('pending', 'unsubscribed') AND ${LINK_DUE} AND EXISTS (SELECT 1 FROM g)
       RETURNING id, status),
     o AS ${oweMail(
       '$5',
       'SELECT id, status FROM fresh WHERE (SELECT yes FROM granted) UNION ALL SELECT id, status FROM again',
       `ARRAY[CASE WHEN x.status = 'unsubscribed' THEN $7 ELSE $6 END]`,
     )}
     SELECT (SELECT array_agg(id) FROM o) AS outbox`,
    [email, source, inboxKey(email, context), newNonce(), kind, confirm, resubscribe],
  );
  await sendAfterAnswer('newsletter', outboxIds(row), context);
}

/**
 * A case-study checklist request, in one statement whatever the address's state: always stored and
 * answered alike. A new address is stored as a pending sign-up. The checklist is owed unless one went
 * to the address in the last day or the limit withholds it; to a pending address it carries the link
 * that confirms the subscription (a fresh one: the last dies). An address that unsubscribed is owed,
 * instead, a link to subscribe again (at most one a day). The day's gate is a conditional update of the
 * subscriber row, so simultaneous requests owe one. Whatever is owed is sent after the answer.
 */
async function requestChecklist(email: string, source: string, context?: RunContext): Promise<void> {
  const row = await queryOne<Ids & { resubscribe: (string | number)[] | null }>(
    `WITH prior AS (SELECT id, status, last_checklist_at, link_sent_at FROM subscribers WHERE email = $1),
     g AS ${grantMail(
       '$3',
       `NOT EXISTS (SELECT 1 FROM prior) OR EXISTS (SELECT 1 FROM prior WHERE CASE WHEN status = 'unsubscribed' THEN ${LINK_DUE} ELSE ${CHECKLIST_DUE} END)`,
     )},
     granted AS (SELECT EXISTS (SELECT 1 FROM g) AS yes),
     fresh AS (
       INSERT INTO subscribers (email, source, status, link_nonce, link_sent_at, last_checklist_at)
       SELECT $1, $2, 'pending', CASE WHEN yes THEN $4 END, CASE WHEN yes THEN now() END, CASE WHEN yes THEN now() END FROM granted
       ON CONFLICT (email) DO NOTHING RETURNING id),
     gate AS (
       UPDATE subscribers SET last_checklist_at = now(),
         link_nonce = CASE WHEN status = 'pending' THEN $4 ELSE link_nonce END,
         link_sent_at = CASE WHEN status = 'pending' THEN now() ELSE link_sent_at END
       WHERE email = $1 AND status <> 'unsubscribed' AND ${CHECKLIST_DUE} AND EXISTS (SELECT 1 FROM g)
       RETURNING id),
     resub AS (
       UPDATE subscribers SET link_nonce = $4, link_sent_at = now(), resubscribe_source = $2
       WHERE email = $1 AND status = 'unsubscribed' AND ${LINK_DUE} AND EXISTS (SELECT 1 FROM g)
       RETURNING id),
     sub AS (SELECT id FROM prior UNION ALL SELECT id FROM fresh),
     req AS (
       INSERT INTO checklist_requests (email, source, subscriber_id) VALUES ($1, $2, (SELECT id FROM sub LIMIT 1)) RETURNING id),
     o AS ${oweMail('$5', 'SELECT id FROM req', 'ARRAY[$6::text]', '(SELECT yes FROM granted) AND EXISTS (SELECT 1 FROM fresh UNION ALL SELECT 1 FROM gate)')},
     r AS ${oweMail('$7', 'SELECT id FROM resub', 'ARRAY[$8::text]')}
     SELECT (SELECT array_agg(id) FROM o) AS outbox, (SELECT array_agg(id) FROM r) AS resubscribe`,
    [
      email,
      source,
      inboxKey(email, context),
      newNonce(),
      ...owed('checklist', 'checklist'),
      ...owed('newsletter', 'resubscribe'),
    ],
  );
  await sendAfterAnswer('checklist', outboxIds(row), context);
  await sendAfterAnswer('newsletter', outboxIds({ outbox: row?.resubscribe }), context);
}

/** POST /api/newsletter after validation: the same answer for every address. */
export function signUp(data: Newsletter, context?: RunContext): Promise<void> {
  const email = normaliseEmail(data.email);
  return isChecklistSource(data.source)
    ? requestChecklist(email, data.source, context)
    : subscribe(email, data.source, context);
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
         confirmed_at = NULL, confirmed_via = NULL, link_sent_at = NULL, link_nonce = NULL, resubscribe_source = NULL
       WHERE id = $1 AND status = 'subscribed' RETURNING id)
     DELETE FROM outbox WHERE status IN ('pending', 'retrying') AND submission_kind = 'newsletter' AND submission_id IN (SELECT id FROM s)`,
    [id],
  );
}

/**
 * Follows a consent link: subscribes the address if the link's nonce is the one stored, its row is in
 * the state the link was sent for (pending for a confirmation, unsubscribed for a re-subscription) and
 * it has not expired. In one statement it records when and how (the proof of consent), kills the
 * nonce, drops any unsent copy of the link's e-mail and, for a first confirmation, owes the welcome
 * (sent after the answer). False if the link is dead (used, replaced, erased, expired).
 */
export async function confirmConsent(
  purpose: ConsentPurpose,
  id: string,
  nonce: string,
  context?: RunContext,
): Promise<boolean> {
  const [fromStatus, linkMail, welcome] =
    purpose === 'confirm'
      ? ['pending', owed('newsletter', 'confirm')[1], [owed('newsletter', 'welcome')[1]]]
      : ['unsubscribed', owed('newsletter', 'resubscribe')[1], []];
  const row = await queryOne<Ids>(
    `WITH s AS (
       UPDATE subscribers SET status = 'subscribed', subscribed_at = now(), unsubscribed_at = NULL, confirmed_at = now(), confirmed_via = $4,
         source = coalesce(resubscribe_source, source), resubscribe_source = NULL, link_nonce = NULL, link_sent_at = NULL
       WHERE id = $1 AND status = $2 AND link_nonce = $3 AND link_sent_at > now() - $5 * interval '1 day'
       RETURNING id),
     d AS (DELETE FROM outbox WHERE submission_kind = 'newsletter' AND submission_id IN (SELECT id FROM s) AND mail = $6 AND status IN ('pending', 'retrying')),
     o AS ${oweMail("'newsletter'", 'SELECT id FROM s', '$7')}
     SELECT (SELECT id FROM s) AS id, (SELECT array_agg(id) FROM o) AS outbox`,
    [id, fromStatus, nonce, CONFIRMED_VIA[purpose], CONSENT_LINK_DAYS, linkMail, welcome],
  );
  if (!row?.id) return false;
  await sendAfterAnswer('newsletter', outboxIds(row), context);
  return true;
}
