/**
 * How the sentence rules read meaning rather than spelling: whether a word's own clause negates it, whether a
 * sentence asks or states, what qualifies a safety claim, what reads as a return and as a past result. Pure
 * helpers, shared by the rules in rules/ (each rule keeps its own patterns); the same reading serves content
 * files, built pages, rendered e-mails and the editor's preview.
 */
import { sentencesOf } from './pageText.ts';
import type { Hit, TextContext } from './rule.ts';

export { sentencesOf };

// ---------------------------------------------------------------------------------------------
// Clauses and negation

/** Where a clause ends: punctuation, or a conjunction that starts a new one ("No voids, guaranteed rent"). */
const CLAUSE_BREAK =
  /[,;:()[\]\u2013\u2014]|\s-\s|\b(?:and|but|while|whereas|although|though|yet|so|because|plus|with|whether)\b/gi;

/** The words of `before`'s last clause, lower-case, with contractions opened ("don't" → "do not"). */
function clauseWords(before: string): string[] {
  const starts = [...before.matchAll(CLAUSE_BREAK)].map((m) => m.index + m[0].length);
  const clause = before.slice(starts.length ? Math.max(...starts) : 0);
  return clause
    .toLowerCase()
    .replace(/can['’]t\b|cannot\b/g, 'can not')
    .replace(/won['’]t\b/g, 'will not')
    .replace(/n['’]t\b/g, ' not')
    .replace(/\bno[- ]one\b/g, 'nobody')
    .split(/[^a-z0-9%'’-]+/)
    .filter(Boolean);
}

/** Words that may stand between a negation and what it negates: auxiliaries, articles, adverbs. */
const FILLER = new Set(
  'a an the any this that these those your our their its his her my be been being is are was were am will would shall should can could may might must do does did have has had always ever fully entirely necessarily completely totally absolutely really truly in way also same as such thing like so quite yet still simply automatically'.split(
    ' ',
  ),
);
const AUXILIARY = new Set(
  'be been being is are was were am will would shall should can could may might must'.split(' '),
);
/** Negations that negate the verb or word after them. */
const VERBAL = new Set(['not', 'never', 'without', 'nor']);
/**
 * Words that start a noun phrase, and words that tie one to the phrase before it ("no part of the rent"); one
 * straight after the negation is its own ("neither your capital nor the returns").
 */
const DETERMINER = new Set([
  'your',
  'our',
  'the',
  'a',
  'an',
  'their',
  'my',
  'his',
  'her',
  'its',
  'this',
  'these',
  'those',
]);
const PREPOSITION = new Set(['of', 'in', 'on', 'for', 'from', 'to', 'at', 'by', 'under', 'over', 'about']);
/** Negations that are the subject or its determiner ("no rate … is guaranteed", "nothing is"). */
const NOMINAL = new Set(['no', 'none', 'nothing', 'nobody', 'neither', 'nor']);

/**
 * True when the clause before a word negates it: "not guaranteed", "cannot be guaranteed", "not fixed
 * or guaranteed", "no guarantee", "no rate of growth is guaranteed". A negation elsewhere in the
 * sentence, or one that negates another verb ("do not miss our guaranteed returns"), does not count.
 */
export function negated(before: string, noun = true): boolean {
  const words = clauseWords(before);
  // "it does not mean your money is guaranteed": a negated verb of saying covers what it says.
  if (
    /\b(?:not|never)\s+(?:\w+ly\s+)?(?:means?|impl(?:y|ies)|says?|promises?|suggests?|makes?|follows?)\b/.test(
      words.join(' '),
    )
  )
    return true;
  // Walk back over words that cannot carry a meaning of their own, and over "X or" pairs.
  let i = words.length - 1;
  let sawAuxiliary = false;
  while (i >= 0) {
    const w = words[i]!;
    if (VERBAL.has(w) || (NOMINAL.has(w) && i === words.length - 1))
      return words[i + 1] !== 'only' && words[i + 1] !== 'just';
    if (w === 'or' && i > 0) {
      i -= 2;
      continue;
    }
    if (AUXILIARY.has(w)) sawAuxiliary = true;
    if (!FILLER.has(w) && !/ly$/.test(w)) break;
    i--;
  }
  // "No rate of growth is guaranteed", "nothing here can be guaranteed": a negative subject before the verb. A
  // subject of its own after it ("no doubt your returns are", "with no fees your rent is") is not negated.
  const j = words.slice(0, i + 1).findLastIndex((w) => NOMINAL.has(w));
  const ownSubject = words
    .slice(j + 1, i + 1)
    .some((w, k) => DETERMINER.has(w) && !PREPOSITION.has(words[j + k]!) && !NOMINAL.has(words[j + k]!));
  if (sawAuxiliary && j >= 0 && !ownSubject) return true;
  // "no such guarantee", "no rent guarantee": a negative determiner a few words before a noun.
  return noun && words.slice(-4).includes('no');
}

// ---------------------------------------------------------------------------------------------
// Claims: a pattern, what to write instead, and when the sentence says something else

export interface Claim {
  pattern: RegExp;
  say: string;
  /** Only while the firm is not authorised. */
  regulatory?: boolean;
  /** True of something else, said in the same sentence (FSCS protection is true of cash). */
  unless?: RegExp;
  /** A word in quotation marks is named, not claimed ('"Asset-backed" should mean…'). */
  named?: boolean;
  /** An indirect question claims nothing ("whether you should invest"). */
  asked?: boolean;
  /** Read even after a negation ("not one investor has ever lost a penny" is the claim itself). */
  negationIsTheClaim?: boolean;
  /** Not this claim when the words before it end so (a "personal" guarantee is a safety claim). */
  unlessAfter?: RegExp;
}

/** The money a claim can be about. */
export const MONEY = String.raw`(?:returns?|income|rent(?:al)?s?|profits?|capital|principal|payments?|interest|yields?|money|investments?|dividends?|payouts?|savings)`;

/**
 * Where a sentence makes one of `claims`, a claim never true of an investment (a guarantee, protection, no
 * risk, regulation), unless its own clause negates it, it asks, or it names the word in quotation marks.
 */
export function claimsIn(sentence: string, claims: readonly Claim[], ctx: TextContext): Hit[] {
  const hits: Hit[] = [];
  for (const c of claims) {
    if ((c.regulatory && ctx.authorised) || c.unless?.test(sentence)) continue;
    for (const m of sentence.matchAll(c.pattern)) {
      const before = sentence.slice(0, m.index);
      if (c.unlessAfter?.test(before)) continue;
      if (!c.negationIsTheClaim && negated(before, !/(?:ed|ing)$/i.test(m[0]))) continue;
      const after = sentence.slice(m.index + m[0].length);
      if ((c.named && /["“‘']$/.test(before) && /^["”’']/.test(after)) || (c.asked && asks(before))) continue;
      hits.push({ index: m.index, length: m[0].length, message: `"${m[0]}": ${c.say}` });
    }
  }
  return hits;
}

/**
 * Where a sentence makes one of `claims`, claims true only with their limits ("secured", "repaid", "safe"),
 * with nothing in the same sentence to limit it: the charge that secures it, or the risk it leaves (QUALIFIED),
 * or a fact shown as the facts file words it.
 */
export function unlimitedIn(sentence: string, claims: readonly Claim[], ctx: TextContext): Hit[] {
  if (QUALIFIED.test(sentence) || ctx.shown?.security.some((s) => normal(sentence).includes(normal(s)))) return [];
  const hits: Hit[] = [];
  for (const c of claims) {
    for (const m of sentence.matchAll(c.pattern)) {
      const before = sentence.slice(0, m.index);
      if (negated(before, false) || asks(before)) continue;
      // A question claims nothing ("Want your money to outpace inflation?").
      if (c.asked && /\?["'’”)]*\s*$/.test(sentence)) continue;
      hits.push({ index: m.index, length: m[0].length, message: `"${m[0]}" unqualified: ${c.say}` });
    }
  }
  return hits;
}

/** What makes the guarantee that follows a form of security. */
export const SECURITY_GUARANTEE = /\b(?:personal|directors?['’]?|corporate|parent(?:\s+company)?|cross)\s+$/i;

/** What limits a safety claim in its own sentence: the charge named, or the risk it leaves. */
const QUALIFIED =
  /\b(?:legal|first|second|registered)\s+charges?\b|\bcharges?\s+(?:on|over)\b|\bdebenture\b|\brisks?\b|\breduces?\b|\bdoes\s+not\s+remove\b|\blimits?\b|\blos[et]\b|\blosses?\b|\bless\s+than\b|\bshortfall\b|\bdepends?\b|\bdepending\b|\bas\s+good\s+as\b|\bif\b|\bunless\b|\bthough\b|\balthough\b|\baims?\s+to\b|\bideally\b|\bonly\s+after\b|\branks?\s+behind\b|\btend(?:s|ed)?\s+to\b|\bcan\s+fall\b|\b(?:could|may|might|can)\s+(?:not\b|lose|fall|be\s+(?:lost|late|delayed|less|sold)|sell\s+for\s+less)|\bnot\s+(?:always|guaranteed)\b/i;

/** A loan secured by a charge, and the words that say which charge it is. */
export const CHARGE =
  /\bsecured\s+(?:by|on|against|with|over)\b[^.;]*?\bcharges?\b|\blegal\s+charges?\s+(?:on|over|registered)\b|\b(?:with|by|under)\s+a\s+legal\s+charge\b/i;
export const RANKED =
  /\b(?:first|second|third|1st|2nd)\b[^.;]{0,20}\bcharges?\b|\bbehind\b|\branks?\b|\bpriority\b|\bafter\s+(?:the|its|their|any)\s+(?:mortgage|lender)/i;
/** The firm's own lending, not lending in general. */
export const OUR_LENDING = /\b(?:our|us|we)\b/i;

/** A goal for a year, from which to tell whether that year has ended. */
export const GOAL =
  /\b(?:goal|aim|ambition|plan|target)s?\s+(?:for|in|by)\s+((?:19|20)\d\d)\b|\b(?:goal|aim|aiming|ambition|plan|planning|hope|hoping|intend|intending)\s+(?:is\s+)?to\s+[^.;]{0,60}?\b(?:in|by|during)\s+((?:19|20)\d\d)\b/gi;

/** A question or an indirect one ("how your money is secured", "what secures the loan") claims nothing. */
const ASKS = /\b(?:how|what|whether|which|why)\b[^.!?]*$|\?\s*$/i;
/** A "which" or "why" that states, not asks: "which means your money is safe", "that's why it is secured". */
const STATES =
  /\bwhich\s+(?:\w+ly\s+)?(?:means?|is|makes?|gives?|keeps?|ensures?)\b[^.!?]*$|\b(?:that|this|which|it)(?:['’]s|\s+is)\s+why\b[^.!?]*$/i;
/** An indirect question before a claim asks it, and so claims nothing ("ask us how your money is secured"). */
export const asks = (before: string) => ASKS.test(before) && !STATES.test(before);

// ---------------------------------------------------------------------------------------------
// Returns and rates

export const PERCENT = /(?:\d+(?:\.\d+)?\s?%?\s?(?:[–-]|to)\s?)?\d+(?:\.\d+)?\s?(?:%|per\s?cent\b|percent\b)/gi;
/** A percentage, however written ("8%", "8–10%", "8 to 10 per cent"): the first in a text. */
export const PERCENT_FIGURE = new RegExp(PERCENT.source, 'i');
/** A return named as one. */
const RETURN_NOUN =
  /\b(?:returns?|ROI|yields?|interest(?!\s+rates?)|income|profits?|gains?|dividends?|payouts?|cash-on-cash)\b/i;
/** Money changing hands, whatever the verb: a percentage paid, received or made "a year" is a return too. */
const PAYOUT =
  /\b(?:receiv|earn|paid|pays?\b|paying|deliver|achiev|generat|produc|return|yield|gain|netted|banked|averag|made|making|got\b|get\b|gets\b|outperform|beat|gave|give|grew|grow)\w*/i;
const PER_PERIOD =
  /\b(?:a|per|each|every)\s+(?:year|annum|month|quarter)\b|\bp\.?\s?a\.?(?=\s|$|[,;.])|\b(?:annual(?:ly)?|yearly|monthly)\b/i;
/** The past: a past-tense or perfect verb, or a period that has ended. */
const PAST_VERB =
  /\b(?:have|has|had|['’]ve)\s+(?:\w+ly\s+)?(?:been\s+)?(?:received|earned|made|paid|returned|delivered|achieved|generated|yielded|gained|produced|got|gotten|had|averaged|netted|banked|enjoyed|given|grown|seen|beaten|outperformed|topped|exceeded|hit)\b|\b(?<!(?:is|are|be|being|been|will\s+be|get|gets)\s+)(?:received|earned|made|paid|returned|delivered|achieved|generated|yielded|gained|produced|got|averaged|netted|banked|enjoyed|gave|grew|beat|outperformed|topped|exceeded|hit|was|were)\b/i;
/**
 * Any other verb in the past: a regular "-ed" (or a common irregular) form straight after its subject
 * ("investors pocketed 12%", "our loans saw 9%"), but not a participle used as an adjective
 * ("targeted", "expected", "projected") nor a passive ("is paid").
 */
const PAST_OF_SUBJECT =
  /\b(?:we|they|i|you|he|she|it|investors?|lenders?|partners?|clients?|members?|savers?|our\s+\w+|their\s+\w+|each\s+\w+|every\s+\w+|the\s+\w+)\s+(?:\w+ly\s+)?(?:(?!(?:targeted|expected|projected|estimated|anticipated|forecasted|predicted|fixed|agreed|based|backed|linked|indexed|related|needed|limited|listed|quoted|stated|published|compared|weighted|annuali[sz]ed|compounded|capped|secured|guaranteed|offered|advertised|illustrated|assumed|required|intended|planned)\b)\w+ed|saw|took|won|brought|rose|kept)\b/i;
/** Whatever the verb, what investors got in the past: "investors took home 10%" (not "10% of the units"). */
const OURS_GOT_PERCENT = new RegExp(
  String.raw`\b(?:we|i|you|investors?|lenders?|partners?|clients?|members?|our\s+\w+)\s+(?:\w+ly\s+)?(?:\w+ed|saw|took|won|got|made|had)(?:\s+[a-z]+){0,2}\s+\d+(?:\.\d+)?\s?(?:%|per\s?cent)(?!\s+of\b)`,
  'i',
);
const YEAR = /\b(?:19|20)\d\d\b/g;
const PAST_PERIOD =
  /\bsince\s+(?:19|20)\d\d\b|\b(?:19|20)\d\d\s?[–-]\s?(?:19|20)?\d\d\b|\b(?:last|past|previous|prior)\s+(?:\w+\s+)?(?:years?|months?|quarters?|decades?)\b|\b(?:to\s+date|so\s+far|historically|previously|until\s+now|that\s+year|each\s+year\s+since)\b/i;
const IN_YEAR = /\b(?:in|during|for|over|throughout|by|to)\s+(?:the\s+end\s+of\s+)?(?:19|20)\d\d\b/i;
/** A sum worked as an illustration, and saying so: "for example", "say, 1%", "suppose". */
export const HYPOTHETICAL =
  /\b(?:for\s+example|for\s+instance|e\.g\.|say,|suppose|imagine|hypothetical(?:ly)?|illustrat\w*)/i;
/** Whose the return is: the firm's, its investors', the reader's. An illustration about them is still a claim. */
export const OURS = /\b(?:we|us|our|ours|investors?|lenders?|partners?|clients?|members?|you|your)\b/i;
/** Percentages that are not a return: inflation, prices, tax, borrowing. */
export const NOT_A_RETURN =
  /\b(?:inflation|CPI|RPI|Bank\s+Rate|base\s+rate|interest\s+rates?|prices?|index|surcharge|stamp\s+duty|tax|loan\s+to\s+value|LTV|deposit|mortgages?|refinanc\w*|end\s+value|buying\s+power|of\s+(?:its|the)\s+value|scored?|quiz|marks?)\b/i;
/** Cash, savings and ISA products, whose rates come only from the facts file. */
export const CASH =
  /\b(?:savings?\s+(?:accounts?|rates?|bonds?)|savers?|cash\s+(?:ISAs?|savings|accounts?|deposits?)|ISAs?|easy[\s-]access|instant[\s-]access|notice\s+accounts?|fixed[\s-]rate\s+bonds?|(?:current|bank|deposit)\s+accounts?|premium\s+bonds|building\s+societ(?:y|ies)|in\s+(?:the|a|your)\s+bank|banks?\s+(?:pay|offer|give)s?|in\s+cash)\b/i;

/** True when the sentence states a past result (a past-tense verb or an ended period). */
export function readsAsPast(sentence: string, today: Date): boolean {
  return (
    PAST_VERB.test(sentence) ||
    PAST_OF_SUBJECT.test(sentence) ||
    PAST_PERIOD.test(sentence) ||
    (IN_YEAR.test(sentence) && [...sentence.matchAll(YEAR)].some((m) => Number(m[0]) < today.getUTCFullYear()))
  );
}

/** True when a clause with a percentage states a return: named as one, or money paid or made per period. */
export function isReturn(clause: string): boolean {
  if (NOT_A_RETURN.test(clause) && !/\breturns?\b|\bROI\b/i.test(clause)) return false;
  const ours = OURS.test(clause);
  return (
    RETURN_NOUN.test(clause) ||
    (PAYOUT.test(clause) && (PER_PERIOD.test(clause) || ours)) ||
    (PER_PERIOD.test(clause) && ours) ||
    OURS_GOT_PERCENT.test(clause)
  );
}

/**
 * Whether a block of text states `value` (a return figure from the facts file) as a return: standing alone as
 * a figure, or in a sentence that reads as a return, a target or a rate per period. "A contingency, typically
 * 10% or more" does not.
 */
export function statesReturnValue(text: string, value: string): boolean {
  return sentencesOf(text).some(
    (s) =>
      s.text.includes(value) &&
      (s.text.trim() === value || isReturn(s.text) || PER_PERIOD.test(s.text) || /\btarget/i.test(s.text)),
  );
}

/** The clause of a sentence around an offset: between commas and semicolons. */
export function clauseAt(sentence: string, index: number): string {
  const start = Math.max(0, ...[...sentence.slice(0, index).matchAll(/[;,]\s/g)].map((m) => m.index + 1));
  const end = sentence.slice(index).search(/[;,]\s/);
  return sentence.slice(start, end < 0 ? undefined : index + end);
}

export const normal = (s: string): string => s.replace(/\s+/g, ' ').toLowerCase();

// ---------------------------------------------------------------------------------------------
// Text as a reader sees it

/**
 * Letters from other scripts that look like Latin ones (Cyrillic "а", Greek "ο"), read as the Latin
 * letter, one for one so offsets hold; invisible characters (a soft hyphen, a zero-width space) are
 * read as nothing: "guar\u00ADanteed" says "guaranteed" to a reader.
 */
const LOOKALIKE: Record<string, string> = Object.fromEntries(
  [...'аАвВеЕкКмМнНоОрРсСтТуУхХіІјЈѕЅԁοΟαΑεΕιΙκΚνΝρΡτΤυΥχΧ'].map((c, i) => [
    c,
    'aAbBeEkKmMhHoOpPcCtTyYxXiIjJsSdoOaAeEiIkKvNpPtTuYxX'[i]!,
  ]),
);
const plain = (text: string) =>
  // eslint-disable-next-line no-control-regex -- every character from NUL up is kept; only lookalikes beyond are mapped
  text.replace(/[^\u0000-\u024f]/g, (c) => LOOKALIKE[c] ?? c).replace(/[\u00ad\u200b-\u200f\u2060\ufeff]/g, '');

/** Each sentence of a text as a reader sees it (lookalike letters plain), with its offset in the text. */
const readSentences = (text: string): { text: string; index: number }[] => sentencesOf(plain(text));

/** Hits in each sentence of a text, at offsets in the text: how a sentence rule reads a paragraph. */
export const eachSentence = (text: string, read: (sentence: string) => Hit[]): Hit[] =>
  readSentences(text).flatMap((s) => read(s.text).map((h) => ({ ...h, index: h.index + s.index })));
