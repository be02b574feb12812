/**
 * The literacy quiz on the real questions and achievements: answering, the result
 * bands, and every unlock rule with its cap and the one dialog for the last unlock.
 */
import { describe, expect, it } from 'vitest';
import {
  band,
  choose,
  emptyRecord,
  finishAttempt,
  missedLessons,
  next,
  percentOf,
  progressOf,
  newAttempt,
  submit,
  type LiteracyRecord,
  type Attempt,
} from '../../../../src/features/literacy/machine';
import { literacyContent } from '../../../support/content';

const { questions, achievements } = literacyContent();

/** Answers every question, `correct` of them rightly, and returns the finished state. */
function play(correct: number): Attempt {
  let state = newAttempt(questions.length);
  questions.forEach((q, i) => {
    const option = i < correct ? q.correctAnswer : (q.correctAnswer + 1) % 4;
    state = next(submit(choose(state, option), questions));
  });
  return state;
}

/** Finishes `scores` quizzes in a row from `record`; returns each finish's result. */
function finishes(scores: number[], record: LiteracyRecord = emptyRecord()) {
  const results = [];
  for (const correct of scores) {
    const result = finishAttempt(record, achievements, { correct, total: questions.length });
    results.push(result);
    record = result.record;
  }
  return results;
}

const unlockedIds = (r: { unlocked: { id: string }[] }) => r.unlocked.map((a) => a.id);

describe('answering', () => {
  it("needs a chosen option to submit ('Submit Answer' disabled until then)", () => {
    const start = newAttempt(8);
    expect(submit(start, questions)).toEqual(start);
  });

  it('reveals the explanation on submit, counts a right answer, and locks the options', () => {
    const q = questions[0]!;
    const submitted = submit(choose(newAttempt(8), q.correctAnswer), questions);
    expect(submitted).toMatchObject({
      submitted: true,
      correct: 1,
      answers: [q.correctAnswer, null, null, null, null, null, null, null],
    });
    expect(choose(submitted, (q.correctAnswer + 1) % 4)).toEqual(submitted);
    expect(submit(submitted, questions)).toEqual(submitted);
  });

  it('counts a wrong answer as wrong', () => {
    const q = questions[0]!;
    expect(submit(choose(newAttempt(8), (q.correctAnswer + 1) % 4), questions).correct).toBe(0);
  });

  it('goes to the next question only after submitting, and finishes after question 8', () => {
    const first = newAttempt(8);
    expect(next(choose(first, 0))).toEqual(choose(first, 0));
    const second = next(submit(choose(first, 0), questions));
    expect(second).toMatchObject({ index: 1, selected: null, submitted: false });
    const done = play(6);
    expect(done).toMatchObject({ finished: true, correct: 6, index: 7 });
    expect(next(done)).toEqual(done);
  });

  it("'Take Quiz Again' resets position, score and answers", () => {
    expect(newAttempt(8)).toEqual({
      index: 0,
      selected: null,
      submitted: false,
      answers: Array(8).fill(null),
      correct: 0,
      finished: false,
    });
  });
});

describe('result bands', () => {
  it("gives 80% and over green 'Excellent!', 60–79% orange 'Good job!', below 60% red 'Keep studying!'", () => {
    // A score says what someone knows, never that they should invest.
    expect(band(100)).toEqual({
      tone: 'green',
      message: 'Excellent! You know the basics of property investing. Keep building on them in our Learning Hub.',
    });
    expect(band(80).tone).toBe('green');
    expect(band(79)).toEqual({
      tone: 'orange',
      message: 'Good job! Consider learning more before investing.',
    });
    expect(band(60).tone).toBe('orange');
    expect(band(59)).toEqual({
      tone: 'red',
      message: 'Keep studying! Knowledge is the key to successful investing.',
    });
  });

  it('rounds the percentage of 8 questions: 7 is 88%, 5 is 63%, 4 is 50%', () => {
    expect([7, 6, 5, 4].map((n) => percentOf(n, 8))).toEqual([88, 75, 63, 50]);
    expect([7, 6, 5, 4].map((n) => band(percentOf(n, 8)).tone)).toEqual(['green', 'orange', 'orange', 'red']);
  });
});

