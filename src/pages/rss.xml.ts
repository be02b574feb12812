/**
 * The updates blog's RSS 2.0 feed: every post, newest first, with its summary, category and address.
 * Linked from every page's head and from /updates; tests/e2e/feed.spec.ts validates it.
 */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { paths } from '../lib/paths';
import { site as settings } from '../lib/site';
import { postsNewestFirst } from './_components/updates/posts';

export const GET: APIRoute = async ({ site }) => {
  const origin = site ?? new URL(settings.siteUrl);
  const posts = await postsNewestFirst();
  return rss({
    title: `Updates from ${settings.companyName}`,
    description: `Articles from ${settings.companyName} on UK property investment, social-housing leases, inflation and lending on property.`,
    site: new URL(paths.updates, origin).href,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en-gb</language><atom:link href="${new URL(paths.feed, origin).href}" rel="self" type="application/rss+xml"/>`,
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.data.title,
      link: paths.post(post.id),
      pubDate: post.data.date,
      description: post.data.summary,
      categories: [post.data.category],
    })),
  });
};
