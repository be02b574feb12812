// The claims rules (src/lib/claims.ts) run by the build, as two gates:
// 1. before anything is compiled, the sources: content/ (and no MDX in it that is code: src/lib/contentCode.ts,
//    checked before Astro reads the content, so none of it ever runs) and the words of src/pages, layouts,
//    components and islands, each problem naming its file and line;
// 2. after the pages are built, what a visitor receives: every page in dist/ and every e-mail the site
//    sends, rendered from sample data (mail-samples.mjs, started with the build so it renders meanwhile),
//    each problem naming the page or e-mail and the source line its words were found at.
// `astro dev` prints the source problems as warnings. Run the source gate by hand:
//   node --import ./scripts/build/ts-hooks.mjs scripts/build/claims-check.mjs
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkClaims, checkRendered, formatProblems } from '../../src/lib/claims.ts';
import { checkContentCode } from '../../src/lib/contentCode.ts';
import { parseHtml } from '../../src/lib/html.ts';
import { APPROVAL_FILE, APPROVED_TEXT_FILE, routeWithApproval } from '../../src/lib/approvalRecord.ts';
import { pageText, wordsIn } from '../../src/lib/claims/pageText.ts';
import { sourceText } from '../../src/lib/claims/sourceText.ts';
import { routeProblems } from '../../src/lib/regulatory/requirements.ts';
import { builtPages, saveBuiltPages } from './built-pages.mjs';
import { exampleValues, formatExamples } from './example-values.mjs';
import {
  approvalItems,
  keepState,
  markAwaiting,
  marking,
  publishing,
  readApproval,
  refusal,
  unapproved,
} from './approval-check.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The rule that refuses content that is code, and the packages it parses with. */
const contentCodeModule = new URL('../../src/lib/contentCode.ts', import.meta.url);
const lockFile = new URL('../../package-lock.json', import.meta.url);
/** @param {string} base @param {string} path */
const posix = (base, path) => relative(base, path).split(sep).join('/');

/**
 * Every file under `dir` (if there is one) whose name matches, skipping folders `skip` refuses.
 * @param {string} dir @param {RegExp} match @param {(name: string) => boolean} [skip] @returns {string[]}
 */
function walk(dir, match, skip = () => false) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return skip(name) ? [] : walk(path, match, skip);
    return match.test(name) ? [path] : [];
  });
}
/** @param {string} base @param {string[]} paths @returns {import('../../src/lib/claims.ts').SourceFile[]} */
const read = (base, paths) => paths.map((path) => ({ path: posix(base, path), text: readFileSync(path, 'utf8') }));
/**
 * Code files with the words they put on a page, as the rules take them (src/lib/claims/sourceText.ts).
 * @param {string} base @param {string[]} paths
 */
const readCode = (base, paths) => read(base, paths).map((f) => ({ ...f, runs: sourceText(f.path, f.text) }));

/** The content files the rules read (the ONS data is figures, not claims; the sign-off records what was read). */
export function contentFiles(base = root) {
  return read(base, walk(join(base, 'content'), /\.(ya?ml|json|mdx?)$/)).filter(
    (f) => !f.path.startsWith('content/data/') && f.path !== APPROVAL_FILE && f.path !== APPROVED_TEXT_FILE,
  );
}

/** The site's own pages, layouts, components and islands, whose words reach a page. */
export function siteFiles(base = root) {
  return ['pages', 'layouts', 'components', 'features'].flatMap((dir) =>
    readCode(base, walk(join(base, 'src', dir), /^(?!.*\.test\.tsx?$).*\.(astro|tsx?)$/)),
  );
}

/**
 * Code whose strings reach a page or an e-mail, read only to say where a problem's words were written (not the
 * rules themselves).
 * @param {string} base
 */
function traceFiles(base) {
  const code = /^(?!.*\.test\.ts$).*\.ts$/;
  return [
    ...readCode(base, walk(join(base, 'src', 'server'), code)),
    ...readCode(
      base,
      walk(join(base, 'src', 'lib'), code, (name) => name === 'claims'),
    ).filter((f) => !/^src\/lib\/(?:claims|contentCode)\.ts$/.test(f.path)),
  ];
}

/**
 * What a visitor reads in dist/: every page (not the editor), as parsed once for every step after the build
 * (built-pages.mjs), the lesson steps the hub loads, and the feed.
 * @param {string} dist @param {string} [base] @returns {import('../../src/lib/claims.ts').Rendered[]}
 */
