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
 * "search" steps (guesses) are never explanations; a "trial" step is checked
 * by replaying its chain on a hypothetical copy of the grid (`trialProblem`).
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
  const board = new Board(model);
  const failures: VerifyFailure[] = [];
  steps.forEach((step, index) => {
    const reason = problemWith(model, board, step);
    if (reason !== undefined) failures.push({ index, reason });
    // Record the cell even when the step fails, so one bad step does not fail all those after it.
    if (board.valid(step.a) && board.valid(step.b) && board.get(step.a, step.b) === OPEN) board.set(step);
  });
  return { ok: failures.length === 0, failures };
}

/** The verifier's own grid: what the steps checked so far have made known. */
class Board {
  readonly count: number;
  constructor(readonly model: Model, private readonly cells = new Uint8Array((model.size * model.categories.length) ** 2)) {
    this.count = model.size * model.categories.length;
  }

  valid(id: number): boolean {
    return Number.isInteger(id) && id >= 0 && id < this.count;
  }

  get(a: number, b: number): CellState {
    if (categoryOf(this.model, a) === categoryOf(this.model, b)) return a === b ? YES : NO;
    return this.cells[a * this.count + b] as CellState;
  }

  knows(fact: Fact): boolean {
    return this.valid(fact.a) && this.valid(fact.b) && this.get(fact.a, fact.b) === fact.verdict;
  }

  set(fact: Fact): void {
    this.cells[fact.a * this.count + fact.b] = this.cells[fact.b * this.count + fact.a] = fact.verdict;
  }

  copy(): Board {
    return new Board(this.model, this.cells.slice());
  }
}

/** Why `step` does not hold on `board` (the cells known before it), or undefined when it does. */
function problemWith(model: Model, board: Board, step: Step): string | undefined {
  return shapeProblem(model, board, step)
    ?? (board.get(step.a, step.b) !== OPEN ? "its cell was already filled by an earlier step" : undefined)
    ?? unproven(model, board, step);
}

/** A step that is not a cell of the grid with a verdict, or is a guess. */
function shapeProblem(model: Model, board: Board, step: Step): string | undefined {
  if (step.rule === "search") return "a search guess is not an explanation";
  if (!board.valid(step.a) || !board.valid(step.b) || categoryOf(model, step.a) === categoryOf(model, step.b)) {
    return `cell (${step.a}, ${step.b}) is not a cell of the grid`;
  }
  if (step.verdict !== YES && step.verdict !== NO) return `verdict ${String(step.verdict)} is neither yes nor no`;
  return undefined;
}

/** Why a step's premises are not all known on `board`, or its fact does not follow from them and its clues. */
function unproven(model: Model, board: Board, step: Step): string | undefined {
  for (const p of step.premises) {
    if (!board.valid(p.a) || !board.valid(p.b)) return `premise (${p.a}, ${p.b}) is not a cell of the grid`;
    if (!board.knows(p)) return `premise ${describeFact(model, p)} is not known yet`;
  }
  if (step.rule === "trial") return trialProblem(model, board, step);
  const witness = counterexample(model, citedBy(model, step), step.premises, step);
  if (witness === undefined) return undefined;
  const from = step.clues.length === 0 ? "its premises alone" : `clue${step.clues.length > 1 ? "s" : ""} ${step.clues.join(", ")} and its premises`;
  return `not forced by ${from}: they allow ${witness}`;
}

const sameCell = (x: Fact, y: Fact): boolean => (x.a === y.a && x.b === y.b) || (x.a === y.b && x.b === y.a);

/**
 * A trial step is checked by replaying its chain, never by a search over all
 * the clues it cites (which grows too fast): on a copy of the board with the
 * assumption written, every chain step must hold exactly as an ordinary step
 * would (its premises known at that point, its fact forced by its own clues
 * and premises), and the chain must end in a real clash: a forced step
 * against a cell that holds the other verdict, or a value left with no
 * option in some category. Then the assumption is impossible, and the cell
 * is a no. The cells the replay relies on from before the trial must be
 * known already and listed among the step's premises, and the chain may cite
 * only clues the step cites.
 */
