/**
 * What a rule is, and what rules remember between runs. A rule is a small
 * function: it reads the grid, writes what it concludes through the grid's
 * one writer, and says whether it wrote anything. What it keeps from one run
 * to the next lives here, in the solver's hands, not in the grid.
 */
import type { Model } from "../compile/model.js";
import type { Grid } from "./grid.js";
import type { Assignment } from "./semantics.js";

export type Rule = (grid: Grid, state: RuleState) => boolean;

export class RuleState {
  /**
   * How far along the grid's log of written cells each rule that only needs
   * to look again where something changed has read.
   */
  readonly cursors = { basic: 0, transitivity: 0, noCommon: 0, clues: 0 };
  /**
   * How many more assumptions trial and error may try in this solve: it is
   * bounded, so a puzzle with too few clues stalls (and the complete search
   * settles its status) instead of running on.
   */
  trialsLeft = 3000;
  /** Assumptions tried so far (the tests count them). */
  trialsTried = 0;
  /**
   * How many more choices the case analyses of clues may make in this solve:
   * bounded, like trial and error, so a large puzzle falls back on trial and
   * error instead of analysing cases at length.
   */
  readonly casesMeter = { left: 40_000 };
  /** For each clue (or pair of clues) whose case analysis settled nothing: how many of its cells were known then. */
  readonly casesLooked = new Map<number, number>();
  /**
   * For trial and error: a solution of the clues that agrees with the grid
   * (undefined until looked for; null when the search for one gave up).
   */
  witness: Assignment | null | undefined = undefined;

  /** Which clues must look again (1); undefined until the clue rules first run, when all must. */
  private constructor(public cluesDue: Uint8Array | undefined) {}

  /** For a grid the rules have not seen: every clue looks once. */
  static fresh(): RuleState {
    return new RuleState(undefined);
  }

  /** For a copy of a grid the rules had finished with: a clue looks again only when a cell of its values changes. */
  static continuing(model: Model): RuleState {
    return new RuleState(new Uint8Array(model.constraints.length));
  }

  /**
   * Hand every cell written since rule `name` last looked to `visit`,
   * including cells written while visiting, until the log is read to its end.
   */
  readNew(grid: Grid, name: keyof RuleState["cursors"], visit: (a: number, b: number) => void): void {
    const { log, count } = grid;
    // The cursor is kept in a local and stored back at the end, or when a visit throws (the cell it was given
    // then counts as read, as before); no visit moves it.
    let at = this.cursors[name];
    try {
      while (at < log.length) {
        const cell = log[at++]!;
        visit(Math.floor(cell / count), cell % count);
      }
    } finally {
      this.cursors[name] = at;
    }
  }
}
