// `npm run approval -- <command>`: sign-off by version (docs/approval.md). Each command but `examples` builds the site
// first (as `npm run build` does, not for production) to read what every page and e-mail says now; `--no-build` reads
// the last build instead.
//
//   pack [--out approval-pack.html]   the approval pack: one HTML file listing every page and e-mail whose words
//                                     changed since the last sign-off, old and new side by side, with the claims
//                                     rules' notes and the fingerprints
//   sign --approver "…" --frn 123456 --reference "…" [--date YYYY-MM-DD] [--valid-months 12]
//                                     records the sign-off of what the site says now in content/approval.json (and
//                                     the words in content/approval-text.json); approver, FRN and term default to the
//                                     last sign-off's, the date to today
//   status                            which pages and e-mails differ from the sign-off (exit 1 if any)
//   examples                          every value still marked as an example: what a live build refuses
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { APPROVAL_FILE, APPROVED_TEXT_FILE, approvalRecordSchema } = await import('../../src/lib/approvalRecord.ts');
const { fingerprintOf } = await import('../../src/server/fingerprint.ts');
const { readApproval, stateFile, unapproved } = await import('../build/approval-check.mjs');
const { approvalPack } = await import('../build/approval-pack.mjs');
const { exampleValues, formatExamples } = await import('../build/example-values.mjs');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'no-build': { type: 'boolean' },
    out: { type: 'string' },
    approver: { type: 'string' },
    frn: { type: 'string' },
    reference: { type: 'string' },
    date: { type: 'string' },
    'valid-months': { type: 'string' },
    root: { type: 'string' },
  },
});
const base = resolve(values.root ?? root);
const command = positionals[0];

/** Builds the site as a preview (never for production: a changed word must not stop it), unless asked not to. */
function build() {
  if (values['no-build']) return;
  console.log('Building the site to read what every page and e-mail says now…');
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, APPROVAL_MARKS: 'off', FORCE_COLOR: '0' };
  delete env.CONTEXT;
  const run = spawnSync('npm', ['run', 'build'], { cwd: base, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) {
    console.error(`${run.stdout}${run.stderr}`.split('\n').slice(-40).join('\n'));
    console.error('The build failed: fix what it names, then run this again.');
    process.exit(1);
  }
}

/** What the last build read. @returns {import('../build/approval-check.mjs').State} */
function state() {
  const file = stateFile(base);
  if (!existsSync(file)) {
    console.error('No build has been read yet: run without --no-build.');
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The fingerprint of a whole version: each page's and e-mail's, in order.
 * @param {import('../build/approval-check.mjs').Item[]} items
 */
const versionOf = (items) => fingerprintOf(items.map((i) => `${i.name} ${i.fingerprint}`));

if (command === 'examples') {
  const found = exampleValues(base);
  console.log(
    found.length
      ? `${found.length} values are still examples (a live build refuses them; docs/launch.md):\n${formatExamples(found)}`
      : 'No example values: the site can go live.',
  );
  process.exitCode = found.length ? 1 : 0;
} else if (command === 'status' || command === 'pack') {
  build();
  const s = state();
  const approval = readApproval(base);
  const changed = unapproved(s.items, approval);
  if (command === 'status') {
    console.log(
      changed.length
        ? `${changed.length} of ${s.items.length} pages and e-mails differ from the sign-off:\n${changed.map((c) => `  ${c.name} (${c.changes.length} lines)`).join('\n')}`
        : `All ${s.items.length} pages and e-mails are the words signed off.`,
    );
    process.exitCode = changed.length ? 1 : 0;
  } else {
    const out = resolve(values.out ?? join(base, 'approval-pack.html'));
    writeFileSync(
      out,
      approvalPack({
        state: s,
        changed,
        record: approval.record,
        text: approval.text,
        fingerprint: versionOf(s.items),
      }),
    );
    console.log(
      `Approval pack: ${out}\n${changed.length} of ${s.items.length} pages and e-mails changed since the last sign-off${changed.length ? `: ${changed.map((c) => c.name).join(', ')}` : ''}.`,
    );
  }
} else if (command === 'sign') {
  const last = readApproval(base).record;
  const approver = values.approver ?? last?.approver;
  const frn = values.frn ?? last?.frn;
  const missing = [!approver && '--approver', !frn && '--frn', !values.reference && '--reference'].filter(Boolean);
  if (missing.length) {
    console.error(
      `sign needs ${missing.join(', ')}: who approved (as the FCA Register names them), their FRN, and their reference for this sign-off.`,
    );
    process.exit(2);
  }
  build();
  const s = state();
  const today = new Date().toISOString().slice(0, 10);
  const record = approvalRecordSchema.parse({
    _note:
      "The sign-off of the site's words: who approved them, when, and a fingerprint of every page and e-mail as approved. Written by `npm run approval -- sign` (docs/approval.md), not by hand.",
    approver,
    frn,
    approvedOn: values.date ?? today,
    validMonths: Number(values['valid-months'] ?? last?.validMonths ?? 12),
    reference: values.reference,
    fingerprint: versionOf(s.items),
    pages: Object.fromEntries(s.items.filter((i) => i.kind !== 'e-mail').map((i) => [i.name, i.fingerprint])),
    emails: Object.fromEntries(s.items.filter((i) => i.kind === 'e-mail').map((i) => [i.name, i.fingerprint])),
  });
  writeFileSync(join(base, APPROVAL_FILE), `${JSON.stringify({ _note: record._note, ...record }, null, 2)}\n`);
  writeFileSync(
    join(base, APPROVED_TEXT_FILE),
    `${JSON.stringify(Object.fromEntries(s.items.map((i) => [i.name, i.lines])), null, 1)}\n`,
  );
  console.log(
    `Signed off: ${s.items.length} pages and e-mails, fingerprint ${record.fingerprint}, by ${record.approver} (FRN ${record.frn}) on ${record.approvedOn}, reference ${record.reference}.\nWritten: ${APPROVAL_FILE}, ${APPROVED_TEXT_FILE}. Commit both; a production build now publishes these words.`,
  );
} else {
  console.error(
    readFileSync(fileURLToPath(import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('//'))
      .map((l) => l.slice(3))
      .join('\n'),
  );
  process.exit(2);
}