export function renderedPages(dist, base = root) {
  const pages = builtPages(dist).map((p) => ({
    page: p.address,
    file: posix(base, p.path),
    blocks: p.text(),
    document: p.document,
  }));
  const others = walk(dist, /\.json$|^rss\.xml$/, (name) => name === 'admin' || name === '_astro').map((path) => {
    const text = readFileSync(path, 'utf8');
    const blocks = path.endsWith('.json')
      ? wordsIn(JSON.parse(text)).map((words) => ({ where: 'lesson', text: words }))
      : pageText(parseHtml(text, { xml: true }));
    return { page: `/${posix(dist, path)}`, file: posix(base, path), blocks };
  });
  return [...pages, ...others].sort((a, b) => a.page.localeCompare(b.page));
}

/**
 * An e-mail as blocks of text: its subject, its HTML as a page, and its text part paragraph by paragraph.
 * @param {{ subject: string; html: string; text: string }} mail
 */
export function mailBlocks({ subject, html, text }) {
  return [
    { where: 'subject', text: subject },
    ...pageText(html).filter((b) => b.where !== 'title'),
    ...text.split(/\n\s*\n/).map((p) => ({ where: 'text part', text: p.replace(/\s+/g, ' ').trim() })),
  ];
}

/**
 * A result kept in node_modules/.cache/claims-check/ (Netlify keeps node_modules between builds) under a hash
 * of everything it is worked out from, so a build that changed none of it does not work it out again.
 * @param {string} base @param {string} name @param {string[]} inputs
 */
function cache(base, name, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(`${input.length}:${input}`);
  const dir = join(base, 'node_modules/.cache/claims-check');
  const file = join(dir, `${name}-${hash.digest('hex').slice(0, 16)}.json`);
  return {
    get: () => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined),
    set: (/** @type {unknown} */ value) => {
      mkdirSync(dir, { recursive: true });
      // One entry per name: the last one.
      for (const old of readdirSync(dir)) if (old.startsWith(`${name}-`)) rmSync(join(dir, old));
      writeFileSync(file, JSON.stringify(value));
    },
  };
}

/**
 * What the e-mails are made from: the server's and the shared code, the site settings and ONS data, the packages,
 * the settings read from the environment.
 * @param {string} base
 */
function mailInputs(base) {
  const code = /^(?!.*\.test\.ts$).*\.(ts|mjs|json|csv)$/;
  const files = [
    ...walk(join(base, 'src', 'server'), code),
    ...walk(join(base, 'src', 'lib'), code),
    ...walk(join(base, 'content', 'data'), code),
    ...['content/site.json', 'package-lock.json', 'scripts/build/mail-samples.mjs', 'scripts/build/ts-hooks.mjs'].map(
      (f) => join(base, f),
    ),
  ].filter((f) => existsSync(f));
  // SITE_ROUTE: the regulatory route decides what a mail says (src/lib/regulatory/inForce.ts).
  const env = ['URL', 'MAIL_FROM', 'COMPANY_INBOX', 'POSTMARK_MESSAGE_STREAM', 'SITE_ROUTE'].map(
    (k) => `${k}=${process.env[k] ?? ''}`,
  );
  return [...files.sort().flatMap((f) => [posix(base, f), readFileSync(f, 'utf8')]), ...env];
}

/**
 * @typedef {{ name: string, subject: string, html: string, text: string, toCompany?: boolean }} RenderedMail
 *   an e-mail as mail-samples.mjs renders it
 */

/**
 * Starts rendering every e-mail in another process; resolves to the rendered mail and how long it took.
 * @param {string} base @returns {{ done: Promise<{ mails: RenderedMail[], ms: number, kept: boolean }> }}
 */
function renderMail(base) {
  const kept = cache(base, 'mail', mailInputs(base));
  const last = kept.get();
  if (last) return { done: Promise.resolve({ mails: last, ms: 0, kept: true }) };
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', './scripts/build/ts-hooks.mjs', 'scripts/build/mail-samples.mjs'],
    { cwd: base, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const done = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0)
        return reject(new Error(`Claims check: rendering the e-mails failed (scripts/build/mail-samples.mjs)\n${err}`));
      const mails = JSON.parse(out);
      kept.set(mails);
      resolve({ mails, ms: performance.now() - started, kept: false });
    });
  });
  done.catch(() => {});
  return { done };
}

/**
 * The regulatory route in force: SITE_ROUTE if the environment sets it (only test builds do), else `route` in
 * content/site.json with the approval of the sign-off record, content/approval.json; both are checked against their
 * schema when the pages build (src/lib/regulatory/inForce.ts).
 * @param {string} base
 */
