import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { textImports } from './scripts/build/text-import.mjs';

// The unit tier: `npx vitest run`. No build, no server, no database, no child process (tests/support/unit-tier.ts
// refuses them), so it runs in under 20 s on two cores. Tests that need any of those are in the integration
// tier, vitest.integration.config.ts. `npm test` runs both (docs/testing.md, "Tiers").

/** Tests that need Astro's own Vite set-up (astro:content, .astro components); see vitest.astro.config.ts. */
export const astroTests = ['tests/unit/**/*.astro.test.ts', 'tests/unit/content.config.test.ts'];

/** What both tiers share. */
export const shared = {
  environment: 'node',
  // Handlers called directly have no site to fetch the page shell from: they answer with the plain page.
  env: { PAGE_SHELL: 'off' },
  testTimeout: 20_000,
  hookTimeout: 30_000,
  // Two files at a time at least (vitest's default is a core less than the machine has: one, on two cores). The
  // integration tests wait on databases, servers and child processes as much as they compute: 163 s one at a time
  // on two cores, 103 s two at a time; the unit tier 30 s and 17 s.
  maxWorkers: Math.max(availableParallelism() - 1, 2),
} as const;

export default defineConfig({
  test: {
    ...shared,
    setupFiles: ['tests/support/unit-tier.ts'],
    projects: [
      {
        extends: true,
        plugins: [textImports()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...astroTests],
        },
      },
      './vitest.astro.config.ts',
    ],
  },
});
