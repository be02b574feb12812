// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import settings from './content/site.json' with { type: 'json' };
import { textImports } from './scripts/build/text-import.mjs';
import { claimsCheck } from './scripts/build/claims-check.mjs';
import { siteEditor } from './scripts/editor/build.mjs';
import { pageCsp } from './scripts/build/page-csp.mjs';
import { afterPaintScripts } from './scripts/build/after-paint-scripts.mjs';
import { shareCards } from './scripts/build/share-cards.mjs';
import { pageStyles } from './scripts/build/page-styles.mjs';
import { regulatoryPages } from './scripts/build/regulatory-build.mjs';
import { lastChangedModule, pageLastChanged } from './scripts/build/last-changed.mjs';
import { analyticsInForce, connectSources } from './scripts/build/analytics-setting.mjs';
import { noindexed } from './scripts/build/built-pages.mjs';

// Netlify sets URL to the site's primary address on every build.
const site = process.env.URL || settings.siteUrl;
// The optional, cookie-less analytics: null while it is off (scripts/build/analytics-setting.mjs).
const analytics = analyticsInForce(settings);
// Pages that carry a noindex tag stay out of the sitemap: those listed, and any the build marks (a page awaiting
// approval: scripts/build/approval-check.mjs).
const noindex = /\/(404|subscribed|subscription|checklist-sent|message-sent|thank-you-deal-sourcing)$/;

/**
 * `client:settled`: hydrate an island that is its page's purpose once the page has loaded, painted
 * and is idle (src/browser/settled.ts).
 */
/** @type {import('astro').AstroIntegration} */
const settledDirective = {
  name: 'client-settled',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'settled',
        entrypoint: fileURLToPath(new URL('./src/browser/settled.ts', import.meta.url)),
      });
    },
  },
};

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  compressHTML: true,
  scopedStyleStrategy: 'class',
  // claimsCheck: the build fails on a claim a financial promotion must not make (src/lib/claims.ts).
  // pageCsp: each page's CSP allows only the inline scripts that page has (scripts/build/page-csp.mjs).
  // afterPaintScripts: these components' scripts run once the page has painted (scripts/build/after-paint-scripts.mjs).
  // siteEditor: the content editor at /admin, built apart from the pages (scripts/editor/build.mjs).
  // shareCards: each page's og:image, drawn from its head (scripts/build/share-cards.mjs).
  // pageStyles: each page keeps only the component styles it can use (scripts/build/page-styles.mjs).
  // regulatoryPages: under the exempt-audience route, the certified pages leave the published folder for the
  // function that serves them, and what everyone reads must not promote (scripts/build/regulatory-build.mjs); last, on the final pages.
  // sitemap: each page's lastmod is when its content last changed (scripts/build/last-changed.mjs).
  integrations: [
    claimsCheck(),
    react(),
    settledDirective,
    mdx(),
    sitemap({
      filter: (page) => !noindex.test(page) && !noindexed(new URL(page).pathname.replace(/(.)\/$/, '$1')),
      serialize: (item) => {
        const lastmod = pageLastChanged(new URL(item.url).pathname);
        return lastmod ? { ...item, lastmod: lastmod.toISOString() } : item;
      },
    }),
    shareCards(),
    pageStyles(),
    pageCsp(),
    afterPaintScripts(['Carousel', 'MapFacade', 'NewsletterSignup']),
    regulatoryPages(),
    siteEditor(),
  ],
  prefetch: false,
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        // The analytics' endpoint only while it is on: then every page sends its visit and goals there.
        `connect-src ${connectSources(analytics).join(' ')}`,
        'frame-src https://www.google.com https://maps.google.com',
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
      ],
      // Scripts are hashed; styles are not. Astro lists every page's style hashes in every page's
      // meta tag, so that list grows with the site (1.4 KB per page already). Our styles are all
      // first-party build output, and script-src stays strict.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  markdown: { syntaxHighlight: false },
  vite: {
    // The page shell loads the analytics, and the privacy notice names it, only when it is on.
    define: {
      __SITE_ANALYTICS__: JSON.stringify(analytics && { ...analytics, schedulingUrl: settings.schedulingUrl }),
    },
    // lastChangedModule: when each content file last changed, for an article's dateModified.
    plugins: [textImports(), lastChangedModule()],
    // Scripts ship as cacheable files, never inlined: every page's HTML stays inside one round trip
    // and its CSP carries fewer hashes. The exceptions answer a tap from the first paint, before any file could
    // arrive: a form's early checks (src/components/FormChecks.astro) and the taps kept for an island still
    // waking (src/components/IslandTaps.astro), on the pages that have them; Astro hashes them into the CSP.
    // Other assets keep Vite's default.
    build: {
      assetsInlineLimit: (file) =>
        file.endsWith('.js') ? /(^|\/)(FormChecks|IslandTaps)\.astro_astro_type_script_/.test(file) : undefined,
      rolldownOptions: {
        // Turned off, one warning only: Astro marks each MDX module with its internal
        // "use astro:head-inject" directive and Rolldown reports dropping it on every build
        // (withastro/astro#18087, fix verified upstream). Every other warning still prints, and
        // `npm test` fails on any.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
});
