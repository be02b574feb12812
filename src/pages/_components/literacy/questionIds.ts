/** What is wrong with the quiz's question ids, if anything: they run 1, 2, 3… with no gaps or repeats. */
export function questionIdsProblem(ids: readonly number[]): string | undefined {
  const sorted = [...ids].sort((a, b) => a - b);
  if (sorted.length === 0) return 'no questions (is the file there and valid YAML?)';
  if (sorted.some((id, i) => id !== i + 1))
    return `question ids must run 1, 2, 3… with no gaps or repeats (found ${sorted.join(', ')})`;
  return undefined;
}
