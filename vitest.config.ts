import { defineConfig } from 'vitest/config';
import { textImports } from './scripts/text-import.mjs';

export default defineConfig({
  plugins: [textImports()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
