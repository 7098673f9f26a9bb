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
  /** Set on a constraint two clues imply together, not one clue alone (see combine.ts). */
  derived?: Derivation;
}

/** How two clues imply a constraint: through a shared value `via`. */
export interface Derivation {
  /** chain: a < via (first clue) and via < b (second); same-offset: a and b are both d from via. */
  kind: "chain" | "same-offset" | "different-offset";
  from: [number, number];
  via: number;
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

/** a and b are exactly `distance` places apart, either way round. */
export interface ApartConstraint extends FromClue { kind: "apart"; a: number; b: number; distance: number }
/** x is (not) between a and b: in that order, or either way round. */
export interface BetweenConstraint extends FromClue {
  kind: "between"; x: number; a: number; b: number; inOrder: boolean; negated: boolean;
}
/**
 * On ordered category `category`: a's number is less than b's (by exactly
 * `difference` if set), `numbers` being that category's values measured in
 * the clue's unit.
 */
export interface CompareConstraint extends FromClue {
  kind: "compare"; a: number; b: number; category: number; numbers: readonly number[]; difference?: number; atLeast?: true; negated: boolean;
  /** b's number is exactly this many times a's (see the AST's Compare). */
  ratio?: number;
  /** The clue's own words for it, between its first thing written and the other (see the AST's Compare). */
  said?: { first: "a" | "b"; words: string };
}
/** x is y or z, and y and z are different entities. */
export interface EitherConstraint extends FromClue { kind: "either"; x: number; y: number; z: number }
/** Of a and b, one is c and the other d. */
export interface UnalignedConstraint extends FromClue { kind: "unaligned"; a: number; b: number; c: number; d: number }

export type Constraint =
  | SameConstraint | DifferConstraint | AtConstraint | AtEndConstraint | NextToConstraint | LeftOfConstraint
  | ApartConstraint | BetweenConstraint | CompareConstraint | EitherConstraint | UnalignedConstraint;

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

/** The value ids a constraint mentions. */
export function valuesOf(c: Constraint): number[] {
  switch (c.kind) {
    case "at": case "atEnd": return [c.x];
    case "between": return [c.x, c.a, c.b];
    case "either": return [c.x, c.y, c.z];
    case "unaligned": return [c.a, c.b, c.c, c.d];
    default: return [c.a, c.b];
  }
}

export const categoryOf = (model: Model, id: number): number => Math.floor(id / model.size);
export const indexOf = (model: Model, id: number): number => id % model.size;
export const valueId = (model: Model, category: number, value: number): number => category * model.size + value;
export const valueName = (model: Model, id: number): string =>
  model.categories[categoryOf(model, id)]!.values[indexOf(model, id)]!;

/** The value id a name stands for, case-insensitively ("Brit", or "3" for a position), if any. */
export function valueIdByName(model: Model, name: string): number | undefined {
  const wanted = name.trim().toLowerCase();
  const count = model.size * model.categories.length;
  for (let id = 0; id < count; id++) if (valueName(model, id).toLowerCase() === wanted) return id;
  return undefined;
}
