/**
 * Work a request does after its answer: acting on a stored sign-up, sending the mail a submission owes.
 * Netlify Functions v2 keep running for a promise handed to `context.waitUntil` after the response has
 * gone. The work is queued during the request (afterAnswer) and begun only once the response's body has
 * been read to its end, that is handed to the platform (answerThen, in the wrapper every function has),
 * and a moment after (SETTLE_MS): the same process still has the answer's last bytes to send, and work
 * begun at once (rendering an e-mail holds the thread for milliseconds) would delay them, by more for
 * an address that is owed mail than for one that is not. Where there is no waitUntil (tests, other
 * hosts), the work is done before the answer instead.
 */
import type { RunContext } from './env';

type Work = () => Promise<unknown>;

/** The work each request has queued, by its context (one per invocation). */
const queued = new WeakMap<object, Work[]>();

/** If the body is never read (the client went away), the work begins anyway after this long. */
const UNREAD_MS = 2_000;
/** How long after the answer is handed over the work begins: ample for the platform to send it. */
const SETTLE_MS = 50;
/** Statuses whose responses carry no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** Runs `work` after the answer where the platform can, else now. `work` must not throw: what it leaves is for the retry job. */
export async function afterAnswer(context: RunContext | undefined, work: Work): Promise<void> {
  if (!context?.waitUntil) return void (await work());
  const list = queued.get(context) ?? [];
  list.push(work);
  queued.set(context, list);
}

/**
 * The response, carrying the request's queued work: begun SETTLE_MS after its body's last byte has
 * been read, kept alive with waitUntil. A response with no queued work is returned as it is.
 */
export function answerThen(context: RunContext | undefined, res: Response): Response {
  const work = context ? queued.get(context) : undefined;
  if (!context?.waitUntil || !work?.length) return res;
  queued.delete(context);
  let handedOver!: () => void;
  const read = new Promise<void>((resolve) => (handedOver = resolve));
  const unread = setTimeout(handedOver, UNREAD_MS);
  context.waitUntil(
    read
      .then(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)))
      .then(() => Promise.all(work.map((w) => w()))),
  );
  if (NO_BODY.has(res.status) || !res.body) {
    clearTimeout(unread);
    handedOver();
    return res;
  }
  const body = res.body.pipeThrough(
    new TransformStream({
      flush() {
        clearTimeout(unread);
        handedOver();
      },
    }),
  );
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}
