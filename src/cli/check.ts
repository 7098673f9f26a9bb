/**
 * `cluegrid check PATH... [--update] [--times] [--report json] [--report junit FILE]`:
 * a regression run over puzzle folders laid out as <name>.txt beside
 * <name>.solution.json and/or an answer key <name>.answer.json (and, optionally, the golden explanation
 * <name>.explain.txt, the text output with the file shown by its basename).
 *
 * Each puzzle is solved and its rows compared with the expected ones (as sets
 * of entities, so header names and row order do not matter); when a golden
 * exists, the explanation is compared with it too. Puzzles are solved in
 * worker threads (tinypool, one per core), in batches; results are sorted by
 * path before anything is printed, so the plain output is byte-identical from
 * run to run. Exit 1 on any regression: a wrong answer, an error, or a
 * changed golden (ambiguous, contradictory and unsolved puzzles are reported
 * but do not fail). --update rewrites the goldens instead of comparing them.
 */
import type { Command } from "commander";
import cliProgress from "cli-progress";
import { existsSync, readdirSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pc from "picocolors";
import { Tinypool } from "tinypool";
import { collect, jsonReport, junitReport, plainText, type CheckResult } from "./check-report.js";
import { answerFileOf, goldenFileOf, solutionFileOf, type CheckTask, type PuzzleResult } from "./check-judge.js";
import { writeAtomic } from "./write.js";

export { sameSolution, verdictOf, type Expected, type Verdict, type PuzzleResult } from "./check-judge.js";
export type { CheckResult, FolderSummary } from "./check-report.js";

/** A path given to check that holds no puzzle to check. */
export class NoPuzzles extends Error {}

/**
 * The puzzle files under the given paths that have an expected solution,
 * sorted; a file given by name is kept as it is (and judged an error without
 * a solution beside it). A path that does not exist, or a folder without a
 * single <name>.txt beside a <name>.solution.json, is an error.
 */
export function puzzleFiles(paths: string[]): string[] {
  const files = new Set<string>();
  for (const path of paths) {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) throw new NoPuzzles(`${path}: no such file or folder`);
    if (stat.isDirectory()) {
      const found = readdirSync(path).sort().filter((name) => name.endsWith(".txt") && (existsSync(join(path, solutionFileOf(name))) || existsSync(join(path, answerFileOf(name)))));
      if (found.length === 0) throw new NoPuzzles(`${path}: no puzzle to check; expected <name>.txt beside <name>.solution.json or <name>.answer.json`);
      for (const name of found) files.add(join(path, name));
    } else files.add(path);
  }
  return [...files];
}

/** Write the golden a worker asked for (--update), whole or not at all, and drop the text from the result. */
function writeGolden(result: PuzzleResult): PuzzleResult {
  const { write, ...rest } = result;
  if (write === undefined) return rest;
  try {
    writeAtomic(goldenFileOf(result.file), write);
    return rest;
  } catch (error) {
    return { ...rest, verdict: "error", golden: "none", error: `cannot write ${goldenFileOf(result.file)}: ${(error as Error).message}` };
  }
}

/**
 * Puzzles that make a worker thread worth starting, by default. A worker
 * costs about what the main thread takes for a few dozen small puzzles (it
 * loads and warms up the compiler; the main thread does that only when it
 * solves), so the project corpus (67 puzzles) is quicker in the main thread.
 */
const PER_THREAD = 48;

export interface CheckOptions {
  /** Rewrite the golden explanations instead of comparing them. */
  update?: boolean;
  /** Worker threads; 0 solves in the main thread. Default: one per core, fewer for few puzzles (PER_THREAD). */
  threads?: number;
  /** Called as puzzles are done. */
  onProgress?: (done: number, total: number) => void;
}

/** The compiled worker: beside this module in dist/, or dist/ seen from src/ when the sources run directly (vitest). */
function workerUrl(): URL | undefined {
  for (const relative of ["./check-worker.js", "../../dist/src/cli/check-worker.js"]) {
    const url = new URL(relative, import.meta.url);
    if (existsSync(url)) return url;
  }
  return undefined;
}

/**
 * Batches for the pool, largest puzzles first. A batch saves the per-task
 * messaging; batches stay small (about sixteen per thread, at most eight
 * puzzles) so the threads stay balanced. Solving time grows steeply with a
 * puzzle's size and a file's length is a good proxy for it (on
 * zebralogic-legacy the longest quarter of the files takes about 80% of the
 * time), so the files are sorted longest first and cut into consecutive
 * batches: the queue, first in first out, starts the slow puzzles first and
 * ends on the quick ones instead of on a run of the slowest.
 */
