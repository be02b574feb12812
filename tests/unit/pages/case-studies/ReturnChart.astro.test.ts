/**
 * The return chart of a case study compares like with like: what investors in this deal were paid a
 * year (a lender's rate, a partner's return a year) beside our target for the same product, on an axis
 * from zero in 5% steps, the target a range from its lowest to its highest figure; never the owner's
 * leveraged return and never a savings rate. Until what investors were paid is confirmed, it draws
 * nothing and says so.
 */
import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { loadYaml as load } from '../../../../src/lib/contentYaml';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { caseStudySchema } from '../../../../src/collections/caseStudy';
import { factSchema } from '../../../../src/collections/fact';
import { resolveStudy } from '../../../../src/lib/deal/study';

/** The facts as the collection holds them; a test may change a copy. */
const realFacts = (load(readFileSync('content/facts.yaml', 'utf8')) as unknown[]).map((f) => factSchema.parse(f));
const facts = vi.hoisted(() => ({ current: [] as { id: string }[] }));
vi.mock('astro:content', () => ({
  getCollection: async () => facts.current.map((data) => ({ id: data.id, data: structuredClone(data) })),
}));

const image = { image: () => z.string() } as unknown as SchemaContext;
/** A study as its file has it, with `change` applied to its frontmatter (what investors got, say). */
function study(id: string, change: (fm: Record<string, unknown>) => void = () => {}) {
  const frontmatter = load(readFileSync(`content/case-studies/${id}.mdx`, 'utf8').split(/^---$/m)[1]!) as Record<
    string,
    unknown
  >;
  change(frontmatter);
  return resolveStudy(id, caseStudySchema(image).parse(frontmatter));
}
const lentAt = (rate: number) => (fm: Record<string, unknown>) => {
  fm.investors = [{ kind: 'loan', rate, termMonths: 24 }];
};

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

async function render(s: ReturnType<typeof study>): Promise<string> {
  facts.current = realFacts;
  vi.resetModules();
  // facts.ts caches the collection: a fresh import per render reads this test's facts.
  const { default: Chart } = await import('../../../../src/pages/case-studies/_components/ReturnChart.astro');
  return container.renderToString(Chart, { locals: { caseStudy: s } });
}

const texts = (html: string, cls: string) =>
  [...html.matchAll(new RegExp(`<text[^>]*class="${cls}"[^>]*>([^<]*)</text>`, 'g'))].map((m) => m[1]);
const bars = (html: string) =>
  [...html.matchAll(/<rect[^>]*\by="([\d.]+)"[^>]*height="([\d.]+)"[^>]*class="(bar[^"]*)"/g)].map((m) => ({
    top: Number(m[1]),
    height: Number(m[2]),
    cls: m[3],
  }));
const target = realFacts.find((f) => f.id === 'loan-return')!;

describe('ReturnChart', () => {
  it("draws what this deal's lenders were paid beside our target for loans, and neither the owner's return nor a savings rate", async () => {
    const s = study('4-bed-family-social-housing-nelincs', lentAt(8));
    const html = await render(s);
    expect(texts(html, 'label')).toEqual(['Lenders (this deal)', 'Our target']);
    expect(texts(html, 'value')).toEqual(['8%', target.value]);
    expect(bars(html).map((b) => b.cls)).toEqual(['bar bar--this', 'bar']);
    expect(html).not.toContain(s.figures.roi.text);
    expect(html).not.toMatch(/ISA|Easy access|savings|Owner/i);
  });

  it('scales the bars from zero on an axis rounded up to the next 5%, the target range floating from its lowest figure', async () => {
    const html = await render(study('4-bed-family-social-housing-nelincs', lentAt(12)));
    const [low, high] = target.value.match(/\d+/g)!.map(Number) as [number, number];
    expect(texts(html, 'tick')).toEqual(['0%', '5%', '10%', '15%']);
    const [ours, range] = bars(html);
    expect(range!.height / ours!.height).toBeCloseTo((high - low) / 12, 2);
    const zero = ours!.top + ours!.height;
    expect((zero - (range!.top + range!.height)) / ours!.height).toBeCloseTo(low / 12, 2);
  });

  it('names itself, says what the target is and carries its basis and the risk warning', async () => {
    const s = study('4-bed-family-social-housing-nelincs', lentAt(8));
    const html = await render(s);
    expect(html).toMatch(/<svg [^>]*role="img" aria-labelledby="return-chart-t return-chart-d"/);
    expect(html).toMatch(new RegExp(`<title id="return-chart-t"[^>]*>${s.data.chart!.title}</title>`));
    expect(html).toContain(`Lenders in this deal: 8% a year; our target: ${target.value}`);
    expect(html).toContain('not guaranteed');
    expect(html).toContain('data-risk-warning');
  });

  it('draws a partner’s return a year, worked out from their share of a flip’s profit, beside our target for stakes', async () => {
    const s = study('manchester-flip', (fm) => {
      fm.investors = [{ kind: 'joint-venture', share: 50, paid: 'Within 30 days of the sale' }];
      fm.chart = { title: 'Partners beside our target' };
    });
    const html = await render(s);
    // 50% of £26,464 = £13,232 over £159,600 = 8.29% in 6 months, 16.58% a year.
    expect(texts(html, 'value')).toEqual(['16.58%', realFacts.find((f) => f.id === 'jv-return')!.value]);
    expect(texts(html, 'label')).toEqual(['Partners (this deal)', 'Our target']);
    expect(s.figures.all.partnersProfit!.text).toBe('£13,232');
  });

  it('draws nothing while what investors were paid is to be confirmed, and says so', async () => {
    const html = await render(study('4-bed-family-social-housing-nelincs'));
    expect(html).not.toContain('<svg');
    expect(html).toContain('data-return-chart="not yet"');
    expect(html).toMatch(/what lenders in this deal were paid a year beside our target[\s\S]*still to be confirmed/);
  });

  it('fails the build on a study without `chart`, naming its file', async () => {
    const s = study('manchester-flip');
    expect(s.data.chart).toBeUndefined();
    await expect(render(s)).rejects.toThrow('needs `chart` in content/case-studies/manchester-flip.mdx');
  });
});
