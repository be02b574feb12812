/**
 * The claims check as the build runs it: the committed content passes today, and a bad claim put
 * back stops `astro build` with its file and line.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkClaims, formatProblems } from '../../../src/lib/claims';
import { claimsCheck, contentFiles } from '../../../scripts/build/claims-check.mjs';

describe('the committed content', () => {
  it('passes every claims rule today', () => {
    const files = contentFiles();
    expect(files.length).toBeGreaterThan(30);
    expect(formatProblems(checkClaims({ files, today: new Date() }))).toBe('');
  });
});

describe('the build step', () => {
  const project = mkdtempSync(join(tmpdir(), 'claims-'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const logger = { info: () => {}, warn: () => {} };
  const start = (root: string) => () =>
    (claimsCheck({ root }).hooks['astro:build:start'] as unknown as (o: { logger: typeof logger }) => void)({ logger });

  it('fails naming file and line when a bad claim comes back', () => {
    mkdirSync(join(project, 'content', 'case-studies'), { recursive: true });
    writeFileSync(join(project, 'content', 'site.json'), JSON.stringify({ regulatory: { authorised: false } }));
    writeFileSync(
      join(project, 'content', 'points.yaml'),
      '- id: why-protected\n  title: "Capital Protected"\n  text: "Secured against the property."\n',
    );
    writeFileSync(
      join(project, 'content', 'case-studies', 'x.mdx'),
      '---\ntitle: X\ndescription: "A flip: {{profit}} profit."\n---\n',
    );
    expect(start(project)).toThrow(
      /Claims check: 2 problems in content\/[\s\S]*content\/case-studies\/x\.mdx:3: [^\n]*\[return-in-description\]\ncontent\/points\.yaml:2: "Capital Protected": [^\n]*\[unqualified-claim\]$/,
    );
  });

  it('passes once the wording is true', () => {
    writeFileSync(
      join(project, 'content', 'points.yaml'),
      '- id: why-secured\n  title: "Secured Against Property"\n  text: "A legal charge reduces the risk; it does not remove it."\n',
    );
    writeFileSync(
      join(project, 'content', 'case-studies', 'x.mdx'),
      '---\ntitle: X\ndescription: "A flip in Manchester: the works, the costs and the sale."\n---\n',
    );
    expect(start(project)).not.toThrow();
  });
});
