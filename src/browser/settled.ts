/**
 * `client:settled`: hydrate once the page has loaded, painted its first frame and the browser is idle.
 * `client:idle` alone can fire before that first frame on a fast load, and then the island's modules
 * (React is most of them) are fetched while the page's first paint still waits: here they never are.
 */
import type { ClientDirective } from 'astro';

const settled: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(hydrate, { timeout: 2000 }) : setTimeout(hydrate, 200);
  // A frame is painted before the callback after the next one runs.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(whenIdle));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
};

export default settled;
