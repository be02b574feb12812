/**
 * The hub's learner rules (with the departures in docs/decisions.md), on the real catalog: every
 * badge and its rule, points, best scores, and the module and overall progress figures.
 */
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../src/features/learn/catalog';
import {
  completeLesson,
  emptyLearner,
  firstUnfinishedLesson,
  moduleAction,
  moduleProgress,
  overallProgress,
  lessonQuizPercent,
  recentBadges,
  type Completion,
  type LearnerState,
} from '../../../../src/features/learn/progress';
import { learningContent } from '../../../support/content';

const catalog = buildCatalog(learningContent().input);
const module = (id: string) => catalog.modules.find((m) => m.id === id)!;

/** Applies completions in order; returns the final state and the badge ids each one earned. */
function run(steps: Completion[], from: LearnerState = emptyLearner()) {
  let state = from;
  const earned: string[][] = [];
  const points: number[] = [];
  for (const step of steps) {
    const result = completeLesson(state, step, catalog);
    state = result.state;
    earned.push(result.newBadges.map((b) => b.id));
    points.push(result.points);
  }
  return { state, earned, points };
}

const lesson = (moduleId: string, lessonId: string, quizScore?: number): Completion => ({
  moduleId,
  lessonId,
  quizScore,
});
const whatIsInflation = (score: number) => lesson('inflation-basics', 'what-is-inflation', score);
const impact = lesson('inflation-basics', 'inflation-impact-property');

describe('completing a lesson', () => {
  it("records it as strings: completed 'true', the score, timeSpent '10'", () => {
    const { state } = run([impact]);
    expect(state.progress).toEqual({
      'inflation-basics-inflation-impact-property': { completed: 'true', score: '100', timeSpent: '10' },
    });
  });

  it('scores 100 for a lesson without a quiz and the quiz percentage otherwise, added to the total', () => {
    expect(run([impact]).points[0]).toBe(100 + 100); // lesson + First Steps
    const { state, points } = run([whatIsInflation(75)]);
    expect(points[0]).toBe(75 + 100);
    expect(state.score).toBe(175);
    expect(state.progress['inflation-basics-what-is-inflation']!.score).toBe('75');
  });

  it('keeps the best score and adds only an improvement, so repeating a lesson farms nothing', () => {
    const { state, points } = run([whatIsInflation(50), whatIsInflation(25), whatIsInflation(75), impact, impact]);
    expect(points).toEqual([50 + 100, 0, 25, 100 + 100, 0]); // First Steps, then the Inflation Basics badge with the second lesson
    expect(state.progress['inflation-basics-what-is-inflation']!.score).toBe('75');
    expect(state.score).toBe(375);
  });

  it("counts a lesson complete only when its flag is exactly 'true'", () => {
    const state: LearnerState = {
      ...emptyLearner(),
      progress: { 'compound-interest-compound-basics': { completed: 'yes', score: '100', timeSpent: '10' } },
    };
    expect(moduleProgress(state, module('compound-interest')).done).toBe(0);
  });
});

describe('badges (each adds 100 points; never removed; judged after the completion)', () => {
  it('first-lesson (First Steps): awarded by the first completion only', () => {
    const { earned } = run([impact, lesson('risk-assessment', 'risk-management')]);
    expect(earned).toEqual([['first-lesson'], []]);
  });

  it('quiz-master: a quiz scored exactly 100%, not 75%, and not a lesson without a quiz', () => {
    expect(run([impact]).earned[0]).not.toContain('quiz-master');
    expect(run([whatIsInflation(75)]).earned[0]).not.toContain('quiz-master');
    expect(run([whatIsInflation(99)]).earned[0]).not.toContain('quiz-master');
    const { earned, points } = run([whatIsInflation(100)]);
    expect(earned[0]).toEqual(['first-lesson', 'quiz-master']);
    expect(points[0]).toBe(100 + 200);
  });

  it('inflation-expert: with the second Inflation Basics lesson, judged on the state after it', () => {
    const { earned, state } = run([whatIsInflation(75), impact]);
    expect(earned).toEqual([['first-lesson'], ['inflation-expert']]);
    expect(state.score).toBe(75 + 100 + 100 + 100);
  });

  it('compound-champion: finishing Compound Interest (one lesson) awards it at once', () => {
    expect(run([lesson('compound-interest', 'compound-basics', 50)]).earned[0]).toEqual([
      'first-lesson',
      'compound-champion',
    ]);
  });

  it('risk-assessor: after both Risk Assessment lessons', () => {
    const { earned } = run([
      lesson('risk-assessment', 'types-of-risk', 75),
      lesson('risk-assessment', 'risk-management'),
    ]);
    expect(earned).toEqual([['first-lesson'], ['risk-assessor']]);
  });

  it('property-pro: after both Property Investment Basics lessons', () => {
    const { earned } = run([
      lesson('property-investment-basics', 'location-analysis'),
      lesson('property-investment-basics', 'property-types'),
    ]);
    expect(earned).toEqual([['first-lesson'], ['property-pro']]);
  });

  it('are awarded once and never removed, even when a later quiz scores lower', () => {
    const { state, earned } = run([whatIsInflation(100), whatIsInflation(100), whatIsInflation(25)]);
    expect(earned).toEqual([['first-lesson', 'quiz-master'], [], []]);
    expect(state.achievements).toEqual(['first-lesson', 'quiz-master']);
  });

  it('every lesson of the catalog gives all six badges and the full score', () => {
    const all = catalog.modules.flatMap((m) => m.lessons.map((l) => lesson(m.id, l.id, l.hasQuiz ? 100 : undefined)));
    const { state } = run(all);
    expect([...state.achievements].sort()).toEqual(catalog.badges.map((b) => b.id).sort());
    expect(state.score).toBe(7 * 100 + 6 * 100);
    expect(overallProgress(state, catalog)).toEqual({ done: 7, total: 7, percent: 100 });
  });

  it('lists the last three earned, newest first', () => {
    const { state } = run([whatIsInflation(100), impact, lesson('compound-interest', 'compound-basics', 100)]);
    expect(state.achievements).toEqual(['first-lesson', 'quiz-master', 'inflation-expert', 'compound-champion']);
    expect(recentBadges(state, catalog).map((b) => b.id)).toEqual([
      'compound-champion',
      'inflation-expert',
      'quiz-master',
    ]);
  });
});

describe('progress figures', () => {
  it('rounds percentages to whole numbers', () => {
    const { state } = run([impact]);
    expect(overallProgress(state, catalog)).toEqual({ done: 1, total: 7, percent: 14 });
    expect(moduleProgress(state, module('inflation-basics'))).toEqual({ done: 1, total: 2, percent: 50 });
    expect(lessonQuizPercent(2, 3)).toBe(67);
  });

  it("labels the card button 'Start Learning', 'Continue' or 'Review'", () => {
    expect([0, 50, 100].map(moduleAction)).toEqual(['Start Learning', 'Continue', 'Review']);
  });

  it('opens a module at its first unfinished lesson, or its first when all are done', () => {
    const risk = module('risk-assessment');
    expect(firstUnfinishedLesson(emptyLearner(), risk)).toBe('types-of-risk');
    const one = run([lesson('risk-assessment', 'types-of-risk', 75)]).state;
    expect(firstUnfinishedLesson(one, risk)).toBe('risk-management');
    const both = run([lesson('risk-assessment', 'risk-management')], one).state;
    expect(firstUnfinishedLesson(both, risk)).toBe('types-of-risk');
  });
});
