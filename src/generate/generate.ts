/**
 * Make a new puzzle from a seed: pick categories and a hidden solution, add
 * true clues until the solution is the only one (each new clue rules out a
 * rival solution that the complete search found), then drop every clue the
 * others make redundant. The finished text is solved again from scratch, and
 * an attempt whose status or difficulty is not the one asked for is thrown
 * away for the next attempt, whose random numbers depend only on the seed
 * and the attempt's number. The same seed and options always give the same
 * puzzle, byte for byte.
 */
import type { Category, Clue } from "../ast/schema.js";
import { compile } from "../compile/compile.js";
import { rate, type Rating } from "../explain/rating.js";
import { parse } from "../parse/puzzle.js";
import { rowsOf } from "../render/report.js";
import { Grid } from "../solve/grid.js";
import { propagate } from "../solve/solver.js";
import { search } from "../solve/search.js";
import { Contradiction, OPEN } from "../solve/step.js";
import { holds, type Assignment } from "../solve/semantics.js";
import { solve } from "../solve/solve.js";
import { chooseSpecs, chooseValues, named, randomTruth, type Board } from "./board.js";
import { KINDS, ORDER_KINDS, PLACE_KINDS, randomFact, SIDED_KINDS, type Kind } from "./facts.js";
import { Random } from "./random.js";
import { meaningKey, Reader } from "./reader.js";
import { sentences } from "./sentences.js";
import { words } from "./themes.js";

export type Difficulty = "easy" | "hard";

export interface GenerateOptions {
  seed: number;
  /** Categories, not counting the implied Position category. */
  categories: number;
  /** Values per category. */
  size: number;
  positional?: boolean;
  /** Clue kinds to draw from (default: all that fit the puzzle). */
  kinds?: readonly Kind[];
  difficulty?: Difficulty;
  /** How many attempts before giving up (default 60). */
  attempts?: number;
}

export interface Solution {
  header: string[];
  rows: string[][];
}

export interface Generated {
  text: string;
  solution: Solution;
  /** The attempt that succeeded (0-based). */
  attempt: number;
  clues: number;
  /** The kind of each clue, in the order printed. */
  kinds: Kind[];
  rating: Rating;
  /** Sentences the parser read differently from what they were written for (grammar gaps), kept for tests. */
  misread: string[];
  /** Why each earlier attempt was thrown away. */
  rejected: Rejected[];
}

/** An attempt thrown away: why, and its text when it got that far. */
export interface Rejected {
  attempt: number;
  reason: string;
  text?: string;
}

export const LIMITS = { minCategories: 2, maxCategories: 10, minSize: 3, maxSize: 10 } as const;

/** How often each kind is tried, by difficulty: easy puzzles lean on direct clues, hard ones on indirect. */
function weights(difficulty: Difficulty | undefined): Record<Kind, number> {
  const base: Record<Kind, number> = {
    "same": 1, "not-same": 2, "at-position": 1, "not-at-position": 1, "at-end": 1, "immediately": 1.5, "somewhere": 1.5,
    "next-to": 1.5, "between": 1, "apart": 1, "superlative": 1, "comparative": 2, "offset": 1.5, "either-or": 1.5,
    "neither-nor": 1, "unaligned": 1, "all-different": 0.7,
  };
  if (difficulty === "easy") Object.assign(base, { "same": 4, "at-position": 3, "superlative": 2, "immediately": 2 });
  if (difficulty === "hard") Object.assign(base, { "same": 0.3, "at-position": 0.3, "comparative": 3, "either-or": 3, "neither-nor": 2, "unaligned": 2, "somewhere": 2.5 });
  return base;
}

/** One chosen clue: its sentence and what the parser read in it. */
interface Entry {
  sentence: string;
  clues: Clue[];
  kind: Kind;
}

/** Why no puzzle was made; `usage` when the options themselves are wrong. */
export class GenerateError extends Error {
  constructor(message: string, readonly usage = false) {
    super(message);
  }
}

