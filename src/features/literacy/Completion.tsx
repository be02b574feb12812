/**
 * The completion screen, learning first whatever the score: percentage, score line, the band's message in
 * its colour, then the Learning Hub lessons that teach the questions answered wrongly, 'Take Quiz Again'
 * and the Learning Hub; then any achievement just unlocked (under them, never over them) and the saved
 * totals; last, plainly optional and never first after a low score, 'Book Your Investment
 * Consultation' (a new tab), where the page may invite investment at all.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { band, missedLessons, percentOf, type Attempt } from './machine';
import { $celebrate, $record, restart } from './literacyStore';
import type { LiteracyAchievement, LiteracyQuestion } from './literacyTypes';
import { UnlockDialog } from './UnlockDialog';

interface Props {
  attempt: Attempt;
  questions: LiteracyQuestion[];
  achievements: LiteracyAchievement[];
  /**
   * The call to book a consultation ('Book Your Investment Consultation', opened in a new tab), given by the
   * page so its words are in the page the build reads; none where the page may not invite investment.
   */
  consultation?: { href: string; label: string };
  /** The Learning Hub: the next step after any score. */
  hubHref: string;
}

export function Completion({ attempt, questions, achievements, consultation, hubHref }: Props) {
  const celebrate = useStore($celebrate);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = questions.length;
  const percent = percentOf(attempt.correct, total);
  const { tone, message } = band(percent);
  const lessons = missedLessons(questions, attempt.answers);
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
        You scored {attempt.correct} out of {total}
      </p>
      <p className="lq-complete__message">{message}</p>
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
        <a className="btn btn--primary" href={hubHref}>
          Explore the Learning Hub
        </a>
      </div>
      <UnlockDialog
        achievement={celebrate}
        onClose={() => $celebrate.set(null)}
        returnFocus={() => headingRef.current?.focus()}
      />
      <Totals achievements={achievements} />
      {consultation && <Consultation {...consultation} />}
    </section>
  );
}

/** The totals this browser has kept: quizzes completed, correct answers, achievements unlocked. */
function Totals({ achievements }: { achievements: LiteracyAchievement[] }) {
  const record = useStore($record);
  const unlocked = achievements.filter((a) => record.achievements.some((p) => p.id === a.id && p.unlocked)).length;
  return (
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
  );
}

/** The optional call to talk to us, in a new tab: last, and plainly optional. */
function Consultation({ href, label }: { href: string; label: string }) {
  return (
    <div className="lq-optional">
      <p>
        <strong>Optional.</strong> If you would like to know how investing with us works and what could go wrong, you
        can talk to us. We explain; we do not advise whether investing suits you.
      </p>
      <a className="btn btn--outline" href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
