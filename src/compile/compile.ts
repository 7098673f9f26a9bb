/**
 * Compile the AST to the grid model: references become value ids, positions
 * become 0-based indexes, and the clues that are only sets of differences
 * (neither/nor, all different) become those differences.
 */
import { measure } from "../ast/quantity.js";
import type { Clue, Puzzle, ValueRef } from "../ast/schema.js";
import { combine } from "./combine.js";
import type { Constraint, Model } from "./model.js";

export function compile(puzzle: Puzzle, clueText: ReadonlyMap<number, string> = new Map()): Model {
  const size = puzzle.categories[0]!.values.length;
  const id = (ref: ValueRef): number => ref.category * size + ref.value;
  const positions = puzzle.categories.findIndex((c) => c.positional);
  const stated = puzzle.clues.flatMap((clue) => constraintsOf(clue, id, size, puzzle.categories));
  const constraints = [...stated, ...combine(stated)];
  return {
    categories: puzzle.categories.map((c) => ({ name: c.name, values: c.values, positional: c.positional })),
    size,
    positions,
    constraints,
    clueText,
  };
}

/** Pairwise differences among values, skipping pairs of one category (different anyway). */
function differences(ids: number[], clue: number, size: number): Constraint[] {
  const out: Constraint[] = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      if (Math.floor(ids[i]! / size) !== Math.floor(ids[j]! / size)) out.push({ kind: "differ", clue, a: ids[i]!, b: ids[j]! });
    }
  }
  return out;
}

function constraintsOf(clue: Clue, id: (ref: ValueRef) => number, size: number, categories: Puzzle["categories"]): Constraint[] {
  const from = { clue: clue.number };
  switch (clue.kind) {
    case "same": return [{ kind: "same", ...from, a: id(clue.a), b: id(clue.b) }];
    case "notSame": return [{ kind: "differ", ...from, a: id(clue.a), b: id(clue.b) }];
    case "atPosition": return [{ kind: "at", ...from, x: id(clue.subject), position: clue.place.position - 1, negated: clue.negated }];
    case "atEnd": return [{ kind: "atEnd", ...from, x: id(clue.subject), negated: clue.negated }];
    case "nextTo": return [{ kind: "nextTo", ...from, a: id(clue.a), b: id(clue.b), negated: clue.negated }];
    case "leftOf": return [{ kind: "leftOf", ...from, a: id(clue.a), b: id(clue.b), immediate: clue.immediate, negated: clue.negated }];
    case "apart": return [{ kind: "apart", ...from, a: id(clue.a), b: id(clue.b), distance: clue.distance }];
    case "between":
      return [{ kind: "between", ...from, x: id(clue.x), a: id(clue.a), b: id(clue.b), inOrder: clue.inOrder, negated: clue.negated }];
    case "compare":
      return [{
        kind: "compare", ...from, a: id(clue.a), b: id(clue.b), category: clue.category, negated: clue.negated,
        numbers: measure(categories[clue.category]!.values, clue.unit, categories[clue.category]!.name)!,
        ...(clue.difference !== undefined ? { difference: clue.difference } : {}),
        ...(clue.atLeast ? { atLeast: true as const } : {}),
        ...(clue.ratio !== undefined ? { ratio: clue.ratio } : {}),
        ...(clue.said !== undefined ? { said: clue.said } : {}),
      }];
    case "either": return [{ kind: "either", ...from, x: id(clue.x), y: id(clue.options[0]!), z: id(clue.options[1]!) }];
    case "neither": {
      const [a, b] = clue.items as [ValueRef, ValueRef];
      if (clue.distinct === false) return differences([id(a), id(clue.other)], clue.number, size).concat(differences([id(b), id(clue.other)], clue.number, size));
      return differences([id(a), id(b), id(clue.other)], clue.number, size);
    }
    case "unaligned": {
      const [a, b] = clue.pair as [ValueRef, ValueRef];
      const [c, d] = clue.values as [ValueRef, ValueRef];
      return [{ kind: "unaligned", ...from, a: id(a), b: id(b), c: id(c), d: id(d) }];
    }
    case "allDifferent": return differences(clue.items.map(id), clue.number, size);
  }
}
