/**
 * Readings: what the grammar's postprocessors build. A reading is one way to
 * understand a clue sentence: a relation between two referring phrases. The
 * grammar only calls these small typed builders; turning a reading into a
 * checked AST clue happens afterwards, in `clue.ts`.
 */
import type { Token } from "moo";

/** A phrase that picks out one thing in the puzzle. */
export type Phrase =
  | { type: "value"; token: Token }
  | { type: "position"; position: number; first: Token; last: Token }
  | { type: "end"; first: Token; last: Token };

export type Relation = "same" | "nextTo" | "leftOf" | "rightOf";

/** The verb phrase between two referring phrases. */
export interface Link {
  relation: Relation;
  negated: boolean;
  /** For left/right: immediately next to, not just somewhere on that side. */
  immediate: boolean;
}

export interface Reading extends Link {
  a: Phrase;
  b: Phrase;
}

type Maybe<T> = T | null | undefined;

export const phrase = {
  value: (token: Token): Phrase => ({ type: "value", token }),
  /** "the third house" (from the left), "the second house on the right" (fromRight). */
  ordinal: (ordinal: Token, last: Token, fromRight = false): Phrase => {
    const n = ordinalNumber(ordinal);
    return { type: "position", position: fromRight ? -n : n, first: ordinal, last };
  },
  /** "the middle house", "the centre". */
  middle: (first: Token, last: Token): Phrase => ({ type: "position", position: 0, first, last }),
  /** "house 3", "position 2". */
  numbered: (first: Token, number: Token): Phrase =>
    ({ type: "position", position: Number(number.value), first, last: number }),
  end: (first: Token, last: Token): Phrase => ({ type: "end", first, last }),
};

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

/** "first" is 1, "3rd" is 3, "last" is -1 (the first from the right). */
function ordinalNumber(token: Token): number {
  if (token.value === "last") return -1;
  const word = ORDINALS.indexOf(token.value);
  return word >= 0 ? word + 1 : Number.parseInt(token.value, 10);
}

export const link = {
  same: (negation: Maybe<unknown>): Link => ({ relation: "same", negated: negation != null, immediate: false }),
  nextTo: (): Link => ({ relation: "nextTo", negated: false, immediate: true }),
  /** "left"/"right" of, or "before"/"after", with its adverb if any. */
  side: (adverb: Maybe<Token>, side: Token): Link => ({
    relation: side.value === "left" || side.value === "before" ? "leftOf" : "rightOf",
    negated: false,
    immediate: adverb != null && adverb.value !== "somewhere",
  }),
  negate: (negation: Maybe<unknown>, inner: Link): Link => ({ ...inner, negated: negation != null }),
};

export const reading = (a: Phrase, l: Link, b: Phrase): Reading => ({ ...l, a, b });
