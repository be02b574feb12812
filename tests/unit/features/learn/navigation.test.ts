/** The hub's views: list, lesson steps, quiz questions, result, retake and back. */
import { describe, expect, it } from 'vitest';
import {
  backToLesson,
  chooseAnswer,
  countCorrect,
  goToStep,
  lessonFromHash,
  listView,
  nextQuestion,
  openLesson,
  previousQuestion,
  retakeLessonQuiz,
  revealExplanation,
  startLessonQuiz,
  type View,
} from '../../../../src/features/learn/navigation';
import { PASS_MARK, lessonQuizPercent } from '../../../../src/features/learn/progress';

const lessonQuizOf = (view: View) => {
  if (view.name !== 'lessonQuiz') throw new Error('not a quiz');
  return view.quiz;
};
const apply = (view: View, ...changes: ((v: View) => View)[]) => changes.reduce((v, change) => change(v), view);

describe('a link to a lesson', () => {
  const modules = [
    { id: 'inflation-basics', lessons: [{ id: 'what-is-inflation' }, { id: 'inflation-impact-property' }] },
    { id: 'risk-assessment', lessons: [{ id: 'types-of-risk' }] },
  ];
  it('#lesson-<id> opens that lesson of its module at its first step', () => {
    expect(lessonFromHash('#lesson-types-of-risk', modules)).toEqual(openLesson('risk-assessment', 'types-of-risk'));
  });
  it('any other fragment, or a lesson the hub does not have, opens nothing', () => {
    for (const hash of [
      '',
      '#main',
      '#lesson-',
      '#lesson-no-such-lesson',
      '#lesson-What-Is',
      '#lesson-types-of-risk/x',
    ])
      expect(lessonFromHash(hash, modules), hash).toBeNull();
  });
});

describe('lesson steps', () => {
  it('starts at step 0 and stays within the steps', () => {
    const lesson = openLesson('inflation-basics', 'what-is-inflation');
    expect(lesson).toEqual({ name: 'lesson', moduleId: 'inflation-basics', lessonId: 'what-is-inflation', step: 0 });
    expect(goToStep(lesson, -1, 5)).toMatchObject({ step: 0 });
    expect(goToStep(lesson, 9, 5)).toMatchObject({ step: 4 });
    expect(goToStep(listView(), 2, 5)).toEqual(listView());
  });

  it('opens the quiz from the last step, and Back to Lesson returns to that step', () => {
    const quiz = startLessonQuiz(openLesson('m', 'l', 4), 4);
    expect(lessonQuizOf(quiz)).toEqual({
      index: 0,
      answers: [null, null, null, null],
      revealed: [false, false, false, false],
      finished: false,
    });
    expect(backToLesson(quiz, 5)).toEqual(openLesson('m', 'l', 4));
  });
});

describe('quiz questions', () => {
  const start = startLessonQuiz(openLesson('m', 'l'), 3);

  it('needs an option before Next; Previous does nothing on the first question', () => {
    expect(nextQuestion(start)).toEqual(start);
    expect(previousQuestion(start)).toEqual(start);
    expect(revealExplanation(start)).toEqual(start);
  });

  it('lets the answer change until the explanation is shown, then locks it', () => {
    const view = apply(
      start,
      (v) => chooseAnswer(v, 1),
      (v) => chooseAnswer(v, 2),
    );
    expect(lessonQuizOf(view).answers[0]).toBe(2);
    const locked = apply(view, revealExplanation, (v) => chooseAnswer(v, 0));
    expect(lessonQuizOf(locked).answers[0]).toBe(2);
    expect(lessonQuizOf(locked).revealed[0]).toBe(true);
  });

  it('moves on, back, and finishes after the last question', () => {
    const view = apply(
      start,
      (v) => chooseAnswer(v, 0),
      nextQuestion,
      (v) => chooseAnswer(v, 1),
      previousQuestion,
    );
    expect(lessonQuizOf(view).index).toBe(0);
    const done = apply(view, nextQuestion, nextQuestion, (v) => chooseAnswer(v, 2), nextQuestion);
    expect(lessonQuizOf(done)).toMatchObject({ index: 2, finished: true, answers: [0, 1, 2] });
    expect(countCorrect(lessonQuizOf(done), [0, 1, 1])).toBe(2);
  });

  it('Retake resets answers, explanations and position', () => {
    const done = apply(
      start,
      (v) => chooseAnswer(v, 0),
      revealExplanation,
      nextQuestion,
      (v) => chooseAnswer(v, 0),
      nextQuestion,
      (v) => chooseAnswer(v, 0),
      nextQuestion,
    );
    expect(lessonQuizOf(done).finished).toBe(true);
    expect(retakeLessonQuiz(done)).toEqual(start);
  });

  it('passes at 70% or more: 3 of 4 passes, 2 of 4 does not', () => {
    expect(lessonQuizPercent(7, 10)).toBeGreaterThanOrEqual(PASS_MARK);
    expect(lessonQuizPercent(69, 100)).toBeLessThan(PASS_MARK);
    expect(lessonQuizPercent(3, 4)).toBeGreaterThanOrEqual(PASS_MARK);
    expect(lessonQuizPercent(2, 4)).toBeLessThan(PASS_MARK);
  });
});
