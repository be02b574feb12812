/**
 * The calculator's calls to action after a result, for the pages (which hand them to the island as props), the
 * no-JavaScript result page and the calculator pages' close. Apart from calculatorVariants.ts, so the island
 * carries neither this nor the table of paths.
 */
import { paths } from './paths';

/** A call to action after a result: a page, opened in a new tab so the result stays open. */
export interface ResultCta {
  href: string;
  label: string;
}

/**
 * The calls to action beside a result (the page, the island's result card, the no-JavaScript result page): to
 * talk to us about investing, or, where a page everyone reads may not invite investment (the exempt-audience
 * route: src/lib/regulatory/inForce.ts, teachOnly), to learn and to ask.
 */
export const resultCtas = {
  promote: [
    { href: paths.contact, label: 'Book your free 15-min consultation' },
    { href: paths.bookCall, label: 'Book My Free Call' },
  ],
  teach: [
    { href: paths.learn, label: 'Explore the Learning Hub' },
    { href: paths.contact, label: 'Ask us a question' },
  ],
} as const satisfies Record<string, readonly ResultCta[]>;
