/**
 * The current question: category, the question, options A to D, 'Submit Answer' (disabled until an
 * option is chosen), then the explanation and 'Next Question' or 'Finish Quiz'.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { QuizState } from './machine';
import { $ready, chooseOption, nextQuestion, submitAnswer } from './store';
import type { LiteracyAchievement, LiteracyQuestion } from './types';

interface Props {
  quiz: QuizState;
  questions: LiteracyQuestion[];
  achievements: LiteracyAchievement[];
}

const letters = ['A', 'B', 'C', 'D'];

export function QuestionCard({ quiz, questions, achievements }: Props) {
  const ready = useStore($ready);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const seen = useRef(quiz.index);
  const question = questions[quiz.index]!;
  const last = quiz.index === questions.length - 1;
  const right = quiz.selected === question.correctAnswer;

  // A new question (not the first render) takes focus, so it is read out and Tab starts from it.
  useEffect(() => {
    if (seen.current !== quiz.index) headingRef.current?.focus();
    seen.current = quiz.index;
  }, [quiz.index]);

  useEffect(() => {
    if (quiz.submitted) feedbackRef.current?.focus();
  }, [quiz.submitted]);

  return (
    <section className="lq-question card" aria-labelledby="lq-question-title">
      <span className="badge lq-question__category">{question.category}</span>
      <h3 id="lq-question-title" ref={headingRef} tabIndex={-1}>{question.question}</h3>
      <div className="lq-options" role="radiogroup" aria-labelledby="lq-question-title">
        {question.options.map((option, i) => {
          const marks = quiz.submitted ? (i === question.correctAnswer ? ' is-correct' : i === quiz.selected ? ' is-wrong' : '') : '';
          return (
            <label key={i} className={`lq-option${quiz.selected === i ? ' is-chosen' : ''}${marks}`}>
              <input
                type="radio"
                name={`lq-${question.id}`}
                value={i}
                checked={quiz.selected === i}
                disabled={quiz.submitted || !ready}
                onChange={() => chooseOption(i)}
              />
              <span className="lq-option__letter" aria-hidden="true">{letters[i]}</span>
              <span className="lq-option__text">{option}</span>
              {quiz.submitted && i === question.correctAnswer && <span className="lq-option__mark">Correct answer</span>}
              {quiz.submitted && i === quiz.selected && !right && <span className="lq-option__mark">Your answer</span>}
            </label>
          );
        })}
      </div>
      {quiz.submitted && (
        <div className={right ? 'lq-feedback is-right' : 'lq-feedback is-wrong'} ref={feedbackRef} tabIndex={-1}>
          <p className="lq-feedback__verdict">{right ? 'Correct!' : `Incorrect. The answer is ${letters[question.correctAnswer]}: ${question.options[question.correctAnswer]}.`}</p>
          <p>{question.explanation}</p>
        </div>
      )}
      <div className="lq-actions">
        {quiz.submitted ? (
          <button type="button" className="btn btn--primary" onClick={() => nextQuestion(questions, achievements)}>
            {last ? 'Finish Quiz' : 'Next Question'}
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => submitAnswer(questions)} disabled={quiz.selected === null}>
            Submit Answer
          </button>
        )}
      </div>
    </section>
  );
}
