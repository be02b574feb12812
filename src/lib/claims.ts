/**
 * The claims rules: what a UK financial promotion may not say. Pure: text in, problems out. They read
 * in two places, with the same sentence reader (claims/meaning.ts):
 *
 * - the sources (`checkClaims`): everything in `content/`, and the words the site's pages, layouts,
 *   components and islands put on a page, each problem naming its file and line, before the build;
 * - what a visitor receives (`checkRendered`): every built page and every e-mail rendered with sample
 *   data, after the build, naming the page or e-mail and, where its words can be found, the source line.
 *
 * Each rule is written once, in `rules` below; content that is code is refused by contentCode.ts.
 */
import { load } from 'js-yaml';
import { PERCENT_FIGURE, readsAsPast, readText, type Finding, type RenderedFacts } from './claims/meaning.ts';
import { sourceText } from './claims/sourceText.ts';
import type { TextBlock } from './claims/pageText.ts';
import { RISK_SECTION_ID } from './regulatory/promotion.ts';

export interface ContentFile {
  /** Path from the project root with forward slashes, e.g. "content/facts.yaml". */
  path: string;
  text: string;
}

export interface Problem {
  /** The source file, or for a built page or e-mail its file in dist/ or its template. */
  file: string;
  /** 1-based line in `file`; 0 for a built page or an e-mail. */
  line: number;
  rule: RuleId;
  message: string;
  /** A built page's address or an e-mail's name. */
  page?: string;
  /** Where on the page ("meta description", "alt", "island"…) and the sentence. */
  where?: string;
  /** Source lines the words were found at ("src/pages/contact.astro:42"). */
  from?: string[];
}

export type RuleId =
  | 'unqualified-claim'
  | 'unqualified-safety'
  | 'return-basis'
  | 'historic-return'
  | 'typed-rate'
  | 'return-in-description'
  | 'stale-rate'
  | 'stale-figure'
  | 'stale-approval'
  | 'blanket-security'
  | 'how-paid'
  | 'investment-advice'
  | 'stale-goal'
  | 'testimonial-return'
  | 'whose-return'
  | 'since-date'
  | 'repeated-paragraph'
  | 'risk-section'
  | 'content-code';

/** The facts file and the site settings, where the rules read the firm's figures and status. */
export const FACTS_FILE = 'content/facts.yaml';
export const SITE_FILE = 'content/site.json';
const TESTIMONIALS_FILE = 'content/testimonials.yaml';
const CASE_STUDIES = /^content\/case-studies\/[^/]+\.mdx$/;

/**
 * Keys of case-study figures (src/lib/deal/figures.ts) that state a return or
 * an income; its test checks each is a key a model works out.
 */
export const returnFigureKeys: readonly string[] = ['roi', 'rentAfterInterest', 'netCashflow', 'profit'];

/** The longest a dated figure may be shown after its date: comparison rates and company figures alike. */
const MAX_AGE_MONTHS = 12;

/** The company's own figures and claims: every kind of fact but a comparison rate. */
const companyKinds: readonly string[] = ['return', 'security', 'money', 'count', 'duration', 'claim'];
/**
 * Kinds of fact whose every entry must say how long it may be shown (`maxAgeMonths`), so the build
 * fails 12 months after its date at the latest: comparison rates and the company's figures alike. A
 * company fact marked `record` (a past year's result, which stays true) is the one exception.
 */
export const expiringKinds: readonly string[] = ['rate', ...companyKinds];

/** A run of text a visitor can read, with where it starts. */
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
  record?: boolean;
  since?: string;
  line: number;
}

interface Settings {
  today: Date;
  /** content/site.json says the firm is authorised by the FCA. */
  authorised: boolean;
  facts: Fact[];
}

interface Context extends Settings {
  /** Kinds whose facts must carry maxAgeMonths (expiringKinds, unless a caller says otherwise). */
  expiring: readonly string[];
  lines: Line[];
  descriptions: Line[];
  /** What every line says that the sentence rules refuse, read once. */
  said: { line: Line; finding: Finding }[];
  /** The files read, for rules that read a file's structure (the testimonials). */
  files: readonly ContentFile[];
}

