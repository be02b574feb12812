/**
 * What a sentence claims, read by meaning rather than spelling: a guarantee in any grammatical form
 * unless its own clause negates it; protection, no risk or regulation the firm does not have; the
 * "secured / repaid / holds its value / safe" family unless the same sentence qualifies it; a
 * percentage return stated as a past result, whatever the verb; a cash, savings or ISA rate typed in
 * rather than taken from the dated facts file. Pure: text in, findings out, each with where it is in
 * the text, so a caller can name the line. The same reading serves content files, built pages,
 * rendered e-mails and the editor's preview.
 */

type MeaningRule =
  | 'unqualified-claim'
  | 'unqualified-safety'
  | 'historic-return'
  | 'typed-rate'
  | 'blanket-security'
  | 'how-paid'
  | 'investment-advice'
  | 'stale-goal';

export interface Finding {
  rule: MeaningRule;
  /** Offset of the claim in the text read, and its length. */
  index: number;
  length: number;
  message: string;
}

export interface Reading {
  /** The firm is authorised by the FCA (content/site.json), so the regulatory words are its to use. */
  authorised: boolean;
  /** Today, to tell a past year from a coming one. */
  today: Date;
  /**
   * Rendered text only (a built page, an e-mail, the editor's preview), where facts are already filled
   * in: what the facts file may put there, each checked at its own line in the facts file.
   */
  facts?: RenderedFacts;
}

