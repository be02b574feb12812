/**
 * An MDX body checked as the build will take it: compiled by MDX's own compiler (a text typed
 * after a closing tag, `</Section> Edited.`, is refused here as the build refuses it), then read
 * for what compiles but cannot render: a component the page does not have, a figure or table the
 * study lacks, a `{…}` expression, an import. Loaded only when a body is checked.
 */
export interface BodyContext {
  /** The components the page passes to its body. */
  components: readonly string[];
  /** A case study's figure keys, for `<Fig k>`. */
  figures?: readonly string[];
  /** A case study's table ids, for `<FinancialTable id>`. */
  tables?: readonly string[];
  /** The body's first line in the file, so problems name file lines. */
  firstLine: number;
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
  children?: Any[];
  position?: { start: { line: number } };
}

/** What a tag needs, by component: the attribute that names a figure or a table. */
const references: Record<string, { attribute: string; of: 'figures' | 'tables'; what: string }> = {
  Fig: { attribute: 'k', of: 'figures', what: 'figure' },
  FinancialTable: { attribute: 'id', of: 'tables', what: 'table' },
};

export async function checkBody(body: string, ctx: BodyContext): Promise<BodyProblem[]> {
  const { compile, createProcessor } = await import('@mdx-js/mdx');
  const at = (line: number | undefined) => ctx.firstLine + (line ?? 1) - 1;
  try {
    await compile(body);
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
    if (node.type === 'mdxjsEsm') problems.push({ line, message: 'a body cannot import or export: remove the line' });
    if (
      (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') &&
      !/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '')
    ) {
      problems.push({
        line,
        message: `"{${node.value}}" is code, not text: write figures as <Fig k="…" />, or put a backslash before "{" to show a brace`,
      });
    }
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name &&
      /^[A-Z]/.test(node.name)
    ) {
      if (!ctx.components.includes(node.name)) {
        problems.push({
          line,
          message: ctx.components.length
            ? `<${node.name}> is not one of this page's components (${ctx.components.join(', ')})`
            : `<${node.name}>: this page has no components; write Markdown`,
        });
      } else if (references[node.name]) {
        const ref = references[node.name]!;
        const attr = node.attributes?.find((a) => a.name === ref.attribute);
        const known = ctx[ref.of] ?? [];
        if (typeof attr?.value !== 'string')
          problems.push({ line, message: `<${node.name}> needs ${ref.attribute}="…", the key of a ${ref.what}` });
        else if (!known.includes(attr.value))
          problems.push({
            line,
            message: `<${node.name} ${ref.attribute}="${attr.value}" />: this study has no ${ref.what} "${attr.value}" (it has: ${known.join(', ') || 'none'})`,
          });
      }
    }
    node.children?.forEach(visit);
  };
  visit(createProcessor().parse(body) as Any);
  return problems;
}
