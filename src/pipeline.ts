/**
 * The pipeline: the stages that turn puzzle text into a solved, explained
 * grid, in order, in one place. Every entry point runs them from here: the
 * command line (`solve`, `check`, `hint`, `play`), the library's `parse`,
 * and the bench.
 *
 *   read     layout → lex → parse → resolve (src/parse/puzzle.ts: prepare, assemble)
 *            → settle shared values (src/parse/settle.ts) → check
 *            → closing questions (src/parse/question.ts)
 *   compile  the AST to the grid model (src/compile)
 *   solve    the rules, then the complete search (src/solve)
 *   explain  steps into English (src/explain)
 */
import { compile } from "./compile/compile.js";
import { assemble, prepare, type ParseResult, type Prepared } from "./parse/puzzle.js";
import { clueVerbsOf, readQuestions } from "./parse/question.js";
import { settle, type Judge } from "./parse/settle.js";
import { Grid } from "./solve/grid.js";
import { propagate } from "./solve/solver.js";
import { search } from "./solve/search.js";
import { Contradiction } from "./solve/step.js";
import type { Clue } from "./ast/schema.js";

/** A puzzle read: its AST (or errors), and how values two categories share were read, and why (`notes`). */
export type ReadResult = ParseResult;

/** What settling asks of the solver: the simple rules, and the complete search. */
const judge: Judge = {
  contradicts(puzzle, clueText) {
    try {
      propagate(new Grid(compile(puzzle, clueText)), { trial: false, groups: false });
      return false;
    } catch (error) {
      if (error instanceof Contradiction) return true;
      throw error;
    }
  },
  solutions(puzzle, clueText, budget) {
    const found = search(new Grid(compile(puzzle, clueText)), 2, budget);
    return budget.exhausted ? undefined : found.map((s) => s.join(","));
  },
};

/** Read a puzzle: parse its text, then settle the values a clue could mean in two categories. */
export function read(source: string): ReadResult {
  const prepared = prepare(source);
  const parsed = assemble(prepared);
  if (parsed.puzzle) return withQuestions(prepared, withoutClash(parsed));
  const settled = settle(prepared, parsed, judge);
  return settled ? withQuestions(prepared, withoutClash({ ...settled.parsed, notes: [...(settled.parsed.notes ?? []), ...settled.notes] })) : parsed;
}

/** How many grids the searches for a clash of "neither … nor" may visit together. */
const NEITHER_BUDGET = 20_000;

/**
 * "Neither the cat owner nor the tenant on the 2nd floor grows the cactus"
 * suggests two people, but does not say it: they may be one. cluegrid reads
 * them as two (puzzle sites mean it so), unless the clues then contradict
 * each other and read without it they have exactly one solution: a puzzle
 * is meant to have one. Then every such clue is read the weaker way, each
 * with a note.
 */
function withoutClash(parsed: ReadResult): ReadResult {
  const puzzle = parsed.puzzle;
  if (!puzzle || !puzzle.clues.some((c) => c.kind === "neither")) return parsed;
  const budget = { nodes: NEITHER_BUDGET, exhausted: false };
  if (judge.solutions(puzzle, parsed.clueText, budget)?.length !== 0) return parsed;
  // All of them the weaker way: then no choice of which depends on the order of the clues; and only one solution will do.
  const clues = puzzle.clues.map((c): Clue => (c.kind === "neither" ? { ...c, distinct: false } : c));
  const found = judge.solutions({ ...puzzle, clues }, parsed.clueText, budget);
  if (found?.length !== 1) return parsed;
  const notes = clues.flatMap((c) => (c.kind === "neither"
    ? [`line ${c.span.line}, column ${c.span.column}: "neither … nor" in clue ${c.number} is read as allowing the two it names to be one: read as two, the clues would contradict each other`]
    : []));
  return { ...parsed, puzzle: { ...puzzle, clues }, notes: [...(parsed.notes ?? []), ...notes] };
}

/** A read puzzle with its closing questions (src/parse/question.ts): those read, and warnings for the others. */
function withQuestions(prepared: Prepared, parsed: ParseResult): ReadResult {
  if (!parsed.puzzle || prepared.questions.length === 0 || !prepared.lexicon || !prepared.lexer) return parsed;
  const { questions, warnings } = readQuestions(prepared.questions, {
    categories: prepared.categories, order: prepared.order, lexicon: prepared.lexicon, lexer: prepared.lexer,
    vocabulary: prepared.vocabulary, lines: prepared.lines, clueVerbs: clueVerbsOf(prepared), ...(prepared.rank !== undefined ? { rank: prepared.rank } : {}),
  });
  return { ...parsed, ...(questions.length > 0 ? { questions } : {}), ...(warnings.length > 0 ? { warnings } : {}) };
}
