// A built site served as static files, as a CDN serves them: /x is x.html, / is index.html, a missing page is
// 404.html with status 404, text is sent as is. For the route builds (route-build.mjs) and site copies
// (site-copy.mjs): no functions, headers or redirects, which the main server (scripts/local-server/serve.mjs) and
// its tests cover; with `api`, requests under /api/ are passed to that server's functions as they came (the
// Host kept, so a form's post is still from the site's own page).
import { readFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { extname, join, normalize } from 'node:path';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

/** The file a path names, tried as it is, then as a page. @param {string} path */
const candidates = (path) => (path.endsWith('/') ? [`${path}index.html`] : extname(path) ? [path] : [`${path}.html`]);

/**
 * Passes a request on to `origin` (http://host:port) as it came, and its answer back.
 * @param {string} origin @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
function forward(origin, req, res) {
  const { hostname, port } = new URL(origin);
  const out = request({ hostname, port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  out.on('error', () => res.writeHead(502).end());
  req.pipe(out);
}

/**
 * Answers one request from `dir` (or forwards it to `api`).
 * @param {string} dir @param {string | undefined} api
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
async function answer(dir, api, req, res) {
  if (api && req.url?.startsWith('/api/')) return forward(api, req, res);
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  for (const file of candidates(path)) {
    try {
      const body = await readFile(join(dir, file));
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      return res.end(body);
    } catch {
      // Not this one.
    }
  }
  res.writeHead(404, { 'content-type': TYPES['.html'] });
  res.end(await readFile(join(dir, '404.html')).catch(() => 'Not found'));
}

/**
 * Serves `dir` on 127.0.0.1 (`port` 0: any free port); with `api`, /api/ goes to that origin's functions.
 * @param {string} dir @param {number} [port] @param {{ api?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic(dir, port = 0, { api } = {}) {
  const server = createServer((req, res) => {
    // A path that cannot be decoded: a bad request.
    answer(dir, api, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
      res.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }),
  );
}
