// Every value in content/ still marked as an example, with its file and line: what a live build refuses
// (content/site.json, "status": "live") and what `npm run approval -- examples` lists, the launch checklist.
// Marked as an example: a site setting or the approver written as one ("(example company)", www.example.com, an
// EXAMPLE- link, the drama-only phone numbers 01632 960xxx, the company number 12345678); a fact with
// `example: true`; a testimonial without the day it was given and the day its author agreed to its publication
// (`givenOn`, `consentOn`); a case study whose figures are not checked (`evidence.status: illustrative`); a
// placeholder photo (one under src/assets/placeholders/, or described as a placeholder).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isMap, isNode, isPair, isScalar, isSeq } from 'yaml';
import { frontmatter, readYaml } from '../../src/lib/contentYaml.ts';

/** A value written as an example. */
const EXAMPLE_VALUE =
  /\(example[^)]*\)|\bEXAMPLE\b|\bexample\.(?:com|org|net|co\.uk)\b|\/example\b|@example\b|^12345678$|01632 ?960|\+441632960/;
/** A photo that is a placeholder. */
const PLACEHOLDER_PHOTO = /\/placeholders\//;
const PLACEHOLDER_ALT = /^placeholder\b/i;

/**
 * Every file under `dir` whose name matches.
 * @param {string} dir @param {RegExp} match @returns {string[]}
 */
function files(dir, match) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, match) : match.test(name) ? [path] : [];
  });
}

/**
 * Each string in a YAML or JSON text, with the path of keys to it and its line.
 * @param {string} text @param {number} [firstLine] the line the text starts on in its file
 * @returns {{ path: string[], value: string, line: number }[]}
 */
function strings(text, firstLine = 1) {
  const { document, lines } = readYaml(text);
  /** @type {{ path: string[], value: string, line: number }[]} */
  const out = [];
  /** @param {unknown} node @param {string[]} path */
  const visit = (node, path) => {
    if (isScalar(node) && typeof node.value === 'string') {
      out.push({ path, value: node.value, line: firstLine - 1 + lines.linePos(node.range?.[0] ?? 0).line });
    } else if (isMap(node)) {
      for (const p of node.items) if (isPair(p)) visit(p.value, [...path, isScalar(p.key) ? String(p.key.value) : '?']);
    } else if (isSeq(node)) node.items.forEach((item, i) => visit(item, [...path, String(i)]));
  };
  visit(document.contents, []);
  return out;
}

/** Where a YAML node starts (0 for a node without a place). @param {unknown} node */
const rangeOf = (node) => (isNode(node) ? (node.range?.[0] ?? 0) : 0);

/**
 * Every example value left in the project at `base`.
 * @param {string} base
 * @returns {{ file: string, line: number, what: string }[]}
 */
export function exampleValues(base) {
  /** @type {{ file: string, line: number, what: string }[]} */
  const out = [];
  /** @param {string} p */
  const rel = (p) => relative(base, p).split(sep).join('/');
  /** @param {string} file */
  const read = (file) => readFileSync(join(base, file), 'utf8');
  /** @param {string} file @param {number} line @param {string} what */
  const add = (file, line, what) => out.push({ file, line, what });

  // The site settings and the approver, where a value is written as an example.
  for (const file of ['content/site.json', 'content/approval.json'].filter((f) => existsSync(join(base, f))))
    for (const s of strings(read(file)))
      if (
        !s.path[0]?.startsWith('_') &&
        (EXAMPLE_VALUE.test(s.value) || (s.path[0] === 'companyName' && /\bexample\b/i.test(s.value)))
      )
        add(file, s.line, `${s.path.join('.')} is an example: "${s.value}"`);

  // Facts marked as examples.
  if (existsSync(join(base, 'content/facts.yaml'))) {
    const { data, document, lines } = readYaml(read('content/facts.yaml'));
    const items = isSeq(document.contents) ? document.contents.items : undefined;
    if (Array.isArray(data) && items)
      data.forEach((f, i) => {
        if (f?.example === true)
          add(
            'content/facts.yaml',
            lines.linePos(rangeOf(items[i])).line,
            `fact "${f.id}" (${f.wording} ${f.value}) is marked example: true: the company has not confirmed it`,
          );
      });
  }

  // Testimonials without the day they were given and their author's recorded consent.
  if (existsSync(join(base, 'content/testimonials.yaml'))) {
    const { data, document, lines } = readYaml(read('content/testimonials.yaml'));
    const items = isSeq(document.contents) ? document.contents.items : undefined;
    if (Array.isArray(data) && items)
      data.forEach((t, i) => {
        const missing = ['givenOn', 'consentOn'].filter((k) => !t?.[k]);
        if (missing.length)
          add(
            'content/testimonials.yaml',
            lines.linePos(rangeOf(items[i])).line,
            `testimonial "${t.id}" (${t.author}) has no ${missing.join(' or ')}: an example until the day it was given and its author's written consent are recorded`,
          );
      });
  }

  // Case studies whose figures are not checked; placeholder photos anywhere in content/.
  for (const path of files(join(base, 'content'), /\.(?:mdx?|ya?ml|json)$/)) {
    const file = rel(path);
    if (file.startsWith('content/data/') || file.startsWith('content/approval')) continue;
    const text = readFileSync(path, 'utf8');
    const fm = /\.mdx?$/.test(file) ? frontmatter(text) : undefined;
    const found = fm ? strings(fm.yaml, fm.firstLine) : /\.json$/.test(file) ? [] : strings(text);
    for (const s of found) {
      if (fm && s.path.join('.') === 'evidence.status' && s.value === 'illustrative')
        add(file, s.line, 'a case study whose figures are not yet checked (evidence.status: illustrative)');
      if (PLACEHOLDER_PHOTO.test(s.value) || (/alt$/i.test(s.path.at(-1) ?? '') && PLACEHOLDER_ALT.test(s.value)))
        add(file, s.line, `a placeholder photo: ${s.path.join('.')} "${s.value}"`);
    }
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/**
 * The example values as the build and the command print them.
 * @param {ReturnType<typeof exampleValues>} found
 */
export const formatExamples = (found) => found.map((e) => `${e.file}:${e.line}: ${e.what}`).join('\n');
