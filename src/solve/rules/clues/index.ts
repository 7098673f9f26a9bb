/** Apply one clue's rule to the grid: each kind of constraint has its own file. */
import type { Constraint } from "../../../compile/model.js";
import type { Grid } from "../../grid.js";
import { at } from "./at.js";
import { atEnd } from "./at-end.js";
import { differ } from "./differ.js";
import { leftOf } from "./left-of.js";
import { nextTo } from "./next-to.js";
import { same } from "./same.js";

export function applyClue(constraint: Constraint, index: number, grid: Grid): boolean {
  const context = { grid, index, clue: constraint.clue };
  switch (constraint.kind) {
    case "same": return same(constraint, context);
    case "differ": return differ(constraint, context);
    case "at": return at(constraint, context);
    case "atEnd": return atEnd(constraint, context);
    case "nextTo": return nextTo(constraint, context);
    case "leftOf": return leftOf(constraint, context);
  }
}
