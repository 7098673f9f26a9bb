/**
 * The project's own corpus: every puzzle solves to its expected solution,
 * explains each filled cell exactly once, and matches its golden
 * explanation (<name>.explain.txt; a missing golden fails, and only
 * `npx vitest -u` writes them).
 */
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { sameSolution } from "../src/cli/check.js";
import { report } from "../src/render/report.js";
import { goldenText } from "../src/cli/check-worker.js";
import { expectGolden, expectedOf, puzzles, root, solveText } from "./helpers.js";

const files = puzzles(join(root, "corpus"));

describe("corpus", () => {
  it("holds at least 12 puzzles", () => expect(files.length).toBeGreaterThanOrEqual(12));

  describe.each(files.map((f) => [basename(f), f]))("%s", (_name, file) => {
    const text = readFileSync(file, "utf8");

    it("is solved to its expected solution", () => {
      const r = report(basename(file), text);
      expect(r.status).toBe("solved");
      expect(sameSolution(r.rows, expectedOf(file).rows)).toBe(true);
    });

    it("has one step per filled cell", () => {
      const result = solveText(text);
      expect(result.steps.length).toBe(result.grid.filledCells);
      const cells = new Set(result.steps.map((s) => (s.a < s.b ? `${s.a},${s.b}` : `${s.b},${s.a}`)));
      expect(cells.size).toBe(result.steps.length);
    });

    it("matches its golden explanation", async () => {
      const output = goldenText(report(basename(file), text));
      await expectGolden(output, file.replace(/\.txt$/u, ".explain.txt"));
    });
  });
});
