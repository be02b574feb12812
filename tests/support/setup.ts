/** One local database and one Postmark stand-in per test file, with the transport pointed at it. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { postmarkTransport, setTransport } from '../../src/server/outbox/transport';
import { startLocalDatabase, type LocalDatabase } from './db';
import { startPostmarkStandin, type PostmarkStandin } from './postmark-standin';

export interface Harness {
  db: LocalDatabase;
  postmark: PostmarkStandin;
}

/** Starts the servers before the file's tests and empties every table and the sent list before each test. */
export function useHarness(): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    h.db = await startLocalDatabase();
    h.postmark = await startPostmarkStandin();
    setTransport(
      postmarkTransport({ token: h.postmark.token, requestHost: h.postmark.host, useHttps: false, timeoutSeconds: 1 }),
    );
    // Starting PGlite compiles its WebAssembly and runs initdb: seconds alone, minutes on a loaded 2-core machine.
  }, 180_000);
  beforeEach(async () => {
    await h.db.connect();
    await h.db.clear();
    h.postmark.sent.length = 0;
    h.postmark.requests = 0;
    h.postmark.mode = 'ok';
  });
  afterAll(async () => {
    setTransport(undefined);
    await h.postmark?.close();
    await h.db?.stop();
  });
  return h;
}
