/**
 * What the mail limits count by (outbox/recipients.ts, outbox/caps.ts): the inbox an address reaches rather
 * than the string typed, and a keyed digest of it rather than the address, so the counts hold no address;
 * and the domain the sending caps count it under.
 */
import { createHmac } from 'node:crypto';
import { getDomain } from 'tldts';
import { normaliseEmail } from '../../lib/forms/fields';
import type { RunContext } from '../env';
import { providerOf } from './mailProviders';
import { countingSecret } from '../token';

/** An address's local part and domain, as storage keeps it. */
function parts(address: string): { local: string; domain: string } | null {
  const email = normaliseEmail(address);
  const at = email.lastIndexOf('@');
  return at > 0 ? { local: email.slice(0, at), domain: email.slice(at + 1) } : null;
}

/**
 * The inbox an address reaches, as a canonical address: the stored form (case folded, domain in its
 * ASCII form), any `+tag` removed, for every domain (Gmail, Outlook.com, Exchange Online since 2022,
 * iCloud and Fastmail deliver `name+tag@` to `name@`; where a server does not, two mailboxes are
 * counted as one, which only errs towards sending less), then as its provider reads it
 * (mailProviders.ts): a provider's alias domains as its first (me.com as icloud.com), its way with a
 * local part (Gmail's dots), and subdomain addressing (`tag@user.fastmail.com` as `user@fastmail.com`).
 */
export function inboxOf(address: string): string {
  const split = parts(address);
  if (!split) return normaliseEmail(address);
  let { local, domain } = split;
  let provider = providerOf.get(domain);
  const registrable = getDomain(domain) ?? domain;
  if (!provider && registrable !== domain && providerOf.get(registrable)?.subdomainAddressing) {
    provider = providerOf.get(registrable);
    local = domain
      .slice(0, -registrable.length - 1)
      .split('.')
      .pop()!;
    domain = registrable;
  }
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (provider) {
    domain = provider.domains[0]!;
    local = provider.local?.(local) ?? local;
  }
  return `${local}@${domain}`;
}

/**
 * The domain the sending caps count an address under (outbox/caps.ts): its registrable domain (the Public
 * Suffix List's, so `a.example.co.uk` and `b.example.co.uk` are one domain and made-up subdomains share a
 * count), with a provider's alias domains as one.
 */
export function mailDomainOf(address: string): string {
  const inbox = inboxOf(address);
  const domain = inbox.slice(inbox.lastIndexOf('@') + 1);
  const registrable = getDomain(domain) ?? domain;
  return providerOf.get(registrable)?.domains[0] ?? registrable;
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
