/**
 * The build reads every e-mail the site sends, rendered from the samples: so every template, and every
 * state a template writes differently for, has one. A new template fails here until it has a sample.
 */
import { expect, it } from 'vitest';
import { samples } from '../../../../src/server/outbox/samples';
import { templates } from '../../../../src/server/outbox/templates';
import type { Kind } from '../../../../src/server/storage/records';

it('has a sample of every e-mail template, and of each state the checklist and the report are written for', () => {
  const all = (Object.keys(templates) as Kind[]).flatMap((kind) =>
    Object.keys(templates[kind]).map((name) => `${kind}/${name}`),
  );
  expect([...new Set(samples.map((s) => s.id))].sort()).toEqual(all.sort());
  expect(
    samples.flatMap((s) => (s.record.kind === 'checklist' ? [s.record.subscriber?.status ?? 'erased'] : [])).sort(),
  ).toEqual(['erased', 'pending', 'subscribed', 'unsubscribed']);
  expect(samples.flatMap((s) => (s.record.kind === 'calculator-report' ? [s.record.data.variant] : [])).sort()).toEqual(
    ['calculator', 'landing'],
  );
});
