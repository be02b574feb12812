/** When a page last changed: the git history read once, a shallow clone's first commit not trusted. */
import { describe, expect, it } from 'vitest';
import { lastChanged, pageLastChanged, parseLog } from '../../../scripts/build/last-changed.mjs';

// `git log --format=%x00%H %cI --name-only --no-renames`, newest first.
const log = [
  '',
  'c3 2026-11-20T10:00:00+00:00\n\ncontent/posts/a.mdx\n',
  'c2 2026-11-10T10:00:00+00:00\n\ncontent/posts/a.mdx\nsrc/pages/about.astro\n',
  'c1 2026-10-01T10:00:00+00:00\n\ncontent/posts/a.mdx\nsrc/pages/about.astro\nsrc/pages/index.astro\n',
].join('\0');

describe('parseLog', () => {
  it('gives each file its newest commit date', () => {
    const dates = parseLog(log);
    expect(dates.get('content/posts/a.mdx')?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(dates.get('src/pages/about.astro')?.toISOString()).toBe('2026-11-10T10:00:00.000Z');
    expect(dates.get('src/pages/index.astro')?.toISOString()).toBe('2026-10-01T10:00:00.000Z');
  });

  it("does not trust a shallow clone's first commit, which seems to add every file", () => {
    const dates = parseLog(log, new Set(['c1']));
    expect(dates.get('src/pages/about.astro')?.toISOString()).toBe('2026-11-10T10:00:00.000Z');
    expect(dates.has('src/pages/index.astro')).toBe(false);
  });
});

describe('lastChanged', () => {
  it('takes the later of the commit and the content date, and knows nothing of a file outside git', () => {
    const future = new Date('2099-01-01T00:00:00Z');
    expect(lastChanged('no/such/file.mdx', future)).toEqual(future);
    expect(lastChanged('no/such/file.mdx')).toBeUndefined();
  });

  it('dates a post no earlier than its own date, and the updates list by its newest post', () => {
    const post = pageLastChanged('/updates/before-lending-on-a-property-deal');
    expect(post!.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-10-28'));
    expect(pageLastChanged('/updates')!.getTime()).toBeGreaterThanOrEqual(post!.getTime());
  });
});
