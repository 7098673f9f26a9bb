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
import { readQuestions } from "./parse/question.js";
import { settle, type Judge } from "./parse/settle.js";
import { Grid } from "./solve/grid.js";
import { propagate } from "./solve/solver.js";
import { search } from "./solve/search.js";
import { Contradiction } from "./solve/step.js";

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
  if (parsed.puzzle) return withQuestions(prepared, parsed);
  const settled = settle(prepared, parsed, judge);
  return settled ? withQuestions(prepared, { ...settled.parsed, notes: [...(settled.parsed.notes ?? []), ...settled.notes] }) : parsed;
}

/** A read puzzle with its closing questions (src/parse/question.ts): those read, and warnings for the others. */
function withQuestions(prepared: Prepared, parsed: ParseResult): ReadResult {
  if (!parsed.puzzle || prepared.questions.length === 0 || !prepared.lexicon || !prepared.lexer) return parsed;
  const { questions, warnings } = readQuestions(prepared.questions, {
    categories: prepared.categories, order: prepared.order, lexicon: prepared.lexicon, lexer: prepared.lexer,
    vocabulary: prepared.vocabulary, lines: prepared.lines, ...(prepared.rank !== undefined ? { rank: prepared.rank } : {}),
  });
  return { ...parsed, ...(questions.length > 0 ? { questions } : {}), ...(warnings.length > 0 ? { warnings } : {}) };
}
