/** The functions' addresses (src/lib/paths.ts has the pages'). */

/** The prefix of every function's address (each function's `config.path`). */
export const API_PREFIX = '/api';

/**
 * The functions' addresses, for islands, pages, links and e-mails. Each function's `config.path`
 * must stay a string literal (Netlify's bundler reads it without running the code and silently
 * drops anything else); tests/unit/server/function-config.test.ts checks that it equals the address here.
 */
export const api = {
  newsletter: `${API_PREFIX}/newsletter`,
  unsubscribe: `${API_PREFIX}/newsletter/unsubscribe`,
  confirm: `${API_PREFIX}/newsletter/confirm`,
  resubscribe: `${API_PREFIX}/newsletter/resubscribe`,
  contact: `${API_PREFIX}/contact`,
  dealLead: `${API_PREFIX}/send-deal-lead`,
  calculator: `${API_PREFIX}/inflation`,
  calculatorReport: `${API_PREFIX}/inflation-email`,
  health: `${API_PREFIX}/health`,
  investorStatement: `${API_PREFIX}/investor-statement`,
  forgetStatement: `${API_PREFIX}/investor-statement/forget`,
  /** Postmark's bounce, spam-complaint and subscription-change webhooks (basic authentication). */
  mailEvents: `${API_PREFIX}/mail-events`,
} as const;
