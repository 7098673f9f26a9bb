/**
 * The clue rules: each kind of constraint has its own file. The clues are
 * applied in order, and a clue looks again only when a cell of one of its
 * values changed since it last looked (all of them look the first time).
 */
import { valuesOf, type Constraint, type Model } from "../../../compile/model.js";
import type { Grid } from "../../grid.js";
import type { RuleState } from "../../rule.js";
import { apart } from "./apart.js";
import { at } from "./at.js";
import { atEnd } from "./at-end.js";
import { between } from "./between.js";
import { compare } from "./compare.js";
import { differ } from "./differ.js";
import { either } from "./either.js";
import { leftOf } from "./left-of.js";
import { nextTo } from "./next-to.js";
import { same } from "./same.js";
import { unaligned } from "./unaligned.js";

export function applyClue(constraint: Constraint, index: number, grid: Grid): boolean {
  const context = { grid, index, clues: constraint.derived ? [...constraint.derived.from] : [constraint.clue] };
  switch (constraint.kind) {
    case "same": return same(constraint, context);
    case "differ": return differ(constraint, context);
    case "at": return at(constraint, context);
    case "atEnd": return atEnd(constraint, context);
    case "nextTo": return nextTo(constraint, context);
    case "leftOf": return leftOf(constraint, context);
    case "apart": return apart(constraint, context);
    case "between": return between(constraint, context);
    case "compare": return compare(constraint, context);
    case "either": return either(constraint, context);
    case "unaligned": return unaligned(constraint, context);
  }
}

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

/** Apply, in order, each clue that is due: one a changed cell concerns, or every clue the first time. */
export function clues(grid: Grid, state: RuleState): boolean {
  const { constraints } = grid.model;
  const watch = watchersOf(grid.model);
  const due = state.cluesDue ?? new Uint8Array(constraints.length).fill(1);
  state.cluesDue = due;
  state.readNew(grid, "clues", (a, b) => {
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
