/**
 * The words a page's source code puts in front of a visitor, with their lines, so the claims rules can name the
 * line before anything is built. Read by parsers, not patterns: an `.astro` file by Astro's own compiler (its
 * template's text, with an expression inside a sentence read as "…" so the sentence stays whole across it, and
 * the quoted values of its attributes), and code (a `.ts` or `.tsx` file, an `.astro` file's frontmatter, its
 * expressions and scripts) by TypeScript's (its strings, template literals with each `${…}` read as "…", and
 * JSX text). Code, comments, class names, module paths and styles are left out. Anything this misses is still
 * read in the built page. Build time only: the editor never loads it.
 */
import { parse as parseAstro } from '@astrojs/compiler-rs';
import ts from 'typescript';

/** A run of text a visitor reads, starting at a line of its file. */
interface TextRun {
  line: number;
  text: string;
}

/** Attributes that hold no words for a visitor. */
const NOT_WORDS =
  /^(?:class|className|class:list|id|href|src|srcset|sizes|type|name|rel|for|htmlFor|style|lang|role|slot|loading|decoding|fetchpriority|width|height|method|action|target|autocomplete|autoComplete|inputmode|inputMode|pattern|min|max|step|form|tabindex|tabIndex|xmlns|viewBox|d|fill|stroke|key|data-[\w-]+|aria-hidden|aria-controls|aria-labelledby|aria-describedby|is:\w+|set:\w+|client:\w+|define:vars|transition:\w+)$/i;
/** Words: a letter, then a space before more. */
const WORDS = /[A-Za-z][^\s]*\s+\S/;
/** Inline elements: a sentence runs on through them. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'br',
  'code',
  'em',
  'i',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'Fig',
  'Icon',
]);

const lineIn = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Whether a string literal is a module's name (an import, an export from, `import()`), not words. */
function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isImportTypeNode(parent) ||
    ts.isLiteralTypeNode(parent) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)
  );
}

/** Whether a string documents code rather than speaks to a visitor: a schema field's `.describe(…)`, a log line. */
function isDocumentation(node: ts.Node): boolean {
  const call = ts.isCallExpression(node.parent) ? node.parent : undefined;
  if (!call || !ts.isPropertyAccessExpression(call.expression)) return false;
  const callee = call.expression;
  return (
    callee.name.text === 'describe' || (ts.isIdentifier(callee.expression) && callee.expression.text === 'console')
  );
}

/** Whether a node is the value of a JSX attribute that holds no words (`className="…"`). */
const isQuietAttribute = (node: ts.Node) =>
  ts.isJsxAttribute(node.parent) && NOT_WORDS.test(node.parent.name.getText());

/**
 * The strings of a piece of code that read as words, each at its line: string literals, template literals (a
 * `${…}` read as "…"), JSX text.
 */
