/**
 * The order a careful person works in: the clues in order; then basic
 * consistency to a fixed point; then the advanced rules, cheapest first; and
 * back to the clues after any progress. Trial and error comes only when
 * every rule has stalled.
 */
import type { Grid } from "./grid.js";
import { basic } from "./rules/basic.js";
import { applyClue } from "./rules/clues/index.js";
import { noCommon } from "./rules/no-common.js";
import { transitivity } from "./rules/transitivity.js";
import { trial } from "./rules/trial.js";

function clues(grid: Grid): boolean {
  let progress = false;
  grid.model.constraints.forEach((constraint, index) => {
    progress = applyClue(constraint, index, grid) || progress;
  });
  return progress;
}

/** The rule tiers, in the order they are tried. */
const TIERS: ReadonlyArray<(grid: Grid) => boolean> = [clues, basic, transitivity, noCommon];

/** Apply the rules until nothing more follows. Throws a Contradiction if the grid breaks. */
export function propagate(grid: Grid, options: { trial: boolean }): void {
  for (;;) {
    let progress = false;
    for (const tier of TIERS) {
      if (tier(grid)) {
        progress = true;
        while (basic(grid));
        break;
      }
    }
    if (progress) continue;
    if (grid.complete || !options.trial || !trial(grid)) return;
  }
}
