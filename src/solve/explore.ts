/**
 * The complete search, given the rules it propagates with: from a grid the
 * rules have left, guess a value for the most constrained open line,
 * propagate, and recurse, collecting up to `limit` solutions. Every solution
 * it returns is checked directly against the constraints' meaning.
 *
 * search.ts runs it with the solver's ordinary rules; trial and error
 * (rules/trial.ts), which is handed those rules rather than importing the
 * solver, runs it with them too.
 */
import type { Grid } from "./grid.js";
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
 * Up to `limit` solutions, `propagate` applying the rules to each grid the
 * search visits (a copy of one the rules had finished with; it throws a
 * Contradiction at a clash). With a `budget`, at most that many grids are
 * visited; if the search stops for it, `budget.exhausted` is set, and the
 * solutions found are not all there may be.
 */
export function explore(
  propagate: (grid: Grid) => void, start: Grid, limit: number, budget?: { nodes: number; exhausted?: boolean },
): Assignment[] {
  const found: Assignment[] = [];
  const visit = (grid: Grid): void => {
    if (budget && budget.nodes-- <= 0) {
      budget.exhausted = true;
      return;
    }
    try {
      propagate(grid);
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
