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
import { answerDifferences, answerFileOf, goldenFileOf, solutionDifferences, solutionFileOf, verdictOf, type CheckTask, type Expected, type Golden, type PuzzleResult, type Verdict } from "./check-judge.js";
import { solveFile } from "./solve.js";

export * from "./check-judge.js";

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
