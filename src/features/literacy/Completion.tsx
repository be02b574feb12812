/**
 * The completion screen: percentage, score line, the band's message in its colour, the saved totals,
 * 'Take Quiz Again' and 'Book Your Investment Consultation' (a new tab).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { band, percentOf, type QuizState } from './machine';
import { $record, restart } from './store';
import type { LiteracyAchievement } from './types';

interface Props {
  quiz: QuizState;
  total: number;
  achievements: LiteracyAchievement[];
  consultationHref: string;
}

export function Completion({ quiz, total, achievements, consultationHref }: Props) {
  const record = useStore($record);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const percent = percentOf(quiz.correct, total);
  const { tone, message } = band(percent);
  const unlocked = achievements.filter((a) => record.achievements.some((p) => p.id === a.id && p.unlocked)).length;
  useEffect(() => headingRef.current?.focus(), []);

  function again() {
    restart(total);
    requestAnimationFrame(() => document.getElementById('lq-question-title')?.focus());
  }

  return (
    <section className={`lq-complete card lq-tone--${tone}`} aria-labelledby="lq-complete-title">
      <h3 id="lq-complete-title" ref={headingRef} tabIndex={-1}>
        Quiz complete
      </h3>
      <p className="lq-complete__percent">{percent}%</p>
      <p className="lq-complete__score">
        You scored {quiz.correct} out of {total}
      </p>
      <p className="lq-complete__message">{message}</p>
      <dl className="lq-complete__totals">
        <div>
          <dt>Quizzes completed</dt>
          <dd>{record.stats.quizzesCompleted}</dd>
        </div>
        <div>
          <dt>Total correct answers</dt>
          <dd>{record.stats.totalCorrect}</dd>
        </div>
        <div>
          <dt>Achievements unlocked</dt>
          <dd>
            {unlocked} of {achievements.length}
          </dd>
        </div>
      </dl>
      <div className="lq-actions lq-actions--center">
        <button type="button" className="btn btn--outline" onClick={again}>
          Take Quiz Again
        </button>
        <a className="btn btn--primary" href={consultationHref} target="_blank" rel="noopener noreferrer">
          Book Your Investment Consultation<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
