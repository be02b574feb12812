/**
 * The current question: category, the question, options A to D, 'Submit Answer' (disabled until an
 * option is chosen, which a line beside it says), then the explanation and 'Next Question' or
 * 'Finish Quiz'. The options are a native radio group, usable before the island has woken.
 */
import { useEffect, useRef } from 'react';
import { ChoiceFeedback, ChoiceOption, optionLetter } from '../../components/react/ChoiceOption';
import type { Attempt } from './machine';
import { chooseOption, nextQuestion, submitAnswer } from './literacyStore';
import type { LiteracyAchievement, LiteracyQuestion } from './literacyTypes';

interface Props {
  attempt: Attempt;
  questions: LiteracyQuestion[];
  achievements: LiteracyAchievement[];
}

export function QuestionCard(props: Props) {
  const { attempt, questions } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const seen = useRef(attempt.index);
  const question = questions[attempt.index]!;
  const right = attempt.selected === question.correctAnswer;

  // A new question (not the first render) takes focus, so it is read out and Tab starts from it.
  useEffect(() => {
    if (seen.current !== attempt.index) headingRef.current?.focus();
    seen.current = attempt.index;
  }, [attempt.index]);

  useEffect(() => {
    if (attempt.submitted) feedbackRef.current?.focus();
  }, [attempt.submitted]);

  return (
    <section className="lq-question card" aria-labelledby="lq-question-title">
      <span className="badge lq-question__category">{question.category}</span>
      <h3 id="lq-question-title" ref={headingRef} tabIndex={-1}>
        {question.question}
      </h3>
      <div className="lq-options" role="radiogroup" aria-labelledby="lq-question-title">
        {question.options.map((option, i) => (
          <ChoiceOption
            key={i}
            name={`lq-${question.id}`}
            index={i}
            chosen={attempt.selected === i}
            disabled={attempt.submitted}
            outcome={outcomeOf(attempt, question, i)}
            onChoose={() => chooseOption(i)}
          >
            {option}
          </ChoiceOption>
        ))}
      </div>
      {attempt.submitted && (
        <ChoiceFeedback
          ref={feedbackRef}
          right={right}
          verdict={
            right
              ? 'Correct!'
              : `Incorrect. The answer is ${optionLetter(question.correctAnswer)}: ${question.options[question.correctAnswer]}.`
          }
          explanation={question.explanation}
        />
      )}
      <QuestionActions {...props} />
    </section>
  );
}

/** How an option is marked once the answer is in: the right one correct, the one chosen wrongly wrong. */
function outcomeOf(attempt: Attempt, question: LiteracyQuestion, i: number): 'correct' | 'wrong' | undefined {
  if (!attempt.submitted) return undefined;
  if (i === question.correctAnswer) return 'correct';
  return i === attempt.selected ? 'wrong' : undefined;
}

/** 'Submit Answer' (with why it is disabled, until an option is chosen), then 'Next Question' or 'Finish Quiz'. */
function QuestionActions({ attempt, questions, achievements }: Props) {
  if (attempt.submitted) {
    const last = attempt.index === questions.length - 1;
    return (
      <div className="lq-actions">
        <button type="button" className="btn btn--primary" onClick={() => nextQuestion(questions, achievements)}>
          {last ? 'Finish Quiz' : 'Next Question'}
        </button>
      </div>
    );
  }
  const none = attempt.selected === null;
  return (
    <div className="lq-actions">
      {none && (
        <p className="lq-actions__hint" id="lq-submit-hint">
          Choose an answer, then submit it.
        </p>
      )}
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => submitAnswer(questions)}
        disabled={none}
        aria-describedby={none ? 'lq-submit-hint' : undefined}
      >
        Submit Answer
      </button>
    </div>
  );
}
