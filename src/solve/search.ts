/**
 * Complete search, so the status is always right: explore.ts's search, run
 * with the solver's ordinary rules (no trial and error, no group rules).
 */
import type { Grid } from "./grid.js";
import { explore } from "./explore.js";
import { RuleState } from "./rule.js";
import { propagate } from "./solver.js";
import type { Assignment } from "./semantics.js";

export { assignmentOf } from "./explore.js";

/**
 * Up to `limit` solutions. With a `budget`, at most that many grids are
 * visited; if the search stops for it, `budget.exhausted` is set, and the
 * solutions found are not all there may be.
 */
export function search(start: Grid, limit: number, budget?: { nodes: number; exhausted?: boolean }): Assignment[] {
  return explore((grid) => propagate(grid, { trial: false, groups: false }, RuleState.continuing(grid.model)), start, limit, budget);
}
