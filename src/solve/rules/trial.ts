/**
 * Trial and error, the last resort: assume an open cell holds one verdict,
 * apply the ordinary rules (no nested trials) until they clash, and conclude
 * the opposite. Of all the cells that can be settled this way, the one with
 * the shortest chain to its clash is taken, as it is the easiest to follow.
 */
import type { Grid } from "../grid.js";
import { propagate } from "../propagate.js";
import { Contradiction, NO, OPEN, YES, type Step, type Verdict } from "../step.js";

export function trial(grid: Grid): boolean {
  let best: Step | undefined;
  for (let a = 0; a < grid.count; a++) {
    for (let b = a + 1; b < grid.count; b++) {
      if (grid.category(a) === grid.category(b) || grid.get(a, b) !== OPEN) continue;
      for (const assumed of [YES, NO] as Verdict[]) {
        const step = refute(grid, a, b, assumed);
        if (step && (!best || step.trial!.chain.length < best.trial!.chain.length)) best = step;
      }
    }
  }
  return best !== undefined && grid.write(best);
}

/** If assuming (a, b) = assumed leads to a clash, the step concluding the opposite. */
function refute(grid: Grid, a: number, b: number, assumed: Verdict): Step | undefined {
  const attempt = grid.clone(true);
  const fact = { a, b, verdict: assumed };
  try {
    attempt.write({ ...fact, rule: "search", clues: [], premises: [] });
    propagate(attempt, { trial: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof Contradiction)) throw error;
    const chain = attempt.steps!.slice(1);
    const clues = [...new Set(chain.flatMap((s) => s.clues))].sort((x, y) => x - y);
    return {
      a, b, verdict: assumed === YES ? NO : YES, rule: "trial", clues, premises: [],
      trial: { assumed: fact, chain, clash: error.clash },
    };
  }
}
