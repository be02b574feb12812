/** An address no other test (or earlier run against the same database) has used, tagged for reading. */
export const unique = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
