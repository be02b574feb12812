/** The learner's figures as a row of cards: total score and badges earned, between what each tab adds. */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { useCatalog } from './context';
import { $learner } from './hubStore';

type Figure = [term: string, value: ReactNode];

export function LearnerFigures({ before = [], after = [] }: { before?: Figure[]; after?: Figure[] }) {
  const { badges } = useCatalog();
  const learner = useStore($learner);
  const earned = badges.filter((b) => learner.achievements.includes(b.id)).length;
  const figures: Figure[] = [
    ...before,
    ['Total score', learner.score.toLocaleString('en-GB')],
    ['Badges earned', earned],
    ...after,
  ];
  return (
    <dl className="hub-figures">
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
