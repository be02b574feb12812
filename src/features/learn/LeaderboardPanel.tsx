/**
 * The Leaderboard tab: 'Your Stats' from this browser, then the server-rendered sample
 * table and achievement levels. There is no shared leaderboard, so the rank shows as '--'.
 */
import type { ReactNode } from 'react';
import { LearnerFigures } from './LearnerFigures';

export function LeaderboardPanel({ table }: { table?: ReactNode }) {
  return (
    <div className="hub-panel">
      <section className="hub-yours card" aria-labelledby="hub-your-stats">
        <h3 id="hub-your-stats">Your Stats</h3>
        <LearnerFigures
          after={[
            [
              'Current rank',
              <>
                <span aria-hidden="true">--</span>
                <span className="visually-hidden">Not ranked</span>
              </>,
            ],
          ]}
        />
        <p className="small muted">Your progress stays in this browser, so it is not ranked against other learners.</p>
      </section>
      {table}
    </div>
  );
}
