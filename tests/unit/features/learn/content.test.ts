/**
 * The hub's and the quiz's content files: they parse through the collection schemas, their
 * references resolve, a mistake is reported with its file, and what ships keeps the hub's rules.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalog, ContentError, type CatalogInput } from '../../../../src/features/learn/catalog';
import { lessonContent, toBlocks } from '../../../../src/features/learn/lessonContent';
import { learningModuleSchema } from '../../../../src/collections/learningModule';
import { literacyQuestionSchema } from '../../../../src/collections/literacyQuestion';
import { learningContent, lessonFiles, literacyContent, parseLesson, parseList, root } from '../../../support/content';

const content = learningContent();
const catalog = buildCatalog(content.input);
const text = (file: string) => readFileSync(resolve(root, file), 'utf8');
const clone = (input: CatalogInput): CatalogInput => structuredClone(input);

describe('learning hub content matches the spec', () => {
  it('has the four modules with their difficulty, minutes and lessons, in order', () => {
    expect(
      catalog.modules.map((m) => [m.id, m.difficulty, m.estimatedTime, m.lessons.map((l) => l.id)]),
    ).toEqual([
      ['inflation-basics', 'beginner', 25, ['what-is-inflation', 'inflation-impact-property']],
      ['compound-interest', 'beginner', 20, ['compound-basics']],
      ['property-investment-basics', 'intermediate', 35, ['property-types', 'location-analysis']],
      ['risk-assessment', 'intermediate', 30, ['types-of-risk', 'risk-management']],
    ]);
  });

  it('has quizzes on exactly what-is-inflation, compound-basics and types-of-risk', () => {
    const withQuiz = catalog.modules.flatMap((m) => m.lessons.filter((l) => l.hasQuiz).map((l) => l.id));
    expect(withQuiz).toEqual(['what-is-inflation', 'compound-basics', 'types-of-risk']);
  });

  it('has the six badges, first-lesson titled First Steps, and a rule for each', () => {
    expect(catalog.badges.map((b) => [b.id, b.rule])).toEqual([
      ['first-lesson', { kind: 'first-lesson' }],
      ['quiz-master', { kind: 'perfect-quiz' }],
      ['inflation-expert', { kind: 'module-complete', module: 'inflation-basics' }],
      ['compound-champion', { kind: 'module-complete', module: 'compound-interest' }],
      ['risk-assessor', { kind: 'module-complete', module: 'risk-assessment' }],
      ['property-pro', { kind: 'module-complete', module: 'property-investment-basics' }],
    ]);
    expect(catalog.badges[0]!.title).toBe('First Steps');
  });

  it('has ten sample leaderboard rows ranked 1 to 10, scores 1300 down to 450 (the hub awards at most 1,300)', () => {
    const rows = content.leaderboard.sort((a, b) => a.rank - b.rank);
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows[0]!.score).toBe(1300);
    expect(rows[9]!.score).toBe(450);
    expect(rows.every((r, i) => i === 0 || r.score < rows[i - 1]!.score)).toBe(true);
  });

  it('has the three achievement levels, within the seven lessons and 1,300 points the hub has', () => {
    expect(content.levels.map((l) => [l.title, l.lessons, l.points])).toEqual([
      ['Learning Enthusiast', 3, 300],
      ['Knowledge Seeker', 5, 700],
      ['Finance Master', 'all', 1200],
    ]);
  });

  it("teaches with the spec's own figures", () => {
    const all = lessonFiles().map(text).join('\n');
    for (const figure of ['325,779', '530,660', '3% to 6%', '3 to 6 months', 'around 5% through 2024']) expect(all).toContain(figure);
  });

  it('teaches the rules in force in November 2026', () => {
    const all = lessonFiles().map(text).join('\n');
    for (const fact of ['3.75% in December 2025', 'EPC C by 1 October 2030', 'from 1 May 2026', '22%, 42% and 47%', '£859.38']) expect(all).toContain(fact);
  });

  it('uses every step type, and each interactive step has a widget', () => {
    const steps = content.lessons.flatMap((l) => l.data.content);
    expect(new Set(steps.map((s) => s.type))).toEqual(new Set(['text', 'image', 'interactive']));
    expect(new Set(steps.flatMap((s) => (s.type === 'interactive' ? [s.widget.kind] : [])))).toEqual(
      new Set(['compound-growth', 'inflation-buying-power', 'rental-yield', 'cash-reserve']),
    );
  });
});

describe('literacy quiz content matches the spec', () => {
  const { questions, achievements } = literacyContent();

  it('has eight questions numbered 1 to 8, four options each, in the five categories', () => {
    expect(questions.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(questions.every((q) => q.options.length === 4 && q.correctAnswer >= 0 && q.correctAnswer < 4)).toBe(true);
    expect(new Set(questions.map((q) => q.category))).toEqual(
      new Set(['Property Basics', 'Investment Strategies', 'Returns & Yields', 'Market Knowledge', 'Risk Management']),
    );
  });

  it('has the five achievements with maxProgress 1, 1, 3, 3 and 10', () => {
    expect(achievements.map((a) => [a.id, a.maxProgress])).toEqual([
      ['first_quiz', 1],
      ['perfect_score', 1],
      ['quiz_master', 3],
      ['property_expert', 3],
      ['investment_guru', 10],
    ]);
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
    expect(() => buildCatalog(input)).toThrow(new RegExp(`${input.lessons[0]!.filePath}: module 'inflation-basic' is not in`));
  });

  it("a module whose minutes are not the sum of its lessons'", () => {
    const input = clone(content.input);
    input.modules.find((m) => m.id === 'compound-interest')!.data.estimatedTime = 21;
    expect(() => buildCatalog(input)).toThrow(/modules\.yaml: module 'compound-interest' says 21 minutes but its lessons add up to 20/);
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
    expect(() => parseList(learningModuleSchema, '- { id: a, order: 1, title: T, description: D, icon: home, difficulty: beginner, estimatedTime: 5, colour: red }', 'm.yaml')).toThrow(/colour/);
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
    expect(() => lessonContent(lesson.id, lesson.data, { cpi, image })).toThrow(/fromYear 2000 is outside the CPI data \(1988–1989\)/);
    const ok = lessonContent(lesson.id, { ...lesson.data }, { cpi: { ...cpi, factors: Array(39).fill(2) }, image });
    const step = ok.steps.find((s) => s.type === 'interactive');
    expect(step?.type === 'interactive' && step.widget.kind === 'inflation-buying-power' && step.widget.cpi.latest).toBe('August 2026');
  });
});

describe("the README's examples for editors", () => {
  const readme = text('README.md');
  const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);

  it('a new lesson, added as the README says, builds', () => {
    const lessonYaml = blocks.find((b) => b.startsWith('module:'))!;
    const lesson = parseLesson(lessonYaml, 'content/learning/lessons/reading-a-lease.yaml');
    const input = clone(content.input);
    input.lessons.push(lesson);
    expect(() => buildCatalog(input)).toThrow(/'risk-assessment' says 30 minutes but its lessons add up to 40/);
    input.modules.find((m) => m.id === 'risk-assessment')!.data.estimatedTime = 40;
    expect(buildCatalog(input).modules.find((m) => m.id === 'risk-assessment')!.lessons.map((l) => l.id)).toEqual([
      'types-of-risk',
      'risk-management',
      'reading-a-lease',
    ]);
  });

  it('a new literacy question, added as the README says, parses', () => {
    const questionYaml = blocks.find((b) => b.startsWith('- id: 9'))!;
    expect(parseList(literacyQuestionSchema, questionYaml, 'content/literacy/questions.yaml')[0]!.data.correctAnswer).toBe(1);
  });
});
