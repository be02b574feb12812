/**
 * The four tabs (Modules, Badges, Leaderboard, Dashboard) as a WAI-ARIA tab list: one tab in the
 * Tab order at a time, arrow keys and Home/End move between tabs and select them.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { BadgesPanel } from './BadgesPanel';
import { DashboardPanel } from './DashboardPanel';
import { ids } from './context';
import { LeaderboardPanel } from './LeaderboardPanel';
import { ModuleGrid } from './ModuleGrid';
import { listView, tabs, type Tab } from './navigation';
import { go, selectTab } from './hubStore';

const labels: Record<Tab, string> = {
  modules: 'Modules',
  badges: 'Badges',
  leaderboard: 'Leaderboard',
  dashboard: 'Dashboard',
};

interface Props {
  tab: Tab;
  leaderboard?: ReactNode;
  categories?: ReactNode;
}

export function HubTabs({ tab, leaderboard, categories }: Props) {
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const i = tabs.indexOf(tab);
    const target = {
      ArrowRight: tabs[(i + 1) % tabs.length],
      ArrowLeft: tabs[(i - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    selectTab(target);
  }

  const panels: Record<Tab, ReactNode> = {
    modules: <ModuleGrid />,
    badges: <BadgesPanel categories={categories} />,
    leaderboard: <LeaderboardPanel table={leaderboard} />,
    dashboard: <DashboardPanel />,
  };

  return (
    <div className="hub-tabs">
      <div className="hub-tabs__list" role="tablist" aria-label="Learning hub">
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={ids.tab(t)}
            className="hub-tabs__tab"
            aria-selected={t === tab}
            aria-controls={ids.panel(t)}
            tabIndex={t === tab ? 0 : -1}
            onClick={() => go(() => listView(t))}
            onKeyDown={onKeyDown}
          >
            {labels[t]}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t}
          role="tabpanel"
          id={ids.panel(t)}
          aria-labelledby={ids.tab(t)}
          className="hub-tabs__panel"
          hidden={t !== tab}
          tabIndex={0}
        >
          {panels[t]}
        </div>
      ))}
    </div>
  );
}
