/**
 * "x is somewhere between a and b" (in that order: a left of x left of b;
 * otherwise either way round): the three are different entities, and each
 * keeps only the places for which the other two have possible places that
 * fit. Negated: once a and b are placed, x is not between them.
 */
import type { BetweenConstraint } from "../../../compile/model.js";
import type { Grid } from "../../grid.js";
import { NO, YES, type Fact } from "../../step.js";
import { conclude, differentEntities, place, type ClueContext } from "./places.js";

function fits(c: BetweenConstraint, px: number, pa: number, pb: number): boolean {
  return (pa < px && px < pb) || (!c.inOrder && pb < px && px < pa);
}

const possible = (grid: Grid, v: number, p: number): boolean => grid.get(v, place(grid, p)) !== NO;

function noes(grid: Grid, values: number[]): Fact[] {
  const out: Fact[] = [];
  for (const v of values) {
    for (let p = 0; p < grid.size; p++) if (!possible(grid, v, p)) out.push({ a: v, b: place(grid, p), verdict: NO });
  }
  return out;
}

export function between(c: BetweenConstraint, context: ClueContext): boolean {
  const { grid } = context;
  const n = grid.size;
  if (c.negated) return notBetween(c, context);
  let progress = differentEntities(context, c.x, c.a);
  progress = differentEntities(context, c.x, c.b) || progress;
  progress = differentEntities(context, c.a, c.b) || progress;
  // The role of each of the three in fits(c, x, a, b).
  const roles: [number, (p: number, q: number, r: number) => boolean, number, number][] = [
    [c.x, (p, q, r) => fits(c, p, q, r), c.a, c.b],
    [c.a, (p, q, r) => fits(c, q, p, r), c.x, c.b],
    [c.b, (p, q, r) => fits(c, q, r, p), c.x, c.a],
  ];
  for (const [v, holds, u, w] of roles) {
    for (let p = 0; p < n; p++) {
      if (!possible(grid, v, p)) continue;
      let supported = false;
      for (let q = 0; q < n && !supported; q++) {
        if (q === p || !possible(grid, u, q)) continue;
        for (let r = 0; r < n && !supported; r++) {
          if (r !== p && r !== q && possible(grid, w, r) && holds(p, q, r)) supported = true;
        }
      }
      if (!supported) progress = conclude(context, { a: v, b: place(grid, p), verdict: NO }, "clue-place", noes(grid, [u, w])) || progress;
    }
  }
  return progress;
}

function notBetween(c: BetweenConstraint, context: ClueContext): boolean {
  const { grid } = context;
  const pa = [...Array(grid.size).keys()].find((p) => grid.get(c.a, place(grid, p)) === YES);
  const pb = [...Array(grid.size).keys()].find((p) => grid.get(c.b, place(grid, p)) === YES);
  if (pa === undefined || pb === undefined) return false;
  const premises: Fact[] = [{ a: c.a, b: place(grid, pa), verdict: YES }, { a: c.b, b: place(grid, pb), verdict: YES }];
  let progress = false;
  for (let p = 0; p < grid.size; p++) {
    if (fits(c, p, pa, pb)) progress = conclude(context, { a: c.x, b: place(grid, p), verdict: NO }, "clue-place", premises) || progress;
  }
  return progress;
}
