/**
 * Puzzles written to fail: corpus/unsolvable/<name>.txt with the status they
 * must get in <name>.expected.json. An ambiguous puzzle shows two solutions
 * and where they differ; a contradictory one stops at the clash, ends with a
 * `Contradiction:` line that names the clues behind it, and reports a
 * smallest set of clues that cannot all hold, checked here against a brute
 * force over every assignment and every set of clues. Their explanations
 * are golden files like the corpus's.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Model } from "../src/compile/model.js";
import { verifySteps } from "../src/explain/verify.js";
import { report } from "../src/render/report.js";
import { renderText } from "../src/render/text.js";
import { goldenText } from "../src/cli/check-worker.js";
import { holds } from "../src/solve/semantics.js";
import { expectGolden, root } from "./helpers.js";

const folder = join(root, "corpus", "unsolvable");
const files = readdirSync(folder).filter((f) => f.endsWith(".txt") && !f.endsWith(".explain.txt")).sort().map((f) => join(folder, f));

/** Every permutation of 0..n-1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

/** For each set of clues (a bit mask over `clues`), whether some assignment keeps them all: by trying every assignment. */
function satisfiableSets(model: Model, clues: number[]): boolean[] {
  const n = model.size;
  const perms = permutations(n);
  const own = model.constraints.filter((c) => !c.derived);
  const ok = new Array<boolean>(1 << clues.length).fill(false);
  const entity = new Int32Array(n * model.categories.length);
  for (let r = 0; r < n; r++) entity[r] = r;
  const assign = (c: number): void => {
    if (c === model.categories.length) {
      let kept = 0;
      clues.forEach((clue, i) => {
        if (own.filter((k) => k.clue === clue).every((k) => holds(k, entity, model))) kept |= 1 << i;
      });
      // Every subset of the clues kept is satisfiable too.
      for (let set = kept; ; set = (set - 1) & kept) {
        ok[set] = true;
        if (set === 0) break;
      }
      return;
    }
    for (const p of perms) {
      p.forEach((row, v) => { entity[c * n + v] = row; });
      assign(c + 1);
    }
  };
  assign(1);
  return ok;
}

describe("unsolvable corpus", () => {
  it("has an ambiguous and a contradictory puzzle", () => {
    const statuses = files.map((f) => JSON.parse(readFileSync(f.replace(/\.txt$/u, ".expected.json"), "utf8")).status);
    expect(new Set(statuses)).toEqual(new Set(["ambiguous", "contradiction"]));
  });

  it("has contradictory puzzles of 2, 3 and 4 categories", () => {
    const sizes = files.map((f) => report(basename(f), readFileSync(f, "utf8"))).filter((r) => r.status === "contradiction").map((r) => r.header.length);
    expect(new Set(sizes)).toEqual(new Set([2, 3, 4]));
  });

  describe.each(files.map((f) => [basename(f), f]))("%s", (name, file) => {
    const expectedFile = file.replace(/\.txt$/u, ".expected.json");
    const expected = (existsSync(expectedFile) ? JSON.parse(readFileSync(expectedFile, "utf8")) : {}) as { status: string; clues?: number[] };
    const r = report(name, readFileSync(file, "utf8"));

    it(`is ${expected.status}, with its evidence`, () => {
      expect(r.status).toBe(expected.status);
      if (r.status === "ambiguous") {
        expect(r.solutions).toHaveLength(2);
        expect(r.solutions![0]).not.toEqual(r.solutions![1]);
        expect(r.differences!.length).toBeGreaterThan(0);
      }
    });

    if (expected.status !== "contradiction") return;

    it("stops at the clash: every step holds, none on a broken grid", () => {
      expect(verifySteps(r.model!, r.raw!).failures).toEqual([]);
    });

    it("ends with a Contradiction line naming the clues that clash", () => {
      const lines = renderText(r).trimEnd().split("\n");
      const last = lines[lines.length - 1]!;
      expect(last).toMatch(/^Contradiction: /u);
      for (const clue of expected.clues!) expect(r.contradiction!.text).toMatch(new RegExp(`\\bclue ${clue}\\b`, "u"));
    });

    it("reports a smallest set of clues that cannot all hold, as a brute force finds", () => {
      const model = r.model!;
      const clues = [...new Set(model.constraints.filter((c) => !c.derived).map((c) => c.clue))].sort((x, y) => x - y);
      const ok = satisfiableSets(model, clues);
      const maskOf = (set: number[]): number => set.reduce((m, clue) => m | (1 << clues.indexOf(clue)), 0);
      const popcount = (m: number): number => m.toString(2).replace(/0/gu, "").length;
      const smallest = Math.min(...ok.flatMap((sat, set) => (sat ? [] : [popcount(set)])));
      const found = r.contradiction!.clues;
      expect(found).toEqual(expected.clues);
      expect(ok[maskOf(found)]).toBe(false);
      expect(found.length).toBe(smallest);
      // Take any one out, and the rest can hold.
      for (const clue of found) expect(ok[maskOf(found.filter((c) => c !== clue))]).toBe(true);
    });
  });

  describe.each(files.map((f) => [basename(f), f]))("%s", (name, file) => {
    it("matches its golden explanation", async () => {
      await expectGolden(goldenText(report(name, readFileSync(file, "utf8"))), file.replace(/\.txt$/u, ".explain.txt"));
    });
  });
});
