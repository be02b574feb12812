/**
 * The copy of React Email's components (src/server/outbox/mail/vendor/) comes from the react-email version
 * scripts/setup/tools/react-email/ pins, and reaches nothing but React: no Prism, Tailwind or Markdown parser
 * comes with it. That it is exactly what that version gives: tests/integration/server/outbox/mail-vendor-copy.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUT } from '../../../../scripts/build/vendor-react-email.mjs';

const js = readFileSync(OUT, 'utf8');

describe('src/server/outbox/mail/vendor', () => {
  it('names the pinned react-email', () => {
    const pinned = JSON.parse(readFileSync('scripts/setup/tools/react-email/package.json', 'utf8')).dependencies[
      'react-email'
    ];
    const lock = JSON.parse(readFileSync('scripts/setup/tools/react-email/package-lock.json', 'utf8'));
    expect(lock.packages['node_modules/react-email'].version).toBe(pinned);
    for (const file of [OUT, OUT.replace(/\.js$/, '.d.ts')])
      expect(readFileSync(file, 'utf8'), `${file}: run node scripts/build/vendor-react-email.mjs`).toContain(
        `from react-email ${pinned}`,
      );
  });

  it('imports nothing but React', () => {
    const imports = [...js.matchAll(/^import [^'"]*["']([^'"]+)["']/gm)].map((m) => m[1]);
    expect(new Set(imports)).toEqual(new Set(['react', 'react/jsx-runtime']));
  });
});
