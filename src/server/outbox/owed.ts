/**
 * The mail a submission owes, and its delivery to the company's webhook, are written by the statement
 * that stores the submission, so either all are stored or none (delivery.ts sends them, after the
 * answer or on a retry). Every such statement owes through oweMail, oweWebhook or insertWithMail.
 */
import type { MailName } from './templates';
import { mailSettings, type RunContext } from '../env';
import { teamKey } from '../inbox/inbox';
import { grantMail, teamRule } from './recipients';
import { tables, type Kind } from '../storage/kinds';
import { queryOne } from '../storage/database';
import { webhookOwed, type WebhookEvent } from './webhook';

/**
 * A common table expression (the text after `o AS`) owing, for each `id` the query `from` selects,
 * the e-mails of the SQL text[] `mails`, as submission kind `kind` (SQL: a placeholder or a literal),
 * when `when` holds. It returns the outbox rows' ids; read them with `SELECT array_agg(id) FROM o`.
 */
export function oweMail(kind: string, from: string, mails: string, when = 'TRUE'): string {
  return `(INSERT INTO outbox (submission_kind, submission_id, mail)
    SELECT ${kind}, x.id, m FROM (${from}) AS x, unnest(${mails}::text[]) AS m WHERE ${when} RETURNING id)`;
}

/**
 * A common table expression owing, for each `id` the query `from` selects, the delivery of `event` to
 * the kind's webhook, if one is set (webhook.ts); with none it owes nothing. `kind` is the registry's
 * name, never input. Read its ids with `SELECT array_agg(id) FROM <name>`.
 */
export function oweWebhook(kind: Kind, from: string, event: WebhookEvent, context?: RunContext): string {
  if (!webhookOwed(kind, context)) return `(SELECT NULL::bigint AS id WHERE FALSE)`;
  return `(INSERT INTO outbox (submission_kind, submission_id, mail, channel)
    SELECT '${kind}', x.id, '${event}', 'webhook' FROM (${from}) AS x RETURNING id)`;
}

/** The outbox ids a statement returned as `outbox` (Postgres arrays of bigint may come back as strings). */
export const outboxIds = (row: { outbox?: (string | number)[] | null } | null | undefined): number[] =>
  (row?.outbox ?? []).map(Number);

/** What a submission's insert returns: its id and the outbox rows of the mail it owes. */
export interface Inserted {
  id: string;
  outbox: number[];
}

/** The mail a new submission owes: to the company (past the hourly limit, held for a digest), and at most one to the visitor's address. */
export interface Owed<K extends Kind> {
  company: MailName<K>[];
  /** The one e-mail to the address the visitor typed, which the per-inbox limit may withhold after the answer. */
  visitor?: MailName<K>;
}

/**
 * Inserts a submission and its owed e-mails in one statement (so in one transaction), the same statement
 * whatever the visitor's address has been sent before: the visitor's e-mail is owed as 'new', and the gate
 * (mailGate.ts) takes its grant from the per-inbox limit, or withholds it, after the answer. The company's are owed
 * to go now if the hourly limit grants them, else held for the next digest (team.ts); the lead is owed to the
 * kind's webhook if one is set. Column names come from this module's callers, never from input; values are bound.
 */
export async function insertWithMail<K extends Kind>(
  kind: K,
  values: Record<string, unknown>,
  owed: Owed<K>,
  context?: RunContext,
): Promise<Inserted> {
  const columns = Object.keys(values);
  const params = [
    ...Object.values(values),
    kind,
    owed.company,
    teamKey(mailSettings().companyInbox, context),
    owed.visitor ?? null,
  ];
  const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
  const [kindAt, company, team, visitor] = [1, 2, 3, 4].map((i) => `$${columns.length + i}`);
  const row = await queryOne<{ id: string; outbox: number[] | null }>(
    `WITH s AS (INSERT INTO ${tables[kind]} (${columns.join(', ')}) VALUES (${placeholders}) RETURNING id),
          t AS ${grantMail(`${team}::text`, `cardinality(${company}::text[]) > 0`, teamRule())},
          o AS (INSERT INTO outbox (submission_kind, submission_id, mail, status)
            SELECT ${kindAt}, s.id, m.mail, m.status FROM s, (
              SELECT c AS mail, CASE WHEN EXISTS (SELECT 1 FROM t) THEN 'pending' ELSE 'held' END AS status
                FROM unnest(${company}::text[]) AS c
              UNION ALL SELECT ${visitor}::text, 'new' WHERE ${visitor}::text IS NOT NULL) AS m
            RETURNING id),
          w AS ${oweWebhook(kind, 'SELECT id FROM s', 'lead', context)}
     SELECT (SELECT id FROM s) AS id,
       (SELECT array_agg(id ORDER BY id) FROM (SELECT id FROM o UNION ALL SELECT id FROM w) AS d) AS outbox`,
    params,
  );
  if (!row?.id) throw new Error(`insert into ${tables[kind]} returned nothing`);
  return { id: row.id, outbox: outboxIds(row) };
}
