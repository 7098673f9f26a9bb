/**
 * The search behind the "cases" rule: is there any way for some clues to
 * hold, given some known cells (the premises) and perhaps one more cell
 * assumed, while every category still matches its values one to one?
 *
 * Entities are the rows of category 0 (for a positional puzzle, the
 * places). The values the clues read are given entities one by one, each
 * from the entities the premises leave it; after each choice, every other
 * value of those categories must still be able to take a different entity
 * (a bipartite matching over what the premises leave them), which is how
 * a person sees that "then nothing is left for the Target Bombs". The
 * search is exact for what it is given, and it gives up (answers
 * "unknown") after a fixed number of choices, so it is always quick.
 */
import { popcount } from "../bits.js";
import { categoryOf, valuesOf, type CompareConstraint, type Constraint, type Model } from "../../compile/model.js";
import { holds, readsOf } from "../semantics.js";
import { YES, type Fact } from "../step.js";

/** Choices one search may make before it gives up, unless told otherwise. */
export const BUDGET = 4000;

export type Outcome = "possible" | "impossible" | "unknown";

/** Choices left to a whole run of searches (a solve's case analyses); each search spends from it. */
export interface Meter {
  left: number;
}

export interface Case {
  outcome: Outcome;
  /**
   * When possible: the entity of each value the clues name, and of the
   * values of a compared category that their entities have (-1 for the others).
   */
  entity?: Int32Array;
}

/**
 * Hand each case in which `constraints` all hold under `premises` and
 * `assumed` to `visit` (the entity of each value read; -1 for the others)
 * until it returns true: then "possible". "impossible" when every case was
 * seen (none, if there are none), "unknown" when the budget ran out first.
 * `values` are the values to give entities (every value the constraints read).
 */
