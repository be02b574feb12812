/**
 * A lesson's quiz: 'Back to Lesson', 'Question x of y', a progress bar,
 * the options, 'Show Explanation' (which locks them), Previous, and 'Next Question' or 'Finish Quiz',
 * enabled once an option is chosen. Then the result.
 */
import { useEffect, useRef } from 'react';
import { ChoiceFeedback, ChoiceOption, optionLetter } from '../../components/react/ChoiceOption';
import { Icon } from '../../components/react/Icon';
import { ProgressBar } from '../../components/react/ProgressBar';
import {
  backToLesson,
  chooseAnswer,
  nextQuestion,
  previousQuestion,
  revealExplanation,
  type LessonQuizProgress,
} from './navigation';
import { LessonQuizResult } from './LessonQuizResult';
import { go } from './hubStore';
import type { LessonContent, LessonQuiz } from './hubTypes';

interface Props {
  lesson: LessonContent;
  quiz: LessonQuizProgress;
}

function Question({ quiz, progress }: { quiz: LessonQuiz; progress: LessonQuizProgress }) {
  const countRef = useRef<HTMLParagraphElement>(null);
  const explanationRef = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const { index } = progress;
  const question = quiz.questions[index]!;
  const chosen = progress.answers[index] ?? null;
  const revealed = progress.revealed[index] ?? false;
  const total = quiz.questions.length;
  const lastQuestion = index === total - 1;

  // The quiz title has focus when it opens; each later question moves focus to its count line.
  useEffect(() => {
    if (first.current) first.current = false;
    else countRef.current?.focus();
  }, [index]);

  function reveal() {
    go(revealExplanation);
    requestAnimationFrame(() => explanationRef.current?.focus());
  }

  const name = `quiz-${quiz.id}-q${question.id}`;
  return (
    <div className="lesson-quiz__question">
      <p className="lesson-quiz__count" id="lesson-quiz-count" ref={countRef} tabIndex={-1}>
        Question {index + 1} of {total}
      </p>
      <ProgressBar value={index + 1} max={total} label="Quiz progress" />
      <fieldset className="lesson-quiz__options">
        <legend className="lesson-quiz__legend">{question.question}</legend>
        {question.options.map((option, i) => (
          <ChoiceOption
            key={i}
            name={name}
            index={i}
            chosen={chosen === i}
            disabled={revealed}
            outcome={
              !revealed ? undefined : i === question.correctAnswer ? 'correct' : i === chosen ? 'wrong' : undefined
            }
            onChoose={() => go((v) => chooseAnswer(v, i))}
          >
            {option}
          </ChoiceOption>
        ))}
      </fieldset>
      {revealed && (
        <ChoiceFeedback
          ref={explanationRef}
          right={chosen === question.correctAnswer}
          verdict={
            chosen === question.correctAnswer
              ? 'Correct!'
              : `Not quite. The answer is ${optionLetter(question.correctAnswer)}: ${question.options[question.correctAnswer]}.`
          }
          explanation={question.explanation}
        />
      )}
      <div className="lesson-quiz__nav">
        <button
          type="button"
          className="btn btn--outline lesson-quiz__reveal"
          onClick={reveal}
          disabled={chosen === null || revealed}
        >
          Show Explanation
        </button>
        <button type="button" className="btn btn--outline" onClick={() => go(previousQuestion)} disabled={index === 0}>
          <Icon name="arrow-left" /> Previous
        </button>
        <button type="button" className="btn btn--primary" onClick={() => go(nextQuestion)} disabled={chosen === null}>
          {lastQuestion ? 'Finish Quiz' : 'Next Question'} <Icon name="arrow-right" />
        </button>
      </div>
    </div>
  );
}

export function LessonQuizView({ lesson, quiz: progress }: Props) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const quiz = lesson.quiz;
  useEffect(() => titleRef.current?.focus(), []);
  if (!quiz) return null;
  return (
    <section className="lesson-quiz card" aria-labelledby="lesson-quiz-title">
      <button type="button" className="hub-back" onClick={() => go((v) => backToLesson(v, lesson.steps.length))}>
        <Icon name="arrow-left" size={18} /> Back to Lesson
      </button>
      <h3 id="lesson-quiz-title" ref={titleRef} tabIndex={-1}>
        {quiz.title}
      </h3>
      <p className="muted">{quiz.description}</p>
      {progress.finished ? (
        <LessonQuizResult lesson={lesson} quiz={quiz} progress={progress} />
      ) : (
        <Question quiz={quiz} progress={progress} />
      )}
    </section>
  );
}
