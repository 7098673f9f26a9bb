/**
 * One unit of work for `cluegrid check`: solve a batch of puzzles and compare
 * each with its expected solution (<name>.solution.json), its answer key
 * (<name>.answer.json, the answers to its questions, for a puzzle published
 * without a full solution) or both, and, when there is one, its golden
 * explanation (<name>.explain.txt, the text output without the answers). It runs inside a
 * tinypool worker thread (the default export is the task) and, for small
 * runs or tests, in the main thread (checkPuzzle). A puzzle's report is
 * dropped as soon as it is judged, so a worker's memory stays flat however
 * large the batch; what goes back to the main thread is a few small fields.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { performance } from "node:perf_hooks";
import type { Report } from "../render/report.js";
import { renderText } from "../render/text.js";
import { solveFile } from "./solve.js";

export type Verdict = "correct" | "wrong" | "ambiguous" | "contradiction" | "unsolved" | "error";
export const VERDICTS: readonly Verdict[] = ["correct", "wrong", "ambiguous", "contradiction", "unsolved", "error"];

/**
 * The golden explanation: none beside the puzzle, the same text, a changed
 * text (a regression), rewritten by --update (created or changed), or left
 * as it was by --update because the puzzle's solution is wrong or an error
 * (a golden records a right explanation, never a wrong one).
 */
export type Golden = "none" | "same" | "changed" | "updated" | "refused";

export interface Expected {
  header: string[];
  rows: string[][];
}

/** What a worker sends back for one puzzle; structured-clone friendly. */
export interface PuzzleResult {
  file: string;
  verdict: Verdict;
  golden: Golden;
  /** The first line where the explanation and the golden differ (1-based), when changed or updated. */
  goldenLine?: number;
  /** Steps with the rule "trial" (trial and error). */
  trials: number;
  /** Time to solve and judge the puzzle, in milliseconds. */
  ms: number;
  /** The first error, as "line:column: message". */
  error?: string;
  /** For a wrong solution: the expected rows that are not in the answer, each beside the answer's row that shares its first value. */
  differences?: { expected: string[]; actual: string[] }[];
  /** With --update: the golden text to write (the main thread writes it, then drops this). */
  write?: string;
}

export interface CheckTask {
  files: string[];
  update: boolean;
}

/** An entity as a set of values; a final full stop is ignored, as answer files differ on it ("Streeter Inc."). */
const entityKey = (row: readonly string[]): string =>
  row.map((v) => v.trim().toLowerCase().replace(/\.$/u, "")).sort().join("\u0000");

/** Whether two solutions match entity for entity. */
export function sameSolution(actual: readonly (readonly string[])[], expected: readonly (readonly string[])[]): boolean {
  if (actual.length !== expected.length) return false;
  const a = actual.map(entityKey).sort();
  const e = expected.map(entityKey).sort();
  return a.every((key, i) => key === e[i]);
}

/** Where a wrong answer differs: each expected entity that the answer lacks, beside the answer's row that holds its first value. */
export function solutionDifferences(header: readonly string[], actual: readonly (readonly string[])[], expected: Expected): { expected: string[]; actual: string[] }[] {
  const norm = (v: string): string => v.trim().toLowerCase().replace(/\.$/u, "");
  // The answer's columns in the expected header's order, when the headers name the same categories.
  const order = expected.header.map((name) => header.findIndex((h) => norm(h) === norm(name)));
  const aligned = order.length === header.length && order.every((i) => i >= 0) && new Set(order).size === order.length
    ? actual.map((row) => order.map((i) => row[i]!))
    : actual.map((row) => [...row]);
  const keys = new Set(aligned.map(entityKey));
  const out: { expected: string[]; actual: string[] }[] = [];
  for (const row of expected.rows) {
    if (keys.has(entityKey(row))) continue;
    const first = norm(row[0] ?? "");
    out.push({ expected: [...row], actual: aligned.find((r) => r.some((v) => norm(v) === first)) ?? [] });
  }
  return out;
}

export function verdictOf(report: Report, expected: Expected): Verdict {
  if (report.status === "solved") return sameSolution(report.rows, expected.rows) ? "correct" : "wrong";
  return report.status;
}

export const solutionFileOf = (file: string): string => file.replace(/\.txt$/u, ".solution.json");
/** The answer key: `{"answers": [["<value>", ...], ...]}`, one list per question, for a puzzle published with its answers only. */
export const answerFileOf = (file: string): string => file.replace(/\.txt$/u, ".answer.json");

/** Where the answers differ from the key, one entry per question that differs (or one for a different count). */
export function answerDifferences(report: Report, key: readonly (readonly string[])[]): { expected: string[]; actual: string[] }[] {
  const norm = (v: string): string => v.trim().toLowerCase().replace(/\.$/u, "");
  const answers = report.answers ?? [];
  const out: { expected: string[]; actual: string[] }[] = [];
  if (answers.length !== key.length) {
    out.push({ expected: [`${key.length} answers`], actual: [`${answers.length} answers`] });
    return out;
  }
  key.forEach((values, i) => {
    const a = answers[i]!;
    const got = a.values ?? (a.possible ? [`open: ${a.possible.join(" or ")}`] : []);
    const same = a.values !== undefined && a.values.length === values.length && a.values.every((v, k) => norm(v) === norm(values[k]!));
    if (!same) out.push({ expected: [`${a.question}`, ...values], actual: [`${a.question}`, ...got] });
  });
  return out;
}
export const goldenFileOf = (file: string): string => file.replace(/\.txt$/u, ".explain.txt");

