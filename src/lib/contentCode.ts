/**
 * Content is content: an MDX body in `content/` may hold Markdown, the page's own components (each
 * attribute a plain string) and figure references (`<Fig k="…" />`), never an `import`, an `export`, a
 * `{…}` expression, an attribute worked out by code, a script, or an event handler. MDX compiles all
 * of those into JavaScript that runs when the site is built, so one such line from an editor could run
 * any command on the build machine. One rule for the build (which reads every MDX file before any
 * of it is compiled) and the editor (which checks a body before saving it): `checkBody` below.
 */
import type { ContentFile, Problem } from './claims.ts';
import { frontmatter } from './contentYaml.ts';

/** The components each collection's page gives its MDX body (src/pages/case-studies/[slug].astro). */
export const mdxComponents: Record<string, readonly string[]> = {
  'content/case-studies': [
    'Section',
    'FinancialTable',
    'Fig',
    'Timeline',
    'ReturnChart',
    'Gallery',
    'MapFacade',
    'Floorplan',
    'Summary',
    'Quote',
  ],
  'content/posts': [],
};

export interface BodyContext {
  /** The components the page passes to its body. */
  components: readonly string[];
  /** A case study's figure keys, for `<Fig k>`, when known. */
  figures?: readonly string[];
  /** A case study's table ids, for `<FinancialTable id>`, when known. */
  tables?: readonly string[];
  /** The body's first line in the file, so problems name file lines. */
  firstLine: number;
  /** Compile the body with MDX's own compiler first, as the build will (the editor; the build compiles it later anyway). */
  compile?: boolean;
}

