/**
 * The runner of the claims rules (rules/, one rule a file; the shape in rule.ts). It reads in two places, with
 * the same rules:
 *
 * - the sources (`checkClaims`): everything in `content/`, and the words the site's pages, layouts, components
 *   and islands put on a page, each problem naming its file and line, before the build;
 * - what a visitor receives (`checkRendered`): every built page and every e-mail rendered with sample data,
 *   after the build, naming the page or e-mail and, where its words can be found, the source line;
 * - the case studies (`checkStudies`), as resolved records, where they are resolved (src/lib/deal/study.ts).
 *
 * And it runs one rule's examples (`checkExample`), which are the rule's tests. Pure: text in, problems out.
 */
import { expiringKinds } from './expiry.ts';
import { pageText, sentenceAt } from './pageText.ts';
import { parseHtml } from '../html.ts';
import { rules as allRules } from './rules/all.ts';
import { FACTS_FILE, linesOf, settingsOf, SITE_FILE } from './sourceLines.ts';
import type {
  CaseStudyRecord,
  Example,
  Hit,
  Line,
  ReadingContext,
  Rendered,
  RenderedFacts,
  Rule,
  SourceFile,
  TextContext,
} from './rule.ts';

export interface Problem {
  /** The source file, or for a built page or e-mail its file in dist/ or its template. */
  file: string;
  /** 1-based line in `file`; 0 for a built page or an e-mail. */
  line: number;
  rule: string;
  message: string;
  /** A built page's address or an e-mail's name. */
  page?: string;
  /** Where on the page ("meta description", "alt", "island"…) and the sentence. */
  where?: string;
  /** Source lines the words were found at ("src/pages/contact.astro:42"). */
  from?: string[];
  /** From a rule that only notes, for the approver: it does not stop the build. */
  note?: boolean;
}

interface Options {
  today: Date;
  /** The rules to run: all of them unless a caller says otherwise (a rule's own examples). */
  rules?: readonly Rule[];
  /** Include the findings of rules that only note, for the approver (the approval pack). */
  notes?: boolean;
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9.-]+)\s*\}\}/g;
/** A line as the sentence rules take it: a placeholder is a value ("…", as long), a line break a space. */
const readable = (text: string) => text.replace(PLACEHOLDER, (m) => '…'.padEnd(m.length)).replace(/\n/g, ' ');

const lineAt = (l: Line, index: number) =>
  l.lineOf ? l.lineOf(index) : l.line + (l.text.slice(0, index).match(/\n/g)?.length ?? 0);

const byPlace = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || a.line - b.line;
const chosen = (o: Options) => (o.rules ?? allRules).filter((r) => o.notes || !r.note);

/**
 * Every problem in the source files (content/ and the site's own pages and components, read with sourceText.ts
 * first), in file and line order. `expiring` overrides `expiringKinds` (to try a kind's expiry before switching it on).
 */
export function checkClaims({
  files,
  expiring = expiringKinds,
  ...options
}: Options & { files: readonly SourceFile[]; expiring?: readonly string[] }): Problem[] {
  const base: ReadingContext = { today: options.today, ...settingsOf(files) };
  const lines = files.filter((f) => f.path !== FACTS_FILE).flatMap((f) => linesOf(f));
  const out: Problem[] = [];
  for (const rule of chosen(options)) {
    const note = rule.note ? { note: true } : {};
    if (rule.text) {
      for (const l of lines)
        for (const hit of rule.text(readable(l.text), { ...base, where: l.where, raw: l.text }))
          out.push({ file: l.file, line: lineAt(l, hit.index), rule: rule.id, message: hit.message, ...note });
      // A fact is read whole where it is shown: its value and wording together, then its detail and basis.
      for (const fact of base.facts)
        for (const text of [`${fact.value} ${fact.wording}`, fact.detail ?? '', fact.basis ?? ''])
          for (const hit of rule.text(text, { ...base, where: 'text', fact }))
            out.push({
              file: FACTS_FILE,
              line: fact.line,
              rule: rule.id,
              message: `fact "${fact.id}" reads ${hit.message}`,
              ...note,
            });
    }
    if (rule.sources)
      for (const p of rule.sources({ ...base, expiring, lines, files })) out.push({ ...p, rule: rule.id, ...note });
  }
  return out.sort(byPlace);
}

