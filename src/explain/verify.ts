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
import { holds, readsOf } from "../solve/semantics.js";
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
  let solvable: boolean | undefined;
  steps.forEach((step, index) => {
    // While every step so far is forced and the clues can all hold, every known cell holds in a solution of
    // all the clues, so no step can follow only vacuously: the search for that is needed only otherwise.
    board.sound = failures.length === 0 && (solvable ??= satisfiable(model, steps));
    const reason = problemWith(model, board, step);
    if (reason !== undefined) failures.push({ index, reason });
    // Record the cell even when the step fails, so one bad step does not fail all those after it.
    if (board.valid(step.a) && board.valid(step.b) && board.get(step.a, step.b) === OPEN) board.set(step);
  });
  return { ok: failures.length === 0, failures };
}

/**
 * Whether all of a model's clues are known to hold at once. First the
 * steps' own answer, when their yes's place every value: if that assignment
 * keeps every constraint (checked here by what each means, `holds`), it is
 * a solution and proves it. Otherwise the verifier's own search for an
 * assignment keeping every constraint (asking for a fact that does not
 * hold, two values of one category on different entities, which is always
 * so), within SATISFIABLE_BUDGET nodes: on a large puzzle that search can
 * take longer than any user waits, and "not known" only means that each
 * step is also checked for following vacuously.
 */
function satisfiable(model: Model, steps: readonly Step[]): boolean {
  if (model.categories.length < 2 || model.size < 2) return true;
  const answer = assignmentOf(model, steps);
  if (answer !== undefined && model.constraints.every((c) => holds(c, answer, model))) return true;
  const never: Fact = { a: model.size, b: model.size + 1, verdict: YES };
  try {
    return search.run(model, model.constraints, [], never, SATISFIABLE_BUDGET) !== undefined;
  } catch (error) {
    if (error === OUT_OF_BUDGET) return false;
    throw error;
  }
}

/** Search nodes the satisfiability check may visit (a few hundred milliseconds at most). */
const SATISFIABLE_BUDGET = 200_000;
const OUT_OF_BUDGET = new Error("the search ran out of its budget");

/**
 * The entity of every value as the yes steps say (a value with no yes to a
 * value of category 0, directly or through other values, leaves it
 * undefined), provided each category's values get different entities.
 */
function assignmentOf(model: Model, steps: readonly Step[]): Int32Array | undefined {
  const count = model.size * model.categories.length;
  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  for (const { a, b, verdict } of steps) {
    if (verdict !== YES || !(a >= 0 && a < count && b >= 0 && b < count)) continue;
    const [x, y] = [root(a), root(b)];
    // Keep a row (category 0) as its group's root.
    if (x !== y) if (y < model.size) parent[x] = y; else parent[y] = x;
  }
  const entity = new Int32Array(count);
  const taken = new Uint8Array(count);
  for (let id = 0; id < count; id++) {
    const r = root(id);
    if (r >= model.size) return undefined;
    const slot = categoryOf(model, id) * model.size + r;
    if (taken[slot]) return undefined;
    taken[slot] = 1;
    entity[id] = r;
  }
  return entity;
}

/** The verifier's own grid: what the steps checked so far have made known. */
class Board {
  /** Set by verifySteps: every step so far is forced and the clues can all hold (see there). Never on a copy. */
  sound = false;
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
    this.broken ??= this.clashOf(fact);
    this.cells[fact.a * this.count + fact.b] = this.cells[fact.b * this.count + fact.a] = fact.verdict;
  }

  /** What the known cells clash over, once they do: a line with two yes's, or with no place left. */
  broken: string | undefined;

  /** The clash that knowing `fact` (an open cell) would make, in words, or undefined. */
  clashOf(fact: Fact): string | undefined {
    const { model } = this;
    const n = model.size;
    for (const [u, v] of [[fact.a, fact.b], [fact.b, fact.a]] as const) {
      const start = categoryOf(model, v) * n;
      let open = 0;
      for (let w = start; w < start + n; w++) {
        if (w === v) continue;
        const state = this.get(u, w);
        if (fact.verdict === YES && state === YES) return `"${valueName(model, u)}" is "${valueName(model, w)}" already`;
        if (state !== NO) open++;
      }
      if (fact.verdict === NO && open === 0) return `"${valueName(model, u)}" would have no ${model.categories[categoryOf(model, v)]!.name} left`;
    }
    return undefined;
  }

  copy(): Board {
    const board = new Board(this.model, this.cells.slice());
    board.broken = this.broken;
    return board;
  }
}

