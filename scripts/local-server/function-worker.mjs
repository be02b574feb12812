// One warm instance of one function (see warm-functions.mjs): imports the bundle's entry point once,
// then runs each invocation it is sent through lambda-local and Netlify's bootstrap, as the
// emulation's own per-request worker does, and sends back the status, headers and body bytes.
import { parentPort, workerData } from 'node:worker_threads';
import { Readable } from 'node:stream';
import lambdaLocal from 'lambda-local';
import sourceMapSupport from 'source-map-support';

sourceMapSupport.install();
lambdaLocal.getLogger().level = 'alert';

const lambdaFunc = await import(workerData.entryFilePath);
parentPort.postMessage({ loaded: true });

/** The body as bytes, whether the bootstrap streamed it or returned a string. */
async function bodyBytes(result) {
  const { body } = result;
  if (body instanceof Readable) {
    const chunks = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  if (typeof body === 'string') return Buffer.from(body, result.isBase64Encoded ? 'base64' : 'utf8');
  return Buffer.alloc(0);
}

/** What survives postMessage of a failure, in the shape the emulation reports errors in. */
const failure = (error) => ({
  errorType: error?.errorType ?? error?.name ?? 'Error',
  errorMessage: String(error?.errorMessage ?? error?.message ?? error),
  stackTrace:
    error?.stackTrace ??
    String(error?.stack ?? '')
      .split('\n')
      .slice(1),
});

parentPort.on('message', async ({ id, event, clientContext, timeoutMs }) => {
  try {
    const result = await lambdaLocal.execute({
      clientContext,
      event,
      lambdaFunc,
      region: 'dev',
      timeoutMs,
      verboseLevel: 3,
    });
    const body = await bodyBytes(result);
    const { statusCode, headers, multiValueHeaders } = result;
    const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength).slice();
    parentPort.postMessage({ id, result: { statusCode, headers, multiValueHeaders, body: bytes } }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: failure(error) });
  }
});
