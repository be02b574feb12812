import { defineConfig } from 'vitest/config';
import { textImports } from './scripts/build/text-import.mjs';
import { shared } from './vitest.config.ts';

// The integration tier: `npx vitest run -c vitest.integration.config.ts`. What the unit tier refuses: the
// function handlers against a local database and a stand-in Postmark, the local server and Netlify's emulation,
// builds (a production build, `astro sync`), and scripts run as processes (docs/testing.md, "Tiers").
export default defineConfig({
  plugins: [textImports()],
  test: {
    ...shared,
    name: 'integration',
    include: ['tests/integration/**/*.test.ts'],
  },
});
