/**
 * Did-you-mean: the known value closest to a misspelt word, if close enough
 * (Damerau–Levenshtein distance at most a third of the word, and at most 2).
 */

function distance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[(i - 1) * cols + j]! + 1, d[i * cols + j - 1]! + 1, d[(i - 1) * cols + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[(i - 2) * cols + j - 2]! + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1]!;
}

export function closest(word: string, candidates: readonly string[]): string | undefined {
  const target = word.toLowerCase();
  // A word that is a whole word of some value ("minutes" of "5 minutes") is not a misspelling.
  if (candidates.some((c) => c.toLowerCase().split(/\s+/u).includes(target))) return undefined;
  const limit = Math.min(2, Math.floor(target.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    for (const part of [candidate, ...candidate.split(/\s+/u)]) {
      const d = distance(target, part.toLowerCase());
      if (d > 0 && d < bestDistance) {
        bestDistance = d;
        best = candidate;
      }
    }
  }
  return best;
}
