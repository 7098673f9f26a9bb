/**
 * Reading generated sentences back with the project's own parser: a
 * sentence is kept only if `parse` reads it, alone under the puzzle's
 * category lines, to exactly the meaning it was written for. A positional
 * puzzle's sentences are read beside a fixed place clue, so that the
 * Position category is there and every category index matches the puzzle's.
 */
import type { Category, Clue } from "../ast/schema.js";
import { parse } from "../parse/puzzle.js";
import { describeClue } from "../parse/wording.js";

export class Reader {
  /** The categories as the parser makes them (Position first when positional). */
  readonly categories: Category[];
  private readonly anchor: string;

  constructor(readonly header: string, positional: boolean, anchor: string) {
    this.anchor = positional ? `\n2. ${anchor}\n` : "\n";
    const parsed = parse(`${header}\n1. ${anchor}${this.anchor}`);
    if (!parsed.puzzle) throw new Error(`the header does not parse: ${parsed.errors.map((e) => e.message).join("; ")}`);
    if (parsed.puzzle.categories[0]!.positional !== positional) throw new Error("the anchor clue does not make the puzzle positional");
    this.categories = parsed.puzzle.categories;
  }

  /** The clues one sentence says, or why it cannot be used: the parser's error, or a row left out of a positional puzzle. */
  read(sentence: string): { clues: Clue[] } | { error: string } {
    const parsed = parse(`${this.header}\n1. ${sentence}${this.anchor}`);
    if (!parsed.puzzle) return { error: parsed.errors.map((e) => e.message).join("; ") };
    if (parsed.puzzle.categories.length !== this.categories.length) return { error: "read without the row of places" };
    return { clues: parsed.puzzle.clues.filter((c) => c.number === 1) };
  }

  /** A reading in words, for reports of misread sentences. */
  describe(clues: readonly Clue[]): string {
    return clues.map((c) => describeClue(c, this.categories)).join("; ");
  }
}

/** A clue without its place and number, symmetric parts sorted: two clues mean the same iff their keys are equal. */
export function meaningKey(clues: readonly Clue[]): string {
  const v = (r: { category: number; value: number }): string => `${r.category}:${r.value}`;
  const set = (refs: readonly { category: number; value: number }[]): string => refs.map(v).sort().join(",");
  const keys = clues.map((c): string => {
    switch (c.kind) {
      case "same": case "notSame": return `${c.kind}(${set([c.a, c.b])})`;
      case "atPosition": return `at(${v(c.subject)},${c.place.position},${c.negated})`;
      case "atEnd": return `end(${v(c.subject)},${c.negated})`;
      case "nextTo": return `next(${set([c.a, c.b])},${c.negated})`;
      case "leftOf": return `left(${v(c.a)},${v(c.b)},${c.immediate},${c.negated})`;
      case "apart": return `apart(${set([c.a, c.b])},${c.distance})`;
      case "between": return `between(${v(c.x)},${c.inOrder ? `${v(c.a)},${v(c.b)}` : set([c.a, c.b])},${c.inOrder},${c.negated})`;
      case "compare": return `compare(${c.category},${v(c.a)},${v(c.b)},${c.difference ?? "-"},${c.negated})`;
      case "either": return `either(${v(c.x)},${set(c.options)})`;
      case "neither": return `neither(${set(c.items)},${v(c.other)})`;
      case "unaligned": return `unaligned(${[set(c.pair), set(c.values)].sort().join("|")})`;
      case "allDifferent": return `different(${set(c.items)})`;
    }
  });
  return keys.sort().join(";");
}
