/**
 * Complete search, so the status is always right: from a grid the rules have
 * left, guess a value for the most constrained open line, propagate, and
 * recurse, collecting up to `limit` solutions. Every solution it returns is
 * checked directly against the constraints' meaning.
 */
import type { Grid } from "./grid.js";
import { RuleState } from "./rule.js";
import { propagate } from "./solver.js";
import { satisfiesAll, type Assignment } from "./semantics.js";
import { Contradiction, OPEN, YES } from "./step.js";

/** The entity (row) of every value, read off a complete grid. */
export function assignmentOf(grid: Grid): Assignment {
  const entity = new Int32Array(grid.count).fill(-1);
  for (let row = 0; row < grid.size; row++) {
    entity[row] = row;
    for (let c = 1; c < grid.categories; c++) {
      const v = grid.partner(row, c);
      if (v !== undefined) entity[v] = row;
    }
  }
  return entity;
}

/**
 * Up to `limit` solutions. With a `budget`, at most that many grids are
 * visited; if the search stops for it, `budget.exhausted` is set, and the
 * solutions found are not all there may be.
 */
export function search(start: Grid, limit: number, budget?: { nodes: number; exhausted?: boolean }): Assignment[] {
  const found: Assignment[] = [];
  const visit = (grid: Grid): void => {
    if (budget && budget.nodes-- <= 0) {
      budget.exhausted = true;
      return;
    }
    try {
      propagate(grid, { trial: false, groups: false }, RuleState.continuing(grid.model));
    } catch (error) {
      if (error instanceof Contradiction) return;
      throw error;
    }
    if (grid.complete) {
      const entity = assignmentOf(grid);
      if (satisfiesAll(grid.model, entity)) found.push(entity);
      return;
    }
    const [row, category] = mostConstrained(grid);
    for (const v of grid.options(row, category)) {
      if (found.length >= limit || budget?.exhausted) return;
      if (grid.get(row, v) !== OPEN) continue;
      const next = grid.clone(false);
      next.write({ a: row, b: v, verdict: YES, rule: "search", clues: [], premises: [] });
      visit(next);
    }
  };
  visit(start.clone(false));
  return found;
}

/** The row of category 0 and the category in which it has the fewest open options (at least two). */
function mostConstrained(grid: Grid): [number, number] {
  let best: [number, number] = [0, 1];
  let fewest = Infinity;
  for (let row = 0; row < grid.size; row++) {
    for (let c = 1; c < grid.categories; c++) {
      const open = grid.options(row, c).length;
      if (open > 1 && open < fewest) {
        fewest = open;
        best = [row, c];
      }
    }
  }
  return best;
}
