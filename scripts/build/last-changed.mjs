// When each page last changed, for the sitemap's <lastmod> and an article's dateModified: the date in its
// content (a post's `date`), or the last commit that touched its source file. Git history is read once, in
// one `git log`. A shallow clone's history starts at a commit that seems to add every file: dates from that
// commit are not trusted, so a page whose last change is older than the clone has only its content date, or
// none (better no lastmod than a wrong one). Netlify clones the whole history (blobless, which `--name-only`
// without rename detection does not need to fill in).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontmatter, loadYaml } from '../../src/lib/contentYaml.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** @param {string[]} args */
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/**
 * The newest commit date of every file in the history (paths from the project root), leaving out what a
 * shallow clone's first commit seems to add.
 * @param {string} log the output of `git log --format=%x00%H %cI --name-only --no-renames`
 * @param {Set<string>} boundary the shallow clone's first commits (none in a full clone)
 * @returns {Map<string, Date>}
 */
export function parseLog(log, boundary = new Set()) {
  /** @type {Map<string, Date>} */
  const dates = new Map();
  for (const entry of log.split('\0').slice(1)) {
    const [head = '', ...files] = entry.split('\n');
    const [hash, when] = head.split(' ');
    if (!hash || !when || boundary.has(hash)) continue;
    for (const file of files.map((f) => f.trim()).filter(Boolean))
      if (!dates.has(file)) dates.set(file, new Date(when));
  }
  return dates;
}

/** @type {Map<string, Date> | undefined} */
let history;
/** Every file's last commit date in this checkout (empty outside a git checkout). @returns {Map<string, Date>} */
function gitDates() {
  if (history) return history;
  try {
    const top = git('rev-parse', '--show-toplevel').trim();
    const shallowFile = git('rev-parse', '--git-path', 'shallow').trim();
    /** @type {Set<string>} */
    let boundary = new Set();
    try {
      boundary = new Set(readFileSync(resolve(root, shallowFile), 'utf8').split('\n').filter(Boolean));
    } catch {
      // Not a shallow clone.
    }
    const prefix = relative(top, root).split(sep).join('/');
    const dates = parseLog(git('log', '--format=%x00%H %cI', '--name-only', '--no-renames', '--', '.'), boundary);
    history = new Map(
      [...dates]
        .filter(([f]) => !prefix || f.startsWith(`${prefix}/`))
        .map(([f, d]) => [prefix ? f.slice(prefix.length + 1) : f, d]),
    );
  } catch {
    history = new Map();
  }
  return history;
}

/**
 * The later of a file's last commit and its content's own date; undefined when neither is known.
 * @param {string} file @param {Date} [contentDate]
 */
export function lastChanged(file, contentDate) {
  const dates = [gitDates().get(file), contentDate].filter((d) => d instanceof Date && !Number.isNaN(+d));
  return dates.length ? new Date(Math.max(...dates.map(Number))) : undefined;
}

const VIRTUAL = 'virtual:last-changed';

/**
 * A Vite plugin: `import lastChanged from 'virtual:last-changed'` gives pages `lastChanged(entry.filePath)`,
 * when a content file last changed (its git date), for an article's dateModified.
 * @returns {import('vite').Plugin}
 */
export function lastChangedModule() {
  return {
    name: 'last-changed',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      const content = Object.fromEntries(
        [...gitDates()]
          .filter(([file]) => file.startsWith('content/'))
          .map(([file, date]) => [file, date.toISOString()]),
      );
      return `const dates = ${JSON.stringify(content)};\nexport default (file) => (file && dates[file] ? new Date(dates[file]) : undefined);`;
    },
  };
}

/** A post's `date` from its frontmatter, read as the post's schema reads it (a YAML date, or a string to one). */
const postDate = (/** @type {string} */ file) => {
  const data = loadYaml(frontmatter(readFileSync(join(root, file), 'utf8')).yaml);
  const date = data && typeof data === 'object' && 'date' in data ? data.date : undefined;
  return date instanceof Date ? date : typeof date === 'string' ? new Date(date) : undefined;
};
/** @param {string} dir */
const mdx = (dir) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `${dir}/${f}`);

/**
 * When the page at `pathname` last changed: its content entry (a post with its date), else its page file;
 * a list page changes with the entries it lists.
 * @param {string} pathname @returns {Date | undefined}
 */
export function pageLastChanged(pathname) {
  /** @param {(Date | undefined)[]} dates */
  const newest = (dates) => {
    const known = dates.filter((d) => d !== undefined);
    return known.length ? new Date(Math.max(...known.map(Number))) : undefined;
  };
  const post = pathname.match(/^\/updates\/([^/]+)$/);
  if (post) return lastChanged(`content/posts/${post[1]}.mdx`, postDate(`content/posts/${post[1]}.mdx`));
  const study = pathname.match(/^\/case-studies\/([^/]+)$/);
  if (study) return lastChanged(`content/case-studies/${study[1]}.mdx`);
  if (pathname === '/updates')
    return newest([
      lastChanged('src/pages/updates.astro'),
      ...mdx('content/posts').map((f) => lastChanged(f, postDate(f))),
    ]);
  if (pathname === '/case-studies')
    return newest([
      lastChanged('src/pages/case-studies/index.astro'),
      ...mdx('content/case-studies').map((f) => lastChanged(f)),
    ]);
  return lastChanged(`src/pages/${pathname === '/' ? 'index' : pathname.slice(1)}.astro`);
}