function codeText(code: string, firstLine = 1, { jsx = true } = {}): TextRun[] {
  const file = ts.createSourceFile(
    'code.tsx',
    code,
    ts.ScriptTarget.Latest,
    true,
    jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const runs: TextRun[] = [];
  const add = (node: ts.Node, text: string) => {
    if (!WORDS.test(text)) return;
    runs.push({ line: firstLine + file.getLineAndCharacterOfPosition(node.getStart(file)).line, text });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isModuleName(node) && !isQuietAttribute(node) && !isDocumentation(node)) add(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      if (!isDocumentation(node))
        add(node, node.head.text + node.templateSpans.map((s) => `…${s.literal.text}`).join(''));
    } else if (ts.isJsxText(node)) add(node, node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(file);
  return runs.sort((a, b) => a.line - b.line);
}

/** A node of the syntax tree Astro's compiler gives (ESTree, with its own template nodes), as far as read here. */
interface AstroNode {
  type: string;
  start: number;
  end: number;
  /** A text's or a literal's value; an attribute's value node. */
  value?: string | number | boolean | null | AstroNode;
  name?: JsxName;
  expression?: AstroNode;
  openingElement?: AstroNode & { attributes: AstroNode[] };
  argument?: AstroNode;
  children?: AstroNode[];
  program?: AstroNode;
}

/** A name in JSX: an identifier (`p`, `Fig`) or a namespaced name (`set:html`). */
type JsxName = { name: string; namespace?: undefined } | { name: { name: string }; namespace: { name: string } };

/** An element's name as written: `p`, `Fig`, `set:html`. */
const nameOf = (name: JsxName | undefined) =>
  name ? (name.namespace ? `${name.namespace.name}:${name.name.name}` : name.name) : '';

/** A text's or a literal's value as words; a value that is a node has none of its own. */
const wordsOf = (value: AstroNode['value']) =>
  value === undefined || value === null || typeof value === 'object' ? '' : String(value);

/** The visitor's words in an `.astro` file, in runs with their first line. */
function astroText(source: string): TextRun[] {
  const { ast } = parseAstro(source) as unknown as {
    ast: { frontmatter?: { program?: AstroNode } | null; body: AstroNode[] };
  };
  const runs: TextRun[] = [];
  const code = (node: AstroNode, jsx = true) =>
    runs.push(...codeText(source.slice(node.start, node.end), lineIn(source, node.start), { jsx }));
  const program = ast.frontmatter?.program;
  if (program) code(program, false);

  let text = '';
  let textStart = 0;
  const flush = () => {
    if (WORDS.test(text.replace(/…/g, '').trim())) runs.push({ line: lineIn(source, textStart), text: text.trim() });
    text = '';
  };
  const append = (at: number, words: string) => {
    if (!text.trim()) textStart = at + (words.length - words.trimStart().length);
    text += words;
  };
  const visit = (node: AstroNode) => {
    switch (node.type) {
      case 'JSXText':
        append(node.start, wordsOf(node.value));
        return;
      case 'JSXExpressionContainer': {
        const expr = node.expression!;
        if (expr.type === 'JSXEmptyExpression') return;
        code(expr);
        // A value in the middle of a sentence: the sentence stays whole around it. `{' '}` is a space.
        append(node.start, expr.type === 'Literal' && expr.value === ' ' ? ' ' : '…');
        return;
      }
      case 'JSXFragment':
        node.children?.forEach(visit);
        return;
      case 'JSXElement': {
        const opening = node.openingElement!;
        const name = nameOf(opening.name);
        const inline = INLINE.has(name);
        if (!inline) flush();
        for (const attr of opening.attributes) {
          const value = typeof attr.value === 'object' ? attr.value : undefined;
          if (attr.type === 'JSXSpreadAttribute') code(attr.argument!);
          else if (value?.type === 'JSXExpressionContainer') code(value.expression!);
          else if (value?.type === 'Literal' && !NOT_WORDS.test(nameOf(attr.name)) && WORDS.test(wordsOf(value.value)))
            runs.push({ line: lineIn(source, attr.start), text: wordsOf(value.value) });
        }
        // A script's strings may reach the page; a style's never do.
        if (name === 'script') node.children?.forEach((c) => c.program && code(c.program, false));
        else if (name !== 'style') node.children?.forEach(visit);
        if (!inline) flush();
        return;
      }
      default:
      // Comments, a doctype, a style's text: nothing a visitor reads.
    }
  };
  ast.body.forEach(visit);
  flush();
  return runs.sort((a, b) => a.line - b.line);
}

/** The visitor's words in a source file of the site, by its kind. */
export function sourceText(path: string, source: string): TextRun[] {
  if (path.endsWith('.astro')) return astroText(source);
  return codeText(source, 1, { jsx: path.endsWith('.tsx') });
}

/** The code of an `.astro` file's `<script>` blocks, as Astro's compiler finds them. */
export function astroScripts(source: string): string[] {
  const { ast } = parseAstro(source) as unknown as { ast: { body: AstroNode[] } };
  const out: string[] = [];
  const visit = (node: AstroNode) => {
    if (node.type === 'AstroScript' && node.program) out.push(source.slice(node.program.start, node.program.end));
    node.children?.forEach(visit);
    if (node.type === 'JSXExpressionContainer' && node.expression) visit(node.expression);
  };
  ast.body.forEach(visit);
  return out;
}
