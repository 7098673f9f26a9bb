/**
 * No common option (cross elimination): if, in some third category, every
 * value is ruled out for a or for b, then a and b cannot be the same entity.
 */
import type { Grid } from "../grid.js";
import { NO, OPEN, type Fact } from "../step.js";

export function noCommon(grid: Grid): boolean {
  let progress = false;
  for (let a = 0; a < grid.count; a++) {
    for (let b = a + 1; b < grid.count; b++) {
      if (grid.category(a) === grid.category(b) || grid.get(a, b) !== OPEN) continue;
      for (let c = 0; c < grid.categories; c++) {
        if (c === grid.category(a) || c === grid.category(b)) continue;
        const premises = disjoint(grid, a, b, c);
        if (!premises) continue;
        grid.write({ a, b, verdict: NO, rule: "no-common", clues: [], premises });
        progress = true;
        break;
      }
    }
  }
  return progress;
}

/** The no's that leave a and b no common value in category c, or undefined if they share one. */
function disjoint(grid: Grid, a: number, b: number, c: number): Fact[] | undefined {
  const premises: Fact[] = [];
  const start = c * grid.size;
  for (let x = start; x < start + grid.size; x++) {
    if (grid.get(a, x) === NO) premises.push({ a, b: x, verdict: NO });
    else if (grid.get(b, x) === NO) premises.push({ a: b, b: x, verdict: NO });
    else return undefined;
  }
  return premises;
}
