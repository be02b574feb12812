// Components rendered with Astro's Container API, and the content collections as configured: these
// need Astro's Vite set-up (its compiler, astro:content), which getViteConfig gives vitest.
import { getViteConfig } from 'astro/config';
import { astroTests, shared } from './vitest.config.ts';

export default getViteConfig({
  test: {
    name: 'astro',
    include: astroTests,
    // The Container API renders .astro components on the server side only.
    environment: shared.environment,
    testTimeout: shared.testTimeout,
    hookTimeout: shared.hookTimeout,
    // Part of the unit tier: no server, no process (vitest.config.ts).
    setupFiles: ['tests/support/unit-tier.ts'],
  },
});
