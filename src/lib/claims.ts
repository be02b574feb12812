/**
 * The claims rules: what a UK financial promotion may not say, checked on the content files so an
 * editor cannot bring a bad claim back. Pure: content files in (path and text), a list of problems
 * out, each naming the file and line. The build runs it (scripts/build/claims-check.mjs) and fails on any
 * problem; a content editor can run the same rules in its preview.
 *
 * Each rule is written once, in `rules` below: words a promotion must not use unqualified; a return
 * fact without its basis; a past return without its period and source; a return figure in a page
 * description; a comparison rate older than its own date allows.
 */
import { load } from 'js-yaml';

export interface ContentFile {
  /** Path from the project root with forward slashes, e.g. "content/facts.yaml". */
  path: string;
  text: string;
}

export interface Problem {
  file: string;
  /** 1-based line. */
  line: number;
  rule: RuleId;
  message: string;
}

export type RuleId = 'unqualified-claim' | 'return-basis' | 'historic-return' | 'return-in-description' | 'stale-rate';

/** The facts file and the site settings, where the rules read the firm's figures and status. */
export const FACTS_FILE = 'content/facts.yaml';
export const SITE_FILE = 'content/site.json';

/**
 * Keys of case-study figures (src/pages/case-studies/_components/figures.ts) that state a return or
 * an income; its test checks each is a key a model works out.
 */
export const returnFigureKeys: readonly string[] = ['roi', 'rentAfterInterest', 'netCashflow', 'profit'];

/** A line of text a visitor can read, with where it is. */
interface Line {
  file: string;
  line: number;
  text: string;
}

interface Fact {
  id: string;
  kind: string;
  value: string;
  wording: string;
  detail?: string;
  asAt?: Date;
  basis?: string;
  timing?: 'target' | 'historic';
  period?: { from?: Date; to?: Date };
  source?: { name?: string; series?: string; url?: string };
  maxAgeMonths?: number;
  line: number;
}

interface Context {
  today: Date;
  /** content/site.json says the firm is authorised by the FCA. */
  authorised: boolean;
  facts: Fact[];
  lines: Line[];
  descriptions: Line[];
}

// ---------------------------------------------------------------------------------------------
// Words

/** A negation earlier in the same clause qualifies a word: "not guaranteed", "no rate … is guaranteed". */
const NEGATION = /\b(?:not|no|never|nor|neither|without|cannot)\b|n['’]t\b/i;
const CLAUSE_END = /[.!?;:]\s/g;

const unqualified: { pattern: RegExp; say: string; regulatory?: boolean }[] = [
  {
    pattern:
      /\bguaranteed\b|\b(?:we|they|which|that)\s+guarantee\b|\bguarantees?\s+(?:of\s+)?(?:your\s+|a\s+|the\s+)?(?:returns?|income|rent|profits?|capital|payments?|interest)\b/i,
    say: 'nothing an investor is paid is guaranteed: say who pays and what could stop it (e.g. "paid by the provider under the lease"), or "not guaranteed"',
  },
  {
    pattern: /\bcapital[\s-]+protect(?:ed|ion)\b|\bprotected\s+capital\b/i,
    say: 'capital is at risk: say what secures the money (e.g. "secured against property: a legal charge on it") and that it can still be lost',
  },
  { pattern: /\brisk[\s-]+free\b/i, say: 'no investment is risk-free: name the risks instead' },
  {
    pattern: /\bsafe\s+(?:investments?|returns?|haven)\b/i,
    say: 'say what makes it less risky and what could still go wrong',
  },
  {
    pattern:
      /\bFCA\W{0,3}(?:compliant|approved|regulated|authori[sz]ed|registered)\b|\b(?:regulated|authori[sz]ed|approved)\s+by\s+the\s+(?:FCA|Financial Conduct Authority)\b/i,
    say: `the firm is not authorised (${SITE_FILE}, regulatory.authorised): state its status as the footer does, and imply no regulation`,
    regulatory: true,
  },
];

/** The words in `text` a promotion must not use unqualified, each with what to say instead. */
export function unqualifiedIn(text: string, authorised: boolean): string[] {
  const found: string[] = [];
  for (const { pattern, say, regulatory } of unqualified) {
    if (regulatory && authorised) continue;
    for (const m of text.matchAll(new RegExp(pattern.source, 'gi'))) {
      const before = text.slice(0, m.index);
      const clauseStart = Math.max(0, ...[...before.matchAll(CLAUSE_END)].map((c) => c.index! + c[0].length));
      if (NEGATION.test(before.slice(clauseStart))) continue;
      found.push(`"${m[0]}": ${say}`);
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Returns

const PERCENT = /\d+(?:\.\d+)?\s?(?:[–-]\s?\d+(?:\.\d+)?\s?)?%/;
const RETURN_WORDS =
  /\b(?:returns?|ROI|yields?|income|profits?|interest|annual(?:ly)?|a year|per year|p\.a\.|cash-on-cash)\b/i;
const PAST_RETURN = /\b(?:returned|delivered|achieved|earned|generated)\b([^.;:!?]*)/gi;
const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9-]+)(?:\.[a-z]+)?\s*\}\}/g;

