/**
 * A quiz's result: the percentage, 'You got N out of M questions correct', and
 * 'Congratulations!' at 70% or more or 'Keep Learning!' below. 'Retake Quiz' only on failure;
 * 'Continue Learning' always, which records the lesson with this score.
 */
import { useEffect, useRef } from 'react';
import { focusById, useCatalog } from './context';
import { countCorrect, retakeLessonQuiz, type LessonQuizProgress } from './navigation';
import { PASS_MARK, lessonQuizPercent } from './progress';
import { finishLesson, go } from './hubStore';
import type { LessonContent, LessonQuiz } from './hubTypes';

interface Props {
  lesson: LessonContent;
  quiz: LessonQuiz;
  progress: LessonQuizProgress;
}

export function LessonQuizResult({ lesson, quiz, progress }: Props) {
  const catalog = useCatalog();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = quiz.questions.length;
  const correct = countCorrect(
    progress,
    quiz.questions.map((q) => q.correctAnswer),
  );
  const percent = lessonQuizPercent(correct, total);
  const passed = percent >= PASS_MARK;
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className={passed ? 'lesson-quiz__result is-passed' : 'lesson-quiz__result is-failed'}>
      <p className="lesson-quiz__percent">{percent}%</p>
      <h4 ref={headingRef} tabIndex={-1}>
        {passed ? 'Congratulations!' : 'Keep Learning!'}
      </h4>
      <p>
        You got {correct} out of {total} questions correct
      </p>
      <p>
        {passed
          ? 'Excellent work: you have passed this quiz and shown you understand the lesson.'
          : `You need ${PASS_MARK}% to pass. Go back over the lesson, then try the quiz again.`}
      </p>
      <div className="lesson-quiz__nav lesson-quiz__nav--result">
        {!passed && (
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => {
              go(retakeLessonQuiz);
              focusById('lesson-quiz-count');
            }}
          >
            Retake Quiz
          </button>
        )}
        <button type="button" className="btn btn--primary" onClick={() => finishLesson(catalog, lesson, percent)}>
          Continue Learning
        </button>
      </div>
    </div>
  );
}
