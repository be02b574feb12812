/**
 * Signed subscriber links (unsubscribe, confirm a re-subscription): one flow for both. GET shows a
 * confirm button, since mail scanners follow links; POST, including a mail client's one-click
 * List-Unsubscribe-Post, acts. A missing secret or a storage failure is a 503 that says what to do.
 */
import type { Context } from '@netlify/functions';
import { api } from '../lib/paths';
import { readBody } from './http';
import { logError } from './log';
import { htmlPage, noticePage } from './pages';
import { escapeHtml } from './text';
import { unsubscribeSecret, verifyLink, type LinkPurpose } from './token';

/** The id and signature from the query, or from the posted form of the confirm page. */
async function linkParams(req: Request): Promise<{ s: string; t: string }> {
  const query = new URL(req.url).searchParams;
  let s = query.get('s') ?? '';
  let t = query.get('t') ?? '';
  if (req.method === 'POST' && (!s || !t)) {
    const read = await readBody(req, 2048);
    if (read.ok) {
      s ||= typeof read.body.s === 'string' ? read.body.s : '';
      t ||= typeof read.body.t === 'string' ? read.body.t : '';
    }
  }
  return { s, t };
}

/** The words of one kind of link's pages. */
export interface LinkWords {
  title: string;
  /** Last sentence of every problem page. */
  help: string;
  /** 405: where the link comes from. */
  wrongMethod: string;
  /** 503 without a signing secret. */
  unavailable: string;
  /** 400 for a tampered or cut-off link. */
  invalid: string;
  /** 503 when storage fails. */
  tryAgain: string;
  /** The confirm page's question (plain text) and button. */
  question: string;
  button: string;
}

/** What acting on a verified link did: the page to show. */
export interface LinkOutcome {
  status: number;
  title: string;
  message: string;
}

/** A function answering one kind of signed link; `act` runs on POST with the verified subscriber id. */
export function signedLinkHandler(purpose: LinkPurpose, words: LinkWords, act: (subscriberId: string) => Promise<LinkOutcome>) {
  const help = (text: string) => `${text} ${words.help}`;
  return async (req: Request, context: Context): Promise<Response> => {
    if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
      return noticePage(405, words.title, words.wrongMethod, '/', { allow: 'GET, HEAD, POST' });
    }
    const { s, t } = await linkParams(req);
    let secret: string;
    try {
      secret = unsubscribeSecret(context);
    } catch (error) {
      logError(purpose, 'no signing secret, answered 503', error);
      return noticePage(503, words.title, help(words.unavailable));
    }
    if (!verifyLink(s, t, secret, purpose)) return noticePage(400, words.title, help(words.invalid));
    if (req.method !== 'POST') {
      const action = `${api[purpose]}?s=${s}&t=${t}`;
      return htmlPage(200, words.title, `<p>${escapeHtml(words.question)}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(words.button)}</button></form><p><a href="/">No, take me to the home page</a></p>`);
    }
    let outcome: LinkOutcome;
    try {
      outcome = await act(s);
    } catch (error) {
      logError(purpose, 'storage failed, answered 503', error);
      return noticePage(503, words.title, help(words.tryAgain), '/', { 'retry-after': '30' });
    }
    return noticePage(outcome.status, outcome.title, outcome.status === 200 ? outcome.message : help(outcome.message));
  };
}
