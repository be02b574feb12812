/**
 * Whether a text promotes the investment, read by what it says rather than where it is: an invitation to
 * invest (or to book a call or consultation about it, or to hear of new deals), a return the company or its
 * investors make, or a term of the product (lending at a fixed rate, a joint venture with us, an amount to
 * invest, money raised, "our deals", a charge over our loans). A page or an e-mail that says any of these is
 * a financial promotion: it carries what the regulatory route requires (src/lib/regulatory/inForce.ts), and
 * under the exempt-audience route nobody without an investor statement may receive it
 * (scripts/build/regulatory-build.mjs). Teaching about yields, interest or inflation in general, with no
 * "we", "our" or "us", is not one. Pure: text in, findings out; each finding names its phrase and sentence,
 * so the build can say what to change.
 */
import { sentencesOf, statesReturnValue } from '../claims/meaning.ts';

type PromotionKind = 'invitation' | 'return' | 'product term';

export interface PromotionFinding {
  kind: PromotionKind;
  /** The words that promote, as written. */
  phrase: string;
  /** The sentence they are in. */
  sentence: string;
}

interface Signal {
  kind: PromotionKind;
  pattern: RegExp;
  /** The sentence must also say this (whose it is, what it is about). */
  with?: RegExp;
  /** Unless the sentence says this (it is about something else). */
  unless?: RegExp;
}

/** The company: whose return or product it is. */
const WE = /\b(?:we|us|our|ours)\b/i;
/** The company, or its investors: whose money was raised. */
const OURS = /\b(?:we|us|our|ours|investors?|lenders?|partners?)\b/i;
const PERCENT = /\d+(?:\.\d+)?\s?(?:[–-]|to)?\s?(?:\d+(?:\.\d+)?)?\s?(?:%|per\s?cent\b|percent\b)/i;
const RETURN_WORD =
  /\b(?:returns?|ROI|yields?|interest|income|profits?|paid|pays?|earn(?:s|ed)?|receive[sd]?|target(?:ed|s)?)\b|\b(?:a|per)\s+(?:year|annum)\b|\bp\.?\s?a\.?(?=\s|$|[,;.])|\bannual(?:ly)?\b/i;
/** Deal sourcing (the client buys the property) is a service, not an investment with us. */
const SOURCING = /\bsourc(?:e|ed|es|ing)\b|\bfind\s+you\s+a\s+(?:deal|property)\b|\bdeal[\s-]sourcing\b/i;

