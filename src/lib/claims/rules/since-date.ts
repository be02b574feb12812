/**
 * since-date: a "since" date agrees with the fact that dates what it names (a fact with `since:`): not "social
 * housing since 2017" when we began social housing in 2021.
 */
import type { Hit, Rule } from '../rule.ts';

const since =
  '- id: social-housing-since\n  kind: claim\n  value: "2021"\n  wording: "Social housing since"\n  asAt: 2021-12-31\n  record: true\n  since: social housing';

export const rule: Rule = {
  id: 'since-date',
  refuses:
    'A "since" year earlier than the fact that dates what it names (a fact with `since:`): not "social housing since 2017" when we began social housing in 2021',
  why: 'A track record is a claim about experience: dated earlier than it began, it overstates it.',
  text: (text, ctx) => {
    const dated = ctx.fact ? [] : ctx.facts.filter((f) => f.since && /^\d{4}$/.test(f.value));
    const out: Hit[] = [];
    for (const clause of dated.length ? text.matchAll(/[^,;:()\n.·|]+/g) : []) {
      let from = 0;
      for (const m of clause[0].matchAll(/\b(?:since|from)\s+((?:19|20)\d\d)\b/gi)) {
        // What a "since" dates: the words before it, back to the clause's start or the "since" before it.
        const dates = clause[0].slice(from, m.index);
        from = m.index + m[0].length;
        for (const f of dated) {
          const topic = new RegExp(`\\b${f.since!.replace(/[-\s]+/g, '[-\\s]+')}\\b`, 'i');
          if (topic.test(dates) && Number(m[1]) < Number(f.value))
            out.push({
              index: clause.index + m.index,
              length: m[0].length,
              message: `"${m[0]}" beside ${f.since}, which we began in ${f.value} (fact "${f.id}"): date it {{${f.id}}}, or say what began in ${m[1]}`,
            });
        }
      }
    }
    return out;
  },
  examples: {
    valid: [
      { text: 'Buy-to-let since 2018, social housing since 2021.', facts: since },
      { text: 'Buy-to-let since 2018 · social housing since 2021', facts: since },
    ],
    invalid: [
      { text: 'Social housing & buy-to-let since 2017.', facts: since },
      { text: 'Social housing & buy-to-let since 2017', rendered: true, facts: since },
    ],
  },
};
