/**
 * The hub's and the quiz's content files: they parse through the collection schemas, their
 * references resolve, a mistake is reported with its file, and what ships keeps the hub's rules.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog, ContentError, type CatalogInput } from '../../../../src/features/learn/catalog';
import { lessonContent, toBlocks } from '../../../../src/features/learn/lessonContent';
import { completeLesson, emptyLearner } from '../../../../src/features/learn/progress';
import { learningModuleSchema } from '../../../../src/collections/learningModule';
import { literacyQuestionSchema } from '../../../../src/collections/literacyQuestion';
import { literacyAchievementSchema } from '../../../../src/collections/literacyAchievement';
import { learningContent, lessonFiles, literacyContent, parseLesson, parseList, root } from '../../../support/content';

const content = learningContent();
const catalog = buildCatalog(content.input);
const text = (file: string) => readFileSync(resolve(root, file), 'utf8');
const clone = (input: CatalogInput): CatalogInput => structuredClone(input);

/** The most points the hub can award: every lesson finished with a perfect quiz, every badge earned. */
function maxPoints(): number {
  let state = emptyLearner();
  for (const m of catalog.modules) {
    for (const l of m.lessons)
      state = completeLesson(
        state,
        { moduleId: m.id, lessonId: l.id, quizScore: l.hasQuiz ? 100 : undefined },
        catalog,
      ).state;
  }
  return state.score;
}

// What an editor may change freely (titles, figures, how many modules or rows) is not pinned here;
// what the hub relies on is.
describe("learning hub content keeps the hub's rules", () => {
  const lessons = catalog.modules.flatMap((m) => m.lessons);

  it('every module has lessons, and its minutes are the sum of theirs', () => {
    expect(catalog.modules.length).toBeGreaterThan(0);
    for (const m of catalog.modules) {
      expect(m.lessons.length, m.id).toBeGreaterThan(0);
      expect(m.estimatedTime, m.id).toBe(m.lessons.reduce((sum, l) => sum + l.estimatedTime, 0));
    }
  });

  it('every badge has a rule, and a module badge names a module of the hub', () => {
    const modules = new Set(catalog.modules.map((m) => m.id));
    expect(new Set(catalog.badges.map((b) => b.id)).size).toBe(catalog.badges.length);
    for (const b of catalog.badges)
      if (b.rule.kind === 'module-complete') expect(modules, b.id).toContain(b.rule.module);
  });

  it('the sample leaderboard is ranked 1 to n, scores falling with rank, none above what the hub can award', () => {
    const rows = [...content.leaderboard].sort((a, b) => a.rank - b.rank);
    const most = maxPoints();
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
    rows.forEach((r, i) => {
      if (i > 0) expect(r.score, `rank ${r.rank}`).toBeLessThan(rows[i - 1]!.score);
      expect(r.score, `rank ${r.rank}`).toBeLessThanOrEqual(most);
    });
  });

  it('every achievement level can be reached: within the lessons and points the hub has, rising level by level', () => {
    const most = maxPoints();
    content.levels.forEach((l, i) => {
      if (l.lessons !== 'all') expect(l.lessons, l.title).toBeLessThanOrEqual(lessons.length);
      expect(l.points, l.title).toBeLessThanOrEqual(most);
      if (i > 0) expect(l.points, l.title).toBeGreaterThan(content.levels[i - 1]!.points);
    });
  });

  it('teaches the rules in force in November 2026 (update with the lessons when they change)', () => {
    const all = lessonFiles().map(text).join('\n');
    for (const fact of [
      '3.75% in December 2025',
      'EPC C, or its equivalent on the reformed certificates, by 1 October 2030',
      'the law that brings it in has still to be passed',
      'from 1 May 2026',
      '22%, 42% and 47%',
      '£859.38',
    ])
      expect(all).toContain(fact);
  });
});

