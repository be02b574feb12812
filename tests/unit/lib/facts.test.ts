/**
 * content/facts.yaml stays the one list of the company's figures: every fact is used somewhere and
 * listed in docs/content.md, and every fact the content or the pages name exists. (The build fails on an
 * unknown id as well; this says which file names it without building.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadYaml as load } from '../../../src/lib/contentYaml';
import { describe, expect, it } from 'vitest';
import { investmentAmountOptions } from '../../../src/lib/forms/contactSchema';

const ids = [...readFileSync('content/facts.yaml', 'utf8').matchAll(/^- id: ([a-z0-9-]+)$/gm)].map((m) => m[1]!);

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) ? [path] : [];
  });
}

const sources = [...files('src', /\.(astro|ts|tsx)$/), ...files('content', /\.(ya?ml|json)$/)].filter(
  (f) => f !== join('content', 'facts.yaml') && !f.startsWith(join('content', 'approval')) && !f.endsWith('.test.ts'),
);
const text = new Map(sources.map((f) => [f, readFileSync(f, 'utf8')]));

/** Fact ids a file names: fact('x'), facts('x', 'y'), `fact: x` in content/stats.yaml, `returns: x` in content/testimonials.yaml, {{x}} in content text. */
function named(file: string, body: string): string[] {
  const out: string[] = [];
  for (const m of body.matchAll(/\bfacts?\(([^)]*)\)/g))
    out.push(...[...m[1]!.matchAll(/'([a-z0-9-]+)'/g)].map((q) => q[1]!));
  if (file.startsWith('content')) {
    for (const m of body.matchAll(/\b(?:fact|returns): ([a-z0-9-]+)/g)) out.push(m[1]!);
    for (const m of body.matchAll(/\{\{\s*([a-z0-9-]+)(?:\.(?:wording|basis))?\s*\}\}/g)) out.push(m[1]!);
  }
  return out;
}

describe('content/facts.yaml', () => {
  it('has facts, each id once', () => {
    expect(ids.length).toBeGreaterThan(20);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every fact a page or content file names exists', () => {
    const unknown = [...text].flatMap(([file, body]) =>
      named(file, body)
        .filter((id) => !ids.includes(id))
        .map((id) => `${file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('every fact is shown somewhere', () => {
    const used = new Set([...text].flatMap(([file, body]) => named(file, body)));
    // A wording may name another fact ("Since {{founded}}").
    for (const m of readFileSync('content/facts.yaml', 'utf8').matchAll(/\{\{([a-z0-9-]+)\}\}/g)) used.add(m[1]!);
    expect(ids.filter((id) => !used.has(id))).toEqual([]);
  });

  it('docs/content.md lists every fact', () => {
    const doc = readFileSync('docs/content.md', 'utf8');
    expect(ids.filter((id) => !new RegExp(`\\|\\s*\`${id}\`\\s*\\|`).test(doc))).toEqual([]);
  });
});

describe('figures that must agree across the site', () => {
  const facts = load(readFileSync('content/facts.yaml', 'utf8')) as { id: string; value: string }[];
  const value = (id: string) => facts.find((f) => f.id === id)!.value;
  /** "£10K", "£10,000", "10k" in pounds. */
  const pounds = (v: string) => Number(v.replace(/[£,]/g, '').replace(/k$/i, '000'));

  it("the contact form's lowest investment band starts at the minimum investment", () => {
    const lowest = investmentAmountOptions[0].value.split(/[-+]/)[0]!;
    expect(pounds(lowest)).toBe(pounds(value('minimum-investment')));
    expect(pounds(value('loan-minimum'))).toBe(pounds(value('minimum-investment')));
  });

  it('the About timeline dates the first buy-to-let and the move into social housing as the facts do', () => {
    const timeline = load(readFileSync('content/timeline.yaml', 'utf8')) as { id: string; year: number }[];
    const year = (id: string) => String(timeline.find((t) => t.id === id)!.year);
    expect(year('first-purchase')).toBe(value('first-buy-to-let'));
    expect(year('social-housing')).toBe(value('social-housing-since'));
  });
});

describe('what the case studies and posts say agrees with their figures and with each other', () => {
  const studies = readdirSync('content/case-studies').map((f) => readFileSync(join('content/case-studies', f), 'utf8'));
  const figure = (slug: string, key: string) =>
    Number(readFileSync(`content/case-studies/${slug}.mdx`, 'utf8').match(new RegExp(`^  ${key}: (\\d+)`, 'm'))![1]);

  it('no shared-house page says shared lets earn more than a family let (Newhaven earns less than the 4-bed family home)', () => {
    expect(figure('3-bed-to-4-bed-newhaven-nelincs', 'monthlyRent')).toBeLessThan(
      figure('4-bed-family-social-housing-nelincs', 'monthlyRent'),
    );
    for (const text of studies)
      expect(text).not.toMatch(/\b(?:earns?|bring in|brings in) more than (?:a|the|one)\b[^.]*family/i);
  });

  it('the social-housing deal compares its rent with the 4-bed family home as the figures do', () => {
    const ratio =
      figure('4-bed-family-social-housing-nelincs', 'monthlyRent') / figure('social-housing-deal', 'monthlyRent');
    const note = readFileSync('content/case-studies/social-housing-deal.mdx', 'utf8');
    expect(ratio).toBeGreaterThan(0.5);
    expect(note).not.toMatch(/less than half/);
    expect(note).toMatch(/a little over half as much/);
  });

  it('the lesson and the post say the same of EPC C in 2030: decided, the law still to pass', () => {
    const lesson = readFileSync('content/learning/lessons/location-analysis.yaml', 'utf8');
    const post = readFileSync('content/posts/social-housing-leases-north-east-lincolnshire.mdx', 'utf8');
    for (const text of [lesson, post]) {
      expect(text).toMatch(/EPC C[^.]*by 1 October 2030/);
      expect(text).toMatch(/January 2026/);
      expect(text).toMatch(/law that brings it in has/);
      expect(text).not.toMatch(/consulting on|has confirmed/i);
    }
  });
});
