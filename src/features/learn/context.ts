/** The catalog, shared by the hub's components without threading it through every prop. */
import { createContext, useContext } from 'react';
import type { HubCatalog } from './hubTypes';

export const CatalogContext = createContext<HubCatalog | null>(null);

export function useCatalog(): HubCatalog {
  const catalog = useContext(CatalogContext);
  if (!catalog) throw new Error('useCatalog outside <LearningHub>');
  return catalog;
}

/** Element ids used across components (tabs, module buttons), spelled once. */
export const ids = {
  tab: (tab: string) => `hub-tab-${tab}`,
  panel: (tab: string) => `hub-panel-${tab}`,
  moduleAction: (moduleId: string) => `hub-module-${moduleId}`,
};

/** Focuses an element by id once React has painted it. */
export function focusById(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
