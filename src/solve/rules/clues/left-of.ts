/**
 * "a is immediately to the left of b" (pos b = pos a + 1) or "a is somewhere
 * to the left of b" (pos a < pos b): a and b are different entities, a is
 * never last, b never first, and more generally each can only be where the
 * other has a matching possible place. Negated: the opposite relation.
 */
import type { LeftOfConstraint } from "../../../compile/model.js";
import { differentEntities, narrow, type ClueContext } from "./places.js";

export function leftOf(c: LeftOfConstraint, context: ClueContext): boolean {
  const holds = c.immediate ? (p: number, q: number) => q === p + 1 : (p: number, q: number) => p < q;
  const related = c.negated ? (p: number, q: number) => !holds(p, q) : holds;
  let progress = c.negated ? false : differentEntities(context, c.a, c.b);
  progress = narrow(context, c.a, c.b, related) || progress;
  progress = narrow(context, c.b, c.a, (p, q) => related(q, p)) || progress;
  return progress;
}
