/**
 * Values named in two categories. A puzzle may give two categories the same
 * value ("cat" is an animal and a type of pet), and a clue may name it with
 * no word to tell which ("The person who has a cat is Arnold"): the clue
 * then has two readings. cluegrid does what a careful person does:
 * - a phrase means one thing wherever it appears ("one sense per
 *   collocation"): values that could be in the same categories, with the
 *   same word just before or just after them, are read alike: "the cat
 *   lover" and "the dog lover", "owns a cat" and "owns a dog";
 * - the puzzle is meant to have exactly one solution: a reading under which
 *   the clues contradict each other, or allow more than one solution, is
 *   not the one meant.
 * It tries the readings (clue by clue, dropping a branch as soon as the
 * clues read so far contradict each other) and accepts an answer only when
 * every reading left gives the same single solution, with notes that say how
 * each value was read and why. Otherwise the values stay errors.
 */
import { compile } from "../compile/compile.js";
import type { Diagnostic } from "../parse/diagnostic.js";
import { assemble, type ClueOutcome, type ParseResult, type Prepared } from "../parse/puzzle.js";
import { choiceKey } from "../parse/resolve.js";
import { Grid } from "../solve/grid.js";
import { propagate } from "../solve/solver.js";
import { search } from "../solve/search.js";
import { Contradiction } from "../solve/step.js";

/** How many partial readings may be tried for one puzzle before giving up. */
const READINGS = 256;

/** How many grids the searches of all readings together may visit before giving up. */
const SEARCH_BUDGET = 20_000;

export interface Reading {
  parsed: ParseResult;
  /** How each value was read, and why, in words. */
  notes: string[];
}

/** Occurrences of one value that are read together: the same value in the same phrase. */
interface Group {
  /** Each place's value as written. */
  values: string[];
  places: Diagnostic[];
  categories: number[];
}

/** The one reading of a puzzle whose only errors are values that could be in several categories, if there is one. */
export function readAmbiguous(prepared: Prepared, first: ParseResult): Reading | undefined {
  if (first.errors.length === 0 || first.errors.some((e) => e.code !== "ambiguous-value" || !e.categories)) return undefined;
  // Each clue's meaning under each reading of its own values, worked out once.
  const memo = new Map<string, ClueOutcome>();
  const open = openValues(prepared, memo);
  if (!open) return undefined;
  const groups = collocations(prepared, open);
  let tried = 0;
  const budget = { nodes: SEARCH_BUDGET, exhausted: false };
  let contradictions = 0;
  let loose = 0;
  const answers: { choices: Map<string, number>; parsed: ParseResult; solution: string }[] = [];
  /** Read groups from `g` on, given `choices` for those before; false when the search must give up. */
  const explore = (g: number, choices: Map<string, number>): boolean => {
    if (++tried > READINGS) return false;
    const parsed = assemble(prepared, { choices, leaveOpen: true, memo });
    if (!parsed.puzzle) return false; // some other error: not ours to settle
    const grid = new Grid(compile(parsed.puzzle, parsed.clueText));
    if (g < groups.length) {
      // The simple rules are enough to drop most readings early; the full search waits for the leaves.
      if (contradicts(grid)) return ++contradictions > 0; // no reading from here can be meant
      const group = groups[g]!;
      return group.categories.every((category) => explore(g + 1, withReading(choices, group, category)));
    }
    const solutions = search(grid, 2, budget);
    if (budget.exhausted) return false;
    if (solutions.length === 0) return ++contradictions > 0;
    if (solutions.length > 1) return ++loose > 0; // a puzzle is meant to have one solution
    answers.push({ choices, parsed, solution: solutions[0]!.join(",") });
    return answers.every((a) => a.solution === answers[0]!.solution); // two answers: no need to look further
  };
  // explore stops (false) as soon as two answers differ.
  if (!explore(0, new Map()) || answers.length === 0) return undefined;

  const [chosen] = answers;
  const parsed = assemble(prepared, { choices: chosen!.choices });
  const notes = groups.map((group) => {
    const where = group.places.map((p) => `line ${p.line}, column ${p.column}`).join("; ");
    const category = prepared.categories[prepared.order[chosen!.choices.get(choiceKey(group.places[0]!))!]!]!.name;
    const values = [...new Set(group.values)].map((v) => `"${v}"`);
    return values.length === 1
      ? `${where}: ${values[0]} is read as the ${category} ${values[0]}`
      : `${where}: ${values.join(" and ")} are read as the ${category} ${values.join(" and ")}`;
  });
  const others = [
    contradictions > 0 ? "the clues contradict each other" : undefined,
    loose > 0 ? "they leave more than one solution" : undefined,
    answers.length > 1 ? "they give this same solution" : undefined,
  ].filter((x) => x !== undefined);
  const how = others.length > 1 ? `${others.slice(0, -1).join(", ")} or ${others.at(-1)}` : others[0];
  return { parsed, notes: [...notes, `read any other way, ${how}`] };
}

