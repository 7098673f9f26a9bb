/**
 * `cluegrid check`: a regression run over puzzle folders laid out as
 * <name>.txt beside <name>.solution.json. Each puzzle is solved and its rows
 * compared with the expected ones (as sets of entities, so header names and
 * row order do not matter). Exit 1 on any wrong answer or input error.
 */
import type { Command } from "commander";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Report } from "../render/report.js";
import { solveFile } from "./solve.js";

export type Verdict = "correct" | "wrong" | "ambiguous" | "contradiction" | "unsolved" | "error";

export interface Expected {
  header: string[];
  rows: string[][];
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

export function verdictOf(report: Report, expected: Expected): Verdict {
  if (report.status === "solved") return sameSolution(report.rows, expected.rows) ? "correct" : "wrong";
  return report.status;
}

/** The puzzle files under the given paths that have an expected solution, sorted. */
export function puzzleFiles(paths: string[]): string[] {
  const files: string[] = [];
  for (const path of paths) {
    if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
      for (const name of readdirSync(path).sort()) {
        if (name.endsWith(".txt") && existsSync(join(path, name.replace(/\.txt$/u, ".solution.json")))) files.push(join(path, name));
      }
    } else files.push(path);
  }
  return files;
}

export function check(paths: string[], solveFile: (file: string) => Report): number {
  const counts: Record<Verdict, number> = { correct: 0, wrong: 0, ambiguous: 0, contradiction: 0, unsolved: 0, error: 0 };
  const files = puzzleFiles(paths);
  for (const file of files) {
    const solutionFile = file.replace(/\.txt$/u, ".solution.json");
    if (!existsSync(solutionFile)) {
      process.stdout.write(`${file}: error: no ${solutionFile} beside it\n`);
      counts.error++;
      continue;
    }
    const expected = JSON.parse(readFileSync(solutionFile, "utf8")) as Expected;
    const report = solveFile(file);
    const verdict = verdictOf(report, expected);
    counts[verdict]++;
    if (verdict !== "correct") {
      const detail = report.errors?.[0] ? ` (${report.errors[0].line}:${report.errors[0].column}: ${report.errors[0].message})` : "";
      process.stdout.write(`${file}: ${verdict}${detail}\n`);
    }
  }
  const summary = (Object.keys(counts) as Verdict[]).map((k) => `${counts[k]} ${k}`).join(", ");
  process.stdout.write(`${files.length} puzzles: ${summary}\n`);
  return counts.wrong > 0 || counts.error > 0 ? 1 : 0;
}

export function registerCheck(program: Command): void {
  program
    .command("check")
    .description("solve every <name>.txt that has a <name>.solution.json beside it and compare")
    .argument("<paths...>", "folders or puzzle files")
    .action((paths: string[]) => {
      process.exitCode = check(paths, solveFile);
    });
}
