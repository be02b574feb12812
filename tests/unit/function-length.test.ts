/**
 * No function in src/, functions/ or scripts/ runs over 80 lines: a longer one is split into named steps, each
 * short enough to hold in the head. Read with TypeScript's parser: every function, method and arrow function,
 * counted from its first line to its last (its JSDoc aside).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const MAX_LINES = 80;

/** The code files under `dir`, at any depth. @param dir a folder of the project */
function codeFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return codeFiles(path);
    return /\.(?:m?[jt]s|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The name a function is known by: its own, or the variable, property or class member it is assigned to. */
function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText();
  return '(anonymous)';
}

/** Every function of one file longer than MAX_LINES, as "file:line name (n lines)". */
function longFunctions(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : undefined;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > MAX_LINES) out.push(`${file}:${first + 1} ${nameOf(node)} (${last - first + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

it(`has no function over ${MAX_LINES} lines in src/, functions/ or scripts/`, () => {
  const files = ['src', 'functions', 'scripts'].flatMap(codeFiles);
  expect(files.length).toBeGreaterThan(100);
  expect(files.flatMap((f) => longFunctions(f, readFileSync(join(root, f), 'utf8')))).toEqual([]);
});

it('counts a function, a method and an arrow function from their first line to their last', () => {
  const body = (n: number) => Array.from({ length: n }, (_, i) => `  const a${i} = ${i};`).join('\n');
  const text = `function long() {\n${body(79)}\n}\nclass C {\n  m() {\n${body(80)}\n  }\n}\nconst short = () => {\n${body(78)}\n};\n`;
  expect(longFunctions('x.ts', text)).toEqual(['x.ts:1 long (81 lines)', 'x.ts:83 m (82 lines)']);
});
