/**
 * What the mail limits count by (outbox/recipients.ts): the inbox an address reaches rather than the
 * string typed, and a keyed digest of it rather than the address, so the counts hold no address.
 */
import { createHmac } from 'node:crypto';
import { normaliseEmail } from '../lib/forms/fields';
import type { RunContext } from './env';
import { countingSecret } from './token';

/**
 * Providers that deliver every dotted spelling of a local part to one inbox, under the domain they
 * share: Gmail (googlemail.com is the same service). Google Workspace and other domains keep dots.
 */
const DOTS_IGNORED: ReadonlyMap<string, string> = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The inbox an address reaches, as a canonical address: the stored form (case folded, domain in its
 * ASCII form), any `+tag` removed, for every domain (Gmail, Outlook.com, Exchange Online since 2022,
 * iCloud and Fastmail deliver `name+tag@` to `name@`; where a server does not, two mailboxes are
 * counted as one, which only errs towards sending less), and for Gmail the dots removed too.
 */
export function inboxOf(address: string): string {
  const email = normaliseEmail(address);
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const shared = DOTS_IGNORED.get(domain);
  if (shared) {
    domain = shared;
    local = local.replaceAll('.', '') || local;
  }
  return `${local}@${domain}`;
}

/** A keyed digest (HMAC-SHA-256) of a value under a purpose: what the limits count by. */
const digest = (purpose: string, value: string, context?: RunContext) =>
  createHmac('sha256', countingSecret(context)).update(`${purpose}:${value}`).digest('base64url');

/**
 * The key the limit counts by: a keyed digest of the inbox, so the table that counts holds no
 * address, and no one who reads it can test guessed addresses without the site's secret.
 */
export const inboxKey = (address: string, context?: RunContext) => digest('inbox:v1', inboxOf(address), context);

/**
 * The key an investor statement is kept under (src/server/regulatory/statements.ts): a keyed digest of the
 * inbox, so the table holds no address, and erasing an address finds its statements (storage/retention.ts).
 */
export const statementKey = (address: string, context?: RunContext) =>
  digest('statement:v1', inboxOf(address), context);

/** The key the company's notifications are counted by. */
export const teamKey = (companyInbox: string, context?: RunContext) =>
  digest('team:v1', normaliseEmail(companyInbox), context);