export function generate(options: GenerateOptions): Generated {
  const { categories: count, size } = options;
  if (count < LIMITS.minCategories || count > LIMITS.maxCategories || size < LIMITS.minSize || size > LIMITS.maxSize) {
    throw new GenerateError(`size ${count}x${size} is out of range: categories ${LIMITS.minCategories}..${LIMITS.maxCategories}, values ${LIMITS.minSize}..${LIMITS.maxSize}`, true);
  }
  const kinds = options.kinds ?? KINDS;
  const positional = options.positional ?? options.kinds?.some((k) => PLACE_KINDS.includes(k)) ?? false;
  const usable = kinds.filter((k) => positional || !PLACE_KINDS.includes(k));
  if (usable.length === 0) throw new GenerateError("no clue kind fits a puzzle without a row: add --positional or other kinds", true);
  if (positional && !usable.some((k) => SIDED_KINDS.includes(k))) {
    // With only such kinds as "next to", the row read right to left is a second solution.
    throw new GenerateError(`a row needs a clue kind that tells left from right: one of ${SIDED_KINDS.join(", ")}`, true);
  }
  const misread: string[] = [];
  const rejected: Rejected[] = [];
  const weight = weights(options.difficulty);
  const attempts = options.attempts ?? 60;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const rng = Random.derive(options.seed, count, size, positional ? 1 : 0, attempt);
    const board = makeBoard(rng, count, size, positional, usable.some((k) => ORDER_KINDS.includes(k)));
    const { board: b, reader } = board;
    const choices = usable.map((k) => [k, weight[k]] as const);
    let entries = build(b, reader, rng, choices, misread);
    if (entries && options.difficulty === "easy") entries = ease(b, reader, rng, choices, entries, misread);
    if (!entries) {
      rejected.push({ attempt, reason: "the kinds could not single out the solution" });
      continue;
    }
    // Easy puzzles keep the clues the rules need to finish without trial and error; others only those uniqueness needs.
    trim(rng, entries, options.difficulty === "easy" ? (list) => easy(b, list) : (list) => unique(b, list));
    const order = rng.shuffle(entries);
    const text = `${board.header}\n${order.map((e, i) => `${i + 1}. ${e.sentence}`).join("\n")}\n`;
    const checked = check(text, b.truth, options.difficulty);
    if (typeof checked === "string" || !fits(checked.rating, options.difficulty)) {
      rejected.push({ attempt, reason: typeof checked === "string" ? checked : `rated ${checked.rating.difficulty}`, text });
      continue;
    }
    return { text, solution: checked.solution, attempt, clues: order.length, kinds: order.map((e) => e.kind), rating: checked.rating, misread, rejected };
  }
  throw new GenerateError(`no ${options.difficulty ?? ""} puzzle of this size and these kinds after ${attempts} attempts; try another seed`.replace("  ", " "));
}

/** Whether a rating meets the difficulty asked for: easy needs no trial and error; hard needs the advanced rules (rated hard or very hard). */
export function fits(rating: Rating, difficulty: Difficulty | undefined): boolean {
  if (difficulty === "easy") return rating.trials === 0;
  if (difficulty === "hard") return rating.difficulty === "hard" || rating.difficulty === "very hard";
  return true;
}

/** "a, b and c". */
const list = (items: string[]): string => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);

const TITLES = {
  positional: ["Houses on Linden Street", "The Cottages of Elm Row", "Neighbours on Quay Lane", "A Row of Painted Houses"],
  grid: ["The Thursday Club", "Members of the Society", "The Weekend Workshop", "Friends of the Library"],
};

/** A new board: categories, values, the header text, a reader for it and a hidden solution. */
export function makeBoard(rng: Random, count: number, size: number, positional: boolean, needOrdered: boolean) {
  const specs = chooseSpecs(rng, count, positional, needOrdered);
  const values = specs.map((spec) => chooseValues(rng, spec, size));
  const title = rng.pick(positional ? TITLES.positional : TITLES.grid);
  const people = words(size).replace(/^./u, (c) => c.toUpperCase());
  const intro = positional
    ? `${people} neighbours live side by side in a row of ${words(size)} houses, numbered 1 to ${size} from left to right.`
    : `${people} members each have a different ${list(specs.slice(1).map((s) => s.noun ?? s.name.toLowerCase()))}.`;
  const lines = specs.map((spec, i) => `${spec.name}: ${values[i]!.join(", ")}`);
  const header = `${title}\n\n${intro}\n\n${lines.join("\n")}\n`;
  const anchor = positional ? `${values[0]![0]} lives in the first house.` : `${values[0]![0]} ${specs[1]!.has[0]!(values[1]![0]!)}.`;
  const reader = new Reader(header, positional, anchor);
  const categories = reader.categories;
  const board: Board = {
    size, positional, categories,
    specs: positional ? [undefined, ...specs] : specs,
    truth: randomTruth(rng, categories.length, size),
  };
  return { board, reader, header };
}

/** The model of a puzzle with these categories and clues. */
const modelOf = (categories: Category[], clues: readonly Clue[]) => compile({ categories, clues: [...clues] });

/** Grids the search for two solutions may visit while a puzzle is made: past it, the clues count as not enough. */
const SEARCH_BUDGET = 5000;

/**
 * Up to two solutions of the chosen clues (the complete search, no
 * explanation kept), and whether the search saw every case: a large puzzle
 * with few clues can take long to prove unique, and is then given more clues.
 */
function solutionsOf(board: Board, entries: readonly Entry[]): { found: Assignment[]; complete: boolean } {
  const clues = entries.flatMap((e, i) => e.clues.map((c) => ({ ...c, number: i + 1 })));
  const budget = { nodes: SEARCH_BUDGET, exhausted: false };
  const found = search(new Grid(modelOf(board.categories, clues), false), 2, budget);
  return { found, complete: !budget.exhausted };
}

/** Whether the chosen clues provably leave one solution. */
function unique(board: Board, entries: readonly Entry[]): boolean {
  const { found, complete } = solutionsOf(board, entries);
  return complete && found.length === 1;
}

const holdsOn = (board: Board, clue: Clue, entity: Assignment): boolean => {
  const model = modelOf(board.categories, [clue]);
  return model.constraints.every((c) => holds(c, entity, model));
};

