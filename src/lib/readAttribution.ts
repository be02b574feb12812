/**
 * The visit's first touch as a form's code sends it (what is kept and why: src/lib/attribution.ts). A
 * module of its own, so the forms' first script carries this and not the checks the server runs.
 */
import type { Attribution } from './attribution';

/** The session-storage key: one per tab, gone when the tab closes (the shell writes it: src/browser/firstTouch.ts). */
export const STORAGE_KEY = 'first_touch';

/** The visit's attribution for a form to send, or undefined (none kept, or storage refused). */
export function readAttribution(): Attribution | undefined {
  try {
    const kept: unknown = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? 'null');
    return kept && typeof kept === 'object' && !Array.isArray(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}