export function routeInForce(base) {
  const override = process.env.SITE_ROUTE?.trim();
  if (override) return { route: JSON.parse(override), at: { file: 'SITE_ROUTE', line: 0 } };
  const { route } = JSON.parse(readFileSync(join(base, 'content/site.json'), 'utf8'));
  const { record } = readApproval(base);
  const text = record ? readFileSync(join(base, APPROVAL_FILE), 'utf8') : '';
  const line = text.split('\n').findIndex((l) => l.includes('"approvedOn"')) + 1;
  if (route?.kind === 'exempt-audience' || !route) return { route, at: { file: 'content/site.json', line: 0 } };
  return { route: routeWithApproval(route, record), at: { file: APPROVAL_FILE, line } };
}

/**
 * What the route in force forbids today (src/lib/regulatory/requirements.ts): an approval that has lapsed.
 * @param {string} base @param {Date} today
 */
export function routeChecks(base, today) {
  const { route, at } = routeInForce(base);
  return route ? routeProblems(route, today, at) : [];
}

/** The e-mails this build is rendering (started when it starts), for the steps after it (regulatory-build.mjs). */
/** @type {Promise<RenderedMail[]>} */
let rendering = Promise.resolve([]);
export const renderedMails = () => rendering;

/** @param {string} what @param {import('../../src/lib/claims.ts').Problem[]} problems */
const fail = (what, problems) =>
  new Error(
    `Claims check: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${what} (rules: src/lib/claims.ts, docs/content.md)\n${formatProblems(problems)}`,
  );
/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Sign-off by version (approval-check.mjs): the words of every page and e-mail against the record; a production build
 * stops on any not signed off, any other marks those pages "Awaiting approval".
 * @param {{ base: string, dist: string, mails: RenderedMail[], notes: import('../../src/lib/claims.ts').Problem[], logger: import('astro').AstroIntegrationLogger }} input
 */
function approve({ base, dist, mails, notes, logger }) {
  const started = performance.now();
  const approval = readApproval(base);
  const pages = builtPages(dist);
  const lessons = walk(join(dist, 'lessons'), /\.json$/).map((path) => ({
    page: `/${posix(dist, path)}`,
    file: posix(base, path),
    text: readFileSync(path, 'utf8'),
  }));
  const items = approvalItems({ base, pages, lessons, mails });
  const changed = unapproved(items, approval);
  keepState(base, dist, { builtAt: new Date().toISOString(), items, changed: changed.map((c) => c.name), notes });
  if (publishing() && changed.length) throw new Error(refusal(changed, approval.record));
  if (marking()) {
    for (const c of changed) {
      const page = c.kind === 'page' && pages.find((p) => p.address === c.name);
      if (page) markAwaiting(page);
    }
    saveBuiltPages(dist);
  }
  const took = seconds(performance.now() - started);
  const signed = approval.record
    ? `signed off on ${approval.record.approvedOn} (${approval.record.reference})`
    : 'no sign-off yet';
  logger.info(
    changed.length
      ? `${changed.length} of ${items.length} pages and e-mails differ from the words ${signed}${marking() ? ', marked "Awaiting approval"' : ' (APPROVAL_MARKS=off: not marked)'}, and a production build would stop: ${changed.map((c) => c.name).join(', ')} (${took})`
      : `all ${items.length} pages and e-mails are the words ${signed} (${took})`,
  );
}

/**
 * Before Astro reads content/: an MDX file that is code is refused before any of it can run. Returns what to say
 * when the build starts (undefined for `astro check`, `astro dev` and tools that load the config).
 * @param {string} base @param {string} command
 */
async function refuseContentCode(base, command) {
  const started = performance.now();
  const files = contentFiles(base);
  // MDX files already found free of code, by the same rule, need not be parsed again.
  const mdxFiles = files.filter((f) => f.path.endsWith('.mdx'));
  const rule = [contentCodeModule, lockFile].map((url) => readFileSync(url, 'utf8'));
  const clean = cache(base, 'mdx', [...rule, ...mdxFiles.flatMap((f) => [f.path, f.text])]);
  if (!clean.get()) {
    const problems = await checkContentCode(files);
    if (problems.length) throw fail('content/: content must not be code', problems);
    clean.set(true);
  }
  if (command === 'build')
    return `${mdxFiles.length} MDX files, no code in them (${seconds(performance.now() - started)})`;
}

/**
 * A live site publishes the company's own details, figures and testimonials: none still an example.
 * @param {string} base
 */