/** Why `step` does not hold on `board` (the cells known before it), or undefined when it does. */
function problemWith(model: Model, board: Board, step: Step): string | undefined {
  return shapeProblem(model, board, step)
    ?? (board.broken !== undefined ? `the cells known before it clash already (${board.broken}): anything would follow` : undefined)
    ?? (board.get(step.a, step.b) !== OPEN ? "its cell was already filled by an earlier step" : undefined)
    ?? unproven(model, board, step)
    ?? clashing(board, step);
}

/** A step whose fact clashes with the cells known: a second yes in a line, or a line left with no place. */
function clashing(board: Board, step: Step): string | undefined {
  const clash = board.clashOf(step);
  return clash === undefined ? undefined : `it clashes with what is known: ${clash}`;
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
  const cited = citedBy(model, step);
  const from = step.clues.length === 0 ? "its premises alone" : `clue${step.clues.length > 1 ? "s" : ""} ${step.clues.join(", ")} and its premises`;
  const witness = counterexample(model, cited, step.premises, step);
  if (witness !== undefined) return `not forced by ${from}: they allow ${witness}`;
  // Forced, and its fact can hold with them: else they cannot all hold, and the step follows only vacuously.
  if (!board.sound && counterexample(model, cited, step.premises, opposite(step)) === undefined) return `${from} cannot all hold, so it follows only vacuously`;
  return undefined;
}

const opposite = (f: Fact): Fact => ({ a: f.a, b: f.b, verdict: f.verdict === YES ? NO : YES });

/**
 * Whether a step's cell and some cells cannot all hold by the grid's own
 * rules: joining the values the yes cells (and the step, if a yes) make one
 * thing, two values of one category end up one, or a no falls inside one.
 */
