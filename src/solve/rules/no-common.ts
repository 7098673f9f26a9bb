/**
 * No common option (cross elimination): if, in some third category, every
 * value is ruled out for a or for b, then a and b cannot be the same entity.
 * Only a new no can take away a common option, so only the pairs around a
 * cell written since the last look are checked.
 */
import type { Grid } from "../grid.js";
import type { RuleState } from "../rule.js";
import { NO, OPEN, type Fact } from "../step.js";

export function noCommon(grid: Grid, state: RuleState): boolean {
  let progress = false;
  state.readNew(grid, "noCommon", (u, x) => {
    if (grid.get(u, x) !== NO) return;
    progress = pairsOf(grid, u, grid.category(x)) || progress;
    progress = pairsOf(grid, x, grid.category(u)) || progress;
  });
  return progress;
}

/** u has lost an option in category c: is any open partner b now without a common one? */
function pairsOf(grid: Grid, u: number, c: number): boolean {
  let progress = false;
  const { size } = grid;
  const cu = grid.category(u);
  // (u's options in c do not change here: only cells of u with other categories are written.)
  const options = grid.mask(u, c);
  for (let cb = 0; cb < grid.categories; cb++) {
    if (cb === c || cb === cu) continue;
    for (let b = cb * size; b < (cb + 1) * size; b++) {
      if ((options & grid.mask(b, c)) !== 0 || grid.get(u, b) !== OPEN) continue;
      const premises = disjoint(grid, u, b, c);
      if (!premises) continue;
      grid.write({ a: u, b, verdict: NO, rule: "no-common", clues: [], premises });
      progress = true;
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
