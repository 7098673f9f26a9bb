/**
 * The order a careful person works in: the clues in order; then basic
 * consistency to a fixed point; then the advanced rules, cheapest first; and
 * back to the clues after any progress. Trial and error comes only when
 * every rule has stalled.
 */
import { valuesOf, type Model } from "../compile/model.js";
import type { Grid } from "./grid.js";
import { basic } from "./rules/basic.js";
import { cases } from "./rules/cases.js";
import { applyClue } from "./rules/clues/index.js";
import { noCommon } from "./rules/no-common.js";
import { sharedOptions } from "./rules/shared-options.js";
import { transitivity } from "./rules/transitivity.js";
import { trial } from "./rules/trial.js";

/** For each value id, the constraints that mention it (and so must look again when its cells change). */
const watchers = new WeakMap<Model, number[][]>();

function watchersOf(model: Model): number[][] {
  let list = watchers.get(model);
  if (!list) {
    list = Array.from({ length: model.size * model.categories.length }, () => []);
    model.constraints.forEach((constraint, index) => {
      for (const id of valuesOf(constraint)) if (!list![id]!.includes(index)) list![id]!.push(index);
    });
    watchers.set(model, list);
  }
  return list;
}

/**
 * The clues, in order. A clue can only conclude something new when a cell of
 * one of its values changed since it last looked, so only those are applied
 * again (all of them the first time).
 */
function clues(grid: Grid): boolean {
  const { constraints } = grid.model;
  const watch = watchersOf(grid.model);
  const due = grid.cluesDue ?? new Uint8Array(constraints.length).fill(1);
  grid.cluesDue = due;
  grid.readNew("clues", (a, b) => {
    for (const index of watch[a]!) due[index] = 1;
    for (const index of watch[b]!) due[index] = 1;
  });
  let progress = false;
  for (let index = 0; index < constraints.length; index++) {
    if (due[index] === 0) continue;
    due[index] = 0;
    progress = applyClue(constraints[index]!, index, grid) || progress;
  }
  return progress;
}

/** The rule tiers, in the order they are tried. */
const TIERS: ReadonlyArray<(grid: Grid) => boolean> = [clues, basic, transitivity, noCommon];
/** Then the rules that look at groups of values or clues at once, the costliest last. */
const GROUP_TIERS: ReadonlyArray<(grid: Grid) => boolean> = [...TIERS, sharedOptions, cases];

export interface PropagateOptions {
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

/** Apply the rules until nothing more follows. Throws a Contradiction if the grid breaks. */
export function propagate(grid: Grid, options: PropagateOptions): void {
  const tiers = options.groups ? GROUP_TIERS : TIERS;
  for (;;) {
    // A complete grid has nothing left to conclude; its clues still look once, so a broken one is caught with its reason.
    if (grid.complete) {
      clues(grid);
      return;
    }
    let progress = false;
    for (const tier of tiers) {
      if (tier(grid)) {
        progress = true;
        while (basic(grid));
        break;
      }
    }
    if (progress) continue;
    if (!options.trial || !trial(grid)) return;
  }
}
