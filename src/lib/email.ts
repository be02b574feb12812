/**
 * The one rule for an e-mail address, shared by every form (in the browser) and every function:
 * accept exactly what a mail provider such as Postmark will deliver to, as one recipient, and
 * nothing else. Browser-safe, no dependencies.
 *
 * Postmark reads its To and Reply-To fields as address lists, so `a,b@example.com` is two
 * recipients (one of them invalid) and `Name <x@example.com>` a display name: either makes the
 * whole message fail with a 422. Here an address is one bare mailbox:
 *   - a local part of RFC 5321 dot-atom characters (letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -),
 *     at most 64, with no leading, trailing or doubled dot: no quoting, spaces, commas, angle brackets;
 *   - a domain of at least two LDH labels (letters, digits, inner hyphens; 1–63 each, 253 in all),
 *     no empty or trailing label, ending in an alphabetic top-level label (or its xn-- form): no IP
 *     literals, no `localhost`;
 *   - 254 characters at most.
 * Internationalised domains are accepted and turned into their ASCII (xn--) form with the URL
 * parser every browser and Node has, as browsers themselves do for an `<input type="email">`: the
 * ASCII form is what any mail server accepts, whether or not the provider knows IDNA. Non-ASCII
 * local parts (SMTPUTF8) are refused: delivering them needs every server on the way to support
 * the extension, and a visitor told "invalid" can give another address, where one accepted here
 * and bounced later never hears of it.
 */

import { EMAIL_MAX } from './emailLimit';

export { EMAIL_MAX };

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** What an internationalised domain may be made of before conversion: letters, marks, digits, hyphens, dots. */
const UNICODE_DOMAIN = /^[\p{L}\p{M}\p{N}.\u3002\uFF0E\uFF61-]+$/u;

/** The domain in its lower-case ASCII form, or null when it cannot be one. */
function asciiDomain(domain: string): string | null {
  if (/^[\x21-\x7e]*$/.test(domain)) return domain.toLowerCase();
  if (!UNICODE_DOMAIN.test(domain)) return null;
  try {
    // The WHATWG URL host parser applies UTS 46 (mapping, then Punycode) as browsers do.
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

function domainOk(domain: string): boolean {
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false;
  return TOP_LABEL.test(labels[labels.length - 1]!);
}

/**
 * The address as it should be stored and sent (trimmed, domain lower-case ASCII), or null when it
 * is not one deliverable mailbox.
 */
export function deliverableAddress(value: string): string | null {
  const text = value.trim();
  const at = text.lastIndexOf('@');
  if (at <= 0 || text.indexOf('@') !== at) return null;
  const local = text.slice(0, at);
  if (local.length > 64 || !LOCAL.test(local)) return null;
  const domain = asciiDomain(text.slice(at + 1));
  if (domain === null || !domainOk(domain)) return null;
  const address = `${local}@${domain}`;
  return address.length <= EMAIL_MAX ? address : null;
}

/** True when the value is one deliverable mailbox (surrounding spaces aside). */
export function isDeliverableAddress(value: unknown): value is string {
  return typeof value === 'string' && deliverableAddress(value) !== null;
}