/** Where the words of a sentence were written, if they can be found in the sources (at most three places). */
function tracer(sources: readonly SourceFile[]) {
  let index: Line[] | undefined;
  const flat = (s: string) => s.replace(/[‘’]/g, "'").replace(/\s+/g, ' ').toLowerCase();
  return (phrase: string): string[] => {
    index ??= sources.flatMap((f) => linesOf(f).map((l) => ({ ...l, text: flat(l.text) })));
    const want = flat(phrase);
    return index
      .filter((l) => l.text.includes(want))
      .slice(0, 3)
      .map((l) => `${l.file}:${l.line}`);
  };
}

/** A claim with up to `n` words either side of it, from the sentence it was found in. */
function around(sentence: string, { index, length }: { index: number; length: number }, n: number): string {
  const before = sentence.slice(0, index).split(/\s+/).filter(Boolean).slice(-n);
  const after = sentence
    .slice(index + length)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, n);
  return [...before, sentence.slice(index, index + length), ...after].join(' ');
}

const PAST_PERFORMANCE = /past performance is not a reliable (?:indicator|guide)/i;

/** What the facts file may put on a page, as it shows them: rates, past returns with their basis, security claims. */
function shownFacts(base: ReadingContext, all: string): RenderedFacts {
  const rates = base.facts.filter((f) => f.kind === 'rate').map((f) => f.value);
  // A security claim shown as the facts file words it. A figure alone ("100%") qualifies nothing: it counts only
  // with its wording, or "your money is 100% safe" would pass.
  const security = base.facts
    .filter((f) => f.kind === 'security')
    .map((f) => (/\p{L}/u.test(f.value) ? f.value : `${f.value} ${f.wording}`));
  // A past return counts as shown through the facts file only where the page carries its source and warning.
  const pastReturns = base.facts
    .filter((f) => f.kind === 'return' && f.timing === 'historic')
    .filter((f) => PAST_PERFORMANCE.test(all) && (!f.source?.name || all.includes(f.source.name)))
    .map((f) => `${f.value} ${f.wording}`);
  return { rates, security, pastReturns };
}

/**
 * Every problem in what the visitor receives: every rule over every block of every built page and e-mail, with
 * the facts as rendered (a comparison rate, a past return shown with its source and warning, a security claim
 * whose wording the facts file qualifies). `files` gives the facts and settings, and the sources that words are
 * traced back to.
 */
export function checkRendered(
  pages: readonly Rendered[],
  { files, ...options }: Options & { files: readonly SourceFile[] },
): Problem[] {
  const base: ReadingContext = { today: options.today, ...settingsOf(files) };
  const trace = tracer(files);
  const rules = chosen(options);
  const out: Problem[] = [];
  const seen = new Set<string>();
  const read = new Map<string, Hit[]>();
  for (const rendered of pages) {
    const { page, file, blocks } = rendered;
    const shown = shownFacts(base, blocks.map((b) => b.text).join('\n'));
    for (const rule of rules)
      for (const p of rule.page?.(rendered, base) ?? [])
        out.push({
          file,
          line: 0,
          page,
          rule: rule.id,
          message: p.message,
          where: p.where,
          ...(rule.note ? { note: true } : {}),
        });
    for (const b of blocks) {
      for (const rule of rules) {
        if (!rule.text) continue;
        // The header and footer repeat on every page: each distinct block is read once.
        const key = `${rule.id}\u0000${b.where}\u0000${shown.pastReturns.join('|')}\u0000${b.text}`;
        const ctx: TextContext = { ...base, where: b.where, shown };
        const hits = read.get(key) ?? rule.text(b.text, ctx);
        read.set(key, hits);
        for (const hit of hits) {
          const s = sentenceAt(b.text, hit.index);
          const words = s.text.trim();
          const excerpt = words.length > 120 ? `${words.slice(0, 117)}…` : words;
          // An e-mail's hidden preview repeats its first paragraph: one problem is enough.
          const once = `${page}|${b.where}|${excerpt}|${hit.message}`;
          if (seen.has(once)) continue;
          seen.add(once);
          // The sentence, else the claim with the words around it: a lone word would be found everywhere.
          const claim = { index: hit.index - s.index, length: hit.length };
          const candidates = [
            words.length <= 160 ? words : '',
            around(s.text, claim, 2),
            around(s.text, claim, 1),
          ].filter((c) => /\S\s+\S/.test(c));
          const from = candidates.map(trace).find((f) => f.length);
          out.push({
            file,
            line: 0,
            page,
            rule: rule.id,
            message: hit.message,
            where: `${b.where === 'text' ? '' : `${b.where}: `}"${excerpt}"`,
            ...(from ? { from } : {}),
            ...(rule.note ? { note: true } : {}),
          });
        }
      }
    }
  }
  return out;
}

