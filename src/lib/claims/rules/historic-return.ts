/**
 * historic-return: a past return, whatever its label, is a `timing: historic` fact with a complete period
 * (ending by its asAt) and a source, named in text only with its basis (`{{id.basis}}`: period, source,
 * warning). No percentage return is typed in the past tense or with a past period ("lenders have received
 * 8–15% a year since 2017"), and a target is not written as a past result.
 */
import { clauseAt, eachSentence, HYPOTHETICAL, isReturn, normal, OURS, PERCENT, readsAsPast } from '../meaning.ts';
import { FACTS_FILE } from '../sourceLines.ts';
import type { Fact, Found, Hit, Rule } from '../rule.ts';

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9-]+)(?:\.[a-z]+)?\s*\}\}/g;

/** A percentage return stated as a past result, unless the page shows it through its fact (with its basis). */
function typedPastReturn(sentence: string, today: Date, shown: readonly string[] | undefined): Hit[] {
  const percents = [...sentence.matchAll(PERCENT)];
  const pastReturn = percents.find((m) => isReturn(clauseAt(sentence, m.index)));
  if (!pastReturn || !readsAsPast(sentence, today)) return [];
  if (HYPOTHETICAL.test(sentence) && !OURS.test(sentence)) return [];
  if (shown?.some((r) => normal(sentence).includes(normal(r)))) return [];
  return [
    {
      index: pastReturn.index,
      length: pastReturn[0].length,
      message: `a past return typed into the text ("${pastReturn[0].trim()}"): a past return is a return fact with \`timing: historic\`, its period and source (content/facts.yaml), named as {{id}} with {{id.basis}}`,
    },
  ];
}