export function exploreCases(
  model: Model, constraints: readonly Constraint[], values: readonly number[], premises: readonly Fact[],
  assumed: Fact | undefined, visit: (entity: Int32Array) => boolean, limit = BUDGET, meter: Meter = { left: Infinity },
): Outcome {
  const n = model.size;
  const count = n * model.categories.length;
  const cat = categoryTable(model);
  const full = n >= 32 ? 0xffffffff : 2 ** n - 1;
  // What the premises leave each value: a bit per entity; and the same / different links between non-anchor values.
  const domain = new Uint32Array(count).fill(full);
  for (let r = 0; r < n; r++) domain[r] = 1 << r;
  // The links of each value v: the values it is known to be (same) or not to be, outside category 0, as a
  // list through linkFirst[v] and linkNext (the order does not matter: each only narrows v's options).
  const facts = assumed ? [...premises, assumed] : premises;
  const linkFirst = new Int32Array(count).fill(-1);
  const linkNext = new Int32Array(2 * facts.length);
  const linkOther = new Int32Array(2 * facts.length);
  const linkSame = new Uint8Array(2 * facts.length);
  let links = 0;
  const addLink = (v: number, other: number, same: boolean): void => {
    linkOther[links] = other;
    linkSame[links] = same ? 1 : 0;
    linkNext[links] = linkFirst[v]!;
    linkFirst[v] = links++;
  };
  // The categories to keep matchable (1): those the premises link (below), and those of the values searched.
  const matched = new Uint8Array(model.categories.length);
  for (const fact of facts) {
    const flip = cat[fact.a] === 0;
    const a = flip ? fact.b : fact.a;
    const b = flip ? fact.a : fact.b;
    const same = fact.verdict === YES;
    if (cat[b] === 0) {
      domain[a]! &= same ? 1 << b : ~(1 << b);
      continue;
    }
    addLink(a, b, same);
    addLink(b, a, same);
    matched[cat[a]!] = 1;
    matched[cat[b]!] = 1;
  }
  const entity = new Int32Array(count).fill(-1);
  for (let r = 0; r < n; r++) entity[r] = r;
  const reads = constraints.map((c) => readsOfCached(model, c));
  // The categories to keep matchable: those of the values searched, and those the premises link to them.
  for (const v of values) matched[cat[v]!] = 1;
  const categories: number[] = [];
  for (let c = 1; c < model.categories.length; c++) if (matched[c] === 1) categories.push(c);
  // A comparison needs only the values its two sides have in its ordered category (their "slots"),
  // not the whole category: those are chosen as they are needed, the rest only kept matchable.
  const compares = constraints.filter((c) => c.kind === "compare");
  const named = new Uint8Array(count);
  for (const c of constraints) for (const v of valuesOf(c)) named[v] = 1;
  const free = values.filter((v) => cat[v] !== 0 && (named[v] === 1 || !compares.some((c) => c.category === cat[v])));
  let budget = limit;

  // taken[c]: the entities that values of category c already have; holder[c * n + e]: the value of c that entity e has.
  const taken = new Uint32Array(model.categories.length);
  const holder = new Int32Array(count).fill(-1);
  for (let r = 0; r < n; r++) holder[r] = r;
  const give = (v: number, e: number): void => {
    const c = cat[v]!;
    entity[v] = e;
    taken[c]! |= 1 << e;
    holder[c * n + e] = v;
  };
  const take = (v: number): void => {
    const c = cat[v]!;
    taken[c]! &= ~(1 << entity[v]!);
    holder[c * n + entity[v]!] = -1;
    entity[v] = -1;
  };
  /** A comparison can be read once both sides have entities and both those entities have a value in its category. */
  const readable = (c: CompareConstraint): boolean =>
    entity[c.a]! >= 0 && entity[c.b]! >= 0 && holder[c.category * n + entity[c.a]!]! >= 0 && holder[c.category * n + entity[c.b]!]! >= 0;
  /**
   * A comparison's side's entity whose value in the ordered category is not chosen yet, if any, as
   * category * n + entity (-1: none).
   */
  const emptySlot = (): number => {
    for (let i = 0; i < compares.length; i++) {
      const c = compares[i] as CompareConstraint;
      let e = entity[c.a]!;
      if (e >= 0 && holder[c.category * n + e]! < 0) return c.category * n + e;
      e = entity[c.b]!;
      if (e >= 0 && holder[c.category * n + e]! < 0) return c.category * n + e;
    }
    return -1;
  };

  /** The entities value v may take now, given the entities already chosen. */
  const allowed = (v: number): number => {
    let mask = domain[v]! & ~taken[cat[v]!]!;
    for (let k = linkFirst[v]!; k >= 0; k = linkNext[k]!) {
      const e = entity[linkOther[k]!]!;
      if (e >= 0) mask &= linkSame[k] ? 1 << e : ~(1 << e);
    }
    return mask;
  };

  /** Every category can still give the values without an entity different ones from those left. */
  const lists = new Int32Array(n);
  const matchableIn = (c: number): boolean => {
    let k = 0;
    for (let v = c * n; v < c * n + n; v++) if (entity[v]! < 0) lists[k++] = allowed(v);
    return distinctEntities(lists, k, n);
  };
  const matchable = (): boolean => categories.every(matchableIn);
  /**
   * After v was given an entity, only its own category and those linked to it can have lost options.
   * Each is checked once (v may have many links into one category; the answer for it does not change
   * between them): `checked[c] === round` marks those checked after this choice.
   */
  const checked = new Int32Array(model.categories.length);
  let round = 0;
  const matchableAfter = (v: number): boolean => {
    round++;
    checked[cat[v]!] = round;
    if (!matchableIn(cat[v]!)) return false;
    for (let k = linkFirst[v]!; k >= 0; k = linkNext[k]!) {
      const other = linkOther[k]!;
      if (entity[other]! >= 0 || checked[cat[other]!] === round) continue;
      checked[cat[other]!] = round;
      if (!matchableIn(cat[other]!)) return false;
    }
    return true;
  };

  /** The constraints that can be read hold. */
  const consistent = (): boolean => {
    for (let i = 0; i < constraints.length; i++) {
      const c = constraints[i]!;
      if (c.kind === "compare") {
        if (!readable(c)) continue;
      } else if (unread(reads[i]!)) continue;
      if (!holds(c, entity, model)) return false;
    }
    return true;
  };
  /** Whether some of these values has no entity yet. */
  const unread = (ids: readonly number[]): boolean => {
    for (let k = 0; k < ids.length; k++) if (entity[ids[k]!]! < 0) return true;
    return false;
  };

  /**
   * Give v the entity e and go on with the search: the outcome below, or undefined when the budget
   * ran out first. The choices of one node are tried in turn (each taken back before the next), the
   * first "possible" ending them; "unknown" below one does not (a later choice may still be possible).
   */
  const choose = (v: number, e: number): Outcome | undefined => {
    if (--budget < 0 || --meter.left < 0) return undefined;
    give(v, e);
    const next = consistent() && matchableAfter(v) ? extend() : "impossible";
    take(v);
    return next;
  };

  /** Give the remaining values entities; "possible" once `visit` asks to stop at a case. */
  const extend = (): Outcome => {
    let outcome: Outcome = "impossible";
    const slot = emptySlot();
    if (slot >= 0) {
      // Which value of the ordered category does entity `e` have?
      const category = Math.floor(slot / n);
      const bit = 1 << (slot % n);
      for (let v = category * n; v < category * n + n; v++) {
        if (entity[v]! >= 0 || !(allowed(v) & bit)) continue;
        const next = choose(v, slot % n);
        if (next === undefined) return "unknown";
        if (next !== "impossible") outcome = next;
        if (outcome === "possible") break;
      }
      return outcome;
    }
    let best = -1;
    let bestMask = 0;
    let bestCount = 0;
    for (let i = 0; i < free.length; i++) {
      const v = free[i]!;
      if (entity[v]! >= 0) continue;
      const mask = allowed(v);
      if (mask === 0) return "impossible";
      const count = popcount(mask);
      if (best < 0 || count < bestCount) {
        best = v;
        bestMask = mask;
        bestCount = count;
      }
    }
    if (best < 0) return visit(entity) ? "possible" : "impossible";
    for (let e = 0; e < n; e++) {
      if (!(bestMask & (1 << e))) continue;
      const next = choose(best, e);
      if (next === undefined) return "unknown";
      if (next !== "impossible") outcome = next;
      if (outcome === "possible") break;
    }
    return outcome;
  };

  for (const v of values) if (categoryOf(model, v) !== 0 && domain[v] === 0) return "impossible";
  if (!consistent() || !matchable()) return "impossible";
  return extend();
}

