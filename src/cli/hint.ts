/**
 * `cluegrid hint FILE [--grid GRID] [--level N] [--all]`: a hint for the
 * next step from a user's partial grid (ZebraTutor's hints), in three
 * levels: 1 the clues to look at, 2 the question to ask, 3 the step. GRID
 * is JSON, inline, in a file, or `-` for standard input: {"yes": [["Brit",
 * "red"]], "no": [["Dane", "milk"]]}; without it, the empty grid. The grid is
 * checked first: cells that clash with each other, or that a clue cannot
 * live with, are reported with the clue (exit 1); a grid that is complete and
 * keeps every clue is solved. Otherwise the user's cells are taken as given,
 * and the solver takes steps from there up to the first that is not trivial
 * (basic consistency, transitivity: what a person fills in without a second
 * thought), or with --all the very first, and the hint is about that step.
 */
import { createRequire } from "node:module";
import type { Command } from "commander";
import { readFileSync } from "node:fs";
import { z } from "zod";
import { compile } from "../compile/compile.js";
import { categoryOf, valueName, valuesOf, type Constraint, type Model } from "../compile/model.js";
import { describeContradiction } from "../explain/contradiction.js";
import { describeFact } from "../explain/english.js";
import { describeHint, type HintLevel } from "../explain/levels.js";
import { pare } from "../explain/premises.js";
import { read } from "../pipeline.js";
import { Grid } from "../solve/grid.js";
import { RuleState } from "../solve/rule.js";
import { propagate } from "../solve/solver.js";
import { findCase } from "../solve/rules/case-search.js";
import { basic } from "../solve/rules/basic.js";
import { transitivity } from "../solve/rules/transitivity.js";
import { assignmentOf } from "../solve/search.js";
import { holds, readsOf } from "../solve/semantics.js";
import { Contradiction, NO, OverBudget, YES, type Fact, type RuleName, type Step } from "../solve/step.js";

// Loaded with require, not import: see solve.ts.
const { Option } = createRequire(import.meta.url)("commander") as typeof import("commander");

const PartialGrid = z.object({
  yes: z.array(z.tuple([z.string(), z.string()])).default([]),
  no: z.array(z.tuple([z.string(), z.string()])).default([]),
}).strict();
type PartialGrid = z.infer<typeof PartialGrid>;

/** A mistake in what the user gave (exit 2), as opposed to a grid that breaks the puzzle (exit 1). */
export class HintInputError extends Error {}

export interface Hint {
  text: string;
  /** Whether the grid breaks the clues or itself. */
  broken: boolean;
  step?: Step;
}

/**
 * A value the grid names: by its name, or, for a name two categories share,
 * as "Category: name" ("Hat: red"); a shared name alone is refused, naming
 * the ways to write it.
 */
function idOf(model: Model, name: string): number {
  const count = model.size * model.categories.length;
  const named = (text: string, within?: number): number[] => Array.from({ length: count }, (_, id) => id).filter((id) =>
    valueName(model, id).toLowerCase() === text.trim().toLowerCase() && (within === undefined || categoryOf(model, id) === within));
  const qualified = /^([^:]+):\s*(.+)$/u.exec(name);
  const category = qualified ? model.categories.findIndex((c) => c.name.toLowerCase() === qualified[1]!.trim().toLowerCase()) : -1;
  const ids = category >= 0 ? named(qualified![2]!, category) : named(name);
  if (ids.length > 1) {
    const ways = ids.map((id) => `"${model.categories[categoryOf(model, id)]!.name}: ${valueName(model, id)}"`);
    throw new HintInputError(`the grid names "${name}", a value of ${ids.length} categories: write ${ways.join(" or ")}`);
  }
  if (ids.length === 0) {
    throw new HintInputError(`the grid names "${name}", which is no value of this puzzle`);
  }
  return ids[0]!;
}

