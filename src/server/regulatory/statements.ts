/**
 * Investor statements kept as evidence (table investor_statements): the wording's version, what was ticked
 * and specified, the signature and date, when, and a keyed digest of the e-mail address, never the address
 * (src/server/inbox/inbox.ts, statementKey). Erasing an address deletes its statements, and the purge deletes a
 * statement two years after it lapsed (storage/retention.ts).
 */
import type { Statement } from '../../lib/regulatory/statement';
import type { RunContext } from '../env';
import { statementKey } from '../inbox/inbox';
import { query, queryOne } from '../storage/database';

/**
 * Keeps a checked statement, holding for `validMonths` calendar months from now (the database's clock); its
 * row's id, when it was made and until when it holds.
 */
export async function keepStatement(
  s: Statement,
  validMonths: number,
  context?: RunContext,
): Promise<{ id: string; made: Date; until: Date }> {
  const row = await queryOne<{ id: string; created_at: Date; valid_until: Date }>(
    `INSERT INTO investor_statements (audience, wording, answers, signature, signed_on, email_key, page, valid_until)
     VALUES ($1, $2, $3::jsonb, $4, $5::date, $6, $7, now() + make_interval(months => $8::int))
     RETURNING id, created_at, valid_until`,
    [
      s.audience,
      s.wording,
      JSON.stringify(s.answers),
      s.signature,
      s.date,
      statementKey(s.email, context),
      s.page,
      validMonths,
    ],
  );
  if (!row) throw new Error('the statement was not stored');
  return { id: row.id, made: new Date(row.created_at), until: new Date(row.valid_until) };
}

/** Whether the statement a pass names is still kept and has not lapsed. */
export async function statementHolds(id: string): Promise<boolean> {
  const row = await queryOne('SELECT 1 FROM investor_statements WHERE id = $1 AND valid_until > now()', [id]);
  return Boolean(row);
}

/** The statements an address made, newest first (for the company, and the tests). */
export function statementsOf(address: string, context?: RunContext) {
  return query<{ id: string; audience: string; answers: unknown; created_at: Date; valid_until: Date }>(
    `SELECT id, audience, wording, answers, signature, signed_on, page, created_at, valid_until
     FROM investor_statements WHERE email_key = $1 ORDER BY created_at DESC`,
    [statementKey(address, context)],
  );
}