function crossedClash(model: Model, step: Step, facts: readonly Fact[]): boolean {
  const root = new Map<number, number>();
  const find = (v: number): number => {
    let r = v;
    while (root.has(r) && root.get(r) !== r) r = root.get(r)!;
    return r;
  };
  const cells = [...facts, step];
  for (const f of cells) if (f.verdict === YES) root.set(find(f.a), find(f.b));
  if (cells.some((f) => f.verdict === NO && find(f.a) === find(f.b))) return true;
  const members = [...new Set(cells.flatMap((f) => [f.a, f.b]))];
  return members.some((x) => members.some((y) => x !== y && find(x) === find(y) && categoryOf(model, x) === categoryOf(model, y)));
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
  /** The step the clash was found at must hold as an ordinary step would, relying only on listed cells and cited clues. */
  const stepProblem = (s: Step, known: readonly Fact[]): string | undefined => {
    const where = `the clash (${describeFact(model, s)})`;
    const reason = shapeProblem(model, hypothetical, s) ?? unproven(model, hypothetical, s);
    return reason !== undefined ? `${where}: ${reason}` : sourceProblem(s, known);
  };
  /** The step relies only on cells the trial step lists and clues it cites. */
  const sourceProblem = (s: Step, known: readonly Fact[]): string | undefined => {
    const where = `the clash (${describeFact(model, s)})`;
    const outside = unlisted([...s.premises, ...known]);
    if (outside) return `${where} relies on ${describeFact(model, outside)}, which is not among the step's premises`;
    const clue = uncited(s);
    if (clue !== undefined) return `${where} cites clue ${clue}, which the step does not`;
    return undefined;
  };
  if (clash.kind === "conflict") {
    const s = clash.step;
    const reason = shapeProblem(model, hypothetical, s) ?? unproven(model, hypothetical, s);
    if (reason !== undefined) return `the clash (${describeFact(model, s)}): ${reason}`;
    if (clash.existing === s.verdict || !hypothetical.knows({ a: s.a, b: s.b, verdict: clash.existing })) {
      return `the clash (${describeFact(model, s)}) is no clash: its cell does not hold the other verdict`;
    }
    return sourceProblem(s, [{ a: s.a, b: s.b, verdict: clash.existing }]);
  }
  if (clash.kind === "taken") {
    const s = clash.step;
    const e = clash.existing;
    const inLine = (u: number, v: number): boolean =>
      (e.a === u && categoryOf(model, e.b) === categoryOf(model, v) && e.b !== v) || (e.b === u && categoryOf(model, e.a) === categoryOf(model, v) && e.a !== v);
    if (s.verdict !== YES || e.verdict !== YES || !hypothetical.knows(e) || !(inLine(s.a, s.b) || inLine(s.b, s.a))) {
      return `the clash (${describeFact(model, s)}) is no clash: no other yes is known in its row or column`;
    }
    return stepProblem(s, [e]);
  }
  if (clash.kind === "crossed") {
    const s = clash.step;
    if (!crossedClash(model, s, clash.facts)) return `the clash (${describeFact(model, s)}) is no clash: its cells do not contradict it`;
    for (const x of clash.facts) if (!hypothetical.knows(x)) return `the clash's premise ${describeFact(model, x)} is not known at that point`;
    return stepProblem(s, clash.facts);
  }
  const { value, category, premises } = clash;
  if (!hypothetical.valid(value) || !Number.isInteger(category) || category < 0 || category >= model.categories.length
    || category === categoryOf(model, value)) {
    return `the clash names no line of the grid (value ${value}, category ${category})`;
  }
  const last = clash.kind === "no-option" ? clash.step : undefined;
  if (last) {
    if (last.verdict !== NO) return `the clash (${describeFact(model, last)}) rules nothing out`;
    const reason = stepProblem(last, []);
    if (reason !== undefined) return reason;
  }
  const own = (f: Fact): boolean => last !== undefined && sameCell(f, last);
  const start = category * model.size;
  for (let v = start; v < start + model.size && clash.kind === "no-option"; v++) {
    const cell = { a: value, b: v, verdict: NO } as const;
    if (hypothetical.get(value, v) !== NO && !own(cell)) return `the clash is no clash: "${valueName(model, value)}" may still be "${valueName(model, v)}"`;
  }
  const known = premises.filter((p) => !own(p));
  for (const p of known) {
    if (!hypothetical.knows(p)) return `the clash's premise ${hypothetical.valid(p.a) && hypothetical.valid(p.b) ? describeFact(model, p) : `(${p.a}, ${p.b})`} is not known at that point`;
  }
  const outside = unlisted(known);
  if (outside) return `the clash relies on ${describeFact(model, outside)}, which is not among the step's premises`;
  if (clash.kind === "broken") {
    // The clue cannot hold with what is known: no assignment satisfies the cited clues and the premises.
    const clue = clash.clues.find((c) => !step.clues.includes(c));
    if (clue !== undefined) return `the clash cites clue ${clue}, which the step does not`;
    const cited = citedBy(model, { ...step, clues: clash.clues });
    if (known.length === 0 || counterexample(model, cited, known.slice(1), opposite(known[0]!)) !== undefined) {
      return `the clash is no clash: clue${clash.clues.length > 1 ? "s" : ""} ${clash.clues.join(", ")} can still hold with its premises`;
    }
  }
  return undefined;
}

/** The constraints of the clues a step cites, in the model's order. */
function citedBy(model: Model, step: Step): readonly Constraint[] {
  // Most steps cite no clue or one: those are looked up rather than filtered
  // out of every constraint (a big puzzle has hundreds, and thousands of steps).
  if (step.clues.length === 0) return [];
  if (step.clues.length === 1) return constraintsOf(model).get(step.clues[0]!) ?? [];
  return model.constraints.filter((c) => !c.derived && step.clues.includes(c.clue));
}

/** Each clue's own constraints (not derived ones), in the model's order; made once per model. */
const byClue = new WeakMap<Model, Map<number, Constraint[]>>();
function constraintsOf(model: Model): Map<number, Constraint[]> {
  let map = byClue.get(model);
  if (!map) {
    map = new Map();
    for (const c of model.constraints) if (!c.derived) map.set(c.clue, [...(map.get(c.clue) ?? []), c]);
    byClue.set(model, map);
  }
  return map;
}

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

