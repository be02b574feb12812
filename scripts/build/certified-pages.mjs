// Under the exempt-audience route (docs/regulatory-route.md), a promoting page is not in the HTML a visitor
// receives until they have completed an investor statement. BaseLayout renders such a page with both the
// statement (data-gate) and its own content (data-gated-body); once the pages are built this step writes the
// page as it is, less the statement, to its certified address (paths.certified: /certified/<page>, noindex,
// disallowed in robots.txt), which src/browser/gate.ts fetches once the statement is complete, and leaves the
// statement alone at the page's own address. The content's inline scripts (the island runtime, hydration
// directives) and its after-paint scripts (the sign-up forms') stay in the page, as the footer needs them too.
//
// Then it checks what every visitor can read: no page but the certified ones may state a claim an investment
// is promoted with (an element marked data-risk-claim, or a `return` fact's value from content/facts.yaml).
//
// This is what "shown only after" can mean on a static site served from a CDN: the content is in no page a
// visitor gets without the statement, is linked from none, and is not indexed; someone who types its address
// reads it. Enforcing more needs the server to check the statement (an edge function), which this site has not.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadYaml } from '../../src/lib/contentYaml.ts';
import { htmlFiles } from './built-pages.mjs';
import { routeInForce } from './claims-check.mjs';
import { prunePageStyles } from './page-styles.mjs';
import { statesReturnValue } from '../../src/lib/claims/meaning.ts';
import { pageText } from '../../src/lib/claims/pageText.ts';

/** The start of the `<div>` carrying `attribute` (a whole attribute name), and where its matching `</div>` ends. */
function divWith(html, attribute) {
  const open = new RegExp(`<div\\b[^>]*\\s${attribute}(?=[\\s=>])[^>]*>`).exec(html);
  if (!open) return undefined;
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = open.index + open[0].length;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { start: open.index, end: m.index + m[0].length };
  }
  throw new Error(`a <div ${attribute}> without its end`);
}

// Inline scripts a browser runs (no src; not a data block such as application/ld+json), and the scripts deferred
// until after the first paint (scripts/build/after-paint-scripts.mjs): Astro writes a component's script where it
// is first used, so the footer's sign-up form may have its script inside the gated content.
const SCRIPT =
  /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/)[^>]*>[\s\S]*?<\/script>|<template data-after-paint>[\s\S]*?<\/template>/g;
const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * A built page split in two: what every visitor gets (the statement; the content's scripts kept) and
 * the certified page (the content, noindex). Undefined for a page that does not wait for a statement.
 * @param {string} html
 * @returns {{ open: string, certified: string } | undefined}
 */
export function splitGated(html) {
  const body = divWith(html, 'data-gated-body');
  if (!body) return undefined;
  const gate = divWith(html, 'data-gate');
  if (!gate || gate.end > body.start) throw new Error('the investor statement must come before the gated content');
  const scripts = html.slice(body.start, body.end).match(SCRIPT) ?? [];
  const open = html.slice(0, body.start) + scripts.join('') + html.slice(body.end);
  let certified = html.slice(0, gate.start) + html.slice(gate.end);
  if (!certified.includes(NOINDEX)) certified = certified.replace(/<meta charset="utf-8">/, (m) => m + NOINDEX);
  // The statement's styles leave with it; the public page keeps the content's, for when it comes back.
  return { open, certified: prunePageStyles(certified) };
}

/** dist/index.html → dist/certified.html; dist/x/y.html → dist/certified/x/y.html (as paths.certified). */
const certifiedFile = (out, path) => {
  const rel = relative(out, path).split(sep).join('/');
  return rel === 'index.html' ? join(out, 'certified.html') : join(out, 'certified', rel);
};

const DECODE = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" };
const text = (html) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|quot|lt|gt|#39);/g, (_, e) => DECODE[e])
    .replace(/\s+/g, ' ');

/**
 * The claims a page every visitor can read still states: elements marked data-risk-claim, and the values of
 * the `return` facts where they read as a return, each as a short excerpt.
 * @param {string} html @param {readonly string[]} returnValues
 */
export function openClaims(html, returnValues) {
  if (!html.includes('<main')) return ['no <main> to read (every page has one)'];
  const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
  const marked = [...main.matchAll(/<(\w+)\b[^>]*\sdata-risk-claim(?=[\s=>])[^>]*>/g)].map((m) => {
    const rest = main.slice(m.index);
    return `data-risk-claim: "${text(rest.slice(0, rest.indexOf(`</${m[1]}>`)))
      .trim()
      .slice(0, 80)}"`;
  });
  // A return figure counts where it reads as a return (a contingency of "10% or more" is not one).
  const blocks = pageText(main).map((b) => b.text);
  const values = returnValues
    .filter((v) => blocks.some((b) => statesReturnValue(b, v)))
    .map((v) => `the return "${v}"`);
  return [...marked, ...values];
}

/** @returns {import('astro').AstroIntegration} */
export function certifiedPages() {
  let root;
  return {
    name: 'certified-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const pages = htmlFiles(out);
        let split = 0;
        for (const path of pages) {
          const parts = splitGated(readFileSync(path, 'utf8'));
          if (!parts) continue;
          const target = certifiedFile(out, path);
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, parts.certified);
          writeFileSync(path, parts.open);
          split++;
        }
        if (!split) {
          // Under the exempt-audience route a build where no page waits for the statement has lost its gate.
          if (routeInForce(root).route?.kind === 'exempt-audience')
            throw new Error(
              'Under the exempt-audience route no page waits for the investor statement: the pages src/lib/promotion.ts lists must render the gate (src/components/route/Gated.astro, BaseLayout).',
            );
          return;
        }
        const facts = /** @type {{ kind: string, value: string }[]} */ (
          loadYaml(readFileSync(join(root, 'content/facts.yaml'), 'utf8'))
        );
        const returns = [...new Set(facts.filter((f) => f.kind === 'return').map((f) => f.value))];
        const problems = pages.flatMap((path) =>
          openClaims(readFileSync(path, 'utf8'), returns).map(
            (claim) => `/${relative(out, path).split(sep).join('/')} shows ${claim}`,
          ),
        );
        if (problems.length)
          throw new Error(
            `Under the exempt-audience route, a page every visitor can read states a claim the investment is promoted with:\n${problems.join('\n')}\nShow it through src/components/route/Gated.astro, or list the page in src/lib/promotion.ts so it waits for the investor statement (docs/regulatory-route.md).`,
          );
        logger.info(`${split} promoting pages wait for the investor statement; their content is at /certified/…`);
      },
    },
  };
}
