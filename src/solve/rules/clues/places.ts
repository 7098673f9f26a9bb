/**
 * Shared reasoning for the clues that relate two things through an ordered
 * category (places in the row, ages, prices, dates). Given a relation R
 * between that category's values, a value p for x survives only if some
 * value q that y may still have satisfies R(p, q) — and q = p is only
 * possible if x and y may be the same entity, q ≠ p only if they may be
 * different ones.
 */
import type { Grid } from "../../grid.js";
import { Contradiction, NO, OPEN, YES, type Fact, type Step } from "../../step.js";

export interface ClueContext {
  grid: Grid;
  /** Index of the constraint in the model. */
  index: number;
  /** The clues the constraint comes from: one, or two read together. */
  clues: number[];
}

/** The value id of position index p. */
export function place(grid: Grid, p: number): number {
  return grid.model.positions * grid.size + p;
}

/** The value id of value index p of a category. */
export function valueOf(grid: Grid, category: number, p: number): number {
  return category * grid.size + p;
}

/** Write a step for the constraint being applied. */
export function conclude(context: ClueContext, fact: Fact, rule: Step["rule"], premises: Fact[] = []): boolean {
  if (context.grid.get(fact.a, fact.b) === fact.verdict) return false;
  // Written out field by field (a spread of `fact` cost more): the same fields, in the same order.
  return context.grid.write({ a: fact.a, b: fact.b, verdict: fact.verdict, rule, clues: context.clues, constraint: context.index, premises });
}

/** x and y are in different places, so they are different entities. */
export function differentEntities(context: ClueContext, x: number, y: number): boolean {
  const { grid } = context;
  if (grid.category(x) === grid.category(y) || grid.get(x, y) === NO) return false;
  return conclude(context, { a: x, b: y, verdict: NO }, "clue-different");
}

/** Rule out every value of x in `category` (positions by default) that has no partner value for y under `related`. */
export function narrow(
  context: ClueContext, x: number, y: number, related: (p: number, q: number) => boolean,
  category = context.grid.model.positions,
): boolean {
  const { grid } = context;
  const place = (g: Grid, p: number): number => valueOf(g, category, p);
  const n = grid.size;
  const sameCategory = grid.category(x) === grid.category(y);
  const link = sameCategory ? (x === y ? YES : NO) : grid.get(x, y);
  const ruledOut: [number, Fact[]][] = [];
  let left = 0;
  for (let p = 0; p < n; p++) {
    if (grid.get(x, place(grid, p)) === NO) continue;
    left++;
    // Most places have support: look for it first, and list what rules a place out only for those that have none.
    let supported = false;
    for (let q = 0; q < n && !supported; q++) {
      if (related(p, q) && grid.get(y, place(grid, q)) !== NO && (q === p ? link !== NO : link !== YES)) supported = true;
    }
    if (supported) continue;
    const premises: Fact[] = [];
    for (let q = 0; q < n; q++) {
      if (!related(p, q)) continue;
      if (grid.get(y, place(grid, q)) === NO) premises.push({ a: y, b: place(grid, q), verdict: NO });
      else if (!sameCategory) premises.push({ a: x, b: y, verdict: link as typeof YES | typeof NO });
    }
    ruledOut.push([p, dedupe(premises)]);
  }
  // The clue leaves x no place at all: it cannot hold. Where x's place is known, ruling it out clashes with it;
  // else ruling the places out one by one would say nothing true: the clue itself is what breaks.
  if (ruledOut.length > 0 && ruledOut.length === left) {
    const known = ruledOut.find(([p]) => grid.get(x, place(grid, p)) === YES);
    if (known) return conclude(context, { a: x, b: place(grid, known[0]), verdict: NO }, "clue-place", known[1]);
    const noes: Fact[] = [];
    for (let p = 0; p < n; p++) if (grid.get(x, place(grid, p)) === NO) noes.push({ a: x, b: place(grid, p), verdict: NO });
    throw new Contradiction({
      kind: "broken", constraint: context.index, clues: context.clues, value: x, category,
      premises: dedupe([...noes, ...ruledOut.flatMap(([, premises]) => premises)]),
    });
  }
  let progress = false;
  for (const [p, premises] of ruledOut) progress = conclude(context, { a: x, b: place(grid, p), verdict: NO }, "clue-place", premises) || progress;
  return progress;
}

function dedupe(facts: Fact[]): Fact[] {
  const seen = new Set<string>();
  return facts.filter((f) => {
    const key = `${f.a},${f.b}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}


/**
 * x is one of `options` (an either/or, one half of an unaligned pair): so x
 * is not any value that every option is known not to be.
 */
export function amongOptions(context: ClueContext, x: number, options: readonly number[]): boolean {
  const { grid } = context;
  const { size } = grid;
  let progress = false;
  // Category by category, as bit masks (this runs in every pass of every trial): the values of c
  // that x may still be and every option is known not to be, in the order of their ids.
  for (let c = 0; c < grid.categories; c++) {
    if (c === grid.category(x)) continue;
    let open = grid.mask(x, c);
    const known = grid.partner(x, c);
    if (known !== undefined) open &= ~(1 << (known % size));
    for (const o of options) open &= grid.category(o) === c ? ~(1 << (o % size)) : ~grid.mask(o, c);
    for (let bit = 0; open !== 0 && bit < size; bit++) {
      if ((open & (1 << bit)) === 0) continue;
      open &= ~(1 << bit);
      const w = c * size + bit;
      if (grid.get(x, w) !== OPEN) continue;
      const premises = options.filter((o) => grid.category(o) !== c).map((o): Fact => ({ a: o, b: w, verdict: NO }));
      progress = conclude(context, { a: x, b: w, verdict: NO }, "clue", premises) || progress;
    }
  }
  return progress;
}
