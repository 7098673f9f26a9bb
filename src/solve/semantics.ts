/**
 * What each constraint means on a finished assignment, stated directly and
 * independently of the solving rules. Used to check solutions found by the
 * search and, later, by the step verifier.
 *
 * An assignment gives, for every value id, the entity it belongs to: the
 * index of its row, which for a positional puzzle is its position.
 */
import type { Constraint, Model } from "../compile/model.js";

export type Assignment = Int32Array;

export function holds(c: Constraint, entity: Assignment, model: Model): boolean {
  const last = model.size - 1;
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
  }
}

export function satisfiesAll(model: Model, entity: Assignment): boolean {
  return model.constraints.every((c) => holds(c, entity, model));
}
