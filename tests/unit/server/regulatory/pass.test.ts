/** The pass a kept investor statement gives its browser: signed, read back, and refused when forged, changed or lapsed. */
import { describe, expect, it } from 'vitest';
import {
  clearPassCookie,
  cookieValue,
  passCookie,
  passValue,
  readPass,
  type Pass,
} from '../../../../src/server/regulatory/pass';

const secret = 'a-test-secret-that-is-long-enough';
const now = new Date('2026-11-28T12:00:00Z');
const pass: Pass = {
  id: '0b6f3c1e-8d2a-4c1b-9e7f-1a2b3c4d5e6f',
  audience: 'self-certified-sophisticated',
  made: new Date('2026-11-28T11:00:00Z'),
  until: new Date('2027-11-28T11:00:00Z'),
};
const header = (value: string) => `other=1; investor_statement=${value}; more=2`;

describe('a pass', () => {
  it('reads back as it was given, from among other cookies', () => {
    expect(readPass(header(passValue(pass, secret)), secret, now)).toEqual({ ok: true, pass });
  });

  it('is absent without its cookie', () => {
    expect(readPass('other=1', secret, now)).toEqual({ ok: false, problem: 'absent' });
    expect(readPass(null, secret, now)).toEqual({ ok: false, problem: 'absent' });
  });

  it('is refused when forged: another secret, made-up values, a signature moved to other values', () => {
    expect(readPass(header(passValue(pass, 'another-secret')), secret, now)).toEqual({ ok: false, problem: 'forged' });
    expect(readPass(header('yes'), secret, now)).toEqual({ ok: false, problem: 'forged' });
    expect(readPass(header(`v1.${pass.id}.0.1.9999999999.AAAA`), secret, now)).toEqual({
      ok: false,
      problem: 'forged',
    });
  });

  it('is refused when changed: a longer validity, another statement, another row', () => {
    const value = passValue(pass, secret);
    const [v, id, audience, made, until, sig] = value.split('.');
    const changed = [
      [v, id, audience, made, String(Number(until) + 86400 * 365), sig],
      [v, id, '0', made, until, sig],
      [v, '1b6f3c1e-8d2a-4c1b-9e7f-1a2b3c4d5e6f', audience, made, until, sig],
    ];
    for (const parts of changed) expect(readPass(header(parts.join('.')), secret, now).ok).toBe(false);
  });

  it('is refused once it has lapsed, even with its signature good', () => {
    expect(readPass(header(passValue(pass, secret)), secret, new Date('2027-11-28T11:00:01Z'))).toEqual({
      ok: false,
      problem: 'expired',
    });
  });

  it('is set HttpOnly for as long as it holds, Secure over HTTPS, and cleared the same way', () => {
    const cookie = passCookie(pass, secret, { secure: true, now });
    expect(cookie).toMatch(/^investor_statement=v1\./);
    expect(cookie).toContain('; Path=/; Max-Age=31532400; HttpOnly; SameSite=Lax; Secure');
    expect(passCookie(pass, secret, { secure: false, now })).not.toContain('Secure');
    expect(clearPassCookie(true)).toBe('investor_statement=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
    expect(cookieValue(header('x'))).toBe('x');
  });
});
