/** "Your progress": total score, badges earned and lessons completed. */
import { useStore } from '@nanostores/react';
import { ProgressBar } from '../../components/react/ProgressBar';
import { Icon } from '../../components/react/Icon';
import { useCatalog } from './context';
import { overallProgress } from './progress';
import { $learner } from './hubStore';

export function ProgressCard() {
  const catalog = useCatalog();
  const learner = useStore($learner);
  const lessons = overallProgress(learner, catalog);
  const badges = learner.achievements.filter((id) => catalog.badges.some((b) => b.id === id)).length;
  return (
    <section className="hub-progress card" aria-labelledby="hub-progress-title">
      <h3 id="hub-progress-title" className="hub-progress__title">
        Your progress
      </h3>
      <dl className="hub-progress__figures">
        <div>
          <dt>
            <Icon name="star" size={18} /> Score
          </dt>
          <dd>
            {learner.score.toLocaleString('en-GB')} <span className="hub-progress__unit">points</span>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="award" size={18} /> Badges
          </dt>
          <dd>
            {badges} <span className="hub-progress__unit">of {catalog.badges.length}</span>
          </dd>
        </div>
      </dl>
      <ProgressBar value={lessons.percent} label="Lessons completed" />
      <p className="hub-progress__line">
        {lessons.done} of {lessons.total} lessons completed ({lessons.percent}%)
      </p>
    </section>
  );
}
