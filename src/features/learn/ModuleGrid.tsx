/**
 * The module cards: icon, difficulty, title, description, minutes, lessons, progress and
 * 'Start Learning' / 'Continue' / 'Review'. The whole card is the button's target; choosing a
 * module opens its first unfinished lesson.
 */
import { useStore } from '@nanostores/react';
import { Icon } from '../../components/react/Icon';
import { ProgressBar } from '../../components/react/ProgressBar';
import { ids, useCatalog } from './context';
import { openLesson } from './navigation';
import { firstUnfinishedLesson, moduleAction, moduleProgress } from './progress';
import { $announcement, $learner, $ready, go, initLearner } from './hubStore';
import type { Difficulty, HubModule } from './hubTypes';

const difficultyLabel: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

function ModuleCard({ module }: { module: HubModule }) {
  const learner = useStore($learner);
  const { percent } = moduleProgress(learner, module);
  const action = moduleAction(percent);
  const done = percent === 100;
  const lessonCount = `${module.lessons.length} ${module.lessons.length === 1 ? 'lesson' : 'lessons'}`;

  function open() {
    // A tap replayed the moment the island woke may come before its saved progress was read.
    if (!$ready.get()) initLearner();
    $announcement.set(null);
    go(() => openLesson(module.id, firstUnfinishedLesson($learner.get(), module)));
  }

  return (
    <li className={done ? 'hub-module card hub-module--done' : 'hub-module card'}>
      <div className="hub-module__top">
        <span className="icon-badge">
          <Icon name={module.icon} />
        </span>
        <span className={`badge hub-level hub-level--${module.difficulty}`}>{difficultyLabel[module.difficulty]}</span>
      </div>
      <h4 className="hub-module__title" id={`${ids.moduleAction(module.id)}-title`}>
        {module.title}
        {done && (
          <span className="hub-module__tick">
            <Icon name="check" size={18} label="Completed" />
          </span>
        )}
      </h4>
      <p className="hub-module__text">{module.description}</p>
      <p className="hub-module__meta">
        <span>
          <Icon name="clock" size={16} /> {module.estimatedTime} min
        </span>
        <span>
          <Icon name="document" size={16} /> {lessonCount}
        </span>
      </p>
      <div className="hub-module__progress">
        <span>Progress</span>
        <span>{percent}%</span>
      </div>
      <ProgressBar value={percent} label={`${module.title} progress`} />
      <button
        type="button"
        id={ids.moduleAction(module.id)}
        className={done ? 'btn btn--outline hub-module__action' : 'btn btn--secondary hub-module__action'}
        onClick={open}
        aria-labelledby={`${ids.moduleAction(module.id)} ${ids.moduleAction(module.id)}-title`}
      >
        {action}
      </button>
    </li>
  );
}

export function ModuleGrid() {
  const { modules } = useCatalog();
  return (
    <>
      <h3 className="visually-hidden">Modules</h3>
      <ul className="hub-modules" role="list">
        {modules.map((m) => (
          <ModuleCard key={m.id} module={m} />
        ))}
      </ul>
    </>
  );
}
