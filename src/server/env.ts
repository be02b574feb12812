/**
 * Server settings from the environment, with the site-settings file as the fallback, so no
 * company fact is hard-coded and no secret ever reaches a browser bundle.
 */
import { site } from '../lib/site';

interface NetlifyEnv {
  env: { get(name: string): string | undefined };
}

/** A variable from Netlify's function environment, else process.env (tests, scripts); '' counts as unset. */
export function env(name: string): string | undefined {
  const netlify = (globalThis as { Netlify?: NetlifyEnv }).Netlify;
  const value = netlify?.env.get(name) ?? process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * Whether e-mails say when their words are not the signed-off ones ("Awaiting approval": src/server/outbox/
 * approvalMarks.ts); APPROVAL_MARKS=off turns it off for tests of other things.
 */
export const approvalMarks = (): boolean => env('APPROVAL_MARKS') !== 'off';

/** Minimal view of a function's context: whether this is a real deploy, and how to work on after answering. */
export interface RunContext {
  deploy?: { context?: string };
  /** Keeps the function running until the promise settles, after the response has gone (Netlify Functions v2). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

const DEPLOY_CONTEXTS = ['production', 'deploy-preview', 'branch-deploy'];

/** True on a deployed site, whose requests always carry one of Netlify's deploy contexts; false locally. */
export function isDeployed(context?: RunContext): boolean {
  return DEPLOY_CONTEXTS.includes(context?.deploy?.context ?? '');
}

export interface MailSettings {
  from: string;
  companyInbox: string;
  messageStream: string;
  siteUrl: string;
}

/** Sender, company inbox, Postmark stream and the absolute base for links in e-mails. */
export function mailSettings(): MailSettings {
  return {
    from: env('MAIL_FROM') ?? `${site.companyName} <${site.email}>`,
    companyInbox: env('COMPANY_INBOX') ?? site.email,
    messageStream: env('POSTMARK_MESSAGE_STREAM') ?? 'outbound',
    siteUrl: (env('URL') ?? site.siteUrl).replace(/\/+$/, ''),
  };
}

const logged = new Set<string>();

/** Logs a configuration notice once per process instead of once per request. */
export function logOnce(key: string, message: string, level: 'info' | 'warn' | 'error' = 'info'): void {
  if (logged.has(key)) return;
  logged.add(key);
  console[level](message);
}
