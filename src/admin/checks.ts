/**
 * What the build would say about an entry, before it is saved: the collection's schema (the very one
 * the build parses with), the claims rules (src/lib/claims.ts), a case study's figures worked out by
 * the page's own code, and an MDX body compiled and read as the page would render it. Errors stop
 * the save and are listed in the preview; notices concern other files (a module's minutes that no
 * longer add up, a rate gone stale) and are shown without stopping it.
 */
import { z } from 'astro/zod';
import { checkClaims, checkRendered, FACTS_FILE, SITE_FILE, type ContentFile } from '../lib/claims';
import { bodyText, checkBody } from '../lib/contentCode';
import { frontmatter } from '../lib/contentYaml';
import { buildCatalog, ContentError, type CatalogInput } from '../features/learn/catalog';
import { badgeCategorySchema, badgeSchema } from '../collections/badge';
import { figuresSchema } from '../collections/caseStudy';
import { learningModuleSchema } from '../collections/learningModule';
import { checkStudies, resolveStudy, type CaseStudyData, type Study } from '../lib/deal/study';
import { deriveFigures, type Figures } from '../lib/deal/figures';
import { questionIdsProblem } from '../pages/_components/literacy/questionIds';
import { editorCollections, type EditorCollection } from './collections';
import { codecOf, type Codec } from './codec';
import { parse } from './formats';
import { fileText, filesIn } from './snapshot';

interface Problem {
  /** A field path ("figures.purchasePrice") or a file line ("content/posts/<slug>.mdx:12"). */
  where: string;
  message: string;
}

export interface Report {
  errors: Problem[];
  notices: Problem[];
  /** The file's path and the text a save would write, when the form can be written at all. */
  path: string;
  text?: string;
  /** A case study as its page will show it, when the entry is complete. */
  study?: Study;
  /** A case study's figures, as soon as its numbers give them. */
  figures?: Figures;
}

type Data = Record<string, unknown>;

const codecs = new Map(editorCollections.map((c) => [c.name, codecOf(c)]));
export const codecFor = (name: string): Codec | undefined => codecs.get(name);

/** Everything the build would refuse in this form's entry, and what else it would say. */
export async function checkEntry(
  collection: string,
  form: Data,
  { slug, today = new Date() }: { slug?: string; today?: Date } = {},
): Promise<Report> {
  const codec = codecs.get(collection);
  if (!codec) throw new Error(`No collection "${collection}"`);
  const c = codec.collection;
  const path = codec.pathOf(slug);
  const report: Report = { errors: [], notices: [], path };
  let written: { data: unknown; text: string };
  try {
    written = codec.write(form);
  } catch (e) {
    report.errors.push({ where: 'form', message: (e as Error).message });
    return report;
  }
  report.text = written.text;
  // Sign-off by version (docs/approval.md): changed words are published only once the approver has signed them off.
  if (written.text !== fileText(path))
    report.notices.push({
      where: 'sign-off',
      message:
        'saving this will need a new sign-off: the site publishes changed words only once the approver has approved them (docs/approval.md). Until then the preview of the site marks each page this changes "Awaiting approval: not for publication".',
    });
  const entries: unknown[] = c.list ? (Array.isArray(written.data) ? written.data : []) : [written.data];
  const parsed = entries.map((entry, i) => ({
    entry,
    result: c.schema.safeParse(entry),
    where: c.list ? itemName(c, entry, i) : '',
  }));
  for (const { result, where } of parsed)
    if (!result.success)
      report.errors.push(
        ...result.error.issues.map((issue) => ({
          where: [where, issuePath(issue)].filter(Boolean).join(' › ') || 'entry',
          message: issueMessage(issue),
        })),
      );

  const settings = [FACTS_FILE, SITE_FILE]
    .filter((f) => f !== path)
    .flatMap((f) => (fileText(f) === undefined ? [] : [{ path: f, text: fileText(f)! }]));
  const claims = checkClaims({ files: [{ path, text: written.text }, ...settings], today });
  for (const p of claims)
    (p.file === path ? report.errors : report.notices).push({
      where: `${p.file}:${p.line}`,
      message: p.file === path ? p.message : `the build will stop on another file until this is fixed: ${p.message}`,
    });

  if (c.name === 'caseStudies') {
    await checkStudy(report, form, written.data, written.text, parsed[0]!.result, slug);
    if (report.study)
      await readAsPage(report, report.study, typeof form.body === 'string' ? form.body : '', settings, today);
  } else if (c.components) await checkMdx(report, form, written.text, { components: c.components });
  if (c.name === 'lessons' && parsed[0]!.result.success)
    catalogNotices(report, {
      lessons: [
        { id: slug ?? 'new', filePath: path, data: parsed[0]!.result.data as CatalogInput['lessons'][number]['data'] },
      ],
    });
  if (c.name === 'learningModules' && parsed.every((p) => p.result.success))
    catalogNotices(report, {
      modules: parsed.map((p) => ({
        id: (p.result.data as { id: string }).id,
        filePath: path,
        data: p.result.data as CatalogInput['modules'][number]['data'],
      })),
    });
  if (c.name === 'literacyQuestions') {
    const problem = questionIdsProblem(entries.map((e) => Number((e as Data).id)));
    if (problem) report.errors.push({ where: c.list!, message: problem });
  }
  return report;
}

