/**
 * The report for one puzzle file: the whole pipeline from text to the
 * CONTRACT's JSON object (status, header, rows, steps, errors). Renderers for
 * people start from this object too.
 */
import { compile } from "../compile/compile.js";
import { valueName, type Model } from "../compile/model.js";
import { describeContradiction } from "../explain/contradiction.js";
import { describeStep } from "../explain/english.js";
import { diagnostics, type Diagnostic } from "../parse/diagnostic.js";
import { read } from "../pipeline.js";
import type { Assignment } from "../solve/semantics.js";
import { solve, type Status } from "../solve/solve.js";
import { rate, type Rating } from "../explain/rating.js";
import { answerQuestions, type Answer } from "../explain/answer.js";
import { NO, OPEN, type Step } from "../solve/step.js";

export interface PremiseReport {
  a: string;
  b: string;
  verdict: "yes" | "no";
}

export interface StepReport {
  text: string;
  rule: string;
  clues: number[];
  cell: [string, string];
  verdict: "yes" | "no";
  /** The cells known before the step that it relies on (only those that force it), each as its two values and verdict. */
  premises: PremiseReport[];
  /** The step's number in the whole explanation, when only some steps are shown (--why). */
  number?: number;
}

export interface Report {
  file: string;
  status: Status | "error";
  header: string[];
  rows: string[][];
  steps: StepReport[];
  errors?: { line: number; column: number; message: string }[];
  /** The puzzle's title, when its first line is one. */
  title?: string;
  /** When only some steps are shown (--why): which, in words. */
  filter?: string;
  /** For ambiguous puzzles: two solutions and the cells where they differ. */
  solutions?: string[][][];
  differences?: string[];
  /**
   * For contradictions: what broke, as a chain from the clues (or, when only
   * the complete search saw it, in general words), and a smallest set of
   * clues that cannot all hold.
   */
  contradiction?: { clues: number[]; text: string };
  /** How values that could be in two categories were read, and why (see parse/settle.ts). */
  notes?: string[];
  /** For unsolved puzzles: how many cells the rules left open. */
  open?: number;
  /** For --verify: whether every step passed the independent verifier. */
  verification?: { ok: boolean; failures: string[] };
  /** Which rules the solver needed and a difficulty rating from them. */
  rating?: Rating;
  /** The answers to the puzzle's closing questions (src/explain/answer.ts). */
  answers?: Answer[];
  /** Problems that do not stop the solve (a question that cannot be read). */
  warnings?: { line: number; column: number; message: string }[];
  /** Kept for renderers; not part of the JSON. */
  diagnostics?: Diagnostic[];
  /** The warnings as diagnostics, for carets. */
  warned?: Diagnostic[];
  /** With --answer: print only the answers and the steps that lead to them. */
  answersOnly?: boolean;
  model?: Model;
  source?: string;
  raw?: Step[];
  /** The steps each line of `steps` stands for, when a view (render/view.ts) groups them; else one each. */
  groups?: number[][];
}

export function rowsOf(model: Model, entity: Assignment): string[][] {
  const rows: string[][] = [];
  for (let row = 0; row < model.size; row++) {
    rows.push(model.categories.map((category, c) => {
      for (let v = 0; v < model.size; v++) if (entity[c * model.size + v] === row) return category.values[v]!;
      return "?";
    }));
  }
  return rows;
}

/** Where two solutions differ: each value whose entity differs, named by its row. */
function differences(model: Model, first: Assignment, second: Assignment): string[] {
  const row = (entity: number): string =>
    model.positions === 0 ? `in position ${entity + 1}` : `with "${valueName(model, entity)}"`;
  const out: string[] = [];
  for (let v = model.size; v < first.length; v++) {
    if (first[v] !== second[v]) out.push(`"${valueName(model, v)}" is ${row(first[v]!)} in one solution and ${row(second[v]!)} in the other`);
  }
  return out;
}

/** Decode a file's bytes, or undefined if they are not UTF-8 text. */
export function decode(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return text.includes("\u0000") ? undefined : text.replace(/^\uFEFF/u, "");
  } catch {
    return undefined;
  }
}

/**
 * The puzzle's first line as its title, when it reads as one: short and not
 * a sentence (the first line of a story, "There are 5 houses ...", is not).
 */
