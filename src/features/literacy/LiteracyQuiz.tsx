/**
 * The Financial Literacy Quiz island: three stat
 * cards, one question at a time or the completion screen, the achievements grid, and the
 * 'Achievement Unlocked!' dialog. Results are saved in this browser.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { AchievementsGrid } from './AchievementsGrid';
import { Completion } from './Completion';
import { QuestionCard } from './QuestionCard';
import { StatCards } from './StatCards';
import { $celebrate, $notice, $quiz, initQuiz } from './store';
import type { LiteracyAchievement, LiteracyQuestion } from './types';
import { UnlockDialog } from './UnlockDialog';
import './quiz.css';

interface Props {
  questions: LiteracyQuestion[];
  achievements: LiteracyAchievement[];
  /** Where 'Book Your Investment Consultation' goes (opened in a new tab). */
  consultationHref: string;
}

export default function LiteracyQuiz({ questions, achievements, consultationHref }: Props) {
  const quiz = useStore($quiz);
  const notice = useStore($notice);
  const celebrate = useStore($celebrate);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The server renders the first question as a native radio group that works before this island
    // wakes: a choice already made there is read and kept.
    const early = root.current?.querySelector<HTMLInputElement>('.lq-options input:checked');
    initQuiz(questions.length, early ? Number(early.value) : null);
  }, [questions.length]);

  return (
    <div className="lq" ref={root}>
      <div className="lq__status" role="status">
        {notice && <p>{notice}</p>}
      </div>
      <StatCards quiz={quiz} total={questions.length} achievements={achievements} />
      {quiz.finished ? (
        <Completion
          quiz={quiz}
          total={questions.length}
          achievements={achievements}
          consultationHref={consultationHref}
        />
      ) : (
        <QuestionCard quiz={quiz} questions={questions} achievements={achievements} />
      )}
      <AchievementsGrid achievements={achievements} />
      <UnlockDialog achievement={celebrate} onClose={() => $celebrate.set(null)} />
    </div>
  );
}
