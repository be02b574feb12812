/**
 * Signed subscriber links (unsubscribe, confirm a sign-up, subscribe again): one flow for all. GET
 * shows a confirm button, since mail scanners follow links; POST, including a mail client's one-click
 * List-Unsubscribe-Post, acts. A missing secret or a storage failure is a 503 that says what to do.
 * Every page it answers with wears the site's header and footer (src/server/html/pageShell.ts).
 */
import type { Context } from '@netlify/functions';
import { linkPageText } from '../../lib/forms/newsletterSchema';
import { api, paths } from '../../lib/paths';
import { readBody } from '../http';
import { logError } from '../log';
import { shellPage } from '../html/pageShell';
import { escapeHtml } from '../text';
import { site } from '../../lib/site';
import {
  CONSENT_LINK_DAYS,
  unsubscribeSecret,
  verifyLink,
  type ConsentPurpose,
  type LinkParams,
  type LinkPurpose,
} from '../token';
import { confirmConsent } from './subscriptions';

/** The id, nonce and signature from the query, or from the posted form of the confirm page. */
async function linkParams(req: Request): Promise<LinkParams> {
  const query = new URL(req.url).searchParams;
  const params: LinkParams = { s: query.get('s') ?? '', t: query.get('t') ?? '', n: query.get('n') ?? '' };
  if (req.method === 'POST' && (!params.s || !params.t)) {
    const read = await readBody(req, 2048);
    if (read.ok) {
      for (const key of ['s', 't', 'n'] as const)
        params[key] ||= typeof read.body[key] === 'string' ? read.body[key] : '';
    }
  }
  return params;
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
  /** A way on, offered before the way home (signing up again, where a link has expired). */
  next?: { href: string; label: string };
}

/** Where a dead consent link sends people to sign up again: the updates page's sign-up form. */
export const SIGN_UP = `${paths.updates}#updates-newsletter-heading`;

/** The pages a consent link (confirm a sign-up, subscribe again) shows when it subscribed no one, by why. */
function consentProblem(outcome: 'already' | 'expired' | 'dead'): LinkOutcome {
  const signUp = { href: SIGN_UP, label: 'Sign up again' };
  switch (outcome) {
    case 'already':
      return {
        status: 200,
        title: 'Already confirmed',
        message:
          'This subscription is already confirmed: there is nothing more to do. Every e-mail we send has an unsubscribe link.',
      };
    case 'expired':
      return {
        status: 410,
        title: 'This link has expired',
        message: `Confirmation links last ${CONSENT_LINK_DAYS} days, and this one is older. Sign up again and we will e-mail you a new one.`,
        next: signUp,
      };
    case 'dead':
      return {
        status: 410,
        title: 'This link no longer works',
        message:
          'A newer confirmation link was sent since, or this address was unsubscribed or removed. If you still want our e-mails, sign up again.',
        next: signUp,
      };
  }
}

const home = `<p><a class="btn btn--outline" href="${paths.home}">Go to the home page</a></p>`;

/** A page with a message, a way on if there is one, and the way home. */
const notice = (
  req: Request,
  status: number,
  title: string,
  message: string,
  headers?: Record<string, string>,
  next?: LinkOutcome['next'],
) =>
  shellPage(
    req,
    status,
    title,
    `<p>${escapeHtml(message)}</p>${next ? `<p><a class="btn btn--primary" href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a></p>` : ''}${home}`,
    headers,
  );

/** A function answering one kind of signed link; `act` runs on POST with the verified link (subscriber id, nonce). */
export function signedLinkHandler(
  purpose: LinkPurpose,
  words: LinkWords,
  act: (link: LinkParams, context: Context) => Promise<LinkOutcome>,
) {
  const help = (text: string) => `${text} ${words.help}`;
  return async (req: Request, context: Context): Promise<Response> => {
    if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
      return notice(req, 405, words.title, words.wrongMethod, { allow: 'GET, HEAD, POST' });
    }
    const link = await linkParams(req);
    let secret: string;
    try {
      secret = unsubscribeSecret(context);
    } catch (error) {
      logError(purpose, 'no signing secret, answered 503', error);
      return notice(req, 503, words.title, help(words.unavailable));
    }
    if (!verifyLink(link, secret, purpose)) return notice(req, 400, words.title, help(words.invalid));
    if (req.method !== 'POST') {
      const action = `${api[purpose]}?${new URLSearchParams(purpose === 'unsubscribe' ? { s: link.s, t: link.t } : { s: link.s, n: link.n, t: link.t })}`;
      return shellPage(
        req,
        200,
        words.title,
        `<p>${escapeHtml(words.question)}</p>
<form method="post" action="${escapeHtml(action)}"><button class="btn btn--primary" type="submit">${escapeHtml(words.button)}</button></form>
<p class="link-page__why">${escapeHtml(linkPageText.whyTap)}</p><p><a href="${paths.home}">No, take me to the home page</a></p>`,
      );
    }
    let outcome: LinkOutcome;
    try {
      outcome = await act(link, context);
    } catch (error) {
      logError(purpose, 'storage failed, answered 503', error);
      return notice(req, 503, words.title, help(words.tryAgain), { 'retry-after': '30' });
    }
    const message = outcome.status === 200 || outcome.next ? outcome.message : help(outcome.message);
    return notice(req, outcome.status, outcome.title, message, undefined, outcome.next);
  };
}

/** What a consent link's pages say that the two (confirm a sign-up, subscribe again) say alike. */
const consentWords = {
  help: `If this keeps happening, e-mail ${site.email} and we will sort it out by hand.`,
  wrongMethod: 'Open the confirmation link from your e-mail.',
  unavailable: 'Confirming is not available just now.',
  invalid: 'This confirmation link is incomplete or not valid: copy the whole link from the e-mail.',
  tryAgain: 'We could not confirm just now. Please try the link again in a moment.',
};

/** Each consent link's own words: its page's title, question and button, and the page once it has subscribed. */
const consentPages: Record<ConsentPurpose, Pick<LinkWords, 'title' | 'question' | 'button'> & { done: LinkOutcome }> = {
  confirm: {
    title: 'Confirm your subscription',
    question: `Subscribe to e-mails from ${site.companyName}: new deals, market insights and case studies?`,
    button: 'Yes, subscribe me',
    done: {
      status: 200,
      title: 'You are subscribed',
      message: `Thank you: you will receive our newsletter e-mails from ${site.companyName}. Every one has an unsubscribe link.`,
    },
  },
  resubscribe: {
    title: 'Subscribe again',
    question: `Start receiving e-mails from ${site.companyName} again?`,
    button: 'Yes, subscribe me again',
    done: {
      status: 200,
      title: 'You are subscribed again',
      message: `You will receive our newsletter e-mails from ${site.companyName} again. Every one has an unsubscribe link.`,
    },
  },
};

/**
 * The function behind a consent link: confirming a sign-up (double opt-in) or subscribing again after an
 * unsubscribe. Following it subscribes the address, once, recording when and how (the proof of consent).
 */
export function consentLinkHandler(purpose: ConsentPurpose) {
  const { done, ...own } = consentPages[purpose];
  return signedLinkHandler(purpose, { ...consentWords, ...own }, async ({ s, n }, context) => {
    const outcome = await confirmConsent(purpose, s, n, context);
    return outcome === 'done' ? done : consentProblem(outcome);
  });
}
