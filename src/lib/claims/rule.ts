/**
 * The shape of a claims rule, laid out as ESLint lays out a lint rule: one file in `rules/` per rule, holding
 * its id, what it refuses and why, the hooks it reads through, and its own valid and invalid examples, which
 * are its tests (tests/unit/lib/claims/rules.test.ts runs every rule's examples; no build, no server).
 *
 * To add a rule: write `rules/<id>.ts` exporting `rule` (`satisfies Rule`), with at least one valid and one
 * invalid example; add it to `rules/all.ts`; give it a row in docs/content.md. A rule reads through any of
 * three hooks, which the runner (run.ts) calls before the build (the sources) and after it (every built page
 * and e-mail):
 *
 * - `text(text, ctx)`: each run of text a visitor reads, whole (a paragraph, a description, an alt text), with
 *   `ctx.where` saying what it is; returns hits at offsets in `text`, which the runner turns into a file and
 *   line, or a page and the sentence;
 * - `sources(ctx)`: the content and the pages' sources once (the facts, each file's text), for rules about
 *   structure (a fact's fields, a testimonial's figure); returns problems at a file and line;
 * - `page(page, ctx)`: each built page and e-mail (its text blocks and, for a page, its parsed tree);
 * - `studies(studies, ctx)`: the case studies once, as resolved records (their property and headline figures),
 *   for rules across studies; returns problems at a study's file.
 *
 * A rule is pure: text in, problems out, no file or network read, so the editor at /admin runs the same rules
 * in its preview. A rule marked `note` never stops the build: what it finds goes to the approver, in the
 * approval pack, as a note with the rule's `why`.
 */
import type { HtmlDocument } from '../html.ts';
import type { TextBlock } from './pageText.ts';

export interface Rule {
  /** kebab-case, printed after each problem ("[unqualified-claim]"). */
  id: string;
  /** What it refuses, in one line, with an example or two in quotation marks. */
  refuses: string;
  /** Why a financial promotion may not say it. */
  why: string;
  /** Only a note for the approver (the approval pack); the build does not stop on it. */
  note?: boolean;
  text?: (text: string, ctx: TextContext) => Hit[];
  sources?: (ctx: SourceContext) => Found[];
  page?: (page: Rendered, ctx: ReadingContext) => PageFound[];
  studies?: (studies: readonly CaseStudyRecord[], ctx: ReadingContext) => Found[];
  /** Its tests: what it lets through and what it refuses (an invalid example may name a message it must give). */
  examples: { valid: readonly Example[]; invalid: readonly (Example | Expected)[] };
}

/**
 * An example of a rule, run through the same runner as the build:
 * - a string: a sentence in a content file (`content/points.yaml`), as an editor would type it;
 * - `{ text, rendered?, where?, authorised?, facts? }`: the same with the site settings and facts it needs; with
 *   `rendered`, a block of text on a built page instead (facts filled in, as a visitor reads it);
 * - `{ files }`: a small project's files (content/…, src/…: `.astro`, `.ts` and `.tsx` files read as the build reads them);
 * - `{ page, html }`: a built page at that address (with `facts`, and `site` for content/site.json's other settings);
 * - `{ studies }`: the case studies as resolved records.
 * `today` is 24 November 2026 unless the example says otherwise.
 */
export type Example =
  | string
  | { text: string; rendered?: boolean; where?: string; authorised?: boolean; facts?: string; today?: string }
  | { files: Readonly<Record<string, string>>; today?: string }
  | { page: string; html: string; facts?: string; site?: Readonly<Record<string, unknown>>; today?: string }
  | { studies: readonly CaseStudyRecord[]; today?: string };

/** An invalid example with the message it must give, word for word. */
type Expected = Exclude<Example, string> & { message: string };

/** A claim found in a run of text: where it is, and what the editor sees. */
export interface Hit {
  index: number;
  length: number;
  message: string;
}

/** A problem at a file and line (1-based; 0 for a built page or an e-mail). */
export interface Found {
  file: string;
  line: number;
  message: string;
}

