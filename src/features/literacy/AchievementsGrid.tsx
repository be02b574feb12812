/** The achievements grid: icon, title and description; a progress bar until each is unlocked. */
import { useStore } from '@nanostores/react';
import { Icon } from '../../components/react/Icon';
import { ProgressBar } from '../../components/react/ProgressBar';
import { progressOf } from './machine';
import { $record } from './literacyStore';
import type { LiteracyAchievement } from './literacyTypes';

export function AchievementsGrid({ achievements }: { achievements: LiteracyAchievement[] }) {
  const record = useStore($record);
  return (
    <section className="lq-grid" aria-labelledby="lq-achievements-title">
      <h3 id="lq-achievements-title">Achievements</h3>
      <ul className="lq-achievements" role="list">
        {achievements.map((a) => {
          const { unlocked, progress } = progressOf(record, a.id);
          return (
            <li key={a.id} className={unlocked ? 'lq-achievement card is-unlocked' : 'lq-achievement card'}>
              <span className="lq-achievement__icon">
                <Icon name={a.icon} />
              </span>
              <h4>{a.title}</h4>
              <p>{a.description}</p>
              {unlocked ? (
                <p className="lq-achievement__done">Unlocked</p>
              ) : (
                <>
                  <ProgressBar value={progress} max={a.maxProgress} label={`${a.title} progress`} />
                  <p className="lq-achievement__count">
                    {progress} of {a.maxProgress}
                  </p>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