type Found = Omit<Problem, 'rule'>;

// ---------------------------------------------------------------------------------------------
// Returns in descriptions

const RETURN_WORDS =
  /\b(?:returns?|ROI|yields?|income|profits?|interest|annual(?:ly)?|a year|per year|p\.a\.|cash-on-cash)\b/i;
const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9-]+)(?:\.[a-z]+)?\s*\}\}/g;

/** Why a description states a return, or undefined. */
function returnInDescription(text: string, facts: readonly Fact[]): string | undefined {
  const returnFacts = new Set(facts.filter((f) => f.kind === 'return').map((f) => f.id));
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (returnFigureKeys.includes(name!) || returnFacts.has(name!)) return `{{${name}}} is a return figure`;
  }
  if (/\bROI\b/.test(text)) return '"ROI" names a return';
  const sentences = text.split(/(?<=[.!?])\s+/);
  const hit = sentences.find((s) => PERCENT_FIGURE.test(s) && RETURN_WORDS.test(s));
  return hit ? `"${hit.match(PERCENT_FIGURE)![0]}" beside "${hit.match(RETURN_WORDS)![0]}"` : undefined;
}

// ---------------------------------------------------------------------------------------------
// "Since" dates

/**
 * Why a text dates something earlier than the fact that dates it ("social housing since 2017", when
 * `social-housing-since` is 2021), or nothing: each clause with a year after "since" or "from", read
 * against the facts whose `since` names what it dates.
 */
