// Components rendered with Astro's Container API, and the content collections as configured: these
// need Astro's Vite set-up (its compiler, astro:content), which getViteConfig gives vitest.
import { getViteConfig } from 'astro/config';
import { astroTests } from './vitest.config.ts';

export default getViteConfig({
  test: {
    name: 'astro',
    include: astroTests,
    // The Container API renders .astro components on the server side only.
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
