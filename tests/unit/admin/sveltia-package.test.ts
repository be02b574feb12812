/**
 * The build's check of the installed Sveltia CMS (scripts/editor/build.mjs): it warns, naming the version, while
 * the package no longer sets what the editor relies on (so `npm test`, which allows no build warning, fails).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sveltiaTouchPoints } from '../../../scripts/editor/build.mjs';

describe('the build’s check of the installed package', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sveltia-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** A stand-in for the installed package, its entry as given. */
  const installed = (entry: string) => {
    const pkg = join(dir, 'node_modules/@sveltia/cms');
    mkdirSync(join(pkg, 'npm'), { recursive: true });
    writeFileSync(
      join(pkg, 'package.json'),
      JSON.stringify({ version: '9.9.9', exports: { '.': { default: './npm/index.js' } } }),
    );
    writeFileSync(join(pkg, 'npm/index.js'), entry);
    return sveltiaTouchPoints(dir);
  };

  it('finds what the editor relies on, and names what a version no longer sets', () => {
    expect(sveltiaTouchPoints()).toMatchObject({ problems: [] });
    expect(
      installed('var k=`__SVELTIA_CMS_REACT__`;window.h=a.createElement,window.createClass=b;globalThis[k]=a'),
    ).toEqual({
      version: '9.9.9',
      problems: [],
    });
    expect(installed('window.h=a.createElement;window.CMS=c').problems).toEqual([
      'it no longer sets globalThis.__SVELTIA_CMS_REACT__, so the previews run on their stand-in',
      "it no longer sets window.createClass, the stand-in's",
    ]);
  });
});