/**
 * An assignment of entities to the mentioned values under which the cited
 * constraints and the premises hold but `fact` does not, written as text; or
 * undefined when there is none (the fact is forced).
 */
function counterexample(model: Model, cited: readonly Constraint[], premises: readonly Fact[], fact: Fact): string | undefined {
  return search.run(model, cited, premises, fact, Infinity);
}

/**
 * The search behind `counterexample`. Tests, in order: each cited constraint
 * holds; each premise holds; the fact does not. The values to assign ("vars";
 * category 0 is fixed, an entity's own row) are numbered in the order the
 * tests first mention them. Each test counts how many of its vars are still
 * open and is checked exactly when its last var gets an entity.
 *
 * A long explanation has thousands of steps and most mention two to four
 * values, so one Search and its arrays serve every call (grown when a model
 * needs more) and nothing is allocated per node. Each run leaves the arrays
 * as it found them: entity and varOf all -1, used all 0.
 *
 * Symmetry: when every test only asks which values share an entity (premises,
 * the fact, and clues that relate values without places: same, differ,
 * either, unaligned, and comparisons on a category other than 0), two
 * entities that no test names (through a value of category 0, which is its
 * entity's own) and no value has been given yet are interchangeable:
 * swapping them maps assignments that pass every test to assignments that do. Of such "fresh" entities the search
 * tries only the first: if it leads to no assignment, neither would the
 * others. The first assignment found, if any, is the one the full search
 * would find, since it tries the fresh entities in the same order.
 */
class Search {
  private model!: Model;
  private cited: readonly Constraint[] = [];
  private n = 0;
  /** entity[id]: the entity (row) value id is given, or -1. */
  private entity = new Int32Array(0);
  /** varOf[id]: the var number of value id, or -1. */
  private varOf = new Int32Array(0);
  /** used[category * n + e]: entity e already has a value of that category. */
  private used = new Uint8Array(0);
  /** Per test: how many of its vars are open. */
  private open = new Int32Array(0);
  /** Per test after the cited constraints: its two values, and whether they must be the same entity (1) or not (0). */
  private factA = new Int32Array(0);
  private factB = new Int32Array(0);
  private factSame = new Uint8Array(0);
  /** Per var: its value id, its category's first id, and the tests it takes part in (`tests` apart). */
  private vars = new Int32Array(0);
  private base = new Int32Array(0);
  private testCount = new Int32Array(0);
  private testList = new Int32Array(0);
  private V = 0;
  private T = 0;
  /** Per var (n slots each): the entities it may take at the current node, and how many. */
  private options = new Int32Array(0);
  private optionCount = new Int32Array(0);
  /** Per depth (n slots each): the entities being tried there. */
  private tried = new Int32Array(0);
  /** Pigeonhole check: which member owns an entity, and a visit stamp per entity. */
  private owner = new Int32Array(0);
  private seen = new Int32Array(0);
  private members = new Int32Array(0);
  private stamp = 0;
  /** Whether the tests only ask which values share an entity, so fresh entities are interchangeable. */
  private symmetric = false;
  /** Per entity: named by a test (through its value of category 0), and how many vars have it now. */
  private named = new Uint8Array(0);
  private holders = new Int32Array(0);

  /** Nodes left to visit before the search gives up by throwing OUT_OF_BUDGET. */
  private budget = Infinity;

