/**
 * The grid: one cell for each pair of values of two different categories,
 * each open, yes or no. Stored as a symmetric byte matrix over value ids.
 * `write` is the only place a cell is ever written, and it takes a step:
 * no cell is filled without its reason.
 */
import type { Model } from "../compile/model.js";
import { Contradiction, NO, OPEN, YES, type CellState, type Fact, type Step } from "./step.js";

/** Scratch space for `mayCross`, grown to the largest grid seen. */
let REACHED_A = new Int32Array(64);
let REACHED_B = new Int32Array(64);

export class Grid {
  readonly size: number;
  readonly categories: number;
  readonly count: number;
  private readonly cells: Uint8Array;
  /** Every step taken, in order, or undefined when steps are not kept (search). */
  readonly steps: Step[] | undefined;
  private filled = 0;
  /**
   * Every cell written, in order, as a·count + b. Rules that only need to
   * look again where something changed keep their place in this log (the
   * solver keeps those places, not the grid).
   */
  readonly log: number[] = [];
  /** Called after each write (trial and error uses it to stop a chain that runs too long). */
  afterWrite: ((grid: Grid) => void) | undefined;

  /** For each value and category, a bit for each value of that category it may still be (not a no). */
  private readonly possible: Uint32Array;
  /** The category of each value id (looked up on every cell read, so kept as a table). */
  private readonly categoryOf: Uint16Array;

  /**
   * For each value and category, the lowest value of that category it is
   * known to be (a yes), or -1: what partner() would find by scanning the row.
   */
  private readonly partners: Int32Array;

  /**
   * For each value, a label shared by exactly the values known to be one
   * thing with it through yes cells (what `entity` finds), so that a no
   * between two of them is caught without walking the yes cells.
   */
  private readonly group: Int32Array;

  /**
   * The cells, `possible`, `partners` and `group`, in that order, in one buffer: a copy of a grid (a
   * trial's attempt, a search's guess) then copies one block of memory and makes one allocation, not four.
   */
  private readonly buffer: ArrayBuffer;

  constructor(readonly model: Model, keepSteps = true, buffer?: ArrayBuffer, filled = 0, categoryOf?: Uint16Array) {
    this.size = model.size;
    this.categories = model.categories.length;
    this.count = this.size * this.categories;
    const lines = this.count * this.categories;
    // Byte offsets: the cells (a byte each), then three tables of 4-byte entries, aligned.
    const cellBytes = Math.ceil((this.count * this.count) / 4) * 4;
    const at = [cellBytes, cellBytes + 4 * lines, cellBytes + 8 * lines, cellBytes + 8 * lines + 4 * this.count] as const;
    this.buffer = buffer ?? new ArrayBuffer(at[3]);
    this.cells = new Uint8Array(this.buffer, 0, this.count * this.count);
    this.possible = new Uint32Array(this.buffer, at[0], lines);
    this.partners = new Int32Array(this.buffer, at[1], lines);
    this.group = new Int32Array(this.buffer, at[2], this.count);
    this.steps = keepSteps ? [] : undefined;
    this.filled = filled;
    this.categoryOf = categoryOf ?? Uint16Array.from({ length: this.count }, (_, id) => Math.floor(id / this.size));
    if (!buffer) {
      this.possible.fill(this.size >= 32 ? 0xffffffff : (1 << this.size) - 1);
      // A value is itself in its own category.
      this.partners.fill(-1);
      for (let id = 0; id < this.count; id++) this.partners[id * this.categories + this.categoryOf[id]!] = id;
      for (let id = 0; id < this.count; id++) this.group[id] = id;
    }
  }

  /** A copy of the cells, keeping steps or not. The copy's log starts empty:
   *  clone only a grid the rules have finished with. */
  clone(keepSteps: boolean): Grid {
    return new Grid(this.model, keepSteps, this.buffer.slice(0), this.filled, this.categoryOf);
  }

  category(id: number): number {
    return this.categoryOf[id]!;
  }

  /** What cell (a, b) holds; a value is itself and no other value of its own category. */
  get(a: number, b: number): CellState {
    if (this.categoryOf[a] === this.categoryOf[b]) return a === b ? YES : NO;
    return this.cells[a * this.count + b] as CellState;
  }

  /** How many cells are filled. */
  get filledCells(): number {
    return this.filled;
  }

  /** How many cells there are. */
  get totalCells(): number {
    const n = this.categories;
    return (n * (n - 1)) / 2 * this.size * this.size;
  }

  get complete(): boolean {
    return this.filled === this.totalCells;
  }

  /**
   * Fill a cell for a reason. Returns false when the cell already holds that
   * verdict. A write that clashes with what is known throws a Contradiction
   * and leaves the grid as it was: the cell holds the other verdict; a yes
   * where the row or column has its yes already; a no that leaves a row or
   * column no place at all.
   */
  write(step: Step): boolean {
    const current = this.get(step.a, step.b);
    if (current === step.verdict) return false;
    if (current !== OPEN) throw new Contradiction({ kind: "conflict", step, existing: current });
    this.check(step);
    this.cells[step.a * this.count + step.b] = step.verdict;
    this.cells[step.b * this.count + step.a] = step.verdict;
    if (step.verdict === NO) {
      this.possible[step.a * this.categories + this.category(step.b)]! &= ~(1 << (step.b % this.size));
      this.possible[step.b * this.categories + this.category(step.a)]! &= ~(1 << (step.a % this.size));
    } else {
      this.notePartner(step.a, step.b);
      this.notePartner(step.b, step.a);
      this.join(step.a, step.b);
    }
    this.filled++;
    this.log.push(step.a * this.count + step.b);
    this.steps?.push(step);
    this.afterWrite?.(this);
    return true;
  }

