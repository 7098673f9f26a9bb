/**
 * The grid model: categories with integer ids and the constraints that clues
 * impose, over value ids. Value `v` of category `c` has id `c * size + v`.
 * A positional puzzle's position category is category 0 and its values are
 * the positions 1..N in order, so a position's index is its value index.
 */

export interface ModelCategory {
  name: string;
  values: readonly string[];
  /** The implied row of positions ("houses in a row"). */
  positional: boolean;
}

/** Each constraint keeps the number of the clue it came from. */
interface FromClue {
  clue: number;
}

/** a and b belong to the same entity. */
export interface SameConstraint extends FromClue { kind: "same"; a: number; b: number }
/** a and b belong to different entities. */
export interface DifferConstraint extends FromClue { kind: "differ"; a: number; b: number }
/** x is (not) at position index `position` (0-based). */
export interface AtConstraint extends FromClue { kind: "at"; x: number; position: number; negated: boolean }
/** x is (not) at the first or the last position. */
export interface AtEndConstraint extends FromClue { kind: "atEnd"; x: number; negated: boolean }
/** a and b are (not) in adjacent positions. */
export interface NextToConstraint extends FromClue { kind: "nextTo"; a: number; b: number; negated: boolean }
/** a is (not) left of b: immediately (pos b = pos a + 1) or somewhere (pos a < pos b). */
export interface LeftOfConstraint extends FromClue {
  kind: "leftOf"; a: number; b: number; immediate: boolean; negated: boolean;
}

export type Constraint =
  | SameConstraint | DifferConstraint | AtConstraint | AtEndConstraint | NextToConstraint | LeftOfConstraint;

export interface Model {
  categories: readonly ModelCategory[];
  /** Values per category. */
  size: number;
  /** Index of the position category, or -1 for a puzzle without one. */
  positions: number;
  constraints: readonly Constraint[];
  /** Clue texts by clue number, for explanations. */
  clueText: ReadonlyMap<number, string>;
}

export const categoryOf = (model: Model, id: number): number => Math.floor(id / model.size);
export const indexOf = (model: Model, id: number): number => id % model.size;
export const valueId = (model: Model, category: number, value: number): number => category * model.size + value;
export const valueName = (model: Model, id: number): string =>
  model.categories[categoryOf(model, id)]!.values[indexOf(model, id)]!;
