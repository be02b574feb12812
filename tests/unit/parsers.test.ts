/**
 * HTML, YAML and source code are read by parsers in src/ and scripts/: htmlparser2 (src/lib/html.ts), the yaml
 * package (src/lib/contentYaml.ts), Astro's compiler and TypeScript's (src/lib/claims/sourceText.ts). This test
 * reads every regular expression in those folders with TypeScript's own parser, and fails on one that reads
 * markup (a tag), YAML keys, or imports, and on the helpers the parsers replaced.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseAstro } from '@astrojs/compiler-rs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** Files that may keep a pattern, and why. */
const exempt: Record<string, string> = {
  // A codec that writes a file back byte for byte: it finds the `---` lines; the YAML between them is parsed by yaml.
  'src/admin/formats.ts': 'finds the frontmatter delimiters only',
};

/**
 * The helpers the parsers replaced: the entity table's decoder, the code scanner's tokens, the YAML package beside
 * yaml, the HTML parser beside htmlparser2.
 */
const OLD_HELPERS =
  /\bfunction decodeEntities\b|\bdecodeEntities\(|\bCODE_TOKEN\b|\bcloseOf\(|['"](?:js-yaml|parse5)['"]/;

/** What a pattern must not read: a tag (`<title>`, `<\/div>`, `<[^>]+>`), a YAML key at a line's start, an import. */
function reads(source: string): string | undefined {
  // The pattern's body (a literal's slashes and flags off); lookbehinds and named groups are not tags.
  const body = source.startsWith('/') ? source.slice(1, source.lastIndexOf('/')) : source;
  const flags = source.startsWith('/') ? source.slice(source.lastIndexOf('/') + 1) : '';
  const pattern = body.replace(/\(\?<[=!A-Za-z]/g, '(');
  // A tag of HTML or SVG is in lower case (`<title>`, `<\/div>`, `<[^>]+>`, `<(\w+)`, `<!--`); `<Fig` is a component.
  if (/<\\?\/?[a-z([!]/.test(pattern)) return 'markup';
  // A known key, or any key at the start of a line of a multi-line text (`/^date:/m`).
  if (/\^.*\b(?:id|note|title|description|date):/.test(pattern)) return 'YAML keys';
  if (flags.includes('m') && /\^(?:\\s[*+])?[\w-]+:/.test(pattern)) return 'YAML keys';
  if (/\\bimport\b|\bimport\\s|\bfrom\\s\*/.test(pattern)) return 'imports';
  return undefined;
}

/** Every regular expression in a piece of code, with its line. */
function patterns(code: string, firstLine = 1): { line: number; source: string }[] {
  const file = ts.createSourceFile('x.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: { line: number; source: string }[] = [];
  const at = (node: ts.Node) => firstLine + file.getLineAndCharacterOfPosition(node.getStart(file)).line;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) out.push({ line: at(node), source: node.text });
    if (ts.isNewExpression(node) && node.expression.getText(file) === 'RegExp' && node.arguments?.[0])
      out.push({ line: at(node), source: node.arguments[0].getText(file) });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** The code of a file: a module's whole text, an .astro file's frontmatter and scripts. */
function codeOf(path: string, text: string): { code: string; line: number }[] {
  if (!path.endsWith('.astro')) return [{ code: text, line: 1 }];
  const { ast } = parseAstro(text) as unknown as {
    ast: { frontmatter?: { start: number; end: number } | null; body: unknown[] };
  };
  const line = (i: number) => text.slice(0, i).split('\n').length;
  const out = ast.frontmatter
    ? [
        {
          code: text.slice(ast.frontmatter.start, ast.frontmatter.end).replace(/^---|---$/g, ''),
          line: line(ast.frontmatter.start),
        },
      ]
    : [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; program?: { start: number; end: number } };
    if (n.type === 'AstroScript' && n.program)
      out.push({ code: text.slice(n.program.start, n.program.end), line: line(n.program.start) });
    for (const v of Object.values(node)) if (typeof v === 'object') visit(v);
  };
  visit(ast.body);
  return out;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'vendor' || e.name === 'node_modules' ? [] : files(path);
    return /\.(?:ts|tsx|mjs|js|astro)$/.test(e.name) ? [relative(root, path)] : [];
  });
}

describe('src/ and scripts/ read HTML, YAML and code with parsers', () => {
  const all = ['src', 'scripts'].flatMap((d) => files(join(root, d)));

  it('are read (the check cannot pass by reading nothing)', () => {
    expect(all.length).toBeGreaterThan(300);
    expect(all).toContain('src/lib/claims/pageText.ts');
    expect(all).toContain('scripts/build/regulatory-html.mjs');
  });

  it('no regular expression reads markup, YAML keys or imports', () => {
    const found = all
      .filter((path) => !exempt[path])
      .flatMap((path) =>
        codeOf(path, readFileSync(join(root, path), 'utf8')).flatMap(({ code, line }) =>
          patterns(code, line).flatMap((p) => {
            const what = reads(p.source);
            return what ? [`${path}:${p.line} reads ${what}: ${p.source}`] : [];
          }),
        ),
      );
    expect(found).toEqual([]);
  });

  it('none of the replaced helpers is back', () => {
    const found = all.filter(
      (path) =>
        !exempt[path] &&
        path !== 'tests/unit/parsers.test.ts' &&
        OLD_HELPERS.test(readFileSync(join(root, path), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('catches a pattern that reads markup, YAML or imports, and lets others be', () => {
    expect(
      patterns("const T = /<title>[^<]*<\\/title>/;\nconst Y = new RegExp('^\\\\s*-?\\\\s*id:');").map((p) =>
        reads(p.source),
      ),
    ).toEqual(['markup', 'YAML keys']);
    expect(reads(String.raw`/^date:\s*["']?(\d{4}-\d{2}-\d{2})/m`)).toBe('YAML keys');
    expect(reads(String.raw`/^https?:\/\//`)).toBeUndefined();
    expect(reads(String.raw`/\bimport\s+[^;]+from\s*['"]/`)).toBe('imports');
    expect(reads(String.raw`/(?<!\babout\s+)\bFSCS\b/gi`)).toBeUndefined();
    expect(reads(String.raw`/[&<>"']/g`)).toBeUndefined();
  });
});
