/**
 * What the server under test stored, read from its local Netlify Database (the running server
 * writes where it listens to .netlify/database-url), for the browser tests.
 */
import { readFileSync } from 'node:fs';
import { getDatabase } from '@netlify/database';
import { tables, type Kind } from '../../src/server/storage/kinds';

let pool: ReturnType<typeof getDatabase>['pool']; // set by the first query
const db = () =>
  (pool ??= getDatabase({ connectionString: readFileSync('.netlify/database-url', 'utf8').trim() }).pool);

/** Rows of any query against the server's database, for what no endpoint shows (what mail is owed). */
export async function storedQuery(sql: string, params: unknown[] = []): Promise<any[]> {
  return (await db().query(sql, params)).rows;
}

/** Rows of `kind` for `email`: subscribers and checklist requests flat, contact messages and leads under `data`. */
export async function storedRecords(kind: Kind, email: string): Promise<any[]> {
  const table = tables[kind];
  const { rows } = await db().query(
    `SELECT * FROM ${table} WHERE lower(btrim(email)) = lower(btrim($1)) ORDER BY created_at`,
    [email],
  );
  if (table === 'subscribers' || table === 'checklist_requests') return rows;
  return rows.map((r: any) => ({
    ...r,
    data:
      table === 'contact_messages'
        ? {
            name: r.name,
            email: r.email,
            phone: r.phone,
            investmentAmount: r.investment_amount,
            interest: r.interest,
            message: r.message,
          }
        : { name: r.name, email: r.email, message: r.message },
  }));
}