/** The category of each value id (categoryOf as a table), made once per model. */
const categoryTables = new WeakMap<Model, Uint16Array>();
function categoryTable(model: Model): Uint16Array {
  let table = categoryTables.get(model);
  if (!table) {
    table = Uint16Array.from({ length: model.size * model.categories.length }, (_, id) => categoryOf(model, id));
    categoryTables.set(model, table);
  }
  return table;
}

/** readsOf, worked out once per constraint (and size of grid: all it depends on besides the constraint). */
const readsCache = new WeakMap<Constraint, { size: number; reads: readonly number[] }>();
function readsOfCached(model: Model, c: Constraint): readonly number[] {
  let found = readsCache.get(c);
  if (found?.size !== model.size) readsCache.set(c, (found = { size: model.size, reads: readsOf(model, c) }));
  return found.reads;
}

/** Whether `constraints` can all hold under `premises` and `assumed`, and if so one such case. */
export function findCase(
  model: Model, constraints: readonly Constraint[], values: readonly number[], premises: readonly Fact[], assumed?: Fact, limit = BUDGET,
  meter?: Meter,
): Case {
  let found: Int32Array | undefined;
  const outcome = exploreCases(model, constraints, values, premises, assumed, (entity) => {
    found = entity.slice();
    return true;
  }, limit, meter);
  return outcome === "possible" ? { outcome, entity: found! } : { outcome };
}


/** For distinctEntities: the list each entity is matched to (-1: none), the entities looked at in one search, the lists. */
const owner = new Int32Array(32);
let seen = 0;
let matched: Int32Array = new Int32Array(0);

/**
 * Whether each of the first `k` lists (a bit mask of entities, of n) can
 * take a different entity: a bipartite matching by augmenting paths. Only
 * whether is asked, so the entities of a list are walked bit by bit, not
 * tried one number at a time.
 */
function distinctEntities(lists: Int32Array, k: number, n: number): boolean {
  let union = 0;
  for (let i = 0; i < k; i++) {
    const mask = lists[i]!;
    if (mask === 0) return false;
    union |= mask;
  }
  if (popcount(union) < k) return false;
  owner.fill(-1, 0, n);
  matched = lists;
  for (let i = 0; i < k; i++) {
    seen = 0;
    if (!augment(i)) return false;
  }
  return true;
}

/** Find list i an entity: a free one, or one whose list can move to another (depth first). */
function augment(i: number): boolean {
  let options = matched[i]! & ~seen;
  while (options !== 0) {
    const bit = options & -options;
    seen |= bit;
    const e = 31 - Math.clz32(bit);
    const other = owner[e]!;
    if (other < 0 || augment(other)) {
      owner[e] = i;
      return true;
    }
    options &= ~seen;
  }
  return false;
}