  run(model: Model, cited: readonly Constraint[], premises: readonly Fact[], fact: Fact, budget: number): string | undefined {
    this.model = model;
    this.budget = budget;
    this.cited = cited;
    const n = (this.n = model.size);
    const T = (this.T = cited.length + premises.length + 1);
    const citedIds = cited.map((c) => readsOf(model, c));
    let mentions = 2 * (premises.length + 1);
    for (const ids of citedIds) mentions += ids.length;
    this.reserve(n * model.categories.length, T, mentions);
    const { entity, used } = this;
    for (let r = 0; r < n; r++) {
      entity[r] = r;
      used[r] = 1;
    }
    this.symmetric = cited.every(sharingOnly);
    this.named.fill(0, 0, n);
    this.holders.fill(0, 0, n);
    this.V = 0;
    for (let t = 0; t < T; t++) {
      this.open[t] = 0;
      if (t < cited.length) for (const id of citedIds[t]!) this.mention(id, t);
      else {
        // A premise must hold; the fact must not.
        const isPremise = t < cited.length + premises.length;
        const f = isPremise ? premises[t - cited.length]! : fact;
        this.factA[t] = f.a;
        this.factB[t] = f.b;
        this.factSame[t] = (f.verdict === YES) === isPremise ? 1 : 0;
        this.mention(f.a, t);
        this.mention(f.b, t);
      }
    }
    try {
      for (let t = 0; t < T; t++) if (this.open[t] === 0 && !this.ok(t)) return undefined;
      if (!this.extend(0)) return undefined;
      const out: string[] = [];
      for (let v = 0; v < this.V; v++) {
        out.push(`"${valueName(model, this.vars[v]!)}" with "${valueName(model, entity[this.vars[v]!]!)}"`);
      }
      return out.join(", ");
    } finally {
      entity.fill(-1, 0, n);
      used.fill(0, 0, n);
      for (let v = 0; v < this.V; v++) {
        entity[this.vars[v]!] = -1;
        this.varOf[this.vars[v]!] = -1;
        used.fill(0, this.base[v]!, this.base[v]! + n);
      }
    }
  }

  /** Grow the arrays for `count` value ids, T tests and up to `vars` vars. */
  private reserve(count: number, T: number, vars: number): void {
    const n = this.n;
    if (this.entity.length < count) {
      this.entity = new Int32Array(count).fill(-1);
      this.varOf = new Int32Array(count).fill(-1);
      this.used = new Uint8Array(count);
    }
    if (this.open.length < T) {
      this.open = new Int32Array(T);
      this.factA = new Int32Array(T);
      this.factB = new Int32Array(T);
      this.factSame = new Uint8Array(T);
    }
    if (this.vars.length < vars || this.testList.length < vars * T) {
      this.vars = new Int32Array(vars);
      this.base = new Int32Array(vars);
      this.testCount = new Int32Array(vars);
      this.testList = new Int32Array(vars * T);
      this.optionCount = new Int32Array(vars);
      this.members = new Int32Array(vars);
    }
    if (this.options.length < vars * n) this.options = new Int32Array(vars * n);
    if (this.tried.length < (vars + 1) * n) this.tried = new Int32Array((vars + 1) * n);
    if (this.owner.length < n) {
      this.owner = new Int32Array(n);
      this.seen = new Int32Array(n);
      this.named = new Uint8Array(n);
      this.holders = new Int32Array(n);
    }
  }

  /** Test t reads value id: make id a var if it is new, and count it once in t. */
  private mention(id: number, t: number): void {
    if (id < this.n) {
      // Category 0: fixed, the entity's own value; a test that reads it names that entity.
      this.named[id] = 1;
      return;
    }
    let v = this.varOf[id]!;
    if (v < 0) {
      v = this.varOf[id] = this.V++;
      this.vars[v] = id;
      this.base[v] = categoryOf(this.model, id) * this.n;
      this.testCount[v] = 0;
    }
    const k = this.testCount[v]!;
    // A test may name a value twice (a compare over its own category).
    if (k > 0 && this.testList[v * this.T + k - 1] === t) return;
    this.testList[v * this.T + k] = t;
    this.testCount[v] = k + 1;
    this.open[t]!++;
  }

  /** Whether test t holds (all its values have entities). */
  private ok(t: number): boolean {
    const { cited, entity } = this;
    if (t < cited.length) return holds(cited[t]!, entity, this.model);
    return (entity[this.factA[t]!] === entity[this.factB[t]!]) === (this.factSame[t] === 1);
  }

