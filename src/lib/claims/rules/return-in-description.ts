/**
 * return-in-description: no return figure in a page description, nor in its Open Graph and Twitter copies or
 * the feed's: search results and shared links show it without the risk warning.
 */
import { PERCENT_FIGURE, sentencesOf } from '../meaning.ts';
import type { Rule, TextContext } from '../rule.ts';

/** Keys of case-study figures (src/lib/deal/figures.ts) that state a return or an income; its test checks each is a key a model works out. */
export const returnFigureKeys: readonly string[] = ['roi', 'rentAfterInterest', 'netCashflow', 'profit'];

const RETURN_WORDS =
  /\b(?:returns?|ROI|yields?|income|profits?|interest|annual(?:ly)?|a year|per year|p\.a\.|cash-on-cash)\b/i;
const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9-]+)(?:\.[a-z]+)?\s*\}\}/g;
/** What is a description: a page's (in the sources), or its copies on a built page and in the feed. */
const DESCRIPTION = /^(?:description|meta description|og:description|twitter:description|feed description)$/;

/** Why a description states a return, or undefined. */
function returnIn(text: string, ctx: TextContext): string | undefined {
  const returnFacts = new Set(ctx.facts.filter((f) => f.kind === 'return').map((f) => f.id));
  for (const [, name] of (ctx.raw ?? text).matchAll(PLACEHOLDER))
    if (returnFigureKeys.includes(name!) || returnFacts.has(name!)) return `{{${name}}} is a return figure`;
  if (/\bROI\b/.test(text)) return '"ROI" names a return';
  const hit = sentencesOf(text).find((s) => PERCENT_FIGURE.test(s.text) && RETURN_WORDS.test(s.text))?.text;
  return hit ? `"${hit.match(PERCENT_FIGURE)![0]}" beside "${hit.match(RETURN_WORDS)![0]}"` : undefined;
}

export const rule: Rule = {
  id: 'return-in-description',
  refuses:
    "A return figure in a page description (nor its Open Graph and Twitter copies, nor the feed's): search results and shared links show it without the risk warning",
  why: 'A return must be shown with its risk warning as prominent as itself; a search result or a shared link shows the description alone.',
  text: (text, ctx) => {
    if (!DESCRIPTION.test(ctx.where)) return [];
    const why = returnIn(text, ctx);
    const what = ctx.where === 'description' ? "page's description" : ctx.where;
    return why
      ? [
          {
            index: 0,
            length: text.length,
            message: `the ${what} states a return (${why}): describe the page, and leave the figure to the page, beside its risk warning`,
          },
        ]
      : [];
  },
  examples: {
    valid: [
      {
        files: {
          'content/case-studies/x.mdx':
            '---\ntitle: X\ndescription: "How inflation of 3.8% erodes cash, and what to check before you invest."\n---\nBody.\n',
        },
      },
      {
        text: 'Social housing in Lincolnshire: how it works and the risks.',
        rendered: true,
        where: 'meta description',
      },
    ],
    invalid: [
      {
        files: {
          'content/case-studies/x.mdx':
            '---\ntitle: X\ndescription: "A 2-bed let on a 5-year lease: costs, works and a {{roi}} ROI."\n---\n',
        },
      },
      {
        files: {
          'content/case-studies/x.mdx':
            '---\ntitle: X\ndescription: "Bought, refurbished and sold: {{profit}} profit."\n---\n',
        },
      },
      {
        files: {
          'content/case-studies/x.mdx':
            '---\ntitle: X\ndescription: "Targeting 6–10% annual returns from property."\n---\n',
        },
      },
      {
        files: {
          'content/site.json':
            '{\n  "description": "Up to 15% ROI on UK property.",\n  "regulatory": { "authorised": false }\n}',
        },
      },
      {
        text: 'Social housing in Lincolnshire, targeting 6–10% annual returns.',
        rendered: true,
        where: 'meta description',
      },
      { text: 'Up to 15% ROI on UK property.', rendered: true, where: 'og:description' },
      { text: 'Lend to us at 8 per cent a year.', rendered: true, where: 'meta description' },
      { text: 'Earn 12% annual returns.', rendered: true, where: 'feed description' },
    ],
  },
};