/** Every problem across the case studies (two of one property, a headline on a doubted number), at each study's file. */
export function checkStudies(studies: readonly CaseStudyRecord[], options: Options): Problem[] {
  const base: ReadingContext = { today: options.today, authorised: false, facts: [] };
  return chosen(options).flatMap((rule) =>
    (rule.studies?.(studies, base) ?? []).map((p) => ({ ...p, rule: rule.id, ...(rule.note ? { note: true } : {}) })),
  );
}

/** The rules a short text with no page around it answers to (a share card, structured data). */
const ALONE = new Set([
  'unqualified-claim',
  'unqualified-safety',
  'perfect-record',
  'promised-return',
  'unfair-comparison',
]);

/**
 * The claims a short text with no page around it makes (a share card, structured data): a guarantee,
 * protection or regulation, "secured", "repaid" or "safe" without their limits, a perfect record, a promised
 * return, an unfair comparison; each message says what to write instead.
 */
export function unqualifiedIn(text: string, authorised: boolean, today = new Date()): string[] {
  const ctx: TextContext = { today, authorised, facts: [], where: 'text' };
  return allRules
    .filter((r) => ALONE.has(r.id))
    .flatMap((r) => r.text?.(text, ctx) ?? [])
    .map((h) => h.message);
}

/** Problems in descriptions put together outside a page (a share card's words): the description rule. */
export function checkPageDescriptions(pages: readonly { file: string; description: string }[]): Problem[] {
  const rule = allRules.find((r) => r.id === 'return-in-description')!;
  return pages.flatMap(({ file, description }) =>
    (rule.text?.(description, { today: new Date(), authorised: false, facts: [], where: 'description' }) ?? []).map(
      (h) => ({ file, line: 1, rule: rule.id, message: h.message }),
    ),
  );
}

/**
 * "content/facts.yaml:22: message [rule]" for a source, and for a built page or e-mail
 * "/contact (dist/contact.html), in "the sentence": message [rule]; written at src/pages/contact.astro:42".
 */
export function formatProblems(problems: readonly Problem[]): string {
  return problems
    .map((p) =>
      p.page
        ? `${p.page} (${p.file}), ${p.where}: ${p.message} [${p.rule}]${p.from ? `; written at ${p.from.join(', ')}` : ''}`
        : `${p.file}:${p.line}: ${p.message} [${p.rule}]`,
    )
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// A rule's examples

/** The day a rule's examples are read on, unless an example says otherwise. */
const EXAMPLE_DAY = '2026-11-24';

const settings = (authorised = false, site: Readonly<Record<string, unknown>> = {}): SourceFile => ({
  path: SITE_FILE,
  text: JSON.stringify({ ...site, regulatory: { authorised } }),
});
const factsFile = (facts?: string): SourceFile[] => (facts ? [{ path: FACTS_FILE, text: facts }] : []);

/** What `rule` finds in one of its examples, read as the build reads it (see `Example` in rule.ts). */
export function checkExample(rule: Rule, example: Example): Problem[] {
  const options = { rules: [rule], notes: true };
  const today = new Date(`${(typeof example === 'object' && example.today) || EXAMPLE_DAY}T00:00:00Z`);
  if (typeof example === 'string' || ('text' in example && !example.rendered)) {
    const e = typeof example === 'string' ? { text: example } : example;
    const points: SourceFile = {
      path: 'content/points.yaml',
      text: `- id: example\n  text: ${JSON.stringify(e.text)}\n`,
    };
    const authorised = 'authorised' in e ? e.authorised : false;
    const facts = 'facts' in e ? e.facts : undefined;
    return checkClaims({ files: [settings(authorised), ...factsFile(facts), points], today, ...options });
  }
  if ('text' in example) {
    const files = [settings(example.authorised), ...factsFile(example.facts)];
    const page: Rendered = {
      page: '/example',
      file: 'dist/example.html',
      blocks: [{ where: example.where ?? 'text', text: example.text }],
    };
    return checkRendered([page], { files, today, ...options });
  }
  if ('studies' in example) return checkStudies(example.studies, { today, ...options });
  if ('files' in example) {
    const files = Object.entries(example.files).map(([path, text]) => ({ path, text }));
    if (!files.some((f) => f.path === SITE_FILE)) files.unshift(settings());
    return checkClaims({ files, today, ...options });
  }
  const document = parseHtml(example.html);
  const page: Rendered = { page: example.page, file: `dist${example.page}.html`, blocks: pageText(document), document };
  const files = [settings(false, example.site), ...factsFile(example.facts)];
  return checkRendered([page], { files, today, ...options });
}
