// Which database a command-line tool talks to: --database-url (or NETLIFY_DB_URL), e.g. the
// production connection string from Netlify; else the running `npm start` (its .netlify/database-url);
// else the local database in .netlify/db, opened here (no server may be running on it meanwhile).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareDatabase, sendWithoutDelay, URL_FILE } from './database.mjs';

/** Sets NETLIFY_DB_URL for the server modules and returns a stop function. */
export async function connect(root, given) {
  const url = given || process.env.NETLIFY_DB_URL;
  if (url) {
    process.env.NETLIFY_DB_URL = url;
    return { where: 'the database given', stop: async () => {} };
  }
  const file = join(root, URL_FILE);
  if (existsSync(file)) {
    process.env.NETLIFY_DB_URL = readFileSync(file, 'utf8').trim();
    return { where: 'the local database of the running npm start', stop: async () => {} };
  }
  const { NetlifyDB } = await import('@netlify/database-dev');
  const db = new NetlifyDB({ directory: join(root, '.netlify', 'db'), logger: () => {} });
  process.env.NETLIFY_DB_URL = await db.start();
  sendWithoutDelay(db);
  await prepareDatabase(db, { root, log: (m) => console.error(m) });
  return { where: 'the local database in .netlify/db', stop: () => db.stop() };
}
