/**
 * "There are k-1 houses between a and b": a and b are different entities,
 * and each can only be where the other has a possible place exactly k away.
 */
import type { ApartConstraint } from "../../../compile/model.js";
import { differentEntities, narrow, type ClueContext } from "./places.js";

export function apart(c: ApartConstraint, context: ClueContext): boolean {
  const related = (p: number, q: number): boolean => Math.abs(p - q) === c.distance;
  let progress = differentEntities(context, c.a, c.b);
  progress = narrow(context, c.a, c.b, related) || progress;
  progress = narrow(context, c.b, c.a, related) || progress;
  return progress;
}
