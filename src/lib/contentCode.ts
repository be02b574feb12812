/**
 * Content is content: an MDX body in `content/` may hold Markdown, the page's own components (each
 * attribute a plain string) and figure references (`<Fig k="…" />`), never an `import`, an `export`, a
 * `{…}` expression, an attribute worked out by code, a script, or an event handler. MDX compiles all
 * of those into JavaScript that runs when the site is built, so one such line from an editor could run
 * any command on the build machine. The body is read as its syntax tree: an expression is allowed only
 * when its program is comments alone (`{/* note *\/}`), whatever it looks like around them; HTML written
 * into it is held to a well-kept sanitiser's rules (js-xss's elements and attributes, plus `class` for the
 * site's layout classes), and every address in it (a link, an image, an embed), once its character
 * references and white space are decoded as a browser would, must be http(s), mailto, tel or a path on the
 * site. One rule for the build (which reads every MDX file before any of it is compiled) and the editor
 * (which checks a body before saving it): `checkBody` below.
 */
import filterXss from 'xss';
import type { ContentFile, Problem } from './claims.ts';
import { frontmatter } from './contentYaml.ts';
import { decodeText } from './html.ts';

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
/** An expression's program, as MDX's parser (acorn) reads it. */
interface Estree {
  body: unknown[];
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
  data?: { estree?: Estree };
}

/** What a tag needs, by component: the attribute that names a figure or a table. */
const references: Record<string, { attribute: string; of: 'figures' | 'tables'; what: string }> = {
  Fig: { attribute: 'k', of: 'figures', what: 'figure' },
  FinancialTable: { attribute: 'id', of: 'tables', what: 'table' },
};

/**
 * What HTML a body may write: the elements and attributes of js-xss's rules, and the site's layout classes.
 * Scripts, styles, frames, forms, embeds and event handlers are not among them.
 */
// js-xss is CommonJS: its rules hang on the function it exports.
const { getDefaultWhiteList } = filterXss as unknown as {
  getDefaultWhiteList: () => Record<string, string[] | undefined>;
};
const allowed: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(getDefaultWhiteList()).map(([tag, attributes]) => [tag, [...(attributes ?? []), 'class']]),
);
/** Attributes that hold an address. */
const ADDRESS = /^(?:href|src|srcset|action|formaction|poster|cite|data|background|xlink:href|url|link)$/i;

/**
 * Why an address may not be in content, or undefined. Read as a browser reads it: character references decoded,
 * and the tabs, line breaks and other controls a browser drops taken out, so `java&#x09;script:` is `javascript:`.
 */
export function unsafeAddress(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- the controls and spaces a browser strips from an address
  const url = decodeText(raw).replace(/[\u0000-\u001f\u007f\s]+/g, '');
  if (/^(?:https?:\/\/|mailto:|tel:)/i.test(url)) return undefined;
  // A path on the site: from its root (not another host's, `//` or `/\`), a fragment, a query, or relative.
  if (/^(?:\/(?![/\\])|#|\?|\.{1,2}\/)/.test(url)) return undefined;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//') && !url.startsWith('\\')) return undefined;
  return `"${raw}" is not an address content may link to: use https:, mailto:, tel: or a path on the site (/…)`;
}

/** What is wrong with an attribute of the element `name`: code in it, an unsafe address, or HTML the sanitiser refuses. */
function attributeProblems(name: string, a: JsxAttribute): string[] {
  const problems: string[] = [];
  if (a.type === 'mdxJsxExpressionAttribute')
    problems.push(`<${name} ${'{…}'}>: spread attributes are code: write each attribute as name="text"`);
  else if (a.value && typeof a.value === 'object')
    problems.push(`<${name} ${a.name}={…}>: an attribute worked out by code; write it as ${a.name}="text"`);
  else if (/^on/i.test(a.name ?? '')) problems.push(`<${name} ${a.name}>: event handlers are code`);
  else if (typeof a.value === 'string' && ADDRESS.test(a.name ?? '')) {
    const why = unsafeAddress(a.value);
    if (why) problems.push(`<${name} ${a.name}>: ${why}`);
  }
  // HTML written into the body: only the attributes the sanitiser's rules allow on the element.
  const rules = /^[a-z]/.test(name) ? allowed[name.toLowerCase()] : undefined;
  if (rules && a.name && !/^on/i.test(a.name) && !rules.includes(a.name.toLowerCase()))
    problems.push(
      `<${name} ${a.name}>: not an attribute content may give a <${name}> (the sanitiser's rules allow: ${rules.join(', ')})`,
    );
  return problems;
}

/** What is wrong with a component's tag: not one of the page's, or a figure or table reference to nothing. */
function componentProblems(name: string, node: Any, ctx: BodyContext): string[] {
  if (!ctx.components.includes(name))
    return [
      ctx.components.length
        ? `<${name}> is not one of this page's components (${ctx.components.join(', ')})`
        : `<${name}>: this page has no components; write Markdown`,
    ];
  const ref = references[name];
  if (!ref) return [];
  const attr = node.attributes?.find((a) => a.name === ref.attribute);
  const known = ctx[ref.of];
  if (typeof attr?.value !== 'string') return [`<${name}> needs ${ref.attribute}="…", the key of a ${ref.what}`];
  if (known && !known.includes(attr.value))
    return [
      `<${name} ${ref.attribute}="${attr.value}" />: this study has no ${ref.what} "${attr.value}" (it has: ${known.join(', ') || 'none'})`,
    ];
  return [];
}

/** What is wrong with an element written in the body: its attributes, then the element itself. */
function elementProblems(node: Any, ctx: BodyContext): string[] {
  const name = node.name ?? '';
  const problems = (node.attributes ?? []).flatMap((a) => attributeProblems(name, a));
  if (!name) problems.push('a fragment (<>…</>) is code: use a <Section> or plain Markdown');
  else if (/^[A-Z]|\./.test(name)) problems.push(...componentProblems(name, node, ctx));
  else if (!allowed[name.toLowerCase()])
    problems.push(
      `<${name}>: a body cannot contain a ${name} element (not among the elements the sanitiser's rules allow)`,
    );
  return problems;
}

/** What is wrong with one node of the body's tree (not its children). */
function nodeProblems(node: Any, ctx: BodyContext): string[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [`"${(node.value ?? '').split('\n')[0]}": a body cannot import or export: content is text, not code`];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // An expression whose program is comments alone is a note; anything else runs when the site is built.
      return node.data?.estree?.body.length !== 0
        ? [
            `"{${node.value}}" is code, not text: write figures as <Fig k="…" />, or put a backslash before "{" to show a brace`,
          ]
        : [];
    case 'link':
    case 'image':
    case 'definition': {
      const why = unsafeAddress(node.url ?? '');
      return why ? [`a link or image: ${why}`] : [];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return elementProblems(node, ctx);
    default:
      return [];
  }
}

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
    for (const message of nodeProblems(node, ctx)) problems.push({ line, message });
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
