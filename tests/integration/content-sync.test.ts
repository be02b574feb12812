/**
 * The README promises editors that a misspelt field fails the build, naming the file and the field:
 * `astro sync` over a copy of content/ with `hilights:` in a case study fails, naming file and key (the
 * schemas themselves: tests/unit/content.config.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

describe('the build', () => {
  it('fails on `hilights:` in a case study, naming the file and the key', () => {
    // A copy of the project inside it, so the copy resolves the project's node_modules.
    mkdirSync(join(root, '.data'), { recursive: true });
    const copy = mkdtempSync(join(root, '.data', 'typo-'));
    onTestFinished(() => rmSync(copy, { recursive: true, force: true }));
    for (const f of ['src', 'scripts', 'public', 'package.json', 'tsconfig.json', 'astro.config.mjs'])
      symlinkSync(join(root, f), join(copy, f));
    cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true });
    const study = join(copy, 'content/case-studies/4-bed-family-social-housing-nelincs.mdx');
    const text = readFileSync(study, 'utf8');
    expect(text).toMatch(/^highlights:$/m);
    writeFileSync(study, text.replace(/^highlights:$/m, 'hilights:'));

    const astro = spawnSync(
      process.execPath,
      [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync', '--root', copy],
      {
        encoding: 'utf8',
        env: { ...process.env, FORCE_COLOR: '0' },
      },
    );
    const output = `${astro.stdout}${astro.stderr}`;
    expect(astro.status, output).not.toBe(0);
    expect(output).toContain('content/case-studies/4-bed-family-social-housing-nelincs.mdx');
    expect(output).toContain('Unrecognized key: "hilights"');
  }, 180_000);
});
