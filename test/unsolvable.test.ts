/**
 * Puzzles written to fail: corpus/unsolvable/<name>.txt with the status they
 * must get in <name>.expected.json. An ambiguous puzzle shows two solutions
 * and where they differ; a contradictory one shows the chain and the clash.
 * Their explanations are golden files like the corpus's.
 */
import { readFileSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { report } from "../src/render/report.js";
import { renderText } from "../src/render/text.js";
import { root } from "./helpers.js";

const folder = join(root, "corpus", "unsolvable");
const files = readdirSync(folder).filter((f) => f.endsWith(".txt") && !f.endsWith(".explain.txt")).sort().map((f) => join(folder, f));

describe("unsolvable corpus", () => {
  it("has an ambiguous and a contradictory puzzle", () => {
    const statuses = files.map((f) => JSON.parse(readFileSync(f.replace(/\.txt$/u, ".expected.json"), "utf8")).status);
    expect(new Set(statuses)).toEqual(new Set(["ambiguous", "contradiction"]));
  });

  describe.each(files.map((f) => [basename(f), f]))("%s", (name, file) => {
    const expected = JSON.parse(readFileSync(file.replace(/\.txt$/u, ".expected.json"), "utf8")) as { status: string };
    const r = report(name, readFileSync(file, "utf8"));

    it(`is ${expected.status}, with its evidence`, () => {
      expect(r.status).toBe(expected.status);
      if (r.status === "ambiguous") {
        expect(r.solutions).toHaveLength(2);
        expect(r.solutions![0]).not.toEqual(r.solutions![1]);
        expect(r.differences!.length).toBeGreaterThan(0);
      }
      if (r.status === "contradiction") {
        expect(r.contradiction).toMatch(/, but /u);
        expect(r.steps.length).toBeGreaterThan(0);
      }
    });

    it("matches its golden explanation", async () => {
      await expect(renderText(r)).toMatchFileSnapshot(file.replace(/\.txt$/u, ".explain.txt"));
    });
  });
});
