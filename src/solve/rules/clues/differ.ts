/** "a is not b": the cell (a, b) is a no. */
import type { DifferConstraint } from "../../../compile/model.js";
import { NO } from "../../step.js";
import { conclude, type ClueContext } from "./places.js";

export function differ(c: DifferConstraint, context: ClueContext): boolean {
  return conclude(context, { a: c.a, b: c.b, verdict: NO }, "clue");
}
