/**
 * A tap on an island's button before the island has woken would do nothing: keep it, and replay it on the same
 * button (found again by its id, as hydration may replace it) once the island has hydrated. Astro marks a waiting
 * island with `ssr` and fires `astro:hydrate` on it when done. Self-contained, so the build inlines it where it is
 * used (IslandTaps.astro) and it keeps taps from the first paint, before any script file could arrive.
 */
document.addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element | null)?.closest?.('button[type="button"][id]');
    const island = button?.closest('astro-island[ssr]');
    if (!button || !island) return;
    island.addEventListener('astro:hydrate', () => setTimeout(() => document.getElementById(button.id)?.click()), {
      once: true,
    });
  },
  { capture: true },
);
