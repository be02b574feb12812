/** The inbox an address reaches (what the mail limits count), and the keyed digest they count it by. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxKey, inboxOf } from '../../../src/server/inbox';

afterEach(() => {
  delete process.env.UNSUBSCRIBE_SECRET;
  vi.restoreAllMocks();
});

describe('inboxOf', () => {
  it('folds case and trims, as storage does, with the domain in its ASCII form', () => {
    expect(inboxOf('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
    expect(inboxOf('ada@Bücher.de')).toBe('ada@xn--bcher-kva.de');
  });

  it('removes a +tag at every domain', () => {
    for (const domain of ['gmail.com', 'outlook.com', 'icloud.com', 'example.org', 'xn--bcher-kva.de'])
      expect(inboxOf(`sam+newsletter+2026@${domain}`)).toBe(`sam@${domain}`);
    // A local part that is only a tag is left whole: it names no other inbox.
    expect(inboxOf('+tag@example.org')).toBe('+tag@example.org');
  });

  it('removes dots only for Gmail, whose googlemail.com is the same inbox', () => {
    expect(inboxOf('n.a.m.e@gmail.com')).toBe('name@gmail.com');
    expect(inboxOf('Na.Me+x@GoogleMail.com')).toBe('name@gmail.com');
    expect(inboxOf('na.me@example.org')).toBe('na.me@example.org');
    expect(inboxOf('na.me@outlook.com')).toBe('na.me@outlook.com');
  });
});

describe('inboxKey', () => {
  it('is one key for every spelling of an inbox, another for another inbox, and holds no address', () => {
    const key = inboxKey('name@gmail.com');
    for (const other of ['n.ame+1@googlemail.com', 'NAME@gmail.com', ' name+shop@Gmail.com'])
      expect(inboxKey(other)).toBe(key);
    expect(inboxKey('name2@gmail.com')).not.toBe(key);
    expect(key).toMatch(/^[\w-]{43}$/);
  });

  it("depends on the site's secret: without it, no one can test a guessed address against a stored key", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const local = inboxKey('someone@example.com');
    process.env.UNSUBSCRIBE_SECRET = 'a-long-random-secret-only-the-site-knows';
    expect(inboxKey('someone@example.com')).not.toBe(local);
  });
});
