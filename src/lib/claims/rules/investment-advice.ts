/**
 * investment-advice: a score, a quiz or a tool never tells the visitor to invest ("You're ready to start
 * investing!", "you should invest"); it can say what they know and point to learning more.
 */
import { claimsIn, eachSentence, type Claim } from '../meaning.ts';
import type { Rule } from '../rule.ts';

const claims: Claim[] = [
  {
    pattern:
      /\byou(?:['’]re|\s+are|['’]ll\s+be|\s+will\s+be)\s+(?!not\b)(?:\w+\s+)?ready\s+to\s+(?:start\s+)?invest(?:ing)?\b|\byou\s+should\s+(?:now\s+)?(?:start\s+)?invest(?:ing)?\b|\btime\s+to\s+start\s+invest(?:ing)?\b/gi,
    say: 'a score, a quiz or a calculator cannot say someone should invest: praise what they know and point them to learning more (the Learning Hub)',
    asked: true,
  },
];

export const rule: Rule = {
  id: 'investment-advice',
  refuses:
    'A score, quiz or tool telling the visitor to invest ("You\'re ready to start investing!", "you should invest", "time to start investing"); it can say what they know and point to learning more',
  why: 'Telling someone a product suits them is a personal recommendation, which only an authorised adviser who knows their circumstances may make.',
  text: (text, ctx) => eachSentence(text, (sentence) => claimsIn(sentence, claims, ctx)),
  examples: {
    valid: [
      'Good job! Consider learning more before investing.',
      'Not sure whether you should invest? Talk to us.',
      "You're not ready to invest if you need the money within five years.",
    ],
    invalid: [
      "Excellent! You're ready to start investing!",
      'You are now ready to invest.',
      'With this score you should invest.',
      { text: 'Great score: time to start investing with us.', rendered: true, where: 'island' },
    ],
  },
};
