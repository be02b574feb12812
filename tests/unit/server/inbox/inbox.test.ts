/** The inbox an address reaches (what the mail limits count), and the keyed digest they count it by. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxKey, inboxOf, mailDomainOf } from '../../../../src/server/inbox/inbox';
import { providers } from '../../../../src/server/inbox/mailProviders';

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

describe("a provider's own addressing", () => {
  it('reads alias domains as one: Apple, Proton, Yandex', () => {
    for (const a of ['Sam@me.com', 'sam+x@mac.com', 'sam@icloud.com']) expect(inboxOf(a)).toBe('sam@icloud.com');
    for (const a of ['sam@pm.me', 'sam@protonmail.ch', 'sam+news@protonmail.com'])
      expect(inboxOf(a)).toBe('sam@proton.me');
    // Yandex reads a dot in a login as a hyphen.
    for (const a of ['sam.jones@ya.ru', 'sam-jones@yandex.com', 'Sam.Jones+x@yandex.by'])
      expect(inboxOf(a)).toBe('sam-jones@yandex.ru');
    // Dots still count everywhere else, and Outlook.com and Hotmail are separate accounts.
    expect(inboxOf('sam.jones@me.com')).toBe('sam.jones@icloud.com');
    expect(inboxOf('sam@hotmail.com')).not.toBe(inboxOf('sam@outlook.com'));
  });

  it("reads Fastmail's subdomain addressing as the user's inbox, at every Fastmail domain", () => {
    expect(inboxOf('shop@sam.fastmail.com')).toBe('sam@fastmail.com');
    expect(inboxOf('News@Sam.FastMail.fm')).toBe('sam@fastmail.com');
    expect(inboxOf('x@deep.sam.sent.com')).toBe('sam@fastmail.com');
    // An ordinary domain's subdomain is a mail domain of its own.
    expect(inboxOf('sam@mail.example.co.uk')).toBe('sam@mail.example.co.uk');
  });

  it('every provider names where its rule is documented, and no domain is in two', () => {
    const domains = providers.flatMap((p) => p.domains);
    expect(new Set(domains).size).toBe(domains.length);
    for (const p of providers) expect(p.source, p.name).toMatch(/^https:\/\//);
  });
});

describe('mailDomainOf', () => {
  it("is the registrable domain (the Public Suffix List's), with a provider's aliases as one", () => {
    expect(mailDomainOf('a@x.flood.co.uk')).toBe('flood.co.uk');
    expect(mailDomainOf('a@flood.co.uk')).toBe('flood.co.uk');
    expect(mailDomainOf('a@Mail.Example.com')).toBe('example.com');
    expect(mailDomainOf('a@me.com')).toBe('icloud.com');
    expect(mailDomainOf('x@sam.fastmail.fm')).toBe('fastmail.com');
    expect(mailDomainOf('a@googlemail.com')).toBe('gmail.com');
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
