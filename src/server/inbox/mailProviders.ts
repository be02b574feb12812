/**
 * What the site knows of the big mail providers, in one place: which of their domains reach one inbox, how they
 * read a local part, which take subdomain addressing, and which receive so much of the site's mail that their
 * sending cap is higher (outbox/caps.ts). inbox.ts reads it to count inboxes, not strings. Each entry names where
 * the rule is documented; a provider missing here is counted as its plain address, which only errs towards
 * counting an inbox twice. Domains are in the form storage keeps (lower case, ASCII).
 */

export interface Provider {
  name: string;
  /** Domains that deliver a local part to the same inbox; the inbox is counted under the first. */
  domains: readonly string[];
  /** How the provider reads a local part, if not as typed (dots ignored, dots and hyphens alike). */
  local?: (local: string) => string;
  /** `tag@user.<domain>` reaches `user@<domain>` (subdomain addressing), for every domain listed. */
  subdomainAddressing?: boolean;
  /** Where the rule is documented. */
  source: string;
}

export const providers: readonly Provider[] = [
  {
    name: 'Gmail',
    domains: ['gmail.com', 'googlemail.com'],
    // Dots in a Gmail address are ignored; googlemail.com is the same service (Google Workspace domains keep dots).
    local: (l) => l.replaceAll('.', '') || l,
    source: 'https://support.google.com/mail/answer/7436150',
  },
  {
    name: 'iCloud Mail',
    // An account from before 2012 receives the same name at all three.
    domains: ['icloud.com', 'me.com', 'mac.com'],
    source: 'https://support.apple.com/en-us/118230',
  },
  {
    name: 'Proton Mail',
    // A username's address at one Proton domain is reserved to its account at the others.
    domains: ['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me'],
    source: 'https://proton.me/support/addresses-and-aliases',
  },
  {
    name: 'Yandex Mail',
    domains: ['yandex.ru', 'yandex.com', 'yandex.by', 'yandex.kz', 'yandex.ua', 'ya.ru'],
    // A Yandex login reads a dot and a hyphen as the same character.
    local: (l) => l.replaceAll('.', '-'),
    source: 'https://yandex.com/support/domain/additional/mailbox-alias.xml',
  },
  {
    name: 'Fastmail',
    // Its own domains; every one takes subdomain addressing (a company's own domain hosted there may too: not knowable).
    domains: [
      'fastmail.com',
      'fastmail.fm',
      'fastmail.cn',
      'fastmail.co.uk',
      'fastmail.com.au',
      'fastmail.de',
      'fastmail.es',
      'fastmail.in',
      'fastmail.jp',
      'fastmail.net',
      'fastmail.nl',
      'fastmail.org',
      'fastmail.se',
      'fastmail.to',
      'fastmail.tw',
      'fastmail.uk',
      'fastmail.us',
      'messagingengine.com',
      'sent.com',
      'mailbolt.com',
      'mailcan.com',
      'eml.cc',
      'imap.cc',
      'ftml.net',
      'warpmail.net',
      'myfastmail.com',
      '123mail.org',
      'airpost.net',
      'fmail.co.uk',
    ],
    subdomainAddressing: true,
    source: 'https://www.fastmail.help/hc/en-us/articles/360060591053',
  },
];

/**
 * Providers that receive a large share of any British site's mail (the consumer webmail services and the big UK
 * ISPs): a campaign may bring hundreds of their users in an hour, so their per-domain cap is higher. Counted by the
 * domain an address is counted under (its provider's first domain).
 */
export const LARGE_PROVIDERS: ReadonlySet<string> = new Set([
  'gmail.com',
  'icloud.com',
  'proton.me',
  'yandex.ru',
  'fastmail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'live.co.uk',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'aol.com',
  'aol.co.uk',
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  'ntlworld.com',
  'blueyonder.co.uk',
  'talktalk.net',
  'gmx.com',
  'gmx.co.uk',
]);

/** Each provider domain, to its provider. */
export const providerOf: ReadonlyMap<string, Provider> = new Map(
  providers.flatMap((p) => p.domains.map((d) => [d, p] as const)),
);
