// Scripts no first paint needs wait for it. A case study's carousel and map scripts and every page's sign-up form
// script (each a component's <script>, bundled by Astro) are written inert, inside <template data-after-paint>, and
// the page shell (src/browser/shell.ts) runs them once the page has loaded, painted and is idle. Requested with the
// page, they competed with its first paint and the hero photo for a slow connection (and, in Lighthouse's simulation,
// each one that arrived before the paint was counted as delaying it). Astro leaves a <script> it would bundle
// unprocessed inside a <template>, so the build moves them there.
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles } from './built-pages.mjs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Astro's bundled script of a component: `/_astro/<Component>.astro_astro_type_script_index_<n>_lang.<hash>.js`. */
const scriptOf = (component) =>
  new RegExp(
    `<script type="module" src="/_astro/${component}\\.astro_astro_type_script_index_\\d+_lang\\.[\\w-]+\\.js"></script>`,
    'g',
  );

/** The page with the named components' scripts made inert for the shell to run later, and which it moved. */
export function deferScripts(html, components) {
  const moved = [];
  let out = html;
  for (const component of components)
    out = out.replace(scriptOf(component), (tag) => {
      moved.push(component);
      return `<template data-after-paint>${tag}</template>`;
    });
  return { html: out, moved };
}

/**
 * Defers the scripts of the named .astro components (by file name) on every built page. A name whose script
 * is found on no page fails the build: the component lost its script, or Astro names its chunks differently.
 * @param {string[]} components
 * @returns {import('astro').AstroIntegration}
 */
export function afterPaintScripts(components) {
  return {
    name: 'after-paint-scripts',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const seen = new Set();
        let pages = 0;
        for (const path of htmlFiles(out)) {
          const { html, moved } = deferScripts(readFileSync(path, 'utf8'), components);
          if (!moved.length) continue;
          moved.forEach((c) => seen.add(c));
          pages++;
          writeFileSync(path, html);
        }
        const missing = components.filter((c) => !seen.has(c));
        if (missing.length)
          throw new Error(
            `after-paint-scripts: no bundled script of ${missing.join(', ')}.astro on any page (${relative(process.cwd(), out)}): the component has no <script> any more, or Astro names script chunks differently`,
          );
        logger.info(`${components.join(' and ')} scripts run after the first paint (${pages} pages)`);
      },
    },
  };
}
