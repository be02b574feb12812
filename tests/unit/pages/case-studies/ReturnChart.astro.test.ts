/**
 * The return chart of a case study: the owner's worked-out return beside what our lenders were paid
 * (content/facts.yaml, a range drawn from its lowest to its highest figure), never a savings rate, on
 * an axis from zero in 5% steps; the caption says whose each figure is, what the return leaves out,
 * and the lenders' figure's basis, source and warning; the short risk warning follows.
 */
import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { loadYaml as load } from '../../../../src/lib/contentYaml';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { caseStudySchema } from '../../../../src/collections/caseStudy';
import { factSchema } from '../../../../src/collections/fact';
import { resolveStudy, type CaseStudyData } from '../../../../src/lib/deal/study';

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
  it("draws the owner's return beside what our lenders were paid, the house's bar highlighted, and no savings rate", async () => {
    const html = await render('property-2');
    expect(texts(html, 'label')).toEqual(['Owner (this house)', 'Our lenders']);
    expect(texts(html, 'value')).toEqual([study('property-2').figures.roi.text, '8–15%']);
    expect(bars(html).map((b) => b.cls)).toEqual(['bar bar--this', 'bar']);
    expect(html).not.toMatch(/ISA|Easy access|savings/i);
  });

  it("scales the bars from zero on an axis rounded up to the next 5%, the lenders' range floating from its lowest figure", async () => {
    const html = await render('property-2');
    const roi = study('property-2').figures.roi.value;
    const top = Math.ceil(Math.max(roi, 15) / 5) * 5;
    expect(texts(html, 'tick')).toEqual(Array.from({ length: top / 5 + 1 }, (_, i) => `${i * 5}%`));
    const [ours, lenders] = bars(html);
    // Heights in proportion: the owner's from zero, the lenders' from 8% to 15%.
    expect(lenders!.height / ours!.height).toBeCloseTo((15 - 8) / roi, 2);
    const zero = ours!.top + ours!.height;
    expect((zero - (lenders!.top + lenders!.height)) / ours!.height).toBeCloseTo(8 / roi, 2);
  });

  it('names itself, describes both bars, says whose each figure is and carries the risk warning', async () => {
    const html = await render('property-2');
    const s = study('property-2');
    expect(html).toMatch(/<svg [^>]*role="img" aria-labelledby="return-chart-t return-chart-d"/);
    expect(html).toMatch(new RegExp(`<title id="return-chart-t"[^>]*>${s.data.chart!.title}</title>`));
    expect(html).toContain(
      `Owner&#39;s return on this house: ${s.figures.roi.text} a year; paid to our lenders: 8–15% a year paid to our lenders, 2020–2024.`,
    );
    expect(html).toContain(s.figures.whose);
    expect(html).toContain(s.figures.leftOut);
    expect(html).toContain('Source: our records of interest paid to lenders');
    expect(html).toContain('Past performance is not a reliable indicator of future results.');
    expect(html).toContain('data-risk-warning');
  });

  it("refuses a lenders' figure that is not a percentage", async () => {
    const words = realFacts.map((f) => (f.id === 'returns-historical' ? { ...f, value: 'high' } : f));
    await expect(render('property-2', words)).rejects.toThrow(
      'returns-historical must be a percentage or a range, got "high"',
    );
  });

  it('fails the build on a study without `chart`, naming its file', async () => {
    expect(study('manchester-flip').data.chart).toBeUndefined();
    await expect(render('manchester-flip')).rejects.toThrow(
      'needs `chart` in content/case-studies/manchester-flip.mdx',
    );
  });
});
