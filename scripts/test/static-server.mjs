// A built site served as static files, as a CDN serves them: /x is x.html, / is index.html, a missing page is
// 404.html with status 404, text is sent as is. For the route builds (route-build.mjs): no functions, headers
// or redirects, which the main server (scripts/local-server/serve.mjs) and its tests cover.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

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

/** The file a path names, tried as it is, then as a page. */
const candidates = (path) => (path.endsWith('/') ? [`${path}index.html`] : extname(path) ? [path] : [`${path}.html`]);

/**
 * Serves `dir` on 127.0.0.1 (`port` 0: any free port).
 * @param {string} dir @param {number} [port]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveStatic(dir, port = 0) {
  const server = createServer(async (req, res) => {
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
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}
