/**
 * The advanced grid rules on small puzzles written for them: the step each
 * writes, word for word, and that the verifier accepts it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../src/compile/compile.js";
import { describeStep } from "../src/explain/english.js";
import { verifySteps } from "../src/explain/verify.js";
import { parse } from "../src/parse/puzzle.js";
import { solve } from "../src/solve/solve.js";
import { RuleState } from "../src/solve/rule.js";
import { clueCases } from "../src/solve/rules/clue-cases.js";
import { trial } from "../src/solve/rules/trial.js";
import { search } from "../src/solve/search.js";
import { Solver } from "../src/solve/solver.js";
import type { Fact, RuleName } from "../src/solve/step.js";
import { hasShared, root, sharedCorpora, SHARED_MISSING } from "./helpers.js";

/** The lines a rule wrote while solving `text`, and whether every step of the solve verified. */
function linesOf(text: string, rule: RuleName): { lines: string[]; verified: boolean } {
  const parsed = parse(text);
  if (!parsed.puzzle) throw new Error(parsed.errors.map((e) => e.message).join("\n"));
  const result = solve(compile(parsed.puzzle));
  const lines = result.steps.filter((s) => s.rule === rule).map((s) => describeStep(result.model, s));
  return { lines, verified: verifySteps(result.model, result.steps).ok };
}

describe("shared options", () => {
  it("rules the two options two values share out for every other value", () => {
    const text = "Person: Amy, Bo, Cy, Di\nPet: cat, dog, eel, fox\n\n1. Amy has neither the cat nor the dog.\n2. Bo owns neither the cat nor the dog.\n";
    const { lines, verified } = linesOf(text, "shared-options");
    expect(lines).toEqual([
      '"Cy" is not "eel": "Amy" and "Bo" have only "eel" and "fox" between them.',
      '"Cy" is not "fox": "Amy" and "Bo" have only "eel" and "fox" between them.',
      '"Di" is not "eel": "Amy" and "Bo" have only "eel" and "fox" between them.',
      '"Di" is not "fox": "Amy" and "Bo" have only "eel" and "fox" between them.',
    ]);
    expect(verified).toBe(true);
  });

  it("names places as positions", () => {
    const text = "There are 4 houses in a row.\nPerson: Amy, Bo, Cy, Di\n\n1. Amy is at one of the ends.\n2. Bo is at one of the ends.\n";
    const { lines } = linesOf(text, "shared-options");
    expect(lines[0]).toBe('"Cy" is not in position 1: "Amy" and "Bo" have only positions 1 and 4 between them.');
  });
});

describe("cases", () => {
  const text = [
    "Runner: Ann, Ben, Cal, Dee",
    "Place: first, second, third, fourth",
    "",
    "1. Ann finished one place ahead of Ben.",
    "2. Dee finished in neither first nor second place.",
    "3. Ben did not finish third.",
  ].join("\n");

  it("settles a cell that every way a clue can still hold agrees on, citing only the cells it needs", () => {
    const { lines, verified } = linesOf(text, "cases");
    expect(lines).toEqual([
      '"first" is "Ann": "Ann" finished one place ahead of "Ben" (clue 1); given that "first" is not "Dee", and "second" is not "Dee", and "third" is not "Ben", so "Ann" and "Ben" take "first"/"second", and "first" is "Ann".',
    ]);
    expect(verified).toBe(true);
  });

  it("reads two clues together when no single clue settles anything", () => {
    const together = [
      "There are 3 houses in a row.",
      "Person: Amy, Bo, Cy",
      "Pet: cat, dog, eel",
      "",
      "1. The cat owner lives next to Amy.",
      "2. The dog owner lives next to Amy.",
    ].join("\n");
    const { lines, verified } = linesOf(together, "cases");
    expect(lines).toEqual([
      '"Amy" is in position 2: "cat" is next to "Amy" (clue 1), and "dog" is next to "Amy" (clue 2); "cat", "Amy" and "dog" are in positions 1/2/3 or 3/2/1; either way "Amy" is in position 2.',
    ]);
    expect(verified).toBe(true);
  });
});

