/**
 * Netlify Database (Postgres) access for submissions: one pool per process, statements with bound
 * parameters only, and one error type (StorageUnavailableError) for "the database cannot answer",
 * which the endpoints turn into a 503. Locally `npm start` and the tests run the same migrations
 * against the emulation's database (PGlite behind a Postgres wire server).
 */
import { getDatabase } from '@netlify/database';
import { env } from '../env';
import { StorageUnavailableError } from '../http';

/** What every pool (node-postgres, or Neon's, which has the same shape) offers. */
interface Pool {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
  options: Record<string, unknown>;
}

/**
 * Pool sizing. A function instance handles one request at a time on Netlify, so a few connections
 * suffice; locally one warm worker serves every request to a function, and the emulation's PGlite
 * runs one statement at a time whatever the number of connections, so a burst waits in the pool's
 * queue rather than opening more connections. A request waits at most ACQUIRE_MS for a connection
 * and QUERY_MS for an answer before it is answered 503.
 */
const POOL_MAX = 4;
const ACQUIRE_MS = 15_000;
const QUERY_MS = 15_000;

let current: { url: string; pool: Pool } | undefined;

/** The connection string: NETLIFY_DB_URL, set by Netlify on a deploy and by the local emulation. */
function connectionString(): string {
  const url = env('NETLIFY_DB_URL');
  if (!url) throw new StorageUnavailableError('NETLIFY_DB_URL is not set: Netlify Database is not configured');
  return url;
}

function pool(): Pool {
  const url = connectionString();
  if (current?.url === url) return current.pool;
  const previous = current;
  const created = getDatabase({ connectionString: url }).pool as unknown as Pool;
  Object.assign(created.options, {
    max: POOL_MAX,
    connectionTimeoutMillis: ACQUIRE_MS,
    query_timeout: QUERY_MS,
    idleTimeoutMillis: 10_000,
  });
  // An idle connection the server drops must not crash the process.
  created.on('error', (error) => console.error(`[database] idle connection lost: ${error.message}`));
  current = { url, pool: created };
  previous?.pool.end().catch(() => undefined);
  return created;
}

/** Closes the pool (scripts and tests, so the process can exit). */
export async function closeDatabase(): Promise<void> {
  const closing = current;
  current = undefined;
  await closing?.pool.end().catch(() => undefined);
}

/**
 * SQLSTATE classes meaning the database could not do the work now (connection, resources, shutdown,
 * a conflict to retry); anything else with a SQLSTATE is a bug in a statement and stays a 500.
 */
const UNAVAILABLE_STATES = /^(08|53|57|58|40)/;

function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return UNAVAILABLE_STATES.test(code);
  return true; // no SQLSTATE: the network, a timeout, or the pool
}

/** Runs one statement (atomic on its own) and returns its rows. */
export async function query<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  try {
    return (await pool().query(text, params)).rows as T[];
  } catch (error) {
    if (error instanceof StorageUnavailableError || !isUnavailable(error)) throw error;
    const wrapped = new StorageUnavailableError(`database: ${(error as Error)?.message ?? error}`);
    wrapped.cause = error;
    throw wrapped;
  }
}

/** The first row of a statement, or undefined. */
export async function queryOne<T = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T | undefined> {
  return (await query<T>(text, params))[0];
}
