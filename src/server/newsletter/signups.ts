/**
 * Newsletter and case-study checklist sign-ups: one subscriber row per normalised address, made unique
 * by the table's constraint, and the checklist requests.
 *
 * One answer, one time: a sign-up is stored as it came (a row of sign_up_requests, the same insert
 * whatever the address's state) and answered; it is acted on, and its mail sent, after the answer, so
 * neither what the answer says nor how long it takes tells anyone whether an address is on the list.
 * The statement that acts on a request deletes it, so it is acted on once, by the request or, if that
 * stopped first, by the retry job.
 *
 * A new address is stored as 'pending' and sent a signed, single-use link; only following it makes it a
 * subscriber (subscriptions.ts). An address that unsubscribed is never subscribed again by a form: it
 * gets one e-mail (at most one a day) with a link that alone subscribes it again. A checklist goes to an
 * address at most once a day. Every e-mail to the visitor's address is granted by the per-inbox limit
 * (recipients.ts) in the statement that owes it, a subscriber's too.
 */
import { isChecklistSource, type Newsletter } from '../../lib/forms/newsletterSchema';
import { normaliseEmail } from '../../lib/forms/fields';
import { storedAttribution } from '../../lib/forms/attributionSchema';
import { sendNow } from '../outbox/delivery';
import { afterAnswer } from '../after-answer';
import { deadlineIn, RUN_CLAIM_MS, type Deadline } from '../schedule/deadline';
import type { RunContext } from '../env';
import { logError } from '../log';
import { owed } from '../outbox/templates';
import { outboxIds, oweMail, oweWebhook } from '../outbox/owed';
import { inboxKey } from '../inbox/inbox';
import { grantMail } from '../outbox/recipients';
import { query, queryOne } from '../storage/database';
import { newNonce } from '../token';

type Ids = { id?: string | null; outbox: (string | number)[] | null };
/** A link sent to the row more than a day ago, or never: another may go. */
const LINK_DUE = `(link_sent_at IS NULL OR link_sent_at <= now() - interval '1 day')`;
/** No checklist e-mailed to the row in the last day. */
const CHECKLIST_DUE = `(last_checklist_at IS NULL OR last_checklist_at <= now() - interval '1 day')`;
/**
 * The sign-up request a statement acts on, deleted by it: the statement does anything only if it took
 * the row, so a request is acted on once, whoever gets to it first (the request, or the retry job).
 */
const TAKE = `(DELETE FROM sign_up_requests WHERE id = $1 RETURNING id, attribution)`;
const TAKEN = `EXISTS (SELECT 1 FROM q)`;

/** A stored sign-up request: its row, and the address (normalised) and form it came from. */
interface SignUpRequest {
  id: number;
  email: string;
  source: string;
}

/**
 * A sign-up from the footer or updates page, in one statement whatever the address's state: a new
 * address is stored as pending and owed its confirmation link; a pending one is owed a fresh link (the
 * last one dies) if none went in the last day; a subscriber is owed nothing; an address that
 * unsubscribed is owed a link to subscribe again, at most one a day. A sign-up the limit withholds is
 * stored without a link; a later one may send it. Returns the outbox rows owed.
 */
async function subscribe({ id, email, source }: SignUpRequest, context?: RunContext): Promise<number[]> {
  const [kind, confirm] = owed('newsletter', 'confirm');
  const [, resubscribe] = owed('newsletter', 'resubscribe');
  const row = await queryOne<Ids>(
    `WITH q AS ${TAKE},
     prior AS (SELECT status, link_sent_at FROM subscribers WHERE email = $2),
     g AS ${grantMail('$4', `${TAKEN} AND (NOT EXISTS (SELECT 1 FROM prior) OR EXISTS (SELECT 1 FROM prior WHERE status <> 'subscribed' AND ${LINK_DUE}))`)},
     granted AS (SELECT EXISTS (SELECT 1 FROM g) AS yes),
     fresh AS (
       INSERT INTO subscribers (email, source, status, link_nonce, link_sent_at, attribution)
       SELECT $2, $3, 'pending', CASE WHEN yes THEN $5 END, CASE WHEN yes THEN now() END, (SELECT attribution FROM q)
       FROM granted WHERE ${TAKEN}
       ON CONFLICT (email) DO NOTHING RETURNING id, status),
     again AS (
       UPDATE subscribers SET link_nonce = $5, link_sent_at = now(),
         resubscribe_source = CASE WHEN status = 'unsubscribed' THEN $3 ELSE resubscribe_source END
       WHERE email = $2 AND status IN ('pending', 'unsubscribed') AND ${LINK_DUE} AND EXISTS (SELECT 1 FROM g)
       RETURNING id, status),
     o AS ${oweMail(
       '$6',
       'SELECT id, status FROM fresh WHERE (SELECT yes FROM granted) UNION ALL SELECT id, status FROM again',
       `ARRAY[CASE WHEN x.status = 'unsubscribed' THEN $8 ELSE $7 END]`,
     )}
     SELECT (SELECT array_agg(id) FROM o) AS outbox`,
    [id, email, source, inboxKey(email, context), newNonce(), kind, confirm, resubscribe],
  );
  return outboxIds(row);
}

/**
 * A case-study checklist request, in one statement whatever the address's state: always stored. A new
 * address is stored as a pending sign-up. The checklist is owed unless one went to the address in the
 * last day or the limit withholds it; to a pending address it carries the link that confirms the
 * subscription (a fresh one: the last dies). An address that unsubscribed is owed, instead, a link to
 * subscribe again (at most one a day). The day's gate is a conditional update of the subscriber row,
 * so simultaneous requests owe one. Returns the outbox rows owed, of each kind.
 */
