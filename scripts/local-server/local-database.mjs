// The local Netlify Database (@netlify/dev runs PGlite behind a Postgres wire server, kept in
// .netlify/db): the project's migrations applied at start, as Netlify applies them on deploy, and
// the connection string written to .netlify/database-url for local tools (npm run leads, tests).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fallsBack } from './touch-points.mjs';

export const MIGRATIONS = 'netlify/database/migrations';
export const URL_FILE = join('.netlify', 'database-url');

/** Names of the migrations in the project, as the tracking table records them. @param {string} root */
async function migrationNames(root) {
  const files = await readdir(join(root, MIGRATIONS));
  return files.filter((f) => /^\d+_.+\.sql$/.test(f)).map((f) => f.slice(0, -4));
}

/**
 * The emulation's wire server leaves Nagle's algorithm on for the connections it accepts. A statement
 * with parameters (every one the site sends) is answered in several small writes, and all but the
 * first wait for the client's delayed acknowledgement: about 44 ms a statement instead of under 1 ms,
 * measured against the local server (a statement without parameters was 0.6 ms either way). A
 * Postgres server, Netlify's included, sends with TCP_NODELAY; so does the local one from here on.
 * `server` is private to NetlifyDB: without it (a changed @netlify/database-dev), this warns once and
 * the database runs as the emulation leaves it (each statement slower, answers unchanged).
 * @param {object} db a NetlifyDB @param {(message: string) => void} [warn]
 */
export function sendWithoutDelay(db, warn = console.warn) {
  const { server } = /** @type {{ server?: import('node:net').Server | null }} */ (db);
  const problems = typeof server?.on === 'function' ? [] : ['NetlifyDB.server, a net.Server'];
  if (
    fallsBack(
      'database TCP_NODELAY',
      problems,
      'Each statement may wait about 40 ms for a delayed acknowledgement; answers unchanged.',
      warn,
    ) ||
    !server
  )
    return false;
  server.on('connection', (socket) => socket.setNoDelay(true));
  return true;
}

/**
 * Applies the migrations to the local database. A local database left by another schema (migrations
 * applied that the project no longer has) is local data only: it is reset, said so, and migrated
 * afresh, so a stale .netlify/db never breaks a start. A migration that fails to apply stops the
 * start with its error and leaves the data alone, so a typo in a new migration costs no local data.
 * `reset` starts from empty (the browser tests do, so each run sees only its own records).
 * @param {Pick<import('@netlify/database-dev').NetlifyDB, 'reset' | 'query' | 'applyMigrations' | 'exec'>} db
 * @param {{ root: string, reset?: boolean, log?: (line: string) => void }} options
 */
export async function prepareDatabase(db, { root, reset = false, log = console.log }) {
  if (reset) await db.reset();
  const ours = new Set(await migrationNames(root));
  /** @type {{ rows: { name: string }[] }} */
  const migrations = await db.query('SELECT name FROM netlify.migrations');
  const tracked = migrations.rows.map((r) => r.name);
  const foreign = tracked.filter((name) => !ours.has(name));
  if (foreign.length) {
    log(
      `[database] the local database in .netlify/db has migrations this project does not (${foreign.join(', ')}); resetting it`,
    );
    await db.reset();
  }
  let applied;
  try {
    applied = await db.applyMigrations(join(root, MIGRATIONS));
  } catch (error) {
    const why = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`[database] a migration in ${MIGRATIONS} did not apply: ${why}`, { cause: error });
  }
  // PGlite runs no autovacuum, as a Postgres server (Netlify's included) does: without it the outbox's
  // partial indexes fill with rows long sent, and /api/health's counts slow down run after run.
  await db.exec('VACUUM ANALYZE');
  return applied;
}

/**
 * Records where the running local database listens, for local tools; removed on stop.
 * @param {string} root @param {string} url
 */
export function publishUrl(root, url) {
  mkdirSync(join(root, '.netlify'), { recursive: true });
  writeFileSync(join(root, URL_FILE), `${url}\n`, { mode: 0o600 });
  return () => rmSync(join(root, URL_FILE), { force: true });
}
