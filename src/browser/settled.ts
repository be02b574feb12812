/**
 * `client:settled`: hydrate once the page has loaded, painted its first frame and the browser is idle.
 * `client:idle` alone can fire before that first frame on a fast load, and then the island's modules
 * (React is most of them) are fetched while the page's first paint still waits: here they never are.
 */
import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './after-paint';

const settled: ClientDirective = (load) => afterFirstPaint(() => void load().then((hydrate) => hydrate()));

export default settled;
