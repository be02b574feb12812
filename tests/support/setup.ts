/** One local Blobs server and one Postmark stand-in per test file, with the transport pointed at it. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { postmarkTransport, setTransport } from '../../src/server/mail/transport';
import { FILE_STORES, RETRY_STORE, storeNames } from '../../src/server/records';
import { startLocalBlobs, type LocalBlobs } from './blobs';
import { startPostmarkStandin, type PostmarkStandin } from './postmark-standin';

export interface Harness {
  blobs: LocalBlobs;
  postmark: PostmarkStandin;
}

export const ALL_STORES = [...Object.values(storeNames), ...Object.values(FILE_STORES), RETRY_STORE];

/** Starts the servers before the file's tests and empties every store and the sent list before each test. */
export function useHarness(): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    h.blobs = await startLocalBlobs();
    h.postmark = await startPostmarkStandin();
    setTransport(postmarkTransport({ token: h.postmark.token, requestHost: h.postmark.host, useHttps: false, timeoutSeconds: 1 }));
  });
  beforeEach(async () => {
    h.blobs.connect();
    await h.blobs.clear(...ALL_STORES);
    h.postmark.sent.length = 0;
    h.postmark.requests = 0;
    h.postmark.mode = 'ok';
  });
  afterAll(async () => {
    setTransport(undefined);
    await h.postmark?.close();
    await h.blobs?.stop();
  });
  return h;
}
