/**
 * Cases over the few clues that decide a cell: when every rule has stalled,
 * read a handful of clues together, whatever values they name, and try
 * every way they can all hold on the grid at once, keeping every category
 * one to one; a cell that comes out the same in every case is settled. Two
 * clues that name nothing in common still meet through the places of the
 * row and what the grid knows: "the high-school graduate is next to the
 * basketball fan, and the tennis fan is directly left of the Pixel 6 user;
 * given where the iPhone 13 user can be, that can hold only if ...".
 *
 * Which clues to read together is what trial and error finds out: the clues
 * an assumption's refutation relied on. The step itself is a case analysis
 * of those clues (the "cases" rule), checked like any other, with no
 * assumption and no chain to follow; trial and error is written only when
 * no such reading settles a cell.
 */
import type { Grid } from "../grid.js";
import type { RuleState } from "../rule.js";
import type { Fact } from "../step.js";
import { settle } from "./cases.js";

/** The most clues read together: more is no longer something a person keeps in mind at once. */
const MOST = 4;

/**
 * Settle one cell by the case analysis of the clues numbered `clues` read
 * together, with the values of `cell` (the one a refutation settled) among
 * those it places; whether one was written.
 */
export function clueCases(grid: Grid, state: RuleState, cell: Fact, clues: readonly number[]): boolean {
  if (clues.length < 1 || clues.length > MOST || state.casesMeter.left <= 0) return false;
  const read = grid.model.constraints.map((c, index) => ({ c, index })).filter(({ c }) => !c.derived && clues.includes(c.clue));
  const cited = read.length === 1 ? { constraint: read[0]!.index } : { constraints: read.map(({ index }) => index) };
  return settle(grid, state, read.map(({ c }) => c), undefined, cited, [cell.a, cell.b]);
}
