/**
 * Newsletter consent, each change made from a signed link: confirming a sign-up (double opt-in: only
 * following the e-mailed, single-use link makes an address a subscriber, records when and how, the
 * proof of consent, and sends the welcome), confirming a re-subscription, and unsubscribing. Sign-ups
 * themselves are in signups.ts.
 */
import { sendAfterAnswer } from '../outbox/delivery';
import type { RunContext } from '../env';
import { owed } from '../outbox/templates';
import { outboxIds, oweMail, oweWebhook } from '../outbox/owed';
import { queryOne } from '../storage/database';
import { SUPPRESSED } from '../storage/retention';
import { CONSENT_LINK_DAYS, type ConsentPurpose } from '../token';

/** How each consent link confirms, as the proof of consent records it. */
export const CONFIRMED_VIA: Record<ConsentPurpose, string> = {
  confirm: 'confirmation link e-mailed at sign-up',
  resubscribe: 're-subscribe link e-mailed after unsubscribing',
};

type Ids = { id?: string | null; outbox: (string | number)[] | null };

/**
 * Ends the subscriptions `where` selects (SQL over subscribers, `$1` bound to `value`), keeping only the address
 * and the date (the suppression record the privacy notice describes); rows already unsubscribed, or none, succeed
 * too (idempotent). Mail still waiting for them is not sent, nor is an unsent delivery of the subscription to the
 * webhook; the webhook is told of each confirmed subscription's end, after the answer.
 */
async function endSubscriptions(where: string, value: string, context?: RunContext): Promise<void> {
  const row = await queryOne<Ids>(
    `WITH prior AS (SELECT id, status FROM subscribers WHERE ${where} FOR UPDATE),
     s AS (
       UPDATE subscribers SET ${SUPPRESSED}, unsubscribed_at = now()
       WHERE id IN (SELECT id FROM prior) RETURNING id),
     d AS (DELETE FROM outbox WHERE status IN ('new', 'pending', 'retrying', 'capped') AND submission_kind = 'newsletter' AND submission_id IN (SELECT id FROM s)),
     w AS ${oweWebhook('newsletter', `SELECT id FROM prior WHERE status = 'subscribed'`, 'unsubscribed', context)}
     SELECT (SELECT array_agg(id) FROM w) AS outbox`,
    [value],
  );
  await sendAfterAnswer('newsletter', outboxIds(row), context);
}

/** Unsubscribes a subscriber from the signed link in its e-mails (only a confirmed subscription has one). */
export function unsubscribe(id: string, context?: RunContext): Promise<void> {
  return endSubscriptions(`id = $1 AND status = 'subscribed'`, id, context);
}

/**
 * Ends an address's subscription, confirmed or still pending (any link out for it dies), when its mail bounced
 * hard, its owner complained, or it unsubscribed at Postmark (src/server/mail-events/). `email` as storage keeps it.
 */
export function unsubscribeAddress(email: string, context?: RunContext): Promise<void> {
  return endSubscriptions(`email = $1 AND status IN ('pending', 'subscribed')`, email, context);
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
     o AS ${oweMail("'newsletter'", 'SELECT id FROM s', '$7')},
     w AS ${oweWebhook('newsletter', 'SELECT id FROM s', 'subscribed', context)}
     SELECT (SELECT id FROM s) AS id, (SELECT array_agg(id) FROM (SELECT id FROM o UNION ALL SELECT id FROM w) AS x) AS outbox`,
    [id, fromStatus, nonce, CONFIRMED_VIA[purpose], CONSENT_LINK_DAYS, linkMail, welcome],
  );
  if (!row?.id) return false;
  await sendAfterAnswer('newsletter', outboxIds(row), context);
  return true;
}
