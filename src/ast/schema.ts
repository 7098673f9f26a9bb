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

/** "b is k houses after a" ("There are k-1 houses between a and b"), either side. */
export const Apart = z.object({
  kind: z.literal("apart"), ...clue, a: ValueRef, b: ValueRef, distance: z.number().int().positive(),
});
/** "x is somewhere between a and b" (inOrder: a left of x left of b; else either way round). */
export const Between = z.object({
  kind: z.literal("between"), ...clue, negated: z.boolean(), inOrder: z.boolean(), x: ValueRef, a: ValueRef, b: ValueRef,
});
/**
 * On an ordered category: a's value is less than b's ("a is younger than b"),
 * or exactly `difference` less ("a paid 20 dollars less than b").
 */
export const Compare = z.object({
  kind: z.literal("compare"), ...clue, negated: z.boolean(), category: z.number().int().nonnegative(),
  a: ValueRef, b: ValueRef, difference: z.number().positive().optional(),
  /** The difference is a least one: b's number is at least `difference` above a's ("at least 8 points more than"). */
  atLeast: z.literal(true).optional(),
  /** b's number is exactly this many times a's ("twice as old as": 2), never with a difference. */
  ratio: z.number().gt(1).optional(),
  /** The unit the difference is measured in, when the category's own is not it ("2 hours" on times of day). */
  unit: z.string().optional(),
  /**
   * The clue's own words for the comparison ("was 2 minutes slower than"),
   * between its first thing written (`first`: a or b) and the other, for
   * explanations in the clue's direction and units.
   */
  said: z.object({ first: z.enum(["a", "b"]), words: z.string() }).optional(),
});
/** "x is either y or z": x is one of the options, and the options are different entities. */
export const Either = z.object({ kind: z.literal("either"), ...clue, x: ValueRef, options: z.array(ValueRef).length(2) });
/**
 * "Neither a nor b is c": a, b and c are three different entities. That a and
 * b differ is what the words suggest, not what they say: `distinct: false`
 * drops it, where keeping it would make the clues contradict each other
 * (src/pipeline.ts).
 */
export const Neither = z.object({
  kind: z.literal("neither"), ...clue, items: z.array(ValueRef).length(2), other: ValueRef, distinct: z.boolean().optional(),
});
/** "Of a and b, one is c and the other is d": {a, b} and {c, d} pair up, one way or the other. */
export const Unaligned = z.object({
  kind: z.literal("unaligned"), ...clue, pair: z.array(ValueRef).length(2), values: z.array(ValueRef).length(2),
});
/** "a, b and c are all different": pairwise different entities. */
export const AllDifferent = z.object({ kind: z.literal("allDifferent"), ...clue, items: z.array(ValueRef).min(2) });

export const Clue = z.discriminatedUnion("kind", [
  Same, NotSame, AtPosition, AtEnd, NextTo, LeftOf, Apart, Between, Compare, Either, Neither, Unaligned, AllDifferent,
]);
export type Clue = z.infer<typeof Clue>;

export const Category = z.object({
  name: z.string(),
  /** The category line's words before the colon, when they say more than the name. */
  description: z.string().optional(),
  values: z.array(z.string()).min(1),
  /** Positions in a row: the implied category of positional puzzles. */
  positional: z.boolean(),
  /** The number each value stands for, when the category is ordered (ages, prices, years, positions). */
  numbers: z.array(z.number()).optional(),
  span: Span,
});
export type Category = z.infer<typeof Category>;

/**
 * How the answer to a question is said, in the question's own words:
 * "Who owns the fish?" → "<answer> owns the fish." (subject);
 * "Which pet does the drummer have?" → "The drummer has <answer>." (object);
 * "What color is the house of ...?" → "The house of ... is <answer>." (is).
 */
export const Saying = z.discriminatedUnion("form", [
  z.object({ form: z.literal("subject"), predicate: z.string() }),
  z.object({ form: z.literal("object"), subject: z.string(), verb: z.string(), aux: z.string() }),
  z.object({ form: z.literal("is"), subject: z.string() }),
]);
export type Saying = z.infer<typeof Saying>;

/**
 * A closing question ("Who owns the fish?"): what is asked (a category)
 * and about what (the value its referring phrase names).
 */
export const Question = z.object({
  /** The question as written. */
  text: z.string(),
  span: Span,
  /** The category whose value the question asks for. */
  asked: z.number().int().nonnegative(),
  /** The value the question is about ("the fish"; a place is a value of the position category). */
  about: ValueRef,
  saying: Saying,
  /** "Who sits directly left of Carl?": the one right beside `about` on this side, not `about` itself. */
  beside: z.enum(["left", "right"]).optional(),
  /**
   * How an answer names each value of the asked category, when its line
   * states the values in prose ("one plays the harp": "the person who plays
   * the harp").
   */
  names: z.array(z.string()).optional(),
  /** A place answer's words: its preposition ("in") and noun ("house"). */
  place: z.object({ prep: z.string(), noun: z.string() }).optional(),
});
export type Question = z.infer<typeof Question>;

/** A whole puzzle: its categories (a positional puzzle's position category first) and its clues. */
export const Puzzle = z.object({
  title: z.string().optional(),
  categories: z.array(Category).min(1),
  clues: z.array(Clue),
});
export type Puzzle = z.infer<typeof Puzzle>;
