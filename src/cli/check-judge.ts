/**
 * How `cluegrid check` judges a puzzle: the verdicts, the files expected
 * beside a puzzle, and the comparisons of a report with them. It loads no
 * part of the compiler, so the main thread of a run in worker threads, which
 * only hands out puzzles and prints what comes back, starts without it
 * (check-worker.ts solves).
 */
import type { Report } from "../render/report.js";

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

