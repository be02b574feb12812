/**
 * The key facts of each way to invest, as Invest With Us shows them: which facts (content/facts.yaml)
 * each box lists, in order. The combined loan to value and the borrowing ahead of a partner are
 * worked out again here from the case studies that describe a loan, and the build fails if the facts
 * say otherwise, so the figure can never be typed lower than the deals give.
 */
import { getCollection } from 'astro:content';
import { facts, type Fact } from '../../../lib/facts';
import { combinedLoanToValue, deriveFigures } from '../../../lib/deal/figures';

export interface Product {
  /** The box's anchor: #key-facts-<id> (paths.keyFacts). */
  id: 'loan' | 'joint-venture';
  title: string;
  /** The short, specific warning at the top of the box. */
  risk: Fact;
  rows: Fact[];
}

/** "95–127%" for 95.05 and 126.54; "75%" when both ends round alike. */
function percentRange(values: readonly number[]): string {
  const [low, high] = [Math.round(Math.min(...values)), Math.round(Math.max(...values))];
  return low === high ? `${low}%` : `${low}–${high}%`;
}

/** Throws unless the fact's value starts with what the case studies give. */
function mustMatch(f: Fact, worked: string, how: string): void {
  if (!f.value.startsWith(worked))
    throw new Error(
      `content/facts.yaml: fact "${f.id}" says ${f.value}, but ${how} give ${worked}: correct the fact, or the case studies`,
    );
}

/** Checks the security facts against the refinanced case studies that describe a loan. */
async function checkAgainstCaseStudies(byId: Map<string, Fact>): Promise<void> {
  const studies = await getCollection('caseStudies', (s) => s.data.investors.some((i) => i.kind === 'loan'));
  const ltvs = studies.flatMap((s) => {
    const ltv = combinedLoanToValue(deriveFigures(s.data.figures));
    return ltv ? [{ ...ltv, mortgage: s.data.figures.model === 'refinance' ? s.data.figures.loanToValue : 0 }] : [];
  });
  if (!ltvs.length)
    throw new Error(
      'No refinanced case study describes a loan (`investors: - kind: loan`): nothing to work the combined loan to value out from',
    );
  const how = `the ${ltvs.length} refinanced case studies lenders took part in`;
  mustMatch(byId.get('loan-combined-ltv')!, percentRange(ltvs.map((l) => l.afterWorks)), how);
  mustMatch(byId.get('loan-combined-ltv-purchase')!, percentRange(ltvs.map((l) => l.atPurchase)), how);
  mustMatch(byId.get('jv-debt-ahead')!, percentRange(ltvs.map((l) => l.mortgage)), how);
}

/** Both products' boxes, in order: the first fact of each list is the box's risk warning, the rest its rows. */
export async function keyFacts(): Promise<Product[]> {
  const [loanRisk, ...loan] = await facts(
    'loan-risk',
    'loan-minimum',
    'loan-term',
    'loan-return',
    'loan-payments',
    'loan-fees',
    'loan-charge-rank',
    'loan-combined-ltv',
    'loan-combined-ltv-purchase',
    'loan-late-payment',
    'loan-default',
    'loan-early-exit',
    'loan-documents',
    'loan-sample',
  );
  const [jvRisk, ...jv] = await facts(
    'jv-risk',
    'jv-minimum',
    'jv-term',
    'jv-return',
    'jv-payments',
    'jv-fees',
    'jv-security',
    'jv-debt-ahead',
    'jv-shortfall',
    'jv-early-exit',
    'jv-documents',
    'jv-sample',
  );
  await checkAgainstCaseStudies(new Map([...loan, ...jv].map((f) => [f.id, f])));
  return [
    { id: 'loan', title: 'Lending to us', risk: loanRisk, rows: loan },
    { id: 'joint-venture', title: 'A joint-venture stake', risk: jvRisk, rows: jv },
  ];
}
