/**
 * The completion screen: percentage, score line, the band's message in its colour, any achievement
 * just unlocked (under them, never over them), the saved totals, the Learning Hub lessons that teach
 * the questions answered wrongly, 'Take Quiz Again' and 'Book Your Investment Consultation' (a new tab);
 * after a top score the Learning Hub comes first and the consultation second.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { band, missedLessons, percentOf, type QuizState } from './machine';
import { $celebrate, $record, restart } from './quizStore';
import type { LiteracyAchievement, LiteracyQuestion } from './quizTypes';
import { UnlockDialog } from './UnlockDialog';

interface Props {
  quiz: QuizState;
  questions: LiteracyQuestion[];
  achievements: LiteracyAchievement[];
  /**
   * The call to book a consultation ('Book Your Investment Consultation', opened in a new tab), given by the
   * page so its words are in the page the build reads; none where the page may not invite investment.
   */
  consultation?: { href: string; label: string };
  /** The Learning Hub: the first next step after a top score. */
  hubHref: string;
}

export function Completion({ quiz, questions, achievements, consultation, hubHref }: Props) {
  const record = useStore($record);
  const celebrate = useStore($celebrate);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = questions.length;
  const percent = percentOf(quiz.correct, total);
  const { tone, message, toHub: hubFirst } = band(percent);
  const toHub = hubFirst || !consultation;
  const unlocked = achievements.filter((a) => record.achievements.some((p) => p.id === a.id && p.unlocked)).length;
  const lessons = missedLessons(questions, quiz.answers);
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
      <UnlockDialog
        achievement={celebrate}
        onClose={() => $celebrate.set(null)}
        returnFocus={() => headingRef.current?.focus()}
      />
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
      {lessons.length > 0 && (
        <section className="lq-learn" aria-labelledby="lq-learn-title">
          <h4 id="lq-learn-title">Learn what you missed</h4>
          <p>Short, free lessons in our Learning Hub cover the questions you got wrong:</p>
          <ul>
            {lessons.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="lq-actions lq-actions--center">
        <button type="button" className="btn btn--outline" onClick={again}>
          Take Quiz Again
        </button>
        {toHub && (
          <a className="btn btn--primary" href={hubHref}>
            Explore the Learning Hub
          </a>
        )}
        {consultation && (
          <a
            className={`btn ${toHub ? 'btn--outline' : 'btn--primary'}`}
            href={consultation.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {consultation.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </section>
  );
}
