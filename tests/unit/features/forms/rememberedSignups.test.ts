import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../support/content';
import { rememberSignUp, SIGNUPS_KEY, signUpDigest } from '../../../../src/features/forms/rememberedSignups';

describe('addresses this browser signed up', () => {
  it('are remembered by a digest of the normalised address, never the address itself', async () => {
    const storage = new MemoryStorage();
    expect(await rememberSignUp(' Ada@Bücher.de ', storage)).toBe(false);
    expect(await rememberSignUp('ada@xn--bcher-kva.de', storage)).toBe(true);
    expect(await rememberSignUp('bob@example.com', storage)).toBe(false);
    const saved = storage.getItem(SIGNUPS_KEY)!;
    expect(JSON.parse(saved)).toEqual([await signUpDigest('ada@bücher.de'), await signUpDigest('bob@example.com')]);
    expect(saved).not.toMatch(/ada|bob|example/i);
  });

  it('keeps the latest 20, and storage that is off, full or holds something else remembers nothing', async () => {
    const storage = new MemoryStorage();
    for (let i = 0; i < 25; i++) await rememberSignUp(`p${i}@example.com`, storage);
    expect(JSON.parse(storage.getItem(SIGNUPS_KEY)!)).toHaveLength(20);
    expect(await rememberSignUp('p0@example.com', storage)).toBe(false);
    expect(await rememberSignUp('p24@example.com', storage)).toBe(true);
    expect(await rememberSignUp('x@example.com', null)).toBe(false);
    storage.setItem(SIGNUPS_KEY, '{"not":"a list"}');
    expect(await rememberSignUp('p24@example.com', storage)).toBe(false);
    storage.failWrites = 'quota';
    expect(await rememberSignUp('y@example.com', storage)).toBe(false);
    expect(await rememberSignUp('y@example.com', storage)).toBe(false);
  });
});