/** The user's cells as facts, each a cell of two categories. */
function givenFacts(model: Model, grid: PartialGrid): Fact[] {
  const facts: Fact[] = [];
  for (const [verdict, pairs] of [[YES, grid.yes], [NO, grid.no]] as const) {
    for (const [x, y] of pairs) {
      const [a, b] = [idOf(model, x), idOf(model, y)];
      if (categoryOf(model, a) === categoryOf(model, b)) {
        throw new HintInputError(`the grid pairs "${x}" with "${y}", but both are ${model.categories[categoryOf(model, a)]!.name} values: a cell pairs two categories`);
      }
      facts.push({ a, b, verdict });
    }
  }
  return facts;
}

/** Steps a person takes without a second thought, which a hint passes over unless asked for every step. */
const TRIVIAL = new Set<RuleName>(["only-one", "transitive"]);

export interface HintOptions {
  /** 1: the clues to look at; 2: the question to ask; 3: the step (the default here: 3). */
  level?: HintLevel;
  /** Hint at the very next step, even a trivial one. */
  all?: boolean;
}

/** A hint for the next step from a partial grid, or what is wrong with the grid. */
export function hint(source: string, grid: PartialGrid, options: HintOptions = {}): Hint {
  const parsed = read(source);
  if (!parsed.puzzle) throw new HintInputError(parsed.errors.map((e) => `${e.line}:${e.column}: ${e.message}`).join("\n"));
  const model = compile(parsed.puzzle, parsed.clueText);
  const facts = givenFacts(model, grid);
  const problem = checkGrid(model, facts);
  if (problem) return problem;
  const g = new Grid(model);
  for (const fact of facts) g.write({ ...fact, rule: "given", clues: [], premises: [] });
  // Past the user's cells up to the first step worth a hint, and stop.
  const given = g.steps!.length;
  g.afterWrite = (grid) => {
    const steps = grid.steps!;
    if (steps.length > given && (options.all || !TRIVIAL.has(steps.at(-1)!.rule))) throw new OverBudget();
  };
  // Citing only the premises that force it, as in a whole explanation.
  const say = (index: number): Hint => {
    const step = pare(model, g.steps!)[index]!;
    return { broken: false, text: describeHint(model, step, options.level ?? 3), step };
  };
  try {
    propagate(g, { trial: true, groups: true });
    // Only trivial steps were left: the first of them.
    if (g.steps!.length > given) return say(given);
    return { broken: false, text: "No rule applies: the clues do not settle any more cells." };
  } catch (error) {
    if (error instanceof OverBudget) return say(g.steps!.length - 1);
    if (error instanceof Contradiction) {
      // The clues together rule the grid out, though no clue alone does.
      return { broken: true, text: `Your grid cannot be completed: ${describeContradiction(model, g.steps!, error.clash)}.` };
    }
    throw error;
  }
}

/**
 * What is wrong with the user's cells, if anything: cells that clash with
 * each other (directly, or through a value they link); clues that no way of
 * completing the grid can keep, each with the cells that break it. A grid
 * whose cells fix every value, and that keeps every clue, is solved.
 */
function checkGrid(model: Model, facts: readonly Fact[]): Hint | undefined {
  const g = new Grid(model);
  try {
    for (const fact of facts) g.write({ ...fact, rule: "given", clues: [], premises: [] });
    const state = RuleState.fresh();
    while (basic(g, state) || transitivity(g, state));
  } catch (error) {
    if (!(error instanceof Contradiction)) throw error;
    return { broken: true, text: `Your cells clash with each other: ${describeContradiction(model, g.steps!, error.clash)}.` };
  }
  const broken = brokenClues(model, facts);
  if (broken.length > 0) return { broken: true, text: broken.join("\n") };
  if (g.complete && model.constraints.every((c) => holds(c, assignmentOf(g), model))) {
    return { broken: false, text: "The grid is solved: every clue holds." };
  }
  return undefined;
}

