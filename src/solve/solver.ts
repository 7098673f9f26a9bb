/**
 * The solver: it owns the ordered list of rules and the loop that applies
 * them until nothing more follows, and it keeps what the rules remember
 * between runs (how far each has read the grid's log, which clues must look
 * again, the budgets of the costly rules). The grid keeps only cells.
 *
 * The order is a careful person's: the clues in order; then basic
 * consistency to a fixed point; then the advanced rules, cheapest first; and
 * back to the clues after any progress. Trial and error comes only when
 * every rule has stalled, and runs its assumptions through this same loop
 * (without trials), which it is handed.
 */
import { explore } from "./explore.js";
import type { Grid } from "./grid.js";
import { basic } from "./rules/basic.js";
import { cases } from "./rules/cases.js";
import { clueCases } from "./rules/clue-cases.js";
import { clues } from "./rules/clues/index.js";
import { noCommon } from "./rules/no-common.js";
import { sharedOptions } from "./rules/shared-options.js";
import { transitivity } from "./rules/transitivity.js";
import { trial, type Witness } from "./rules/trial.js";
import { RuleState, type Rule } from "./rule.js";
import type { Fact } from "./step.js";

/** The rules, in the order they are tried. */
const RULES: readonly Rule[] = [clues, basic, transitivity, noCommon];
/** Then the rules that look at groups of values or clues at once, the costliest last. */
const GROUP_RULES: readonly Rule[] = [...RULES, sharedOptions, cases];

export interface SolverOptions {
  /** Go on with trial and error when the rules stall. */
  trial: boolean;
  /**
   * Also apply the rules that look at groups (shared options, the case
   * analysis of clues) when the others stall. They explain what a person
   * would see, but cost the most: the complete search and the chains inside
   * a trial do without them.
   */
  groups: boolean;
}

/** The loop inside a trial: the ordinary rules, no trials, on a copy of the grid the rules had finished with. */
const inner = (attempt: Grid): void => new Solver(attempt, { trial: false, groups: false }, RuleState.continuing(attempt.model)).run();

/** A solution for trial and error to skip the cells it makes a yes (see there): the complete search, with the same loop. */
const witness: Witness = (grid, nodes) => explore(inner, grid, 1, { nodes })[0];

export class Solver {
  private readonly rules: readonly Rule[];

  /** `state` starts fresh (every clue looks once) unless the grid is a copy the rules had finished with. */
  constructor(readonly grid: Grid, readonly options: SolverOptions, readonly state = RuleState.fresh()) {
    this.rules = options.groups ? GROUP_RULES : RULES;
  }

  /** Apply the rules until nothing more follows. Throws a Contradiction at the write that breaks the grid. */
  run(): void {
    const { grid, state } = this;
    for (;;) {
      // A complete grid has nothing left to conclude; its clues still look once, so a broken one is caught with its reason.
      if (grid.complete) {
        clues(grid, state);
        return;
      }
      let progress = false;
      for (const rule of this.rules) {
        if (rule(grid, state)) {
          progress = true;
          while (basic(grid, state));
          break;
        }
      }
      if (progress) continue;
      if (!this.options.trial) return;
      // The clues a refutation needs may settle a cell read together, with no assumption (only with the group rules).
      const instead = this.options.groups ? (cell: Fact, clues: readonly number[]) => clueCases(grid, state, cell, clues) : undefined;
      if (!trial(grid, state, inner, instead, witness)) return;
    }
  }
}

/** Apply the rules to `grid` until nothing more follows (a solver of its own, with fresh state). */
export function propagate(grid: Grid, options: SolverOptions, state?: RuleState): void {
  new Solver(grid, options, state).run();
}