/**
 * The golden explanation: the text output without the answers, which are
 * checked against the answer key instead (so a golden does not change when
 * a puzzle's question is first answered).
 */
export function goldenText(report: Report): string {
  const { answers: _a, ...rest } = report;
  return renderText(rest);
}

/** The first line (1-based) where two texts differ. */
function firstDifference(a: string, b: string): number {
  const x = a.split("\n");
  const y = b.split("\n");
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return i + 1;
}

/** Solve one puzzle and judge it; never throws. */
export function checkPuzzle(file: string, update: boolean): PuzzleResult {
  const start = performance.now();
  const solutionFile = solutionFileOf(file);
  const answerFile = answerFileOf(file);
  const done = (result: Omit<PuzzleResult, "file" | "ms">): PuzzleResult => ({ file, ...result, ms: performance.now() - start });
  const hasSolution = file.endsWith(".txt") && existsSync(solutionFile);
  const hasKey = file.endsWith(".txt") && existsSync(answerFile);
  if (!hasSolution && !hasKey) {
    return done({ verdict: "error", golden: "none", trials: 0, error: `no ${file.endsWith(".txt") ? solutionFile : "<name>.solution.json"} (or ${file.endsWith(".txt") ? answerFile : "<name>.answer.json"}) beside it` });
  }
  let expected: Expected | undefined;
  let key: string[][] | undefined;
  try {
    if (hasSolution) {
      expected = JSON.parse(readFileSync(solutionFile, "utf8")) as Expected;
      if (!Array.isArray(expected?.rows)) throw new Error("no rows");
    }
  } catch (error) {
    return done({ verdict: "error", golden: "none", trials: 0, error: `${solutionFile}: ${(error as Error).message}` });
  }
  try {
    if (hasKey) {
      const answers = (JSON.parse(readFileSync(answerFile, "utf8")) as { answers?: unknown }).answers;
      if (!Array.isArray(answers) || !answers.every((a) => Array.isArray(a) && a.every((v) => typeof v === "string"))) {
        throw new Error(`expected {"answers": [["<value>", ...], ...]}, one list per question`);
      }
      key = answers as string[][];
    }
  } catch (error) {
    return done({ verdict: "error", golden: "none", trials: 0, error: `${answerFile}: ${(error as Error).message}` });
  }
  try {
    const report = solveFile(file);
    // The answers decide alone when there is no full solution; beside one, both must be right.
    const wrongAnswers = key && report.status !== "error" && report.status !== "contradiction" ? answerDifferences(report, key) : [];
    const open = wrongAnswers.length === 0 && key !== undefined && (report.answers ?? []).some((a) => a.values === undefined);
    let verdict: Verdict = expected ? verdictOf(report, expected) : "correct";
    if (!expected && (report.status === "error" || report.status === "contradiction" || open)) verdict = report.status as Verdict;
    if (wrongAnswers.length > 0 && (verdict === "correct" || !expected)) verdict = "wrong";
    const differences = verdict === "wrong"
      ? { differences: [...(expected && report.status === "solved" ? solutionDifferences(report.header, report.rows, expected) : []), ...wrongAnswers] }
      : {};
    const trials = report.steps.filter((s) => s.rule === "trial").length;
    const first = report.errors?.[0];
    const error = first ? `${first.line}:${first.column}: ${first.message}` : undefined;
    // The golden is written as test/corpus.test.ts writes it: the file shown by its basename.
    const goldenFile = goldenFileOf(file);
    const hasGolden = existsSync(goldenFile);
    let golden: Golden = "none";
    let goldenLine: number | undefined;
    let write: string | undefined;
    if (hasGolden || update) {
      const text = goldenText({ ...report, file: basename(file) });
      const old = hasGolden ? readFileSync(goldenFile, "utf8") : undefined;
      if (old === text) golden = "same";
      else {
        goldenLine = old === undefined ? 1 : firstDifference(old, text);
        if (!update) golden = "changed";
        else if (verdict === "wrong" || verdict === "error") golden = "refused";
        else {
          write = text;
          golden = "updated";
        }
      }
    }
    return done({
      verdict, golden, ...(goldenLine !== undefined ? { goldenLine } : {}), trials, ...(error !== undefined ? { error } : {}),
      ...differences, ...(write !== undefined ? { write } : {}),
    });
  } catch (error) {
    return done({ verdict: "error", golden: "none", trials: 0, error: `internal error: ${(error as Error).message}` });
  }
}

/** The tinypool task: a batch of puzzles, judged one after the other. */
export default function checkBatch(task: CheckTask): PuzzleResult[] {
  return task.files.map((file) => checkPuzzle(file, task.update));
}
