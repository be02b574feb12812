// Compression of the local server's responses, as Netlify's edge compresses what it sends: text
// (pages, CSS, scripts, JSON, SVG, XML), from static files and functions alike, in brotli when the
// request accepts it, else gzip, else as it is; with `Vary: Accept-Encoding` on every response that
// could have been compressed, so a cache keeps the versions apart. Not compressed: types that are
// compressed already (images, fonts, archives), bodies under MIN_BYTES (the saving is lost in the
// framing), partial and empty responses, a response that is encoded already or says `no-transform`,
// and event streams (they must not be held back).
import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

/** Below this, a body is sent as it is (CloudFront's threshold: about one TCP packet). */
export const MIN_BYTES = 1000;

const TEXT_TYPES =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:javascript|ecmascript|json|xml|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)$/;

/** Whether a Content-Type is text worth compressing. */
export function compressible(contentType) {
  const type = String(contentType ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  return TEXT_TYPES.test(type);
}

/**
 * The coding to send for an Accept-Encoding header: 'br', 'gzip' or 'identity'. The highest q-value
 * wins, brotli before gzip before identity on a tie; `*` stands for every coding not named; q=0 refuses
 * a coding; identity, unless named, is the last choice. No header, or nothing acceptable: identity
 * (the body as it is, rather than a 406 no browser expects).
 */
export function chooseEncoding(header) {
  if (!header) return 'identity';
  const q = new Map();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => p.trim().match(/^q=([01](?:\.\d{0,3})?)$/)).find(Boolean);
    const value = weight ? Number(weight[1]) : params.some((p) => p.trim().startsWith('q=')) ? 0 : 1;
    q.set(name === 'x-gzip' ? 'gzip' : name, Math.min(1, value));
  }
  const star = q.get('*');
  // Identity not named is acceptable but least wanted: a client that names a coding gets it.
  const weightOf = (coding) => q.get(coding) ?? star ?? (coding === 'identity' ? 0.0001 : 0);
  let best = 'identity';
  let bestQ = 0;
  for (const coding of ['br', 'gzip', 'identity']) {
    const w = weightOf(coding);
    if (w > bestQ) [best, bestQ] = [coding, w];
  }
  return best;
}

const brotli = promisify(brotliCompress);
/**
 * Bodies above this are compressed at a faster brotli level: quality 11 takes seconds on a megabyte (the
 * editor's 2 MB bundle, about 16 s on a busy two-core machine), which held its first request past the browser
 * tests' timeouts. The site's pages and islands are far below it, so what they weigh is unchanged.
 */
const LARGE_BYTES = 1024 * 1024;
const gzipped = promisify(gzip);
const encoders = {
  br: (buf) =>
    brotli(buf, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: buf.length > LARGE_BYTES ? 5 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (buf) => gzipped(buf, { level: 9 }),
};

/** Compressed bodies by content and coding: a page is compressed once per build, not per request. */
const cache = new Map();
const CACHE_BYTES = 32 * 1024 * 1024;
let cached = 0;
/** Compressions under way, by the same key. */
const inFlight = new Map();

async function encode(coding, body) {
  const key = `${coding}:${createHash('sha1').update(body).digest('base64')}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  // Requests for one body that arrive while it is being compressed wait for that one compression.
  const pending = inFlight.get(key);
  if (pending) return pending;
  const work = encoders[coding](body);
  inFlight.set(key, work);
  try {
    const out = await work;
    cache.set(key, out);
    cached += out.length;
    for (const [old, value] of cache) {
      if (cached <= CACHE_BYTES) break;
      cache.delete(old);
      cached -= value.length;
    }
    return out;
  } finally {
    inFlight.delete(key);
  }
}

/** Adds a token to a Vary header value (left alone when it is already there or is `*`). */
function varyWith(value, token) {
  const tokens = (value ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (tokens.includes('*') || tokens.some((t) => t.toLowerCase() === token.toLowerCase())) return tokens.join(', ');
  return [...tokens, token].join(', ');
}

/**
 * What to send for a response, given the request's method and Accept-Encoding: the status, the
 * headers (a plain object, names lower-case) and the body as a Buffer, a web stream (passed through
 * as it came), or null (HEAD, or no body). A HEAD answer carries the headers its GET would, the
 * length of the body it would get included.
 *
 * @param {{ method?: string, headers: Record<string, string | string[] | undefined> }} req
 * @param {Response} response
 * @returns {Promise<{ status: number, headers: Record<string, string | string[]>, body: Buffer | ReadableStream | null }>}
 */
export async function encodeResponse(req, response) {
  const headers = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie?.() ?? [];
  if (cookies.length) headers['set-cookie'] = cookies;
  const head = req.method === 'HEAD';
  const status = response.status;

  const eligible =
    response.body &&
    compressible(headers['content-type']) &&
    ![204, 206, 304].includes(status) &&
    !headers['content-encoding'] &&
    !headers['content-range'] &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers['cache-control'] ?? '');
  if (!eligible) {
    if (head) await response.body?.cancel().catch(() => {});
    return { status, headers, body: head ? null : response.body };
  }

  const body = Buffer.from(await response.arrayBuffer());
  if (body.length >= MIN_BYTES) {
    headers.vary = varyWith(headers.vary, 'Accept-Encoding');
    const coding = chooseEncoding(req.headers['accept-encoding']);
    if (coding !== 'identity') {
      const out = await encode(coding, body);
      headers['content-encoding'] = coding;
      headers['content-length'] = String(out.length);
      // The compressed bytes differ from the file's: a strong validator would now be wrong.
      if (headers.etag && !headers.etag.startsWith('W/')) headers.etag = `W/${headers.etag}`;
      return { status, headers, body: head ? null : out };
    }
  }
  headers['content-length'] = String(body.length);
  return { status, headers, body: head ? null : body };
}
