import { configDefaults, defineConfig } from 'vitest/config';
import { textImports } from './scripts/build/text-import.mjs';

/** Tests that need Astro's own Vite set-up (astro:content, .astro components); see vitest.astro.config.ts. */
export const astroTests = ['tests/unit/**/*.astro.test.ts', 'tests/unit/content.config.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    // Handlers called directly have no site to fetch the page shell from: they answer with the plain page.
    env: { PAGE_SHELL: 'off' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
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