export function titleOf(first: string | undefined): string | undefined {
  if (first === undefined) return undefined;
  const text = first.replace(/^#+\s*/u, "").trim();
  return text.length > 0 && text.length <= 80 && !/[.!?:;,]$/u.test(text) ? text : undefined;
}

export function errorReport(file: string, errors: Diagnostic[]): Report {
  return {
    file, status: "error", header: [], rows: [], steps: [],
    errors: errors.map((e) => ({ line: e.line, column: e.column, message: e.message })),
    diagnostics: errors,
  };
}

export function report(file: string, source: string | undefined): Report {
  if (source === undefined) return errorReport(file, [diagnostics.notText()]);
  const parsed = read(source);
  if (!parsed.puzzle) {
    return { ...errorReport(file, parsed.errors.length > 0 ? parsed.errors : [diagnostics.emptyPuzzle()]), source };
  }
  const model = compile(parsed.puzzle, parsed.clueText);
  const result = solve(model);
  const steps = result.steps.map((step): StepReport => ({
    text: describeStep(model, step),
    rule: step.rule,
    clues: step.clues,
    cell: [valueName(model, step.a), valueName(model, step.b)],
    verdict: step.verdict === NO ? "no" : "yes",
    premises: step.premises.map((p) => ({ a: valueName(model, p.a), b: valueName(model, p.b), verdict: p.verdict === NO ? "no" : "yes" })),
  }));
  const title = titleOf(parsed.puzzle.title);
  const out: Report = {
    file, status: result.status, ...(title !== undefined ? { title } : {}), header: model.categories.map((c) => c.name),
    rows: result.solutions[0] ? rowsOf(model, result.solutions[0]) : [], steps, model, raw: result.steps, source,
    rating: rate(result.steps),
    ...(parsed.notes ? { notes: parsed.notes } : {}),
  };
  const answers = answerQuestions(result, parsed.questions ?? []);
  // One answer a question, in the order asked, so that a reader (or a scorer) can pair them:
  // a question cluegrid could not read is answered by why, with no values.
  if (answers.length > 0 || parsed.questions?.length || parsed.warnings?.some((w) => w.code === "unreadable-question")) {
    const lines = source.split(/\r?\n/u);
    for (const w of parsed.warnings ?? []) {
      if (w.code !== "unreadable-question") continue;
      // The question is the sentence of its line that the warning points into.
      const text = lines[w.line - 1] ?? "";
      const start = text.lastIndexOf("?", w.column - 2) + 1;
      const end = text.indexOf("?", w.column - 1);
      const question = text.slice(start, end < 0 ? text.length : end + 1).trim();
      answers.push({ question, line: w.line, column: start + 1 + (text.slice(start).length - text.slice(start).trimStart().length), text: w.message, steps: [] });
    }
    answers.sort((x, y) => x.line - y.line || x.column - y.column);
  }
  if (answers.length > 0) out.answers = answers;
  if (parsed.warnings) {
    out.warnings = parsed.warnings.map((w) => ({ line: w.line, column: w.column, message: w.message }));
    out.warned = parsed.warnings;
  }
  if (result.status === "ambiguous") {
    out.solutions = result.solutions.map((s) => rowsOf(model, s));
    out.differences = differences(model, result.solutions[0]!, result.solutions[1]!);
  }
  if (result.status === "contradiction") {
    const clues = result.conflict ?? [];
    const text = result.clash
      ? describeContradiction(model, result.steps, result.clash)
      : "the rules find no clash, but the complete search finds no way to fill the grid that keeps every clue";
    out.contradiction = { clues, text };
  }
  if (result.status === "unsolved") {
    let open = 0;
    for (let a = 0; a < result.grid.count; a++) {
      for (let b = a + 1; b < result.grid.count; b++) {
        if (result.grid.category(a) !== result.grid.category(b) && result.grid.get(a, b) === OPEN) open++;
      }
    }
    out.open = open;
  }
  return out;
}

/** The CONTRACT's JSON object: the report without what is kept for renderers. */
export function toJson(r: Report): string {
  const { diagnostics: _d, model: _m, source: _s, raw: _r, warned: _w, answersOnly: _a, groups: _g, ...rest } = r;
  return JSON.stringify(rest);
}

