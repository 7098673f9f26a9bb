/**
 * What each constraint means on a finished assignment, stated directly and
 * independently of the solving rules. Used to check solutions found by the
 * search and, later, by the step verifier.
 *
 * An assignment gives, for every value id, the entity it belongs to: the
 * index of its row, which for a positional puzzle is its position.
 */
import { valuesOf, type Constraint, type Model } from "../compile/model.js";

export type Assignment = Int32Array;

/** The number (of `numbers`) that the entity of value `id` has in ordered category `category`. */
function numberOf(model: Model, entity: Assignment, category: number, numbers: readonly number[], id: number): number {
  for (let v = 0; v < model.size; v++) {
    if (entity[category * model.size + v] === entity[id]) return numbers[v]!;
  }
  return Number.NaN;
}

export function holds(c: Constraint, entity: Assignment, model: Model): boolean {
  const last = model.size - 1;
  const e = (id: number): number => entity[id]!;
  switch (c.kind) {
    case "same": return entity[c.a] === entity[c.b];
    case "differ": return entity[c.a] !== entity[c.b];
    case "at": return (entity[c.x] === c.position) !== c.negated;
    case "atEnd": return (entity[c.x] === 0 || entity[c.x] === last) !== c.negated;
    case "nextTo": return (Math.abs(entity[c.a]! - entity[c.b]!) === 1) !== c.negated;
    case "leftOf": {
      const gap = entity[c.b]! - entity[c.a]!;
      return (c.immediate ? gap === 1 : gap > 0) !== c.negated;
    }
    case "apart": return Math.abs(e(c.a) - e(c.b)) === c.distance;
    case "between": {
      const inside = (e(c.a) < e(c.x) && e(c.x) < e(c.b)) || (!c.inOrder && e(c.b) < e(c.x) && e(c.x) < e(c.a));
      return inside !== c.negated;
    }
    case "compare": {
      const [na, nb] = [numberOf(model, entity, c.category, c.numbers, c.a), numberOf(model, entity, c.category, c.numbers, c.b)];
      if (c.ratio !== undefined) return (Math.abs(nb - c.ratio * na) < 1e-9) !== c.negated;
      return (c.difference === undefined ? nb - na > 0 : c.atLeast ? nb - na > c.difference - 1e-9 : Math.abs(nb - na - c.difference) < 1e-9) !== c.negated;
    }
    case "either": return (e(c.x) === e(c.y) || e(c.x) === e(c.z)) && e(c.y) !== e(c.z);
    case "unaligned":
      return e(c.a) !== e(c.b) && ((e(c.a) === e(c.c) && e(c.b) === e(c.d)) || (e(c.a) === e(c.d) && e(c.b) === e(c.c)));
  }
}

export function satisfiesAll(model: Model, entity: Assignment): boolean {
  return model.constraints.every((c) => holds(c, entity, model));
}

/** The values whose entities `holds` reads: those a constraint mentions, and for `compare` every value of its ordered category. */
export function readsOf(model: Model, c: Constraint): number[] {
  const mentioned = valuesOf(c);
  if (c.kind !== "compare") return mentioned;
  const start = c.category * model.size;
  return [...new Set([...mentioned, ...Array.from({ length: model.size }, (_, v) => start + v)])];
}
