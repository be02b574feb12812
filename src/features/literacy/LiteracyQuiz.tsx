/**
 * The Financial Literacy Quiz island: three stat
 * cards, one question at a time or the completion screen (with the 'Achievement Unlocked!' dialog),
 * and the achievements grid. Results are saved in this browser.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { AchievementsGrid } from './AchievementsGrid';
import { Completion } from './Completion';
import { QuestionCard } from './QuestionCard';
import { StatCards } from './StatCards';
import { $notice, $attempt, initLiteracy } from './literacyStore';
import type { LiteracyAchievement, LiteracyQuestion } from './literacyTypes';
import './literacy.css';

interface Props {
  questions: LiteracyQuestion[];
  achievements: LiteracyAchievement[];
  /** The completion screen's call to book a consultation, if the page offers one (Completion.tsx). */
  consultation?: { href: string; label: string };
  /** The Learning Hub, which the completion screen offers. */
  hubHref: string;
}

export default function LiteracyQuiz({ questions, achievements, consultation, hubHref }: Props) {
  const attempt = useStore($attempt);
  const notice = useStore($notice);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The server renders the first question as a native radio group that works before this island
    // wakes: a choice already made there is read and kept.
    const early = root.current?.querySelector<HTMLInputElement>('.lq-options input:checked');
    initLiteracy(questions.length, early ? Number(early.value) : null);
  }, [questions.length]);

  return (
    <div className="lq" ref={root}>
      <div className="lq__status" role="status">
        {notice && <p>{notice}</p>}
      </div>
      <StatCards attempt={attempt} total={questions.length} achievements={achievements} />
      {attempt.finished ? (
        <Completion
          attempt={attempt}
          questions={questions}
          achievements={achievements}
          consultation={consultation}
          hubHref={hubHref}
        />
      ) : (
        <QuestionCard attempt={attempt} questions={questions} achievements={achievements} />
      )}
      <AchievementsGrid achievements={achievements} />
    </div>
  );
}