describe('achievements', () => {
  it('first_quiz unlocks with the first finished quiz only', () => {
    const [first, second] = finishes([3, 3]);
    expect(unlockedIds(first!)).toEqual(['first_quiz']);
    expect(unlockedIds(second!)).toEqual([]);
    expect(second!.record.stats).toEqual({ totalCorrect: 6, quizzesCompleted: 2 });
  });

  it('perfect_score needs all 8 right; with first_quiz at once, only the last unlocked is shown', () => {
    const [almost] = finishes([7]);
    expect(unlockedIds(almost!)).not.toContain('perfect_score');
    const [perfect] = finishes([8]);
    expect(unlockedIds(perfect!)).toEqual(['first_quiz', 'perfect_score']);
    expect(perfect!.shown?.id).toBe('perfect_score');
  });

  it('quiz_master unlocks at 3 completed quizzes, progress 1/3, 2/3, then capped at 3', () => {
    const results = finishes([0, 0, 0, 0]);
    expect(results.map((r) => progressOf(r.record, 'quiz_master').progress)).toEqual([1, 2, 3, 3]);
    expect(results.map((r) => unlockedIds(r).includes('quiz_master'))).toEqual([false, false, true, false]);
  });

  it('investment_guru unlocks when cumulative correct answers reach 10, capped at 10', () => {
    const results = finishes([6, 3, 1, 8]);
    expect(results.map((r) => progressOf(r.record, 'investment_guru').progress)).toEqual([6, 9, 10, 10]);
    expect(results[2]!.shown?.id).toBe('investment_guru');
    expect(results[3]!.record.stats.totalCorrect).toBe(18);
  });

  it('property_expert unlocks after three quizzes at 80% or more (7 of 8 counts, 6 does not)', () => {
    const results = finishes([7, 6, 8, 7]);
    expect(results.map((r) => progressOf(r.record, 'property_expert').progress)).toEqual([1, 1, 2, 3]);
    expect(unlockedIds(results[3]!)).toEqual(['property_expert']);
  });

  it('shows the last unlocked when several unlock together, and nothing when none does', () => {
    const results = finishes([8, 8, 8]);
    expect(unlockedIds(results[1]!)).toEqual(['investment_guru']);
    expect(unlockedIds(results[2]!)).toEqual(['quiz_master', 'property_expert']);
    expect(results[2]!.shown?.id).toBe('property_expert');
    expect(finishes([0], results[2]!.record)[0]!.shown).toBeNull();
  });

  it('never re-locks an unlocked achievement, whatever was saved', () => {
    const saved: LiteracyRecord = {
      stats: { totalCorrect: 0, quizzesCompleted: 0 },
      achievements: [{ id: 'perfect_score', unlocked: true, progress: 1 }],
    };
    const [result] = finishes([0], saved);
    expect(progressOf(result!.record, 'perfect_score')).toEqual({ id: 'perfect_score', unlocked: true, progress: 1 });
    expect(unlockedIds(result!)).toEqual(['first_quiz']);
  });
});

describe('the lessons for the questions missed', () => {
  it('lists each lesson of every wrongly answered question once, in question order; none after 8 of 8', () => {
    expect(missedLessons(questions, play(8).answers)).toEqual([]);
    const three = play(5).answers; // questions 6, 7 and 8 wrong
    const expected = [...new Map(questions.slice(5).flatMap((q) => q.lessons.map((l) => [l.href, l]))).values()];
    expect(missedLessons(questions, three)).toEqual(expected);
    const all = missedLessons(questions, play(0).answers);
    expect(new Set(all.map((l) => l.href)).size).toBe(all.length);
    expect(all.every((l) => l.href.startsWith('/learn#lesson-'))).toBe(true);
  });
});
