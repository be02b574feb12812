// Serves the production build the way Netlify does, with Netlify's own local emulation
// (@netlify/dev): dist/ with the netlify.toml headers and redirects, the v2 functions in
// functions/ at their config paths, and a local Blobs store. Run after `astro build`.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT || 8888);
const host = process.env.HOST || '127.0.0.1';

const netlify = new NetlifyDev({
  projectRoot: root,
  aiGateway: { enabled: false },
  database: { enabled: false },
  edgeFunctions: { enabled: false },
  geolocation: { enabled: false },
  images: { enabled: false },
});
await netlify.start();

/** The emulation leaves unmatched paths to us: Netlify answers them with 404.html and status 404. */
async function notFound(req) {
  const fake = new Request(`http://${req.headers.host || 'localhost'}/404.html`);
  const found = await netlify.handle(fake);
  const body = found ? await found.arrayBuffer() : await readFile(new URL('../dist/404.html', import.meta.url));
  const headers = new Headers(found?.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(req.method === 'HEAD' ? null : body, { status: 404, headers });
}

// The emulation builds a function afresh into a temporary folder for every request and keeps the
// build's location on a per-function object, so two overlapping requests to one function can run
// the other's deleted build (an intermittent 500). Netlify itself has no such step; locally we let
// one request per function path run at a time (different functions still run in parallel).
const queues = new Map();
function oneAtATime(key, task) {
  const run = (queues.get(key) ?? Promise.resolve()).then(task, task);
  const tail = run.catch(() => {});
  queues.set(key, tail);
  tail.then(() => queues.get(key) === tail && queues.delete(key));
  return run;
}

const server = http.createServer(async (req, res) => {
  try {
    // context.ip comes from x-forwarded-for, which only we may set.
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    const path = (req.url ?? '/').split('?')[0];
    const handle = () => netlify.handleAndIntrospectNodeRequest(req);
    const result = path.startsWith('/api/') ? await oneAtATime(path, handle) : await handle();
    const response = result?.response ?? (await notFound(req));
    if (response.status >= 500) console.error(`[serve] ${req.method} ${path} answered ${response.status}`);
    const headers = {};
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') headers[key] = value;
    });
    const cookies = response.headers.getSetCookie?.() ?? [];
    if (cookies.length) headers['set-cookie'] = cookies;
    res.writeHead(response.status, response.statusText, headers);
    if (response.body && req.method !== 'HEAD') Readable.fromWeb(response.body).pipe(res);
    else res.end();
  } catch (error) {
    console.error('[serve] request failed:', req.method, req.url, error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Internal error');
  }
});

server.listen(port, host, () => {
  console.log(`Site ready on http://localhost:${port} (Netlify emulation: functions, Blobs, netlify.toml headers)`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    server.close();
    await netlify.stop().catch(() => {});
    process.exit(0);
  });
}
