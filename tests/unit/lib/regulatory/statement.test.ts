/** The investor statement, checked as the Financial Promotion Order's form requires: what passes, and what is refused and why. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkStatement, parseAmount, ukDate } from '../../../../src/lib/regulatory/statement';

const statements = readFileSync('content/regulatory/investor-statements.yaml', 'utf8');

const now = new Date('2026-11-28T12:00:00Z');
const audiences = ['high-net-worth', 'self-certified-sophisticated'] as const;
const check = (body: Record<string, unknown>) => checkStatement(body, { audiences, now });
const signed = {
  accept: 'yes',
  signature: 'Alex Sample',
  email: 'alex@example.com',
  date: '2026-11-28',
  page: '/invest-with-us',
  wording: 'schedule-5-abc123',
};
const hnw = (extra: Record<string, unknown>) => ({ statement: 'high-net-worth', ...signed, ...extra });
const errorsOf = (body: Record<string, unknown>) => {
  const c = check(body);
  return c.ok ? {} : c.errors;
};

describe('a statement that holds', () => {
  it('a high net worth individual with an income over £100,000', () => {
    const c = check(hnw({ 'high-net-worth-a': 'yes', 'high-net-worth-a-detail': '£120,000' }));
    expect(c).toEqual({
      ok: true,
      statement: {
        audience: 'high-net-worth',
        answers: [{ condition: 'a', value: 120000 }],
        signature: 'Alex Sample',
        email: 'alex@example.com',
        date: '2026-11-28',
        page: '/invest-with-us',
        wording: 'schedule-5-abc123',
      },
    });
  });

  it('both conditions, the figures however written', () => {
    const c = check(
      hnw({
        'high-net-worth-a': 'yes',
        'high-net-worth-a-detail': '150k',
        'high-net-worth-b': 'on',
        'high-net-worth-b-detail': '1.2m',
      }),
    );
    expect(c.ok && c.statement.answers).toEqual([
      { condition: 'a', value: 150000 },
      { condition: 'b', value: 1200000 },
    ]);
  });

  it('a self-certified sophisticated investor: a directorship with its company number, investments counted', () => {
    const c = check({
      statement: 'self-certified-sophisticated',
      ...signed,
      'self-certified-sophisticated-b': 'yes',
      'self-certified-sophisticated-b-detail': 'Acme Widgets Ltd, 01234567',
      'self-certified-sophisticated-c': 'yes',
      'self-certified-sophisticated-c-detail': '3',
    });
    expect(c.ok && c.statement.answers).toEqual([
      { condition: 'b', value: 'Acme Widgets Ltd, 01234567' },
      { condition: 'c', value: 3 },
    ]);
  });

  it('dated a day either side of the UK date, for the visitor’s clock', () => {
    expect(check(hnw({ 'high-net-worth-a': 'yes', 'high-net-worth-a-detail': '100000', date: '2026-11-27' })).ok).toBe(
      true,
    );
    expect(check(hnw({ 'high-net-worth-a': 'yes', 'high-net-worth-a-detail': '100000', date: '2026-11-29' })).ok).toBe(
      true,
    );
  });
});

describe('a statement that is refused, each problem keyed by the field to fix', () => {
  it('a figure under the threshold of the condition ticked', () => {
    expect(errorsOf(hnw({ 'high-net-worth-a': 'yes', 'high-net-worth-a-detail': '40000' }))).toEqual({
      'high-net-worth-a-detail':
        'Condition A: an income of £40,000 is under the £100,000 this condition needs. Untick it if it does not apply to you',
    });
    expect(
      errorsOf(hnw({ 'high-net-worth-b': 'yes', 'high-net-worth-b-detail': '£200,000' }))['high-net-worth-b-detail'],
    ).toMatch(/^Condition B: net assets of £200,000 is under the £250,000/);
    expect(
      errorsOf({
        statement: 'self-certified-sophisticated',
        ...signed,
        'self-certified-sophisticated-c': 'yes',
        'self-certified-sophisticated-c-detail': '1',
      }),
    ).toEqual({
      'self-certified-sophisticated-c-detail':
        'Condition C: this condition needs 2 or more investments, and you gave 1. Untick it if it does not apply to you',
    });
  });

  it('a condition ticked with nothing given, or something that is not a figure', () => {
    expect(errorsOf(hnw({ 'high-net-worth-a': 'yes' }))).toEqual({
      'high-net-worth-a-detail': 'Condition A: give your income',
    });
    expect(errorsOf(hnw({ 'high-net-worth-a': 'yes', 'high-net-worth-a-detail': 'lots' }))).toEqual({
      'high-net-worth-a-detail': 'Condition A: give your income in pounds, e.g. 120,000',
    });
  });

  it('a figure given for a condition not ticked', () => {
    expect(
      errorsOf(
        hnw({ 'high-net-worth-a': 'yes', 'high-net-worth-a-detail': '120000', 'high-net-worth-b-detail': '300000' }),
      ),
    ).toEqual({
      'high-net-worth-b':
        'Condition B is not ticked, but you gave your net assets: tick it if it applies to you, or clear the box',
    });
  });

  it('no condition ticked, only the declaration (what a visitor without JavaScript could do before)', () => {
    expect(errorsOf(hnw({}))).toEqual({
      'high-net-worth-a': 'Tick the conditions that apply to you: at least one must, for the statement to hold',
    });
  });

  it('a directorship without its company number', () => {
    expect(
      errorsOf({
        statement: 'self-certified-sophisticated',
        ...signed,
        'self-certified-sophisticated-b': 'yes',
        'self-certified-sophisticated-b-detail': 'Acme Widgets Ltd',
      })['self-certified-sophisticated-b-detail'],
    ).toMatch(/Companies House number/);
  });

  it('no statement chosen, no declaration, no signature, no address, a date that is not today', () => {
    expect(Object.keys(errorsOf({ date: '2025-01-01' }))).toEqual([
      'statement',
      'accept',
      'signature',
      'email',
      'date',
    ]);
    expect(
      errorsOf(hnw({ 'high-net-worth-a': 'yes', 'high-net-worth-a-detail': '120000', date: '2026-12-01' })).date,
    ).toBe('Date the statement today (2026-11-28): a statement is dated the day it is made');
  });

  it('a statement the route does not offer', () => {
    expect(
      checkStatement(hnw({ 'high-net-worth-a': 'yes', 'high-net-worth-a-detail': '120000' }), {
        audiences: ['self-certified-sophisticated'],
        now,
      }),
    ).toEqual({ ok: false, errors: { statement: 'Choose the statement that applies to you' } });
  });
});

describe('the parts', () => {
  it('read amounts as people write them, and nothing else', () => {
    expect(['£100,000', '100000', '100k', '0.1m', ' £ 120 000 '].map(parseAmount)).toEqual([
      100000, 100000, 100000, 100000, 120000,
    ]);
    expect(['', 'lots', '100,000 pounds', '-5', '1e6'].map(parseAmount)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('date by the UK clock', () => {
    expect(ukDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('name the thresholds the statements’ words state', () => {
    expect(statements).toContain('£100,000 or more');
    expect(statements).toContain('£250,000 or more');
    expect(statements).toContain('two or more investments');
  });
});
