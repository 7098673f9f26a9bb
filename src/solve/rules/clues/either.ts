/**
 * "x is either y or z": y and z are different entities, and once x is ruled
 * out for one option it is the other. When both options are values of one
 * category, x is none of that category's other values; and x is nothing
 * that both options are known not to be.
 */
import type { EitherConstraint } from "../../../compile/model.js";
import { NO, YES } from "../../step.js";
import { amongOptions, conclude, differentEntities, type ClueContext } from "./places.js";

export function either(c: EitherConstraint, context: ClueContext): boolean {
  const { grid } = context;
  let progress = differentEntities(context, c.y, c.z);
  for (const [one, other] of [[c.y, c.z], [c.z, c.y]] as const) {
    if (grid.get(c.x, one) === NO) {
      progress = conclude(context, { a: c.x, b: other, verdict: YES }, "clue", [{ a: c.x, b: one, verdict: NO }]) || progress;
    }
  }
  const category = grid.category(c.y);
  if (category === grid.category(c.z) && category !== grid.category(c.x)) {
    for (let v = category * grid.size; v < (category + 1) * grid.size; v++) {
      if (v !== c.y && v !== c.z) progress = conclude(context, { a: c.x, b: v, verdict: NO }, "clue") || progress;
    }
  }
  return amongOptions(context, c.x, [c.y, c.z]) || progress;
}
