/**
 * Solve a model as a careful person would, then make sure of the status with
 * a complete search:
 * - solved: the rules filled the whole grid (so the solution is unique);
 * - ambiguous: the search found two solutions;
 * - contradiction: the clues cannot all hold;
 * - unsolved: the solution is unique, but the rules stalled before it.
 * The steps are given with their premises pared to those that force them.
 */
import type { Model } from "../compile/model.js";
import { pare } from "../explain/premises.js";
import { conflictingClues } from "./conflict.js";
import { Grid } from "./grid.js";
import { propagate } from "./solver.js";
import { assignmentOf, search } from "./search.js";
import { satisfiesAll, type Assignment } from "./semantics.js";
import { clashClues, clashFacts, Contradiction, dependencies, type Clash, type Step } from "./step.js";

export type Status = "solved" | "ambiguous" | "contradiction" | "unsolved";

export interface SolveResult {
  status: Status;
  model: Model;
  /** One step per filled cell, in order. */
  steps: Step[];
  /** The grid as the rules left it. */
  grid: Grid;
  /** The solutions known: one when solved or unsolved, two when ambiguous. */
  solutions: Assignment[];
  /** What broke, for a contradiction found by the rules. */
  clash?: Clash;
  /** For a contradiction: a smallest set of clues (by number) that cannot all hold, when the search could tell. */
  conflict?: number[];
}

export interface SolveOptions {
  /** Allow explained trial and error when every rule stalls (default true). */
  trial?: boolean;
  /** Pare each step's premises to those that force it (default true; false: as the rules listed them). */
  pare?: boolean;
}

export function solve(model: Model, options: SolveOptions = {}): SolveResult {
  const grid = new Grid(model);
  // Each step cites only the premises that force it (src/explain/premises.ts).
  const steps = (): Step[] => (options.pare === false ? grid.steps ?? [] : pare(model, grid.steps ?? []));
  try {
    propagate(grid, { trial: options.trial ?? true, groups: true });
  } catch (error) {
    if (!(error instanceof Contradiction)) throw error;
    const taken = steps();
    return { status: "contradiction", model, steps: taken, grid, solutions: [], clash: error.clash, ...conflictOf(model, chainClues(taken, error.clash)) };
  }
  if (grid.complete) {
    const entity = assignmentOf(grid);
    if (satisfiesAll(model, entity)) return { status: "solved", model, steps: steps(), grid, solutions: [entity] };
  }
  const solutions = search(grid, 2);
  const status: Status = solutions.length === 0 ? "contradiction" : solutions.length === 1 ? "unsolved" : "ambiguous";
  return { status, model, steps: steps(), grid, solutions, ...(status === "contradiction" ? conflictOf(model) : {}) };
}

/** A smallest set of clues that cannot all hold: within `first` when those alone cannot (the clues the clash's chain cites). */
function conflictOf(model: Model, first?: readonly number[]): { conflict?: number[] } {
  const conflict = conflictingClues(model, first);
  return conflict ? { conflict } : {};
}

/** The clues the chain to a clash cites: the clash's own, and those of every step it rests on. */
function chainClues(steps: readonly Step[], clash: Clash): number[] {
  const clues = new Set(clashClues(clash));
  for (const i of dependencies(steps, clashFacts(clash))) for (const c of steps[i]!.clues) clues.add(c);
  return [...clues].sort((x, y) => x - y);
}
