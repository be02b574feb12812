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
 * granted by the per-recipient cap (recipients.ts) in the statement that owes it.
 */
import { isChecklistSource, type Newsletter } from '../../lib/forms/newsletter';
import { normaliseEmail } from '../../lib/forms/fields';
import { sendNow } from '../outbox/delivery';
import type { RunContext } from '../env';
import { owed } from '../outbox/templates';
import { outboxIds, oweMail } from '../outbox/owed';
import { grantMail, proveAddresses } from '../outbox/recipients';
import { query, queryOne } from '../storage/store';
import { CONSENT_LINK_DAYS, newNonce, type ConsentPurpose } from '../token';

/** How each consent link confirms, as the proof of consent records it. */
export const CONFIRMED_VIA: Record<ConsentPurpose, string> = {
  confirm: 'confirmation link e-mailed at sign-up',
  resubscribe: 're-subscribe link e-mailed after unsubscribing',
};

type Ids = { id?: string | null; outbox: (string | number)[] | null; status?: string | null };
/** A link sent to the row more than a day ago, or never: another may go. */
const LINK_DUE = `(link_sent_at IS NULL OR link_sent_at <= now() - interval '1 day')`;

/**
 * E-mails a re-subscribe link to an address that unsubscribed, unless one went in the last day or the
 * cap withholds it. The row's new nonce, the grant and the owed e-mail are one statement.
 */
async function requestResubscribe(email: string, source: string, context?: RunContext): Promise<void> {
  const row = await queryOne<Ids>(
    `WITH due AS (SELECT id FROM subscribers WHERE email = $1 AND status = 'unsubscribed' AND ${LINK_DUE}),
     g AS ${grantMail('$1', 'EXISTS (SELECT 1 FROM due)')},
     s AS (
       UPDATE subscribers SET link_sent_at = now(), link_nonce = $5, resubscribe_source = $2
       WHERE email = $1 AND status = 'unsubscribed' AND ${LINK_DUE} AND EXISTS (SELECT 1 FROM g)
       RETURNING id),
     o AS ${oweMail('$3', 'SELECT id FROM s', 'ARRAY[$4::text]')}
     SELECT (SELECT id FROM s) AS id, (SELECT array_agg(id) FROM o) AS outbox`,
    [email, source, ...owed('newsletter', 'resubscribe'), newNonce()],
  );
  await sendNow('newsletter', outboxIds(row), context);
}

/**
 * A sign-up from the footer or updates page. A new address is stored as pending and sent its
 * confirmation link; a pending one is sent a fresh link (the last one dies) if none went in the last
 * day; a subscriber is sent nothing; an address that unsubscribed is asked to confirm again. A sign-up
 * the cap withholds is stored without a link; a later one may send it.
 */
async function subscribe(email: string, source: string, context?: RunContext): Promise<void> {
  const row = await queryOne<Ids>(
    `WITH prior AS (SELECT status, link_sent_at FROM subscribers WHERE email = $1),
     g AS ${grantMail('$1', `NOT EXISTS (SELECT 1 FROM prior) OR EXISTS (SELECT 1 FROM prior WHERE status = 'pending' AND ${LINK_DUE})`)},
     granted AS (SELECT EXISTS (SELECT 1 FROM g) AS yes),
     fresh AS (
       INSERT INTO subscribers (email, source, status, link_nonce, link_sent_at)
       SELECT $1, $2, 'pending', CASE WHEN yes THEN $5 END, CASE WHEN yes THEN now() END FROM granted
       ON CONFLICT (email) DO NOTHING RETURNING id),
     again AS (
       UPDATE subscribers SET link_nonce = $5, link_sent_at = now()
       WHERE email = $1 AND status = 'pending' AND ${LINK_DUE} AND EXISTS (SELECT 1 FROM g)
       RETURNING id),
     o AS ${oweMail('$3', 'SELECT id FROM fresh UNION ALL SELECT id FROM again', 'ARRAY[$4::text]', '(SELECT yes FROM granted)')}
     SELECT (SELECT array_agg(id) FROM o) AS outbox, (SELECT status FROM prior) AS status`,
    [email, source, ...owed('newsletter', 'confirm'), newNonce()],
  );
  if (row?.status === 'unsubscribed') await requestResubscribe(email, source, context);
  else await sendNow('newsletter', outboxIds(row), context);
}

