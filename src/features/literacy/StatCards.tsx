/** The three stat cards: 'Question x of 8' with its bar, correct answers, achievements unlocked. */
import { useStore } from '@nanostores/react';
import { ProgressBar } from '../../components/react/ProgressBar';
import type { Attempt } from './machine';
import { $record } from './literacyStore';
import type { LiteracyAchievement } from './literacyTypes';

interface Props {
  attempt: Attempt;
  total: number;
  achievements: LiteracyAchievement[];
}

export function StatCards({ attempt, total, achievements }: Props) {
  const record = useStore($record);
  const unlocked = achievements.filter((a) => record.achievements.some((p) => p.id === a.id && p.unlocked)).length;
  const position = Math.min(attempt.index + 1, total);
  return (
    <ul className="lq-stats" role="list">
      <li className="lq-stat card">
        <span className="lq-stat__label">Progress</span>
        <span className="lq-stat__value">
          Question {position} of {total}
        </span>
        <ProgressBar
          value={attempt.finished ? total : attempt.index + (attempt.submitted ? 1 : 0)}
          max={total}
          label="Questions answered"
        />
      </li>
      <li className="lq-stat card">
        <span className="lq-stat__label">Correct answers</span>
        <span className="lq-stat__value">{attempt.correct}</span>
      </li>
      <li className="lq-stat card">
        <span className="lq-stat__label">Achievements unlocked</span>
        <span className="lq-stat__value">
          {unlocked} <span className="lq-stat__of">of {achievements.length}</span>
        </span>
      </li>
    </ul>
  );
}
