/**
 * The step verifier: every step the solver writes for the corpus and the
 * seed puzzles is accepted (premises known, one step per cell, forced by
 * the clues it cites), and steps that are wrong in each way are rejected.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Model } from "../src/compile/model.js";
import { compile } from "../src/compile/compile.js";
import { isForced, verifyReport, verifySteps } from "../src/explain/verify.js";
import { parse } from "../src/parse/puzzle.js";
import { solve } from "../src/solve/solve.js";
import { NO, YES, type Step } from "../src/solve/step.js";
import { root } from "./helpers.js";

/** Every puzzle of a folder that parses, with its model and steps. */
function solvedIn(folder: string): { name: string; model: Model; steps: Step[] }[] {
  return readdirSync(folder)
    .filter((f) => f.endsWith(".txt") && !f.endsWith(".explain.txt"))
    .sort()
    .flatMap((f) => {
      const parsed = parse(readFileSync(join(folder, f), "utf8"));
      if (!parsed.puzzle) return [];
      const model = compile(parsed.puzzle);
      return [{ name: basename(f), model, steps: solve(model).steps }];
    });
}

const flip = (step: Step): Step => ({ ...step, verdict: step.verdict === YES ? NO : YES });

function allStepsPass(folder: string, atLeast: number): void {
  const puzzles = solvedIn(folder);
  expect(puzzles.length).toBeGreaterThanOrEqual(atLeast);
  for (const { name, model, steps } of puzzles) {
    expect(steps.length, name).toBeGreaterThan(0);
    expect(verifyReport(model, steps), name).toEqual([]);
    expect(verifySteps(model, steps).ok, name).toBe(true);
    // The check has teeth: the opposite of a real step is never forced by what it cites.
    const flippedForced = steps.filter((s) => isForced(model, flip(s)));
    expect(flippedForced.length, name).toBe(0);
  }
}

describe("verifySteps on real explanations", () => {
  it("accepts every step of every corpus puzzle", { timeout: 120_000 }, () => allStepsPass(join(root, "corpus"), 12));

  const seeds = join(root, "..", "shared", "corpora", "seeds");
  describe.skipIf(!existsSync(seeds))("seeds", () => {
    it("accepts every step of every seed puzzle that parses", { timeout: 120_000 }, () => allStepsPass(seeds, 5));
  });
});

describe("verifySteps on wrong steps", () => {
  // Cabins by the Lake: step 7 is `"Hattie" is "yellow": clue 3 says so.`
  const model = compile(parse(readFileSync(join(root, "corpus", "lakeside-cabins-3x3.txt"), "utf8")).puzzle!);
  const steps = solve(model).steps;
  const at = (i: number): Step => steps[i]!;
  const clueStep = steps.findIndex((s) => s.rule === "clue" && s.clues.length === 1 && s.premises.length === 0);
  const withPremise = steps.findIndex((s) => s.premises.some((p) => Math.floor(p.a / model.size) !== Math.floor(p.b / model.size)));

  /** The failures of `step` placed after the first `before` real steps. */
  const failuresOf = (before: number, step: Step) => verifySteps(model, [...steps.slice(0, before), step]).failures;

  it("accepts the real steps", () => {
    expect(verifySteps(model, steps)).toEqual({ ok: true, failures: [] });
    expect(clueStep).toBeGreaterThanOrEqual(0);
    expect(withPremise).toBeGreaterThan(0);
  });

  it("rejects a step whose premise is not known yet", () => {
    const result = verifySteps(model, [at(withPremise)]);
    expect(result.ok).toBe(false);
    expect(result.failures).toEqual([{ index: 0, reason: expect.stringMatching(/^premise .* is not known yet$/u) }]);
    // Moved before the step that made its premise known, it fails too.
    const premise = at(withPremise).premises.find((p) => Math.floor(p.a / model.size) !== Math.floor(p.b / model.size))!;
    const maker = steps.findIndex((s) => (s.a === premise.a && s.b === premise.b) || (s.a === premise.b && s.b === premise.a));
    expect(failuresOf(maker, at(withPremise))[0]).toMatchObject({ index: maker, reason: expect.stringMatching(/not known yet/u) });
  });

  it("rejects a step that cites the wrong clue", () => {
    const step = at(clueStep);
    const clues = [...new Set(model.constraints.map((c) => c.clue))].filter((n) => !step.clues.includes(n));
    for (const other of clues) {
      const failures = failuresOf(clueStep, { ...step, clues: [other], constraint: undefined });
      expect(failures).toEqual([{ index: clueStep, reason: expect.stringMatching(/^not forced by clue \d+ and its premises: /u) }]);
    }
  });

  it("rejects a step whose verdict is flipped", () => {
    for (let i = 0; i < steps.length; i++) {
      expect(failuresOf(i, flip(at(i))), `step ${i + 1}`).toEqual([{ index: i, reason: expect.stringMatching(/^not forced/u) }]);
    }
  });

  it("rejects a step for a cell an earlier step filled", () => {
    const result = verifySteps(model, [...steps.slice(0, clueStep + 1), at(clueStep)]);
    expect(result.failures).toEqual([{ index: clueStep + 1, reason: "its cell was already filled by an earlier step" }]);
    // Also with the cell written the other way round.
    const swapped = { ...at(clueStep), a: at(clueStep).b, b: at(clueStep).a };
    expect(verifySteps(model, [...steps, swapped]).failures).toEqual([{ index: steps.length, reason: "its cell was already filled by an earlier step" }]);
  });

  it("rejects a step that drops the premises it needs", () => {
    const i = steps.findIndex((s) => s.rule === "transitive");
    expect(i).toBeGreaterThan(0);
    expect(failuresOf(i, { ...at(i), premises: [] })[0]).toMatchObject({ index: i, reason: expect.stringMatching(/^not forced by its premises alone/u) });
  });

  it("rejects a search step, even a true one", () => {
    const step: Step = { ...at(clueStep), rule: "search", clues: [], premises: [] };
    expect(failuresOf(clueStep, step)).toEqual([{ index: clueStep, reason: "a search guess is not an explanation" }]);
  });

  it("rejects a cell of two values of one category", () => {
    const result = verifySteps(model, [{ a: 0, b: 1, verdict: NO, rule: "only-one", clues: [], premises: [] }]);
    expect(result.failures).toEqual([{ index: 0, reason: "cell (0, 1) is not a cell of the grid" }]);
  });
});

