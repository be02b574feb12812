// The approval pack (docs/approval.md): one self-contained HTML file for the approver, written by
// `npm run approval -- pack` from what the last build read. It lists every page and e-mail whose words differ from the
// last sign-off, each with its old and new sentences side by side, the notes the claims rules make on it (each with
// the rule's reason), and the fingerprints the sign-off will record. No script, no outside file: it opens anywhere.
import { diffLines } from '../../src/lib/approvalRecord.ts';
import { rules } from '../../src/lib/claims.ts';

/** @type {Record<string, string>} */
const REFERENCES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** @param {string} s */
const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => REFERENCES[c] ?? c);

/** What an item is, in the approver's words. @param {import('./approval-check.mjs').Item} item */
const kindOf = (item) =>
  item.kind === 'component'
    ? 'what an interactive part of a page shows, beyond the page itself'
    : item.kind === 'page'
      ? 'page'
      : 'e-mail';

/** Unchanged lines shown around a change, for context. */
const CONTEXT = 2;

/**
 * A page's or e-mail's comparison as table rows: changed lines paired old beside new, a little context around them.
 * @param {string[]} old @param {string[]} now
 */
function rows(old, now) {
  const diff = diffLines(old, now);
  /** @type {string[]} */
  const out = [];
  let skipped = 0;
  /** @param {number} i */
  const near = (i) => diff.slice(Math.max(0, i - CONTEXT), i + CONTEXT + 1).some((d) => d.kind !== 'same');
  /** @param {'del' | 'ins'} tag @param {string | undefined} line */
  const cell = (tag, line) => (line === undefined ? '' : `<${tag}>${escapeHtml(line)}</${tag}>`);
  for (let i = 0; i < diff.length;) {
    const d = diff[i];
    if (d?.kind === 'same') {
      if (near(i)) {
        if (skipped)
          out.push(`<tr class="gap"><td colspan="2">${skipped} unchanged line${skipped === 1 ? '' : 's'}</td></tr>`);
        skipped = 0;
        out.push(`<tr class="same"><td>${escapeHtml(d.line)}</td><td>${escapeHtml(d.line)}</td></tr>`);
      } else skipped++;
      i++;
      continue;
    }
    // A run of changes: what was removed beside what was added, line for line.
    /** @type {string[]} */
    const removed = [];
    /** @type {string[]} */
    const added = [];
    for (let c = diff[i]; c && c.kind !== 'same'; c = diff[++i]) (c.kind === 'removed' ? removed : added).push(c.line);
    if (skipped)
      out.push(`<tr class="gap"><td colspan="2">${skipped} unchanged line${skipped === 1 ? '' : 's'}</td></tr>`);
    skipped = 0;
    for (let k = 0; k < Math.max(removed.length, added.length); k++)
      out.push(`<tr class="changed"><td>${cell('del', removed[k])}</td><td>${cell('ins', added[k])}</td></tr>`);
  }
  if (skipped)
    out.push(`<tr class="gap"><td colspan="2">${skipped} unchanged line${skipped === 1 ? '' : 's'}</td></tr>`);
  return out.join('\n');
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; color: #14213d; margin: 0 auto; max-width: 80rem; padding: 1.5rem; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 2.5rem; border-top: 2px solid #14213d; padding-top: 1rem; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 0.92rem; }
th, td { border: 1px solid #cbd5e1; padding: 0.35rem 0.5rem; vertical-align: top; text-align: left; overflow-wrap: anywhere; }
th { background: #f1f5f9; }
del { background: #fde2e1; text-decoration: line-through; } ins { background: #dcfce7; text-decoration: none; }
tr.gap td { color: #64748b; font-style: italic; text-align: center; background: #f8fafc; }
tr.same td { color: #475569; }
.meta, .notes { background: #f8fafc; border: 1px solid #cbd5e1; padding: 0.75rem 1rem; }
.notes li { margin-bottom: 0.35rem; } code { font-size: 0.9em; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; } dt { font-weight: 700; }
`;

/** @typedef {import('./approval-check.mjs').ChangedItem} ChangedItem */
/** @typedef {import('../../src/lib/claims.ts').Problem} Problem */

/**
 * The rules' notes on the sentences that changed: a note names its sentence (cut at 120 characters).
 * @param {ChangedItem} c @param {Problem[]} notes every note of the build
 */
function notesOf(c, notes) {
  const added = c.changes.filter((d) => d.kind === 'added').map((d) => d.line);
  return notes.filter((n) => {
    const sentence = (n.where ?? '')
      .replace(/^[^"]*"/, '')
      .replace(/"$/, '')
      .replace(/…$/, '');
    return n.page === c.name && sentence && added.some((line) => line.includes(sentence));
  });
}

/**
 * Notes by rule: the rule's reason once, then what it noted.
 * @param {Problem[]} notes
 */
function noted(notes) {
  const why = new Map(rules.map((r) => [r.id, r.why]));
  return [...new Set(notes.map((n) => n.rule))]
    .map(
      (rule) =>
        `<li><strong>${escapeHtml(rule)}</strong> (${escapeHtml(why.get(rule) ?? '')})<ul>${notes
          .filter((n) => n.rule === rule)
          .map((n) => `<li>${escapeHtml(n.where ?? '')}: ${escapeHtml(n.message)}</li>`)
          .join('')}</ul></li>`,
    )
    .join('');
}

/**
 * One changed page or e-mail: where it is shown, its fingerprints, the rules' notes, and its old and new lines.
 * @param {ChangedItem} c @param {number} i its place in the list
 * @param {{ record?: import('../../src/lib/approvalRecord.ts').ApprovalRecord, text: Record<string, string[]>, notes: Problem[] }} context
 */
function itemSection(c, i, { record, text, notes: all }) {
  const old = text[c.name] ?? [];
  const notes = notesOf(c, all);
  return `<section id="item-${i + 1}" data-item="${escapeHtml(c.name)}">
<h2>${i + 1}. ${escapeHtml(c.name)} <small>(${kindOf(c)}${c.kind === 'component' ? '' : `: ${escapeHtml(c.file)}`})</small></h2>
${c.pages ? `<p>Shown on: ${c.pages.map(escapeHtml).join(', ')}.</p>` : ''}
<p>Fingerprint signed off: <code>${escapeHtml((c.kind === 'e-mail' ? record?.emails : record?.pages)?.[c.name] ?? 'none')}</code>; now: <code>${escapeHtml(c.fingerprint)}</code>. ${old.length ? `${c.changes.length} line${c.changes.length === 1 ? '' : 's'} changed of ${c.lines.length}.` : `New: all ${c.lines.length} lines are to approve.`}</p>
${
  notes.length
    ? `<div class="notes"><strong>Notes from the claims rules on what changed</strong><ul>${noted(notes)}</ul></div>`
    : ''
}
<table><thead><tr><th scope="col">Signed off</th><th scope="col">Now</th></tr></thead>
<tbody>
${rows(old, c.lines)}
</tbody></table>
</section>`;
}

/**
 * The pack's HTML.
 * @param {{ state: { builtAt: string, items: import('./approval-check.mjs').Item[], notes?: import('../../src/lib/claims.ts').Problem[] }, changed: import('./approval-check.mjs').ChangedItem[], record?: import('../../src/lib/approvalRecord.ts').ApprovalRecord, text: Record<string, string[]>, fingerprint: string }} input
 */
export function approvalPack({ state, changed, record, text, fingerprint }) {
  /** @param {number} n */
  const count = (n) => (n === 1 ? '1 page or e-mail' : `${n} pages and e-mails`);
  const list = changed
    .map(
      (c, i) =>
        `<li><a href="#item-${i + 1}">${escapeHtml(c.name)}</a> (${kindOf(c)}${text[c.name] ? '' : ', new'})</li>`,
    )
    .join('\n');
  const notes = state.notes ?? [];
  const sections = changed.map((c, i) => itemSection(c, i, { record, text, notes })).join('\n');

  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Approval pack: ${count(changed.length)} to approve</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Approval pack: ${count(changed.length)} whose words changed</h1>
<div class="meta"><dl>
<dt>Last sign-off</dt><dd>${record ? `${escapeHtml(record.approver)} (FRN ${escapeHtml(record.frn)}), ${escapeHtml(record.approvedOn)}, reference ${escapeHtml(record.reference)}` : 'none yet'}</dd>
<dt>This version</dt><dd>built ${escapeHtml(state.builtAt)}: ${state.items.length} pages and e-mails, fingerprint <code>${escapeHtml(fingerprint)}</code></dd>
<dt>To approve</dt><dd>the words below (the sentences, each with where it is on the page: "alt" is an image's description, "island" and "script" what an interactive part shows, "share card" the picture shown when a page is shared). A figure read as "…" changes by itself (an ONS figure, this year, the approval's own date): the sentence around it is what is approved.</dd>
<dt>Once approved</dt><dd><code>npm run approval -- sign --approver "…" --frn … --reference "…"</code> records the sign-off with these fingerprints (docs/approval.md).</dd>
</dl></div>
${changed.length ? `<h2>Changed since the last sign-off</h2>\n<ol>\n${list}\n</ol>` : '<p>Nothing has changed since the last sign-off.</p>'}
${sections}
<h2>Fingerprints of this version</h2>
<table><thead><tr><th scope="col">Page or e-mail</th><th scope="col">Fingerprint</th></tr></thead><tbody>
${state.items.map((i) => `<tr><td>${escapeHtml(i.name)}</td><td><code>${escapeHtml(i.fingerprint)}</code></td></tr>`).join('\n')}
</tbody></table>
</body>
</html>
`;
}
