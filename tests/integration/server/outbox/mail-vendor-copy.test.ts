/**
 * The copy of React Email's components is what the pinned version gives (`node scripts/build/vendor-react-email.mjs`
 * after changing it): the components' source and their declarations, and nothing else in the folder. It fetches
 * the pinned react-email on first use (scripts/setup/tools.mjs). What the copy may import:
 * tests/unit/server/outbox/mail-vendor.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { TYPES, vendorFiles } from '../../../../scripts/build/vendor-react-email.mjs';

const vendor = 'src/server/outbox/mail/vendor';

it('src/server/outbox/mail/vendor is what the pinned react-email gives', async () => {
  const files = await vendorFiles();
  const stale = Object.entries(files)
    .filter(([path, text]) => readFileSync(path, 'utf8') !== text)
    .map(([path]) => path);
  expect(stale, 'stale: run node scripts/build/vendor-react-email.mjs').toEqual([]);
  const present = readdirSync(vendor, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
  expect(present.sort()).toEqual(Object.keys(files).sort());
  expect(Object.keys(files).filter((f) => f.startsWith(TYPES)).length).toBeGreaterThanOrEqual(11);
}, 300_000);
