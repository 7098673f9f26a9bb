/**
 * A short fuzz run (scripts/fuzz.mjs does long ones): a few hundred broken
 * versions of the project's corpus puzzles — deleted and doubled words,
 * swapped values, typos, wrong category sizes, binary junk, long lines,
 * hundreds of categories or values, empty and blank files — must each give
 * a located input error or a well-formed result, never an exception, within
 * a time bound; and through the command line an error's JSON holds only the error.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { solveFile } from "../src/cli/solve.js";
import { checkInput } from "../src/generate/fuzz-check.js";
import { mutate } from "../src/generate/mutate.js";
import { Random } from "../src/generate/random.js";
import { root } from "./helpers.js";

/** The corpus puzzles up to 5x5 (the 6x6 one alone takes seconds to solve). */
const bases = readdirSync(join(root, "corpus"))
  .filter((f) => f.endsWith(".txt") && !/-6x6\./u.test(f))
  .sort()
  .map((f) => ({ name: f, text: readFileSync(join(root, "corpus", f), "utf8") }));

const RUNS = 300;
/** Inputs slower than this are reported; none may take longer than LIMIT. */
const SLOW_MS = 2000;
const LIMIT_MS = 15000;

/** Input i: a corpus puzzle and its mutations, all from the seed. */
function input(i: number) {
  const rng = Random.derive(2024, i);
  const base = bases[rng.int(bases.length)]!;
  return { base: base.name, ...mutate(base.text, rng.int(0x100000000), { huge: 300 }) };
}

describe("fuzzing", () => {
  it(`handles ${RUNS} broken puzzles: a located error or a well-formed result, in time`, () => {
    const failures: string[] = [];
    const slow: string[] = [];
    const statuses: Record<string, number> = {};
    for (let i = 0; i < RUNS; i++) {
      const { base, names, bytes } = input(i);
      const outcome = checkInput(bytes);
      statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      const what = `input ${i} (${base} + ${names.join(", ")})`;
      if (outcome.problems.length > 0) failures.push(`${what}: ${outcome.problems.join("; ")}${outcome.stack ? `\n${outcome.stack}` : ""}`);
      if (outcome.ms > SLOW_MS) slow.push(`${what}: ${Math.round(outcome.ms)} ms`);
    }
    if (slow.length > 0) console.warn(`inputs slower than ${SLOW_MS} ms:\n${slow.join("\n")}`);
    expect(failures).toEqual([]);
    expect(slow.filter((s) => Number(/(\d+) ms$/u.exec(s)![1]) > LIMIT_MS)).toEqual([]);
    // The run reaches both sides: errors and puzzles that still solve.
    expect(statuses.error).toBeGreaterThan(RUNS / 10);
    expect(statuses.solved).toBeGreaterThan(RUNS / 20);
  });

  it("never throws from solveFile, and an error's JSON holds only the error", () => {
    const dir = mkdtempSync(join(tmpdir(), "cluegrid-fuzz-"));
    const files: string[] = [];
    for (let i = 0; i < 40; i++) {
      const file = join(dir, `m${i}.txt`);
      writeFileSync(file, input(i).bytes);
      files.push(file);
    }
    writeFileSync(join(dir, "empty.txt"), "");
    writeFileSync(join(dir, "blank.txt"), " \n\t\r\n  \n");
    writeFileSync(join(dir, "binary.txt"), new Uint8Array([0xff, 0xfe, 0x00, 0x41, 0xc3, 0x28]));
    files.push(...["empty", "blank", "binary"].map((n) => join(dir, `${n}.txt`)));
    for (const file of files) {
      const r = solveFile(file);
      expect(r.errors?.map((e) => e.message).join(" ") ?? "").not.toMatch(/internal error/u);
    }
    const result = spawnSync(join(root, "bin", "cluegrid"), ["solve", ...files, "--json"], { cwd: root, encoding: "utf8", maxBuffer: 1 << 26 });
    const reports = result.stdout.trimEnd().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(reports).toHaveLength(files.length);
    for (const r of reports.filter((x) => x.status === "error")) {
      expect(Object.keys(r).sort()).toEqual(["errors", "file", "header", "rows", "status", "steps"]);
      expect([r.header, r.rows, r.steps]).toEqual([[], [], []]);
    }
    expect(reports.slice(-3).map((r) => r.status)).toEqual(["error", "error", "error"]);
  });
});