function batches(files: string[], threads: number): string[][] {
  const size = Math.min(8, Math.max(1, Math.ceil(files.length / (threads * 16))));
  const bytes = new Map(files.map((file) => [file, statSync(file, { throwIfNoEntry: false })?.size ?? 0]));
  const order = [...files].sort((a, b) => bytes.get(b)! - bytes.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  const out: string[][] = [];
  for (let i = 0; i < order.length; i += size) out.push(order.slice(i, i + size));
  return out;
}

/** Check the puzzles under the given paths; prints nothing (see check-report.ts for the output). */
export async function runCheck(paths: string[], options: CheckOptions = {}): Promise<CheckResult> {
  const start = performance.now();
  const files = puzzleFiles(paths);
  const update = options.update ?? false;
  const progress = options.onProgress ?? (() => {});
  const url = workerUrl();
  // A worker loads the whole compiler and warms it up before its first puzzle: by default, a thread per
  // PER_THREAD puzzles at most, and the main thread alone rather than one worker.
  let threads = url && files.length > 1 ? Math.min(options.threads ?? Math.min(availableParallelism(), Math.floor(files.length / PER_THREAD)), files.length) : 0;
  if (options.threads === undefined && threads < 2) threads = 0;
  const results: PuzzleResult[] = [];
  progress(0, files.length);
  if (threads <= 0) {
    threads = 0;
    // Only here does this thread solve: a run in workers never loads the compiler into it.
    const { checkPuzzle } = await import("./check-worker.js");
    for (const file of files) {
      results.push(writeGolden(checkPuzzle(file, update)));
      progress(results.length, files.length);
      // Let the event loop run between puzzles, so that Ctrl-C stops the run (and the progress bar draws).
      await new Promise((resolve) => setImmediate(resolve));
    }
  } else {
    const jobs = batches(files, threads);
    threads = Math.min(threads, jobs.length);
    const pool = new Tinypool({ filename: url!.href, minThreads: threads, maxThreads: threads });
    try {
      await Promise.all(jobs.map(async (job) => {
        const task: CheckTask = { files: job, update };
        try {
          results.push(...((await pool.run(task)) as PuzzleResult[]).map(writeGolden));
        } catch (error) {
          // A worker that dies (out of memory, say) fails its batch, not the run.
          const message = `worker failed: ${(error as Error).message}`;
          results.push(...job.map((file): PuzzleResult => ({ file, verdict: "error", golden: "none", trials: 0, ms: 0, error: message })));
        }
        progress(results.length, files.length);
      }));
    } finally {
      await pool.destroy();
    }
  }
  return collect(results, performance.now() - start, threads);
}

/** The values of --report: `json`, `junit FILE`; anything else is a path given after it. */
function parseReport(values: string[], paths: string[], fail: (message: string) => never): { json: boolean; junit?: string } {
  const out: { json: boolean; junit?: string } = { json: false };
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (value === "json") out.json = true;
    else if (value === "junit") {
      const file = values[++i];
      if (file === undefined) fail("--report junit needs a file to write, e.g. --report junit check.xml");
      out.junit = file;
    } else if (i === 0) fail(`--report ${value}: unknown report; expected one of json, junit FILE`);
    else paths.push(value);
  }
  return out;
}

interface CommandOptions {
  update?: boolean;
  times?: boolean;
  report?: string[];
  threads?: string;
}

export function registerCheck(program: Command): void {
  program
    .command("check")
    .description("solve every <name>.txt that has a <name>.solution.json or <name>.answer.json beside it and compare it (and its <name>.explain.txt)")
    .argument("[paths...]", "folders or puzzle files")
    .option("--update", "rewrite the golden explanations (<name>.explain.txt) of the checked puzzles")
    .option("--times", "show timings (median ms per folder, wall time); shown anyway on a terminal")
    .option("--report <kind...>", "json: print one JSON document instead of the table; junit FILE: also write JUnit XML")
    .option("--threads <n>", "worker threads (0: the main thread); default one per core, or the main thread for fewer than 96 puzzles")
    .action(async (args: string[], options: CommandOptions, command: Command) => {
      const fail = (message: string): never => command.error(`error: ${message}`, { exitCode: 2 });
      try {
        const paths = [...args];
        const report = parseReport(options.report ?? [], paths, fail);
        if (paths.length === 0) fail("check needs at least one folder or puzzle file");
        puzzleFiles(paths); // a path with nothing to check is an error before any work
        const threads = options.threads === undefined ? undefined : Number(options.threads);
        if (threads !== undefined && !(Number.isInteger(threads) && threads >= 0)) fail(`--threads takes a whole number, not "${options.threads}"`);
        const times = options.times === true || process.stdout.isTTY === true;
        const bar = process.stderr.isTTY
          ? new cliProgress.SingleBar({
              stream: process.stderr,
              format: "check [{bar}] {value}/{total} puzzles | {duration_formatted} | eta {eta_formatted}",
              hideCursor: true,
              clearOnComplete: true,
              etaBuffer: 64,
            }, cliProgress.Presets.shades_classic)
          : undefined;
        let started = false;
        // Ctrl-C stops the run between two puzzles (the main thread writes each golden whole, in one step), with the
        // shell's code for an interrupt. Set here, not left to Node's default, so that it also stops a run started
        // where SIGINT was ignored (a background job of a script): the default would then be to ignore it.
        process.once("SIGINT", () => {
          bar?.stop();
          process.exit(130);
        });
        const result = await runCheck(paths, {
          update: options.update === true,
          ...(threads !== undefined ? { threads } : {}),
          onProgress: (done, total) => {
            if (!bar || total === 0) return;
            if (!started) bar.start(total, done);
            else bar.update(done);
            started = true;
          },
        });
        if (started) bar!.stop();
        if (report.junit !== undefined) writeAtomic(report.junit, junitReport(result));
        const paint = pc.createColors(process.stdout.isTTY === true && !("NO_COLOR" in process.env));
        process.stdout.write(report.json ? jsonReport(result, times) : plainText(result, times, paint));
        process.exitCode = result.exitCode;
      } catch (error) {
        // command.error exits through main's exitOverride; anything else is a bug worth its message.
        process.stderr.write(`cluegrid check: ${(error as Error).message}\n`);
        process.exitCode = 2;
      }
    });
}
