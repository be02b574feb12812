/**
 * The company's webhook as the integration tests meet it: the stand-in receiver (scripts/test/webhook-standin.mjs),
 * started once per test file with a test secret and set back after each test (nothing kept, answering 200).
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startWebhookStandin } from '../../scripts/test/webhook-standin.mjs';

/** A signing secret of Standard Webhooks' form: `whsec_` and at least 24 bytes in base64. */
export const WEBHOOK_SECRET = `whsec_${Buffer.from('a test secret of at least 24 bytes!').toString('base64')}`;

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookStandin>>;

/** Starts the receiver for the calling test file; the function returned reaches it from a hook or a test. */
export function useWebhookReceiver(): () => WebhookReceiver {
  let receiver: WebhookReceiver | undefined;
  beforeAll(async () => {
    receiver = await startWebhookStandin({ secret: WEBHOOK_SECRET });
  });
  afterAll(() => receiver?.close());
  afterEach(() => {
    if (!receiver) return;
    receiver.requests.length = 0;
    receiver.records.clear();
    receiver.failFirst = 0;
    receiver.mode = 'ok';
  });
  return () => {
    if (!receiver) throw new Error('the webhook receiver is reached before its file started it');
    return receiver;
  };
}
