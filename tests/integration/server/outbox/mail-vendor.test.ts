/** The copy of React Email's components is what the installed version gives (`node scripts/build/vendor-react-email.mjs` after an upgrade). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUT, vendorFiles } from '../../../../scripts/build/vendor-react-email.mjs';

describe('src/server/outbox/mail/vendor', () => {
  it('matches the installed react-email', async () => {
    const { js, dts } = await vendorFiles();
    expect(
      readFileSync(OUT, 'utf8') === js,
      'react-email.js is stale: run node scripts/build/vendor-react-email.mjs',
    ).toBe(true);
    expect(readFileSync(OUT.replace(/\.js$/, '.d.ts'), 'utf8')).toBe(dts);
    // The copy reaches nothing but React: no Prism, Tailwind or Markdown parser comes with it.
    const imports = [...js.matchAll(/^import [^'"]*["']([^'"]+)["']/gm)].map((m) => m[1]);
    expect(new Set(imports)).toEqual(new Set(['react', 'react/jsx-runtime']));
  });
});