/** A problem on a built page or e-mail, with where on it ("the page", or the text). */
export interface PageFound {
  message: string;
  where: string;
}

/** An entry of content/facts.yaml, with its line. */
export interface Fact {
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
  example?: boolean;
  line: number;
}

/** What every hook may know: the day, the firm's status, the facts. */
export interface ReadingContext {
  today: Date;
  /** content/site.json says the firm is authorised by the FCA, so the regulatory words are its to use. */
  authorised: boolean;
  facts: readonly Fact[];
  /** The line every testimonial carries (content/site.json, testimonialCaveat), where the settings are read. */
  testimonialCaveat?: string;
}

export interface TextContext extends ReadingContext {
  /** What the text is: "text", "description" (a page description in the sources), or a built page's block kind ("meta description", "alt", "island", …). */
  where: string;
  /** Rendered text only (a built page, an e-mail, the editor's preview), where facts are already filled in. */
  shown?: RenderedFacts;
  /** Set while a fact's own value and wording are read. */
  fact?: Fact;
  /** In the sources, the text as written, `{{placeholders}}` and all (`text` has each read as "…"). */
  raw?: string;
}

/** What the facts file may put on a rendered page, each checked at its own line in the facts file. */
export interface RenderedFacts {
  /** Comparison-rate values ("2.48%"): a rate shown through the facts file. */
  rates: readonly string[];
  /** Past returns as shown ("8–15% a year paid to our lenders, 2020–2024"), with their basis on the page. */
  pastReturns: readonly string[];
  /** Security claims as shown ("Secured Against Property"), qualified by their wording in the facts file. */
  security: readonly string[];
}

/** A run of text a visitor can read in a source file, with where it starts. */
export interface Line {
  file: string;
  line: number;
  text: string;
  /** "description" for a page description; "text" otherwise. */
  where: string;
  /** The line of an offset in `text`, where the text is not the file's own lines (a YAML value folded onto one). */
  lineOf?: (index: number) => number;
}

/** A source file: its text, and for page code (.astro, .ts, .tsx) the runs of words it puts on a page. */
export interface SourceFile {
  /** Path from the project root with forward slashes, e.g. "content/facts.yaml". */
  path: string;
  text: string;
  /** The words a page's code shows, as src/lib/claims/sourceText.ts reads them (the build passes them in). */
  runs?: readonly { line: number; text: string }[];
}

interface SourceContext extends ReadingContext {
  /** Kinds of fact whose every entry must carry maxAgeMonths. */
  expiring: readonly string[];
  /** Every run of text a visitor reads in the sources, facts.yaml aside (its facts are read whole). */
  lines: readonly Line[];
  files: readonly SourceFile[];
}

/** A built page or a rendered e-mail, as the blocks of text a visitor reads. */
export interface Rendered {
  /** A page's address ("/landing") or an e-mail's name ("e-mail contact/ack"). */
  page: string;
  /** Its file in dist/, or the template that wrote it. */
  file: string;
  blocks: readonly TextBlock[];
  /** A built page's tree, for the rules that read where its parts are (the risk section). */
  document?: HtmlDocument;
}

/** A figure as the deal model gives it (src/lib/deal/figures.ts): its label, value and what it rests on. */
export interface HeadlineFigure {
  label: string;
  text: string;
  /** "estimate", "inferred", "not itemised", "part not itemised", "to check". */
  doubts?: readonly string[];
}

/** A case study as the rules across studies read it (src/lib/deal/study.ts resolves it). */
export interface CaseStudyRecord {
  /** The study's file, content/case-studies/<slug>.mdx. */
  file: string;
  title: string;
  /** As the Land Registry has it; compared without case, spaces or punctuation. */
  address?: string;
  purchasePrice: number;
  /** Completion of the purchase. */
  purchased?: Date;
  /** The returns the hero and the card show, by key. */
  headline: readonly { key: string; figure: HeadlineFigure }[];
}