/** Why a description states a return, or undefined. */
function returnInDescription(text: string, ctx: Pick<Context, 'facts'>): string | undefined {
  const returnFacts = new Set(ctx.facts.filter((f) => f.kind === 'return').map((f) => f.id));
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (returnFigureKeys.includes(name!) || returnFacts.has(name!)) return `{{${name}}} is a return figure`;
  }
  if (/\bROI\b/.test(text)) return '"ROI" names a return';
  const sentences = text.split(/(?<=[.!?])\s+/);
  const hit = sentences.find((s) => PERCENT.test(s) && RETURN_WORDS.test(s));
  return hit ? `"${hit.match(PERCENT)![0]}" beside "${hit.match(RETURN_WORDS)![0]}"` : undefined;
}

// ---------------------------------------------------------------------------------------------
// Dates

const longDate = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
function addMonths(d: Date, months: number): Date {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + months);
  return r;
}

// ---------------------------------------------------------------------------------------------
// The rules

interface Rule {
  id: RuleId;
  /** One line, for docs/content.md and the build's report. */
  summary: string;
  check(ctx: Context): Omit<Problem, 'rule'>[];
}

export const rules: readonly Rule[] = [
  {
    id: 'unqualified-claim',
    summary:
      'No "guaranteed", "capital protected", "risk-free", "safe investment" or "FCA compliant/approved/regulated" (unless the site settings say the firm is authorised), except negated ("not guaranteed")',
    check: (ctx) => [
      // Placeholders name facts, which are checked below with their words.
      ...ctx.lines.flatMap((l) =>
        unqualifiedIn(l.text.replace(PLACEHOLDER, '{{…}}'), ctx.authorised).map((message) => ({
          file: l.file,
          line: l.line,
          message,
        })),
      ),
      // A fact's value and wording are shown together ("FCA" + "Compliant").
      ...ctx.facts.flatMap((f) =>
        unqualifiedIn(`${f.value} ${f.wording}. ${f.detail ?? ''}`, ctx.authorised).map((message) => ({
          file: FACTS_FILE,
          line: f.line,
          message: `fact "${f.id}" reads ${message}`,
        })),
      ),
    ],
  },
  {
    id: 'return-basis',
    summary:
      'A `return` fact says whether it is a target or was paid (timing) and what it is a return on, before or after fees and tax (basis)',
    check: (ctx) =>
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
  },
  {
    id: 'historic-return',
    summary:
      'A past return is a `timing: historic` fact with a complete period (from, to, no later than its asAt) and a source; text does not type one in, and names one only with its basis (`{{id.basis}}`: period, source, warning)',
    check: (ctx) => {
      const out: Omit<Problem, 'rule'>[] = [];
      for (const f of ctx.facts.filter((x) => x.kind === 'return' && x.timing === 'historic')) {
        const { from, to } = f.period ?? {};
        if (!(from instanceof Date) || !(to instanceof Date))
          out.push({
            file: FACTS_FILE,
            line: f.line,
            message: `past return "${f.id}" has no period: add \`period: { from: YYYY-MM-DD, to: YYYY-MM-DD }\`, the complete months or years it covers`,
          });
        else if (from >= to || (f.asAt && to > f.asAt))
          out.push({
            file: FACTS_FILE,
            line: f.line,
            message: `past return "${f.id}": its period must run forwards and end by its asAt date`,
          });
        if (!f.source?.name)
          out.push({
            file: FACTS_FILE,
            line: f.line,
            message: `past return "${f.id}" has no source: add \`source: { name: … }\` saying whose records the figure comes from`,
          });
      }
      const targets = new Set(ctx.facts.filter((f) => f.kind === 'return' && f.timing !== 'historic').map((f) => f.id));
      const historic = ctx.facts.filter((f) => f.kind === 'return' && f.timing === 'historic').map((f) => f.id);
      for (const l of ctx.lines) {
        for (const id of historic) {
          if (l.text.includes(`{{${id}}}`) && !l.text.includes(`{{${id}.basis}}`)) {
            out.push({
              ...l,
              message: `{{${id}}} is a past return: show it with {{${id}.basis}}, which gives its period, source and the past-performance warning`,
            });
          }
        }
        for (const [, after] of l.text.matchAll(PAST_RETURN)) {
          const typed = after!.match(PERCENT);
          const named = [...after!.matchAll(PLACEHOLDER)].map((m) => m[1]!).find((id) => targets.has(id));
          if (typed)
            out.push({
              ...l,
              message: `a past return typed into the text ("${typed[0]}"): make it a return fact with \`timing: historic\`, its period and source (${FACTS_FILE}), and name it as {{id}}`,
            });
          else if (named) out.push({ ...l, message: `{{${named}}} is a target, written here as a past result` });
        }
      }
      return out;
    },
  },
  {
    id: 'return-in-description',
    summary: 'No return figure in a page description: search results show it without the risk warning',
    check: (ctx) =>
      ctx.descriptions.flatMap((d) => {
        const why = returnInDescription(d.text, ctx);
        return why
          ? [
              {
                file: d.file,
                line: d.line,
                message: `a page description states a return (${why}): describe the page, and leave the figure to the page, beside its risk warning`,
              },
            ]
          : [];
      }),
  },
  {
    id: 'stale-rate',
    summary:
      'A comparison `rate` names its source and how long it may be shown (maxAgeMonths after asAt); so may any fact (a product’s terms). The build fails once that has passed',
    check: (ctx) =>
      ctx.facts
        .filter((f) => f.kind === 'rate' || f.maxAgeMonths !== undefined)
        .flatMap((f) => {
          const where = { file: FACTS_FILE, line: f.line };
          const rate = f.kind === 'rate';
          if (rate && !f.source?.name)
            return [
              { ...where, message: `rate "${f.id}" has no source: add \`source: { name: …, series: …, url: … }\`` },
            ];
          if (!(f.asAt instanceof Date) || !f.maxAgeMonths)
            return [
              {
                ...where,
                message: `rate "${f.id}" needs \`asAt\` and \`maxAgeMonths\` (how long after its date it may be shown)`,
              },
            ];
          const until = addMonths(f.asAt, f.maxAgeMonths);
          if (ctx.today < until) return [];
          const shown = `${f.wording} ${f.value}, as at ${longDate(f.asAt)}`;
          const after = `could be shown until ${longDate(until)}, ${f.maxAgeMonths} months after its date, and it is now ${longDate(ctx.today)}`;
          if (!rate)
            return [
              {
                ...where,
                message: `fact "${f.id}" (${shown}) ${after}. Have the company confirm it (docs/launch.md), then update its value and asAt.`,
              },
            ];
          const from = [f.source!.name, f.source!.series].filter(Boolean).join(', ');
          return [
            {
              ...where,
              message: `rate "${f.id}" (${shown}) ${after}. Update its value, asAt and source from the latest ${from}${f.source!.url ? ` (${f.source!.url})` : ''}, or take it off the pages that compare with it.`,
            },
          ];
        }),
  },
];

