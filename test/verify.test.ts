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
import { generate } from "../src/generate/generate.js";
import { solve } from "../src/solve/solve.js";
import { holds } from "../src/solve/semantics.js";
import { NO, YES, type Step } from "../src/solve/step.js";
import { root, sharedCorpora } from "./helpers.js";

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

  const seeds = join(sharedCorpora, "seeds");
  describe.skipIf(!existsSync(seeds))(existsSync(seeds) ? "seeds" : `${seeds} is absent: skipping the seed puzzles`, () => {
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

describe("verifySteps on trial steps: the chain is replayed", () => {
  // A generated puzzle that needs trial and error: "suppose X were Y:" and the chain of steps to a clash,
  // one of them a clue's.
  const made = generate({ seed: 9, categories: 4, size: 5, positional: true, difficulty: "hard" });
  const model = compile(parse(made.text).puzzle!);
  const steps = solve(model).steps;
  const i = steps.findIndex((s) => s.rule === "trial" && s.trial!.chain.length > 2 && s.trial!.chain.some((c) => c.clues.length === 1));
  const step = steps[i]!;
  const trial = step.trial!;
  /** The failures of a changed copy of the trial step, placed where the real one is. */
  const failuresOf = (changed: Step) => verifySteps(model, [...steps.slice(0, i), changed]).failures;
  const withTrial = (t: Partial<NonNullable<Step["trial"]>>): Step => ({ ...step, trial: { ...trial, ...t } });

  it("accepts the real trial steps", () => {
    expect(i).toBeGreaterThan(0);
    expect(verifySteps(model, steps).ok).toBe(true);
    expect(isForced(model, step)).toBe(true);
  });

  it("rejects a chain step that its own clue does not force", () => {
    const k = trial.chain.findIndex((s) => s.clues.length === 1);
    const other = model.constraints.map((c) => c.clue).find((c) => !trial.chain[k]!.clues.includes(c))!;
    const chain = trial.chain.map((s, j) => (j === k ? { ...s, clues: [other], constraint: undefined } : s));
    expect(failuresOf(withTrial({ chain }))).toEqual([
      { index: i, reason: expect.stringMatching(new RegExp(`^chain step ${k + 1} \\(.*\\): not forced by clue ${other} and its premises: `, "u")) },
    ]);
  });

  it("rejects a fake clash", () => {
    // A chain's last step said to clash with its own verdict.
    const last = trial.chain.at(-1)!;
    const fake = withTrial({ clash: { kind: "conflict", step: last, existing: last.verdict } });
    expect(failuresOf(fake)).toEqual([{ index: i, reason: expect.stringMatching(/^the clash \(.*\) is no clash/u) }]);
    // A value said to have no option left in a category where it still has some.
    const open = { kind: "no-option" as const, value: step.a, category: Math.floor(step.b / model.size), premises: [] };
    expect(failuresOf(withTrial({ clash: open }))).toEqual([{ index: i, reason: expect.stringMatching(/^the clash is no clash: /u) }]);
  });

  it("rejects a chain cut short, a yes concluded, and cells from before the trial that it does not list", () => {
    expect(failuresOf(withTrial({ chain: [] }))).toEqual([{ index: i, reason: expect.stringMatching(/^the clash \(.*\)(: premise .* is not known yet| is no clash: .*)$/u) }]);
    expect(failuresOf({ ...step, verdict: YES })).toEqual([{ index: i, reason: "trial and error concludes a no, never a yes" }]);
    expect(step.premises.length).toBeGreaterThan(0);
    expect(failuresOf({ ...step, premises: [] })).toEqual([{ index: i, reason: expect.stringMatching(/which is not among the step's premises$/u) }]);
  });

  it("checks a trial step from a generated puzzle whose clues together were too many to search (found by the fuzzer)", () => {
    // Checking this puzzle's trial steps by one search over all the clues they cite took minutes.
    const made = generate({ seed: 8, categories: 4, size: 7, positional: true, difficulty: "hard" });
    const hard = compile(parse(made.text).puzzle!);
    const result = solve(hard);
    expect(result.steps.filter((s) => s.rule === "trial").length).toBeGreaterThan(0);
    expect(verifyReport(hard, result.steps)).toEqual([]);
  });
});

describe("isForced against every whole assignment", () => {
  // The search tries only one of the entities no test names when the tests
  // only ask which values share an entity (see verify.ts): check it, and the
  // search as a whole, against brute force over every assignment of four
  // 4x4 grids (sharing only; comparisons, either, unaligned, the compared
  // category second or first; places in a row), on random premises and
  // facts, citing random clues or none.
  const sharing = readFileSync(join(root, "corpus", "book-club-4x4.txt"), "utf8");
  const comparing = [
    "Name: Ann, Bob, Cid, Dee", "Age: 20, 30, 40, 50", "Pet: cat, dog, eel, fox", "Color: red, blue, green, pink", "",
    "1. Ann is older than the cat owner.", "2. Bob is either the dog owner or the red one.",
    "3. Of Cid and the eel owner, one is blue and the other is 50.", "4. The fox owner is 10 years younger than the green one.",
    "5. Dee is not pink.",
  ].join("\n");
  // The same clues with the compared category first: its values are the entities' own.
  const comparingFirst = comparing.replace("Name: Ann, Bob, Cid, Dee\nAge: 20, 30, 40, 50", "Age: 20, 30, 40, 50\nName: Ann, Bob, Cid, Dee");
  const placing = [
    "Name: Ann, Bob, Cid, Dee", "Pet: cat, dog, eel, fox", "Color: red, blue, green, pink", "",
    "1. Ann lives next to the cat owner.", "2. Bob lives somewhere to the left of the red house.",
    "3. The fox owner lives in the second house.", "4. Dee is at one of the ends.",
    "5. The eel owner lives somewhere between Ann and the pink house.",
  ].join("\n");

  const permutations = (items: number[]): number[][] =>
    items.length <= 1 ? [items] : items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));

  it.each([["sharing only", sharing], ["comparisons", comparing], ["comparisons on category 0", comparingFirst], ["places", placing]])("agrees with brute force (%s)", (_, text) => {
    const model = compile(parse(text).puzzle!);
    const n = model.size;
    const categories = model.categories.length;
    expect([n, categories]).toEqual([4, 4]);
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
    expect(assignments.length).toBe(24 ** 3);

    // mulberry32: a small seeded generator (an LCG's low bits repeat too soon).
    let seed = 11;
    const random = (k: number): number => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * k);
    };
    const clueNumbers = [...new Set(model.constraints.filter((c) => !c.derived).map((c) => c.clue))];
    let forced = 0;
    for (let i = 0; i < 1500; i++) {
      // A few values, two of them in different categories, so that premises chain.
      const pool = [random(n), n + random(n * (categories - 1)), ...Array.from({ length: 2 + random(4) }, () => random(n * categories))];
      const cell = (): [number, number] => {
        for (;;) {
          const a = pool[random(pool.length)]!;
          const b = pool[random(pool.length)]!;
          if (Math.floor(a / n) !== Math.floor(b / n)) return [a, b];
        }
      };
      const premises = Array.from({ length: random(5) }, () => {
        const [a, b] = cell();
        return { a, b, verdict: random(3) === 0 ? YES : NO } as const;
      });
      const clues = [...new Set(Array.from({ length: random(3) }, () => clueNumbers[random(clueNumbers.length)]!))];
      const cited = model.constraints.filter((c) => !c.derived && clues.includes(c.clue));
      const [a, b] = cell();
      const allowed = (e: Int32Array): boolean =>
        cited.every((c) => holds(c, e, model)) && premises.every((p) => (e[p.a] === e[p.b]) === (p.verdict === YES));
      // The verdict one allowed assignment gives, so that the fact is often nearly forced.
      const some = assignments.filter(allowed);
      const sample = some[random(Math.max(1, some.length))];
      const verdict = sample ? (sample[a] === sample[b] ? YES : NO) : random(2) === 0 ? YES : NO;
      const step: Step = { a, b, verdict, rule: "transitive", clues, premises };
      const escapes = some.some((e) => (e[a] === e[b]) !== (verdict === YES));
      expect(isForced(model, step), JSON.stringify(step)).toBe(!escapes);
      if (!escapes && some.length > 0) forced++;
    }
    expect(forced).toBeGreaterThan(10);
  });
});

describe("verifySteps on a contradictory puzzle: nothing follows from a clash", () => {
  // Zoe drinks coffee, Renee not mate, Jose tea: Renee has no drink left.
  const model = compile(parse(readFileSync(join(root, "corpus", "unsolvable", "no-drink-left-2x3.txt"), "utf8")).puzzle!);
  const id = (name: string): number => [...Array(model.size * model.categories.length).keys()].find((i) => model.categories[Math.floor(i / model.size)]!.values[i % model.size] === name)!;
  const steps = solve(model).steps;
  // What the solver once wrote after the clash: Renee's last drink, taken by Jose already; then the mate row's last name.
  const renee = { a: id("Renee"), b: id("tea"), verdict: YES, rule: "last-open", clues: [], premises: [{ a: id("Renee"), b: id("coffee"), verdict: NO }, { a: id("Renee"), b: id("mate"), verdict: NO }] } as const satisfies Step;
  const mate = { a: id("mate"), b: id("Jose"), verdict: YES, rule: "last-open", clues: [], premises: [{ a: id("mate"), b: id("Zoe"), verdict: NO }, { a: id("mate"), b: id("Renee"), verdict: NO }] } as const satisfies Step;

  it("accepts the steps before the clash", () => {
    expect(verifySteps(model, steps).failures).toEqual([]);
  });

  it("refuses a step whose fact clashes with what is known, and every step after it", () => {
    const { failures } = verifySteps(model, [...steps, renee, mate]);
    expect(failures.map((f) => f.index)).toEqual([steps.length, steps.length + 1]);
    expect(failures[0]!.reason).toBe(`it clashes with what is known: "tea" is "Jose" already`);
    expect(failures[1]!.reason).toBe(`the cells known before it clash already ("tea" is "Jose" already): anything would follow`);
  });

  it("refuses a step that follows only because its clues and premises cannot all hold", () => {
    // Clue 2 rules out mate for Renee; with coffee not hers and tea Jose's, she has no drink: anything "follows".
    const vacuous: Step = {
      a: id("mate"), b: id("Jose"), verdict: YES, rule: "clue", clues: [2],
      premises: [{ a: id("coffee"), b: id("Renee"), verdict: NO }, { a: id("Jose"), b: id("tea"), verdict: YES }],
    };
    expect(verifySteps(model, [...steps, vacuous]).failures).toEqual([
      { index: steps.length, reason: "clue 2 and its premises cannot all hold, so it follows only vacuously" },
    ]);
  });
});