describe("trial and error runs the loop it is handed", () => {
  // Harbour Street stalls without trial and error.
  const model = compile(parse(readFileSync(join(root, "corpus", "harbour-street-6x6.txt"), "utf8")).puzzle!);
  const stalled = () => solve(model, { trial: false }).grid;

  it("refutes nothing when its loop finds no clash, and counts each assumption it tries", () => {
    const grid = stalled();
    const state = RuleState.fresh();
    const filled = grid.filledCells;
    let tried = 0;
    expect(trial(grid, state, () => { tried++; })).toBe(false);
    expect(tried).toBeGreaterThan(0);
    expect(state.trialsTried).toBe(tried);
    expect(state.trialsLeft).toBe(3000 - tried);
    expect(grid.filledCells).toBe(filled);
  });

  it("writes one trial step with the solver's own loop", () => {
    const grid = stalled();
    const inner = (attempt: typeof grid): void => new Solver(attempt, { trial: false, groups: false }, RuleState.continuing(model)).run();
    expect(trial(grid, RuleState.fresh(), inner)).toBe(true);
    expect(grid.steps!.at(-1)!.rule).toBe("trial");
  });

  it("given a solution, skips the cells it makes a yes (they cannot clash), and writes the very same step", () => {
    const solution = search(stalled(), 1)[0]!;
    const run = (withSolution: boolean) => {
      const grid = stalled();
      const state = RuleState.fresh();
      let attempts = 0;
      const inner = (attempt: typeof grid): void => {
        attempts++;
        new Solver(attempt, { trial: false, groups: false }, RuleState.continuing(model)).run();
      };
      expect(trial(grid, state, inner, undefined, withSolution ? () => solution : undefined)).toBe(true);
      return { step: grid.steps!.at(-1), attempts, tried: state.trialsTried, left: state.trialsLeft };
    };
    const every = run(false);
    const skipping = run(true);
    expect(skipping.step).toEqual(every.step);
    expect([skipping.tried, skipping.left]).toEqual([every.tried, every.left]);
    expect(every.attempts).toBe(every.tried);
    expect(skipping.attempts).toBeLessThan(every.attempts);
  });
});

describe("cases over the clues a refutation needed", () => {
  const model = compile(parse(readFileSync(join(root, "corpus", "harbour-street-6x6.txt"), "utf8")).puzzle!);
  const stalled = () => solve(model, { trial: false }).grid;
  // The first trial from where the rules stall, offered its refutations' clues.
  const grid = stalled();
  const state = RuleState.fresh();
  const inner = (attempt: typeof grid): void => new Solver(attempt, { trial: false, groups: false }, RuleState.continuing(model)).run();
  const offered: { cell: Fact; clues: number[] }[] = [];
  const settled = trial(grid, state, inner, (cell, clues) => {
    offered.push({ cell, clues: [...clues] });
    return clueCases(grid, state, cell, clues);
  });
  const step = grid.steps!.at(-1)!;
  const used = offered.find(({ clues }) => clues.join() === step.clues.join())!;

  it("settles a cell with no assumption where trial and error would write one, and the step verifies", () => {
    expect(settled).toBe(true);
    expect(step.rule).toBe("cases");
    expect(used).toBeDefined();
    expect(step.clues.length).toBeGreaterThan(0);
    // Its cases said, or (too many to say) that they all agree.
    expect(describeStep(model, step)).toMatch(/; (given that .*, )?(that can hold (only if it is so|in no case where .*)|.*either way .*|so .*)\.$/su);
    expect(verifySteps(model, grid.steps!).failures).toEqual([]);
  });

  it("reads no more than four clues at once", () => {
    const others = [...new Set(model.constraints.map((c) => c.clue))].filter((c) => !used.clues.includes(c));
    const five = [...used.clues, ...others].slice(0, 5);
    expect(clueCases(stalled(), RuleState.fresh(), used.cell, used.clues)).toBe(true);
    expect(clueCases(stalled(), RuleState.fresh(), used.cell, five)).toBe(false);
  });
});

describe("cases over the known cells alone", () => {
  it.skipIf(!hasShared)(hasShared ? "settle a cell no grid rule sees, where trial and error was needed, citing no clue" : SHARED_MISSING, () => {
    // ZebraLogic 3x6 #29: "eric is not april", with where each can still be, leaves "lilies" only position 2.
    const file = join(sharedCorpora, "zebralogic-legacy", "lgp-test-3x6-29-2024-06-29.txt");
    const model = compile(parse(readFileSync(file, "utf8")).puzzle!);
    const result = solve(model);
    expect(result.status).toBe("solved");
    expect(result.steps.some((s) => s.rule === "trial")).toBe(false);
    const step = result.steps.find((s) => s.rule === "cases" && s.clues.length === 0)!;
    expect(describeStep(model, step)).toMatch(/^"lilies" is in position 2: .*"eric" is not "april".*; taken together, these leave no other way\.$/u);
    expect(verifySteps(model, result.steps).failures).toEqual([]);
  });
});
