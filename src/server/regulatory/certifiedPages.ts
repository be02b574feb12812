/**
 * The certified pages, served under the exempt-audience route only to a browser whose pass is good: signed
 * by the site, not lapsed, and naming a statement still kept. The build writes them, as built, beside the
 * published folder and never into it (dist-certified/, scripts/build/regulatory-build.mjs); the function is
 * bundled with them (netlify.toml, included_files), so no one reaches them but through it. Everyone else is
 * sent to the page's own address, where the investor statement is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../../lib/paths';
import { route } from '../../lib/regulatory/inForce';
import { serverTrouble } from '../endpoint';
import type { RunContext } from '../env';
import { htmlPage } from '../html/pages';
import { escapeHtml } from '../text';
import { unsubscribeSecret } from '../token';
import { clearPassCookie, readPass } from './pass';
import { statementHolds } from './statements';

/** Where the build writes the certified pages, from the project's root (the function's, on Netlify). */
const CERTIFIED_DIR = 'dist-certified';

/** The folder the certified pages are read from: where the function was bundled with them, or the project. */
const base = () => process.env.LAMBDA_TASK_ROOT ?? process.cwd();

/** A page's address as its file under CERTIFIED_DIR: `/` is index.html, `/a/b` is a/b.html; nothing else. */
function certifiedFile(page: string): string | undefined {
  if (page === '/') return 'index.html';
  return /^(?:\/[a-z0-9][a-z0-9-]*)+$/.test(page) ? `${page.slice(1)}.html` : undefined;
}

const kept = new Map<string, string | null>();

/** The certified page at this address, as the build wrote it, if there is one. */
export function certifiedPage(page: string): string | undefined {
  const file = certifiedFile(page);
  if (!file) return undefined;
  if (!kept.has(file)) {
    const path = join(base(), CERTIFIED_DIR, file);
    kept.set(file, existsSync(path) ? readFileSync(path, 'utf8') : null);
  }
  return kept.get(file) ?? undefined;
}

/** The public address a request is for: /certified/x and /x (a rewrite keeps the address) are both /x. */
function publicAddress(pathname: string): string {
  const page = pathname.startsWith('/certified/') ? pathname.slice('/certified'.length) : pathname;
  const clean = page
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/(.)\/$/, '$1');
  return clean || '/';
}

/** The headers a certified page leaves with: never cached or indexed; the page's own CSP is in its head. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex',
  vary: 'Cookie',
  // What the static pages' header adds to their meta CSP (netlify.toml); frame-ancestors is added with it.
  'content-security-policy': "base-uri 'self'; object-src 'none'; form-action 'self'",
};

/** Asked after a pass was refused: said once, so a cookie that cannot be cleared cannot loop. */
const AGAIN = 'statement';

/** GET /certified/…: the page for a good pass; the statement at the page's address for anyone else. */
export async function serveCertified(req: Request, context?: RunContext): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  const url = new URL(req.url);
  const page = publicAddress(url.pathname);
  // Only the exempt-audience route has certified pages.
  const html = route.kind === 'exempt-audience' ? certifiedPage(page) : undefined;
  if (!html) return htmlPage(404, 'Page not found', `<p><a href="${paths.home}">Go to the home page</a></p>`);
  const secure = url.protocol === 'https:';
  let reading: ReturnType<typeof readPass>;
  try {
    reading = readPass(req.headers.get('cookie'), unsubscribeSecret(context));
  } catch {
    // No secret on a deployed site: no pass can be trusted.
    reading = { ok: false, problem: 'forged' };
  }
  if (reading.ok) {
    let holds: boolean;
    try {
      holds = await statementHolds(reading.pass.id);
    } catch (error) {
      const { status, message, headers } = serverTrouble(error, '/certified');
      return htmlPage(status, 'This page cannot open just now', `<p>${escapeHtml(message)}</p>`, headers);
    }
    if (holds) return new Response(req.method === 'HEAD' ? null : html, { status: 200, headers: PAGE_HEADERS });
  }
  const headers: Record<string, string> = { 'cache-control': 'no-store', vary: 'Cookie' };
  if (reading.ok || reading.problem !== 'absent') headers['set-cookie'] = clearPassCookie(secure);
  // A pass was sent and refused, and the browser kept it after being told to forget it: say so instead of
  // sending it round again (the rewrite to this function follows the cookie, not its worth).
  if (headers['set-cookie'] && url.searchParams.has(AGAIN))
    return htmlPage(
      403,
      'Investor statement needed',
      `<p>This page is for investors who have made the investor statement in the last twelve months. Your browser sent a statement we could not accept and kept it when asked to forget it: clear this site's cookies, then <a href="${escapeHtml(page)}">make the statement again</a>.</p>`,
      headers,
    );
  const to = headers['set-cookie'] ? `${page}?${AGAIN}=again` : page;
  return new Response(null, { status: 303, headers: { ...headers, location: to } });
}
