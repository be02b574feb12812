/**
 * Under the exempt-audience route: a certified page's content leaves the page every visitor gets, cut by the
 * parsed page's own bytes; and what every visitor gets (pages, e-mails) is refused when it promotes, naming it.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  certifiedDirOf,
  mailProblems,
  openPageProblems,
  splitCertified,
} from '../../../scripts/build/regulatory-build.mjs';

const runtime = '<script>(()=>{/* island runtime */})();</script>';
const csp = (hashes: string) =>
  `<meta http-equiv="content-security-policy" content="script-src 'self' ${hashes}; style-src 'self'">`;
const page = (main: string, head = '') =>
  `<!doctype html><html><head><meta charset="utf-8">${head}<title>t</title><style>.gate.astro-g{color:red}.kf.astro-k{color:blue}</style></head><body><header>h</header><main id="main">${main}</main><footer><astro-island></astro-island></footer></body></html>`;
const gate =
  '<div class="gate astro-g" data-gate><h1>Statement</h1><form data-gate-form><input name="x"></form><script type="module" src="/_astro/statementForm.js"></script></div>';
const signUp =
  '<template data-after-paint><script type="module" src="/_astro/NewsletterSignup.js"></script></template>';
const body = `<div data-gated-body><div class="exempt"><p>Warning</p></div><section><div><h1 class="kf astro-k">Invest</h1><div data-risk-claim>6–10% a year</div></div></section>${runtime}${signUp}<script type="application/ld+json">{}</script><script type="module" src="/_astro/Gallery.js"></script></div>`;

describe('a certified page', () => {
  const parts = splitCertified(page(gate + body))!;

  it('is sent to everyone as the statement alone, with the content’s inline scripts after it', () => {
    expect(parts.open).toContain(gate);
    expect(parts.open).not.toContain('data-gated-body');
    expect(parts.open).not.toContain('6–10%');
    expect(parts.open).not.toContain('Gallery.js');
    expect(parts.open).not.toContain('ld+json');
    // The footer's sign-up form may have its script in the content, where Astro first wrote it.
    expect(parts.open).toContain(`${gate}${runtime}${signUp}</main>`);
    // The content does not come back to it: its styles go with it.
    expect(parts.open).toContain('.gate.astro-g{color:red}');
    expect(parts.open).not.toContain('.kf.astro-k');
  });

  it('is kept whole for the function, without the statement or its styles, and not indexed', () => {
    expect(parts.certified).not.toContain('data-gate ');
    expect(parts.certified).not.toContain('statementForm.js');
    expect(parts.certified).toContain(body);
    expect(parts.certified).toContain('<meta charset="utf-8"><meta name="robots" content="noindex">');
    expect(parts.certified).not.toContain('.gate.astro-g');
    expect(parts.certified).toContain('.kf.astro-k{color:blue}');
  });

  it('keeps in the statement’s CSP only the hashes of the inline scripts it still has', () => {
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    const gone = '<script>(()=>{/* only in the content */})();</script>';
    const html = page(
      gate + body.replace(runtime, runtime + gone),
      csp(`${hash('(()=>{/* island runtime */})();')} ${hash('(()=>{/* only in the content */})();')}`),
    );
    const { open } = splitCertified(html)!;
    expect(open).toContain(hash('(()=>{/* island runtime */})();'));
  });

  it('leaves every other page alone, and refuses content placed before the statement', () => {
    expect(splitCertified(page('<h1>About</h1>'))).toBeUndefined();
    expect(() => splitCertified(page(body + gate))).toThrow(/before the certified content/);
  });

  it('is written beside the published folder, never in it', () => {
    expect(certifiedDirOf('/site/dist')).toBe('/site/dist-certified');
    expect(certifiedDirOf('/site/dist/')).toBe('/site/dist-certified');
  });
});

describe('what every visitor reads', () => {
  const returns = ['6–10%'];

  it('passes when it teaches', () => {
    expect(openPageProblems(page('<h1>Learning Hub</h1><p>Rental yield is rent over price.</p>'), returns)).toEqual([]);
    expect(openPageProblems(page('<p data-gated-note>Shown only to certified investors</p>'), returns)).toEqual([]);
  });

  it('is refused for each invitation, return, product term or marked claim, words and sentence named', () => {
    expect(
      openPageProblems(
        page(
          '<p data-risk-claim>10% annual return</p><p>That is how we structure our deals.</p><a>Book a Free Call</a>',
        ),
        returns,
      ),
    ).toEqual([
      'a marked claim ("10% annual return")',
      'a product term ("our deals") in "That is how we structure our deals."',
      'an invitation to invest ("Book a Free Call") in "Book a Free Call"',
    ]);
    expect(openPageProblems(page('<li>Target 6–10% a year</li>'), returns)).toEqual([
      'a return ("6–10%") in "Target 6–10% a year"',
    ]);
  });

  it('reads only what the page says in its main: the header’s menu is the way to the statement, not a promotion', () => {
    const html = page('<p>Inflation eats savings.</p>').replace(
      '<header>h</header>',
      '<header><a>Invest With Us</a></header>',
    );
    expect(openPageProblems(html, returns)).toEqual([]);
    expect(openPageProblems('<html><body><p>x</p></body></html>', returns)).toEqual([
      'no <main> to read (every page has one)',
    ]);
  });

  it('reads an e-mail’s subject, HTML and text', () => {
    const mail = {
      name: 'e-mail calculator-report/report',
      subject: 'Your inflation report',
      html: '<p>If you would like to talk about lending to us, book a free call.</p>',
      text: 'If you would like to talk about lending to us, book a free call.',
    };
    expect(mailProblems(mail, returns)).toEqual([
      'an invitation to invest ("lending to us") in "If you would like to talk about lending to us, book a free call."',
      'an invitation to invest ("book a free call") in "If you would like to talk about lending to us, book a free call."',
      'an invitation to invest ("talk about lending") in "If you would like to talk about lending to us, book a free call."',
    ]);
  });
});
