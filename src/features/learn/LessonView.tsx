/**
 * A lesson, one step at a time: 'Back to Modules', minutes, 'step x of y',
 * title, percent complete, description, the step, Previous and Next ('Complete Lesson' on the last
 * step) and dot indicators. Focus moves to each new step's heading.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Icon } from '../../components/react/Icon';
import { ProgressBar } from '../../components/react/ProgressBar';
import { useCatalog } from './context';
import { BackToModules } from './BackToModules';
import { goToStep, openLesson, startLessonQuiz } from './navigation';
import { isComplete } from './progress';
import { StepContent } from './StepContent';
import { $learner, finishLesson, go } from './hubStore';
import type { HubModule, LessonContent } from './hubTypes';

interface Props {
  lesson: LessonContent;
  step: number;
}

export function LessonView({ lesson, step }: Props) {
  const catalog = useCatalog();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  const count = lesson.steps.length;
  const percent = Math.round(((step + 1) / count) * 100);
  const module = catalog.modules.find((m) => m.id === lesson.moduleId);

  // A newly opened lesson focuses its title; a new step of the same lesson focuses the step.
  useEffect(() => {
    const key = lesson.id;
    if (shown.current !== key) titleRef.current?.focus();
    else (stepRef.current?.querySelector<HTMLElement>('[data-step-heading]') ?? stepRef.current)?.focus();
    shown.current = key;
  }, [lesson.id, step]);

  return (
    <article className="lesson card" aria-labelledby="lesson-title">
      <div className="lesson__bar">
        <BackToModules moduleId={lesson.moduleId} />
        <p className="lesson__meta">
          <span>
            <Icon name="clock" size={16} /> {lesson.estimatedTime} min
          </span>
          <span>
            step {step + 1} of {count}
          </span>
        </p>
      </div>
      {module && <p className="lesson__module">{module.title}</p>}
      <h3 id="lesson-title" ref={titleRef} tabIndex={-1}>
        {lesson.title}
      </h3>
      <div className="lesson__progress">
        <ProgressBar value={percent} label="Lesson progress" />
        <span>{percent}% complete</span>
      </div>
      <p className="lesson__description">{lesson.description}</p>

      <div className="lesson__step" ref={stepRef} tabIndex={-1}>
        <StepContent key={step} step={lesson.steps[step]!} />
      </div>

      <StepNav lesson={lesson} step={step} />

      {module && module.lessons.length > 1 && <ModuleLessons module={module} current={lesson.id} />}
    </article>
  );
}

/**
 * Previous, the dots of the steps, and Next ('Complete Lesson' on the last step: the quiz, or the lesson done), with
 * a note on the last step when a quiz follows.
 */
function StepNav({ lesson, step }: Props) {
  const catalog = useCatalog();
  const count = lesson.steps.length;
  const last = step === count - 1;

  function next() {
    if (!last) return go((v) => goToStep(v, step + 1, count));
    if (lesson.quiz) return go((v) => startLessonQuiz(v, lesson.quiz!.questions.length));
    finishLesson(catalog, lesson);
  }

  return (
    <>
      <div className="lesson__nav">
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => go((v) => goToStep(v, step - 1, count))}
          disabled={step === 0}
        >
          <Icon name="arrow-left" /> Previous
        </button>
        <ol className="lesson__dots" aria-hidden="true">
          {lesson.steps.map((_, i) => (
            <li key={i} className={i === step ? 'is-current' : i < step ? 'is-done' : undefined} />
          ))}
        </ol>
        <button type="button" className="btn btn--primary" onClick={next}>
          {last ? 'Complete Lesson' : 'Next'} <Icon name="arrow-right" />
        </button>
      </div>
      {last && lesson.quiz && (
        <p className="lesson__hint small muted">A short quiz follows: score 70% or more to pass.</p>
      )}
    </>
  );
}

/** The module's other lessons, each marked done or not, the current one marked as such. */
function ModuleLessons({ module, current }: { module: HubModule; current: string }) {
  const learner = useStore($learner);
  return (
    <nav className="lesson__others" aria-label={`Lessons in ${module.title}`}>
      <h4>Lessons in this module</h4>
      <ol>
        {module.lessons.map((l) => (
          <li key={l.id}>
            <button
              type="button"
              className="lesson__other"
              aria-current={l.id === current ? 'step' : undefined}
              onClick={() => go(() => openLesson(module.id, l.id))}
            >
              {isComplete(learner, module.id, l.id) ? (
                <Icon name="check" size={16} label="Completed:" />
              ) : (
                <span className="lesson__bullet" aria-hidden="true" />
              )}
              {l.title}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