function sinceProblems(text: string, facts: readonly Fact[]): { index: number; length: number; message: string }[] {
  const dated = facts.filter((f) => f.since && /^\d{4}$/.test(f.value));
  const out: { index: number; length: number; message: string }[] = [];
  if (!dated.length) return out;
  for (const clause of text.matchAll(/[^,;:()\n.·|]+/g)) {
    let from = 0;
    for (const m of clause[0].matchAll(/\b(?:since|from)\s+((?:19|20)\d\d)\b/gi)) {
      // What a "since" dates: the words before it, back to the clause's start or the "since" before it.
      const dates = clause[0].slice(from, m.index);
      from = m.index! + m[0].length;
      for (const f of dated) {
        const topic = new RegExp(`\\b${f.since!.replace(/[-\s]+/g, '[-\\s]+')}\\b`, 'i');
        if (topic.test(dates) && Number(m[1]) < Number(f.value))
          out.push({
            index: clause.index! + m.index!,
            length: m[0].length,
            message: `"${m[0]}" beside ${f.since}, which we began in ${f.value} (fact "${f.id}"): date it {{${f.id}}}, or say what began in ${m[1]}`,
          });
      }
    }
  }
  return out;
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

/**
 * Why a dated fact may no longer be shown, or undefined: its `maxAgeMonths` above the ceiling, or its
 * date further back than that allows.
 */
function expired(f: Fact, today: Date, what: string): string | undefined {
  const months = Math.min(f.maxAgeMonths!, MAX_AGE_MONTHS);
  const until = addMonths(f.asAt!, months);
  const over = f.maxAgeMonths! > MAX_AGE_MONTHS;
  const stale = today >= until;
  if (!over && !stale) return undefined;
  const ceiling = over
    ? `: maxAgeMonths is ${f.maxAgeMonths}, but ${what} may be shown at most ${MAX_AGE_MONTHS} months after its date`
    : '';
  const after = stale
    ? `${over ? ', so it' : ''} could be shown until ${longDate(until)}, ${months} months after its date, and it is now ${longDate(today)}`
    : '';
  return `(${f.wording} ${f.value}, as at ${longDate(f.asAt!)})${ceiling}${after}`;
}

// ---------------------------------------------------------------------------------------------
// The rules

interface Rule {
  id: RuleId;
  /** One line, for docs/content.md and the build's report. */
  summary: string;
  check(ctx: Context): Found[];
}

/** Problems the sentence reader found for one rule, at the line of each. */
const said = (ctx: Context, rule: Finding['rule']): Found[] =>
  ctx.said
    .filter(({ finding }) => finding.rule === rule)
    .map(({ line: l, finding }) => ({
      file: l.file,
      line: l.line + (l.text.slice(0, finding.index).match(/\n/g)?.length ?? 0),
      message: finding.message,
    }));

/**
 * What the lines say for one rule, and what each fact says where it is shown (value and wording
 * together, then its basis), read as rendered text.
 */
const saidWithFacts = (ctx: Context, rule: Finding['rule']): Found[] => [
  ...said(ctx, rule),
  ...ctx.facts.flatMap((f) =>
    [`${f.value} ${f.wording}`, f.detail ?? '', f.basis ?? '']
      .flatMap((text) => readText(text, { authorised: ctx.authorised, today: ctx.today }))
      .filter((x) => x.rule === rule)
      .map((x) => ({ file: FACTS_FILE, line: f.line, message: `fact "${f.id}" reads ${x.message}` })),
  ),
];

/** A rule the sentence reader applies (claims/meaning.ts), to the lines and to each fact as shown. */
const sentenceRule = (id: Finding['rule'], summary: string): Rule => ({
  id,
  summary,
  check: (ctx) => saidWithFacts(ctx, id),
});

export const rules: readonly Rule[] = [
  sentenceRule(
    'unqualified-claim',
    'No guarantee as verb, adjective or noun ("guaranteed rent", "a rent guarantee", "we guarantee"), "capital protected", "risk-free", "no risk", FSCS protection (true of cash only), or "FCA compliant/approved/regulated" (unless the site settings say the firm is authorised), except where its own clause negates it ("not guaranteed"; "No voids, guaranteed rent" is refused)',
  ),
  sentenceRule(
    'unqualified-safety',
    '"Secured", "repaid", "holds its value", "safe" and a personal guarantee only with what limits them in the same sentence: the charge that secures it, or the risk it leaves ("secured by a legal charge on the property: it reduces the risk, it does not remove it")',
  ),
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
      'A past return, whatever its label, is a `timing: historic` fact with a complete period (ending by its asAt) and a source, named in text only with its basis (`{{id.basis}}`: period, source, warning); no percentage return is typed in the past tense or with a past period ("lenders have received 8–15% a year since 2017"), and a target is not written as a past result',
    check: (ctx) => {
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
          out.push({
            ...at(f),
            message: `past return "${f.id}": its period must run forwards and end by its asAt date`,
          });
        if (!f.source?.name)
          out.push({
            ...at(f),
            message: `past return "${f.id}" has no source: add \`source: { name: … }\` saying whose records the figure comes from`,
          });
      }
      const targets = new Set(returns.filter((f) => !historic.includes(f)).map((f) => f.id));
      for (const l of ctx.lines) {
        for (const f of historic) {
          if (l.text.includes(`{{${f.id}}}`) && !l.text.includes(`{{${f.id}.basis}}`)) {
            out.push({
              ...l,
              message: `{{${f.id}}} is a past return: show it with {{${f.id}.basis}}, which gives its period, source and the past-performance warning`,
            });
          }
        }
        // A target in a clause that says it was paid.
        for (const clause of l.text.split(/[.;!?]\s|,\s/)) {
          const named = [...clause.matchAll(PLACEHOLDER)].map((m) => m[1]!).find((id) => targets.has(id));
          if (named && readsAsPast(clause.replace(PLACEHOLDER, '…'), ctx.today) && !/\bsince\s+\{\{/.test(clause))
            out.push({ ...l, message: `{{${named}}} is a target, written here as a past result` });
        }
      }
      return [...out, ...said(ctx, 'historic-return')];
    },
  },
  {
    id: 'typed-rate',
    summary:
      'A cash, savings or ISA rate comes only from a dated `rate` fact (`{{rate-easy-access}}`), never typed ("0.2% in a bank savings account"); a worked example says so ("for example", "if", "would")',
    check: (ctx) => said(ctx, 'typed-rate'),
  },
  {
    id: 'return-in-description',
    summary:
      'No return figure in a page description (nor its Open Graph and Twitter copies): search results and shared links show it without the risk warning',
    check: (ctx) =>
      ctx.descriptions.flatMap((d) => {
        const why = returnInDescription(d.text, ctx.facts);
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
    summary: `A comparison \`rate\` names its source and how long it may be shown (\`maxAgeMonths\`, at most ${MAX_AGE_MONTHS}, after its asAt); the build fails once that has passed`,
    check: (ctx) =>
      ctx.facts
        .filter((f) => f.kind === 'rate')
        .flatMap((f) => {
          const where = { file: FACTS_FILE, line: f.line };
          if (!f.source?.name)
            return [
              { ...where, message: `rate "${f.id}" has no source: add \`source: { name: …, series: …, url: … }\`` },
            ];
          if (!(f.asAt instanceof Date) || !f.maxAgeMonths)
            return [
              {
                ...where,
                message: `rate "${f.id}" needs \`asAt\` and \`maxAgeMonths\` (how long after its date it may be shown, at most ${MAX_AGE_MONTHS})`,
              },
            ];
          const why = expired(f, ctx.today, 'a comparison rate');
          if (!why) return [];
          const from = [f.source.name, f.source.series].filter(Boolean).join(', ');
          return [
            {
              ...where,
              message: `rate "${f.id}" ${why}. Update its value, asAt and source from the latest ${from}${f.source.url ? ` (${f.source.url})` : ''}, or take it off the pages that compare with it.`,
            },
          ];
        }),
  },
  {
    id: 'stale-figure',
    summary: `A company figure has \`maxAgeMonths\` (at most ${MAX_AGE_MONTHS}) and is not shown longer than that after its asAt, unless it is a \`record\` of a past year that names that year`,
    check: (ctx) =>
      ctx.facts
        .filter((f) => companyKinds.includes(f.kind))
        .flatMap((f) => {
          const where = { file: FACTS_FILE, line: f.line };
          if (f.record) {
            const year = f.asAt instanceof Date ? String(f.asAt.getUTCFullYear()) : '';
            return year && `${f.value} ${f.wording}`.includes(year)
              ? []
              : [
                  {
                    ...where,
                    message: `fact "${f.id}" is a record (record: true), which never expires, but neither its value nor its wording names the year it is of (${year || 'no asAt'}): say the year ("by the end of ${year}"), or make it a current figure with a recent asAt and maxAgeMonths`,
                  },
                ];
          }
          if (!f.maxAgeMonths)
            return ctx.expiring.includes(f.kind)
              ? [
                  {
                    ...where,
                    message: `fact "${f.id}" needs \`maxAgeMonths\` (at most ${MAX_AGE_MONTHS}): how long after its asAt it may be shown`,
                  },
                ]
              : [];
          if (!(f.asAt instanceof Date))
            return [{ ...where, message: `fact "${f.id}" has a maxAgeMonths but no asAt` }];
          const why = expired(f, ctx.today, 'a company figure');
          return why
            ? [
                {
                  ...where,
                  message: `fact "${f.id}" ${why}. Have the company confirm it (docs/launch.md), then update its value and asAt.`,
                },
              ]
            : [];
        }),
  },
  sentenceRule(
    'blanket-security',
    '"Asset-backed" as a label (a word in quotation marks, named, is allowed), and a loan of ours "secured by a legal charge" that does not say which charge: ours is a second charge, behind the mortgage lender\'s first',
  ),
  sentenceRule(
    'how-paid',
    'One account of how lenders and partners are paid (the `how-paid` fact): not "your return does not depend on rent or prices", not a "fixed return" unless the sentence says what paying it depends on, not "the profit was distributed to investors" (they are paid their share)',
  ),
  sentenceRule(
    'investment-advice',
    'No score, quiz or tool tells the visitor to invest ("You\'re ready to start investing!", "you should invest"); it can say what they know and point to learning more',
  ),
  sentenceRule(
    'stale-goal',
    'No goal for a year that has ended ("our goal for 2025 is 12 more"): say what happened, or take it out',
  ),
  {
    id: 'testimonial-return',
    summary:
      'A testimonial gives a figure only as `returns: <id>` of a past return fact (timing: historic), whose wording names the product and period and whose basis and source are shown with it; no figure in its own words',
    check: (ctx) => {
      const file = ctx.files.find((f) => f.path === TESTIMONIALS_FILE);
      if (!file) return [];
      const list = load(file.text);
      if (!Array.isArray(list)) return [];
      const past = new Set(ctx.facts.filter((f) => f.kind === 'return' && f.timing === 'historic').map((f) => f.id));
      const out: Found[] = [];
      const lines = file.text.split('\n');
      for (const t of list as { id?: string; quote?: string; role?: string; returns?: unknown }[]) {
        const at = lines.findIndex((l) => new RegExp(`^- id: ["']?${String(t.id)}["']?\\s*$`).test(l));
        const lineOf = (key: string) => {
          const i = lines.findIndex((l, n) => n > at && new RegExp(`^\\s+${key}:`).test(l));
          return (i < 0 ? at : i) + 1;
        };
        if (t.returns !== undefined && !past.has(String(t.returns)))
          out.push({
            file: file.path,
            line: lineOf('returns'),
            message: `testimonial "${t.id}" gives a figure ("${String(t.returns)}") that is not a past return fact: add a \`timing: historic\` return to ${FACTS_FILE} whose wording names the product and period (e.g. "a year in interest on a loan to us, 2024–2025"), with its basis and source, and name its id here; or quote no figure`,
          });
        for (const key of ['quote', 'role'] as const) {
          const figure = t[key]?.match(/\d+(?:\.\d+)?\s?(?:%|per\s?cent)|£\s?\d[\d,.]*\s?[kKmM]?/);
          if (figure)
            out.push({
              file: file.path,
              line: lineOf(key),
              message: `testimonial "${t.id}" gives a figure in its ${key} ("${figure[0]}"): a figure goes in \`returns\`, as a past return fact with its product, period, basis and source`,
            });
        }
      }
      return out;
    },
  },
  {
    id: 'whose-return',
    summary:
      'A case study that names its return in words ({{roi}}, <Fig k="roi" />, "ROI", "cash-on-cash return") says in the same sentence whose it is (the owner\'s, a partner\'s) and that it is before our share',
    check: (ctx) =>
      ctx.lines
        // A description is refused for any return (return-in-description); a table row names a figure by key.
        .filter((l) => CASE_STUDIES.test(l.file) && !/^\s*(?:-\s*figure|description):/.test(l.text))
        .flatMap((l) =>
          l.text
            .split(/(?<=[.!?])\s+/)
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
  },
  {
    id: 'since-date',
    summary:
      'A "since" date agrees with the fact that dates what it names (a fact with `since:`): not "social housing since 2017" when we began social housing in 2021',
    check: (ctx) =>
      ctx.lines
        .filter((l) => l.file !== FACTS_FILE)
        .flatMap((l) =>
          sinceProblems(l.text, ctx.facts).map((p) => ({
            file: l.file,
            line: l.line,
            message: p.message,
          })),
        ),
  },
];

// ---------------------------------------------------------------------------------------------
// Reading the sources

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

function settingsOf(files: readonly ContentFile[], today: Date): Settings {
  const s: Settings = { today, authorised: false, facts: [] };
  for (const { path, text } of files) {
    if (path === SITE_FILE)
      s.authorised = (JSON.parse(text) as { regulatory?: { authorised?: boolean } }).regulatory?.authorised === true;
    else if (path === FACTS_FILE) s.facts = readFacts(text);
  }
  return s;
}

/** The runs of text a visitor reads in one source file, and its page descriptions. */
function linesOf({ path, text }: ContentFile): { lines: Line[]; descriptions: Line[] } {
  const lines: Line[] = [];
  const descriptions: Line[] = [];
  if (path === SITE_FILE) {
    text.split('\n').forEach((t, i) => {
      if (/^\s*"_/.test(t)) return;
      lines.push({ file: path, line: i + 1, text: t });
      if (/^\s*"description"\s*:/.test(t))
        descriptions.push({ file: path, line: i + 1, text: t.replace(/^\s*"description"\s*:\s*/, '') });
    });
  } else if (/\.ya?ml$/.test(path)) lines.push(...yamlLines(path, text));
  else if (/\.mdx?$/.test(path)) {
    const fm = frontmatter(text);
    if (fm) {
      const head = yamlLines(path, fm.yaml, 2);
      lines.push(...head);
      descriptions.push(
        ...head
          .filter((l) => /^description:/.test(l.text))
          .map((l) => ({ ...l, text: l.text.replace(/^description:\s*/, '') })),
      );
    }
    lines.push(
      ...text
        .split('\n')
        .map((t, i) => ({ file: path, line: i + 1, text: t }))
        .slice(fm ? fm.bodyStart : 0)
        .filter((l) => l.text.trim() && !/^\s*(?:import\s|\{\/\*)/.test(l.text)),
    );
  } else if (/\.(?:astro|tsx?)$/.test(path))
    lines.push(...sourceText(path, text).map((r) => ({ file: path, line: r.line, text: r.text })));
  return { lines, descriptions };
}

/** A line as the sentence reader takes it: a placeholder is a value ("…", as long), a line break a space. */
const readable = (text: string) => text.replace(PLACEHOLDER, (m) => '…'.padEnd(m.length)).replace(/\n/g, ' ');

function context(files: readonly ContentFile[], today: Date, expiring: readonly string[]): Context {
  const ctx: Context = { ...settingsOf(files, today), expiring, lines: [], descriptions: [], said: [], files };
  for (const file of files) {
    const { lines, descriptions } = linesOf(file);
    ctx.lines.push(...lines);
    ctx.descriptions.push(...descriptions);
  }
  const reading = { authorised: ctx.authorised, today };
  // A fact is read whole, its value and wording together (factSays), not line by line.
  for (const line of ctx.lines.filter((l) => l.file !== FACTS_FILE))
    for (const finding of readText(readable(line.text), reading)) ctx.said.push({ line, finding });
  return ctx;
}

const byPlace = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || a.line - b.line;

/**
 * Every problem in the source files (content/ and the site's own pages and components), in file and
 * line order. `expiring` overrides `expiringKinds` (to try a kind's expiry before switching it on).
 */
export function checkClaims({
  files,
  today,
  expiring = expiringKinds,
}: {
  files: readonly ContentFile[];
  today: Date;
  expiring?: readonly string[];
}): Problem[] {
  const ctx = context(files, today, expiring);
  return rules.flatMap((r) => r.check(ctx).map((p) => ({ ...p, rule: r.id }))).sort(byPlace);
}

// ---------------------------------------------------------------------------------------------
// Reading what a visitor receives

/** A built page or a rendered e-mail, as the blocks of text a visitor reads. */
export interface Rendered {
  /** A page's address ("/landing") or an e-mail's name ("e-mail contact/ack"). */
  page: string;
  /** Its file in dist/, or the template that wrote it. */
  file: string;
  blocks: readonly TextBlock[];
  /** A built page's HTML, for the rules that read where its parts are (the risk section). */
  html?: string;
}

/** A paragraph this long is a long paragraph: printed twice on one page, it is wallpaper. */
const LONG_PARAGRAPH = 160;

/**
 * Whether a built page states a return or a term of the product, as its layout read it
 * (src/lib/regulatory/promotion.ts; BaseLayout marks its main `data-promotes`): the decision is made there.
 */
const describesTheProduct = (html: string) =>
  /<main\b[^>]*\sdata-promotes="[^"]*\b(?:return|product-term)\b/.test(html);

/**
 * Why a built page breaks the page rules, or nothing: a page that states a return or a product term
 * (src/lib/regulatory/promotion.ts) needs one risk section, before its call to action (`data-cta`); any page
 * that links to the section needs it.
 */
function riskSectionProblems(page: string, html: string): string[] {
  const sections = html.match(/\sdata-risk-section\b/g)?.length ?? 0;
  const at = html.search(/\sdata-risk-section\b/);
  const cta = html.search(/\sdata-cta\b/);
  const out: string[] = [];
  if (describesTheProduct(html)) {
    if (sections === 0)
      out.push(
        `${page} promotes the investment (it states a return or a product term: src/lib/regulatory/promotion.ts) but has no "What could go wrong" section: put <RiskSection /> before its call to action`,
      );
    if (cta < 0)
      out.push(
        `${page} promotes the investment but marks no call to action: give the section with its main button \`cta\` (data-cta), so the risk section can be checked to come first`,
      );
    else if (at > cta)
      out.push(
        `${page}: the "What could go wrong" section comes after the call to action: move <RiskSection /> before it, where the decision is made`,
      );
  } else if (html.includes(`href="#${RISK_SECTION_ID}"`) && sections === 0)
    out.push(`${page} links to "What could go wrong" but has no such section: put <RiskSection /> on it`);
  if (sections > 1)
    out.push(`${page} has ${sections} "What could go wrong" sections: one is enough, before the call to action`);
  return out;
}

/** Where the words of a sentence were written, if they can be found in the sources (at most three places). */
function tracer(sources: readonly ContentFile[]) {
  let index: Line[] | undefined;
  const flat = (s: string) => s.replace(/[‘’]/g, "'").replace(/\s+/g, ' ').toLowerCase();
  return (phrase: string): string[] => {
    index ??= sources.flatMap((f) => linesOf(f).lines.map((l) => ({ ...l, text: flat(l.text) })));
    const want = flat(phrase);
    return index
      .filter((l) => l.text.includes(want))
      .slice(0, 3)
      .map((l) => `${l.file}:${l.line}`);
  };
}

const DESCRIPTION = /^(?:meta description|og:description|twitter:description|feed description)$/;

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

/**
 * Every problem in what the visitor receives: the sentence rules over every block of every built page
 * and e-mail, with the facts as rendered (a comparison rate, a past return shown with its source and
 * warning, a security claim whose wording the facts file qualifies), and the description rule over
 * descriptions. `files` gives the facts and settings, and the sources that words are traced back to.
 */
export function checkRendered(
  pages: readonly Rendered[],
  { files, today }: { files: readonly ContentFile[]; today: Date },
): Problem[] {
  const s = settingsOf(files, today);
  const trace = tracer(files);
  const rates = s.facts.filter((f) => f.kind === 'rate').map((f) => f.value);
  // A security claim shown as the facts file words it. A figure alone ("100%") qualifies nothing: it counts only
  // with its wording, or "your money is 100% safe" would pass.
  const security = s.facts
    .filter((f) => f.kind === 'security')
    .map((f) => (/\p{L}/u.test(f.value) ? f.value : `${f.value} ${f.wording}`));
  const historic = s.facts.filter((f) => f.kind === 'return' && f.timing === 'historic');
  const out: Problem[] = [];
  const seen = new Set<string>();
  const read = new Map<string, Finding[]>();
  for (const { page, file, blocks, html } of pages) {
    const all = blocks.map((b) => b.text).join('\n');
    // A past return counts as shown through the facts file only where the page carries its source and warning.
    const pastReturns = historic
      .filter((f) => PAST_PERFORMANCE.test(all) && (!f.source?.name || all.includes(f.source.name)))
      .map((f) => `${f.value} ${f.wording}`);
    const facts: RenderedFacts = { rates, security, pastReturns };
    if (html)
      for (const message of riskSectionProblems(page, html))
        out.push({ file, line: 0, page, rule: 'risk-section', message, where: 'the page' });
    // The same long paragraph twice on one page (not a description, which its copies repeat by design).
    if (page.startsWith('/')) {
      const seen = new Map<string, number>();
      for (const b of blocks.filter((x) => x.where === 'text' && x.text.length >= LONG_PARAGRAPH))
        seen.set(b.text, (seen.get(b.text) ?? 0) + 1);
      for (const [text, n] of seen)
        if (n > 1)
          out.push({
            file,
            line: 0,
            page,
            rule: 'repeated-paragraph',
            message: `the same ${text.length}-character paragraph is printed ${n} times: say it once, where it matters (the risk section), and a short line beside each figure`,
            where: `"${text.slice(0, 117)}…"`,
          });
    }
    for (const b of blocks) {
      const problem = (rule: RuleId, message: string, sentence: string, claim?: { index: number; length: number }) => {
        const words = sentence.trim();
        const excerpt = words.length > 120 ? `${words.slice(0, 117)}…` : words;
        // The sentence, else the claim with the words around it: a lone word would be found everywhere.
        const candidates = [
          words.length <= 160 ? words : '',
          ...(claim ? [around(sentence, claim, 2), around(sentence, claim, 1)] : []),
        ].filter((c) => /\S\s+\S/.test(c));
        const from = candidates.map(trace).find((f) => f.length);
        // An e-mail's hidden preview repeats its first paragraph: one problem is enough.
        const key = `${page}|${b.where}|${excerpt}|${message}`;
        if (seen.has(key)) return;
        seen.add(key);
        out.push({
          file,
          line: 0,
          page,
          rule,
          message,
          where: `${b.where === 'text' ? '' : `${b.where}: `}"${excerpt}"`,
          ...(from ? { from } : {}),
        });
      };
      // The header and footer repeat on every page: each distinct block is read once.
      const key = `${pastReturns.join('|')}\u0000${b.text}`;
      const findings = read.get(key) ?? readText(b.text, { authorised: s.authorised, today, facts });
      read.set(key, findings);
      for (const f of findings) {
        const start = Math.max(0, b.text.lastIndexOf('. ', f.index) + 1);
        const stop = b.text.indexOf('. ', f.index + f.length);
        const sentence = b.text.slice(start, stop < 0 ? undefined : stop + 1);
        problem(f.rule, f.message, sentence, { index: f.index - start, length: f.length });
      }
      for (const p of sinceProblems(b.text, s.facts)) {
        const start = Math.max(0, b.text.lastIndexOf('. ', p.index) + 1);
        const stop = b.text.indexOf('. ', p.index);
        problem('since-date', p.message, b.text.slice(start, stop < 0 ? undefined : stop + 1), {
          index: p.index - start,
          length: p.length,
        });
      }
      if (DESCRIPTION.test(b.where)) {
        const why = returnInDescription(b.text, []);
        if (why)
          problem(
            'return-in-description',
            `the ${b.where} states a return (${why}): describe the page, and leave the figure to the page, beside its risk warning`,
            b.text,
          );
      }
    }
  }
  return out;
}

/**
 * The claims a short text with no page around it makes (a share card, structured data): a guarantee,
 * protection or regulation, and "secured", "repaid" or "safe" without their limits; each message says
 * what to write instead.
 */
export function unqualifiedIn(text: string, authorised: boolean, today = new Date()): string[] {
  return readText(text, { authorised, today })
    .filter((f) => f.rule === 'unqualified-claim' || f.rule === 'unqualified-safety')
    .map((f) => f.message);
}

/** Problems in descriptions put together outside a page (a share card's words): the description rule. */
export function checkPageDescriptions(pages: readonly { file: string; description: string }[]): Problem[] {
  return pages.flatMap(({ file, description }) => {
    const why = returnInDescription(description, []);
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
