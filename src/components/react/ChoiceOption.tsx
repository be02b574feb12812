/**
 * One lettered answer of a multiple-choice question (A, B, C…) and the feedback box after it, shared
 * by the hub's lesson quizzes and the literacy quiz. Styles: choices.css, which each quiz's
 * stylesheet imports.
 */
import type { ReactNode, Ref } from 'react';

interface OptionProps {
  /** Radio group name: one per question. */
  name: string;
  index: number;
  chosen: boolean;
  /** Locked once the answer is shown. */
  disabled: boolean;
  /** Once the answer is shown: this is the right option, or the learner's wrong one. */
  outcome?: 'correct' | 'wrong';
  onChoose: () => void;
  children: ReactNode;
}

export const optionLetter = (index: number) => String.fromCharCode(65 + index);

export function ChoiceOption({ name, index, chosen, disabled, outcome, onChoose, children }: OptionProps) {
  const classes = ['choice', chosen && 'is-chosen', outcome && `is-${outcome}`].filter(Boolean).join(' ');
  return (
    <label className={classes}>
      <input type="radio" name={name} value={index} checked={chosen} disabled={disabled} onChange={onChoose} />
      <span className="choice__letter" aria-hidden="true">
        {optionLetter(index)}
      </span>
      <span className="choice__text">{children}</span>
      {outcome && <span className="choice__mark">{outcome === 'correct' ? 'Correct answer' : 'Your answer'}</span>}
    </label>
  );
}

interface FeedbackProps {
  right: boolean;
  /** First line, e.g. 'Correct!'. */
  verdict: string;
  explanation: string;
  ref?: Ref<HTMLDivElement>;
}

/** The verdict and explanation, focusable so it can be read out when it appears. */
export function ChoiceFeedback({ right, verdict, explanation, ref }: FeedbackProps) {
  return (
    <div className={right ? 'choice-feedback is-right' : 'choice-feedback'} ref={ref} tabIndex={-1}>
      <p className="choice-feedback__verdict">{verdict}</p>
      <p>{explanation}</p>
    </div>
  );
}
