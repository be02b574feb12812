/**
 * whose-return: a case study that names its return in words ({{roi}}, <Fig k="roi" />, "ROI", "cash-on-cash
 * return") says in the same sentence whose it is (the owner's, a partner's) and that it is before our share.
 */
import { sentencesOf } from '../meaning.ts';
import type { Rule } from '../rule.ts';

const CASE_STUDIES = /^content\/case-studies\/[^/]+\.mdx$/;
const study = (line: string) => ({
  'content/case-studies/x.mdx': `---\ntitle: X\nsummary:\n  - "${line}"\n---\nBody.\n`,
});

export const rule: Rule = {
  id: 'whose-return',
  refuses:
    'A case study naming its return ({{roi}}, <Fig k="roi" />, "ROI", "cash-on-cash return") without saying in the same sentence whose it is (the owner\'s, a partner\'s) and that it is before our share',
  why: "A case study's return is the owner's, on the cash left in and raised by a mortgage, before our share: a lender or partner reading it as theirs is misled.",
  sources: (ctx) =>
    ctx.lines
      // A description is refused for any return (return-in-description).
      .filter((l) => CASE_STUDIES.test(l.file) && l.where !== 'description')
      .flatMap((l) =>
        sentencesOf(l.text)
          .map((s) => s.text)
          .filter((sentence) => /\{\{\s*roi\s*\}\}|<Fig\s+k="roi"|\bROI\b|[Cc]ash-on-cash return/.test(sentence))
          .filter((sentence) => !(/\b(?:owner|partner|lender)/i.test(sentence) && /\bour share\b/i.test(sentence)))
          .map((sentence) => ({
            file: l.file,
            line: l.line,
            message: `the return is named without whose it is ("${sentence
              .trim()
              .replace(/^-\s*["']?|["']$/g, '')
              .slice(
                0,
                80,
              )}"): say it is the owner's return (on the cash left in, raised by the mortgage) and that it is before our share of the profit and tax`,
          })),
      ),
  examples: {
    valid: [{ files: study('A {{roi}} return a year to the owner, before our share of the profit and tax.') }],
    invalid: [
      { files: study('A {{roi}} return a year on the {{moneyLeftIn}} left in.') },
      { files: { 'content/case-studies/x.mdx': '---\ntitle: X\n---\n\nROI is the rent less interest.\n' } },
    ],
  },
};
