/** Apply one clue's rule to the grid: each kind of constraint has its own file. */
import type { Constraint } from "../../../compile/model.js";
import type { Grid } from "../../grid.js";
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
