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
import { NO, YES, type Fact, type Step } from "../solve/step.js";

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

/** Tuples in order, first by their first value, then their second, ... */
function byTuple(x: readonly number[], y: readonly number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

/** Where a case puts each of `names`: its value of `category` (its entity, for category 0), or -1 where it has none. */
function tupleOf(model: Model, entity: Int32Array, names: readonly number[], category: number): number[] {
  const n = model.size;
  return names.map((v) => {
    const e = entity[v]!;
    if (e < 0 || category === 0) return e < 0 ? -1 : e;
    for (let w = category * n; w < (category + 1) * n; w++) if (entity[w] === e) return w;
    return -1;
  });
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
  const seen = new Set<string>();
  const cases: number[][] = [];
  const outcome = exploreCases(model, read, values, step.premises, undefined, (entity) => {
    const tuple = tupleOf(model, entity, names, category);
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
  const sorted = [...kept.values()].sort(byTuple);
  return { names, category, cases: sorted };
}

/**
 * The distinct ways some constraints can hold, told by where each of `names`
 * is in `category`: at most `most` of them (undefined when there are more,
 * or the search gives up, or some way leaves a name unplaced).
 */
function waysOf(
  model: Model, read: readonly Constraint[], values: readonly number[], premises: readonly Fact[], assumed: Fact | undefined,
  names: readonly number[], category: number, most: number,
): number[][] | undefined {
  const seen = new Map<string, number[]>();
  let unplaced = false;
  const outcome = exploreCases(model, read, values, premises, assumed, (entity) => {
    const tuple = tupleOf(model, entity, names, category);
    if (tuple.includes(-1)) unplaced = true;
    seen.set(tuple.join(","), tuple);
    return unplaced || seen.size > most;
  });
  if (outcome === "unknown" || unplaced || seen.size > most) return undefined;
  return [...seen.values()].sort(byTuple);
}

/** A case analysis said as a refutation (refutationOf). */
export interface Refutation {
  /**
   * The clue the cases are told by (its constraint), or none: the places the
   * two values of the step's cell could share, were they one.
   */
  branch: Constraint | undefined;
  names: number[];
  category: number;
  /** Each way the branch still holds, and the clues that cannot hold with it. */
  ways: { tuple: number[]; breaks: number[] }[];
}

/** At most this many ways are said in a refutation; more than the few only where each way names the one clue it breaks. */
const MOST_WAYS = 5;
const FEW_WAYS = 3;

/**
 * A case analysis said as a refutation, for a step whose ways are too many
 * to list: suppose the opposite of the step's cell; then one of its clues
 * (or, supposing two values one, the places they could share) holds in a
 * few ways, told by where it puts its values, and in each way some other
 * clue cannot hold: "if "baker" were in position 4, clue 20 would put
 * "Carmen" and "coffee" in positions 1/2, and then clue 10 could not hold".
 * Of the branches, the one easiest to follow (cost); none where the ways
 * would say no more than the clues do.
 */
export function refutationOf(model: Model, step: Step): Refutation | undefined {
  const read = readBy(model, step);
  if (read.length === 0) return undefined;
  const compare = read.find((c) => c.kind === "compare");
  const category = compare?.kind === "compare" ? compare.category : model.positions >= 0 ? model.positions : 0;
  const values = [...new Set([...read.flatMap((c) => readsOf(model, c)), step.a, step.b])];
  const assumed: Fact = { a: step.a, b: step.b, verdict: step.verdict === YES ? NO : YES };
  // Supposing two values one ("victorian" were "toyota camry"), the places they could share come first.
  const together = assumed.verdict === YES && categoryOf(model, step.a) !== category && categoryOf(model, step.b) !== category;
  let best: Refutation | undefined;
  for (const branch of [...(together ? [undefined] : []), ...read]) {
    const names = branch ? [...new Set(valuesOf(branch))].filter((v) => categoryOf(model, v) !== category) : [step.a];
    if (names.length === 0) continue;
    const ways = waysOf(model, branch ? [branch] : [], values, step.premises, assumed, names, category, MOST_WAYS);
    if (!ways || (best && cost(best) <= ways.length)) continue;
    const said: Refutation["ways"] = [];
    for (const tuple of ways) {
      const placed = [...step.premises, ...tuple.map((w, i) => ({ a: names[i]!, b: w, verdict: YES } as Fact))];
      const others = read.filter((c) => c !== branch);
      const fails = (cs: Constraint[]): boolean => exploreCases(model, cs, values, placed, assumed, () => true) === "impossible";
      const breaks = others.filter((c) => fails(branch ? [branch, c] : [c])).map((c) => c.clue);
      if (breaks.length === 0 && !fails(read)) break;
      said.push({ tuple, breaks: breaks.length > 0 ? [breaks[0]!] : [...new Set(others.map((c) => c.clue))] });
    }
    const found = { branch, names, category, ways: said };
    // (Many ways are said only where each names the one clue it breaks, and not all the same one: "either way
    // clue 20 could not hold" after five ways says no more than the clues do.)
    // Nor where every way needs the same several clues together: that is all the clues say.
    const same = said.length > 1 && new Set(said.map((w) => w.breaks.join())).size === 1;
    const telling = said.every((w) => w.breaks.length === 1) && !same;
    const plain = ways.length <= FEW_WAYS && !(same && said[0]!.breaks.length > 1);
    if (said.length === ways.length && (plain || telling) && (!best || cost(found) < cost(best))) best = found;
  }
  return best;
}

/** How hard a refutation is to follow: a way that one clue breaks costs 1, a way that needs several together 3. */
const cost = (r: Refutation): number => r.ways.reduce((sum, w) => sum + (w.breaks.length === 1 ? 1 : 3), 0);
