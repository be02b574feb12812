/**
 * Every kind of submission, once: its table, how long it is kept (retention.ts), its name and columns
 * in the leads export (leads.ts, `npm run leads`). Records, retention, the export and the test
 * database helper are derived from this list.
 *
 * Each feature has one word, and its kinds, tables and export names use it (docs/architecture.md,
 * "Features"): the calculator's calculations are kind `calculator-lead`, table `calculator_leads`,
 * exported as `calculator`; its report e-mail requests are kind `calculator-report`, table
 * `calculator_reports`, exported as `calculator-report`. Kind names are stored in outbox rows
 * (outbox.submission_kind): a rename needs a migration that renames the stored ones too.
 */
import { ATTRIBUTION_KEYS } from '../../lib/attribution';

/**
 * How long a kind's rows are kept: 24 months from the submission, 24 months from the address's
 * latest submission of that kind, or as long as the subscription (then only the suppression record).
 */
type Kept = 'from-submission' | 'from-latest-by-address' | 'subscription';

/** Where the lead came from (src/lib/attribution.ts), the same columns for every kind, before its id. */
const FROM = ATTRIBUTION_KEYS;

interface KindEntry {
  table: string;
  kept: Kept;
  /** The kind's name in the leads export and the columns the team reads, in order. */
  export: { name: string; columns: readonly string[] };
}

export const kinds = {
  contact: {
    table: 'contact_messages',
    kept: 'from-latest-by-address',
    export: {
      name: 'contact',
      columns: ['created_at', 'name', 'email', 'phone', 'investment_amount', 'interest', 'message', ...FROM, 'id'],
    },
  },
  'deal-lead': {
    table: 'deal_leads',
    kept: 'from-submission',
    export: { name: 'deal-lead', columns: ['created_at', 'name', 'email', 'message', ...FROM, 'id'] },
  },
  checklist: {
    table: 'checklist_requests',
    kept: 'from-submission',
    export: { name: 'checklist', columns: ['created_at', 'email', 'source', ...FROM, 'id'] },
  },
  newsletter: {
    table: 'subscribers',
    kept: 'subscription',
    // status 'subscribed' only once confirmed; confirmed_at and confirmed_via are the proof of consent.
    export: {
      name: 'newsletter',
      columns: [
        'created_at',
        'email',
        'status',
        'source',
        'confirmed_at',
        'confirmed_via',
        'subscribed_at',
        'unsubscribed_at',
        ...FROM,
        'id',
      ],
    },
  },
  'calculator-lead': {
    table: 'calculator_leads',
    kept: 'from-submission',
    export: {
      name: 'calculator',
      columns: ['created_at', 'name', 'email', 'amount', 'year', 'month', 'source', 'today_value', ...FROM, 'id'],
    },
  },
  'calculator-report': {
    table: 'calculator_reports',
    kept: 'from-submission',
    export: {
      name: 'calculator-report',
      columns: ['created_at', 'name', 'email', 'amount', 'year', 'month', 'today_value', 'mail_status', ...FROM, 'id'],
    },
  },
} as const satisfies Record<string, KindEntry>;

export type Kind = keyof typeof kinds;

export const isKind = (kind: string): kind is Kind => Object.hasOwn(kinds, kind);

/** Every kind, in the order above. */
export const allKinds = Object.keys(kinds) as Kind[];

/** The table of each kind. */
export const tables = Object.fromEntries(allKinds.map((k) => [k, kinds[k].table])) as {
  [K in Kind]: (typeof kinds)[K]['table'];
};