describe("isForced on steps that cite no clue, against every whole assignment", () => {
  // The search tries only one of the entities no test names (they are
  // interchangeable when the tests only compare entities): check it against
  // brute force, over every assignment of a 4x4 grid, on random premises.
  const model = compile(parse(readFileSync(join(root, "corpus", "book-club-4x4.txt"), "utf8")).puzzle!);
  const n = model.size;
  const categories = model.categories.length;
  const permutations = (items: number[]): number[][] =>
    items.length <= 1 ? [items] : items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
  // Every whole assignment: entity[id] for each value id (category 0 is the rows).
  const assignments: Int32Array[] = [];
  const each = permutations(Array.from({ length: n }, (_, i) => i));
  const build = (c: number, entity: Int32Array): void => {
    if (c === categories) return void assignments.push(entity.slice());
    for (const p of each) {
      for (let v = 0; v < n; v++) entity[c * n + v] = p[v]!;
      build(c + 1, entity);
    }
  };
  build(1, Int32Array.from({ length: n * categories }, (_, id) => (id < n ? id : -1)));

  let seed = 11;
  const random = (k: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % k;
  };
  /** A cell of two values of different categories, among a few values (so that premises chain). */
  let pool: number[] = [];
  const cell = (): [number, number] => {
    for (;;) {
      const a = pool[random(pool.length)]!;
      const b = pool[random(pool.length)]!;
      if (Math.floor(a / n) !== Math.floor(b / n)) return [a, b];
    }
  };

  it("agrees with brute force on 4,000 random steps", () => {
    expect(assignments.length).toBe(24 ** (categories - 1));
    let forced = 0;
    for (let i = 0; i < 4000; i++) {
      // A few values, two of them in different categories so that a cell can always be drawn.
      pool = [random(n), n + random(n * (categories - 1)), ...Array.from({ length: 2 + random(4) }, () => random(n * categories))];
      const premises = Array.from({ length: 1 + random(8) }, () => {
        const [a, b] = cell();
        return { a, b, verdict: random(3) === 0 ? YES : NO } as const;
      });
      const [a, b] = cell();
      const step: Step = { a, b, verdict: random(2) === 0 ? YES : NO, rule: "transitive", clues: [], premises };
      const same = (e: Int32Array, x: number, y: number): boolean => e[x] === e[y];
      const escapes = assignments.some((e) => premises.every((p) => same(e, p.a, p.b) === (p.verdict === YES)) && same(e, a, b) !== (step.verdict === YES));
      const anyAtAll = assignments.some((e) => premises.every((p) => same(e, p.a, p.b) === (p.verdict === YES)));
      expect(isForced(model, step), JSON.stringify(step)).toBe(!escapes);
      if (!escapes && anyAtAll) forced++;
    }
    expect(forced).toBeGreaterThan(10);
  });
});