/** `choices`, with every place of `group` read in `category`. */
function withReading(choices: ReadonlyMap<string, number>, group: Group, category: number): Map<string, number> {
  return new Map([...choices, ...group.places.map((p): [string, number] => [choiceKey(p), category])]);
}

/** Whether the simple rules find that the clues contradict each other. */
function contradicts(grid: Grid): boolean {
  try {
    propagate(grid, { trial: false, groups: false });
    return false;
  } catch (error) {
    if (error instanceof Contradiction) return true;
    throw error;
  }
}

/** Every value a clue names that could be in several categories, in the order of the clues; undefined on any other error. */
function openValues(prepared: Prepared, memo: Map<string, ClueOutcome>): Diagnostic[] | undefined {
  const choices = new Map<string, number>();
  const found: Diagnostic[] = [];
  for (;;) {
    const parsed = assemble(prepared, { choices, leaveOpen: true, memo });
    if (parsed.errors.length > 0) return undefined;
    const fresh = (parsed.open ?? []).filter((d) => !choices.has(choiceKey(d)));
    if (fresh.length === 0) return parsed.puzzle ? found.sort((a, b) => a.line - b.line || a.column - b.column) : undefined;
    for (const d of fresh) {
      choices.set(choiceKey(d), d.categories![0]!);
      found.push(d);
    }
  }
}

/** Words skipped to find the word before a value ("the owner of a dog"). */
const ARTICLES = new Set(["a", "an", "the", "of"]);

/** The open values grouped by phrase: values of the same categories with the same word just before or just after them. */
function collocations(prepared: Prepared, open: Diagnostic[]): Group[] {
  const parent = open.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const seen = new Map<string, number>();
  const written = open.map((place, i) => {
    const tokens = prepared.clues.find((c) => c.tokens.some((t) => t.line === place.line && t.col === place.column))!.tokens;
    const at = tokens.findIndex((t) => t.line === place.line && t.col === place.column);
    let before = at - 1;
    while (before >= 0 && ARTICLES.has(tokens[before]!.text)) before--;
    const categories = place.categories!.join(",");
    const keys = [
      before >= 0 && tokens[before]!.type === "word" ? `${tokens[before]!.text} _ ${categories}` : undefined,
      tokens[at + 1]?.type === "word" ? `_ ${tokens[at + 1]!.text} ${categories}` : undefined,
    ];
    for (const key of keys) {
      if (key === undefined) continue;
      const other = seen.get(key);
      if (other === undefined) seen.set(key, i);
      else parent[root(i)] = root(other);
    }
    return tokens[at]!.original;
  });
  const groups = new Map<number, Group>();
  open.forEach((place, i) => {
    const group = groups.get(root(i));
    if (!group) groups.set(root(i), { values: [written[i]!], places: [place], categories: place.categories! });
    else {
      group.places.push(place);
      group.values.push(written[i]!);
    }
  });
  return [...groups.values()];
}
