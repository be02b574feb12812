// `node scripts/test/schema-org-vocabulary.mjs <types.csv> <properties.csv> <release>`: writes
// tests/support/schema-org-vocabulary.json, the schema.org terms the structured-data tests check against,
// from the release's CSV files (schema.org's repository, data/releases/<release>/schemaorg-current-https-
// {types,properties}.csv; "current" is core plus pending). Superseded terms are left out. Run it again to
// move to a newer release.
import { readFileSync, writeFileSync } from 'node:fs';

const [typesFile, propertiesFile, release] = process.argv.slice(2);
if (!typesFile || !propertiesFile || !release)
  throw new Error('usage: schema-org-vocabulary.mjs <types.csv> <properties.csv> <release>');

/**
 * RFC 4180 rows: quoted fields may hold commas, doubled quotes and newlines.
 * @param {string} text @returns {Record<string, string>[]}
 */
function csv(text) {
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  const [head = [], ...body] = rows;
  return body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
}

/** @param {string | undefined} list */
const names = (list = '') =>
  list
    .split(',')
    .map((s) => s.trim().replace('https://schema.org/', ''))
    .filter(Boolean);
/** @param {Record<string, string>} row */
const pending = (row) => (row.isPartOf ?? '').includes('pending.schema.org');

/** @type {Record<string, { parents: string[], pending?: true }>} */
const types = {};
for (const row of csv(readFileSync(typesFile, 'utf8'))) {
  if (row.supersededBy) continue;
  types[row.label ?? ''] = { parents: names(row.subTypeOf), ...(pending(row) && { pending: true }) };
}
/** @type {Record<string, { domains: string[], ranges: string[], pending?: true }>} */
const properties = {};
for (const row of csv(readFileSync(propertiesFile, 'utf8'))) {
  if (row.supersededBy) continue;
  properties[row.label ?? ''] = {
    domains: names(row.domainIncludes),
    ranges: names(row.rangeIncludes),
    ...(pending(row) && { pending: true }),
  };
}
const out = {
  source: `https://github.com/schemaorg/schemaorg/tree/main/data/releases/${release}`,
  release,
  types,
  properties,
};
writeFileSync('tests/support/schema-org-vocabulary.json', `${JSON.stringify(out)}\n`);
console.log(`${Object.keys(types).length} types, ${Object.keys(properties).length} properties (schema.org ${release})`);