  /** Throw the clash that writing `step` (an open cell) would make, if any. */
  private check(step: Step): void {
    const { a, b } = step;
    if (step.verdict === YES) {
      // (a then b: the clash reported is the first found.)
      let known = this.partners[a * this.categories + this.categoryOf[b]!]!;
      if (known >= 0) throw new Contradiction({ kind: "taken", step, existing: { a, b: known, verdict: YES } });
      known = this.partners[b * this.categories + this.categoryOf[a]!]!;
      if (known >= 0) throw new Contradiction({ kind: "taken", step, existing: { a: b, b: known, verdict: YES } });
      // Through other categories: a and b would be one thing, so all that each is known to be, the other is too.
      // (Neither known to be anything yet: nothing to cross.)
      if (!this.paired(a) && !this.paired(b)) return;
      if (REACHED_A.length < this.count) [REACHED_A, REACHED_B] = [new Int32Array(this.count), new Int32Array(this.count)];
      if (!this.mayCross(a, b)) return;
      const [ofA, ofB] = [this.entity(a), this.entity(b)];
      for (const [x, toX] of ofA) {
        for (const [y, toY] of ofB) {
          if (x === y) continue;
          const sameLine = this.category(x) === this.category(y);
          if (sameLine || this.get(x, y) === NO) {
            const facts = [...toX, ...toY, ...(sameLine ? [] : [{ a: x, b: y, verdict: NO } as Fact])];
            if (facts.length >= 2) throw new Contradiction({ kind: "crossed", step, facts });
          }
        }
      }
      return;
    }
    // Two values known to be one thing through other categories cannot be told apart.
    if (this.group[a] === this.group[b]) throw new Contradiction({ kind: "crossed", step, facts: this.entity(a).get(b)! });
    // A no that leaves a (then b) no value of the other's category.
    this.lastOption(step, a, b);
    this.lastOption(step, b, a);
  }

  /** Throw when ruling out v for u would leave u no value of v's category. */
  private lastOption(step: Step, u: number, v: number): void {
    const category = this.categoryOf[v]!;
    if (this.possible[u * this.categories + category] !== 1 << (v % this.size)) return;
    const premises: Fact[] = [];
    for (let w = category * this.size; w < (category + 1) * this.size; w++) if (w !== v) premises.push({ a: u, b: w, verdict: NO });
    premises.push({ a: u, b: v, verdict: NO });
    throw new Contradiction({ kind: "no-option", value: u, category, premises, step });
  }

  /** a is now known to be b: their groups become one. */
  private join(a: number, b: number): void {
    const from = this.group[b]!;
    const to = this.group[a]!;
    if (from === to) return;
    for (let id = 0; id < this.count; id++) if (this.group[id] === from) this.group[id] = to;
  }

  /**
   * Whether a yes between a and b might clash through other categories: some
   * value known to be a and some value known to be b are in one category, or
   * known apart. Only then are the paths to them built (`entity`), for the clash.
   */
  private mayCross(a: number, b: number): boolean {
    // The values known to be one thing with a, and with b: those of their groups (the same group, if a and b
    // are already known to be one thing through others).
    const ga = this.group[a]!;
    const gb = this.group[b]!;
    let m = 0;
    let n = 0;
    for (let id = 0; id < this.count; id++) {
      const g = this.group[id]!;
      if (g === ga) REACHED_A[m++] = id;
      if (g === gb) REACHED_B[n++] = id;
    }
    for (let i = 0; i < m; i++) {
      const x = REACHED_A[i]!;
      for (let j = 0; j < n; j++) {
        const y = REACHED_B[j]!;
        if (x !== y && (this.categoryOf[x] === this.categoryOf[y] || this.get(x, y) === NO)) return true;
      }
    }
    return false;
  }

  /** Whether `id` is known to be some value of another category. */
  private paired(id: number): boolean {
    for (let c = 0; c < this.categories; c++) if (this.partners[id * this.categories + c]! >= 0) return true;
    return false;
  }

  /**
   * The values known to be one thing with `id` through yes cells (itself
   * included), each with the yes cells that lead to it from `id`.
   */
  private entity(id: number): Map<number, Fact[]> {
    const found = new Map<number, Fact[]>([[id, []]]);
    const queue = [id];
    for (let i = 0; i < queue.length; i++) {
      const u = queue[i]!;
      for (let c = 0; c < this.categories; c++) {
        const v = this.partner(u, c);
        if (v === undefined || found.has(v)) continue;
        found.set(v, [...found.get(u)!, { a: u, b: v, verdict: YES }]);
        queue.push(v);
      }
    }
    return found;
  }

  /** The value of `category` that `id` is known to be, if any (the lowest, should there be two). */
  partner(id: number, category: number): number | undefined {
    const found = this.partners[id * this.categories + category]!;
    return found < 0 ? undefined : found;
  }

  /** a is now known to be b. */
  private notePartner(a: number, b: number): void {
    const at = a * this.categories + this.categoryOf[b]!;
    const known = this.partners[at]!;
    if (known < 0 || b < known) this.partners[at] = b;
  }

  /** A bit for each value of `category` that `id` may still be. */
  mask(id: number, category: number): number {
    return this.possible[id * this.categories + category]!;
  }

  /** The values of `category` that `id` may still be. */
  options(id: number, category: number): number[] {
    const out: number[] = [];
    const start = category * this.size;
    for (let v = start; v < start + this.size; v++) if (this.get(id, v) !== NO) out.push(v);
    return out;
  }
}

export { OPEN, YES, NO };
