/**
 * Cases: when the simpler rules stall, take one clue at a time and try every
 * way it can still hold on the grid, keeping every category one to one. A
 * cell that comes out the same in every case is settled: if no case puts two
 * values together, they are not the same; if every case does, they are.
 * It is how a person argues "if the Night Ninjas were third, the Oil Crew
 * would be fourth, and nothing would be left for the Target Bombs".
 *
 * The step cites the clue and only the known cells the argument needs: the
 * known cells are dropped one at a time while the argument still holds
 * without them. The first clue that settles anything gives one cell (a yes
 * if it can), then the simpler rules take over again. Single clues come
 * first; two clues that share a value are read together only when no single
 * clue settles anything.
 */
import { valuesOf, type Constraint } from "../../compile/model.js";
import type { Grid } from "../grid.js";
import type { RuleState } from "../rule.js";
import { readsOf } from "../semantics.js";
import { NO, OPEN, YES, type Fact, type Step } from "../step.js";
import { BUDGET, exploreCases, findCase, type Meter } from "./case-search.js";

/** Choices a search for one cell may make when the clues have too many cases to see at once. */
const BRIEF = 300;

export function cases(grid: Grid, state: RuleState): boolean {
  if (state.casesMeter.left <= 0) return false;
  const clues = grid.model.constraints.map((c, index) => ({ c, index })).filter(({ c }) => !c.derived);
  const count = grid.model.constraints.length;
  for (const { c, index } of clues) {
    if (settle(grid, state, [c], index, { constraint: index })) return true;
  }
  // Two clues that speak of a common value, read together.
  for (const [i, first] of clues.entries()) {
    const mine = new Set(valuesOf(first.c));
    for (const second of clues.slice(i + 1)) {
      if (second.c.clue === first.c.clue || !valuesOf(second.c).some((v) => mine.has(v))) continue;
      const key = count * (first.index + 1) + second.index;
      if (settle(grid, state, [first.c, second.c], key, { constraints: [first.index, second.index] })) return true;
    }
  }
  return false;
}

/**
 * Write one cell the case analysis of `constraints` settles; whether there
 * was one. An analysis that settled nothing is not repeated until one of the
 * cells it reads is known (cells only ever become known, so their count tells).
 */
export function settle(
  grid: Grid, state: RuleState, constraints: Constraint[], key: number | undefined, cited: Pick<Step, "constraint" | "constraints">,
  also: readonly number[] = [],
): boolean {
  const values = [...new Set([...readsOfAll(grid, constraints), ...also])];
  const known = knownCells(grid, values);
  if (key !== undefined && state.casesLooked.get(key) === known.length) return false;
  const meter = state.casesMeter;
  const facts = settled(grid, meter, constraints, values, known);
  // One cell, a yes if there is one; the simpler rules often give the others.
  // A cell the known cells settle without the clues is not the clues' doing: leave it to the grid rules.
  const theirs = (f: Fact): boolean => findCase(grid.model, [], values, known, opposite(f), BUDGET, meter).outcome !== "impossible";
  const fact = facts.find((f) => f.verdict === YES && theirs(f)) ?? facts.find((f) => f.verdict === NO && theirs(f));
  if (!fact) {
    // Offered a refutation's clues (the last resort before trial and error), the known cells may settle a
    // cell by themselves, through links no grid rule follows ("eric is not april", and where each can
    // still be): that is a case analysis of the known cells alone, citing no clue.
    const alone = also.length > 0 ? facts.find((f) => f.verdict === YES) ?? facts[0] : undefined;
    if (alone) return grid.write({ ...alone, rule: "cases", clues: [], constraints: [], premises: needed(grid, meter, [], values, known, alone) });
    if (key !== undefined) state.casesLooked.set(key, known.length);
    return false;
  }
  const clues = [...new Set(constraints.map((c) => c.clue))].sort((x, y) => x - y);
  return grid.write({ ...fact, rule: "cases", clues, ...cited, premises: needed(grid, meter, constraints, values, known, fact) });
}

/** The same cell with the other verdict. */
const opposite = (f: Fact): Fact => ({ ...f, verdict: f.verdict === YES ? NO : YES });

