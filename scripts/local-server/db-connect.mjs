// Which database a command-line tool talks to: --database-url (or NETLIFY_DB_URL), e.g. the
// production connection string from Netlify; else the running `npm start` (its .netlify/database-url);
// else the local database in .netlify/db, opened here (no server may be running on it meanwhile).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
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
    const running = readFileSync(file, 'utf8').trim();
    if (await listening(running)) {
      process.env.NETLIFY_DB_URL = running;
      return { where: 'the local database of the running npm start', stop: async () => {} };
    }
    // Left by an `npm start` that was killed: nothing listens there, so open the database itself.
    rmSync(file, { force: true });
  }
  const { NetlifyDB } = await import('@netlify/database-dev');
  const db = new NetlifyDB({ directory: join(root, '.netlify', 'db'), logger: () => {} });
  process.env.NETLIFY_DB_URL = await db.start();
  sendWithoutDelay(db);
  await prepareDatabase(db, { root, log: (m) => console.error(m) });
  return { where: 'the local database in .netlify/db', stop: () => db.stop() };
}

/** Whether something accepts connections at a postgres:// address (within a second). */
function listening(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: hostname, port: Number(port) || 5432, timeout: 1000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}
