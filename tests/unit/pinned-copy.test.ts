/**
 * A copy edit in content/ fails no browser test: the specs read the words content/ owns from content/
 * (tests/support/copy.ts) instead of writing them out. This fails on a string literal, template or regular
 * expression in tests/e2e/ that repeats 25 characters or more of content/'s text, unless src/ has those words
 * too (the site's fixed labels and messages live in src/ and may be written out). Wording a regulation
 * prescribes (content/regulatory/) may be written out as well: changing it must fail a test.
 *
 * Literals without a space (slugs, paths, ids) are names, not copy, and are left alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
/** The shortest run of content's words that counts as pinned copy. */
const MIN = 25;
/** Prescribed wording: the FCA's risk summary and the Financial Promotion Order's statements. */
const PRESCRIBED = 'content/regulatory/';
const APPROVAL = 'content/approval';

const files = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
const normal = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Every text a content file holds, as its pages could show it: string values, front matter, Markdown bodies. */
function contentTexts(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];
  if (file.endsWith('.json')) return strings(JSON.parse(text));
  if (/\.ya?ml$/.test(file)) return strings(parse(text));
  if (/\.mdx?$/.test(file)) {
    const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
    return front ? [...strings(parse(front[1]!)), text.slice(front[0].length)] : [text];
  }
  return [];
}

/** Every run of MIN characters in these texts. */
function windows(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const t of texts.map(normal)) for (let i = 0; i + MIN <= t.length; i++) out.add(t.slice(i, i + MIN));
  return out;
}

interface Literal {
  where: string;
  text: string;
}

/**
 * Calls that type a spec's own input into a field, or plant it into a copy of the build to see the build refuse
 * it: what it types or plants is not copy it reads.
 */
const typing = new Set(['fill', 'type', 'pressSequentially', 'insertText', 'plant']);
/**
 * An argument that is not a check of the page: what a spec types into a field, and a test's or a step's
 * title (`test('…')`, `test.describe('…')`), which may describe the page in its words.
 */
const notACheck = (node: ts.Node) => {
  const call = node.parent;
  if (!call || !ts.isCallExpression(call) || !call.arguments.includes(node as ts.Expression)) return false;
  const callee = call.expression;
  const name = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
  const title =
    call.arguments[0] === node &&
    ((ts.isIdentifier(callee) && callee.text === 'test') ||
      (ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'test'));
  return title || (ts.isIdentifier(name) && typing.has(name.text));
};

/** The string literals, template pieces and regular expressions of a spec, read by TypeScript's parser. */
function literals(file: string, text = readFileSync(join(root, file), 'utf8')): Literal[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Literal[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (notACheck(node)) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) text = node.text;
    else if (ts.isRegularExpressionLiteral(node))
      text = node.text.slice(1, node.text.lastIndexOf('/')).replace(/\\(.)/g, '$1');
    if (text !== undefined && /\S\s+\S/.test(text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ where: `${file}:${line + 1}`, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// The sign-off's record of what the pages said (content/approval.json and its words, docs/approval.md) is not copy
// content/ owns.
const contentFiles = files('content').filter((f) => !f.startsWith(PRESCRIBED) && !f.startsWith(APPROVAL));
const owned = windows(contentFiles.flatMap(contentTexts));
const prescribed = windows(files(PRESCRIBED).flatMap(contentTexts));
/** src/'s code without its comments (printed back by TypeScript), and its .astro templates. */
function siteCode(file: string): string {
  const text = readFileSync(join(root, file), 'utf8');
  const front = file.endsWith('.astro') ? /^---\n([\s\S]*?)\n---\n/.exec(text) : null;
  const code = front ? front[1]! : file.endsWith('.astro') ? '' : text;
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const printed = printer.printFile(ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, kind));
  return front || file.endsWith('.astro') ? `${printed}\n${text.slice(front?.[0].length ?? 0)}` : printed;
}
const printer = ts.createPrinter({ removeComments: true });
const site = normal(
  files('src')
    .filter((f) => /\.(ts|tsx|astro|mjs)$/.test(f))
    .map(siteCode)
    .join('\n'),
);
/** Words only, for a run with a figure or an amount in it: src/ writes sentences around figures it works out. */
const words = (s: string) => s.replace(/[^\p{L}]+/gu, ' ').trim();
const siteWords = words(site);
const inSiteCode = (run: string) =>
  site.includes(run) || (/[\d£$€%]/.test(run) && words(run).length >= MIN / 2 && siteWords.includes(words(run)));

/** The first run of content's words in the literal that neither src/ nor prescribed wording also has. */
function pinned(text: string): string | undefined {
  const t = normal(text);
  for (let i = 0; i + MIN <= t.length; i++) {
    const run = t.slice(i, i + MIN);
    if (owned.has(run) && !prescribed.has(run) && !inSiteCode(run)) return run;
  }
  return undefined;
}

describe('browser specs', () => {
  const specs = files('tests/e2e').filter((f) => f.endsWith('.ts'));

  it('read the copy content/ owns from content/, never a literal copy of it', () => {
    expect(specs.length).toBeGreaterThan(20);
    const found = specs.flatMap((f) =>
      literals(relative(root, join(root, f))).flatMap(({ where, text }) => {
        const run = pinned(text);
        return run ? [`${where}: ${JSON.stringify(text)} repeats content/'s "${run}"`] : [];
      }),
    );
    expect(found, 'read these from content/ (tests/support/copy.ts)').toEqual([]);
  });

  it('the check finds copy a spec writes out, and lets src/ labels, prescribed wording, names and input through', () => {
    const [point] = contentTexts('content/points.yaml').filter((t) => t.length > 60);
    const quoted = JSON.stringify(point);
    const spec = [
      `test(${quoted}, async ({ page }) => {`,
      `  await page.getByLabel('Message').fill(${quoted});`,
      `  await expect(page.locator('main')).toContainText(${quoted});`,
      `  await expect(page.locator('main')).toContainText(/${point!.slice(5, 5 + MIN + 3).replace(/[.*+?^$()|[\]\\/{}]/g, '\\$&')}/);`,
      "  await page.goto('/case-studies/2-bed-social-housing-nelincs');",
      '});',
    ].join('\n');
    const found = literals('a.spec.ts', spec).filter((l) => pinned(l.text));
    expect(found.map((l) => l.where)).toEqual(['a.spec.ts:3', 'a.spec.ts:4']);
    // A label the page's code writes (src/lib/forms/contactSchema.ts), which a content text happens to repeat.
    expect(owned.has(normal('Lending at a fixed interest rate').slice(0, MIN))).toBe(true);
    expect(pinned('Lending at a fixed interest rate')).toBeUndefined();
    expect(pinned('Due to the potential for losses, the Financial Conduct Authority')).toBeUndefined();
  });
});
