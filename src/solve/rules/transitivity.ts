/**
 * Transitivity: if a is b and b is c, then a is c; if a is b and b is not c,
 * then a is not c. A known pair shares everything else it knows.
 */
import type { Grid } from "../grid.js";
import { OPEN, YES } from "../step.js";

export function transitivity(grid: Grid): boolean {
  let progress = false;
  for (let a = 0; a < grid.count; a++) {
    const own = grid.category(a);
    for (let c = 0; c < grid.categories; c++) {
      if (c === own) continue;
      const b = grid.partner(a, c);
      if (b === undefined) continue;
      for (let x = 0; x < grid.count; x++) {
        const cx = grid.category(x);
        if (cx === own || cx === c) continue;
        const known = grid.get(b, x);
        if (known === OPEN || grid.get(a, x) === known) continue;
        grid.write({
          a, b: x, verdict: known, rule: "transitive", clues: [],
          premises: [{ a, b, verdict: YES }, { a: b, b: x, verdict: known }],
        });
        progress = true;
      }
    }
  }
  return progress;
}
