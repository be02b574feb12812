// Which database a command-line tool talks to: --database-url (or NETLIFY_DB_URL), e.g. the
// production connection string from Netlify; else the running `npm start` (its .netlify/database-url);
// else the local database in .netlify/db, opened here (no server may be running on it meanwhile).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { join } from 'node:path';
import { prepareDatabase, sendWithoutDelay, URL_FILE } from './local-database.mjs';

/**
 * Sets NETLIFY_DB_URL for the server modules and returns a stop function.
 * @param {string} root @param {string} [given] a connection string
 * @returns {Promise<{ where: string, stop: () => Promise<void> }>}
 */
export async function connect(root, given) {
  const url = given || process.env.NETLIFY_DB_URL;
  if (url) {
    process.env.NETLIFY_DB_URL = url;
    return { where: 'the database given', stop: async () => {} };
  }
  const file = join(root, URL_FILE);
  if (existsSync(file)) {
    const running = readFileSync(file, 'utf8').trim();
    const answer = await listening(running);
    if (answer === 'yes') {
      process.env.NETLIFY_DB_URL = running;
      return { where: 'the local database of the running npm start', stop: async () => {} };
    }
    // A server that is busy (starting, or on a loaded machine) may hold the database open: opening
    // it a second time here could corrupt it, so only a refused connection means the file is stale.
    if (answer === 'busy') {
      throw new Error(
        `${URL_FILE} names ${running}, which did not answer (tried for up to 30 s): is \`npm start\` still starting? Try again once it is ready, or stop it.`,
      );
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

/**
 * Whether something accepts connections at a postgres:// address: 'yes'; 'no' when the connection
 * is refused (nothing listens); 'busy' when nothing answered either way, tried for 30 s.
 * @param {string} url @param {{ attempts?: number, timeout?: number }} [options]
 * @returns {Promise<'yes' | 'no' | 'busy'>}
 */
export async function listening(url, { attempts = 10, timeout = 3000 } = {}) {
  const { hostname, port } = new URL(url);
  for (let attempt = 0; attempt < attempts; attempt++) {
    /** @type {'yes' | 'no' | 'busy'} */
    const answer = await new Promise((resolve) => {
      const socket = tcpConnect({ host: hostname, port: Number(port) || 5432, timeout });
      /** @param {'yes' | 'no' | 'busy'} result */
      const done = (result) => {
        socket.destroy();
        resolve(result);
      };
      socket.once('connect', () => done('yes'));
      socket.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
        done(error.code === 'ECONNREFUSED' ? 'no' : 'busy'),
      );
      socket.once('timeout', () => done('busy'));
    });
    if (answer !== 'busy') return answer;
  }
  return 'busy';
}
