/**
 * Request reading and JSON answers shared by every endpoint: content type, body size, JSON or
 * form decoding, error bodies that never carry internal detail, where a submission may come from,
 * and the security headers every function response carries.
 */
import { API_PREFIX } from '../lib/paths';
import { site } from '../lib/site';
import { env } from './env';

/**
 * Thrown when the database cannot be reached or answer in time (storage/database.ts); every endpoint
 * answers it with a 503. The message is for logs only.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/** Largest accepted submission body, bytes. */
export const BODY_LIMIT = 16 * 1024;

type BodyKind = 'json' | 'form';
export type Fields = Record<string, unknown>;

export type ReadResult =
  | { ok: true; kind: BodyKind; body: Fields }
  | { ok: false; kind?: BodyKind; status: 400 | 405 | 413 | 415; message: string };

const NO_STORE = { 'cache-control': 'no-store' };

/** A JSON response that no cache keeps. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** The error body every endpoint uses: success false, a human message, the same text as `error`. */
export function failure(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json(status, { success: false, message, error: message, ...extra }, headers);
}

/** The media type without parameters, lower case. */
export function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Reads at most `limit` bytes; null when the body is longer, whatever Content-Length claimed. */
async function readCapped(req: Request, limit: number): Promise<Uint8Array | null> {
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Decodes a form post into a prototype-less object; a repeated name keeps its first value. */
function formFields(text: string): Fields {
  const fields = Object.create(null) as Fields;
  for (const [name, value] of new URLSearchParams(text)) if (!(name in fields)) fields[name] = value;
  return fields;
}

const TOO_LARGE = 'The form is too large: please shorten your message';

/** Method, content type, size and syntax checks, in that order; the body as an object if all pass. */
export async function readBody(req: Request, limit = BODY_LIMIT, tooLargeMessage = TOO_LARGE): Promise<ReadResult> {
  if (req.method !== 'POST') return { ok: false, status: 405, message: 'Use POST to send this form' };
  const type = mediaType(req);
  const kind: BodyKind | undefined =
    type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : undefined;
  if (!kind)
    return {
      ok: false,
      status: 415,
      message: 'Send the form as application/json or application/x-www-form-urlencoded',
    };
  const tooLarge = { ok: false, kind, status: 413, message: tooLargeMessage } as const;
  if (Number(req.headers.get('content-length') ?? 0) > limit) return tooLarge;
  const bytes = await readCapped(req, limit).catch(() => undefined);
  if (bytes === null) return tooLarge;
  let text: string;
  try {
    if (!bytes) throw new Error('unreadable body');
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, kind, status: 400, message: 'The request body could not be read as UTF-8 text' };
  }
  if (kind === 'form') return { ok: true, kind, body: formFields(text) };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { ok: false, kind, status: 400, message: 'The request body must be a JSON object' };
    }
    // A browser sending Global Privacy Control has asked not to be followed: where it came from is not kept.
    if (req.headers.get('sec-gpc')?.trim() === '1') delete (parsed as Fields).attribution;
    return { ok: true, kind, body: parsed as Fields };
  } catch {
    return { ok: false, kind, status: 400, message: 'The request body is not valid JSON' };
  }
}

/** True when the hidden honeypot field was filled in, which people never see and bots do. */
export function honeypotFilled(body: Fields): boolean {
  if (!Object.hasOwn(body, 'company_website')) return false;
  const value = body.company_website;
  return !(value === null || value === undefined || (typeof value === 'string' && value.trim() === ''));
}

/**
 * The same-origin page a person came from (path only), else the home page. A form re-sent from a
 * "please fix" page comes from a function's address, which is no page to go back to: that page's
 * form carries the original page in its `back` query parameter (see `fixPage`).
 */
export function backPath(req: Request): string {
  const origin = new URL(req.url).origin;
  const referer = req.headers.get('referer') ?? '';
  const page = sitePath(referer, origin);
  if (!isFunction(page)) return page;
  const back = sitePath(new URL(referer, origin).searchParams.get('back') ?? '/', origin);
  return isFunction(back) ? '/' : back;
}

