/**
 * "a is next to b": a and b are different entities, and a can only be in a
 * place with a possible place for b beside it (and the other way round).
 * Negated, "a is not next to b": a can only be where b's possible places
 * include one not beside it.
 */
import type { NextToConstraint } from "../../../compile/model.js";
import { differentEntities, narrow, type ClueContext } from "./places.js";

export function nextTo(c: NextToConstraint, context: ClueContext): boolean {
  const beside = (p: number, q: number): boolean => Math.abs(p - q) === 1;
  const related = c.negated ? (p: number, q: number) => !beside(p, q) : beside;
  let progress = c.negated ? false : differentEntities(context, c.a, c.b);
  progress = narrow(context, c.a, c.b, related) || progress;
  progress = narrow(context, c.b, c.a, (p, q) => related(q, p)) || progress;
  return progress;
}
