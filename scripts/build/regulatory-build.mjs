// What the exempt-audience route asks of the build (docs/regulatory-route.md), once the pages are final:
//
// 1. The certified pages (src/lib/regulatory/certified.ts) are not published. BaseLayout renders each with both the
//    investor statement (data-gate) and its content (data-gated-body); this step writes the page as it is, less
//    the statement, beside the published folder (dist-certified/, never inside dist/), where only the function
//    that checks a visitor's pass reads it (functions/regulatory-pages.ts, bundled with the folder through
//    netlify.toml's included_files), and leaves the statement alone at the page's address. The content's inline
//    scripts (the island runtime, the sign-up form's deferred script, which the footer may need) stay.
// 2. It writes the rewrite rules (dist/_redirects) that send a request for such a page to that function when it
//    carries the pass's cookie, so an investor keeps the page's address; the function still checks the pass.
// 3. It reads what everyone can read, every page left in dist/ and every e-mail the site sends to a visitor,
//    and refuses the build if any promotes the investment (src/lib/regulatory/promotion.ts): an invitation to
//    invest, a return, a product term, or a claim a component marked (data-risk-claim), naming the page.
// Under the other routes it does nothing but remove a certified folder an earlier build left.
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { htmlFiles } from './built-pages.mjs';
import { mailBlocks, renderedMails, routeInForce } from './claims-check.mjs';
import { pruneScriptHashes } from './page-csp.mjs';
import { prunePageStyles } from './page-styles.mjs';
import { builtPage } from './regulatory-html.mjs';
import { pageText } from '../../src/lib/claims/pageText.ts';
import { paths } from '../../src/lib/paths.ts';
import { describeFinding, promotionIn } from '../../src/lib/regulatory/promotion.ts';
import { PASS_COOKIE } from '../../src/server/regulatory/pass.ts';

const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * Where the certified pages of a build into `out` go: beside it, never in it (dist → dist-certified).
 * @param {string} out
 */
export const certifiedDirOf = (out) => `${out.replace(/[/\\]+$/, '')}-certified`;

/**
 * A built page split in two: what every visitor gets (the statement, and the content's inline scripts) and
 * the certified page (the content, noindex), each without the other's styles. Undefined for a page that
 * is not certified.
 * @param {string} html
 * @returns {{ open: string, certified: string } | undefined}
 */
export function splitCertified(html) {
  const page = builtPage(html);
  const body = page.withAttribute('data-gated-body');
  if (!body) return undefined;
  const gate = page.withAttribute('data-gate');
  if (!gate || gate.end > body.start) throw new Error('the investor statement must come before the certified content');
  const open = html.slice(0, body.start) + page.inlineScripts(body).join('') + html.slice(body.end);
  const at = page.afterCharset() ?? 0;
  const head = page.noindex() ? '' : NOINDEX;
  const certified = html.slice(0, at) + head + html.slice(at, gate.start) + html.slice(gate.end);
  // Each keeps only the styles and script hashes of what it still has: the content does not come back to the statement.
  return { open: prunePageStyles(pruneScriptHashes(open)), certified: prunePageStyles(certified) };
}

/**
 * What promotes the investment on a page everyone can read, each as a line for the build's message: what its
 * <main> and its footer say (src/lib/regulatory/promotion.ts; the header's menu, whose labels are the site's
 * sections, is the way to the statement) and the claims a component marked (data-risk-claim).
 * @param {string} html @param {readonly string[]} returnValues
 */
export function openPageProblems(html, returnValues) {
  const page = builtPage(html);
  const main = page.element('main');
  if (!main) return ['no <main> to read (every page has one)'];
  const marked = page.textsWith('data-risk-claim', main).map((t) => `a marked claim ("${t.slice(0, 80)}")`);
  const said = [main, page.element('footer')]
    .flatMap((part) => (part ? pageText(html.slice(part.start, part.end)) : []))
    .flatMap((b) => promotionIn(b.text, returnValues).map(describeFinding));
  return [...new Set([...marked, ...said])];
}

/**
 * What promotes the investment in an e-mail, each as a line (the e-mail as the claims check reads it).
 * @param {import('./claims-check.mjs').RenderedMail} mail @param {readonly string[]} returnValues
 */
export const mailProblems = (mail, returnValues) => [
  ...new Set(mailBlocks(mail).flatMap((b) => promotionIn(b.text, returnValues).map(describeFinding))),
];

/**
 * Everything everyone can read that promotes the investment, each line naming its page or e-mail: every page
 * in `out` (after the certified pages have left it) and every e-mail to a visitor.
 * @param {string} out @param {import('./claims-check.mjs').RenderedMail[]} mails @param {readonly string[]} returns
 */
export function openProblems(out, mails, returns) {
  return [
    ...htmlFiles(out).flatMap((path) =>
      openPageProblems(readFileSync(path, 'utf8'), returns).map((p) => `${addressOf(out, path)}: ${p}`),
    ),
    ...mails.filter((m) => !m.toCompany).flatMap((m) => mailProblems(m, returns).map((p) => `${m.name}: ${p}`)),
  ];
}

/** dist/x/y.html → /x/y; dist/index.html → /. @param {string} out @param {string} path */
const addressOf = (out, path) =>
  `/${relative(out, path).split(sep).join('/')}`.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1') || '/';

/** The values of the company's return figures (content/facts.yaml, kind `return`). @param {string} root */
export const returnValuesIn = (root) => [
  ...new Set(
    /** @type {{ kind: string, value: string }[]} */ (parseYaml(readFileSync(join(root, 'content/facts.yaml'), 'utf8')))
      .filter((f) => f.kind === 'return')
      .map((f) => f.value),
  ),
];

/** @returns {import('astro').AstroIntegration} */
export function regulatoryPages() {
  /** @type {string} */
  let root;
  return {
    name: 'regulatory-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const certifiedDir = certifiedDirOf(out);
        rmSync(certifiedDir, { recursive: true, force: true });
        if (routeInForce(root).route?.kind !== 'exempt-audience') return;
        const pages = htmlFiles(out);
        const rules = [];
        for (const path of pages) {
          const parts = splitCertified(readFileSync(path, 'utf8'));
          if (!parts) continue;
          const target = join(certifiedDir, relative(out, path));
          mkdirSync(dirname(target), { recursive: true });
          writeFileSync(target, parts.certified);
          writeFileSync(path, parts.open);
          const address = addressOf(out, path);
          rules.push(`${address} ${paths.certified(address)} 200! Cookie=${PASS_COOKIE}`);
        }
        if (!rules.length)
          throw new Error(
            'Under the exempt-audience route no page is certified: the pages for investors (src/lib/regulatory/certified.ts) must render the investor statement (BaseLayout).',
          );
        appendFileSync(
          join(out, '_redirects'),
          `# A certified page's address, for a browser with the investor statement's pass: the function checks it.\n${rules.join('\n')}\n`,
        );
        const problems = openProblems(out, await renderedMails(), returnValuesIn(root));
        if (problems.length)
          throw new Error(
            `Under the exempt-audience route, what everyone can read must teach, not promote the investment (docs/regulatory-route.md):\n${problems.join('\n')}\nWrite it to teach where \`teachOnly\` is true (src/lib/regulatory/inForce.ts), show a claim through src/components/regulatory/Gated.astro, or make the page one for investors (src/lib/regulatory/certified.ts).`,
          );
        logger.info(
          `${rules.length} certified pages written to ${relative(root, certifiedDir) || certifiedDir}, served only with the investor statement's pass; ${pages.length} pages and the e-mails to visitors promote nothing`,
        );
      },
    },
  };
}