export interface BodyProblem {
  line: number;
  message: string;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
/** A node of the syntax tree MDX parses a body into (mdast with its MDX nodes), as far as read here. */
interface Any {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  value?: string;
  url?: string;
  children?: Any[];
  position?: { start: { line: number } };
}

/** What a tag needs, by component: the attribute that names a figure or a table. */
const references: Record<string, { attribute: string; of: 'figures' | 'tables'; what: string }> = {
  Fig: { attribute: 'k', of: 'figures', what: 'figure' },
  FinancialTable: { attribute: 'id', of: 'tables', what: 'table' },
};

/** HTML elements a body may not write: they run code, load something or take input. */
const FORBIDDEN_ELEMENTS =
  /^(?:script|style|iframe|frame|frameset|object|embed|applet|link|meta|base|form|input|button|textarea|select|svg|math|template|portal)$/i;
const UNSAFE_URL = /^\s*(?:javascript|vbscript|data):/i;
const COMMENT = /^\s*\/\*[\s\S]*\*\/\s*$/;

/** Everything in an MDX body that the build would run as code, or that the page cannot render. */
export async function checkBody(body: string, ctx: BodyContext): Promise<BodyProblem[]> {
  const { compile, createProcessor } = await import('@mdx-js/mdx');
  const at = (line: number | undefined) => ctx.firstLine + (line ?? 1) - 1;
  let tree: Any;
  try {
    // Parsing builds a syntax tree and runs nothing; compiling only writes JavaScript, never runs it.
    tree = createProcessor().parse(body) as Any;
    if (ctx.compile) await compile(body);
  } catch (e) {
    const err = e as { line?: number; reason?: string; message: string };
    return [
      {
        line: at(err.line),
        message: `the body is not valid MDX, so the build would stop: ${err.reason ?? err.message}`,
      },
    ];
  }
  const problems: BodyProblem[] = [];
  const visit = (node: Any) => {
    const line = at(node.position?.start.line);
    const say = (message: string) => problems.push({ line, message });
    if (node.type === 'mdxjsEsm')
      say(`"${(node.value ?? '').split('\n')[0]}": a body cannot import or export: content is text, not code`);
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && !COMMENT.test(node.value ?? ''))
      say(
        `"{${node.value}}" is code, not text: write figures as <Fig k="…" />, or put a backslash before "{" to show a brace`,
      );
    if ((node.type === 'link' || node.type === 'image') && UNSAFE_URL.test(node.url ?? ''))
      say(`"${node.url}": a link or image must be an address (https:, a page of the site), not code`);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name ?? '';
      for (const a of node.attributes ?? []) {
        if (a.type === 'mdxJsxExpressionAttribute')
          say(`<${name} ${'{…}'}>: spread attributes are code: write each attribute as name="text"`);
        else if (a.value && typeof a.value === 'object')
          say(`<${name} ${a.name}={…}>: an attribute worked out by code; write it as ${a.name}="text"`);
        else if (/^on/i.test(a.name ?? '')) say(`<${name} ${a.name}>: event handlers are code`);
        else if (
          typeof a.value === 'string' &&
          /^(?:href|src|action|formaction)$/i.test(a.name ?? '') &&
          UNSAFE_URL.test(a.value)
        )
          say(`<${name} ${a.name}="${a.value}">: an address must not be code`);
      }
      if (!name) say('a fragment (<>…</>) is code: use a <Section> or plain Markdown');
      else if (/^[A-Z]|\./.test(name)) {
        if (!ctx.components.includes(name)) {
          say(
            ctx.components.length
              ? `<${name}> is not one of this page's components (${ctx.components.join(', ')})`
              : `<${name}>: this page has no components; write Markdown`,
          );
        } else if (references[name]) {
          const ref = references[name]!;
          const attr = node.attributes?.find((a) => a.name === ref.attribute);
          const known = ctx[ref.of];
          if (typeof attr?.value !== 'string') say(`<${name}> needs ${ref.attribute}="…", the key of a ${ref.what}`);
          else if (known && !known.includes(attr.value))
            say(
              `<${name} ${ref.attribute}="${attr.value}" />: this study has no ${ref.what} "${attr.value}" (it has: ${known.join(', ') || 'none'})`,
            );
        }
      } else if (FORBIDDEN_ELEMENTS.test(name)) say(`<${name}>: a body cannot contain a ${name} element`);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return problems;
}

/** Nodes whose text ends a block of the page: a paragraph, a heading, a cell, an element of the page's own. */
const BLOCKS = new Set(['paragraph', 'heading', 'tableCell', 'mdxJsxFlowElement', 'code', 'html']);

/**
 * The blocks of text an MDX body shows on its page, read from its syntax tree: each paragraph, heading and cell,
 * with a figure reference (`<Fig k="…" />`) as `figure` gives it.
 */
export async function bodyText(body: string, figure: (key: string) => string): Promise<string[]> {
  const { createProcessor } = await import('@mdx-js/mdx');
  const blocks: string[] = [];
  let current = '';
  const end = () => {
    if (current.trim()) blocks.push(current.replace(/\s+/g, ' ').trim());
    current = '';
  };
  const visit = (node: Any) => {
    const block = BLOCKS.has(node.type);
    if (block) end();
    if (node.type === 'mdxJsxTextElement' && node.name === 'Fig') {
      const key = node.attributes?.find((a) => a.name === 'k')?.value;
      current += typeof key === 'string' ? figure(key) : '…';
    } else if (node.type === 'text' || node.type === 'inlineCode') current += node.value ?? '';
    node.children?.forEach(visit);
    if (block) end();
  };
  visit(createProcessor().parse(body) as Any);
  end();
  return blocks;
}

/** The components an MDX file's page gives it, by its folder. */
const componentsFor = (path: string) =>
  Object.entries(mdxComponents).find(([folder]) => path.startsWith(`${folder}/`))?.[1] ?? [];

/** Every line of every MDX file in `content/` that is code: what the build refuses before it compiles any. */
export async function checkContentCode(files: readonly ContentFile[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const { path, text } of files.filter((f) => /\.mdx?$/.test(f.path))) {
    const { body, bodyLine } = frontmatter(text);
    for (const p of await checkBody(body, { components: componentsFor(path), firstLine: bodyLine }))
      problems.push({ file: path, line: p.line, rule: 'content-code', message: p.message });
  }
  return problems;
}
