/**
 * Transitivity: if a is b and b is c, then a is c; if a is b and b is not c,
 * then a is not c. A known pair shares everything else it knows. Only
 * pairs with a cell written since the last look can give something new.
 */
import type { Grid } from "../grid.js";
import type { RuleState } from "../rule.js";
import { OPEN, YES, type CellState } from "../step.js";

export function transitivity(grid: Grid, state: RuleState): boolean {
  let progress = false;
  state.readNew(grid, "transitivity", (u, v) => {
    const known = grid.get(u, v);
    if (known === YES) {
      // u is v: each passes on what it knows to the other.
      progress = share(grid, u, v) || progress;
      progress = share(grid, v, u) || progress;
    }
    // Whatever u's partners are, they relate to v as u does; and the other way round.
    progress = spread(grid, u, v, known) || progress;
    progress = spread(grid, v, u, known) || progress;
  });
  return progress;
}

/** a is b: every known cell of b's is also a's. */
function share(grid: Grid, a: number, b: number): boolean {
  let progress = false;
  const ca = grid.category(a);
  const cb = grid.category(b);
  const { size } = grid;
  for (let cx = 0; cx < grid.categories; cx++) {
    if (cx === ca || cx === cb) continue;
    for (let x = cx * size; x < (cx + 1) * size; x++) {
      const known = grid.get(b, x);
      if (known === OPEN || grid.get(a, x) === known) continue;
      grid.write({ a, b: x, verdict: known, rule: "transitive", clues: [], premises: [{ a, b, verdict: YES }, { a: b, b: x, verdict: known }] });
      progress = true;
    }
  }
  return progress;
}

/** (b, x) is known: every partner a of b (a is b) relates to x the same way. */
function spread(grid: Grid, b: number, x: number, known: CellState): boolean {
  if (known === OPEN) return false;
  let progress = false;
  for (let c = 0; c < grid.categories; c++) {
    if (c === grid.category(b) || c === grid.category(x)) continue;
    const a = grid.partner(b, c);
    if (a === undefined || grid.get(a, x) === known) continue;
    grid.write({ a, b: x, verdict: known, rule: "transitive", clues: [], premises: [{ a, b, verdict: YES }, { a: b, b: x, verdict: known }] });
    progress = true;
  }
  return progress;
}
