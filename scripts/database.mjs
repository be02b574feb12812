// The local Netlify Database (@netlify/dev runs PGlite behind a Postgres wire server, kept in
// .netlify/db): the project's migrations applied at start, as Netlify applies them on deploy, and
// the connection string written to .netlify/database-url for local tools (npm run leads, tests).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export const MIGRATIONS = 'netlify/database/migrations';
export const URL_FILE = join('.netlify', 'database-url');

/** Names of the migrations in the project, as the tracking table records them. */
async function migrationNames(root) {
  const files = await readdir(join(root, MIGRATIONS));
  return files.filter((f) => /^\d+_.+\.sql$/.test(f)).map((f) => f.slice(0, -4));
}

/**
 * Applies the migrations to the local database. A local database left by another schema (migrations
 * applied that the project no longer has, or one that no longer applies) is local data only: it is
 * reset, said so, and migrated afresh, so a stale .netlify/db never breaks a start. `reset` starts
 * from empty (the browser tests do, so each run sees only its own records).
 */
export async function prepareDatabase(db, { root, reset = false, log = console.log }) {
  if (reset) await db.reset();
  const ours = new Set(await migrationNames(root));
  let applied;
  try {
    const tracked = (await db.query('SELECT name FROM netlify.migrations')).rows.map((r) => r.name);
    const foreign = tracked.filter((name) => !ours.has(name));
    if (foreign.length) throw new Error(`it has migrations this project does not: ${foreign.join(', ')}`);
    applied = await db.applyMigrations(join(root, MIGRATIONS));
  } catch (error) {
    log(`[database] the local database in .netlify/db does not match this project's migrations (${error.message}); resetting it`);
    await db.reset();
    applied = await db.applyMigrations(join(root, MIGRATIONS));
  }
  return applied;
}

/** Records where the running local database listens, for local tools; removed on stop. */
export function publishUrl(root, url) {
  mkdirSync(join(root, '.netlify'), { recursive: true });
  writeFileSync(join(root, URL_FILE), `${url}\n`, { mode: 0o600 });
  return () => rmSync(join(root, URL_FILE), { force: true });
}
