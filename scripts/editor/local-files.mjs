// The local file service behind the content editor's "Work with Local Repository" on this machine
// (src/admin/local.ts): the editor reads and writes the working tree through it, with no login.
// Part of the local server only (scripts/local-server/serve.mjs, what `npm start` and the tests run); never deployed.
//
// It is a write endpoint, so it trusts nothing:
//   - only a request from this machine (loopback socket), addressed to a loopback name (Host
//     localhost / 127.0.0.1 / [::1], so a DNS-rebound name cannot reach it), from the site's own page
//     (Origin, when sent, is the same host) and carrying the editor's header (a cross-site page cannot
//     send it without a preflight, which is never granted);
//   - paths are relative, plain (no `..`, no dot-files, no backslashes, no control characters) and
//     under content/ (the site's text: .mdx .md .yaml .yml .json) or src/assets/ (images: .jpg .jpeg
//     .png .webp .avif .gif, and .svg to read only); the real path, symbolic links resolved, must
//     stay there too, and a link that leads nowhere is skipped (not listed, read or written through);
//   - a write is at most 10 MB and replaces the file whole (a temporary file renamed over it).
// Anything else is refused (403), and nothing outside those two folders is listed or read.
import { lstat, mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join, sep } from 'node:path';

const EDITOR_API = '/__editor/api/';
const MAX_BYTES = 10 * 1024 * 1024;
const TEXT = ['.mdx', '.md', '.yaml', '.yml', '.json'];
const IMAGES = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif'];
/** What may be read and written where. An SVG may be read, never written: it can carry a script. */
const AREAS = [
  { dir: 'content', read: TEXT, write: TEXT },
  { dir: 'src/assets', read: [...IMAGES, '.svg'], write: IMAGES },
];
/** Folders shown on the way down to an area. */
const ANCESTORS = new Set(['', 'src']);
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;
const LOOPBACK_ADDRESS = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** A request the service will not serve: its status and why. */
class Refused extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** @param {number} status @param {string} message */
const text = (status, message) =>
  new Response(`${message}\n`, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
/** @param {unknown} value */
const json = (value) =>
  new Response(JSON.stringify(value), {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });

/** A request path is plain and relative: `content/posts/<slug>.mdx`. Returns its segments. @param {string} path */
function segmentsOf(path) {
  if (typeof path !== 'string' || path.length > 400) throw new Refused(403, 'Not a path the editor may use.');
  if (path === '') return [];
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f:*?"<>|]/.test(path) || path.startsWith('/') || path.endsWith('/'))
    throw new Refused(403, 'Not a path the editor may use.');
  const parts = path.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.startsWith('.')))
    throw new Refused(403, 'Not a path the editor may use.');
  return parts;
}

/**
 * The area a path is in, if any; `file` ('read' or 'write') asks that it be a file the area allows
 * that for.
 * @param {string} path @param {{ file?: 'read' | 'write' }} [options]
 */
function areaOf(path, { file } = {}) {
  const parts = segmentsOf(path);
  const joined = parts.join('/');
  const area = AREAS.find((a) => joined === a.dir || joined.startsWith(`${a.dir}/`));
  if (!area) return undefined;
  if (file && (joined === area.dir || !area[file].some((e) => joined.toLowerCase().endsWith(e)))) return undefined;
  return area;
}

/**
 * The file system path for `path`, refused unless it (symbolic links resolved) is inside an area.
 * @param {string} root @param {string} path @param {{ file?: 'read' | 'write', mustExist?: boolean }} [options]
 */
async function resolveInside(root, path, { file, mustExist = false } = {}) {
  const area = areaOf(path, { file });
  if (!area)
    throw new Refused(
      403,
      `The editor may only ${file === 'write' ? 'write content files under content/ and images under src/assets/' : file === 'read' ? 'read content files under content/ and images under src/assets/' : 'see content/ and src/assets/'}.`,
    );
  const full = join(root, ...segmentsOf(path));
  const base = await realpath(join(root, area.dir));
  // The deepest part that exists must resolve inside the area: no link leads out of it.
  let probe = full;
  for (;;) {
    try {
      const real = await realpath(probe);
      if (real !== base && !real.startsWith(base + sep))
        throw new Refused(403, 'That path leads outside the editor’s folders.');
      break;
    } catch (e) {
      if (e instanceof Refused) throw e;
      if (/** @type {NodeJS.ErrnoException} */ (e).code !== 'ENOENT' || mustExist) throw new Refused(404, 'Not found.');
      // A symbolic link whose target is gone is skipped, as if it were not there: never read or written through.
      if (
        await lstat(probe).then(
          () => true,
          () => false,
        )
      )
        throw new Refused(404, 'Not found: a link that leads nowhere.');
      probe = dirname(probe);
    }
  }
  return full;
}

