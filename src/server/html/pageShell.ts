/**
 * The site's page shell for pages a function writes: the built /subscription page (header, footer,
 * the site's styles and its own CSP meta tag), fetched from the same deploy and kept for the life of
 * the instance, with the function's title and words put in its card. So those pages look like the
 * site without a second copy of its design, and change with it. When the shell cannot be had (the
 * site not reachable, a build without it, PAGE_SHELL=off as in unit tests) the plain page serves.
 */
import { element, fragment, insert, parseHtml, remove, writeHtml } from '../../lib/html';
import { paths } from '../../lib/paths';
import { site } from '../../lib/site';
import { env } from '../env';
import { logError } from '../log';
import { htmlPage } from './pages';
import { escapeHtml } from '../text';

const SHELL_TIMEOUT_MS = 2000;

/** The shell by origin: a fetch in flight or done; a failed one is forgotten so the next request tries again. */
const shells = new Map<string, Promise<string | null>>();

/**
 * The shell with its title replaced and its card (the element marked data-link-page) holding `title` as the
 * heading, then `body` (HTML the caller has escaped); null if `shell` is not the shell (no card or title).
 */
export function fillShell(shell: string, title: string, body: string): string | null {
  const page = parseHtml(shell);
  const head = element(page, (el) => el.name === 'title');
  const card = element(page, (el) => 'data-link-page' in el.attribs);
  if (!head || !card) return null;
  for (const child of [...head.children, ...card.children]) remove(child);
  insert(head, fragment(escapeHtml(`${title} | ${site.companyName}`)));
  insert(card, fragment(`<h1>${escapeHtml(title)}</h1>${body}`));
  return writeHtml(page);
}

async function fetchShell(origin: string): Promise<string | null> {
  try {
    const res = await fetch(new URL(paths.subscription, origin), {
      signal: AbortSignal.timeout(SHELL_TIMEOUT_MS),
      redirect: 'error',
    });
    const text = res.ok ? await res.text() : '';
    if (fillShell(text, '', '')) return text;
    logError('page-shell', `${paths.subscription} answered ${res.status} without the shell; plain page served`);
  } catch (error) {
    logError('page-shell', `${paths.subscription} could not be fetched; plain page served`, error);
  }
  return null;
}

function shellFor(origin: string): Promise<string | null> {
  let shell = shells.get(origin);
  if (!shell) {
    if (shells.size >= 8) shells.clear();
    shell = fetchShell(origin);
    shells.set(origin, shell);
    void shell.then((s) => s ?? shells.delete(origin));
  }
  return shell;
}

/** What the shell's own meta CSP cannot say; it carries the script and style sources itself. */
const SHELL_CSP = "frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'self'";

/**
 * A page in the site's shell: `title` as its title and heading, `body` (escaped HTML) under it in its
 * card. Falls back to the plain page (htmlPage) with the same words.
 */
export async function shellPage(
  req: Request,
  status: number,
  title: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const shell = env('PAGE_SHELL') === 'off' ? null : await shellFor(new URL(req.url).origin);
  const html = shell && fillShell(shell, title, body);
  if (!html) return htmlPage(status, title, body, headers);
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': SHELL_CSP,
      ...headers,
    },
  });
}
