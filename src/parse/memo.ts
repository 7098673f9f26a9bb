/**
 * A pure function of one string, worked out once per argument. The memo is
 * forgotten all at once when it holds `limit` entries, so that a long run
 * (`check` over a corpus) stays bounded. Shared by the link lexicon (a word's
 * lemmas and flags) and the lexer (a value form's units).
 */
export function memoized<T>(f: (key: string) => T, limit: number): (key: string) => T {
  const memo = new Map<string, T>();
  return (key) => {
    let found = memo.get(key);
    if (found === undefined) {
      found = f(key);
      if (memo.size >= limit) memo.clear();
      memo.set(key, found);
    }
    return found;
  };
}
