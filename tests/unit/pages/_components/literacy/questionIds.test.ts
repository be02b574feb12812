import { describe, expect, it } from 'vitest';
import { questionIdsProblem } from '../../../../../src/pages/_components/literacy/questionIds';

describe('literacy quiz question ids', () => {
  it('accept 1, 2, 3… in any order', () => expect(questionIdsProblem([2, 1, 3])).toBeUndefined());
  it('refuse none, a gap or a repeat, naming what was found', () => {
    expect(questionIdsProblem([])).toMatch(/no questions/);
    expect(questionIdsProblem([1, 3])).toMatch(/found 1, 3/);
    expect(questionIdsProblem([1, 2, 2])).toMatch(/found 1, 2, 2/);
  });
});