  /** Fill `options` for var v: the entities free in its category that pass every test v completes. */
  private candidates(v: number): number {
    const { n, T, entity, used, open, testList } = this;
    const id = this.vars[v]!;
    const base = this.base[v]!;
    const tests = this.testCount[v]!;
    let found = 0;
    for (let e = 0; e < n; e++) {
      if (used[base + e]) continue;
      entity[id] = e;
      let fits = true;
      for (let k = 0; k < tests && fits; k++) {
        const t = testList[v * T + k]!;
        if (open[t] === 1 && !this.ok(t)) fits = false;
      }
      if (fits) this.options[v * n + found++] = e;
    }
    entity[id] = -1;
    this.optionCount[v] = found;
    return found;
  }

  /** Give var v entity e (or take it back), keeping `used` and the open counts. */
  private set(v: number, e: number, on: boolean): void {
    this.entity[this.vars[v]!] = on ? e : -1;
    this.used[this.base[v]! + e] = on ? 1 : 0;
    this.holders[e]! += on ? 1 : -1;
    for (let k = 0; k < this.testCount[v]!; k++) this.open[this.testList[v * this.T + k]!]! += on ? -1 : 1;
  }

  /**
   * Backtracking, always on the var with the fewest candidates left (the
   * first such), after checking that in each category the open vars can
   * still all be given different entities (pigeonhole).
   */
  private extend(depth: number): boolean {
    if (--this.budget < 0) throw OUT_OF_BUDGET;
    const { n, entity, vars } = this;
    let best = -1;
    for (let v = 0; v < this.V; v++) {
      if (entity[vars[v]!]! >= 0) continue;
      const found = this.candidates(v);
      if (found === 0) return false;
      if (best < 0 || found < this.optionCount[best]!) best = v;
    }
    if (best < 0) return true; // every mentioned value has an entity, and all tests hold
    if (!this.distinctPossible()) return false;
    const choices = this.optionCount[best]!;
    const at = depth * n;
    for (let k = 0; k < choices; k++) this.tried[at + k] = this.options[best * n + k]!;
    let freshTried = false;
    for (let k = 0; k < choices; k++) {
      const e = this.tried[at + k]!;
      if (this.symmetric && this.named[e] === 0 && this.holders[e] === 0) {
        if (freshTried) continue; // interchangeable with the fresh entity already tried here
        freshTried = true;
      }
      this.set(best, e, true);
      if (this.extend(depth + 1)) return true;
      this.set(best, e, false);
    }
    return false;
  }

  /** Whether, in every category, the open vars can each pick a different entity from their options. */
  private distinctPossible(): boolean {
    const { entity, vars, base } = this;
    for (let v = 0; v < this.V; v++) {
      if (entity[vars[v]!]! >= 0) continue;
      // Each category once: from its first open var.
      let first = true;
      for (let u = 0; u < v && first; u++) if (base[u] === base[v] && entity[vars[u]!]! < 0) first = false;
      if (!first) continue;
      let size = 0;
      for (let u = v; u < this.V; u++) if (base[u] === base[v] && entity[vars[u]!]! < 0) this.members[size++] = u;
      if (size > 1 && !this.matchable(size)) return false;
    }
    return true;
  }

  /** Whether members[0..size) can each take a different entity (a bipartite matching, by augmenting paths). */
  private matchable(size: number): boolean {
    this.owner.fill(-1, 0, this.n);
    for (let i = 0; i < size; i++) {
      this.stamp++;
      if (!this.place(i)) return false;
    }
    return true;
  }

  private place(i: number): boolean {
    const v = this.members[i]!;
    for (let k = 0; k < this.optionCount[v]!; k++) {
      const e = this.options[v * this.n + k]!;
      if (this.seen[e] === this.stamp) continue;
      this.seen[e] = this.stamp;
      if (this.owner[e]! < 0 || this.place(this.owner[e]!)) {
        this.owner[e] = i;
        return true;
      }
    }
    return false;
  }
}

const search = new Search();

/**
 * Whether a constraint holds or not by which of its values share an entity
 * alone, whatever the entities are: not so for places in the row (the
 * entity is the place) nor for comparisons on category 0 (whose values are
 * the entities' own).
 */
function sharingOnly(c: Constraint): boolean {
  switch (c.kind) {
    case "same": case "differ": case "either": case "unaligned": return true;
    case "compare": return c.category !== 0;
    default: return false;
  }
}
