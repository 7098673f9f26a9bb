/**
 * Random facts about a hidden solution, one per clue kind of
 * ../shared/CLUES.md, as clues of the AST (before any English is written).
 * Every fact made here is true of the solution; the generator keeps only
 * those that are false of a rival solution it wants to rule out.
 */
import type { Clue, ValueRef } from "../ast/schema.js";
import { entityOf, extremeOf, named, ordered, ref, refOf, valueOf, type Board } from "./board.js";
import type { Random } from "./random.js";

/** The clue kinds the generator can write, by the names `--kinds` takes. */
export const KINDS = [
  "same", "not-same", "at-position", "not-at-position", "at-end", "immediately", "somewhere", "next-to",
  "between", "apart", "superlative", "comparative", "offset", "either-or", "neither-nor", "unaligned", "all-different",
] as const;
export type Kind = (typeof KINDS)[number];

/** Kinds that speak of places in the row (they make a puzzle positional). */
export const PLACE_KINDS: readonly Kind[] = ["at-position", "not-at-position", "at-end", "immediately", "somewhere", "next-to", "between", "apart"];
/** Kinds that tell left from right (a row needs one, or its mirror image is a second solution). */
export const SIDED_KINDS: readonly Kind[] = ["at-position", "not-at-position", "immediately", "somewhere", "between"];
/** Kinds that need an ordered category. */
export const ORDER_KINDS: readonly Kind[] = ["superlative", "comparative", "offset"];

/** A clue to write: its meaning, and the value (if any) to name by a superlative ("the oldest person"). */
export interface Fact {
  kind: Kind;
  clue: Clue;
  superlative?: ValueRef;
}

const BASE = { number: 1, span: { line: 1, column: 1, length: 0 } };

/**
 * Picks values, preferring those in `focus` (the value ids where the
 * solution and a rival differ), so that a new fact is likely to tell them apart.
 */
class Picker {
  constructor(readonly board: Board, readonly rng: Random, readonly focus: readonly number[]) {}

  /** Any named value; from the focus most of the time. */
  any(): ValueRef {
    const { board, rng } = this;
    if (this.focus.length > 0 && rng.chance(0.8)) return refOf(board, rng.pick(this.focus));
    return ref(rng.pick(named(board)), rng.int(board.size));
  }

  /** A named category other than those given. */
  otherCategory(...not: number[]): number | undefined {
    const left = named(this.board).filter((c) => !not.includes(c));
    return left.length > 0 ? this.rng.pick(left) : undefined;
  }

  /** A value of entity `entity` in a named category other than those given. */
  of(entity: number, ...not: number[]): ValueRef | undefined {
    const c = this.otherCategory(...not);
    return c === undefined ? undefined : valueOf(this.board, c, entity);
  }
}