function refuseExamples(base) {
  if (JSON.parse(readFileSync(join(base, 'content/site.json'), 'utf8')).status !== 'live') return;
  const examples = exampleValues(base);
  if (examples.length)
    throw new Error(
      `Live site (content/site.json, status: live): ${examples.length} value${examples.length === 1 ? ' is' : 's are'} still examples. Replace each with the company's own (docs/launch.md), or set status back to preview:\n${formatExamples(examples)}`,
    );
}

/**
 * The first gate, when the build starts: the sources' claims, the regulatory route in force, no example left on a
 * live site.
 * @param {string} base @param {import('astro').AstroIntegrationLogger} logger
 */
function sourceGate(base, logger) {
  const started = performance.now();
  const content = contentFiles(base);
  const site = siteFiles(base);
  const problems = checkClaims({ files: [...content, ...site], today: new Date() });
  if (problems.length) throw fail('the sources', problems);
  const lapsed = routeChecks(base, new Date());
  if (lapsed.length) throw fail('the regulatory route', lapsed);
  refuseExamples(base);
  const { route, at } = routeInForce(base);
  logger.info(
    `regulatory route: ${route?.kind} (${at.file === 'SITE_ROUTE' ? 'SITE_ROUTE, a test build' : `content/site.json${route?.approval ? `, approved as recorded in ${at.file}` : ''}`})`,
  );
  logger.info(
    `${content.length} content files and ${site.length} page sources, no problems (${seconds(performance.now() - started)})`,
  );
}

/**
 * The second gate, once the pages are built: what visitors receive (every page and e-mail), then the sign-off.
 * @param {string} base @param {string} dist
 * @param {ReturnType<typeof renderMail> | undefined} mail the e-mails rendering since the build started
 * @param {import('astro').AstroIntegrationLogger} logger
 */
async function outputGate(base, dist, mail, logger) {
  const started = performance.now();
  const pages = renderedPages(dist, base);
  const rendered = mail ? await mail.done : { mails: [], ms: 0, kept: false };
  const mails = rendered.mails.map((m) => ({
    page: m.name,
    file: 'src/server/outbox/templates.ts',
    blocks: mailBlocks(m),
  }));
  const files = [...contentFiles(base), ...siteFiles(base), ...traceFiles(base)];
  /** @type {import('../../src/lib/claims.ts').Problem[]} */
  const all = checkRendered([...pages, ...mails], { files, today: new Date(), notes: true });
  const problems = all.filter((p) => !p.note);
  if (problems.length) throw fail('what visitors receive', problems);
  const how = rendered.kept
    ? 'as rendered by an earlier build: nothing they are made from has changed'
    : `rendered in ${seconds(rendered.ms)} while the pages built`;
  logger.info(
    `${pages.length} built pages and ${mails.length} e-mails read, no problems: the output check added ${seconds(performance.now() - started)} (the e-mails ${how})`,
  );
  approve({ base, dist, mails: rendered.mails, notes: all.filter((p) => p.note), logger });
}

/** @param {{ root?: string }} [options] the project folder (tests point it elsewhere) @returns {import('astro').AstroIntegration} */
export function claimsCheck({ root: base = root } = {}) {
  /** @type {ReturnType<typeof renderMail> | undefined} */
  let mail;
  /** @type {string | undefined} */
  let mdx;
  return {
    name: 'claims-check',
    hooks: {
      'astro:config:setup': async ({ command }) => {
        // Said when the build starts: this hook also runs for `astro check`, `astro dev` and tools that load the config.
        mdx = await refuseContentCode(base, command);
      },
      'astro:build:start': ({ logger }) => {
        if (mdx) logger.info(mdx);
        sourceGate(base, logger);
        // The e-mails render in another process while the pages build.
        mail = renderMail(base);
        rendering = mail.done.then((r) => r.mails);
        rendering.catch(() => {});
      },
      'astro:build:done': ({ dir, logger }) => outputGate(base, fileURLToPath(dir), mail, logger),
      'astro:server:setup': ({ logger }) => {
        const problems = [
          ...checkClaims({ files: [...contentFiles(base), ...siteFiles(base)], today: new Date() }),
          ...routeChecks(base, new Date()),
        ];
        if (problems.length)
          logger.warn(`${problems.length} problems the build will refuse:\n${formatProblems(problems)}`);
      },
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = [...contentFiles(), ...siteFiles()];
  const problems = [
    ...(await checkContentCode(files)),
    ...checkClaims({ files, today: new Date() }),
    ...routeChecks(root, new Date()),
  ];
  console.log(problems.length ? formatProblems(problems) : 'No problems.');
  process.exitCode = problems.length ? 1 : 0;
}