/** Each return fact's period, source and label, and how the lines name them. */
function factProblems(ctx: Parameters<NonNullable<Rule['sources']>>[0]): Found[] {
  const out: Found[] = [];
  const at = (f: Fact) => ({ file: FACTS_FILE, line: f.line });
  const returns = ctx.facts.filter((f) => f.kind === 'return');
  for (const f of returns) {
    if (f.timing === 'historic') continue;
    // A return over a period that has ended, or worded as paid, is a past return whatever its label.
    const why = f.period
      ? 'it has a period'
      : readsAsPast(`${f.value} ${f.wording}`, ctx.today)
        ? `"${f.value} ${f.wording}" reads as a past result`
        : undefined;
    if (why)
      out.push({
        ...at(f),
        message: `return fact "${f.id}" is labelled \`timing: ${f.timing ?? '(none)'}\` but ${why}: a return that was paid is historic whatever its label. Set \`timing: historic\` with its period and source, or word it as what you aim to pay`,
      });
  }
  const historic = returns.filter((f) => f.timing === 'historic' || f.period);
  for (const f of historic) {
    const { from, to } = f.period ?? {};
    if (!(from instanceof Date) || !(to instanceof Date))
      out.push({
        ...at(f),
        message: `past return "${f.id}" has no period: add \`period: { from: YYYY-MM-DD, to: YYYY-MM-DD }\`, the complete months or years it covers`,
      });
    else if (from >= to || (f.asAt && to > f.asAt))
      out.push({ ...at(f), message: `past return "${f.id}": its period must run forwards and end by its asAt date` });
    if (!f.source?.name)
      out.push({
        ...at(f),
        message: `past return "${f.id}" has no source: add \`source: { name: … }\` saying whose records the figure comes from`,
      });
  }
  const targets = new Set(returns.filter((f) => !historic.includes(f)).map((f) => f.id));
  for (const l of ctx.lines) {
    for (const f of historic)
      if (l.text.includes(`{{${f.id}}}`) && !l.text.includes(`{{${f.id}.basis}}`))
        out.push({
          file: l.file,
          line: l.line,
          message: `{{${f.id}}} is a past return: show it with {{${f.id}.basis}}, which gives its period, source and the past-performance warning`,
        });
    // A target in a clause that says it was paid.
    for (const clause of l.text.split(/[.;!?]\s|,\s/)) {
      const named = [...clause.matchAll(PLACEHOLDER)].map((m) => m[1]!).find((id) => targets.has(id));
      if (named && readsAsPast(clause.replace(PLACEHOLDER, '…'), ctx.today) && !/\bsince\s+\{\{/.test(clause))
        out.push({ file: l.file, line: l.line, message: `{{${named}}} is a target, written here as a past result` });
    }
  }
  return out;
}

const target =
  '- id: returns-target\n  kind: return\n  value: "6–10%"\n  wording: "Target annual return"\n  asAt: 2026-06-30\n  maxAgeMonths: 12\n  timing: target\n  basis: "The yearly interest we aim to pay, before tax. Not guaranteed."';
const historic =
  '- id: returns-historical\n  kind: return\n  value: "8–15%"\n  wording: "a year paid to our lenders, 2020–2024"\n  asAt: 2026-06-30\n  maxAgeMonths: 12\n  timing: historic\n  period: { from: 2020-01-01, to: 2024-12-31 }\n  basis: "Interest paid, after fees and before tax."\n  source: { name: "our records of interest paid to lenders" }';

export const rule: Rule = {
  id: 'historic-return',
  refuses:
    'A past return, whatever its label, that is not a `timing: historic` fact with a complete period (ending by its asAt) and a source, named in text only with its basis (`{{id.basis}}`: period, source, warning); a percentage return typed in the past tense or with a past period ("lenders have received 8–15% a year since 2017"); a target written as a past result',
  why: 'Past performance may be shown only over complete periods, with its source and the warning that it is not a reliable guide to future returns.',
  text: (text, ctx) =>
    // A fact's own wording is its figure as shown; its fields are checked below.
    ctx.fact ? [] : eachSentence(text, (sentence) => typedPastReturn(sentence, ctx.today, ctx.shown?.pastReturns)),
  sources: factProblems,
  examples: {
    valid: [
      'We aim to pay 6–10% a year.',
      'Prices rose 64%, so cash that earned no interest lost 39% of its buying power.',
      'In October 2022 the annual rate of inflation reached 11.1%.',
      'The house was refinanced at 75% of its end value in 2024.',
      'A saver earning, say, 1% that year would have lost about a tenth of their buying power.',
      'Our targeted return is 6–10% a year.',
      'We sold 40% of the units in 2023.',
      'Bank Rate stayed around 5% through 2024.',
      { files: { 'content/facts.yaml': `${target}\n${historic}` } },
      {
        files: {
          'content/facts.yaml': historic,
          'content/points.yaml':
            '- id: a\n  text: "{{returns-historical}} {{returns-historical.wording}}. {{returns-historical.basis}}"',
        },
      },
      {
        text: 'Investing since 2017: 8–15% a year paid to our lenders, 2020–2024. Source: our records of interest paid to lenders. Past performance is not a reliable indicator of future results.',
        rendered: true,
        facts: historic,
      },
    ],
    invalid: [
      'Lenders have received 8–15% a year since 2017.',
      'Our past deals have returned investors 12% annually.',
      'Our investors earned 12% last year.',
      'Returns were 9% in 2024.',
      "I've received a 10% return each year.",
      'If you had invested with us in 2017 you would have made 8% a year.',
      'Investors pocketed 12% a year.',
      'Our lenders took home 10%.',
      'Our loans saw 9% returns.',
      'Our lenders have had 12% a year, every year, and it beats any savings account.',
      { files: { 'content/facts.yaml': historic.replace('timing: historic', 'timing: target') } },
      { files: { 'content/facts.yaml': historic.replace(/\n {2}period: .*/, '').replace(/\n {2}source: .*/, '') } },
      {
        files: {
          'content/facts.yaml': historic.replace('to: 2024-12-31', 'to: 2026-12-31'),
        },
      },
      {
        files: {
          'content/facts.yaml': historic,
          'content/points.yaml': '- id: a\n  text: "Our lenders were paid {{returns-historical}} a year."',
        },
      },
      {
        files: {
          'content/facts.yaml': target,
          'content/points.yaml': '- id: a\n  text: "Our deals have returned investors {{returns-target}} a year."',
        },
      },
      // Without its source and warning on the page, a past return as the facts file words it is a bare figure.
      { text: 'Investing since 2017: 8–15% a year paid to our lenders, 2020–2024.', rendered: true, facts: historic },
    ],
  },
};
