/** Shared helpers for the tests: the project root, the shared corpora, the pipeline, and the command line. */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { parse } from "../src/parse/puzzle.js";
import { compile } from "../src/compile/compile.js";
import { solve } from "../src/solve/solve.js";
import { expect } from "vitest";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const sharedCorpora = join(root, "..", "shared", "corpora");
export const hasShared = existsSync(sharedCorpora);
export const SHARED_MISSING = `../shared/corpora is absent: skipping the tests on the shared corpora`;

/** Puzzle files with an expected solution in a folder, sorted. */
export function puzzles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => f.endsWith(".txt") && existsSync(join(folder, f.replace(/\.txt$/u, ".solution.json"))))
    .sort()
    .map((f) => join(folder, f));
}

export function expectedOf(file: string): { header: string[]; rows: string[][] } {
  return JSON.parse(readFileSync(file.replace(/\.txt$/u, ".solution.json"), "utf8"));
}

/** Parse a puzzle text and return its clues, or throw with its diagnostics. */
export function parseOrThrow(text: string) {
  const result = parse(text);
  if (!result.puzzle) throw new Error(result.errors.map((e) => `${e.line}:${e.column}: ${e.message}`).join("\n"));
  return result.puzzle;
}

export function solveText(text: string) {
  const puzzle = parseOrThrow(text);
  return solve(compile(puzzle));
}

/** Debian's Chromium, which the browser tests drive (.ci/run installs it). */
export const CHROMIUM = "/usr/bin/chromium";
export const hasChromium = existsSync(CHROMIUM);
export const CHROMIUM_MISSING = (what: string): string =>
  `${CHROMIUM} is absent: skipping the browser test of ${what} (apt-get install -y chromium)`;

/** Headless Chromium with nothing of its own going on the network (playwright-core gives it a fresh profile). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** Run the real bin/cluegrid from the project root, without colours. */
export function cluegrid(args: string[], input?: string): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(join(root, "bin", "cluegrid"), args, { cwd: root, encoding: "utf8", maxBuffer: 1 << 26, input, env: { ...process.env, NO_COLOR: "1" } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The commands `cluegrid --help` lists, without commander's own `help`. */
export const commandsOf = (): string[] =>
  [...cluegrid(["--help"]).stdout.split("Commands:")[1]!.matchAll(/^ {2}(\w+)/gmu)].map((m) => m[1]!).filter((c) => c !== "help");

/**
 * Compare `output` with the golden file `golden`. A missing golden is a
 * failure, as a changed one is: only `npx vitest -u` (`--update`) writes
 * goldens, never an ordinary run.
 */
export async function expectGolden(output: string, golden: string): Promise<void> {
  const updating = expect.getState().snapshotState.snapshotUpdateState === "all";
  if (!updating && !existsSync(golden)) {
    expect.fail(`the golden file ${golden} is missing: write it deliberately with \`npx vitest -u\` and review it`);
  }
  await expect(output).toMatchFileSnapshot(golden);
}

/** A three-by-three puzzle small enough to read whole in a test's expectations. */
export const TINY = `Three Neighbours

Color: red, green, blue
Name: Al, Bo, Cy
Pet: cat, dog, fish

1. Al lives in the red house.
2. Bo keeps the fish.
3. The owner of the green house keeps the fish.
4. Cy does not keep the cat.
`;