/** Checks that the request comes from this machine's own editor page. @param {import('node:http').IncomingMessage} req */
function requestRefusal(req) {
  if (!LOOPBACK_ADDRESS.test(req.socket?.remoteAddress ?? ''))
    return 'Only this machine may use the editor’s file service.';
  const host = req.headers.host ?? '';
  if (!LOOPBACK_HOST.test(host)) return 'The editor’s file service answers only at localhost.';
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`)
    return 'The editor’s file service answers only the editor’s own page.';
  if (req.headers['x-site-editor'] !== '1') return 'Not a request from the editor.';
  return undefined;
}

/** The request's body, refused past MAX_BYTES. @param {import('node:http').IncomingMessage} req */
async function body(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BYTES) throw new Refused(413, 'A file may be at most 10 MB.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Replaces the file whole: a temporary file renamed over it. @param {string} full @param {Buffer} data */
async function atomicWrite(full, data) {
  await mkdir(dirname(full), { recursive: true });
  const temp = join(dirname(full), `.${basename(full)}.${randomBytes(6).toString('hex')}.tmp`);
  await writeFile(temp, data, { flag: 'wx' });
  try {
    await rename(temp, full);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}

/**
 * Answers a request under /__editor/api/, or returns undefined for any other path.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ root: string, name?: string }} options
 */
export async function editorFiles(req, { root, name = basename(root) }) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(EDITOR_API)) return undefined;
  const refusal = requestRefusal(req);
  if (refusal) return text(403, refusal);
  const op = url.pathname.slice(EDITOR_API.length);
  const path = url.searchParams.get('path') ?? '';
  try {
    if (op === 'session' && req.method === 'GET') return json({ name });
    if (op === 'entries' && req.method === 'GET') {
      const parts = segmentsOf(path);
      const here = parts.join('/');
      if (ANCESTORS.has(here)) {
        // On the way down: only the folders that lead to an area.
        const names = [
          ...new Set(
            AREAS.map((a) => a.dir)
              .filter((d) => d.startsWith(here ? `${here}/` : ''))
              .map((d) => d.slice(here ? here.length + 1 : 0).split('/')[0]),
          ),
        ];
        return json(names.map((n) => ({ name: n, kind: 'directory' })));
      }
      const full = await resolveInside(root, path, { mustExist: true });
      const entries = await readdir(full, { withFileTypes: true });
      return json(
        entries
          .filter((e) => !e.name.startsWith('.') && (e.isDirectory() || e.isFile()))
          .map((e) => ({ name: e.name, kind: e.isDirectory() ? 'directory' : 'file' })),
      );
    }
    if (op === 'stat' && req.method === 'GET') {
      const here = segmentsOf(path).join('/');
      if (ANCESTORS.has(here) && here) return json({ kind: 'directory' });
      const full = await resolveInside(root, path, { mustExist: true });
      const s = await lstat(full);
      if (s.isSymbolicLink() || !(s.isFile() || s.isDirectory())) throw new Refused(404, 'Not found.');
      return json({ kind: s.isDirectory() ? 'directory' : 'file' });
    }
    if (op === 'file' && req.method === 'GET') {
      const full = await resolveInside(root, path, { file: 'read', mustExist: true });
      const s = await stat(full);
      if (!s.isFile()) throw new Refused(404, 'Not found.');
      return new Response(await readFile(full), {
        headers: {
          'content-type': 'application/octet-stream',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'x-last-modified': String(Math.round(s.mtimeMs)),
        },
      });
    }
    if (op === 'file' && req.method === 'PUT') {
      const full = await resolveInside(root, path, { file: 'write' });
      await atomicWrite(full, await body(req));
      return text(200, 'Saved.');
    }
    if (op === 'file' && req.method === 'DELETE') {
      const full = await resolveInside(root, path, { file: 'write', mustExist: true });
      await rm(full);
      return text(200, 'Deleted.');
    }
    if (op === 'move' && req.method === 'POST') {
      const from = await resolveInside(root, path, { file: 'write', mustExist: true });
      const to = await resolveInside(root, url.searchParams.get('to') ?? '', { file: 'write' });
      await mkdir(dirname(to), { recursive: true });
      await rename(from, to);
      return text(200, 'Moved.');
    }
    return text(405, 'Not an operation of the editor’s file service.');
  } catch (e) {
    if (e instanceof Refused) return text(e.status, e.message);
    // The tree changed under the request (a folder removed, a link broken): not found, not a server failure.
    const code = /** @type {NodeJS.ErrnoException | undefined} */ (e)?.code;
    if (code && ['ENOENT', 'ENOTDIR', 'ELOOP'].includes(code)) return text(404, 'Not found.');
    throw e;
  }
}
