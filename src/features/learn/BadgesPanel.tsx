/** The Badges tab: earned badges marked 'Earned!', the rest greyed with their requirement. */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { BadgeCard } from './BadgeCard';
import { useCatalog } from './context';
import { $learner } from './hubStore';

export function BadgesPanel({ categories }: { categories?: ReactNode }) {
  const { badges } = useCatalog();
  const { achievements } = useStore($learner);
  const earned = badges.filter((b) => achievements.includes(b.id)).length;
  return (
    <div className="hub-panel">
      <h3>Your badges</h3>
      <p className="muted">
        {earned} of {badges.length} earned. Each new badge adds 100 points to your score.
      </p>
      <ul className="hub-badges" role="list">
        {badges.map((b) => (
          <BadgeCard key={b.id} badge={b} earned={achievements.includes(b.id)} />
        ))}
      </ul>
      {categories}
    </div>
  );
}