function trialProblem(model: Model, board: Board, step: Step): string | undefined {
  const t = step.trial;
  if (t === undefined) return "a trial step without its chain";
  if (step.verdict !== NO) return "trial and error concludes a no, never a yes";
  if (!sameCell(t.assumed, step) || t.assumed.verdict !== YES) return "its assumption is not that its own cell is a yes";
  const hypothetical = board.copy();
  hypothetical.set(t.assumed);
  const listed = (f: Fact): boolean => step.premises.some((p) => sameCell(p, f) && p.verdict === f.verdict);
  /** A premise known before the trial must be one of the step's own premises. */
  const unlisted = (facts: readonly Fact[]): Fact | undefined => facts.find((f) => board.knows(f) && !listed(f));
  const uncited = (s: Step): number | undefined => s.clues.find((c) => !step.clues.includes(c));

  for (const [k, s] of t.chain.entries()) {
    const where = `chain step ${k + 1} (${describeFact(model, s)})`;
    const reason = problemWith(model, hypothetical, s);
    if (reason !== undefined) return `${where}: ${reason}`;
    const outside = unlisted(s.premises);
    if (outside) return `${where} relies on ${describeFact(model, outside)}, which is not among the step's premises`;
    const clue = uncited(s);
    if (clue !== undefined) return `${where} cites clue ${clue}, which the step does not`;
    hypothetical.set(s);
  }
  const { clash } = t;
  if (clash.kind === "conflict") {
    const s = clash.step;
    const where = `the clash (${describeFact(model, s)})`;
    const reason = shapeProblem(model, hypothetical, s) ?? unproven(model, hypothetical, s);
    if (reason !== undefined) return `${where}: ${reason}`;
    if (clash.existing === s.verdict || !hypothetical.knows({ a: s.a, b: s.b, verdict: clash.existing })) {
      return `${where} is no clash: its cell does not hold the other verdict`;
    }
    const outside = unlisted([...s.premises, { a: s.a, b: s.b, verdict: clash.existing }]);
    if (outside) return `${where} relies on ${describeFact(model, outside)}, which is not among the step's premises`;
    const clue = uncited(s);
    if (clue !== undefined) return `${where} cites clue ${clue}, which the step does not`;
    return undefined;
  }
  const { value, category, premises } = clash;
  if (!hypothetical.valid(value) || !Number.isInteger(category) || category < 0 || category >= model.categories.length
    || category === categoryOf(model, value)) {
    return `the clash names no line of the grid (value ${value}, category ${category})`;
  }
  const start = category * model.size;
  for (let v = start; v < start + model.size; v++) {
    if (hypothetical.get(value, v) !== NO) return `the clash is no clash: "${valueName(model, value)}" may still be "${valueName(model, v)}"`;
  }
  for (const p of premises) {
    if (!hypothetical.knows(p)) return `the clash's premise ${hypothetical.valid(p.a) && hypothetical.valid(p.b) ? describeFact(model, p) : `(${p.a}, ${p.b})`} is not known at that point`;
  }
  const outside = unlisted(premises);
  if (outside) return `the clash relies on ${describeFact(model, outside)}, which is not among the step's premises`;
  return undefined;
}

/** The constraints of the clues a step cites. */
const citedBy = (model: Model, step: Step): Constraint[] => model.constraints.filter((c) => !c.derived && step.clues.includes(c.clue));

/**
 * Check 2 alone: whether the clues a step cites and its premises force its
 * fact. A trial step is replayed on a board that holds only its premises.
 */
export function isForced(model: Model, step: Step): boolean {
  if (step.rule !== "trial") return counterexample(model, citedBy(model, step), step.premises, step) === undefined;
  const board = new Board(model);
  for (const p of step.premises) if (board.valid(p.a) && board.valid(p.b)) board.set(p);
  return shapeProblem(model, board, step) === undefined && unproven(model, board, step) === undefined;
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
