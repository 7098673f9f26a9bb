/**
 * "a is younger than b", "a paid 20 dollars less than b": on an ordered
 * category, a's number is below b's (by exactly the difference, if given,
 * or by at least it: "at least 8 points more than";
 * or b's is exactly the ratio times a's: "twice as old as").
 * So a and b are different entities; a cannot have the largest number nor b
 * the smallest; and more generally each keeps only the values for which the
 * other has a possible partner value. Negated: the opposite relation.
 */
import type { CompareConstraint } from "../../../compile/model.js";
import { differentEntities, narrow, type ClueContext } from "./places.js";

export function compare(c: CompareConstraint, context: ClueContext): boolean {
  const { numbers } = c;
  const holds = (p: number, q: number): boolean => {
    if (c.ratio !== undefined) return Math.abs(numbers[q]! - c.ratio * numbers[p]!) < 1e-9;
    const gap = numbers[q]! - numbers[p]!;
    return c.difference === undefined ? gap > 0 : c.atLeast ? gap > c.difference - 1e-9 : Math.abs(gap - c.difference) < 1e-9;
  };
  const related = c.negated ? (p: number, q: number) => !holds(p, q) : holds;
  let progress = c.negated ? false : differentEntities(context, c.a, c.b);
  progress = narrow(context, c.a, c.b, related, c.category) || progress;
  progress = narrow(context, c.b, c.a, (p, q) => related(q, p), c.category) || progress;
  return progress;
}
