// Scripts no first paint needs wait for it. A case study's carousel and map scripts and every page's sign-up form
// script (each a component's <script>, bundled by Astro) are written inert, inside <template data-after-paint>, and
// the page shell (src/browser/shell.ts) runs them once the page has loaded, painted and is idle. Requested with the
// page, they competed with its first paint and the hero photo for a slow connection (and, in Lighthouse's simulation,
// each one that arrived before the paint was counted as delaying it). Astro leaves a <script> it would bundle
// unprocessed inside a <template>, so the build moves them there.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { attribute, elements, fragment, insert, isElement, replace } from '../../src/lib/html.ts';
import { builtPages, saveBuiltPages } from './built-pages.mjs';

/** The file name of Astro's bundled script of a component: `<Component>.astro_astro_type_script_index_<n>_lang.<hash>.js`. */
const scriptFile = /^\/_astro\/(.+)\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$/;

/**
 * Makes the named components' scripts on a page inert, inside <template data-after-paint>, for the shell to run
 * later; returns the components whose scripts it moved.
 * @param {import('../../src/lib/html.ts').HtmlDocument} document @param {readonly string[]} components
 */
export function deferScripts(document, components) {
  /** @type {string[]} */
  const moved = [];
  const scripts = elements(document, (el) => el.name === 'script' && attribute(el, 'type') === 'module');
  for (const script of scripts) {
    const component = attribute(script, 'src')?.match(scriptFile)?.[1];
    const inTemplate = script.parent && isElement(script.parent) && script.parent.name === 'template';
    if (!component || !components.includes(component) || inTemplate) continue;
    // One element, as written here.
    const template = /** @type {import('../../src/lib/html.ts').HtmlElement} */ (
      fragment('<template data-after-paint></template>')[0]
    );
    replace(script, template);
    insert(template, [script]);
    moved.push(component);
  }
  return moved;
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
        /** @type {Set<string>} */
        const seen = new Set();
        let pages = 0;
        for (const page of builtPages(out)) {
          const moved = deferScripts(page.document, components);
          if (!moved.length) continue;
          moved.forEach((c) => seen.add(c));
          pages++;
          page.changed();
        }
        saveBuiltPages(out);
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