export interface RenderedFacts {
  /** Comparison-rate values ("2.48%"): a rate shown through the facts file. */
  rates: readonly string[];
  /** Past returns as shown ("8–15% a year paid to our lenders, 2020–2024"), with their basis on the page. */
  pastReturns: readonly string[];
  /** Security claims as shown ("Secured Against Property"), qualified by their wording in the facts file. */
  security: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Sentences and clauses

/** A sentence of a text, with its offset. Sentences end at . ! ? followed by a space, or a line break. */
export function sentencesOf(text: string): { text: string; index: number }[] {
  const out: { text: string; index: number }[] = [];
  const end = /[.!?]+["'’”)]*(?=\s+(?![a-z]))|\n+/g;
  let start = 0;
  for (const m of text.matchAll(end)) {
    const stop = m.index! + m[0].length;
    // "e.g." and "i.e." do not end a sentence.
    if (/\b(?:e\.g|i\.e|etc|approx|incl|no)\.$/i.test(text.slice(Math.max(0, stop - 7), stop))) continue;
    out.push({ text: text.slice(start, stop), index: start });
    start = stop;
  }
  out.push({ text: text.slice(start), index: start });
  return out.filter((s) => /\w/.test(s.text));
}

/** Where a clause ends: punctuation, or a conjunction that starts a new one ("No voids, guaranteed rent"). */
const CLAUSE_BREAK =
  /[,;:()[\]\u2013\u2014]|\s-\s|\b(?:and|but|while|whereas|although|though|yet|so|because|plus|with|whether)\b/gi;

/** The words of `before`'s last clause, lower-case, with contractions opened ("don't" → "do not"). */
function clauseWords(before: string): string[] {
  const starts = [...before.matchAll(CLAUSE_BREAK)].map((m) => m.index! + m[0].length);
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
function negated(before: string, noun = true): boolean {
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
// Claims that are never true of an investment: guarantees, protection, no risk, regulation

interface Claim {
  pattern: RegExp;
  say: string;
  rule: MeaningRule;
  /** Only while the firm is not authorised. */
  regulatory?: boolean;
  /** True of something else, said in the same sentence (FSCS protection is true of cash). */
  unless?: RegExp;
  /** A word in quotation marks is named, not claimed ('"Asset-backed" should mean…'). */
  named?: boolean;
  /** An indirect question claims nothing ("whether you should invest"). */
  asked?: boolean;
}

const MONEY = String.raw`(?:returns?|income|rent(?:al)?s?|profits?|capital|payments?|interest|yields?|money|investments?|dividends?|payouts?)`;

const absolute: Claim[] = [
  {
    // Verb, adjective or noun, in any order: "guaranteed rent", "a 5-year rent guarantee", "we guarantee".
    // Misspelt too ("guarenteed", "garantee"): a reader sees the same promise.
    pattern: /\bg[ua]{1,3}r{1,2}[aeu]nt(?:ee|e|ie|ei|y|i)(?:s|d|ed|ing)?\b/gi,
    say: 'nothing an investor is paid is guaranteed: say who pays and what could stop it (e.g. "paid by the provider under the lease"), or "not guaranteed"',
    rule: 'unqualified-claim',
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:assured|promised|certain|locked[\s-]in|risk[\s-]?less)\s+${MONEY}\b|\b${MONEY}\s+(?:is|are|will\s+be)\s+(?:assured|promised|certain)\b`,
      'gi',
    ),
    say: 'a return is not assured: say it is a target and what could stop it',
    rule: 'unqualified-claim',
  },
  {
    pattern:
      /\bcapital[\s-]+protect(?:ed|ion)\b|\bprotected\s+capital\b|\b(?:money|capital|investment)\s+is\s+protected\b/gi,
    say: 'capital is at risk: say what secures the money (e.g. "secured by a legal charge on the property") and that it can still be lost',
    rule: 'unqualified-claim',
  },
  {
    pattern:
      // "Learn more about FSCS protection" (the FCA's risk summary) names the scheme, and claims nothing.
      /(?<!\babout\s+)\b(?:FSCS|Financial\s+Services\s+Compensation\s+Scheme)[\s-]+(?:protected|protection|covered|backed)\b|\b(?:protected|covered|backed)\s+by\s+(?:the\s+)?(?:FSCS|Financial\s+Services\s+Compensation\s+Scheme)\b/gi,
    say: 'our investments are not covered by the Financial Services Compensation Scheme: only cash in a bank is',
    rule: 'unqualified-claim',
    unless: /\b(?:cash|banks?|deposits?|savings?\s+accounts?|building\s+societ(?:y|ies))\b/i,
  },
  {
    pattern: /\brisk[\s-]*free\b|\b(?:no|zero|nil|without)\s+risk\b(?![\s-]+free)|\bcan(?:no|['’]|\s+no)t\s+lose\b/gi,
    say: 'no investment is risk-free: name the risks instead',
    rule: 'unqualified-claim',
  },
  {
    pattern:
      /\b(?:F\.?C\.?A\.?|Financial\s+Conduct\s+Authority)\W{0,3}(?:compliant|approved|regulated|authori[sz]ed|registered)\b|\b(?:regulated|authori[sz]ed|approved|registered)\s+(?:by|with)\s+the\s+(?:F\.?C\.?A\b|Financial\s+Conduct\s+Authority)|\bcompl(?:iant|ies)\s+with\s+(?:the\s+)?(?:F\.?C\.?A\b|Financial\s+Conduct\s+Authority)/gi,
    say: 'the firm is not authorised (content/site.json, regulatory.authorised): state its status as the footer does, and imply no regulation',
    rule: 'unqualified-claim',
    regulatory: true,
  },
  {
    // A label that says nothing of who is repaid first: a stake has no charge, a second charge comes after the mortgage.
    pattern: /\basset[\s-]*backed\b/gi,
    say: 'say what secures what instead ("a loan secured by a second legal charge on the property, behind its mortgage"); a joint-venture stake has no charge',
    rule: 'blanket-security',
    unless: /\b(?:first|second)\s+(?:legal\s+)?charges?\b/i,
    named: true,
  },
  {
    pattern:
      /\b(?:returns?|interest|payments?|income|profits?)\s+(?:does|do|will)\s*n(?:o|['’])t\s+depend\s+on\s+(?:the\s+)?(?:rents?|prices?|propert(?:y|ies)|sales?|tenants?|house\s+prices)\b/gi,
    say: 'we pay lenders and partners out of the rent, refinancing and sales of the properties, so what they are paid depends on them: say so, as {{how-paid}} does',
    rule: 'how-paid',
  },
  {
    // A loan's rate can be fixed; what it pays cannot, unless the sentence says what paying it depends on.
    pattern: /\bfixed[\s-]+(?:returns?|incomes?|payouts?)\b/gi,
    say: 'say "interest at a fixed rate" and, in the same sentence, what paying it depends on (the rent, refinancing and sales of the properties)',
    rule: 'how-paid',
    unless:
      /\bdepend|\bif\b|\b(?:can|could|may|might)\s+be\s+(?:late|missed|smaller|less)|\blate\s+or\s+missed\b|\bnot\s+guaranteed\b/i,
  },
  {
    // A partner is paid a share of the profit, after ours: "the profit went to investors" says they had all of it.
    pattern:
      /\b(?:the\s+|all\s+(?:of\s+)?(?:the\s+)?)?(?:net\s+)?profits?(?:\s+after\s+costs)?\s+(?:was|were|is|are|will\s+be|gets?|got)\s+(?:\w+\s+)?(?:distributed|paid(?:\s+out)?|returned|handed)\s+to\s+(?:the\s+|our\s+)?(?:investors|partners|lenders)\b/gi,
    say: 'partners are paid their share of the profit, after ours: say "investors were paid their share of the profit"',
    rule: 'how-paid',
    unless: /\bshares?\b/i,
  },
  {
    pattern:
      /\byou(?:['’]re|\s+are|['’]ll\s+be|\s+will\s+be)\s+(?!not\b)(?:\w+\s+)?ready\s+to\s+(?:start\s+)?invest(?:ing)?\b|\byou\s+should\s+(?:now\s+)?(?:start\s+)?invest(?:ing)?\b/gi,
    say: 'a score, a quiz or a calculator cannot say someone should invest: praise what they know and point them to learning more (the Learning Hub)',
    rule: 'investment-advice',
    asked: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Claims that are true only with their limits: secured, repaid, holds its value, safe

const HOLDER = String.raw`(?:loans?|investments?|capital|money|funds?|returns?|income|lending|debts?|savings|deposits?|notes?|bonds?|it|everything|every\s+\w+)`;

const safety: Claim[] = [
  {
    // "secured" as security (not as "obtained": "we secured the lease"): secured by/on/against, a secured
    // loan, money that is secured, fully secured.
    pattern: new RegExp(
      String.raw`\bsecured\s+(?:by|on|against|over|with)\b|\bsecured\s+${HOLDER}\b|\b${HOLDER}\s+(?:(?:is|are|was|were|will\s+be|remains?|stays?|being|been|always|fully|totally|completely)\s+)+secured\b|\b(?:fully|100%|always|totally|completely)\s+secured\b|\bsecure\s+(?:investments?|returns?|income|way\s+to\s+invest|home\s+for\s+your\s+money)\b|\b${HOLDER}\s+(?:is|are|will\s+be|remains?|stays?)\s+secure\b`,
      'gi',
    ),
    say: 'say what secures it and what that does not do, in the same sentence (e.g. "secured by a legal charge on the property: it reduces the risk, it does not remove it")',
    rule: 'unqualified-safety',
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:capital|money|loans?|investments?|you|it|everything)\s+(?:(?:is|are|will|be|gets?|always|fully|guaranteed\s+to|in\s+full)\s+)+(?:repaid|paid\s+back)\b|\b(?:capital|money|investments?)\s+(?:(?:is|are|will|be|gets?|always|fully|guaranteed\s+to|in\s+full)\s+)+returned\b|\b(?:we|they)\s+(?:will\s+|always\s+)*repay\b|\bfull\s+repayment\s+of\s+(?:your|the)\s+(?:capital|money|loan|investment)\b`,
      'gi',
    ),
    say: 'say what repayment depends on in the same sentence (e.g. "we aim to repay your capital at the end of the term; it depends on the sale, and you could lose some or all of it")',
    rule: 'unqualified-safety',
  },
  {
    pattern:
      /\b(?:hold|holds|holding|held|keep|keeps|keeping|kept|retain|retains|retaining|retained|maintain|maintains)\s+(?:its|their|your|the|its\s+own|their\s+own)?\s*value\b|\bnever\s+(?:lose|loses|lost)\s+(?:its|their)?\s*value\b|\binflation[\s-]proof\b/gi,
    say: 'values can fall: say so in the same sentence (e.g. "over long periods property has tended to keep its value, though prices can fall")',
    rule: 'unqualified-safety',
  },
  {
    pattern: new RegExp(
      String.raw`\bsafe\s+(?:investments?|investing|returns?|income|haven|bet|option|choice|place|way\s+to\s+invest)\b|\b${HOLDER}\s+(?:(?:is|are|will\s+be|remains?|stays?|kept|always|completely|totally|100%)\s+)+safe\b|\bsafe\s+as\s+houses\b|\b(?:100%|completely|totally|perfectly)\s+safe\b|\bsafest\b|\binvest(?:ed|ing)?\s+safely\b|\bsafely\s+invest(?:ed)?\b`,
      'gi',
    ),
    say: 'no investment is safe: say what makes it less risky and what could still go wrong, in the same sentence',
    rule: 'unqualified-safety',
  },
  {
    // A return that "stays ahead of rising prices" was not true of any fixed rate from mid-2022 to early 2023.
    pattern:
      /\b(?:stay|stays|stayed|staying|keep|keeps|kept|keeping)\s+(?:well\s+|comfortably\s+)?ahead\s+of\s+(?:rising\s+prices|inflation|the\s+cost\s+of\s+living)\b|\b(?:beat|beats|beating|outpace[sd]?|outpacing|outstrip(?:s|ped|ping)?)\s+inflation\b|\binflation[\s-]beating\b/gi,
    say: 'a return can fall behind inflation (CPI ran above 9% from June 2022 to March 2023): say it aims to, and that it may not, in the same sentence',
    rule: 'unqualified-safety',
    asked: true,
  },
  {
    // A guarantee that is a form of security (a director's personal guarantee) is a safety claim.
    pattern: /\b(?:personal|directors?['’]?|corporate|parent(?:\s+company)?|cross)\s+guarantees?\b/gi,
    say: 'a guarantee is only as good as whoever gives it: say what it depends on in the same sentence',
    rule: 'unqualified-safety',
  },
];

/** What makes the guarantee that follows a form of security. */
const SECURITY_GUARANTEE = /\b(?:personal|directors?['’]?|corporate|parent(?:\s+company)?|cross)\s+$/i;

/** What limits a safety claim in its own sentence: the charge named, or the risk it leaves. */
const QUALIFIED =
  /\b(?:legal|first|second|registered)\s+charges?\b|\bcharges?\s+(?:on|over)\b|\bdebenture\b|\brisks?\b|\breduces?\b|\bdoes\s+not\s+remove\b|\blimits?\b|\blos[et]\b|\blosses?\b|\bless\s+than\b|\bshortfall\b|\bdepends?\b|\bdepending\b|\bas\s+good\s+as\b|\bif\b|\bunless\b|\bthough\b|\balthough\b|\baims?\s+to\b|\bideally\b|\bonly\s+after\b|\branks?\s+behind\b|\btend(?:s|ed)?\s+to\b|\bcan\s+fall\b|\b(?:could|may|might|can)\s+(?:not\b|lose|fall|be\s+(?:lost|late|delayed|less|sold)|sell\s+for\s+less)|\bnot\s+(?:always|guaranteed)\b/i;

/** A loan secured by a charge, and the words that say which charge it is. */
const CHARGE =
  /\bsecured\s+(?:by|on|against|with|over)\b[^.;]*?\bcharges?\b|\blegal\s+charges?\s+(?:on|over|registered)\b|\b(?:with|by|under)\s+a\s+legal\s+charge\b/i;
const RANKED =
  /\b(?:first|second|third|1st|2nd)\b[^.;]{0,20}\bcharges?\b|\bbehind\b|\branks?\b|\bpriority\b|\bafter\s+(?:the|its|their|any)\s+(?:mortgage|lender)/i;
/** The firm's own lending, not lending in general. */
const OUR_LENDING = /\b(?:our|us|we)\b/i;

/** A goal for a year, from which to tell whether that year has ended. */
const GOAL =
  /\b(?:goal|aim|ambition|plan|target)s?\s+(?:for|in|by)\s+((?:19|20)\d\d)\b|\b(?:goal|aim|aiming|ambition|plan|planning|hope|hoping|intend|intending)\s+(?:is\s+)?to\s+[^.;]{0,60}?\b(?:in|by|during)\s+((?:19|20)\d\d)\b/gi;

/** A question or an indirect one ("how your money is secured", "what secures the loan") claims nothing. */
const ASKS = /\b(?:how|what|whether|which|why)\b[^.!?]*$|\?\s*$/i;
/** A "which" or "why" that states, not asks: "which means your money is safe", "that's why it is secured". */
const STATES =
  /\bwhich\s+(?:\w+ly\s+)?(?:means?|is|makes?|gives?|keeps?|ensures?)\b[^.!?]*$|\b(?:that|this|which|it)(?:['’]s|\s+is)\s+why\b[^.!?]*$/i;
/** An indirect question before a claim asks it, and so claims nothing ("ask us how your money is secured"). */
const asks = (before: string) => ASKS.test(before) && !STATES.test(before);

// ---------------------------------------------------------------------------------------------
// Returns and rates

const PERCENT = /(?:\d+(?:\.\d+)?\s?%?\s?(?:[–-]|to)\s?)?\d+(?:\.\d+)?\s?(?:%|per\s?cent\b|percent\b)/gi;
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
  /\b(?:have|has|had|['’]ve)\s+(?:\w+ly\s+)?(?:been\s+)?(?:received|earned|made|paid|returned|delivered|achieved|generated|yielded|gained|produced|got|gotten|averaged|netted|banked|enjoyed|given|grown|seen|beaten|outperformed|topped|exceeded|hit)\b|\b(?<!(?:is|are|be|being|been|will\s+be|get|gets)\s+)(?:received|earned|made|paid|returned|delivered|achieved|generated|yielded|gained|produced|got|averaged|netted|banked|enjoyed|gave|grew|beat|outperformed|topped|exceeded|hit|was|were)\b/i;
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
const HYPOTHETICAL = /\b(?:for\s+example|for\s+instance|e\.g\.|say,|suppose|imagine|hypothetical(?:ly)?|illustrat\w*)/i;
/** Whose the return is: the firm's, its investors', the reader's. An illustration about them is still a claim. */
const OURS = /\b(?:we|us|our|ours|investors?|lenders?|partners?|clients?|members?|you|your)\b/i;
/** Percentages that are not a return: inflation, prices, tax, borrowing. */
const NOT_A_RETURN =
  /\b(?:inflation|CPI|RPI|Bank\s+Rate|base\s+rate|interest\s+rates?|prices?|index|surcharge|stamp\s+duty|tax|loan\s+to\s+value|LTV|deposit|mortgages?|refinanc\w*|end\s+value|buying\s+power|of\s+(?:its|the)\s+value|scored?|quiz|marks?)\b/i;
/** Cash, savings and ISA products, whose rates come only from the facts file. */
const CASH =
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
function isReturn(clause: string): boolean {
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
function clauseAt(sentence: string, index: number): string {
  const start = Math.max(0, ...[...sentence.slice(0, index).matchAll(/[;,]\s/g)].map((m) => m.index! + 1));
  const end = sentence.slice(index).search(/[;,]\s/);
  return sentence.slice(start, end < 0 ? undefined : index + end);
}

const normal = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();

// ---------------------------------------------------------------------------------------------
// Reading

/** Everything a sentence claims that the rules refuse, with offsets within it. */
function readSentence(sentence: string, reading: Reading): Finding[] {
  const found: Finding[] = [];
  const add = (rule: MeaningRule, index: number, length: number, message: string) =>
    found.push({ rule, index, length, message });
  const facts = reading.facts;

  for (const c of absolute) {
    if ((c.regulatory && reading.authorised) || c.unless?.test(sentence)) continue;
    for (const m of sentence.matchAll(c.pattern)) {
      const before = sentence.slice(0, m.index);
      if (negated(before, !/(?:ed|ing)$/i.test(m[0]))) continue;
      const after = sentence.slice(m.index! + m[0].length);
      if ((c.named && /["“‘']$/.test(before) && /^["”’']/.test(after)) || (c.asked && asks(before))) continue;
      // A guarantee that is a form of security is read with the safety claims below.
      if (c === absolute[0] && SECURITY_GUARANTEE.test(sentence.slice(0, m.index))) continue;
      add(c.rule, m.index!, m[0].length, `"${m[0]}": ${c.say}`);
    }
  }

  const shownFact = facts?.security.some((s) => normal(sentence).includes(normal(s)));
  if (!QUALIFIED.test(sentence) && !shownFact) {
    for (const c of safety) {
      for (const m of sentence.matchAll(c.pattern)) {
        const before = sentence.slice(0, m.index);
        if (negated(before, false) || asks(before)) continue;
        // A question claims nothing ("Want your money to outpace inflation?").
        if (c.asked && /\?["'’”)]*\s*$/.test(sentence)) continue;
        add(c.rule, m.index!, m[0].length, `"${m[0]}" unqualified: ${c.say}`);
      }
    }
  }

  const charge = sentence.match(CHARGE);
  if (
    charge &&
    OUR_LENDING.test(sentence) &&
    !RANKED.test(sentence) &&
    !negated(sentence.slice(0, charge.index), false)
  )
    add(
      'blanket-security',
      charge.index!,
      charge[0].length,
      `"${charge[0]}" does not say which charge: ours is a second legal charge, behind the mortgage lender's first. Say so in the same sentence, and give the combined loan to value ({{loan-combined-ltv}}) on the page`,
    );

  for (const m of sentence.matchAll(GOAL)) {
    const year = Number(m[1] ?? m[2]);
    if (year < reading.today.getUTCFullYear())
      add(
        'stale-goal',
        m.index!,
        m[0].length,
        `a goal for ${year}, which has ended ("${m[0]}"): say what happened, or take the goal out`,
      );
  }

  const percents = [...sentence.matchAll(PERCENT)];
  if (percents.length === 0) return found;
  const hypothetical = HYPOTHETICAL.test(sentence);

  const pastReturn = percents.find((m) => isReturn(clauseAt(sentence, m.index!)));
  if (pastReturn && readsAsPast(sentence, reading.today) && !(hypothetical && !OURS.test(sentence))) {
    if (!facts?.pastReturns.some((r) => normal(sentence).includes(normal(r))))
      add(
        'historic-return',
        pastReturn.index!,
        pastReturn[0].length,
        `a past return typed into the text ("${pastReturn[0].trim()}"): a past return is a return fact with \`timing: historic\`, its period and source (content/facts.yaml), named as {{id}} with {{id.basis}}`,
      );
  }

  if (!hypothetical) {
    for (const m of percents) {
      if (!CASH.test(clauseAt(sentence, m.index!))) continue;
      const value = m[0].replace(/\s+/g, '');
      if (facts?.rates.some((r) => r.replace(/\s+/g, '') === value)) continue;
      add(
        'typed-rate',
        m.index!,
        m[0].length,
        `a cash, savings or ISA rate typed into the text ("${m[0].trim()}"): rates change, so they come only from a dated \`rate\` fact in content/facts.yaml (its source and maxAgeMonths), shown as {{id}}`,
      );
    }
  }
  return found;
}

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

/** Everything a text claims that the rules refuse, sentence by sentence, with offsets within the text. */
export function readText(text: string, reading: Reading): Finding[] {
  return sentencesOf(plain(text)).flatMap((s) =>
    readSentence(s.text, reading).map((f) => ({ ...f, index: f.index + s.index })),
  );
}
