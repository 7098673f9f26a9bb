/** "a is b": the cell (a, b) is a yes. */
import type { SameConstraint } from "../../../compile/model.js";
import { YES } from "../../step.js";
import { conclude, type ClueContext } from "./places.js";

export function same(c: SameConstraint, context: ClueContext): boolean {
  return conclude(context, { a: c.a, b: c.b, verdict: YES }, "clue");
}
