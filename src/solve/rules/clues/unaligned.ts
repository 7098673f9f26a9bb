/**
 * "Of a and b, one is c and the other is d": either a = c and b = d, or
 * a = d and b = c. So a and b are different entities; when c and d share a
 * category, a and b are none of its other values (and the other way round);
 * once one pairing is ruled out, the other holds; and each of the four is
 * nothing that both of its options are known not to be.
 */
import type { UnalignedConstraint } from "../../../compile/model.js";
import { NO, YES, type Fact } from "../../step.js";
import { amongOptions, conclude, differentEntities, type ClueContext } from "./places.js";

export function unaligned(c: UnalignedConstraint, context: ClueContext): boolean {
  const { grid } = context;
  let progress = differentEntities(context, c.a, c.b);
  progress = differentEntities(context, c.c, c.d) || progress;
  const onlyAmong = (subjects: number[], options: number[]): void => {
    const category = grid.category(options[0]!);
    if (category !== grid.category(options[1]!)) return;
    for (const s of subjects) {
      if (grid.category(s) === category) continue;
      for (let v = category * grid.size; v < (category + 1) * grid.size; v++) {
        if (!options.includes(v)) progress = conclude(context, { a: s, b: v, verdict: NO }, "clue") || progress;
      }
    }
  };
  onlyAmong([c.a, c.b], [c.c, c.d]);
  onlyAmong([c.c, c.d], [c.a, c.b]);
  const pairings: [number, number][][] = [[[c.a, c.c], [c.b, c.d]], [[c.a, c.d], [c.b, c.c]]];
  for (const [i, pairing] of pairings.entries()) {
    const broken = pairing.find(([x, y]) => grid.get(x, y) === NO);
    if (!broken) continue;
    const premise: Fact = { a: broken[0], b: broken[1], verdict: NO };
    for (const [x, y] of pairings[1 - i]!) progress = conclude(context, { a: x, b: y, verdict: YES }, "clue", [premise]) || progress;
  }
  // Each of a, b is c or d; each of c, d is a or b: none is what both of its options are not.
  for (const [x, options] of [[c.a, [c.c, c.d]], [c.b, [c.c, c.d]], [c.c, [c.a, c.b]], [c.d, [c.a, c.b]]] as const) {
    progress = amongOptions(context, x, options) || progress;
  }
  return progress;
}
