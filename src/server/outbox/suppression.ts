/**
 * The suppression list: inboxes the site never mails again, because mail to them bounced hard or their owner
 * marked it as spam (Postmark's events, src/server/mail-events/). It stands beside the unsubscribed subscribers'
 * records, which stop only the newsletter. Kept by inbox (inbox.ts), so no other spelling of a suppressed
 * address is mailed either, and checked by the gate (mailGate.ts) before every e-mail to a visitor's address.
 */
import { inboxOf } from '../inbox/inbox';
import { query, queryOne } from '../storage/database';

/** Why an inbox is suppressed: a hard bounce, a spam complaint, or Postmark's own suppression on the site's stream. */
export type SuppressionReason = 'hard-bounce' | 'spam-complaint' | 'manual-suppression';

/** Why an address must not be mailed, or null when it may be. */
export async function suppressionOf(address: string): Promise<SuppressionReason | null> {
  const row = await queryOne<{ reason: SuppressionReason }>(`SELECT reason FROM mail_suppressions WHERE inbox = $1`, [
    inboxOf(address),
  ]);
  return row?.reason ?? null;
}

/** What an event adds to the list. */
export interface Suppression {
  email: string;
  reason: SuppressionReason;
  stream: string;
  detail: string;
  at: Date;
}

/**
 * Adds an address's inbox to the list (a repeat keeps the first reason and date); true when it was not on it.
 * Mail to it still owed is stopped as each row comes to be sent (mailGate.ts).
 */
export async function addSuppression(s: Suppression): Promise<boolean> {
  const rows = await query(
    `INSERT INTO mail_suppressions (inbox, email, reason, stream, detail, suppressed_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (inbox) DO NOTHING RETURNING inbox`,
    [inboxOf(s.email), s.email, s.reason, s.stream.slice(0, 100), s.detail.slice(0, 200), s.at],
  );
  return rows.length > 0;
}

/** Takes an address's inbox off the list (the company reactivated it in Postmark); true when it was on it. */
export async function removeSuppression(address: string): Promise<boolean> {
  return (await query(`DELETE FROM mail_suppressions WHERE inbox = $1 RETURNING inbox`, [inboxOf(address)])).length > 0;
}
