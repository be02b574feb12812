/**
 * The lesson and quiz views, loaded on first use with their stylesheet. Fetches the open lesson's
 * content; a failed fetch says so and offers another try.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { BackToModules } from './BackToModules';
import { LessonView } from './LessonView';
import { LessonQuizView } from './LessonQuizView';
import { $view, fetchLesson } from './hubStore';
import type { LessonContent } from './hubTypes';

type Loaded = { id: string; lesson?: LessonContent; failed?: boolean };

export default function LessonArea() {
  const view = useStore($view);
  const lessonId = view.name === 'list' ? '' : view.lessonId;
  const moduleId = view.name === 'list' ? '' : view.moduleId;
  const [loaded, setLoaded] = useState<Loaded>({ id: '' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!lessonId) return;
    let live = true;
    fetchLesson(lessonId).then(
      (lesson) => live && setLoaded({ id: lessonId, lesson }),
      () => live && setLoaded({ id: lessonId, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [lessonId, attempt]);

  if (view.name === 'list') return null;
  const current = loaded.id === lessonId ? loaded : { id: lessonId };
  if (current.failed) {
    return (
      <div className="lesson lesson--error">
        <BackToModules moduleId={moduleId} />
        <div className="lesson__problem" role="alert">
          <p>This lesson could not be loaded. Check your connection and try again.</p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              setLoaded({ id: '' });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (!current.lesson)
    return (
      <p className="hub__loading" role="status">
        Loading the lesson…
      </p>
    );
  return view.name === 'lesson' ? (
    <LessonView lesson={current.lesson} step={view.step} />
  ) : (
    <LessonQuizView lesson={current.lesson} quiz={view.quiz} />
  );
}
