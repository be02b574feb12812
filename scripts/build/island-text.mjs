// The words a page's islands and scripts show that are not in its HTML: a quiz's result bands, a calculator's
// result lines, a form's messages. They are in the islands' code, so the approval reads them there: each island on a
// built page (an <astro-island> names its component) and each component script it loads, with every module of the
// site they import, read as the claims gate reads code (src/lib/claims/sourceText.ts: a string's `${…}` as "…", so a
// calculator line is signed off as the sentence around its figures). Only prose is kept: a class list or an id is
// no visitor's reading. Each module's words keep their order; the modules are ordered by their words, not by their
// paths, so renaming or moving a module leaves the island's words, and its sign-off, as they were.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { attribute, elements } from '../../src/lib/html.ts';
import { astroScripts, sourceText } from '../../src/lib/claims/sourceText.ts';

/**
 * A string a visitor reads: two words or more, and a capital, punctuation or four words (not "btn btn--primary").
 * @param {string} text
 */
const PROSE = (text) =>
  /[A-Za-z]{2,}\s+[A-Za-z…£]/.test(text) &&
  (/[A-Z.!?,:;’']/.test(text) || text.trim().split(/\s+/).length >= 4) &&
  !/^[\w./#?&=:-]+$/.test(text) &&
  // Markup and selectors are code, not words.
  !/^\s*[<.#]/.test(text);

/** Astro's bundled script of a component: `/_astro/<Component>.astro_astro_type_script_index_<n>_lang.<hash>.js`. */
const COMPONENT_SCRIPT = /^\/_astro\/(.+)\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$/;

/**
 * The files under `dir` whose names `match` accepts, at any depth.
 * @param {string} dir @param {(name: string) => boolean} match @returns {string[]}
 */
function filesUnder(dir, match) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, match) : match(name) ? [path] : [];
  });
}

/**
 * Resolves a relative import of `from` to a file of the site, as the bundler would.
 * @param {string} from @param {string} specifier
 */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.js', '.mjs'].map((e) => base + e),
    ...['index.ts', 'index.tsx'].map((i) => join(base, i)),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile() && /\.(?:tsx?|m?js)$/.test(c));
}

/**
 * The code an .astro component's scripts hold, or a module's own.
 * @param {string} path
 */
function codeOf(path) {
  const text = readFileSync(path, 'utf8');
  return path.endsWith('.astro') ? astroScripts(text).join('\n') : text;
}

/**
 * Every module of the site (under `src`) that `entry` loads, itself included.
 * @param {string} src @param {string} entry @returns {string[]}
 */
function closure(src, entry) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} path */
  const visit = (path) => {
    if (seen.has(path) || !path.startsWith(src)) return;
    seen.add(path);
    const { importedFiles } = ts.preProcessFile(codeOf(path), true, true);
    for (const f of importedFiles) {
      const next = resolveImport(path, f.fileName);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * The modules whose words a component shows: an island's module and what it imports; for a component script, the
 * modules its script block imports (the .astro file's own markup is the page's, read there).
 * @param {string} src @param {string} entry @param {string} kind "island" or "script" @returns {string[]}
 */
function modulesOf(src, entry, kind) {
  if (kind !== 'script') return closure(src, entry);
  const own = ts.preProcessFile(codeOf(entry), true, true).importedFiles.map((f) => resolveImport(entry, f.fileName));
  return [...new Set(own.flatMap((f) => (f ? closure(src, f) : [])))];
}

/** Code-unit order, the same on every machine (localeCompare follows the machine's locale data). @param {string} a @param {string} b */
const byUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A component's lines from its modules' prose: each module's lines in their order, the modules ordered by their
 * words (so a module's name or folder never moves them), each line once.
 * @param {string[][]} modules the prose of each module
 */
export function componentLines(modules) {
  const ordered = modules.filter((m) => m.length).sort((a, b) => byUnits(a.join('\n'), b.join('\n')));
  return [...new Set(ordered.flat())];
}

/**
 * The islands and component scripts a built page loads, by name ("island LiteracyQuiz", "script NewsletterSignup").
 * @param {import('../../src/lib/html.ts').HtmlDocument} document
 */
function componentsOf(document) {
  /** @type {Set<string>} */
  const names = new Set();
  for (const island of elements(document, (el) => el.name === 'astro-island')) {
    try {
      const name = JSON.parse(attribute(island, 'opts') ?? '{}').name;
      if (name) names.add(`island ${name}`);
    } catch {
      // No component named: nothing to read.
    }
  }
  for (const script of elements(document, (el) => el.name === 'script')) {
    const name = attribute(script, 'src')?.match(COMPONENT_SCRIPT)?.[1];
    if (name) names.add(`script ${name}`);
  }
  return [...names].sort();
}

/**
 * What the islands and component scripts of the site show, by component, each read once a build.
 * @param {string} base the project folder
 */
export function islandReader(base) {
  const src = join(base, 'src');
  /** @type {Map<string, string[]>} */
  const byName = new Map();
  /** @type {Map<string, string[]>} the prose of each module, read once */
  const known = new Map();
  const sources = filesUnder(src, (n) => /\.(?:tsx|astro)$/.test(n));
  /** @param {string} name @param {string} kind "island" or "script" */
  const sourceOf = (name, kind) =>
    sources.find((p) => (kind === 'island' ? p.endsWith(`${sep}${name}.tsx`) : p.endsWith(`${sep}${name}.astro`)));

  /** The prose a module's code shows, as lines. @param {string} file */
  const proseOf = (file) => {
    let prose = known.get(file);
    if (!prose) {
      const path = relative(base, file).split(sep).join('/');
      const runs = file.endsWith('.astro') ? [] : sourceText(path, readFileSync(file, 'utf8'));
      prose = runs.map((r) => r.text.replace(/\s+/g, ' ').trim()).filter(PROSE);
      known.set(file, prose);
    }
    return prose;
  };

  /** The prose a component ("island X" or "script X") shows. @param {string} component @returns {string[]} */
  const textOf = (component) => {
    const done = byName.get(component);
    if (done) return done;
    const [kind = '', name = ''] = component.split(' ');
    const entry = sourceOf(name, kind);
    const lines = entry ? componentLines(modulesOf(src, entry, kind).map(proseOf)) : [];
    byName.set(component, lines);
    return lines;
  };

  return { componentsOf, textOf };
}