const itemName = (c: EditorCollection, entry: unknown, i: number) => {
  const id = (entry as Data | undefined)?.id;
  return `${c.labelSingular} ${i + 1}${typeof id === 'string' || typeof id === 'number' ? ` (${id})` : ''}`;
};
const issuePath = (issue: z.core.$ZodIssue) =>
  issue.path
    .map((p) => (typeof p === 'number' ? `[${p + 1}]` : String(p)))
    .join('.')
    .replace(/\.\[/g, '[');
/** zod's message, in an editor's words where zod's are a programmer's. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `not a field of this schema: ${issue.keys.join(', ')} (misspelt?)`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  if (issue.code === 'too_small' && issue.origin === 'string')
    return Number(issue.minimum) <= 1 ? 'required' : `at least ${issue.minimum} characters`;
  if (issue.code === 'too_big' && issue.origin === 'string') return `at most ${issue.maximum} characters`;
  if (issue.code === 'invalid_value') return `choose one of: ${issue.values.map(String).join(', ')}`;
  return issue.message;
}

/** Line of the body's first line in a frontmatter file (the editor's body starts after one blank line). */
const bodyLine = (text: string) => {
  const fm = frontmatter(text);
  return fm.yaml || fm.bodyLine > 1 ? fm.bodyLine + (/^\r?\n/.test(fm.body) ? 1 : 0) : 1;
};

async function checkMdx(
  report: Report,
  form: Data,
  text: string,
  ctx: { components: readonly string[]; figures?: string[]; tables?: string[] },
) {
  const body = typeof form.body === 'string' ? form.body : '';
  for (const p of await checkBody(body, { ...ctx, firstLine: bodyLine(text), compile: true }))
    report.errors.push({ where: `${report.path}:${p.line}`, message: p.message });
}

/** The other studies as the site has them, to check this one against (one record per property). */
function otherStudies(slug: string | undefined): { id: string; data: CaseStudyData }[] {
  const schema = codecs.get('caseStudies')!.collection.schema;
  return filesIn('content/case-studies').flatMap(([path, text]) => {
    const id = path.replace(/^.*\/|\.mdx$/g, '');
    const result = id === slug ? undefined : schema.safeParse(parse('frontmatter', text).data);
    return result?.success ? [{ id, data: result.data as CaseStudyData }] : [];
  });
}

async function checkStudy(
  report: Report,
  form: Data,
  written: unknown,
  text: string,
  result: z.ZodSafeParseResult<unknown>,
  slug: string | undefined,
) {
  const id = slug ?? 'new-case-study';
  const data = result.success ? (result.data as CaseStudyData) : undefined;
  if (data) {
    try {
      report.study = resolveStudy(id, data);
      report.figures = report.study.figures;
      const others = otherStudies(slug).flatMap((o) => {
        try {
          return [resolveStudy(o.id, o.data)];
        } catch {
          return [];
        }
      });
      for (const p of checkStudies([...others, report.study]).filter((p) => p.file.endsWith(`/${id}.mdx`)))
        report.errors.push({
          where: p.rule === 'one-record-per-property' ? 'figures' : 'highlights',
          message: p.message,
        });
    } catch (e) {
      report.errors.push({
        where: 'figures',
        message: (e as Error).message.replace(/^content\/case-studies\/[^:]+: /, ''),
      });
    }
  } else {
    // The rest of the entry is not ready: still show the figures its numbers give.
    const figures = figuresSchema.safeParse((written as Data | undefined)?.figures);
    if (figures.success && figures.data) {
      try {
        report.figures = deriveFigures(figures.data);
      } catch (e) {
        report.errors.push({ where: 'figures', message: (e as Error).message });
      }
    }
  }
  const keys = report.figures ? Object.keys(report.figures.all) : [];
  for (const [table, { rows }] of Object.entries(data?.tables ?? {})) {
    rows.forEach((row, i) => {
      if (report.figures && 'figure' in row && !keys.includes(row.figure))
        report.errors.push({
          where: `tables.${table}.rows[${i + 1}]`,
          message: `no figure "${row.figure}" in this study (its figures: ${keys.join(', ')})`,
        });
    });
  }
  await checkMdx(report, form, text, {
    components: codecs.get('caseStudies')!.collection.components!,
    figures: keys,
    tables: Object.keys(data?.tables ?? {}),
  });
}

/**
 * What the page would say, read by the rules that read the built page: the study's words with its
 * figures in place, so a claim that only appears once a figure is filled in ("returned {{roi}} a year
 * since 2020") is refused before it is saved, as the build would refuse the page.
 */
async function readAsPage(report: Report, study: Study, body: string, settings: ContentFile[], today: Date) {
  const figure = (key: string) => study.figures.all[key]?.text ?? '…';
  const rows = Object.values(study.data.tables).flatMap((t) => [
    t.caption,
    ...t.rows.map((r) =>
      'figure' in r ? `${study.figures.all[r.figure]?.label ?? ''}: ${figure(r.figure)}` : `${r.label}: ${r.value}`,
    ),
  ]);
  const words = await bodyText(body, figure);
  const texts = [
    study.data.title,
    study.lead,
    ...study.summary,
    ...study.evidenceNotes,
    ...study.timeline.flatMap((t) => [t.title, t.description]),
    ...study.highlights.map((h) => `${h.value} ${h.label}`),
    study.card.summary,
    study.cta.heading,
    study.cta.text,
    ...rows,
    ...words,
  ];
  const blocks = [
    { where: 'meta description', text: study.description },
    ...texts.map((text) => ({
      where: 'text',
      text: text.replace(/\s+/g, ' ').trim(),
    })),
  ].filter((b) => b.text);
  const known = new Set(report.errors.map((e) => e.message));
  for (const p of checkRendered([{ page: report.path, file: report.path, blocks }], { files: settings, today }))
    if (!known.has(p.message)) report.errors.push({ where: `the page would say ${p.where}`, message: p.message });
}

/** The learning catalog's cross-checks with this form's lesson or modules in place of the site's. */
function catalogNotices(report: Report, changed: Partial<Pick<CatalogInput, 'lessons' | 'modules'>>) {
  const list = <T>(path: string, schema: z.ZodType<T>) => {
    const data = parse('yaml', fileText(path) ?? '[]').data;
    return (Array.isArray(data) ? data : []).flatMap((d) => {
      const r = schema.safeParse(d);
      return r.success ? [{ id: (r.data as { id: string }).id, filePath: path, data: r.data }] : [];
    });
  };
  const lessonIds = new Set(changed.lessons?.map((l) => l.id));
  const lessons = filesIn('content/learning/lessons')
    .map(([path, text]) => ({
      id: path.replace(/^.*\/|\.yaml$/g, ''),
      filePath: path,
      data: parse('yaml', text).data as CatalogInput['lessons'][number]['data'],
    }))
    .filter((l) => !lessonIds.has(l.id));
  try {
    buildCatalog({
      modules: changed.modules ?? list('content/learning/modules.yaml', learningModuleSchema),
      lessons: [...lessons, ...(changed.lessons ?? [])],
      badges: list('content/learning/badges.yaml', badgeSchema),
      badgeCategories: list('content/learning/badge-categories.yaml', badgeCategorySchema),
    });
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    report.notices.push(
      ...e.problems.map((message) => ({
        where: 'learning hub',
        message: `the build will stop until this is fixed too: ${message}`,
      })),
    );
  }
}

/** One message for a refused save: the dialog shows it as it is. */
export function refusal(report: Report): string {
  return `Not saved: the build would refuse this. ${report.errors.map((p, i) => `(${i + 1}) ${p.where}: ${p.message}`).join(' ')} The preview lists the same.`;
}
