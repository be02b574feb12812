/**
 * An MDX body as its page lays it out, drawn from the tree MDX parses it into: Markdown as HTML,
 * and a case study's widgets with the study's own figures, tables, timeline and summary. Widgets
 * that show pictures or a map are named in a box. Raw HTML is shown as text, never run.
 */
import type { ReactNode } from 'react';
import { createElement, Fragment, useEffect, useState } from '../react';
import type { Study } from '../../lib/deal/study';
import type { Figures } from '../../lib/deal/figures';

interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  ordered?: boolean;
  start?: number | null;
  url?: string;
  alt?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdNode[];
}

interface Ctx {
  figures?: Figures;
  study?: Study;
}

const attr = (node: MdNode, name: string) => {
  const a = node.attributes?.find((x) => x.name === name);
  return a
    ? a.value === null || a.value === undefined
      ? true
      : typeof a.value === 'string'
        ? a.value
        : undefined
    : undefined;
};

function Widget({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <div className="widget" data-widget={name}>
      <p className="widget__name">{`<${name} />`}</p>
      {children}
    </div>
  );
}

function table(id: string, ctx: Ctx) {
  const t = ctx.study?.data.tables[id];
  if (!t) return <Widget name={`FinancialTable id="${id}"`}>{<p>No table “{id}” yet.</p>}</Widget>;
  return (
    <div className="fin-table">
      <table>
        <caption>{t.caption}</caption>
        <tbody>
          {t.rows.map((row, i) => {
            const f = 'figure' in row ? ctx.figures?.all[row.figure] : undefined;
            return (
              <tr key={i}>
                <th scope="row">
                  {'figure' in row ? (f?.label ?? row.figure) : row.label}
                  {f?.how && <span className="fin-table__how">{f.how}</span>}
                </th>
                <td>{'figure' in row ? (f?.text ?? '?') : row.value}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function component(node: MdNode, ctx: Ctx, kids: ReactNode[]): ReactNode {
  const study = ctx.study;
  switch (node.name) {
    case 'Section': {
      const tone = attr(node, 'tone');
      const heading = attr(node, 'heading');
      return (
        <section className={`section${typeof tone === 'string' && tone !== 'default' ? ` section--${tone}` : ''}`}>
          <div className={attr(node, 'narrow') ? 'container--narrow prose' : 'container prose'}>
            {typeof heading === 'string' && <h2>{heading}</h2>}
            {kids}
          </div>
        </section>
      );
    }
    case 'Fig': {
      const k = String(attr(node, 'k') ?? '');
      return <strong className="fig">{ctx.figures?.all[k]?.text ?? `[no figure “${k}”]`}</strong>;
    }
    case 'FinancialTable':
      return table(String(attr(node, 'id') ?? ''), ctx);
    case 'Summary':
      return (
        <Widget name="Summary">
          {study && (
            <ul>
              {study.summary.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ul>
          )}
        </Widget>
      );
    case 'Timeline':
      return (
        <Widget name="Timeline">
          {study && (
            <ol>
              {study.timeline.map((t, i) => (
                <li key={i}>
                  <strong>
                    {t.date}: {t.title}
                  </strong>{' '}
                  {t.description}
                </li>
              ))}
            </ol>
          )}
        </Widget>
      );
    case 'Gallery':
      return (
        <Widget name="Gallery">
          {study?.data.gallery && (
            <p>{`${study.data.gallery.before.length} photos before and ${study.data.gallery.after.length} after, as a ${study.data.gallery.mode}`}</p>
          )}
        </Widget>
      );
    case 'ReturnChart':
      return (
        <Widget name="ReturnChart">
          {study && (
            <p>{`${study.outcomes.find((o) => o.perYear)?.perYear?.text ?? 'What investors were paid a year (to be confirmed: no chart yet)'} beside our target for the same product: ${study.data.chart?.title ?? 'give the chart a title'}`}</p>
          )}
        </Widget>
      );
    default:
      return <Widget name={node.name ?? 'fragment'} />;
  }
}

const safeUrl = (url = '') => (/^(https?:|mailto:|tel:|\/|#)/i.test(url) ? url : undefined);

function render(node: MdNode, ctx: Ctx, key?: number): ReactNode {
  const kids = (node.children ?? []).map((c, i) => render(c, ctx, i));
  const el = (tag: string, props: Record<string, unknown> = {}) => createElement(tag, { key, ...props }, ...kids);
  switch (node.type) {
    case 'root':
      return createElement('div', { className: 'body' }, ...kids);
    case 'paragraph':
      return el('p');
    case 'heading':
      return el(`h${Math.min(Math.max(node.depth ?? 2, 2), 6)}`);
    case 'text':
      return node.value;
    case 'strong':
      return el('strong');
    case 'emphasis':
      return el('em');
    case 'delete':
      return el('del');
    case 'inlineCode':
      return createElement('code', { key }, node.value);
    case 'code':
      return createElement('pre', { key }, node.value);
    case 'html':
      return node.value;
    case 'link':
      return el('a', { href: safeUrl(node.url) });
    case 'list':
      return el(node.ordered ? 'ol' : 'ul', node.ordered && node.start ? { start: node.start } : {});
    case 'listItem':
      return createElement(
        'li',
        { key },
        ...(node.children ?? []).flatMap((c, i) =>
          c.type === 'paragraph' ? (c.children ?? []).map((g, j) => render(g, ctx, i * 1000 + j)) : [render(c, ctx, i)],
        ),
      );
    case 'blockquote':
      return el('blockquote');
    case 'thematicBreak':
      return createElement('hr', { key });
    case 'break':
      return createElement('br', { key });
    case 'image':
      return createElement('span', { key, className: 'widget__name' }, `[picture: ${node.alt ?? ''}]`);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return node.name && /^[A-Z]/.test(node.name)
        ? createElement(Fragment, { key }, component(node, ctx, kids))
        : createElement('span', { key }, ...kids);
    default:
      return kids.length ? createElement('span', { key }, ...kids) : null;
  }
}

/** The body as the page shows it; while it does not parse, as its source. */
export function Body({ source, figures, study }: { source: string } & Ctx) {
  const [tree, setTree] = useState<MdNode | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    import('@mdx-js/mdx')
      .then(({ createProcessor }) => {
        try {
          if (live) setTree(createProcessor().parse(source) as MdNode);
        } catch {
          if (live) setTree(null);
        }
      })
      .catch(() => live && setTree(null));
    return () => {
      live = false;
    };
  }, [source]);
  if (tree === undefined) return <p className="muted">Reading the body…</p>;
  if (tree === null) return <pre className="body body--source">{source}</pre>;
  return <>{render(tree, { figures, study })}</>;
}
