/** "x is in the k-th place": the cell (x, k) is a yes; negated, a no. */
import type { AtConstraint } from "../../../compile/model.js";
import { NO, YES } from "../../step.js";
import { conclude, place, type ClueContext } from "./places.js";

export function at(c: AtConstraint, context: ClueContext): boolean {
  const verdict = c.negated ? NO : YES;
  return conclude(context, { a: c.x, b: place(context.grid, c.position), verdict }, "clue");
}
