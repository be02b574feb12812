/**
 * An island's words as the sign-off reads them (scripts/build/island-text.mjs, through approvalItems): each module's
 * words in their order, the modules ordered by their words, so renaming or moving a module keeps the fingerprint
 * the approver signed. A small project on disk; no build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../../src/lib/html';
import { approvalItems } from '../../../scripts/build/approval-check.mjs';
import { componentLines } from '../../../scripts/build/island-text.mjs';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const RESULTS = `export const results = ['You answered every question. Read the lessons again before you decide.', 'Some answers were wrong: each lesson says why.'];\n`;
const QUESTIONS = `export const questions = ['What could go wrong with a loan secured on a house?', 'Who is paid first when a house is sold?'];\n`;

/** A project whose island `Quiz` imports two modules of words, at the paths given. */
function project(files: { questions: string; results: string; island?: string }) {
  const base = mkdtempSync(join(tmpdir(), 'island-text-'));
  dirs.push(base);
  const rel = (p: string) => `./${p.replace(/\.ts$/, '')}`;
  const island = `import { questions } from '${rel(files.questions)}';\nimport { results } from '${rel(files.results)}';\nexport default function Quiz() {\n  return <section><h2>Test what you know.</h2>{questions.length}{results.length}</section>;\n}\n`;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(base, 'src/features/quiz', path)), { recursive: true });
    writeFileSync(join(base, 'src/features/quiz', path), text);
  };
  write('Quiz.tsx', files.island ?? island);
  write(files.questions, QUESTIONS);
  write(files.results, RESULTS);
  return base;
}

/** The island's item as the build signs it off, on a page that loads it. */
function islandItem(base: string) {
  const document = parseHtml(`<main><astro-island opts='{"name":"Quiz","value":true}'></astro-island></main>`);
  const pages = [{ address: '/quiz', file: 'dist/quiz.html', document }];
  const items = approvalItems({ base, pages: pages as never, lessons: [], mails: [] });
  return items.find((i) => i.name === 'island Quiz')!;
}

describe("an island's fingerprint", () => {
  const before = islandItem(project({ questions: 'a-questions.ts', results: 'b-results.ts' }));

  it('reads the words of every module the island imports, each module in its own order', () => {
    expect(before.lines).toEqual(
      expect.arrayContaining([
        'island: Test what you know.',
        'island: What could go wrong with a loan secured on a house?',
        'island: Who is paid first when a house is sold?',
        'island: Some answers were wrong: each lesson says why.',
      ]),
    );
    const at = (line: string) => before.lines.indexOf(`island: ${line}`);
    expect(at('What could go wrong with a loan secured on a house?')).toBe(
      at('Who is paid first when a house is sold?') - 1,
    );
  });

  it('is the same when its modules are renamed so their path order flips, or moved to another folder', () => {
    const renamed = islandItem(project({ questions: 'z-questions.ts', results: 'b-results.ts' }));
    const moved = islandItem(project({ questions: 'words/questions.ts', results: 'a/results.ts' }));
    expect(renamed.lines).toEqual(before.lines);
    expect(renamed.fingerprint).toBe(before.fingerprint);
    expect(moved.fingerprint).toBe(before.fingerprint);
  });

  it('changes when a word does', () => {
    const base = project({ questions: 'a-questions.ts', results: 'b-results.ts' });
    writeFileSync(join(base, 'src/features/quiz/b-results.ts'), RESULTS.replace('wrong', 'mistaken'));
    expect(islandItem(base).fingerprint).not.toBe(before.fingerprint);
  });
});

describe('componentLines', () => {
  it('orders modules by their words, whatever order they come in, and keeps each line once', () => {
    const a = ['Apples first.', 'Then pears.'];
    const b = ['Bananas after.', 'Then pears.'];
    expect(componentLines([b, [], a])).toEqual(['Apples first.', 'Then pears.', 'Bananas after.']);
    expect(componentLines([a, b])).toEqual(componentLines([b, a]));
  });
});
