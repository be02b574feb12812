/**
 * return-basis: a `return` fact says whether it is a target or was paid (timing) and what it is a return on,
 * before or after fees and tax (basis).
 */
import { FACTS_FILE } from '../sourceLines.ts';
import type { Rule } from '../rule.ts';

const fact = (...more: string[]) =>
  [
    '- id: returns-target',
    '  kind: return',
    '  value: "6–10%"',
    '  wording: "Target annual return"',
    '  asAt: 2026-06-30',
    '  maxAgeMonths: 12',
    ...more,
  ].join('\n');

export const rule: Rule = {
  id: 'return-basis',
  refuses:
    'A `return` fact without `timing` (`target` or `historic`) and `basis` (what it is a return on, before or after fees and tax)',
  why: 'A return figure means nothing without what it is a return on and whether it was paid or is hoped for; a promotion must give both beside it.',
  sources: (ctx) =>
    ctx.facts
      .filter((f) => f.kind === 'return')
      .flatMap((f) =>
        [
          ...(f.basis?.trim()
            ? []
            : [
                `return fact "${f.id}" has no basis: add \`basis:\` saying what it is a return on, whether before or after fees and tax, and that it is not guaranteed`,
              ]),
          ...(f.timing === 'target' || f.timing === 'historic'
            ? []
            : [`return fact "${f.id}" has no timing: add \`timing: target\` or \`timing: historic\``]),
        ].map((message) => ({ file: FACTS_FILE, line: f.line, message })),
      ),
  examples: {
    valid: [
      {
        files: {
          'content/facts.yaml': fact(
            '  timing: target',
            '  basis: "What we aim to pay a year, before tax. Not guaranteed."',
          ),
        },
      },
    ],
    invalid: [
      { files: { 'content/facts.yaml': fact('  timing: target') } },
      { files: { 'content/facts.yaml': fact('  basis: "What we aim to pay a year, before tax."') } },
    ],
  },
};