// ---------------------------------------------------------------------------------------------
// Reading the content

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The lines of a YAML text a visitor can read: no comments, ids or editor notes. */
function yamlLines(file: string, text: string, first = 1): Line[] {
  return text
    .split('\n')
    .map((t, i) => ({ file, line: first + i, text: t }))
    .filter((l) => l.text.trim() && !/^\s*#/.test(l.text) && !/^\s*-?\s*(?:_?note|id):/.test(l.text));
}

function frontmatter(text: string): { yaml: string; bodyStart: number } | undefined {
  const m = text.match(/^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/);
  return m ? { yaml: m[1]!, bodyStart: lineOf(text, m[0].length) } : undefined;
}

function readFacts(text: string): Fact[] {
  const list = load(text);
  if (!Array.isArray(list)) return [];
  return list.map((f: Omit<Fact, 'line'>) => {
    const at = text.search(
      new RegExp(`^- id: ["']?${String(f.id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*$`, 'm'),
    );
    return { ...f, line: at < 0 ? 1 : lineOf(text, at) };
  });
}

function context(files: readonly ContentFile[], today: Date): Context {
  const ctx: Context = { today, authorised: false, facts: [], lines: [], descriptions: [] };
  for (const { path, text } of files) {
    if (path === SITE_FILE) {
      const site = JSON.parse(text) as { regulatory?: { authorised?: boolean } };
      ctx.authorised = site.regulatory?.authorised === true;
      text.split('\n').forEach((t, i) => {
        if (/^\s*"_/.test(t)) return;
        ctx.lines.push({ file: path, line: i + 1, text: t });
        if (/^\s*"description"\s*:/.test(t))
          ctx.descriptions.push({ file: path, line: i + 1, text: t.replace(/^\s*"description"\s*:\s*/, '') });
      });
    } else if (/\.ya?ml$/.test(path)) {
      if (path === FACTS_FILE) ctx.facts = readFacts(text);
      ctx.lines.push(...yamlLines(path, text));
    } else if (/\.mdx?$/.test(path)) {
      const fm = frontmatter(text);
      const body = text.split('\n').map((t, i) => ({ file: path, line: i + 1, text: t }));
      if (fm) {
        const head = yamlLines(path, fm.yaml, 2);
        ctx.lines.push(...head);
        ctx.descriptions.push(
          ...head
            .filter((l) => /^description:/.test(l.text))
            .map((l) => ({ ...l, text: l.text.replace(/^description:\s*/, '') })),
        );
      }
      ctx.lines.push(
        ...body.slice(fm ? fm.bodyStart : 0).filter((l) => l.text.trim() && !/^\s*(?:import\s|\{\/\*)/.test(l.text)),
      );
    }
  }
  return ctx;
}

/** Every problem in the content files, in file and line order. */
export function checkClaims({ files, today }: { files: readonly ContentFile[]; today: Date }): Problem[] {
  const ctx = context(files, today);
  return rules
    .flatMap((r) => r.check(ctx).map((p) => ({ ...p, rule: r.id })))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/**
 * Problems in the descriptions of built pages, where facts are already filled in: the same
 * description rule, for descriptions that pages put together in code.
 */
export function checkPageDescriptions(pages: readonly { file: string; description: string }[]): Problem[] {
  return pages.flatMap(({ file, description }) => {
    const why = returnInDescription(description, { facts: [] });
    return why
      ? [
          {
            file,
            line: 1,
            rule: 'return-in-description' as const,
            message: `the page's description states a return (${why}): describe the page, and leave the figure to the page, beside its risk warning`,
          },
        ]
      : [];
  });
}

/** "content/facts.yaml:22: message [rule]", one a line. */
export function formatProblems(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.file}:${p.line}: ${p.message} [${p.rule}]`).join('\n');
}
