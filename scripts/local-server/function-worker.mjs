// One warm instance of one function (see warm-functions.mjs): imports the bundle's entry point once,
// then runs each invocation it is sent through lambda-local and Netlify's bootstrap, as the
// emulation's own per-request worker does, and sends back the status, headers and body bytes.
import { parentPort, workerData } from 'node:worker_threads';
import { Readable } from 'node:stream';
import lambdaLocal from 'lambda-local';
import sourceMapSupport from 'source-map-support';

/**
 * What lambda-local's `execute` resolves to here (it declares `unknown`): Netlify's bootstrap's Lambda result.
 * @typedef {{ statusCode?: number, headers?: Record<string, unknown>, multiValueHeaders?: Record<string, unknown[]>, body?: unknown, isBase64Encoded?: boolean }} LambdaResult
 */

// Started by warm-functions.mjs, never as a main thread.
const parent = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

sourceMapSupport.install();
lambdaLocal.getLogger().level = 'alert';

const lambdaFunc = await import(workerData.entryFilePath);
parent.postMessage({ loaded: true });

/** The body as bytes, whether the bootstrap streamed it or returned a string. @param {LambdaResult} result */
async function bodyBytes(result) {
  const { body } = result;
  if (body instanceof Readable) {
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  if (typeof body === 'string') return Buffer.from(body, result.isBase64Encoded ? 'base64' : 'utf8');
  return Buffer.alloc(0);
}

/**
 * What survives postMessage of a failure, in the shape the emulation reports errors in.
 * @param {unknown} error
 */
function failure(error) {
  // Whatever was thrown, read field by field: a missing one falls back.
  const e = /** @type {import('./warm-functions.mjs').Failure | null | undefined} */ (error);
  return {
    errorType: e?.errorType ?? e?.name ?? 'Error',
    errorMessage: String(e?.errorMessage ?? e?.message ?? error),
    stackTrace:
      e?.stackTrace ??
      String(e?.stack ?? '')
        .split('\n')
        .slice(1),
  };
}

/**
 * Runs one request and posts back its answer, or its failure: it never rejects.
 * @param {{ id: number, event: any, clientContext: any, timeoutMs: number }} message
 */
async function answer({ id, event, clientContext, timeoutMs }) {
  try {
    /** @type {LambdaResult} */
    const result = /** @type {LambdaResult} */ (
      await lambdaLocal.execute({
        clientContext,
        event,
        lambdaFunc,
        region: 'dev',
        timeoutMs,
        verboseLevel: 3,
      })
    );
    const body = await bodyBytes(result);
    const { statusCode, headers, multiValueHeaders } = result;
    const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength).slice();
    parent.postMessage({ id, result: { statusCode, headers, multiValueHeaders, body: bytes } }, [bytes.buffer]);
  } catch (error) {
    parent.postMessage({ id, error: failure(error) });
  }
}

parent.on('message', (message) => void answer(message));
