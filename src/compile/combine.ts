/**
 * Comparative relationships: what two comparison clues say together, through
 * a value they share, on the same ordered category and in the same unit.
 * - a chain: a < b and b < c, so a < c (differences add up when both are given: exactly when both are exact, else at least);
 * - the same offset: a and b are both exactly d more (or less) than c, so a is b;
 * - different offsets: a and b are exactly d1 and d2 (d1 ≠ d2) from c on the same side, so a is not b.
 * Each implied constraint names both clues and the shared value; the
 * verifier never takes it on trust (it checks steps against the stated clues).
 */
import type { CompareConstraint, Constraint } from "./model.js";

const sameScale = (x: CompareConstraint, y: CompareConstraint): boolean =>
  x.category === y.category && x.numbers.length === y.numbers.length && x.numbers.every((n, i) => n === y.numbers[i]);

export function combine(stated: readonly Constraint[]): Constraint[] {
  const comparisons = stated.filter((c): c is CompareConstraint => c.kind === "compare" && !c.negated && c.ratio === undefined);
  const out: Constraint[] = [];
  const seen = new Set<string>();
  const add = (c: Constraint): void => {
    const key = JSON.stringify(c);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(c);
    }
  };
  for (const first of comparisons) {
    for (const second of comparisons) {
      if (first === second || first.clue === second.clue || !sameScale(first, second)) continue;
      const from: [number, number] = [first.clue, second.clue];
      // a < b (first) and b < c (second): a < c.
      if (first.b === second.a && first.a !== second.b) {
        const difference = first.difference !== undefined && second.difference !== undefined ? first.difference + second.difference : undefined;
        const atLeast = difference !== undefined && (first.atLeast || second.atLeast);
        add({
          kind: "compare", clue: first.clue, a: first.a, b: second.b, category: first.category, numbers: first.numbers,
          negated: false, ...(difference !== undefined ? { difference } : {}), ...(atLeast ? { atLeast: true as const } : {}),
          derived: { kind: "chain", from, via: first.b },
        });
      }
      // a and b exactly d1 and d2 above (or below) the same value: the same if d1 = d2, else different.
      if (first.difference !== undefined && second.difference !== undefined && !first.atLeast && !second.atLeast && first.clue < second.clue) {
        const pair = first.a === second.a && first.b !== second.b ? [first.b, second.b, first.a]
          : first.b === second.b && first.a !== second.a ? [first.a, second.a, first.b] : undefined;
        if (pair && first.difference === second.difference) {
          add({ kind: "same", clue: first.clue, a: pair[0]!, b: pair[1]!, derived: { kind: "same-offset", from, via: pair[2]! } });
        } else if (pair) {
          add({ kind: "differ", clue: first.clue, a: pair[0]!, b: pair[1]!, derived: { kind: "different-offset", from, via: pair[2]! } });
        }
      }
    }
  }
  return out;
}
