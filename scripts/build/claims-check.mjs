// The claims rules (src/lib/claims.ts) run by the build: `astro build` fails, naming file and line,
// when content/ says what a financial promotion must not, and again when a built page's description
// states a return. `astro dev` prints the same problems as warnings. Run by hand:
//   node --import ./scripts/build/ts-hooks.mjs scripts/build/claims-check.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkClaims, checkPageDescriptions, formatProblems } from '../../src/lib/claims.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every file under `dir` whose name matches. */
function walk(dir, match) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, match) : match.test(name) ? [path] : [];
  });
}

/** The content files the rules read (the ONS data is figures, not claims). */
export function contentFiles(base = root) {
  return walk(join(base, 'content'), /\.(ya?ml|json|mdx?)$/)
    .map((path) => ({ path: relative(base, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }))
    .filter((f) => !f.path.startsWith('content/data/'));
}

/** Built pages' meta descriptions, each with its file in dist/. */
export function builtDescriptions(dist) {
  return walk(dist, /\.html$/).flatMap((path) => {
    const m = readFileSync(path, 'utf8').match(/<meta name="description" content="([^"]*)"/);
    const description = m?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&quot;/g, '"');
    return description ? [{ file: relative(root, path).split(sep).join('/'), description }] : [];
  });
}

const fail = (what, problems) =>
  new Error(
    `Claims check: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${what} (rules: src/lib/claims.ts)\n${formatProblems(problems)}`,
  );

/** @param {{ root?: string }} [options] the project folder (tests point it elsewhere) @returns {import('astro').AstroIntegration} */
export function claimsCheck({ root: base = root } = {}) {
  return {
    name: 'claims-check',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const files = contentFiles(base);
        const problems = checkClaims({ files, today: new Date() });
        if (problems.length) throw fail('content/', problems);
        logger.info(`${files.length} content files, no problems`);
      },
      'astro:build:done': ({ dir, logger }) => {
        const pages = builtDescriptions(fileURLToPath(dir));
        const problems = checkPageDescriptions(pages);
        if (problems.length) throw fail('the built pages', problems);
        logger.info(`${pages.length} page descriptions, no return figures`);
      },
      'astro:server:setup': ({ logger }) => {
        const problems = checkClaims({ files: contentFiles(base), today: new Date() });
        if (problems.length)
          logger.warn(`${problems.length} problems the build will refuse:\n${formatProblems(problems)}`);
      },
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = checkClaims({ files: contentFiles(), today: new Date() });
  console.log(problems.length ? formatProblems(problems) : 'No problems.');
  process.exitCode = problems.length ? 1 : 0;
}
