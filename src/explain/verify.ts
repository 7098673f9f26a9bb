/**
 * The step verifier: checks an explanation without trusting the solving rules.
 *
 * Steps are replayed in order on a grid of their own. Each step must
 * - fill an open cell of two values of different categories (one step per cell);
 * - rely only on premises that earlier steps have already made known;
 * - be forced: no assignment of entities to values satisfies the clues it cites
 *   and its premises while contradicting its fact. That is checked by a small
 *   exhaustive search over the values these mention, using only what each
 *   constraint means (`holds`), never the rules that produced the step.
 * "search" steps (guesses) are never explanations; "trial" steps are checked
 * like any other, from the clues of their chain and the cells they relied on.
 *
 * Entities are rows 0..size-1 and row r is value r of category 0 (for a
 * positional puzzle, category 0 is the positions, so an entity's index is its
 * position). Since every category is a permutation of the rows, an assignment
 * of some values that is distinct within each category extends to a full one:
 * searching only the mentioned values is exact.
 */
import { categoryOf, valueName, type Constraint, type Model } from "../compile/model.js";
import { holds } from "../solve/semantics.js";
// Constraints two clues imply together (derived) are never used here: a step
// is checked against what the cited clues state, not against our reading of them.
import { NO, OPEN, YES, type CellState, type Fact, type Step } from "../solve/step.js";
import { describeFact, describeStep } from "./english.js";

export interface VerifyFailure {
  /** Index of the step in the list. */
  index: number;
  reason: string;
}

export interface VerifyResult {
  ok: boolean;
  failures: VerifyFailure[];
}

export function verifySteps(model: Model, steps: readonly Step[]): VerifyResult {
  const count = model.size * model.categories.length;
  const cells = new Uint8Array(count * count);
  const valid = (id: number): boolean => Number.isInteger(id) && id >= 0 && id < count;
  const cell = (a: number, b: number): CellState => {
    if (categoryOf(model, a) === categoryOf(model, b)) return a === b ? YES : NO;
    return cells[a * count + b] as CellState;
  };
  const failures: VerifyFailure[] = [];
  steps.forEach((step, index) => {
    const reason = problem();
    if (reason !== undefined) failures.push({ index, reason });
    // Record the cell even when the step fails, so one bad step does not fail all those after it.
    if (valid(step.a) && valid(step.b) && cell(step.a, step.b) === OPEN) {
      cells[step.a * count + step.b] = cells[step.b * count + step.a] = step.verdict;
    }

    function problem(): string | undefined {
      if (step.rule === "search") return "a search guess is not an explanation";
      if (!valid(step.a) || !valid(step.b) || categoryOf(model, step.a) === categoryOf(model, step.b)) {
        return `cell (${step.a}, ${step.b}) is not a cell of the grid`;
      }
      if (step.verdict !== YES && step.verdict !== NO) return `verdict ${String(step.verdict)} is neither yes nor no`;
      if (cell(step.a, step.b) !== OPEN) return "its cell was already filled by an earlier step";
      for (const p of step.premises) {
        if (!valid(p.a) || !valid(p.b)) return `premise (${p.a}, ${p.b}) is not a cell of the grid`;
        if (cell(p.a, p.b) !== p.verdict) return `premise ${describeFact(model, p)} is not known yet`;
      }
      const witness = counterexample(model, citedBy(model, step), step.premises, step);
      if (witness === undefined) return undefined;
      const from = step.clues.length === 0 ? "its premises alone" : `clue${step.clues.length > 1 ? "s" : ""} ${step.clues.join(", ")} and its premises`;
      return `not forced by ${from}: they allow ${witness}`;
    }
  });
  return { ok: failures.length === 0, failures };
}

/** The constraints of the clues a step cites. */
const citedBy = (model: Model, step: Step): Constraint[] => model.constraints.filter((c) => !c.derived && step.clues.includes(c.clue));

/** Check 2 alone: whether the clues a step cites and its premises force its fact. */
export function isForced(model: Model, step: Step): boolean {
  return counterexample(model, citedBy(model, step), step.premises, step) === undefined;
}

/** The failures as lines to read: step number, the step in English, and why it fails. */
export function verifyReport(model: Model, steps: readonly Step[]): string[] {
  return verifySteps(model, steps).failures.map(
    ({ index, reason }) => `step ${index + 1}: ${describeStep(model, steps[index]!)}\n  fails: ${reason}`,
  );
}

