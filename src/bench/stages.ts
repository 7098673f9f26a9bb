/**
 * Stage timing for `npm run bench` (scripts/bench.mjs): the pipeline from
 * puzzle text to a verified explanation, one stage at a time, each stage
 * timed on its own with the monotonic clock. Only the stages' public
 * functions are called, exactly as src/render/report.ts calls them.
 *
 * Lexing happens inside `parse` and cannot be timed there without changing
 * the parser, so it is measured on its own, as parse does it (layout read
 * first, untimed; then the lexicon, the lexer, and every clue line
 * tokenized). Its time is therefore part of the parse time, not added to it:
 * the total is parse + compile + solve + explain + verify.
 *
 * The pipeline is timed first and lexing after it, so the pipeline's figures
 * are those of the program. V8 caches a regular expression by its source, so
 * on a puzzle's first run the compilation of the lexer's regular expression
 * falls in parse, and the lex measured after it is the warm cost.
 *
 * Parsing remembers a puzzle's lexer and the readings of each clue shape
 * (src/parse/caches.ts), so a run after the first of the same puzzle is a
 * warm one: no lexer to build and no clue to run through the grammar. A
 * `cold` run empties those caches first (untimed), as for a puzzle never
 * seen; the bench reports both.
 */
import { performance } from "node:perf_hooks";
import { buildLexer } from "../../grammar/lexer.js";
import { compile } from "../compile/compile.js";
import { describeStep } from "../explain/english.js";
import { premiseFigures, type PremiseFigures } from "../explain/premises.js";
import { verifySteps } from "../explain/verify.js";
import { clearParseCaches } from "../parse/caches.js";
import { tokenize } from "../parse/clue.js";
import { readLayout } from "../parse/layout.js";
import { buildLexicon } from "../parse/lexicon.js";
import { read } from "../pipeline.js";
import { solve, type SolveOptions, type Status } from "../solve/solve.js";

/** The stages in pipeline order. `lex` is measured apart and is included in `parse`. */
export const STAGES = ["lex", "parse", "compile", "solve", "explain", "verify"] as const;
export type Stage = (typeof STAGES)[number];

/** Milliseconds per stage for one run; a stage that did not run (after an input error) is absent. */
export type StageTimes = Partial<Record<Stage | "lexBuild" | "lexScan" | "total", number>>;

export interface StageRun {
  times: StageTimes;
  status: Status | "error";
  /** Explanation steps (one per filled cell). */
  steps: number;
  /** Characters of explanation written (keeps the explain stage's output alive). */
  explanationChars: number;
  /** Whether every step passed the verifier; undefined when nothing was verified. */
  verified: boolean | undefined;
  /** Entities (values per category) and categories, implied Position included. */
  size: number;
  categories: number;
  clues: number;
  tokens: number;
  /** The first input error, for puzzles that do not parse. */
  error?: string;
}

/**
 * Lex as parse does: the lexicon and the lexer of the puzzle's values, then
 * every clue line tokenized. Returns the two parts' times and the token count.
 */
export function timeLex(text: string): { build: number; scan: number; tokens: number } {
  const { layout } = readLayout(text);
  const values = layout.categories.map((c) => c.values.map((v) => v.text));
  const names = layout.categories.map((c) => c.name);
  const t0 = performance.now();
  const lexer = buildLexer(buildLexicon(values).forms);
  const t1 = performance.now();
  let tokens = 0;
  for (const line of layout.clues) tokens += tokenize(lexer, line, names).tokens.length;
  const t2 = performance.now();
  return { build: t1 - t0, scan: t2 - t1, tokens };
}

/**
 * One run of the whole pipeline on one puzzle text, each stage timed; `cold`:
 * with the parse caches emptied first. Lexing is then timed apart (unless
 * `lex` is false: a caller timing many runs times it in a loop of its own, so
 * that the lexicons it builds do not leave garbage for the next run's stages).
 */
export function runStages(text: string, options: { cold?: boolean; lex?: boolean } = {}): StageRun {
  if (options.cold) clearParseCaches();
  const times: StageTimes = {};
  const lexAfter = (): number => {
    if (options.lex === false) return 0;
    const lex = timeLex(text);
    times.lexBuild = lex.build;
    times.lexScan = lex.scan;
    times.lex = lex.build + lex.scan;
    return lex.tokens;
  };

  let t = performance.now();
  const parsed = read(text);
  times.parse = performance.now() - t;
  const base = { steps: 0, explanationChars: 0, verified: undefined, clues: parsed.clueText.size };
  if (!parsed.puzzle) {
    times.total = times.parse;
    const first = parsed.errors[0];
    return {
      ...base, times, status: "error", size: 0, categories: 0, tokens: lexAfter(),
      error: first ? `${first.line}:${first.column}: ${first.message}` : "no puzzle",
    };
  }

  t = performance.now();
  const model = compile(parsed.puzzle, parsed.clueText);
  times.compile = performance.now() - t;

  t = performance.now();
  const result = solve(model);
  times.solve = performance.now() - t;

  t = performance.now();
  let chars = 0;
  for (const step of result.steps) chars += describeStep(model, step).length;
  times.explain = performance.now() - t;

  t = performance.now();
  const verification = verifySteps(model, result.steps);
  times.verify = performance.now() - t;

  times.total = times.parse + times.compile + times.solve + times.explain + times.verify;
  const tokens = lexAfter();
  return {
    ...base, times, tokens, status: result.status, steps: result.steps.length, explanationChars: chars,
    verified: verification.ok, size: model.size, categories: model.categories.length,
  };
}

/**
 * What the size-series generator needs: the status and number of solutions
 * found for a puzzle text (solved with `options`), or the first input error.
 */
export function solveStatus(text: string, options: SolveOptions = {}): { status: Status | "error"; solutions: number; error?: string } {
  const parsed = read(text);
  if (!parsed.puzzle) {
    const first = parsed.errors[0];
    return { status: "error", solutions: 0, error: first ? `${first.line}:${first.column}: ${first.message}` : "no puzzle" };
  }
  const result = solve(compile(parsed.puzzle, parsed.clueText), options);
  return { status: result.status, solutions: result.solutions.length };
}

/**
 * How minimal the premises of a puzzle's steps are, as the rules list them
 * (`before`) and as the explanation cites them once pared (`after`); undefined
 * for a puzzle that does not parse.
 */
export function premiseStats(text: string): { before: PremiseFigures; after: PremiseFigures } | undefined {
  const parsed = read(text);
  if (!parsed.puzzle) return undefined;
  const model = compile(parsed.puzzle, parsed.clueText);
  return {
    before: premiseFigures(model, solve(model, { pare: false }).steps),
    after: premiseFigures(model, solve(model).steps),
  };
}
