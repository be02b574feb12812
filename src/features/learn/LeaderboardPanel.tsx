/**
 * The Leaderboard tab: 'Your Stats' from this browser, then the server-rendered sample
 * table and achievement levels. There is no shared leaderboard, so the rank shows as '--'.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { useCatalog } from './context';
import { $learner } from './store';

export function LeaderboardPanel({ table }: { table?: ReactNode }) {
  const { badges } = useCatalog();
  const learner = useStore($learner);
  const earned = badges.filter((b) => learner.achievements.includes(b.id)).length;
  return (
    <div className="hub-panel">
      <section className="hub-yours card" aria-labelledby="hub-your-stats">
        <h3 id="hub-your-stats">Your Stats</h3>
        <dl className="hub-figures">
          <div>
            <dt>Total score</dt>
            <dd>{learner.score.toLocaleString('en-GB')}</dd>
          </div>
          <div>
            <dt>Badges earned</dt>
            <dd>{earned}</dd>
          </div>
          <div>
            <dt>Current rank</dt>
            <dd>
              <span aria-hidden="true">--</span>
              <span className="visually-hidden">Not ranked</span>
            </dd>
          </div>
        </dl>
        <p className="small muted">Your progress stays in this browser, so it is not ranked against other learners.</p>
      </section>
      {table}
    </div>
  );
}