/** The values a constraint reads; `compare` also reads every value of its ordered category. */
function idsOf(model: Model, c: Constraint): number[] {
  switch (c.kind) {
    case "at": case "atEnd": return [c.x];
    case "same": case "differ": case "nextTo": case "leftOf": case "apart": return [c.a, c.b];
    case "between": return [c.x, c.a, c.b];
    case "either": return [c.x, c.y, c.z];
    case "unaligned": return [c.a, c.b, c.c, c.d];
    case "compare": {
      const start = c.category * model.size;
      return [c.a, c.b, ...Array.from({ length: model.size }, (_, v) => start + v)];
    }
  }
}

/** A check that can be made once all of `ids` have an entity. */
interface Test {
  ids: number[];
  ok: () => boolean;
}

/**
 * An assignment of entities to the mentioned values under which the cited
 * constraints and the premises hold but `fact` does not, written as text; or
 * undefined when there is none (the fact is forced).
 */
function counterexample(model: Model, cited: readonly Constraint[], premises: readonly Fact[], fact: Fact): string | undefined {
  const n = model.size;
  const entity = new Int32Array(n * model.categories.length).fill(-1);
  for (let r = 0; r < n; r++) entity[r] = r; // category 0 is the anchor
  const same = (f: Fact): boolean => entity[f.a] === entity[f.b];

  const tests: Test[] = [
    ...cited.map((c) => ({ ids: idsOf(model, c), ok: () => holds(c, entity, model) })),
    ...premises.map((p) => ({ ids: [p.a, p.b], ok: () => same(p) === (p.verdict === YES) })),
    { ids: [fact.a, fact.b], ok: () => same(fact) !== (fact.verdict === YES) },
  ];
  // The values to assign (category 0 is fixed) and the tests each takes part in.
  const testsOf = new Map<number, Test[]>();
  for (const t of tests) {
    for (const id of t.ids) if (id >= n && !testsOf.get(id)?.includes(t)) testsOf.set(id, [...(testsOf.get(id) ?? []), t]);
  }
  if (tests.some((t) => t.ids.every((id) => id < n) && !t.ok())) return undefined;
  const vars = [...testsOf.keys()];
  // used[category * n + e]: entity e already has a value of that category.
  const used = new Uint8Array(n * model.categories.length);
  for (let r = 0; r < n; r++) used[r] = 1;

  /** The entities `v` may take now: free in its category and passing every test it completes. */
  const candidates = (v: number): number[] => {
    const out: number[] = [];
    const base = categoryOf(model, v) * n;
    for (let e = 0; e < n; e++) {
      if (used[base + e]) continue;
      entity[v] = e;
      if (testsOf.get(v)!.every((t) => !t.ids.every((id) => entity[id]! >= 0) || t.ok())) out.push(e);
    }
    entity[v] = -1;
    return out;
  };

  /**
   * Backtracking, always on the value with the fewest candidates left, after
   * checking that in each category the open values can still all be given
   * different entities (pigeonhole).
   */
  const extend = (): boolean => {
    let best = -1;
    let bestOptions: number[] = [];
    const open = new Map<number, number[][]>();
    for (const v of vars) {
      if (entity[v]! >= 0) continue;
      const options = candidates(v);
      if (options.length === 0) return false;
      if (best < 0 || options.length < bestOptions.length) [best, bestOptions] = [v, options];
      const category = categoryOf(model, v);
      open.set(category, [...(open.get(category) ?? []), options]);
    }
    if (best < 0) return true; // every mentioned value has an entity, and all tests hold
    for (const lists of open.values()) if (lists.length > 1 && !distinctPossible(lists, n)) return false;
    const base = categoryOf(model, best) * n;
    for (const e of bestOptions) {
      entity[best] = e;
      used[base + e] = 1;
      if (extend()) return true;
      used[base + e] = 0;
    }
    entity[best] = -1;
    return false;
  };

  if (!extend()) return undefined;
  return vars.map((v) => `"${valueName(model, v)}" with "${valueName(model, entity[v]!)}"`).join(", ");
}

/** Whether each list can pick a different entity (a bipartite matching, by augmenting paths). */
function distinctPossible(lists: readonly number[][], n: number): boolean {
  const owner = new Int32Array(n).fill(-1);
  const place = (i: number, seen: Uint8Array): boolean => {
    for (const e of lists[i]!) {
      if (seen[e]) continue;
      seen[e] = 1;
      if (owner[e]! < 0 || place(owner[e]!, seen)) {
        owner[e] = i;
        return true;
      }
    }
    return false;
  };
  return lists.every((_, i) => place(i, new Uint8Array(n)));
}