async function requestChecklist(
  { id, email, source }: SignUpRequest,
  context?: RunContext,
): Promise<{ checklist: number[]; newsletter: number[] }> {
  const row = await queryOne<Ids & { resubscribe: (string | number)[] | null }>(
    `WITH q AS ${TAKE},
     prior AS (SELECT id, status, last_checklist_at, link_sent_at FROM subscribers WHERE email = $2),
     g AS ${grantMail(
       '$4',
       `${TAKEN} AND (NOT EXISTS (SELECT 1 FROM prior) OR EXISTS (SELECT 1 FROM prior WHERE CASE WHEN status = 'unsubscribed' THEN ${LINK_DUE} ELSE ${CHECKLIST_DUE} END))`,
     )},
     granted AS (SELECT EXISTS (SELECT 1 FROM g) AS yes),
     fresh AS (
       INSERT INTO subscribers (email, source, status, link_nonce, link_sent_at, last_checklist_at, attribution)
       SELECT $2, $3, 'pending', CASE WHEN yes THEN $5 END, CASE WHEN yes THEN now() END, CASE WHEN yes THEN now() END,
         (SELECT attribution FROM q)
       FROM granted WHERE ${TAKEN}
       ON CONFLICT (email) DO NOTHING RETURNING id),
     gate AS (
       UPDATE subscribers SET last_checklist_at = now(),
         link_nonce = CASE WHEN status = 'pending' THEN $5 ELSE link_nonce END,
         link_sent_at = CASE WHEN status = 'pending' THEN now() ELSE link_sent_at END
       WHERE email = $2 AND status <> 'unsubscribed' AND ${CHECKLIST_DUE} AND EXISTS (SELECT 1 FROM g)
       RETURNING id),
     resub AS (
       UPDATE subscribers SET link_nonce = $5, link_sent_at = now(), resubscribe_source = $3
       WHERE email = $2 AND status = 'unsubscribed' AND ${LINK_DUE} AND EXISTS (SELECT 1 FROM g)
       RETURNING id),
     sub AS (SELECT id FROM prior UNION ALL SELECT id FROM fresh),
     req AS (
       INSERT INTO checklist_requests (email, source, subscriber_id, attribution)
       SELECT $2, $3, (SELECT id FROM sub LIMIT 1), (SELECT attribution FROM q) WHERE ${TAKEN} RETURNING id),
     o AS ${oweMail('$6', 'SELECT id FROM req', 'ARRAY[$7::text]', '(SELECT yes FROM granted) AND EXISTS (SELECT 1 FROM fresh UNION ALL SELECT 1 FROM gate)')},
     r AS ${oweMail('$8', 'SELECT id FROM resub', 'ARRAY[$9::text]')},
     w AS ${oweWebhook('checklist', 'SELECT id FROM req', 'lead', context)}
     SELECT (SELECT array_agg(id) FROM (SELECT id FROM o UNION ALL SELECT id FROM w) AS d) AS outbox,
       (SELECT array_agg(id) FROM r) AS resubscribe`,
    [
      id,
      email,
      source,
      inboxKey(email, context),
      newNonce(),
      ...owed('checklist', 'checklist'),
      ...owed('newsletter', 'resubscribe'),
    ],
  );
  return { checklist: outboxIds(row), newsletter: outboxIds({ outbox: row?.resubscribe }) };
}

/**
 * Acts on a stored sign-up request and sends what it owes; never throws (a request left is taken by
 * the retry job, and mail left is sent by it).
 */
async function actOn(request: SignUpRequest, context?: RunContext): Promise<void> {
  try {
    if (isChecklistSource(request.source)) {
      const { checklist, newsletter } = await requestChecklist(request, context);
      await Promise.all([sendNow('checklist', checklist, context), sendNow('newsletter', newsletter, context)]);
    } else {
      await sendNow('newsletter', await subscribe(request, context), context);
    }
  } catch (error) {
    logError('newsletter', `sign-up request #${request.id} not acted on yet; the retry job will`, error);
  }
}

/**
 * POST /api/newsletter after validation. One answer, one time: the sign-up is stored as it came, by
 * the same one insert whatever the address's state, and answered; what it means for the address
 * (a pending row, a link, a checklist, nothing) is worked out and sent after the answer.
 */
export async function signUp(data: Newsletter, context?: RunContext): Promise<void> {
  const email = normaliseEmail(data.email);
  const row = await queryOne<{ id: string | number }>(
    `INSERT INTO sign_up_requests (email, source, attribution) VALUES ($1, $2, $3) RETURNING id`,
    [email, data.source, storedAttribution(data.attribution)],
  );
  if (!row) throw new Error('sign-up request not stored');
  const request = { id: Number(row.id), email, source: data.source };
  await afterAnswer(context, () => actOn(request, context));
}

/**
 * The retry job: acts on sign-up requests left more than `minAgeMs` (their request stopped before acting), one
 * at a time until none is left or the run's deadline has passed; how many.
 */
export async function actOnLeftSignUps(
  minAgeMs = 2 * 60_000,
  context?: RunContext,
  deadline: Deadline = deadlineIn(RUN_CLAIM_MS),
): Promise<number> {
  const left = await query<{ id: string | number; email: string; source: string }>(
    `SELECT id, email, source FROM sign_up_requests WHERE created_at <= now() - $1 * interval '1 millisecond' ORDER BY id LIMIT 100`,
    [minAgeMs],
  );
  let acted = 0;
  for (const r of left) {
    if (deadline.passed()) break;
    await actOn({ id: Number(r.id), email: r.email, source: r.source }, context);
    acted++;
  }
  return acted;
}
