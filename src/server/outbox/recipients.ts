/**
 * The per-inbox limit: a form can make the site e-mail one inbox (a report, an acknowledgement, a
 * checklist, a confirmation or re-subscribe link) at most MAIL_PER_INBOX_PER_DAY times in any 24
 * hours, across every kind, whoever the address belongs to, so no one can fill a stranger's (or a
 * subscriber's) inbox from our forms. What is counted is the inbox an address reaches, not the
 * string typed, kept only as a keyed digest (inbox.ts). The grant is taken after the visitor has been
 * answered, by one statement (the gate before the send, mailGate.ts; for a sign-up's link, the statement that
 * acts on it), and simultaneous grants queue on the inbox's row, so no number of requests gets past the
 * limit. Beyond it the submission is still stored; only the mail is withheld.
 */
import { env } from '../env';

/**
 * E-mails a form may cause to one inbox in any 24 hours, whatever their kind. Five covers what a
 * person asks for in a busy visit (an acknowledgement, a waitlist and a case-study checklist, a
 * report or two, a confirmation link); it is the same for a confirmed subscriber, because consent
 * to our newsletter is no licence for what someone else types into our forms.
 */
export const MAIL_PER_INBOX_PER_DAY = 5;

/** How many grants a key may have in how long. */
interface Rule {
  limit: number;
  /** SQL interval literal: the window before each grant. */
  window: string;
}

/** Each inbox: MAIL_PER_INBOX_PER_DAY in any 24 hours, so no burst fits across the edge of a day. */
const INBOX_RULE: Rule = { limit: MAIL_PER_INBOX_PER_DAY, window: `interval '1 day'` };

/**
 * The company's inbox: at most this many notifications (a contact message, a deal lead) in any hour go one
 * by one; the rest are held and go together as one digest (digest.ts). A small firm's site gets a few
 * a day; more within an hour is a campaign, a spike or someone filling forms, read better as a list.
 * TEAM_NOTIFICATIONS_PER_HOUR (a whole number, 1 to 1000) sets another.
 */
export const NOTIFICATIONS_PER_HOUR = 5;

/** Notifications an hour before the rest wait for the digest: the setting, or NOTIFICATIONS_PER_HOUR. */
export function notificationsPerHour(): number {
  const n = Number(env('TEAM_NOTIFICATIONS_PER_HOUR'));
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : NOTIFICATIONS_PER_HOUR;
}

/** The company's rule, as the setting is now. */
export const teamRule = (): Rule => ({ limit: notificationsPerHour(), window: `interval '1 hour'` });

/**
 * A common table expression (the text after `name AS`) that grants one e-mail to the key bound at
 * `key` (a placeholder such as `$3`) when `when` holds, and returns one row if granted, none if the
 * key has had its share in the rule's window. Each grant's time is kept (at most the limit's number of
 * them, none older than the window), so the count is exact at every moment. Mail granted is written
 * `WHERE EXISTS (SELECT 1 FROM <name>)`.
 */
export function grantMail(key: string, when = 'TRUE', rule: Rule = INBOX_RULE): string {
  const recent = `ARRAY(SELECT t FROM unnest(r.mailed_at) AS t WHERE t > now() - ${rule.window} ORDER BY t)`;
  return `(
    INSERT INTO mail_inboxes AS r (inbox, mailed_at)
    SELECT ${key}, ARRAY[now()] WHERE ${when}
    ON CONFLICT (inbox) DO UPDATE SET mailed_at = ${recent} || now()
    WHERE cardinality(${recent}) < ${rule.limit}
    RETURNING r.inbox)`;
}
