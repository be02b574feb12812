/**
 * The mail a submission owes is written by the statement that stores the submission, so either both
 * are stored or neither (delivery.ts sends it, now or on a retry). Every such statement owes its mail
 * through oweMail.
 */
import type { MailName } from './templates';
import { grantMail, recipientKey } from './recipients';
import { tables, type Kind } from '../storage/kinds';
import { queryOne } from '../storage/store';

/**
 * A common table expression (the text after `o AS`) owing, for each `id` the query `from` selects,
 * the e-mails of the SQL text[] `mails`, as submission kind `kind` (SQL: a placeholder or a literal),
 * when `when` holds. It returns the outbox rows' ids; read them with `SELECT array_agg(id) FROM o`.
 */
export function oweMail(kind: string, from: string, mails: string, when = 'TRUE'): string {
  return `(INSERT INTO outbox (submission_kind, submission_id, mail)
    SELECT ${kind}, x.id, m FROM (${from}) AS x, unnest(${mails}::text[]) AS m WHERE ${when} RETURNING id)`;
}

/** The outbox ids a statement returned as `outbox` (Postgres arrays of bigint may come back as strings). */
export const outboxIds = (row: { outbox?: (string | number)[] | null } | null | undefined): number[] =>
  (row?.outbox ?? []).map(Number);

/** What a submission's insert returns: its id and the outbox rows of the mail it owes. */
export interface Inserted {
  id: string;
  outbox: number[];
}

/** The mail a new submission owes: to the company (never capped), and at most one to the visitor's address. */
export interface Owed<K extends Kind> {
  company: MailName<K>[];
  /** The one e-mail to the address the visitor typed, which the per-recipient cap may withhold. */
  visitor?: { to: string; mail: MailName<K> };
}

/**
 * Inserts a submission and its owed e-mails in one statement (so in one transaction); the visitor's
 * e-mail is owed only if the per-recipient cap grants it in that same statement. Column names come
 * from this module's callers, never from input; values are bound.
 */
export async function insertWithMail<K extends Kind>(
  kind: K,
  values: Record<string, unknown>,
  owed: Owed<K>,
): Promise<Inserted> {
  const columns = Object.keys(values);
  const params = [
    ...Object.values(values),
    kind,
    owed.company,
    owed.visitor ? recipientKey(owed.visitor.to) : null,
    owed.visitor?.mail ?? null,
  ];
  const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
  const k = columns.length + 1;
  // The company's mail, then the visitor's if granted (an array concatenated with NULL is unchanged).
  const mails = `($${k + 1}::text[] || (SELECT array_agg($${k + 3}::text) FROM g))`;
  const row = await queryOne<{ id: string; outbox: number[] | null }>(
    `WITH s AS (INSERT INTO ${tables[kind]} (${columns.join(', ')}) VALUES (${placeholders}) RETURNING id),
          g AS ${grantMail(`$${k + 2}::text`, `$${k + 3}::text IS NOT NULL`)},
          o AS ${oweMail(`$${k}`, 'SELECT id FROM s', mails)}
     SELECT (SELECT id FROM s) AS id, (SELECT array_agg(id ORDER BY id) FROM o) AS outbox`,
    params,
  );
  if (!row?.id) throw new Error(`insert into ${tables[kind]} returned nothing`);
  return { id: row.id, outbox: outboxIds(row) };
}
