/**
 * Share cards as the build draws them: a card carries no figure and no claim (the claims rules refuse it),
 * every page's card is written where its og:image says and the note that described it is removed, and an
 * unchanged card comes from the cache.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { cardProblems, shareCards } from '../../../scripts/build/share-cards.mjs';

describe('what a card may say', () => {
  it('allows what a page is about', () => {
    for (const card of [
      { title: '3-Bed to 4-Bed Conversion – Newhaven', eyebrow: 'Case study · HMO conversion', location: 'Newhaven' },
      { title: 'UK Inflation Calculator', eyebrow: 'Free · Official ONS figures' },
      { title: 'Financial Literacy Quiz', eyebrow: 'Free quiz · 8 questions' },
      { title: 'Why returns are never guaranteed' },
    ])
      expect(cardProblems(card, false), card.title).toEqual([]);
  });

  it('refuses a claim, a return or any figure', () => {
    expect(cardProblems({ title: 'Guaranteed rental income' }, false).join()).toMatch(/guaranteed/i);
    expect(cardProblems({ title: 'Capital protected property' }, false).join()).toMatch(/capital/i);
    expect(cardProblems({ title: 'An FCA regulated investment' }, false).join()).toMatch(/FCA/);
    expect(cardProblems({ title: 'Earn 8% a year' }, false).join()).toMatch(/return|figure/);
    expect(cardProblems({ title: 'Grimsby flip', eyebrow: '33% ROI' }, false).join()).toMatch(/ROI/);
    expect(cardProblems({ title: 'A £26,464 profit in six months' }, false).join()).toMatch(/£26/);
    expect(cardProblems({ title: 'Bought for £62,000', location: 'Newhaven' }, false)).toHaveLength(1);
  });

  it('allows regulatory words only when the firm is authorised', () => {
    expect(cardProblems({ title: 'Authorised by the FCA' }, false)).not.toEqual([]);
    expect(cardProblems({ title: 'Authorised by the FCA' }, true)).toEqual([]);
  });
});

describe('the build step', () => {
  const project = mkdtempSync(join(tmpdir(), 'share-cards-'));
  const dist = join(project, 'dist');
  const cache = join(project, 'cache');
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  mkdirSync(join(project, 'content'), { recursive: true });
  mkdirSync(join(project, 'public'), { recursive: true });
  writeFileSync(
    join(project, 'content', 'site.json'),
    JSON.stringify({ companyName: 'Example Property Partners', regulatory: { authorised: false } }),
  );
  cpSync('public/favicon.svg', join(project, 'public', 'favicon.svg'));

  const note = (card: object) => `<meta name="share-card" content="${JSON.stringify(card).replace(/"/g, '&quot;')}">`;
  const page = (image: string, card: object) =>
    `<!doctype html><html><head><meta property="og:image" content="https://www.example.com${image}">${note(card)}</head><body></body></html>`;

  async function build() {
    const lines: string[] = [];
    const integration = shareCards({ cacheDir: cache });
    const hooks = integration.hooks as Record<string, (o: unknown) => unknown>;
    hooks['astro:config:done']!({ config: { root: pathToFileURL(`${project}/`), site: 'https://www.example.com' } });
    await hooks['astro:build:done']!({
      dir: pathToFileURL(`${dist}/`),
      logger: { info: (l: string) => lines.push(l) },
    });
    return lines.join('\n');
  }

  it('draws each card where its og:image says, removes the note, and reuses unchanged cards', async () => {
    mkdirSync(join(dist, 'updates'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), page('/og/index.jpg', { title: 'UK Property Investment' }));
    writeFileSync(
      join(dist, 'updates', 'a.html'),
      page('/og/updates/a.jpg', { title: 'Social-housing leases', eyebrow: 'Property Trends' }),
    );
    expect(await build()).toMatch(/2 share cards .*2 drawn, 0 from the cache/);
    for (const file of ['og/index.jpg', 'og/updates/a.jpg']) {
      const { width, height, format } = await sharp(join(dist, file)).metadata();
      expect({ width, height, format }, file).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    }
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).not.toContain('share-card');
    expect(existsSync(join(dist, 'logo.png'))).toBe(true);

    // A second build of the same pages: nothing is drawn; a changed title is drawn again, and the old card
    // leaves the cache.
    writeFileSync(join(dist, 'index.html'), page('/og/index.jpg', { title: 'UK Property Investment' }));
    writeFileSync(join(dist, 'updates', 'a.html'), page('/og/updates/a.jpg', { title: 'Leases, again' }));
    expect(await build()).toMatch(/2 share cards .*1 drawn, 1 from the cache/);
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it('stops the build on a card the claims rules refuse, naming the page', async () => {
    writeFileSync(join(dist, 'index.html'), page('/og/index.jpg', { title: 'Guaranteed 12% returns' }));
    await expect(build()).rejects.toThrow(
      /Share cards: 1 card the claims rules refuse[\s\S]*index\.html: "Guaranteed 12% returns"/,
    );
  });

  it('stops the build on an og:image outside /og/', async () => {
    writeFileSync(join(dist, 'index.html'), page('/favicon.jpg', { title: 'Home' }));
    await expect(build()).rejects.toThrow(/index\.html names no card under \/og\//);
  });
});