/** A line for each clue the cells break: no way of completing the grid keeps it. */
function brokenClues(model: Model, facts: readonly Fact[]): string[] {
  const byClue = new Map<number, Constraint[]>();
  for (const c of model.constraints) if (!c.derived) byClue.set(c.clue, [...(byClue.get(c.clue) ?? []), c]);
  const out: string[] = [];
  for (const [clue, constraints] of byClue) {
    const values = [...new Set(constraints.flatMap((c) => readsOf(model, c)))];
    const impossible = (premises: readonly Fact[]): boolean => findCase(model, constraints, values, premises).outcome === "impossible";
    if (!impossible(facts)) continue;
    // The cells it needs: each dropped while the clue still cannot hold without it, those about its own values last.
    const own = new Set(constraints.flatMap(valuesOf));
    const about = (f: Fact): number => Number(own.has(f.a) || own.has(f.b));
    let kept = [...facts].sort((x, y) => about(x) - about(y));
    for (const fact of [...kept]) {
      const without = kept.filter((f) => f !== fact);
      if (impossible(without)) kept = without;
    }
    const text = model.clueText.get(clue);
    const cells = kept.map((f) => describeFact(model, f)).join(", and ");
    out.push(`Your grid breaks clue ${clue}${text ? ` ("${text}")` : ""}: ${cells ? `it cannot hold if ${cells}` : "it cannot hold"}.`);
  }
  return out;
}

/** The grid option's text: `-` is standard input, text starting with `{` is the JSON itself, anything else a file. */
function gridText(option: string, stdin: () => string): string {
  if (option === "-") return stdin();
  if (option.trimStart().startsWith("{")) return option;
  try {
    return readFileSync(option, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new HintInputError(code === "ENOENT" ? `no grid file "${option}" (give the grid as JSON, a file, or - for standard input)` : `cannot read the grid file "${option}": ${(error as Error).message}`);
  }
}

/** The partial grid, checked: JSON of the right shape. */
export function readGrid(text: string, from: string): PartialGrid {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new HintInputError(`the grid ${from} is not valid JSON: ${(error as Error).message}`);
  }
  const grid = PartialGrid.safeParse(json);
  if (!grid.success) {
    const issue = grid.error.issues[0]!;
    const where = issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
    throw new HintInputError(`the grid ${from} is not of the form {"yes": [["value", "value"], ...], "no": [...]}${where}: ${issue.message}`);
  }
  return grid.data;
}

/** The values of --level. */
export const LEVELS = ["1", "2", "3"] as const;

export function registerHint(program: Command): void {
  program
    .command("hint")
    .description("a hint for the next step from a partial grid, after checking the grid: the clues to look at, the question to ask, or the step")
    .argument("<file>", "puzzle text file (- for standard input)")
    .option("--grid <json>", 'the cells filled so far: {"yes": [["a","b"]], "no": [["c","d"]]}, inline, a file, or - for standard input (default: none)')
    .addOption(new Option("--level <n>", "how much to give away: 1 the clues to look at, 2 the question to ask, 3 the step").choices(LEVELS).default("1"))
    .option("--all", "hint at the very next step, even one of basic consistency or transitivity")
    .action((file: string, options: { grid?: string; level: (typeof LEVELS)[number]; all?: boolean }) => {
      try {
        if (file === "-" && options.grid === "-") throw new HintInputError("the puzzle and the grid cannot both come from standard input");
        const stdin = (): string => readFileSync(0, "utf8");
        const option = options.grid ?? "{}";
        const from = option === "-" ? "from standard input" : option.trimStart().startsWith("{") ? "given" : `in "${option}"`;
        const grid = readGrid(gridText(option, stdin), from);
        let source: string;
        try {
          source = file === "-" ? stdin() : readFileSync(file, "utf8");
        } catch (error) {
          throw new HintInputError(`cannot read the puzzle "${file}": ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`);
        }
        const out = hint(source, grid, { level: Number(options.level) as HintLevel, all: options.all === true });
        process.stdout.write(`${out.text}\n`);
        if (out.broken) process.exitCode = 1;
      } catch (error) {
        if (!(error instanceof HintInputError)) throw error;
        process.stderr.write(`cluegrid hint: ${error.message}\n`);
        process.exitCode = 2;
      }
    });
}
