/**
 * A local Netlify Database for handler tests: the emulation's own PGlite behind a Postgres wire
 * server (in memory), with the project's migrations applied, and NETLIFY_DB_URL pointing the
 * handlers at it exactly as the platform does.
 */
import { sendWithoutDelay } from '../../scripts/local-server/local-database.mjs';
import { NetlifyDB } from '@netlify/database-dev';
import { tables, type Kind } from '../../src/server/storage/kinds';
import { loadRecord } from '../../src/server/storage/records';
import { closeDatabase } from '../../src/server/storage/database';

export const MIGRATIONS = 'netlify/database/migrations';

/** Every table the migrations create (the submissions' from the registry of kinds), emptied between tests. */
const TABLES = [
  'outbox',
  ...Object.values(tables),
  'mail_inboxes',
  'sign_up_requests',
  'mail_caps',
  'mail_suppressions',
  'investor_statements',
];

/** What counts() answers when nothing is stored. */
export const EMPTY = Object.fromEntries(TABLES.map((t) => [t, 0]));

export interface LocalDatabase {
  url: string;
  /** Points the handlers at this database (again), e.g. after disconnect(). */
  connect(): Promise<void>;
  /** Points the handlers at a port nothing listens on: every storage call fails. */
  disconnect(): Promise<void>;
  /** Rows of a table, oldest first. */
  rows(table: string, where?: string, params?: unknown[]): Promise<any[]>;
  /** Runs SQL directly (setting up states, moving dates). */
  query(sql: string, params?: unknown[]): Promise<any[]>;
  /**
   * The stored submissions of a kind as the mail templates see them, oldest first, each with `mail`:
   * its outbox rows by name ({ status, attempts, lastError, messageId }).
   */
  records(kind: Kind): Promise<any[]>;
  /** Rows in each table. */
  counts(): Promise<Record<string, number>>;
  /** Empties every table. */
  clear(): Promise<void>;
  stop(): Promise<void>;
}

export async function startLocalDatabase(): Promise<LocalDatabase> {
  const db = new NetlifyDB({ logger: () => {} });
  const url = await db.start();
  sendWithoutDelay(db);
  await db.applyMigrations(MIGRATIONS);
  const point = async (to: string) => {
    await closeDatabase();
    process.env.NETLIFY_DB_URL = to;
  };
  await point(url);
  const query = async (sql: string, params: unknown[] = []) => (await db.query<any>(sql, params)).rows;
  return {
    url,
    connect: () => point(url),
    disconnect: () => point('postgres://postgres@127.0.0.1:1/postgres'),
    rows: (table, where = 'TRUE', params = []) =>
      query(`SELECT * FROM ${table} WHERE ${where} ORDER BY created_at, id`, params),
    query,
    async records(kind) {
      const out = [];
      for (const { id } of await query(`SELECT id FROM ${tables[kind]} ORDER BY created_at, id`)) {
        const mail = Object.fromEntries(
          (
            await query('SELECT * FROM outbox WHERE submission_kind = $1 AND submission_id = $2 ORDER BY id', [
              kind,
              id,
            ])
          ).map((o) => [
            o.mail,
            {
              status: o.status,
              attempts: o.attempts,
              lastError: o.last_error ?? undefined,
              messageId: o.postmark_message_id ?? undefined,
            },
          ]),
        );
        out.push({ ...(await loadRecord(kind, id)), mail });
      }
      return out;
    },
    counts: async () =>
      Object.fromEntries(
        await Promise.all(TABLES.map(async (t) => [t, Number((await query(`SELECT count(*) AS n FROM ${t}`))[0].n)])),
      ),
    clear: async () => {
      await db.exec(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`);
    },
    async stop() {
      await closeDatabase();
      delete process.env.NETLIFY_DB_URL;
      await db.stop();
    },
  };
}
