// Sign-off by version, in the build (docs/approval.md; the rules in src/lib/approvalRecord.ts). Once the claims gate has
// read the built pages and e-mails, this step fingerprints what each says (a page: its text, its share card's words,
// and what its islands and scripts show; an e-mail: its subject and both parts) and compares each with the record in
// content/approval.json. A production build (Netlify sets CONTEXT=production) stops on any page or e-mail that
// differs, naming each and the sentences that changed; every other build marks each such page "Awaiting approval:
// not for publication" at the top, with noindex, and keeps it out of the sitemap (the functions mark the e-mails the
// same way when they send them: src/server/outbox/approvalMarks.ts). It leaves what it read in
// node_modules/.cache/approval/ for the approval pack and the sign-off (scripts/ops/approval.mjs).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  APPROVAL_FILE,
  APPROVED_TEXT_FILE,
  approvalLines,
  approvalRecordSchema,
  changedLines,
  documentLines,
} from '../../src/lib/approvalRecord.ts';
import { element, fragment, insert } from '../../src/lib/html.ts';
import { wordsIn } from '../../src/lib/claims/pageText.ts';
import { fingerprintOf, mailLines } from '../../src/server/fingerprint.ts';
import { cardOf } from './share-cards.mjs';
import { islandReader } from './island-text.mjs';

/**
 * Where a build into `dist` leaves what it read, for the approval pack and the sign-off (one file per build folder).
 * @param {string} base @param {string} [dist]
 */
export const stateFile = (base, dist = join(base, 'dist')) =>
  join(
    base,
    'node_modules/.cache/approval',
    `${createHash('sha256').update(resolve(dist)).digest('hex').slice(0, 12)}.json`,
  );