/** A true fact of the kind, or undefined when the board has none (too few categories, no row, ...). */
export function randomFact(kind: Kind, board: Board, rng: Random, focus: readonly number[]): Fact | undefined {
  if (PLACE_KINDS.includes(kind) && !board.positional) return undefined;
  const pick = new Picker(board, rng, focus);
  const n = board.size;
  const e = (r: ValueRef): number => entityOf(board, r);
  /** Two values of entities that satisfy `test`, tried a few times. */
  const pair = (test: (ea: number, eb: number) => boolean): [ValueRef, ValueRef] | undefined => {
    for (let i = 0; i < 20; i++) {
      const a = pick.any();
      const b = ref(rng.pick(named(board)), rng.int(n));
      if (a.category === b.category && a.value === b.value) continue;
      if (test(e(a), e(b))) return rng.chance(0.5) || !test(e(b), e(a)) ? [a, b] : [b, a];
    }
    return undefined;
  };
  const fact = (clue: Clue, superlative?: ValueRef): Fact => ({ kind, clue, ...(superlative ? { superlative } : {}) });

  switch (kind) {
    case "same": {
      const a = pick.any();
      const b = pick.of(e(a), a.category);
      return b && fact({ kind: "same", ...BASE, a, b });
    }
    case "not-same": {
      const p = pair((x, y) => x !== y);
      return p && p[0].category !== p[1].category ? fact({ kind: "notSame", ...BASE, a: p[0], b: p[1] }) : undefined;
    }
    case "at-position": {
      const x = pick.any();
      return fact({ kind: "atPosition", ...BASE, negated: false, subject: x, place: { type: "position", position: e(x) + 1, span: BASE.span } });
    }
    case "not-at-position": {
      const x = pick.any();
      const others = Array.from({ length: n }, (_, i) => i).filter((i) => i !== e(x));
      const position = rng.pick(others) + 1;
      return fact({ kind: "atPosition", ...BASE, negated: true, subject: x, place: { type: "position", position, span: BASE.span } });
    }
    case "at-end": {
      const x = pick.any();
      if (e(x) !== 0 && e(x) !== n - 1) return undefined;
      return fact({ kind: "atEnd", ...BASE, negated: false, subject: x, place: { type: "end", span: BASE.span } });
    }
    case "immediately": case "somewhere": {
      const immediate = kind === "immediately";
      const p = pair((x, y) => (immediate ? y === x + 1 : y > x));
      if (!p) return undefined;
      const [a, b] = e(p[0]) < e(p[1]) ? p : [p[1], p[0]];
      return fact({ kind: "leftOf", ...BASE, negated: false, immediate, a, b });
    }
    case "next-to": {
      const p = pair((x, y) => Math.abs(x - y) === 1);
      return p && fact({ kind: "nextTo", ...BASE, negated: false, a: p[0], b: p[1] });
    }
    case "apart": {
      const p = pair((x, y) => Math.abs(x - y) >= 2 && Math.abs(x - y) <= 4);
      return p && fact({ kind: "apart", ...BASE, a: p[0], b: p[1], distance: Math.abs(e(p[0]) - e(p[1])) });
    }
    case "between": {
      const x = pick.any();
      if (e(x) === 0 || e(x) === n - 1) return undefined;
      const a = valueOf(board, rng.pick(named(board)), rng.int(e(x)));
      const b = valueOf(board, rng.pick(named(board)), e(x) + 1 + rng.int(n - e(x) - 1));
      return fact({ kind: "between", ...BASE, negated: false, inOrder: true, x, a, b });
    }
    case "superlative": return superlative(board, rng, pick);
    case "comparative": case "offset": {
      const categories = ordered(board);
      if (categories.length === 0) return undefined;
      const category = rng.pick(categories);
      const numbers = board.categories[category]!.numbers!;
      const p = pair((x, y) => x !== y);
      if (!p) return undefined;
      // Name each entity by a value outside the compared category.
      const [a, b] = p.map((r) => (r.category === category ? pick.of(e(r), category) : r));
      if (!a || !b || (a.category === b.category && a.value === b.value)) return undefined;
      const na = numbers[valueOf(board, category, e(a)).value]!;
      const nb = numbers[valueOf(board, category, e(b)).value]!;
      const [small, big] = na < nb ? [a, b] : [b, a];
      const difference = kind === "offset" ? Math.abs(nb - na) : undefined;
      return fact({ kind: "compare", ...BASE, negated: false, category, a: small, b: big, ...(difference !== undefined ? { difference } : {}) });
    }
    case "either-or": {
      const x = pick.any();
      const y = pick.of(e(x), x.category);
      const z = y && pick.otherCategory(x.category);
      if (!y || z === undefined) return undefined;
      const wrong = valueOf(board, z, (e(x) + 1 + rng.int(n - 1)) % n);
      const options = rng.chance(0.5) ? [y, wrong] : [wrong, y];
      return fact({ kind: "either", ...BASE, x, options });
    }
    case "neither-nor": {
      const other = pick.any();
      const p = pair((x, y) => x !== y && x !== e(other) && y !== e(other));
      if (!p || p.some((r) => r.category === other.category)) return undefined;
      return fact({ kind: "neither", ...BASE, items: p, other });
    }
    case "unaligned": {
      const p = pair((x, y) => x !== y);
      if (!p) return undefined;
      const c1 = pick.otherCategory(p[0].category, p[1].category);
      if (c1 === undefined) return undefined;
      const c2 = rng.chance(0.6) ? c1 : pick.otherCategory(p[0].category, p[1].category) ?? c1;
      const values = [valueOf(board, c1, e(p[0])), valueOf(board, c2, e(p[1]))];
      return fact({ kind: "unaligned", ...BASE, pair: p, values: rng.chance(0.5) ? values : values.reverse() });
    }
    case "all-different": {
      const categories = rng.shuffle(named(board));
      const k = Math.min(categories.length, n, rng.chance(0.6) ? 3 : 4);
      if (k < 3) return undefined;
      const entities = rng.sample(Array.from({ length: n }, (_, i) => i), k);
      const items = entities.map((entity, i) => valueOf(board, categories[i]!, entity));
      return fact({ kind: "allDifferent", ...BASE, items });
    }
  }
}

/** A fact about the smallest or largest value of an ordered category, which the English names by a superlative. */
function superlative(board: Board, rng: Random, pick: Picker): Fact | undefined {
  const categories = ordered(board);
  if (categories.length === 0) return undefined;
  const category = rng.pick(categories);
  const numbers = board.categories[category]!.numbers!;
  const target = rng.chance(0.5) ? Math.max(...numbers) : Math.min(...numbers);
  const x = ref(category, numbers.indexOf(target));
  if (extremeOf(board, x) === 0) return undefined;
  const e = entityOf(board, x);
  const kind = "superlative" as const;
  const choice = rng.int(board.positional ? 4 : 2);
  if (choice === 0) {
    const b = pick.of(e, category);
    return b && { kind, clue: { kind: "same", ...BASE, a: x, b }, superlative: x };
  }
  if (choice === 1) {
    const c = pick.otherCategory(category);
    if (c === undefined) return undefined;
    const b = valueOf(board, c, (e + 1 + rng.int(board.size - 1)) % board.size);
    return { kind, clue: { kind: "notSame", ...BASE, a: x, b }, superlative: x };
  }
  if (choice === 2) {
    const place = { type: "position" as const, position: e + 1, span: BASE.span };
    return { kind, clue: { kind: "atPosition", ...BASE, negated: false, subject: x, place }, superlative: x };
  }
  const neighbours = [e - 1, e + 1].filter((p) => p >= 0 && p < board.size);
  const c = pick.otherCategory(category);
  if (c === undefined) return undefined;
  const b = valueOf(board, c, rng.pick(neighbours));
  return { kind, clue: { kind: "nextTo", ...BASE, negated: false, a: x, b }, superlative: x };
}
