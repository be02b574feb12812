/**
 * The return chart of a case study: the two savings rates from content/facts.yaml beside the
 * study's worked-out ROI, on an axis from zero in 5% steps, with its source note, what the return
 * leaves out, what cash has that the investment has not, and the risk warning.
 */
import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { load } from 'js-yaml';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { caseStudySchema } from '../../../../src/collections/caseStudy';
import { factSchema } from '../../../../src/collections/fact';
import { resolveStudy, type CaseStudyData } from '../../../../src/pages/case-studies/_components/context';

/** The facts as the collection holds them; a test may change a copy. */
const realFacts = (load(readFileSync('content/facts.yaml', 'utf8')) as unknown[]).map((f) => factSchema.parse(f));
const facts = vi.hoisted(() => ({ current: [] as { id: string }[] }));
vi.mock('astro:content', () => ({
  getCollection: async () => facts.current.map((data) => ({ id: data.id, data: structuredClone(data) })),
}));

const image = { image: () => z.string() } as unknown as SchemaContext;
function study(id: string) {
  const frontmatter = load(readFileSync(`content/case-studies/${id}.mdx`, 'utf8').split(/^---$/m)[1]!);
  return resolveStudy(id, caseStudySchema(image).parse(frontmatter) as unknown as CaseStudyData, []);
}

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

async function render(id: string, factList = realFacts): Promise<string> {
  facts.current = factList;
  vi.resetModules();
  // facts.ts caches the collection: a fresh import per render reads this test's facts.
  const { default: Chart } = await import('../../../../src/pages/case-studies/_components/ReturnChart.astro');
  return container.renderToString(Chart, { locals: { caseStudy: study(id) } });
}

const texts = (html: string, cls: string) =>
  [...html.matchAll(new RegExp(`<text[^>]*class="${cls}"[^>]*>([^<]*)</text>`, 'g'))].map((m) => m[1]);
const bars = (html: string) =>
  [...html.matchAll(/<rect[^>]*\by="([\d.]+)"[^>]*height="([\d.]+)"[^>]*class="(bar[^"]*)"/g)].map((m) => ({
    top: Number(m[1]),
    height: Number(m[2]),
    cls: m[3],
  }));

describe('ReturnChart', () => {
  it("draws the savings rates beside the study's ROI, the study's bar highlighted", async () => {
    const html = await render('property-2');
    expect(texts(html, 'label')).toEqual(['Easy access', 'Fixed ISA', 'This property']);
    expect(texts(html, 'value')).toEqual(['2.48%', '3.79%', study('property-2').figures.roi.text]);
    expect(bars(html).map((b) => b.cls)).toEqual(['bar', 'bar', 'bar bar--this']);
  });

  it('scales the bars from zero on an axis rounded up to the next 5%', async () => {
    const html = await render('property-2');
    const roi = study('property-2').figures.roi.value;
    const top = Math.ceil(roi / 5) * 5;
    expect(texts(html, 'tick')).toEqual(Array.from({ length: top / 5 + 1 }, (_, i) => `${i * 5}%`));
    const [bank, isa, ours] = bars(html);
    // Heights in proportion to the values (the smallest bar keeps a visible 1.5 units).
    expect(ours!.height / isa!.height).toBeCloseTo(roi / 3.79, 2);
    expect(bank!.height).toBeGreaterThanOrEqual(1.5);
    expect(ours!.top + ours!.height).toBeCloseTo(isa!.top + isa!.height, 6);
  });

  it('names itself, describes every bar, cites the rates, says what cash has that this has not, and carries the risk warning', async () => {
    const html = await render('property-2');
    const s = study('property-2');
    expect(html).toMatch(/<svg [^>]*role="img" aria-labelledby="return-chart-t return-chart-d"/);
    expect(html).toMatch(new RegExp(`<title id="return-chart-t"[^>]*>${s.data.chart!.title}</title>`));
    expect(html).toMatch(
      new RegExp(
        `<desc id="return-chart-d"[^>]*>Easy access: 2\\.48% a year; Fixed ISA: 3\\.79% a year; This property: ${s.figures.roi.text.replace('.', '\\.')} a year\\.</desc>`,
      ),
    );
    expect(html).toContain(
      'Rates: Moneyfacts UK Savings Trends Treasury Report, January 2026 (average easy access rate, average one-year fixed ISA rate).',
    );
    expect(html).toContain(s.figures.leftOut);
    expect(html).toMatch(
      /protected by the Financial Services Compensation Scheme up to £120,000 per person per bank[^<]*Our investments are neither/,
    );
    expect(html).toContain('data-risk-warning');
  });

  it('refuses a comparison rate that is not one percentage', async () => {
    const banded = realFacts.map((f) => (f.id === 'rate-cash-isa' ? { ...f, value: '4–5%' } : f));
    await expect(render('property-2', banded)).rejects.toThrow(
      'A comparison rate must be a single percentage, got "4–5%"',
    );
  });

  it('fails the build on a study without `chart`, naming its file', async () => {
    expect(study('manchester-flip').data.chart).toBeUndefined();
    await expect(render('manchester-flip')).rejects.toThrow(
      'needs `chart` in content/case-studies/manchester-flip.mdx',
    );
  });
});