/** A month and its year, alone: in a lesson's data, the latest month of the ONS series its widget draws. */
const MONTH = /^(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

/** The banner a page awaiting approval carries at the top of its content (global.css styles .notice-bar). */
export const AWAITING = 'Awaiting approval: not for publication';
const BANNER = `<p class="notice-bar notice-bar--awaiting" role="note" data-awaiting><strong>${AWAITING}.</strong> This page has changed since it was signed off.</p>`;

/**
 * The record and the words it signed off, or none yet.
 * @param {string} base
 * @returns {{ record: import('../../src/lib/approvalRecord.ts').ApprovalRecord | undefined, text: Record<string, string[]> }}
 */
export function readApproval(base) {
  const file = join(base, APPROVAL_FILE);
  const text = join(base, APPROVED_TEXT_FILE);
  if (!existsSync(file)) return { record: undefined, text: {} };
  const parsed = approvalRecordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${APPROVAL_FILE} is not a sign-off record: ${parsed.error.message}`);
  return { record: parsed.data, text: existsSync(text) ? JSON.parse(readFileSync(text, 'utf8')) : {} };
}

/**
 * @typedef {{ name: string, kind: 'page' | 'component' | 'e-mail', file: string, lines: string[], fingerprint: string, pages?: string[] }} Item
 * @typedef {Item & { changes: ReturnType<typeof changedLines> }} ChangedItem a page or e-mail and its lines that changed
 * @typedef {{ builtAt: string, items: Item[], changed: string[], notes: import('../../src/lib/claims.ts').Problem[] }} State
 *   what a build read, kept for the approval pack and the sign-off
 */

/**
 * What every page and e-mail says, as the approver signs it off: each page's own words (its text, its share card),
 * each of the site's islands and component scripts (what they show beyond the HTML, with the pages that load them),
 * each lesson the hub fetches, each e-mail.
 * @param {{ base: string, pages: import('./built-pages.mjs').BuiltPage[], lessons: { page: string, file: string, text: string }[], mails: { name: string, subject: string, html: string, text: string }[] }} input
 * @returns {Item[]}
 */
export function approvalItems({ base, pages, lessons, mails }) {
  const components = islandReader(base);
  /** @type {(name: string, kind: Item['kind'], file: string, lines: string[], more?: { pages?: string[] }) => Item} */
  const item = (name, kind, file, lines, more = {}) => ({
    name,
    kind,
    file,
    lines,
    fingerprint: fingerprintOf(lines),
    ...more,
  });
  /** @param {import('../../src/lib/html.ts').HtmlDocument} document */
  const card = (document) => {
    const c = cardOf(document);
    return c ? [c.eyebrow, c.title, c.location].flatMap((text) => (text ? [{ where: 'share card', text }] : [])) : [];
  };
  /** @type {Map<string, string[]>} */
  const usedBy = new Map();
  for (const p of pages)
    for (const c of components.componentsOf(p.document)) usedBy.set(c, [...(usedBy.get(c) ?? []), p.address]);
  return [
    ...pages.map((p) =>
      item(p.address, 'page', p.file, [...documentLines(p.document), ...approvalLines(card(p.document))]),
    ),
    ...[...usedBy].map(([component, on]) =>
      item(
        component,
        'component',
        'src/',
        approvalLines(components.textOf(component).map((text) => ({ where: component.split(' ')[0] ?? '', text }))),
        { pages: on },
      ),
    ),
    // The lessons the hub fetches are pages of their own; a month alone is the latest ONS month a widget draws to.
    ...lessons.map((l) =>
      item(
        l.page,
        'page',
        l.file,
        approvalLines(
          wordsIn(JSON.parse(l.text)).map((text) => ({ where: 'lesson', text: MONTH.test(text) ? '…' : text })),
        ),
      ),
    ),
    ...mails.map((m) => item(m.name, 'e-mail', 'src/server/outbox/templates.ts', mailLines(m))),
  ].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The pages and e-mails whose words differ from the signed-off ones, each with the lines that changed.
 * @param {Item[]} items @param {ReturnType<typeof readApproval>} approval @returns {ChangedItem[]}
 */
export function unapproved(items, { record, text }) {
  return items
    .filter((i) => (i.kind === 'e-mail' ? record?.emails[i.name] : record?.pages[i.name]) !== i.fingerprint)
    .map((i) => ({ ...i, changes: changedLines(text[i.name] ?? [], i.lines) }));
}

/**
 * What a production build says of words not signed off: each page or e-mail, and its sentences that changed.
 * @param {ChangedItem[]} changed @param {import('../../src/lib/approvalRecord.ts').ApprovalRecord} [record]
 */
export function refusal(changed, record) {
  /** @param {ChangedItem} c */
  const shown = (c) =>
    c.changes
      .slice(0, 8)
      .map((d) => `    ${d.kind === 'added' ? '+ now:' : '- was:'} ${d.line}`)
      .concat(c.changes.length > 8 ? [`    … and ${c.changes.length - 8} more lines`] : []);
  return [
    `Approval: ${changed.length === 1 ? '1 page or e-mail differs' : `${changed.length} pages and e-mails differ`} from the words signed off${record ? ` by ${record.approver} on ${record.approvedOn} (${record.reference})` : ' (there is no sign-off yet)'}, and a production build publishes only signed-off words. Make an approval pack (npm run approval -- pack) for the approver, and record their sign-off (npm run approval -- sign …): docs/approval.md.`,
    ...changed.flatMap((c) => [
      `  ${c.name} (${c.file}):`,
      ...(c.changes.length ? shown(c) : ['    (the same words, in another order or place)']),
    ]),
  ].join('\n');
}

/**
 * Marks a built page as awaiting approval: the banner at the top of its content, and noindex.
 * @param {import('./built-pages.mjs').BuiltPage} page
 */
export function markAwaiting(page) {
  const { document } = page;
  if (element(document, (el) => 'data-awaiting' in el.attribs)) return;
  const head = element(document, (el) => el.name === 'head');
  const robots = head && element(head, (el) => el.name === 'meta' && el.attribs.name === 'robots');
  if (head && !robots) insert(head, fragment('<meta name="robots" content="noindex">'));
  else if (robots && !/noindex/.test(robots.attribs.content ?? '')) robots.attribs.content = 'noindex';
  const main = element(document, (el) => el.name === 'main');
  const body = element(document, (el) => el.name === 'body');
  const at = main ?? body;
  if (at) insert(at, fragment(BANNER), at.children[0]);
  page.changed();
}

/**
 * Writes what the build read, for the approval pack and the sign-off.
 * @param {string} base @param {string} dist @param {State} state
 */
export function keepState(base, dist, state) {
  const file = stateFile(base, dist);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(state));
}

/** Whether this build publishes: Netlify's production context. */
export const publishing = () => process.env.CONTEXT === 'production';

/**
 * Whether a build that does not publish marks what awaits approval. APPROVAL_MARKS=off leaves the pages as they
 * would be published: `npm test` checks the site that way (the marks have tests of their own), whatever the state
 * of the sign-off. A production build ignores it: it publishes only signed-off words.
 */
export const marking = () => process.env.APPROVAL_MARKS !== 'off';
