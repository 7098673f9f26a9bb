/**
 * Shared options (a naked pair or triple): when two values of a category
 * have only the same two values of another category left between them, they
 * take those two, one each; so no other value of their category can be
 * either of them. The same for three values with three options between them.
 * "dentist" and "florist" can only be in positions 1 and 6, so the plumber
 * is in neither.
 */
import { popcount } from "../bits.js";
import type { Grid } from "../grid.js";
import { NO, type Fact } from "../step.js";

/** The largest group of values looked for. */
const LARGEST = 3;

export function sharedOptions(grid: Grid): boolean {
  const { size, categories } = grid;
  // Groups of places last: "Amy and Bo have only positions 1 and 4" reads better than "positions 2 and 3 have only Cy and Di".
  const order = Array.from({ length: categories }, (_, c) => c).sort((x, y) => Number(x === grid.model.positions) - Number(y === grid.model.positions));
  for (const d of order) {
    for (let c = 0; c < categories; c++) {
      if (c === d) continue;
      const ids = Array.from({ length: size }, (_, i) => d * size + i);
      // Values still open between 2 and LARGEST options: only they can form a group.
      const open = ids.filter((v) => between(popcount(grid.mask(v, c)), 2, LARGEST));
      for (const group of groups(open, LARGEST)) {
        let union = 0;
        for (const v of group) union |= grid.mask(v, c);
        if (popcount(union) !== group.length) continue;
        if (ruleOut(grid, group, ids, c, union)) return true;
      }
    }
  }
  return false;
}

/** Write "no" for the group's options against every other value of its category; whether any was new. */
function ruleOut(grid: Grid, group: number[], ids: number[], c: number, union: number): boolean {
  const premises: Fact[] = [];
  for (const v of group) {
    for (let x = 0; x < grid.size; x++) if (!(union & (1 << x))) premises.push({ a: v, b: c * grid.size + x, verdict: NO });
  }
  let progress = false;
  for (const w of ids) {
    if (group.includes(w)) continue;
    for (let x = 0; x < grid.size; x++) {
      if (!(union & (1 << x)) || !(grid.mask(w, c) & (1 << x))) continue;
      progress = grid.write({ a: w, b: c * grid.size + x, verdict: NO, rule: "shared-options", clues: [], premises }) || progress;
    }
  }
  return progress;
}

/** Every group of 2 to `largest` of the ids, smaller groups first. */
function* groups(ids: readonly number[], largest: number): Generator<number[]> {
  for (let k = 2; k <= largest; k++) yield* choose(ids, k, 0);
}

function* choose(ids: readonly number[], k: number, from: number): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= ids.length - k; i++) for (const rest of choose(ids, k - 1, i + 1)) yield [ids[i]!, ...rest];
}

const between = (x: number, low: number, high: number): boolean => x >= low && x <= high;

