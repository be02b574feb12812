/**
 * robots.txt, built with the site: the Sitemap line must be an absolute URL, so it is made from the
 * site's address (Netlify's URL at build time, else siteUrl in content/site.json).
 */
import type { APIRoute } from 'astro';
import { paths } from '../lib/paths';
import { route } from '../lib/regulatory/inForce';
import { site as settings } from '../lib/site';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL(paths.sitemapIndex, site ?? settings.siteUrl).href;
  // The content editor (/admin) is for the company's editors, never for search results; nor are the pages an
  // investor statement opens (exempt-audience route).
  const certified = route.kind === 'exempt-audience' ? `Disallow: ${paths.certified('/').replace(/index$/, '')}\n` : '';
  return new Response(`User-agent: *\nAllow: /\nDisallow: /admin/\n${certified}\nSitemap: ${sitemap}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
};
