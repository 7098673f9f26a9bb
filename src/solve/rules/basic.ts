/**
 * Basic consistency, the first thing a person checks on a grid:
 * - only one: a yes in a row rules out every other cell of that row (and so
 *   of its column, since every line is some value's row);
 * - last open: when every cell of a row but one is a no, that one is a yes;
 * (A row of nothing but no's is caught by the grid, at the write that makes it.)
 * Only rows with a cell written since the last look can have changed.
 */
import type { Grid } from "../grid.js";
import type { RuleState } from "../rule.js";
import { NO, OPEN, YES, type Fact } from "../step.js";

export function basic(grid: Grid, state: RuleState): boolean {
  let progress = false;
  state.readNew(grid, "basic", (a, b) => {
    progress = line(grid, a, grid.category(b)) || progress;
    progress = line(grid, b, grid.category(a)) || progress;
  });
  return progress;
}

/** Apply basic consistency to value u's row in category c. */
function line(grid: Grid, u: number, c: number): boolean {
  const { size } = grid;
  const start = c * size;
  let yes = -1;
  let open = -1;
  let opens = 0;
  for (let v = start; v < start + size; v++) {
    const state = grid.get(u, v);
    if (state === YES) yes = v;
    else if (state === OPEN) {
      open = v;
      opens++;
    }
  }
  if (yes >= 0) {
    if (opens === 0) return false;
    for (let v = start; v < start + size; v++) {
      if (grid.get(u, v) !== OPEN) continue;
      grid.write({ a: u, b: v, verdict: NO, rule: "only-one", clues: [], premises: [{ a: u, b: yes, verdict: YES }] });
    }
    return true;
  }
  if (opens === 1) {
    const premises: Fact[] = [];
    for (let v = start; v < start + size; v++) if (v !== open) premises.push({ a: u, b: v, verdict: NO });
    grid.write({ a: u, b: open, verdict: YES, rule: "last-open", clues: [], premises });
    return true;
  }
  return false;
}
