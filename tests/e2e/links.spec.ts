/**
 * No broken internal link, anchor or asset anywhere in the built site: linkinator crawls every built
 * page as served (redirects and functions included), following same-site links, stylesheets,
 * scripts, images and srcsets, and checks each #fragment exists on its page. Offline: links to other
 * sites are listed by the crawl but not fetched.
 */
import { expect, test } from '@playwright/test';
import { LinkChecker, LinkState } from 'linkinator';
import { builtPages, MISSING } from './built-site';

test('every internal link, #anchor and asset of the built site resolves', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const starts = builtPages()
    .filter((p) => p !== MISSING)
    .map((p) => origin + p);
  const external: string[] = [];
  const result = await new LinkChecker().check({
    path: starts,
    recurse: true,
    checkFragments: true,
    checkCss: true,
    concurrency: 8,
    timeout: 30_000,
    linksToSkip: async (link) => {
      const local = new URL(link, origin).origin === origin;
      if (!local) external.push(link);
      return !local;
    },
  });
  const broken = result.links
    .filter((l) => l.state === LinkState.BROKEN)
    .map(
      (l) =>
        `${l.status ?? 'no answer'} ${l.url} (on ${l.parent ?? 'start'})${l.failureDetails?.length ? `: ${JSON.stringify(l.failureDetails).slice(0, 200)}` : ''}`,
    );
  expect(broken).toEqual([]);
  const checked = result.links.filter((l) => l.state === LinkState.OK).length;
  expect(checked, 'links checked').toBeGreaterThan(100);
  // Links to other sites are checked for form only: offline, they cannot be fetched.
  for (const link of new Set(external)) expect(() => new URL(link), link).not.toThrow();
});
