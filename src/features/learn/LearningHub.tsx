/**
 * The Financial Learning Hub island: the progress card,
 * then either the four tabs or the lesson and quiz views, which load on first use. State lives in
 * the nanostores of hubStore.ts and is saved in this browser.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { CatalogContext } from './context';
import { HubTabs } from './HubTabs';
import { lessonFromHash } from './navigation';
import { ProgressCard } from './ProgressCard';
import { $announcement, $storageNotice, $view, go, initLearner } from './hubStore';
import type { HubCatalog } from './hubTypes';
import viewsCss from './views.css?url';
import './hub.css';

/** Loads the stylesheet of the lesson and quiz views once, resolving when it is in (or failed). */
let viewsStyles: Promise<void> | undefined;
function loadViewStyles(): Promise<void> {
  viewsStyles ??= new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: viewsCss });
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
  return viewsStyles;
}

const LessonArea = lazy(() => Promise.all([import('./LessonArea'), loadViewStyles()]).then(([m]) => m));

interface Props {
  catalog: HubCatalog;
  /** Server-rendered Top Learners table and achievement levels (a named slot). */
  leaderboard?: ReactNode;
  /** Server-rendered list of badge categories (a named slot). */
  categories?: ReactNode;
}

export default function LearningHub({ catalog, leaderboard, categories }: Props) {
  const view = useStore($view);
  const notice = useStore($storageNotice);
  const announcement = useStore($announcement);
  useEffect(() => {
    initLearner();
    // A link to one lesson (/learn#lesson-<id>) opens it; the fragment is then dropped, so a reload or
    // Back to Modules does not open it again.
    const openLinked = () => {
      const linked = lessonFromHash(location.hash, catalog.modules);
      if (!linked) return;
      history.replaceState(history.state, '', location.pathname + location.search);
      go(() => linked);
    };
    openLinked();
    addEventListener('hashchange', openLinked);
    return () => removeEventListener('hashchange', openLinked);
  }, [catalog]);

  return (
    <CatalogContext.Provider value={catalog}>
      <div className="hub">
        <ProgressCard />
        <div className="hub__status" role="status">
          {notice && <p className="hub__notice">{notice}</p>}
          {announcement && view.name === 'list' && <p className="hub__announce">{announcement}</p>}
        </div>
        {view.name === 'list' ? (
          <HubTabs tab={view.tab} leaderboard={leaderboard} categories={categories} />
        ) : (
          <Suspense
            fallback={
              <p className="hub__loading" role="status">
                Loading the lesson…
              </p>
            }
          >
            <LessonArea />
          </Suspense>
        )}
      </div>
    </CatalogContext.Provider>
  );
}
