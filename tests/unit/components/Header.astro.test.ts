/**
 * The header marks where the visitor is: aria-current="page" on the link to this page and "true"
 * on its section (What We Do on its two child pages, Case Studies on a case study, the Learn dropdown's
 * button on the hub and the quiz), nothing else.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import Header from '../../../src/components/Header.astro';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

/** Each marked link of the header at `path`, as 'text=value'. */
async function marked(path: string): Promise<string[]> {
  const html = await container.renderToString(Header, { request: new Request(`https://example.com${path}`) });
  return [...html.matchAll(/<a\b[^>]*aria-current="([^"]+)"[^>]*>(?:<[^>]+>)*([^<]+)/g)].map(
    (m) => `${m[2]!.trim()}=${m[1]}`,
  );
}

describe('Header', () => {
  it.each([
    ['/', ['Home=page']],
    ['/about', ['About Us=page']],
    ['/invest', ['What We Do=page']],
    ['/find-you-a-deal', ['What We Do=true', 'Find You A Deal=page']],
    ['/invest-with-us', ['What We Do=true', 'Invest With Us=page']],
    ['/case-studies', ['Case Studies=page']],
    ['/case-studies/manchester-flip', ['Case Studies=true']],
    ['/book-call', ['Book A Call=page']],
    ['/contact.html', ['Contact Us=page']],
    ['/learn', ['Learning Hub=page']],
    ['/financial-literacy', ['Financial Quiz=page']],
    ['/updates', []],
    ['/updates/some-post', []],
  ])('at %s marks %j', async (path, expected) => {
    expect(await marked(path)).toEqual(expected);
  });

  it.each([
    ['/learn', 'true'],
    ['/financial-literacy', 'true'],
    ['/about', undefined],
  ])('at %s the Learn button is marked %s', async (path, expected) => {
    const html = await container.renderToString(Header, { request: new Request(`https://example.com${path}`) });
    const button = html.match(/<button[^>]*class="nav__link nav__grouptoggle"[^>]*>/)![0];
    expect(button.match(/aria-current="([^"]+)"/)?.[1]).toBe(expected);
  });
});