const equal = (a: Assignment, b: Assignment): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

type Choices = readonly (readonly [Kind, number])[];

/** Clues that make the solution unique, or undefined when the kinds cannot pin it down. */
function build(board: Board, reader: Reader, rng: Random, choices: Choices, misread: string[]): Entry[] | undefined {
  const entries: Entry[] = [];
  const limit = 6 * board.size * board.categories.length;
  for (;;) {
    const { found, complete } = solutionsOf(board, entries);
    const rival = found.find((s) => !equal(s, board.truth));
    if (!rival && complete) return entries;
    if (entries.length >= limit) return undefined;
    // A clue against the rival; with none found yet (the search ran out), any true clue narrows the search.
    const focus = rival ? valueIds(board).filter((id) => board.truth[id] !== rival[id]) : valueIds(board);
    const entry = candidate(board, reader, rng, choices, focus, (clue) => !rival || !holdsOn(board, clue, rival), misread);
    if (!entry) return undefined;
    entries.push(entry);
  }
}

/** The ids of the values clues may name. */
const valueIds = (board: Board): number[] => named(board).flatMap((c) => Array.from({ length: board.size }, (_, v) => c * board.size + v));

/** Whether the rules fill the whole grid without trial and error. */
function easy(board: Board, entries: readonly Entry[]): boolean {
  return stalled(board, entries)?.length === 0;
}

/** The values the rules leave with an open cell (none when they finish), or undefined on a contradiction. */
function stalled(board: Board, entries: readonly Entry[]): number[] | undefined {
  const clues = entries.flatMap((e, i) => e.clues.map((c) => ({ ...c, number: i + 1 })));
  const grid = new Grid(modelOf(board.categories, clues), false);
  try {
    propagate(grid, { trial: false, groups: true });
  } catch (error) {
    if (error instanceof Contradiction) return undefined;
    throw error;
  }
  if (grid.complete) return [];
  const ids = valueIds(board);
  return ids.filter((a) => ids.some((b) => grid.category(a) !== grid.category(b) && grid.get(a, b) === OPEN));
}

/** More clues, about the values the rules leave open, until the rules finish without trial and error. */
function ease(board: Board, reader: Reader, rng: Random, choices: Choices, entries: Entry[], misread: string[]): Entry[] | undefined {
  for (let added = 0; added < 3 * board.size * board.categories.length; added++) {
    const open = stalled(board, entries);
    if (!open) return undefined;
    if (open.length === 0) return entries;
    const entry = candidate(board, reader, rng, choices, open, () => true, misread);
    if (!entry) return undefined;
    entries.push(entry);
  }
  return undefined;
}

/** Drop each clue, in random order, that the others make redundant: `enough` still holds without it. */
function trim(rng: Random, entries: Entry[], enough: (entries: readonly Entry[]) => boolean): void {
  for (const entry of rng.shuffle(entries)) {
    const without = entries.filter((e) => e !== entry);
    if (enough(without)) entries.splice(entries.indexOf(entry), 1);
  }
}

/** A new clue, true of the solution and `wanted` (false of a rival), whose sentence the parser reads as meant. */
function candidate(board: Board, reader: Reader, rng: Random, choices: Choices, focus: number[],
  wanted: (clue: Clue) => boolean, misread: string[]): Entry | undefined {
  for (let tries = 0; tries < 400; tries++) {
    const fact = randomFact(rng.weighted(choices), board, rng, focus);
    if (!fact || !holdsOn(board, fact.clue, board.truth) || !wanted(fact.clue)) continue;
    const meaning = meaningKey([fact.clue]);
    for (const { text: sentence } of sentences(board, rng, fact)) {
      const read = reader.read(sentence);
      if ("clues" in read && meaningKey(read.clues) === meaning) return { sentence, clues: read.clues, kind: fact.kind };
      if (misread.length < 1000) {
        misread.push(`${sentence} => ${"clues" in read ? reader.describe(read.clues) : `error: ${read.error}`} (meant ${reader.describe([fact.clue])})`);
      }
    }
  }
  return undefined;
}

/**
 * Solve the finished text from scratch: its solution and rating if it is
 * solved to the hidden solution, else why not. The rules run without trial
 * and error first: that is all an easy puzzle may need, and much faster.
 */
function check(text: string, truth: Assignment, difficulty: Difficulty | undefined): { solution: Solution; rating: Rating } | string {
  const parsed = parse(text);
  if (!parsed.puzzle) return `the text does not parse: ${parsed.errors[0]?.message ?? ""}`;
  const model = compile(parsed.puzzle, parsed.clueText);
  let result = solve(model, { trial: false });
  if (result.status !== "solved" && difficulty !== "easy") result = solve(model);
  if (result.status !== "solved") return `the solver says ${result.status}${difficulty === "easy" ? " without trial and error" : ""}`;
  if (!equal(result.solutions[0]!, truth)) return "the solver found another solution";
  return { solution: { header: model.categories.map((c) => c.name), rows: rowsOf(model, truth) }, rating: rate(result.steps) };
}
