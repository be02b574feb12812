/** Under the exempt-audience route, a promoting page's content is moved out of the page every visitor gets. */
import { describe, expect, it } from 'vitest';
import { openClaims, splitGated } from '../../../scripts/build/certified-pages.mjs';

const runtime = '<script>(()=>{/* island runtime */})();</script>';
const page = (main: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>t</title><style>.gate.astro-g{color:red}.kf.astro-k{color:blue}</style></head><body><header>h</header><main id="main">${main}</main><footer><astro-island></astro-island></footer></body></html>`;
const gate =
  '<div class="gate astro-g" data-gate data-certified="/certified/x"><h1>Statement</h1><form data-gate-form></form></div>';
const signUp =
  '<template data-after-paint><script type="module" src="/_astro/NewsletterSignup.js"></script></template>';
const body = `<div data-gated-body><div class="exempt"><p>Warning</p></div><section><div><h1 class="kf astro-k">Invest</h1><div data-risk-claim>6–10% a year</div></div></section>${runtime}${signUp}<script type="module" src="/_astro/Gallery.js"></script></div>`;

describe('a page that waits for the investor statement', () => {
  const parts = splitGated(page(gate + body))!;

  it('is sent with the statement alone, and the content’s inline scripts for the islands after it', () => {
    expect(parts.open).toContain(gate);
    expect(parts.open).not.toContain('data-gated-body');
    expect(parts.open).not.toContain('6–10%');
    expect(parts.open).not.toContain('Gallery.js');
    // The footer's sign-up form may have its script in the content, where Astro first wrote it.
    expect(parts.open).toContain(`${gate}${runtime}${signUp}</main>`);
  });

  it('is kept whole at its certified address, without the statement or its styles, and not indexed', () => {
    expect(parts.certified).not.toContain('data-gate ');
    expect(parts.certified).toContain(body);
    expect(parts.certified).toContain('<meta charset="utf-8"><meta name="robots" content="noindex">');
    expect(parts.certified).not.toContain('.gate.astro-g');
    expect(parts.certified).toContain('.kf.astro-k{color:blue}');
  });

  it('leaves every other page alone, and refuses content placed before the statement', () => {
    expect(splitGated(page('<h1>About</h1>'))).toBeUndefined();
    expect(() => splitGated(page(body + gate))).toThrow(/before the gated content/);
  });
});

describe('what every visitor can read', () => {
  it('states no claim: an element marked as one, or a return’s value', () => {
    expect(openClaims(page('<p data-risk-claim>10% annual return</p><p>Target 6–10% a year</p>'), ['6–10%'])).toEqual([
      'data-risk-claim: "10% annual return"',
      'the return "6–10%"',
    ]);
    expect(openClaims(page('<p data-gated-note>Shown only to certified investors</p>'), ['6–10%'])).toEqual([]);
    expect(openClaims(page('<p>Investing with us</p><span>6–10%</span>'), ['6–10%'])).toEqual(['the return "6–10%"']);
    expect(openClaims(page('<li>Lenders were paid 10% on the loan.</li>'), ['10%'])).toEqual(['the return "10%"']);
  });

  it('is not fooled by the same figure meaning something else', () => {
    const post = '<li>Check the refurbishment budget has a contingency, typically 10% or more, and who pays.</li>';
    expect(openClaims(page(post), ['10%'])).toEqual([]);
  });
});