/** The open cells between the values the clues read (and their places in category 0) that every case agrees on. */
function settled(grid: Grid, meter: Meter, constraints: Constraint[], values: readonly number[], known: Fact[]): Fact[] {
  const { model } = grid;
  const cells = openCells(grid, values);
  // For each cell, whether some case makes it a yes (bit 1) and some a no (bit 2).
  const seen = new Uint8Array(cells.length);
  let cases = 0;
  const record = (entity: Int32Array): boolean => {
    cases++;
    cells.forEach(([a, b], i) => {
      seen[i]! |= relation(grid, entity, a, b);
    });
    return false;
  };
  // Usually there are few cases: see them all at once.
  const outcome = exploreCases(model, constraints, values, known, undefined, record, BUDGET, meter);
  if (cases === 0) return [];
  const facts: Fact[] = [];
  cells.forEach(([a, b], i) => {
    for (const verdict of [YES, NO] as const) {
      if (seen[i]! & verdict) continue;
      // Not seen in the cases (too many to see them all, or they left this cell open): look for one.
      const found = findCase(model, constraints, values, known, { a, b, verdict }, outcome === "unknown" ? BRIEF : BUDGET, meter);
      if (found.outcome === "possible") record(found.entity!);
      // No case makes this cell `verdict`: it is the other one.
      else if (found.outcome === "impossible") facts.push({ a, b, verdict: verdict === YES ? NO : YES });
    }
  });
  return facts;
}

/**
 * How a case has a and b: YES (together), NO (apart), or 0 when the case
 * leaves it open (a value of a compared category it did not need to place).
 */
function relation(grid: Grid, entity: Int32Array, a: number, b: number): number {
  const [ea, eb] = [entity[a]!, entity[b]!];
  if (ea >= 0 && eb >= 0) return ea === eb ? YES : NO;
  if (ea < 0 && eb < 0) return 0;
  // One is placed at e and the other is not: apart if another value of the other's category has e.
  const [other, e] = ea < 0 ? [a, eb] : [b, ea];
  const start = grid.category(other) * grid.size;
  for (let v = start; v < start + grid.size; v++) if (entity[v] === e) return NO;
  return 0;
}

/** The values some of the constraints read, each once. */
function readsOfAll(grid: Grid, constraints: readonly Constraint[]): number[] {
  return [...new Set(constraints.flatMap((c) => readsOf(grid.model, c)))];
}

/** Every value of the categories of `values`, category 0 (the entities) aside. */
function categoryValues(grid: Grid, values: readonly number[]): number[] {
  const categories = [...new Set(values.map((v) => grid.category(v)))].filter((c) => c !== 0);
  return categories.flatMap((c) => Array.from({ length: grid.size }, (_, i) => c * grid.size + i));
}

/**
 * The known cells a case analysis of these values may use: where each value
 * of their categories stands in category 0, and how the values themselves
 * stand to the rest of their categories.
 */
function knownCells(grid: Grid, values: readonly number[]): Fact[] {
  const facts: Fact[] = [];
  const add = (a: number, b: number): void => {
    const state = grid.get(a, b);
    if (state !== OPEN && grid.category(a) !== grid.category(b)) facts.push({ a, b, verdict: state });
  };
  const all = categoryValues(grid, values);
  for (const u of all) for (let r = 0; r < grid.size; r++) add(u, r);
  const mentioned = new Set(values);
  for (const v of values) {
    if (grid.category(v) === 0) continue;
    for (const w of all) if (!mentioned.has(w) || w > v) add(v, w);
  }
  return facts;
}

/** The open cells a case analysis can settle: each value read with category 0 and with the other values read. */
function openCells(grid: Grid, values: readonly number[]): [number, number][] {
  const cells: [number, number][] = [];
  for (const v of values) {
    if (grid.category(v) === 0) continue;
    for (let r = 0; r < grid.size; r++) if (grid.get(v, r) === OPEN) cells.push([v, r]);
    for (const w of values) if (w > v && grid.category(w) !== 0 && grid.get(v, w) === OPEN) cells.push([v, w]);
  }
  return cells;
}

/** The known cells the argument for `fact` cannot do without: all of them, then each dropped if the rest still suffice. */
function needed(grid: Grid, meter: Meter, constraints: Constraint[], values: readonly number[], cells: readonly Fact[], fact: Fact): Fact[] {
  const { model } = grid;
  const mentioned = new Set(values);
  // Try dropping the cells about values the clue does not name first: the explanation should speak of its own values.
  const about = (f: Fact): boolean => mentioned.has(f.a) || mentioned.has(f.b);
  const known = [...cells].sort((x, y) => Number(about(x)) - Number(about(y)));
  const suffice = (list: Fact[]): boolean => findCase(model, constraints, values, list, opposite(fact), BUDGET, meter).outcome === "impossible";
  // Often the cells about the clues' own values are enough: try that in one search first.
  const own = known.filter(about);
  let kept = own.length < known.length && suffice(own) ? own : known;
  for (const cell of [...kept]) {
    const without = kept.filter((k) => k !== cell);
    if (suffice(without)) kept = without;
  }
  return kept.sort((x, y) => x.a - y.a || x.b - y.b);
}

