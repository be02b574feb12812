/**
 * Function configuration as Netlify's own bundler reads it: paths, schedules and rate limits are
 * parsed statically from each file, so a value that is not a literal, or an aggregateBy that is
 * not an array, shows up here as it would on deploy.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// Netlify's bundler (a dependency of @netlify/dev), the code that builds the deploy manifest.
import { parseFile } from '@netlify/zip-it-and-ship-it/dist/runtimes/node/in_source_config/index.js';
import { getTrafficRulesConfig } from '@netlify/zip-it-and-ship-it/dist/rate_limit.js';
import { api } from '../../../src/lib/paths';

const expected: Record<string, { path?: string; schedule?: string; windowLimit?: number }> = {
  newsletter: { path: api.newsletter, windowLimit: 10 },
  contact: { path: api.contact, windowLimit: 5 },
  'deal-lead': { path: api.dealLead, windowLimit: 5 },
  calculator: { path: api.calculator, windowLimit: 10 },
  'calculator-report': { path: api.calculatorReport, windowLimit: 5 },
  health: { path: api.health, windowLimit: 60 },
  unsubscribe: { path: api.unsubscribe, windowLimit: 20 },
  resubscribe: { path: api.resubscribe, windowLimit: 20 },
  confirm: { path: api.confirm, windowLimit: 20 },
  'mail-events': { path: api.mailEvents, windowLimit: 600 },
  'regulatory-statement': { path: api.investorStatement, windowLimit: 10 },
  'regulatory-forget': { path: api.forgetStatement, windowLimit: 20 },
  // Every certified page (exempt-audience route), by pattern.
  'regulatory-pages': { path: '/certified/*', windowLimit: 120 },
  'retry-mail': { schedule: '*/15 * * * *' },
  'daily-summary': { schedule: '0 7 * * *' },
  'purge-expired': { schedule: '30 3 * * *' },
  'ons-check': { schedule: '30 7,10 * * 1-5' },
};

describe('function config', () => {
  it('covers every function in functions/', () => {
    const names = readdirSync('functions')
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(names.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))(
    '%s declares its route (the address in src/lib/paths.ts), schedule and per-IP rate limit',
    async (name, want) => {
      const parsed: any = await parseFile(`functions/${name}.ts`, { functionName: name });
      expect(parsed.runtimeAPIVersion).toBe(2);
      if (want.schedule) {
        expect(parsed.config.schedule).toBe(want.schedule);
        return;
      }
      expect(parsed.routes?.map((r: any) => r.literal ?? r.pattern)).toEqual([want.path]);
      const rules: any = getTrafficRulesConfig(parsed.config.rateLimit);
      expect(rules.action.type).toBe('rate_limit');
      expect(rules.action.config.rateLimitConfig).toMatchObject({ windowLimit: want.windowLimit, windowSize: 60 });
      expect(rules.action.config.aggregate.keys).toEqual([{ type: 'ip' }, { type: 'domain' }]);
    },
  );
});
