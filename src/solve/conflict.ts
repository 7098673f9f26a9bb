/**
 * The clues to fix in a contradictory puzzle: a smallest set of clues that
 * cannot all hold, found by deletion. Start from every clue (they cannot all
 * hold) and take each out in turn; if the rest still cannot all hold, leave
 * it out. What is left cannot all hold, yet any one of them taken out, the
 * others can: a puzzle setter must change one of these. Whether a set of
 * clues can hold is settled by the complete search, so the set is exact
 * (each search is bounded; a clue whose test runs over the bound is kept).
 */
import type { Constraint, Model } from "../compile/model.js";
import { Grid } from "./grid.js";
import { search } from "./search.js";

/** Grids one test may visit: far more than the puzzles the limits allow need. */
const NODES = 20_000;

/**
 * The clues (by number) of a smallest set that cannot all hold, or undefined
 * if the clues can all hold. With `first` (the clues an explanation's chain
 * cites), the set is found within those when they alone cannot all hold, so
 * that it names clues the reader has just seen used.
 */
export function conflictingClues(model: Model, first?: readonly number[]): number[] | undefined {
  const all = [...new Set(model.constraints.filter((c) => !c.derived).map((c) => c.clue))].sort((x, y) => x - y);
  if (canHold(model, all) !== false) return undefined;
  let kept = first !== undefined && first.length > 0 && canHold(model, first) === false ? [...first] : all;
  for (const clue of [...kept]) {
    const rest = kept.filter((c) => c !== clue);
    if (canHold(model, rest) === false) kept = rest;
  }
  return kept;
}

/** Whether the clues numbered `clues` can all hold: true, false, or undefined when the search ran over its bound. */
export function canHold(model: Model, clues: readonly number[]): boolean | undefined {
  const chosen = new Set(clues);
  // A constraint two clues imply together stays only with both of them.
  const from = (c: Constraint): number[] => (c.derived ? c.derived.from : [c.clue]);
  const constraints = model.constraints.filter((c) => from(c).every((clue) => chosen.has(clue)));
  const budget: { nodes: number; exhausted?: boolean } = { nodes: NODES };
  const found = search(new Grid({ ...model, constraints }, false), 1, budget);
  if (found.length > 0) return true;
  return budget.exhausted ? undefined : false;
}
