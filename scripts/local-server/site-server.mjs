// The local server's HTTP front: a plain node:http server that checks each request the way
// Netlify's edge does before the emulation sees it, and hands the rest to `handle`.
//   - Methods a site can be asked for (GET HEAD POST PUT PATCH DELETE OPTIONS) are passed on; any
//     other (TRACE, TRACK, CONNECT, WebDAV's PROPFIND…) gets 405. Tokens Node's parser does not know
//     get its own 400.
//   - The request target must be a path ('/…', not '//…', not an absolute URL or '*'), its
//     percent-escapes must decode, and Host must be a host name or address with an optional port:
//     otherwise 400. (The emulation builds the function's URL from Host and the target, and throws
//     on a malformed escape: a 500 before.)
//   - A request whose headers or body do not arrive in time gets 408 and its connection is closed
//     (Node's own request timeouts, checked every second); it holds up no other request, to the
//     same path or any other.
//   - Text is compressed as Netlify's edge compresses it (brotli, else gzip, as Accept-Encoding
//     allows; compression.mjs), so local measurements weigh what production sends.
import http from 'node:http';
import { Readable } from 'node:stream';
import { encodeResponse } from './compression.mjs';

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOW = METHODS.join(', ');
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Why a request cannot be served, as a status and a short reason; null when it can.
 * @param {Pick<import('node:http').IncomingMessage, 'method' | 'url' | 'headers'>} req
 * @returns {{ status: number, message: string, headers?: Record<string, string> } | null}
 */
export function requestProblem(req) {
  if (!METHODS.includes(req.method ?? ''))
    return { status: 405, message: `The method ${req.method} is not allowed here.`, headers: { allow: ALLOW } };
  const target = req.url ?? '';
  if (!target.startsWith('/') || target.startsWith('//'))
    return { status: 400, message: 'The request target must be a path.' };
  const [path = ''] = target.split('?');
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'The address has a malformed percent-escape.' };
  }
  const host = req.headers.host;
  if (host !== undefined && !HOST.test(host)) return { status: 400, message: 'The Host header is not a host name.' };
  return null;
}

/**
 * A short plain-text answer, and the connection closed.
 * @param {import('node:http').ServerResponse} res @param {number} status @param {string} message
 * @param {Record<string, string>} [headers]
 */
function plain(res, status, message, headers = {}) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    connection: 'close',
    ...headers,
  });
  res.end(`${status} ${http.STATUS_CODES[status]}: ${message}\n`);
}

/** Node's codes for a request it could not take, and the status each gets (400 for the rest). */
/** @type {Record<string, number>} */
const CLIENT_ERROR_STATUS = { ERR_HTTP_REQUEST_TIMEOUT: 408, HPE_HEADER_OVERFLOW: 431 };

/**
 * The server. `handle(req)` answers a checked request with a web Response; if it throws, the
 * failure is logged with `log(message, error)` and answered 500. The timeouts are Node's:
 * `headersTimeoutMs` for the request line and headers, `requestTimeoutMs` for the whole request,
 * body included. `port` names the server in the Host given to an HTTP/1.0 request without one.
 *
 * @param {{
 *   handle: (req: import('node:http').IncomingMessage) => Promise<Response>,
 *   log?: (message: string, error?: unknown) => void,
 *   port?: number,
 *   requestTimeoutMs?: number,
 *   headersTimeoutMs?: number,
 * }} options
 */
export function createSiteServer({
  handle,
  log = console.error,
  port,
  requestTimeoutMs = 30_000,
  headersTimeoutMs = 15_000,
}) {
  /**
   * Answers one request; never rejects: a failure is answered 500, or dropped when the client has gone.
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res
   */
  const respond = async (req, res) => {
    const [path] = (req.url ?? '/').split('?');
    const problem = requestProblem(req);
    if (problem) return plain(res, problem.status, problem.message, problem.headers);
    // An HTTP/1.0 request may come without a Host: it is for this server.
    req.headers.host ??= `localhost:${port ?? /** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
    try {
      const response = await handle(req);
      const { status, headers, body } = await encodeResponse(req, response);
      if (res.destroyed) return;
      res.writeHead(status, response.statusText || undefined, headers);
      if (Buffer.isBuffer(body)) res.end(body);
      else if (body)
        // The global ReadableStream is node:stream/web's; TypeScript's DOM types name it apart.
        Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (body))
          .on('error', (e) => res.destroy(e))
          .pipe(res);
      else res.end();
    } catch (error) {
      // A request that timed out (408 already sent) or whose client left ends here: nothing to answer.
      if (req.destroyed || res.destroyed) return;
      log(`[serve] ${req.method} ${path} failed`, error);
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Internal Server Error');
    }
  };
  const server = http.createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => void respond(req, res),
  );
  // A request that broke the HTTP rules or ran out of time. Node's own answer destroys the socket at
  // once, and a socket closed with the client's bytes still unread is reset, which can throw away the
  // answer before the client reads it. So: answer, close our side, and keep reading briefly, so the
  // client sees the status and then a normal end.
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    socket.resume();
    setTimeout(() => socket.destroy(), 2_000).unref();
  });
  // CONNECT asks for a tunnel, which Node hands to this event instead of the request handler.
  server.on('connect', (req, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  return server;
}
