/**
 * Compile the AST to the grid model: references become value ids, positions
 * become 0-based indexes, right-of is already left-of with sides swapped.
 */
import type { Clue, Puzzle, ValueRef } from "../ast/schema.js";
import type { Constraint, Model } from "./model.js";

export function compile(puzzle: Puzzle, clueText: ReadonlyMap<number, string> = new Map()): Model {
  const size = puzzle.categories[0]!.values.length;
  const id = (ref: ValueRef): number => ref.category * size + ref.value;
  const positions = puzzle.categories.findIndex((c) => c.positional);
  const constraints = puzzle.clues.map((clue): Constraint => constraintOf(clue, id));
  return {
    categories: puzzle.categories.map((c) => ({ name: c.name, values: c.values, positional: c.positional })),
    size,
    positions,
    constraints,
    clueText,
  };
}

function constraintOf(clue: Clue, id: (ref: ValueRef) => number): Constraint {
  const from = { clue: clue.number };
  switch (clue.kind) {
    case "same": return { kind: "same", ...from, a: id(clue.a), b: id(clue.b) };
    case "notSame": return { kind: "differ", ...from, a: id(clue.a), b: id(clue.b) };
    case "atPosition": return { kind: "at", ...from, x: id(clue.subject), position: clue.place.position - 1, negated: clue.negated };
    case "atEnd": return { kind: "atEnd", ...from, x: id(clue.subject), negated: clue.negated };
    case "nextTo": return { kind: "nextTo", ...from, a: id(clue.a), b: id(clue.b), negated: clue.negated };
    case "leftOf": return { kind: "leftOf", ...from, a: id(clue.a), b: id(clue.b), immediate: clue.immediate, negated: clue.negated };
  }
}
