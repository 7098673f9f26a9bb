/**
 * "x is at one of the ends": x is in none of the inner places.
 * Negated, "x is not at either end": x is in neither the first nor the last.
 */
import type { AtEndConstraint } from "../../../compile/model.js";
import { NO } from "../../step.js";
import { conclude, place, type ClueContext } from "./places.js";

export function atEnd(c: AtEndConstraint, context: ClueContext): boolean {
  const n = context.grid.size;
  let progress = false;
  for (let p = 0; p < n; p++) {
    const isEnd = p === 0 || p === n - 1;
    if (isEnd !== c.negated) continue;
    progress = conclude(context, { a: c.x, b: place(context.grid, p), verdict: NO }, "clue") || progress;
  }
  return progress;
}
