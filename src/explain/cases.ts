/**
 * The cases a case-analysis step stands on, for saying them: every way its
 * clues can still hold given its premises, each told by where it puts the
 * values the clues name (their places, or their values in the category a
 * comparison orders). "Irene and Oliver take $4.99/$5.99 or $5.99/$6.99;
 * either way one of them has $5.99, so Perry does not."
 *
 * The cases are found by the same search the "cases" rule runs; the step is
 * still checked by the verifier, which does not read them.
 */
import { categoryOf, valuesOf, type Constraint, type Model } from "../compile/model.js";
import { exploreCases } from "../solve/rules/case-search.js";
import { readsOf } from "../solve/semantics.js";
import type { Step } from "../solve/step.js";

/** More ways than this are not said one by one. */
const MOST = 6;

export interface CaseTable {
  /** The values the clues name, in the order they name them. */
  names: number[];
  /** The category each case is told in: the places, or the category a comparison orders, or the first. */
  category: number;
  /** Each way, distinct: for each name, the value of `category` it has. */
  cases: number[][];
}

/** The constraints a step reads: its two (or more) clues read together, or its one. */
export function readBy(model: Model, step: Step): Constraint[] {
  if (step.constraints) return step.constraints.map((i) => model.constraints[i]!);
  return step.constraint === undefined ? [] : [model.constraints[step.constraint]!];
}

/** The ways a cases step's clues can hold, or undefined when they are too many, or cannot be told by the values named. */
export function casesOf(model: Model, step: Step): CaseTable | undefined {
  const read = readBy(model, step);
  if (read.length === 0) return undefined;
  const compare = read.find((c) => c.kind === "compare");
  const category = compare?.kind === "compare" ? compare.category : model.positions >= 0 ? model.positions : 0;
  let names = [...new Set(read.flatMap(valuesOf))].filter((v) => categoryOf(model, v) !== category);
  if (names.length === 0) return undefined;
  const values = [...new Set([...read.flatMap((c) => readsOf(model, c)), step.a, step.b])];
  const n = model.size;
  const seen = new Set<string>();
  const cases: number[][] = [];
  const outcome = exploreCases(model, read, values, step.premises, undefined, (entity) => {
    const tuple = names.map((v) => {
      const e = entity[v]!;
      if (e < 0) return -1;
      if (category === 0) return e;
      for (let w = category * n; w < (category + 1) * n; w++) if (entity[w] === e) return w;
      return -1;
    });
    const key = tuple.join(",");
    if (!seen.has(key)) {
      seen.add(key);
      cases.push(tuple);
    }
    // Too many to say: stop looking.
    return cases.length > MOST;
  });
  if (outcome !== "impossible" || cases.length === 0) return undefined;
  // A value some case leaves without a place is not told.
  const told = names.map((_, i) => cases.every((t) => t[i]! >= 0));
  names = names.filter((_, i) => told[i]);
  if (names.length === 0) return undefined;
  const kept = new Map<string, number[]>();
  for (const t of cases) {
    const tuple = t.filter((_, i) => told[i]);
    kept.set(tuple.join(","), tuple);
  }
  const sorted = [...kept.values()].sort((x, y) => {
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  });
  return { names, category, cases: sorted };
}