const signals: readonly Signal[] = [
  // Invitations
  { kind: 'invitation', pattern: /\binvest(?:ing|ment)?\s+(?:with|alongside|through)\s+us\b/gi },
  { kind: 'invitation', pattern: /\blend(?:ing)?\s+(?:money\s+|it\s+)?to\s+us\b/gi },
  {
    kind: 'invitation',
    pattern: /\bbecome\s+(?:an?\s+|one\s+of\s+our\s+)?(?:investors?|lenders?|(?:joint[\s-]venture\s+)?partners?)\b/gi,
  },
  {
    kind: 'invitation',
    pattern:
      /\bjoin\s+(?:our|the)\s+(?:investor\s+list|investors?|lenders?|next\s+deal)\b|\b(?:our|the)\s+investor\s+list\b/gi,
  },
  {
    kind: 'invitation',
    pattern:
      /\b(?:book|schedule|arrange|request)\s+(?:a|an|your|my)\s+(?:free\s+)?(?:\d+[\s-]min(?:ute)?s?\s+)?(?:personal\s+|investment\s+|investor\s+|discovery\s+|introductory\s+)?(?:call|consultation|meeting|chat)\b/gi,
    unless: SOURCING,
  },
  { kind: 'invitation', pattern: /\binvestment\s+consultation\b/gi },
  {
    kind: 'invitation',
    pattern:
      /\b(?:talk|speak|chat)\s+(?:to\s+us\s+|with\s+us\s+)?about\s+(?:lending|investing|investments?|your\s+investment)\b/gi,
  },
  { kind: 'invitation', pattern: /\bregister\s+your\s+interest\b/gi },
  { kind: 'invitation', pattern: /\bnew\s+deals\b|\bour\s+next\s+(?:deal|opportunit(?:y|ies))\b/gi },
  // Deals sent to the reader: "Deals, market insights and investor tips, straight to your inbox".
  { kind: 'invitation', pattern: /\bdeals\b(?=[^.]{0,60}\b(?:inbox|by\s+e-?mail)\b)/gi, unless: SOURCING },
  // Returns: a percentage the company makes, pays or targets ("we target 6–10% a year", "paid to our lenders")
  { kind: 'return', pattern: new RegExp(PERCENT.source, 'gi'), with: WE },
  // Product terms
  { kind: 'product term', pattern: /\blend(?:ing)?\s+at\s+a\s+fixed\s+(?:interest\s+)?rate\b/gi },
  { kind: 'product term', pattern: /\bjoint[\s-]ventures?\s+(?:opportunit(?:y|ies)|with\s+us)\b/gi },
  { kind: 'product term', pattern: /\b(?:our|a)\s+joint[\s-]ventures?\b/gi, with: OURS },
  { kind: 'product term', pattern: /\bminimum\s+investment\b|\binvestment\s+amount\b|\bamount\s+to\s+invest\b/gi },
  // An amount band: "£10k–£25k", "£250k+"
  { kind: 'product term', pattern: /£\s?\d+(?:\.\d+)?\s?[km]\s?(?:[–-]\s?£?\s?\d+(?:\.\d+)?\s?[km]|\+)/gi },
  {
    kind: 'product term',
    pattern:
      /\braised\s+from\s+(?:\w+\s+)?investors\b|£[\d.,]+\s?(?:[km]|million)?\+?\s+(?:raised|invested|lent)\b|\b(?:raised|invested|lent)\s+(?:over\s+|more\s+than\s+)?£[\d.,]+/gi,
    with: OURS,
  },
  {
    kind: 'product term',
    pattern:
      /\bour\s+(?:deals?|loans?|loan\s+notes?|lenders|investors|investments?(?!\s+pages)|opportunit(?:y|ies))\b/gi,
    unless: SOURCING,
  },
  { kind: 'product term', pattern: /\b(?:first|second)\s+(?:legal\s+)?charges?\b/gi, with: WE },
];

/** A negation a few words before a phrase ("we are not asking you to invest with us"). */
const NEGATED = /\b(?:not|never|no|nor|without)\b(?:\s+\S+){0,4}\s*$/i;

/**
 * What in a text promotes the investment. `returnValues` are the company's return figures (the `return`
 * facts' values): one stated as a return promotes, whoever the sentence names.
 */
export function promotionIn(text: string, returnValues: readonly string[] = []): PromotionFinding[] {
  const found: PromotionFinding[] = [];
  for (const { text: sentence } of sentencesOf(text)) {
    const s = sentence.trim();
    for (const signal of signals) {
      if (signal.with && !signal.with.test(s)) continue;
      if (signal.unless?.test(s)) continue;
      for (const m of s.matchAll(signal.pattern)) {
        if (NEGATED.test(s.slice(0, m.index))) continue;
        if (signal.kind === 'return' && !RETURN_WORD.test(s)) continue;
        found.push({ kind: signal.kind, phrase: m[0], sentence: s });
        break;
      }
    }
    for (const value of returnValues)
      if (!found.some((f) => f.sentence === s && f.kind === 'return') && statesReturnValue(s, value))
        found.push({ kind: 'return', phrase: value, sentence: s });
  }
  return found;
}

/** One finding as the build reports it: `an invitation ("invest with us") in "…"`. */
export function describeFinding(f: PromotionFinding): string {
  const what =
    f.kind === 'invitation' ? 'an invitation to invest' : f.kind === 'return' ? 'a return' : 'a product term';
  const sentence = f.sentence.length > 140 ? `${f.sentence.slice(0, 137)}…` : f.sentence;
  return `${what} ("${f.phrase.trim()}") in "${sentence}"`;
}

/** The id of the risk section, which each short warning beside a return links to. */
export const RISK_SECTION_ID = 'what-could-go-wrong';
