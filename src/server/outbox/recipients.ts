/**
 * The per-recipient cap: the site e-mails an address nobody has proven they own (a report, an
 * acknowledgement, a checklist, a confirmation or re-subscribe link) at most MAIL_PER_ADDRESS_PER_DAY
 * times a day, across every kind, so a stranger's inbox cannot be filled from our forms. An address
 * that followed one of our single-use signed links is proven and no longer capped. The count is kept
 * in `mail_recipients` and taken by the same statement that owes the mail: a grant and its outbox row
 * commit together or not at all, and simultaneous requests queue on the address's row, so no number
 * of them gets past the cap. Beyond it the submission is still stored; only the mail is not owed.
 */
import { normaliseEmail } from '../../lib/forms/fields';

/** E-mails a day to one address nobody has proven they own, whatever their kind. */
export const MAIL_PER_ADDRESS_PER_DAY = 5;

/** The cap's window: a day from the first mail counted in it. */
const WINDOW = `interval '1 day'`;

/** The key the cap counts by: the normalised address. */
export const recipientKey = normaliseEmail;

/**
 * A common table expression (the text after `name AS`) that grants one e-mail to the address bound
 * at `email` (a placeholder such as `$3`, holding the normalised address) when `when` holds, and
 * returns one row if granted, none if the address has had its share today. Outbox rows for the
 * recipient are written `WHERE EXISTS (SELECT 1 FROM <name>)`.
 */
export function grantMail(email: string, when = 'TRUE'): string {
  const expired = `r.window_started_at <= now() - ${WINDOW}`;
  return `(
    INSERT INTO mail_recipients AS r (email, window_started_at, mail_in_window)
    SELECT ${email}, now(), 1 WHERE ${when}
    ON CONFLICT (email) DO UPDATE SET
      mail_in_window = CASE WHEN r.proven_at IS NOT NULL THEN r.mail_in_window WHEN ${expired} THEN 1 ELSE r.mail_in_window + 1 END,
      window_started_at = CASE WHEN r.proven_at IS NULL AND ${expired} THEN now() ELSE r.window_started_at END
    WHERE r.proven_at IS NOT NULL OR ${expired} OR r.mail_in_window < ${MAIL_PER_ADDRESS_PER_DAY}
    RETURNING r.email)`;
}

/** A common table expression marking the addresses selected by `from` (a query of one `email` column) proven. */
export function proveAddresses(from: string): string {
  return `(
    INSERT INTO mail_recipients AS r (email, proven_at) SELECT email, now() FROM (${from}) AS p
    ON CONFLICT (email) DO UPDATE SET proven_at = coalesce(r.proven_at, now())
    RETURNING r.email)`;
}
