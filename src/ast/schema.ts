/**
 * The constraint AST: what each clue says, in terms of the puzzle's values.
 * Zod schemas are the single definition; the TypeScript types are inferred
 * from them, and the parser's output is validated against them.
 */
import { z } from "zod";

/** Where a node came from: 1-based line and column, and its length. */
export const Span = z.object({
  line: z.number().int().positive(),
  column: z.number().int().positive(),
  length: z.number().int().nonnegative(),
});
export type Span = z.infer<typeof Span>;

/** A category value, named by its category's index and its own index. */
export const ValueRef = z.object({
  type: z.literal("value"),
  category: z.number().int().nonnegative(),
  value: z.number().int().nonnegative(),
  span: Span,
});

/** A place in the row: 1-based, or counted from the end ("last" is -1). */
export const PositionRef = z.object({
  type: z.literal("position"),
  /** 1..N from the left, or -1 for the last, or 0 for the middle. */
  position: z.number().int(),
  span: Span,
});

/** "one of the ends": the first or the last place in the row. */
export const EndRef = z.object({
  type: z.literal("end"),
  span: Span,
});

export const Ref = z.discriminatedUnion("type", [ValueRef, PositionRef, EndRef]);
export type ValueRef = z.infer<typeof ValueRef>;
export type PositionRef = z.infer<typeof PositionRef>;
export type EndRef = z.infer<typeof EndRef>;
export type Ref = z.infer<typeof Ref>;

const clue = {
  /** The clue's number as printed (or its rank). */
  number: z.number().int(),
  span: Span,
};

/** "The Brit lives in the Red house." — a and b are the same entity. */
export const Same = z.object({ kind: z.literal("same"), ...clue, a: ValueRef, b: ValueRef });
/** "The Dane does not drink milk." — a and b are different entities. */
export const NotSame = z.object({ kind: z.literal("notSame"), ...clue, a: ValueRef, b: ValueRef });
/** "The Norwegian lives in the first house." (negated: "is not in ...") */
export const AtPosition = z.object({
  kind: z.literal("atPosition"), ...clue, negated: z.boolean(), subject: ValueRef, place: PositionRef,
});
/** "Brooke is at one of the ends." (negated: "is not at either end") */
export const AtEnd = z.object({
  kind: z.literal("atEnd"), ...clue, negated: z.boolean(), subject: ValueRef, place: EndRef,
});
/** "The Norwegian lives next to the Blue house." (negated: "not next to") */
export const NextTo = z.object({
  kind: z.literal("nextTo"), ...clue, negated: z.boolean(), a: ValueRef, b: ValueRef,
});
/** "a is (immediately | somewhere) to the left of b"; right-of clues swap a and b. */
export const LeftOf = z.object({
  kind: z.literal("leftOf"), ...clue, negated: z.boolean(), immediate: z.boolean(), a: ValueRef, b: ValueRef,
});

export const Clue = z.discriminatedUnion("kind", [Same, NotSame, AtPosition, AtEnd, NextTo, LeftOf]);
export type Clue = z.infer<typeof Clue>;
export type ClueKind = Clue["kind"];

export const Category = z.object({
  name: z.string(),
  values: z.array(z.string()).min(1),
  /** Positions in a row: the implied category of positional puzzles. */
  positional: z.boolean(),
  span: Span,
});
export type Category = z.infer<typeof Category>;

/** A whole puzzle: its categories (a positional puzzle's position category first) and its clues. */
export const Puzzle = z.object({
  title: z.string().optional(),
  categories: z.array(Category).min(1),
  clues: z.array(Clue),
});
export type Puzzle = z.infer<typeof Puzzle>;
