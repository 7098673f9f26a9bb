/**
 * The board of a puzzle being generated: the categories (with the implied
 * Position category first in a positional puzzle), the built-in category
 * each one came from, and the hidden solution. The solution is an
 * assignment as the solver writes it: for every value id
 * (`category * size + value`), the entity it belongs to, entity r being
 * value r of category 0 (for a positional puzzle, position r + 1).
 */
import type { Category, ValueRef } from "../ast/schema.js";
import type { Random } from "./random.js";
import { CATEGORIES, NAME, type CategorySpec } from "./themes.js";

export interface Board {
  size: number;
  positional: boolean;
  /** The AST categories, exactly as the parser makes them from the header. */
  categories: Category[];
  /** The built-in category of each; undefined for the Position category. */
  specs: (CategorySpec | undefined)[];
  truth: Int32Array;
}

const SPAN = { line: 1, column: 1, length: 0 };

/** A value reference for the AST, placed nowhere (the generator's own clues). */
export const ref = (category: number, value: number): ValueRef => ({ type: "value", category, value, span: SPAN });

export const idOf = (board: Board, r: ValueRef): number => r.category * board.size + r.value;
export const refOf = (board: Board, id: number): ValueRef => ref(Math.floor(id / board.size), id % board.size);
/** The entity (row, or position index) a value belongs to. */
export const entityOf = (board: Board, r: ValueRef): number => board.truth[idOf(board, r)]!;

/** The value of category `category` that entity `entity` has. */
export function valueOf(board: Board, category: number, entity: number): ValueRef {
  for (let v = 0; v < board.size; v++) if (board.truth[category * board.size + v] === entity) return ref(category, v);
  throw new Error(`no value of category ${category} for entity ${entity}`);
}

/** The categories a clue may name (all but Position). */
export const named = (board: Board): number[] => board.categories.map((_, i) => i).filter((i) => board.specs[i] !== undefined);
/** The ordered categories a clue may compare on. */
export const ordered = (board: Board): number[] => named(board).filter((i) => board.specs[i]!.ordered !== undefined);

/** Whether `r` is the smallest (-1) or largest (+1) value of an ordered category, else 0. */
export function extremeOf(board: Board, r: ValueRef): -1 | 0 | 1 {
  const numbers = board.categories[r.category]!.numbers;
  if (!numbers || !board.specs[r.category]?.ordered) return 0;
  const n = numbers[r.value]!;
  return n === Math.min(...numbers) ? -1 : n === Math.max(...numbers) ? 1 : 0;
}

/** Which built-in categories a puzzle uses: Name, maybe an ordered one, the rest at random, no two that clash. */
export function chooseSpecs(rng: Random, count: number, positional: boolean, needOrdered: boolean): CategorySpec[] {
  const fits = CATEGORIES.filter((s) => s !== NAME && s.only !== (positional ? "grid" : "positional"));
  const chosen: CategorySpec[] = [NAME];
  const orderedPool = rng.shuffle(fits.filter((s) => s.ordered));
  if (count > 1 && (needOrdered || rng.chance(0.8))) chosen.push(orderedPool[0]!);
  for (const spec of rng.shuffle(fits)) {
    if (chosen.length >= count) break;
    if (chosen.includes(spec) || chosen.some((c) => c.clashes?.includes(spec.key))) continue;
    chosen.push(spec);
  }
  if (chosen.length < count) throw new Error(`at most ${chosen.length} categories are available`);
  // Name first (the rows of a grid puzzle follow it), the rest in random order.
  return [NAME, ...rng.shuffle(chosen.slice(1))];
}

/** `size` values of a spec: ordered ones ascending, others in alphabetical order. */
export function chooseValues(rng: Random, spec: CategorySpec, size: number): string[] {
  if (spec.pool.length < size) throw new Error(`category ${spec.name} has only ${spec.pool.length} values`);
  const picked = rng.sample(spec.pool, size);
  if (spec.ordered) return picked.sort((a, b) => Number(a.replace(/\D/gu, "")) - Number(b.replace(/\D/gu, "")));
  return picked.sort((a, b) => a.localeCompare(b, "en"));
}

/** A random solution: entity r has value r of category 0 and a random value of every other category. */
export function randomTruth(rng: Random, categories: number, size: number): Int32Array {
  const truth = new Int32Array(categories * size);
  for (let c = 0; c < categories; c++) {
    const order = c === 0 ? Array.from({ length: size }, (_, i) => i) : rng.shuffle(Array.from({ length: size }, (_, i) => i));
    order.forEach((entity, v) => (truth[c * size + v] = entity));
  }
  return truth;
}
