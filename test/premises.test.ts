/**
 * Minimal, relevant reasons (issue 19, point 1): a step cites only the
 * premises that force it, and a known positive fact rather than a list of
 * eliminations.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../src/compile/compile.js";
import { premiseFigures } from "../src/explain/premises.js";
import { verifySteps } from "../src/explain/verify.js";
import { read } from "../src/pipeline.js";
import { report, toJson } from "../src/render/report.js";
import { ReportJson } from "../src/render/schema.js";
import { solve } from "../src/solve/solve.js";
import { hasShared, puzzles, root, sharedCorpora, SHARED_MISSING } from "./helpers.js";

const modelOf = (file: string) => {
  const parsed = read(readFileSync(file, "utf8"));
  return compile(parsed.puzzle!, parsed.clueText);
};

describe("the premises of a step", () => {
  it("are each needed, on every corpus puzzle, and the steps still verify", () => {
    for (const file of puzzles(join(root, "corpus"))) {
      const model = modelOf(file);
      const { steps } = solve(model);
      const figures = premiseFigures(model, steps);
      expect(figures.minimal, file).toBe(figures.steps);
      expect(verifySteps(model, steps).ok, file).toBe(true);
    }
  });

  it("are fewer than the rules list, never more", () => {
    for (const file of puzzles(join(root, "corpus"))) {
      const model = modelOf(file);
      const before = premiseFigures(model, solve(model, { pare: false }).steps);
      const after = premiseFigures(model, solve(model).steps);
      expect(after.premises, file).toBeLessThanOrEqual(before.premises);
    }
  });

  it.skipIf(!hasShared)(hasShared ? "leave out a fact that plays no part (Blood Donation, step 20)" : SHARED_MISSING, () => {
    const file = join(sharedCorpora, "seeds", "blood-donation.txt");
    const r = report(file, readFileSync(file, "utf8"));
    expect(r.steps[19]!.text).toBe('"120 lb" is not in position 5: "120 lb" is between "O-" and "150 lb", in that order (clue 10), which is impossible for "120 lb" in position 5.');
  });

  it.skipIf(!hasShared)(hasShared ? "cite a known place rather than the places ruled out (Einstein)" : SHARED_MISSING, () => {
    const file = join(sharedCorpora, "seeds", "einstein-brainzilla.txt");
    const text = report(file, readFileSync(file, "utf8")).steps.map((s) => s.text).join("\n");
    expect(text).toContain('"Norwegian" is next to "blue" (clue 14), and "Norwegian" is in position 1.');
  });
});

describe("the premises in the JSON report", () => {
  it("are on every step, by value names, and match the schema", () => {
    const file = join(root, "corpus", "lakeside-cabins-3x3.txt");
    const json = JSON.parse(toJson(report(file, readFileSync(file, "utf8"))));
    expect(ReportJson.safeParse(json).success).toBe(true);
    expect(json.steps[9]).toEqual({
      text: '"Hattie" is not "green": "Hattie" is "yellow" already.', rule: "only-one", clues: [],
      cell: ["Hattie", "green"], verdict: "no", premises: [{ a: "Hattie", b: "yellow", verdict: "yes" }],
    });
    expect(json.steps.every((s: { premises?: unknown }) => Array.isArray(s.premises))).toBe(true);
  });
});
