/**
 * Where the learner is in the hub: the module list with its four tabs, a lesson at one of
 * its steps, or a lesson's quiz. Pure transitions; the store applies them.
 */
export const tabs = ['modules', 'badges', 'leaderboard', 'dashboard'] as const;
export type Tab = (typeof tabs)[number];

export interface LessonQuizProgress {
  /** Question shown, from 0. */
  index: number;
  /** Chosen option per question; null until chosen. */
  answers: (number | null)[];
  /** Questions whose explanation is shown: their options are locked. */
  revealed: boolean[];
  finished: boolean;
}

export type View =
  | { name: 'list'; tab: Tab }
  | { name: 'lesson'; moduleId: string; lessonId: string; step: number }
  | { name: 'lessonQuiz'; moduleId: string; lessonId: string; quiz: LessonQuizProgress };

export const listView = (tab: Tab = 'modules'): View => ({ name: 'list', tab });

export const openLesson = (moduleId: string, lessonId: string, step = 0): View => ({
  name: 'lesson',
  moduleId,
  lessonId,
  step,
});

/**
 * The lesson a `#lesson-<id>` fragment names (links from the literacy quiz's results), opened at its
 * first step; null for any other fragment or a lesson the catalog does not have.
 */
export function lessonFromHash(
  hash: string,
  modules: readonly { id: string; lessons: { id: string }[] }[],
): View | null {
  const id = /^#lesson-([a-z0-9-]+)$/.exec(hash)?.[1];
  const module = id && modules.find((m) => m.lessons.some((l) => l.id === id));
  return module ? openLesson(module.id, id) : null;
}

/** Moves to another step of the lesson, kept within its `count` steps. */
export function goToStep(view: View, step: number, count: number): View {
  if (view.name !== 'lesson') return view;
  return { ...view, step: Math.min(Math.max(step, 0), count - 1) };
}

export function startLessonQuiz(view: View, questionCount: number): View {
  if (view.name === 'list') return view;
  return {
    name: 'lessonQuiz',
    moduleId: view.moduleId,
    lessonId: view.lessonId,
    quiz: {
      index: 0,
      answers: Array<number | null>(questionCount).fill(null),
      revealed: Array<boolean>(questionCount).fill(false),
      finished: false,
    },
  };
}

/** Back from the quiz to the lesson's last step. */
export function backToLesson(view: View, stepCount: number): View {
  if (view.name !== 'lessonQuiz') return view;
  return openLesson(view.moduleId, view.lessonId, stepCount - 1);
}

function updateLessonQuiz(view: View, change: (q: LessonQuizProgress) => LessonQuizProgress): View {
  if (view.name !== 'lessonQuiz') return view;
  return { ...view, quiz: change(view.quiz) };
}

/** Chooses an option; ignored once the explanation of that question is shown. */
export function chooseAnswer(view: View, option: number): View {
  return updateLessonQuiz(view, (q) => {
    if (q.finished || q.revealed[q.index]) return q;
    const answers = [...q.answers];
    answers[q.index] = option;
    return { ...q, answers };
  });
}

/** Shows the explanation of the current question, locking its options; needs a chosen option. */
export function revealExplanation(view: View): View {
  return updateLessonQuiz(view, (q) => {
    if (q.answers[q.index] === null) return q;
    const revealed = [...q.revealed];
    revealed[q.index] = true;
    return { ...q, revealed };
  });
}

/** Next question, or the result after the last; needs a chosen option. */
export function nextQuestion(view: View): View {
  return updateLessonQuiz(view, (q) => {
    if (q.answers[q.index] === null) return q;
    if (q.index >= q.answers.length - 1) return { ...q, finished: true };
    return { ...q, index: q.index + 1 };
  });
}

export function previousQuestion(view: View): View {
  return updateLessonQuiz(view, (q) => (q.index > 0 && !q.finished ? { ...q, index: q.index - 1 } : q));
}

/** Retake: answers, explanations and position reset. */
export function retakeLessonQuiz(view: View): View {
  return updateLessonQuiz(view, (q) => ({
    index: 0,
    answers: q.answers.map(() => null),
    revealed: q.revealed.map(() => false),
    finished: false,
  }));
}

/** Right answers of a quiz. */
export function countCorrect(quiz: LessonQuizProgress, correctAnswers: number[]): number {
  return quiz.answers.filter((a, i) => a !== null && a === correctAnswers[i]).length;
}