const isFunction = (path: string) => path.startsWith(`${API_PREFIX}/`);

/** Control and format characters, whitespace and backslashes: nothing a way back needs. */
const UNSAFE_IN_PATH = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;

/**
 * The path as a browser may read it once percent-escapes are undone (up to three times, for escapes
 * of escapes); null when an escape is malformed.
 */
function decoded(path: string): string | null {
  let text = path;
  try {
    for (let i = 0; i < 3 && text.includes('%'); i++) text = decodeURIComponent(text);
  } catch {
    return null;
  }
  return text;
}

/**
 * A path on this site from a URL or path, else the home page: resolved with the URL parser against the
 * site's origin and kept only when it stays on that origin and is a plain path in every reading. So a
 * path that starts `//` or `/\` (which a browser takes for another host: `//evil.example/x`, and what
 * `/.//evil.example` resolves to), or that does once its escapes are undone (`/%2F%2Fevil.example`),
 * or that holds a control character, whitespace or backslash, even escaped (browsers drop or mend
 * them: `/\t/evil.example` is `//evil.example` to them), gives no way back but home.
 */
function sitePath(value: string, origin: string): string {
  if (UNSAFE_IN_PATH.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  const path = url.pathname;
  const plain = decoded(path);
  if (url.origin !== origin || plain === null || !path.startsWith('/')) return '/';
  if (/^\/[/\\]/.test(path) || /^\/[/\\]/.test(plain) || UNSAFE_IN_PATH.test(plain)) return '/';
  return path;
}

/** A 303 See Other: the browser follows with a GET, so reloading does not re-post. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, ...NO_STORE } });
}

/** Methods that change nothing, which any page may send. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origins whose pages may send a form here: the one the request was addressed to (the live
 * site, a deploy preview or branch deploy, whose own host is in the URL Netlify gives the
 * function; the local server on whatever port it runs), the site's address in content/site.json
 * and the main address Netlify gives functions as URL.
 */
function siteOrigins(req: Request): Set<string> {
  const origins = new Set<string>();
  for (const url of [req.url, site.siteUrl, env('URL')]) {
    if (!url) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // a malformed setting adds nothing
    }
  }
  return origins;
}

/**
 * True for a request that changes something and that a browser says came from another site: one
 * marked `Sec-Fetch-Site: cross-site`, or whose `Origin` is not one of the site's own (an opaque
 * `null` origin counts as foreign unless the browser also says same-origin). A client that sends
 * neither header (a script, curl, an old browser) is not a cross-site page and is let through.
 */
export function isCrossSiteSubmission(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const fetchSite = req.headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite === 'cross-site') return true;
  const origin = req.headers.get('origin')?.trim();
  if (!origin) return false;
  if (origin === 'null') return fetchSite !== 'same-origin';
  try {
    return !siteOrigins(req).has(new URL(origin).origin);
  } catch {
    return true;
  }
}

/** Sent with every function response; the same values as the static pages' (netlify.toml). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Added to HTML responses, as the static pages have them. */
export const HTML_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** The policy of an HTML response that brought none of its own: nothing loads, nothing frames it. */
const FALLBACK_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/**
 * The response with the security headers Netlify adds to static pages but not to functions:
 * HSTS, nosniff and the referrer policy on every one; on HTML also a CSP that forbids framing
 * (the page's own policy with `frame-ancestors 'none'`, or a strict one if it has none).
 */
export function withSecurityHeaders(res: Response): Response {
  const headers = new Headers(res.headers);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  if ((headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) {
    for (const [name, value] of Object.entries(HTML_SECURITY_HEADERS)) headers.set(name, value);
    const own = (headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim());
    const kept = own.filter((d) => d && !/^frame-ancestors(\s|$)/i.test(d));
    headers.set('content-security-policy', kept.length ? [...kept, "frame-ancestors 'none'"].join('; ') : FALLBACK_CSP);
  }
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}