/**
 * A case-study checklist request: always succeeds for the visitor, and is stored. A new address is
 * stored as a pending sign-up. The checklist is e-mailed unless one went to the address in the last
 * day, the address unsubscribed (it is asked to confirm again instead) or the cap withholds it; to a
 * pending address it carries the link that confirms the subscription (a fresh one: the last dies). The
 * day's gate is a conditional update of the subscriber row, so simultaneous requests send one.
 */
async function requestChecklist(email: string, source: string, context?: RunContext): Promise<void> {
  const checklistDue = `(last_checklist_at IS NULL OR last_checklist_at <= now() - interval '1 day')`;
  const row = await queryOne<Ids>(
    `WITH prior AS (SELECT id, status, last_checklist_at FROM subscribers WHERE email = $1),
     g AS ${grantMail('$1', `NOT EXISTS (SELECT 1 FROM prior) OR EXISTS (SELECT 1 FROM prior WHERE status <> 'unsubscribed' AND ${checklistDue})`)},
     granted AS (SELECT EXISTS (SELECT 1 FROM g) AS yes),
     fresh AS (
       INSERT INTO subscribers (email, source, status, link_nonce, link_sent_at, last_checklist_at)
       SELECT $1, $2, 'pending', CASE WHEN yes THEN $5 END, CASE WHEN yes THEN now() END, CASE WHEN yes THEN now() END FROM granted
       ON CONFLICT (email) DO NOTHING RETURNING id),
     gate AS (
       UPDATE subscribers SET last_checklist_at = now(),
         link_nonce = CASE WHEN status = 'pending' THEN $5 ELSE link_nonce END,
         link_sent_at = CASE WHEN status = 'pending' THEN now() ELSE link_sent_at END
       WHERE email = $1 AND status <> 'unsubscribed' AND ${checklistDue} AND EXISTS (SELECT 1 FROM g)
       RETURNING id),
     sub AS (SELECT id, status FROM prior UNION ALL SELECT id, 'pending' FROM fresh),
     req AS (
       INSERT INTO checklist_requests (email, source, subscriber_id) VALUES ($1, $2, (SELECT id FROM sub LIMIT 1)) RETURNING id),
     o AS ${oweMail('$3', 'SELECT id FROM req', 'ARRAY[$4::text]', '(SELECT yes FROM granted) AND EXISTS (SELECT 1 FROM fresh UNION ALL SELECT 1 FROM gate)')}
     SELECT (SELECT id FROM req) AS id, (SELECT array_agg(id) FROM o) AS outbox, (SELECT status FROM sub LIMIT 1) AS status`,
    [email, source, ...owed('checklist', 'checklist'), newNonce()],
  );
  if (row?.status === 'unsubscribed') await requestResubscribe(email, source, context);
  else await sendNow('checklist', outboxIds(row), context);
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
 * nonce, marks the address proven (no longer capped), drops any unsent copy of the link's e-mail and,
 * for a first confirmation, owes the welcome. False if the link is dead (used, replaced, erased, expired).
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
       RETURNING id, email),
     p AS ${proveAddresses('SELECT email FROM s')},
     d AS (DELETE FROM outbox WHERE submission_kind = 'newsletter' AND submission_id IN (SELECT id FROM s) AND mail = $6 AND status IN ('pending', 'retrying')),
     o AS ${oweMail("'newsletter'", 'SELECT id FROM s', '$7')}
     SELECT (SELECT id FROM s) AS id, (SELECT array_agg(id) FROM o) AS outbox`,
    [id, fromStatus, nonce, CONFIRMED_VIA[purpose], CONSENT_LINK_DAYS, linkMail, welcome],
  );
  if (!row?.id) return false;
  await sendNow('newsletter', outboxIds(row), context);
  return true;
}
