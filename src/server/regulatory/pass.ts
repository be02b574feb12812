/**
 * The pass a kept investor statement gives its browser: an HttpOnly cookie naming the statement's row, the
 * statement, when it was made and until when it holds, signed with the site's secret (a keyed MAC, as the
 * e-mailed links are: src/server/token.ts). It opens the certified pages until then, and only while the
 * statement is still kept (an erased one opens nothing). Netlify's rewrite rules look only for its name
 * (the build writes them: scripts/build/regulatory-build.mjs); the function that serves the pages checks it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie's name, as the rewrite rules in dist/_redirects name it. */
export const PASS_COOKIE = 'investor_statement';

const VERSION = 'v1';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const AUDIENCES = ['high-net-worth', 'self-certified-sophisticated'] as const;

export interface Pass {
  /** The statement's row. */
  id: string;
  audience: (typeof AUDIENCES)[number];
  made: Date;
  until: Date;
}

export type PassReading =
  | { ok: true; pass: Pass }
  /** No cookie; one whose signature or shape is wrong (forged, or changed); one past its time. */
  | { ok: false; problem: 'absent' | 'forged' | 'expired' };

const sign = (body: string, secret: string) =>
  createHmac('sha256', secret).update(`investor-pass:${body}`).digest('base64url');

/** The cookie's value for a pass. */
export function passValue(pass: Pass, secret: string): string {
  const body = [
    VERSION,
    pass.id,
    AUDIENCES.indexOf(pass.audience),
    Math.floor(pass.made.getTime() / 1000),
    Math.floor(pass.until.getTime() / 1000),
  ].join('.');
  return `${body}.${sign(body, secret)}`;
}

/** This cookie's value in a Cookie header, if it is there. */
export function cookieValue(header: string | null, name = PASS_COOKIE): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The pass a request's cookies carry, checked: signature first (constant time), then its shape and time. */
export function readPass(cookieHeader: string | null, secret: string, now = new Date()): PassReading {
  const value = cookieValue(cookieHeader);
  if (!value) return { ok: false, problem: 'absent' };
  const at = value.lastIndexOf('.');
  const body = value.slice(0, at);
  const given = Buffer.from(value.slice(at + 1));
  const expected = Buffer.from(sign(body, secret));
  if (at < 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, problem: 'forged' };
  const [version, id, audience, made, until] = body.split('.');
  const pass = {
    id: id ?? '',
    audience: AUDIENCES[Number(audience)],
    made: new Date(Number(made) * 1000),
    until: new Date(Number(until) * 1000),
  };
  if (version !== VERSION || !ID.test(pass.id) || !pass.audience || !(pass.made <= pass.until))
    return { ok: false, problem: 'forged' };
  if (!(pass.until > now) || pass.made.getTime() > now.getTime() + 60_000) return { ok: false, problem: 'expired' };
  return { ok: true, pass: pass as Pass };
}

/** Set-Cookie for a pass: HttpOnly, the whole site, Lax, Secure over HTTPS, for as long as it holds. */
export function passCookie(pass: Pass, secret: string, { secure, now = new Date() }: { secure: boolean; now?: Date }) {
  const seconds = Math.max(0, Math.floor((pass.until.getTime() - now.getTime()) / 1000));
  return `${PASS_COOKIE}=${passValue(pass, secret)}; Path=/; Max-Age=${seconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Set-Cookie that makes the browser forget its pass. */
export const clearPassCookie = (secure: boolean) =>
  `${PASS_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
