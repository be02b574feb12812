import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checklistSourcesIn, checklistsModule, OUTPUT } from '../../../../scripts/build/checklist-sources.mjs';
import { checklistSources } from '../../../../src/lib/forms/checklists';

describe('checklist sources', () => {
  it('are the case studies’ checklist offers: run `node scripts/build/checklist-sources.mjs` after changing one', () => {
    const fromContent = checklistSourcesIn();
    expect(fromContent.length).toBeGreaterThan(0);
    expect([...checklistSources]).toEqual(fromContent);
    expect(readFileSync(OUTPUT, 'utf8')).toBe(checklistsModule(fromContent));
  });
});
