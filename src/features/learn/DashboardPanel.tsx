/**
 * The Dashboard tab: lessons completed, total score, badges, completion rate, the last three
 * badges earned, and the ranking card with 'View Leaderboard'.
 */
import { useStore } from '@nanostores/react';
import { BadgeCard } from './BadgeCard';
import { useCatalog } from './context';
import { LearnerFigures } from './LearnerFigures';
import { overallProgress, recentBadges } from './progress';
import { $learner, selectTab } from './hubStore';

export function DashboardPanel() {
  const catalog = useCatalog();
  const learner = useStore($learner);
  const lessons = overallProgress(learner, catalog);
  const recent = recentBadges(learner, catalog, 3);
  const firstBadge = catalog.badges.find((b) => b.rule.kind === 'first-lesson');
  return (
    <div className="hub-panel">
      <h3>Your dashboard</h3>
      <LearnerFigures
        before={[
          [
            'Lessons completed',
            <>
              {lessons.done} <span className="hub-figures__of">of {lessons.total}</span>
            </>,
          ],
        ]}
        after={[['Completion rate', `${lessons.percent}%`]]}
      />
      <div className="hub-dashboard">
        <section className="card" aria-labelledby="hub-recent">
          <h4 id="hub-recent">Recent achievements</h4>
          {recent.length ? (
            <ul className="hub-badges hub-badges--compact" role="list">
              {recent.map((b) => (
                <BadgeCard key={b.id} badge={b} earned />
              ))}
            </ul>
          ) : (
            <p className="muted">
              No badges yet.{firstBadge && ` Complete your first lesson to earn ${firstBadge.title}.`}
            </p>
          )}
        </section>
        <section className="card hub-rank" aria-labelledby="hub-ranking">
          <h4 id="hub-ranking">Your ranking</h4>
          <p className="hub-rank__value">
            <span aria-hidden="true">#--</span>
            <span className="visually-hidden">Not ranked</span>
          </p>
          <button type="button" className="btn btn--outline" onClick={() => selectTab('leaderboard')}>
            View Leaderboard
          </button>
        </section>
      </div>
    </div>
  );
}
