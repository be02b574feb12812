/**
 * The rules of this folder, each in its own module (an id, what it refuses and why, a check), and
 * how the build feeds them (scripts/build/claims-check.mjs): the past returns from content/, the built
 * pages' HTML and text with the facts and settings. The case-study rules run where the studies are
 * resolved (checkStudies in src/lib/deal/study.ts).
 */
import { loadYaml as load } from '../contentYaml.ts';
import { asAtDate, type DatedFact } from './as-at-date.ts';
import { pastReturns, type PastReturnsRecord } from './past-returns.ts';
import { savingsRateBesideTarget } from './savings-rate-beside-target.ts';
import { testimonialCaveat } from './testimonial-caveat.ts';
import type { ClaimRule, RuleProblem } from './types.ts';

/** A problem with the id of the rule that found it, as the build prints problems. */
export type Problem = RuleProblem & { rule: string };
const tagged = <I>(rule: ClaimRule<I>, input: I): Problem[] => rule.check(input).map((p) => ({ ...p, rule: rule.id }));

interface ContentFile {
  path: string;
  text: string;
}
const PAST_RETURNS = 'content/past-returns.yaml';
const FACTS = 'content/facts.yaml';
const SITE = 'content/site.json';

interface RawFact {
  id: string;
  kind: string;
  value: string;
  asAt?: Date | string;
  timing?: string;
}
const factsIn = (files: readonly ContentFile[]): RawFact[] => {
  const text = files.find((f) => f.path === FACTS)?.text;
  const list = text ? load(text) : [];
  return Array.isArray(list) ? (list as RawFact[]) : [];
};

/** Problems in the sources: the past returns (content/past-returns.yaml). */
export function checkRuleSources({ files, today }: { files: readonly ContentFile[]; today: Date }): Problem[] {
  const text = files.find((f) => f.path === PAST_RETURNS)?.text;
  const list = text ? load(text) : [];
  const records = (Array.isArray(list) ? list : []).map((r: Omit<PastReturnsRecord, 'file'>) => ({
    ...r,
    received: r.received ?? [],
    file: PAST_RETURNS,
  }));
  return tagged(pastReturns, { records, today });
}

/** Problems in the built pages: dates, savings rates beside the target, testimonials without their line. */
export function checkRulePages(
  pages: readonly { page: string; file: string; html?: string; blocks: readonly { text: string }[] }[],
  { files, today }: { files: readonly ContentFile[]; today: Date },
): Problem[] {
  const facts = factsIn(files);
  const html = pages.flatMap((p) => (p.html ? [{ page: p.page, file: p.file, html: p.html }] : []));
  const dated: DatedFact[] = facts.flatMap((f) =>
    f.asAt ? [{ id: f.id, value: f.value, asAt: new Date(f.asAt) }] : [],
  );
  // The site's schema (src/lib/site.ts) requires the line, so every real build has it to check against.
  const { testimonialCaveat: caveat } = JSON.parse(files.find((f) => f.path === SITE)?.text ?? '{}') as {
    testimonialCaveat?: string;
  };
  return [
    ...tagged(asAtDate, {
      pages: html.map((p) => ({
        ...p,
        text: pages
          .find((x) => x.page === p.page)!
          .blocks.map((b) => b.text)
          .join('\n'),
      })),
      facts: dated,
      today,
    }),
    ...tagged(savingsRateBesideTarget, {
      pages: html,
      rates: facts.filter((f) => f.kind === 'rate'),
      targets: facts.filter((f) => f.kind === 'return' && f.timing === 'target'),
    }),
    ...(caveat ? tagged(testimonialCaveat, { pages: html, caveat }) : []),
  ];
}
