// ESLint: the mistakes a type checker lets through, in TypeScript, React, Astro and the scripts, with zero
// warnings (`npm test` runs `eslint --max-warnings=0`). The rules see types: each file is read with its own
// project's (TypeScript's project service finds tsconfig.json, or scripts/tsconfig.json for the scripts). Prettier owns the layout, so no rule here is about
// style. Accessibility rules for JSX come from eslint-plugin-jsx-a11y-x, a fork of eslint-plugin-jsx-a11y
// that runs on ESLint 10 and that eslint-plugin-astro supports alongside it (docs/decisions.md).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Reading a value typed `any`: allowed where `any` is (tests, the scripts' JSON), refused in the product's code.
const anyAllowed = Object.fromEntries(
  ['argument', 'assignment', 'call', 'member-access', 'return'].map((what) => [
    `@typescript-eslint/no-unsafe-${what}`,
    'off',
  ]),
);

// role="list" on a list styled without bullets: Safari stops announcing it as a list otherwise.
const listRoles = { ul: ['list'], ol: ['list'] };

export default defineConfig(
  // Built, installed, generated or vendored (as .prettierignore), and content, which is not code.
  globalIgnores([
    'dist/',
    '.astro/',
    '.netlify/',
    '.data/',
    'node_modules/',
    'test-results/',
    'test-reports/',
    'playwright-report/',
    'public/',
    'content/',
    'src/server/outbox/mail/vendor/',
    'src/server/calculator/chart/glyphs.ts',
    'src/lib/forms/checklists.ts',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      // __SITE_ANALYTICS__ is defined by the build (astro.config.mjs, src/virtual-modules.d.ts).
      globals: { ...globals.node, ...globals.browser, __SITE_ANALYTICS__: 'readonly' },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A name starting with _ is unused on purpose (a parameter a signature requires).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // `declare global { namespace App … }` is how Astro types its locals.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // Tests read back rows and files of any shape; the product's code may not use `any`.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      ...anyAllowed,
      // A test's stand-ins for asynchronous APIs (a fetch, a handler, a route) are async without waiting.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The scripts are JavaScript: what they parse (JSON files, reports, child processes' output) is `any` until a
    // JSDoc type says otherwise, and `tsc -p scripts` already checks them against those types.
    files: ['scripts/**/*.mjs'],
    rules: anyAllowed,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.configs.recommended],
    rules: { 'jsx-a11y-x/no-redundant-roles': ['error', listRoles] },
  },
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    files: ['**/*.astro'],
    // astro-eslint-parser reads types through a TypeScript program of its own (`project`, not the project
    // service), in which one .astro file's import of another has no type: reading those is allowed here, and
    // `astro check` types them.
    languageOptions: { parserOptions: { projectService: false, project: true } },
    rules: {
      ...anyAllowed,
      'astro/jsx-a11y/no-redundant-roles': ['error', listRoles],
      // A carousel's track (a group) scrolls sideways, so it takes focus for keyboard users to scroll it.
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'group'] }],
    },
  },
);
