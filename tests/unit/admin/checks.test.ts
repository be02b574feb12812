/**
 * What the editor says before a save is what the build would say: the schema, the claims rules, a
 * case study's figures worked out by the page's own code, and the MDX body as the build compiles it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveFigures } from '../../../src/lib/deal/figures';
import { checkEntry, codecFor } from '../../../src/admin/checks';

const root = join(import.meta.dirname, '../../..');
const today = new Date('2026-11-24');
/** A content file as the editor's form holds it. */
const form = (collection: string, path: string) => codecFor(collection)!.read(readFileSync(join(root, path), 'utf8'));
const messages = (r: { errors: { where: string; message: string }[] }) =>
  r.errors.map((e) => `${e.where}: ${e.message}`);

describe('checks before saving', () => {
  it('say that saving a change will need a new sign-off, and nothing of the kind for an entry saved unchanged', async () => {
    const data = form('caseStudies', 'content/case-studies/2-bed-social-housing-nelincs.mdx');
    const slug = '2-bed-social-housing-nelincs';
    const unchanged = await checkEntry('caseStudies', data, { slug, today });
    expect(unchanged.notices.filter((n) => n.where === 'sign-off')).toEqual([]);
    const changed = await checkEntry(
      'caseStudies',
      { ...data, lead: `${String(data.lead)} Ask us anything.` },
      { slug, today },
    );
    expect(changed.notices).toContainEqual({
      where: 'sign-off',
      message: expect.stringMatching(
        /^saving this will need a new sign-off: .*"Awaiting approval: not for publication"/,
      ),
    });
  });

  it('accept a case study as it is, with the figures its page shows', async () => {
    const data = form('caseStudies', 'content/case-studies/2-bed-social-housing-nelincs.mdx');
    const report = await checkEntry('caseStudies', data, { slug: '2-bed-social-housing-nelincs', today });
    expect(messages(report)).toEqual([]);
    expect(report.figures!.roi.text).toBe(deriveFigures(report.study!.data.figures).roi.text);
    expect(report.study!.lead).not.toContain('{{');
  });

  it('refuse a banned claim, an amount typed into a description, and a figure the study lacks', async () => {
    const data = form('caseStudies', 'content/case-studies/2-bed-social-housing-nelincs.mdx');
    const report = await checkEntry(
      'caseStudies',
      {
        ...data,
        lead: 'Guaranteed rent for ten years.',
        description: 'Bought for £60,000 and let at once to a housing provider.',
        body: '<Fig k="noSuchFigure" />\n',
      },
      { slug: '2-bed-social-housing-nelincs', today },
    );
    const all = messages(report).join('\n');
    expect(all).toMatch(/guaranteed/i);
    expect(all).toMatch(/description.*\{\{key\}\}/);
    expect(all).toMatch(/no figure "noSuchFigure"/);
  });

  it('refuse what the build refuses by meaning, and content that is code, naming the line', async () => {
    const data = form('caseStudies', 'content/case-studies/2-bed-social-housing-nelincs.mdx');
    const report = await checkEntry(
      'caseStudies',
      {
        ...data,
        lead: 'No voids, guaranteed rent for five years.',
        body: "import { execSync } from 'node:child_process'\n\n{execSync('id')}\n",
      },
      { slug: '2-bed-social-housing-nelincs', today },
    );
    const all = messages(report);
    expect(all).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/case-studies\/2-bed-social-housing-nelincs\.mdx:\d+: "guaranteed": nothing an investor/,
        ),
        expect.stringMatching(
          /^content\/case-studies\/2-bed-social-housing-nelincs\.mdx:\d+: "import \{ execSync \}.*cannot import or export/,
        ),
        expect.stringMatching(
          /^content\/case-studies\/2-bed-social-housing-nelincs\.mdx:\d+: "\{execSync\('id'\)\}" is code, not text/,
        ),
      ]),
    );
  });

  it('read the page as it would say it, figures in place', async () => {
    const data = form('caseStudies', 'content/case-studies/2-bed-social-housing-nelincs.mdx') as { summary: string[] };
    const report = await checkEntry(
      'caseStudies',
      { ...data, summary: [...data.summary, 'Our investors have earned {{roi}} a year since 2020.'] },
      { slug: '2-bed-social-housing-nelincs', today },
    );
    // The source reads "{{roi}}", a figure; only the page says the percentage, as a past result. The source
    // already says whose return it is not.
    expect(messages(report)).toEqual([
      expect.stringMatching(/: the return is named without whose it is/),
      expect.stringMatching(
        /^the page would say "Our investors have earned \d+\.\d+% a year since 2020\.": a past return typed into the text/,
      ),
    ]);
  });

  it('refuse a return fact without its basis, naming the line', async () => {
    const data = form('facts', 'content/facts.yaml') as { facts: Record<string, unknown>[] };
    const facts = data.facts.map((f) => (f.id === 'returns-target' ? { ...f, basis: undefined } : f));
    const report = await checkEntry('facts', { ...data, facts }, { today });
    expect(messages(report).join('\n')).toMatch(/content\/facts\.yaml:\d+: .*basis/);
  });

  it('refuse a body the build cannot compile, or a component the page does not have', async () => {
    const data = form('posts', 'content/posts/before-lending-on-a-property-deal.mdx');
    expect(
      messages(
        await checkEntry('posts', { ...data, body: '<Section>\nText\n</Section> Edited.\n' }, { slug: 'x', today }),
      ).join('\n'),
    ).toMatch(/not valid MDX/);
    expect(
      messages(await checkEntry('posts', { ...data, body: 'Hello <Chart />\n' }, { slug: 'x', today })).join('\n'),
    ).toMatch(/<Chart>: this page has no components/);
  });

  it('refuse a misspelt key and a missing field, naming them', async () => {
    const data = form('posts', 'content/posts/before-lending-on-a-property-deal.mdx');
    const { title: _, ...rest } = data;
    const report = await checkEntry('posts', { ...rest, hilights: 'x' }, { slug: 'x', today });
    expect(messages(report)).toEqual(
      expect.arrayContaining(['title: required', 'entry: not a field of this schema: hilights (misspelt?)']),
    );
  });
});
