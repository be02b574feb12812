/** The signed links e-mails carry, found in a message and followed through the real functions. */
import { expect } from 'vitest';
import confirmFn from '../../functions/confirm';
import newsletter from '../../functions/newsletter';
import { api } from '../../src/lib/paths';
import { BASE, devContext, postJson } from './handlers';
import type { PostmarkEmail } from './postmark-standin';
import type { Harness } from './setup';

type Handler = typeof confirmFn;

/** The first link to `path` in a message's text part. */
export function linkIn(mail: PostmarkEmail | undefined, path: string): URL {
  const found = mail?.TextBody?.match(new RegExp(`https?://\\S+${path}\\?\\S+`));
  if (!found) throw new Error(`no ${path} link in ${mail?.Tag ?? 'no message'}`);
  return new URL(found[0]);
}

/** GET a link, as a mail scanner or a click does. */
export const getLink = (fn: Handler, url: URL) => fn(new Request(`${BASE}${url.pathname}${url.search}`), devContext);

/** POST a link, as its confirm page's button (or a one-click List-Unsubscribe-Post) does. */
export const postLink = (fn: Handler, url: URL, body = '') =>
  fn(
    new Request(`${BASE}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
    devContext,
  );

/** The messages sent to `to` with `tag`. */
export const sentTo = (h: Harness, to: string, tag?: string) =>
  h.postmark.sent.filter((m) => m.To === to && (!tag || m.Tag === tag));

/** Signs `email` up and follows its confirmation link (a confirmed subscriber), empties the sent list and returns the welcome. */
export async function confirmedSubscriber(
  h: Harness,
  email: string,
  source = 'footer-newsletter',
): Promise<PostmarkEmail> {
  expect((await postJson(newsletter, api.newsletter, { email, source })).status).toBe(200);
  const to = email.trim().toLowerCase();
  expect((await postLink(confirmFn, linkIn(sentTo(h, to, 'newsletter-confirm')[0], api.confirm))).status).toBe(200);
  const [welcome] = sentTo(h, to, 'newsletter-welcome');
  h.postmark.sent.length = 0;
  return welcome!;
}