describe("literacy quiz content keeps the quiz's rules", () => {
  const { questions, achievements } = literacyContent();

  it('questions are numbered 1 to n, each with four options and its answer among them', () => {
    expect(questions.map((q) => q.id)).toEqual(questions.map((_, i) => i + 1));
    for (const q of questions) {
      expect(q.options, `question ${q.id}`).toHaveLength(4);
      expect(q.correctAnswer, `question ${q.id}`).toBeGreaterThanOrEqual(0);
      expect(q.correctAnswer, `question ${q.id}`).toBeLessThan(4);
    }
  });

  it('every question names lessons the hub has, so a wrong answer leads somewhere', () => {
    for (const q of questions) {
      expect(q.lessons.length, `question ${q.id}`).toBeGreaterThan(0);
      for (const l of q.lessons) expect(l.title, `question ${q.id}`).not.toMatch(/^unknown lesson/);
    }
  });

  it('badge and achievement names are unique across the hub and the quiz', () => {
    const names = [...catalog.badges.map((b) => b.title), ...achievements.map((a) => a.title)];
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('no badge or achievement names a skill at investing: a quiz score is not a qualification', () => {
    const titles = (schema: { shape: { title: { safeParse: (t: string) => { success: boolean } } } }, ...t: string[]) =>
      t.map((title) => schema.shape.title.safeParse(title).success);
    expect(titles(literacyAchievementSchema, 'Investment Guru', 'Property Expert', 'Property Pro')).toEqual([
      false,
      false,
      false,
    ]);
    expect(titles(literacyAchievementSchema, 'Ten Right Answers', 'Quiz Master', 'First Steps')).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('achievements have distinct ids and a progress of at least one step', () => {
    expect(new Set(achievements.map((a) => a.id)).size).toBe(achievements.length);
    for (const a of achievements) expect(a.maxProgress, a.id).toBeGreaterThanOrEqual(1);
  });

  it('rejects a question without exactly four options', () => {
    const bad = `- { id: 1, category: Property Basics, question: Q?, options: [a, b, c], correctAnswer: 0, explanation: E }`;
    expect(() => parseList(literacyQuestionSchema, bad, 'content/literacy/questions.yaml')).toThrow(/options/);
  });
});

describe('a mistake fails with the file named', () => {
  const lessonFile = 'content/learning/lessons/what-is-inflation.yaml';

  it('a lesson naming a module that does not exist', () => {
    const input = clone(content.input);
    input.lessons[0]!.data.module = 'inflation-basic';
    expect(() => buildCatalog(input)).toThrow(ContentError);
    expect(() => buildCatalog(input)).toThrow(
      new RegExp(`${input.lessons[0]!.filePath}: module 'inflation-basic' is not in`),
    );
  });

  it("a module whose minutes are not the sum of its lessons'", () => {
    const input = clone(content.input);
    input.modules.find((m) => m.id === 'compound-interest')!.data.estimatedTime = 21;
    expect(() => buildCatalog(input)).toThrow(
      /modules\.yaml: module 'compound-interest' says 21 minutes but its lessons add up to 20/,
    );
  });

  it('a badge rule naming a module that does not exist, or an unknown category', () => {
    const input = clone(content.input);
    const badge = input.badges.find((b) => b.id === 'risk-assessor')!;
    badge.data.rule = { kind: 'module-complete', module: 'risk' };
    badge.data.category = 'skills';
    expect(() => buildCatalog(input)).toThrow(/badges\.yaml: badge 'risk-assessor' names unknown module 'risk'/);
    expect(() => buildCatalog(input)).toThrow(/badges\.yaml: badge 'risk-assessor' has unknown category 'skills'/);
  });

  it('two lessons of a module with the same order, or a module with no lessons', () => {
    const input = clone(content.input);
    input.lessons.find((l) => l.id === 'location-analysis')!.data.order = 1;
    input.lessons = input.lessons.filter((l) => l.data.module !== 'compound-interest');
    const error = (() => {
      try {
        buildCatalog(input);
      } catch (e) {
        return e as ContentError;
      }
    })();
    expect(error?.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("module 'compound-interest' has no lessons"),
        expect.stringContaining("two lessons of 'property-investment-basics' have order 1"),
      ]),
    );
  });

  it('a quiz answer index outside its options', () => {
    const broken = text(lessonFile).replace('      correctAnswer: 3\n', '      correctAnswer: 4\n');
    expect(() => parseLesson(broken, lessonFile)).toThrow(/correctAnswer must be the index of one of the options/);
  });

  it('a mistyped key (strict objects)', () => {
    const broken = text(lessonFile).replace('estimatedTime: 12', 'estimatedTme: 12');
    expect(() => parseLesson(broken, lessonFile)).toThrow(/estimatedTme/);
    expect(() =>
      parseList(
        learningModuleSchema,
        '- { id: a, order: 1, title: T, description: D, icon: home, difficulty: beginner, estimatedTime: 5, colour: red }',
        'm.yaml',
      ),
    ).toThrow(/colour/);
  });

  it('an image that is not there', () => {
    const broken = text('content/learning/lessons/types-of-risk.yaml').replace('risk-matrix.svg', 'risk-matrx.svg');
    expect(() => parseLesson(broken, 'content/learning/lessons/types-of-risk.yaml')).toThrow(/image not found/);
  });
});

describe('lesson content served to the hub', () => {
  it('splits text on blank lines and turns "- " lines into a list', () => {
    expect(toBlocks('One\nline.\n\n- a\n- b\n\n  Two.  ')).toEqual([
      { kind: 'p', text: 'One line.' },
      { kind: 'ul', items: ['a', 'b'] },
      { kind: 'p', text: 'Two.' },
    ]);
  });

  it('passes the inflation widget its CPI factors, and refuses a year outside them', () => {
    const lesson = content.lessons.find((l) => l.id === 'what-is-inflation')!;
    const cpi = { latest: 'August 2026', firstYear: 1988, factors: [2.967, 2.8] };
    const image = () => ({ src: '/x.svg', width: 1, height: 1 });
    expect(() => lessonContent(lesson.id, lesson.data, { cpi, image })).toThrow(
      /fromYear 2000 is outside the CPI data \(1988–1989\)/,
    );
    const ok = lessonContent(lesson.id, { ...lesson.data }, { cpi: { ...cpi, factors: Array(39).fill(2) }, image });
    const step = ok.steps.find((s) => s.type === 'interactive');
    expect(
      step?.type === 'interactive' && step.widget.kind === 'inflation-buying-power' && step.widget.cpi.latest,
    ).toBe('August 2026');
  });
});

describe("the editors' examples in docs/content.md", () => {
  const doc = text('docs/content.md');
  const blocks = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);

  it('a new lesson, added as docs/content.md says, builds', () => {
    const lessonYaml = blocks.find((b) => b.startsWith('module:'))!;
    const lesson = parseLesson(lessonYaml, 'content/learning/lessons/reading-a-lease.yaml');
    const input = clone(content.input);
    input.lessons.push(lesson);
    expect(() => buildCatalog(input)).toThrow(/'risk-assessment' says 30 minutes but its lessons add up to 40/);
    input.modules.find((m) => m.id === 'risk-assessment')!.data.estimatedTime = 40;
    expect(
      buildCatalog(input)
        .modules.find((m) => m.id === 'risk-assessment')!
        .lessons.map((l) => l.id),
    ).toEqual(['types-of-risk', 'risk-management', 'reading-a-lease']);
  });

  it('a new literacy question, added as docs/content.md says, parses', () => {
    const questionYaml = blocks.find((b) => b.startsWith('- id: 9'))!;
    expect(
      parseList(literacyQuestionSchema, questionYaml, 'content/literacy/questions.yaml')[0]!.data.correctAnswer,
    ).toBe(1);
  });
});
