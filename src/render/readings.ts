/**
 * Values named in two categories. A puzzle may give two categories the same
 * value ("cat" is an animal and a type of pet), and a clue may name it with
 * no word to tell which ("The person who has a cat is Arnold"): the clue
 * then has two readings. cluegrid does what a careful person does: it tries
 * each reading of each such value, drops the readings under which the clues
 * contradict each other, and accepts an answer only when every reading left
 * gives the same single solution. Otherwise the values stay errors.
 *
 * Readings are tried one value at a time, in the order of the clues, and a
 * reading whose clues so far already contradict is not taken further; at
 * most READINGS puzzles are solved on the way.
 */
import { compile } from "../compile/compile.js";
import type { Diagnostic } from "../parse/diagnostic.js";
import { parse, type ParseResult } from "../parse/puzzle.js";
import { choiceKey } from "../parse/resolve.js";
import { solve } from "../solve/solve.js";
import { rowsOf } from "./report.js";

/** How many puzzles (whole or with the clues still open left out) may be solved to choose the readings. */
export const READINGS = 8;

export interface Reading {
  parsed: ParseResult;
  /** How each value was read, and why, in words. */
  notes: string[];
}

/** The one reading of a puzzle whose only errors are values that could be in several categories, if there is one. */
export function readAmbiguous(source: string, first: ParseResult): Reading | undefined {
  if (first.errors.length === 0 || first.errors.some((e) => e.code !== "ambiguous-value" || !e.categories)) return undefined;
  let solved = 0;
  const seen = new Map<string, Diagnostic>();
  const leaves: { choices: Map<string, number>; parsed: ParseResult; rows: string }[] = [];

  /** Read the open values under `choices`; false when the search must give up. */
  const explore = (choices: Map<string, number>): boolean => {
    if (++solved > READINGS) return false;
    const parsed = parse(source, { choices, leaveOpen: true });
    if (!parsed.puzzle) return false; // some other error: not ours to settle
    const result = solve(compile(parsed.puzzle, parsed.clueText));
    if (result.status === "contradiction") return true; // no reading from here can be meant
    const next = parsed.open![0];
    if (!next) {
      const rows = result.status === "solved" ? JSON.stringify(rowsOf(result.model, result.solutions[0]!)) : result.status;
      leaves.push({ choices, parsed, rows });
      return true;
    }
    seen.set(choiceKey(next), next);
    return next.categories!.every((category) => explore(new Map([...choices, [choiceKey(next), category]])));
  };

  // Each open value at least doubles the readings: give up at once when there are too many to try.
  // (Each of the first errors is one clue's first such value: the clues a reading leaves open.)
  if (2 ** (first.errors.length + 1) - 1 > READINGS) return undefined;
  if (!explore(new Map()) || leaves.length === 0) return undefined;
  const [chosen] = leaves;
  if (!leaves.every((l) => l.rows === chosen!.rows && l.rows.startsWith("["))) return undefined;
  const lines = source.split(/\r?\n/u);
  const notes = [...chosen!.choices].map(([key, category]) => {
    const d = seen.get(key)!;
    const word = lines[d.line - 1]!.slice(d.column - 1, d.column - 1 + d.length);
    return `line ${d.line}, column ${d.column}: "${word}" is read as the ${categoryName(chosen!.parsed, category)} "${word}"`;
  });
  const these = notes.length === 1 ? "this value" : "these values";
  const why = leaves.length === 1
    ? `read any other way, ${these} ${notes.length === 1 ? "makes" : "make"} the clues contradict each other`
    : `the other readings of ${these} that the clues allow give the same solution`;
  return { parsed: chosen!.parsed, notes: [...notes, why] };
}

/** The name of category `category` as the layout numbers them (the implied positions aside). */
function categoryName(parsed: ParseResult, category: number): string {
  return parsed.puzzle!.categories.filter((c) => !c.positional)[category]!.name;
}
