/**
 * `cluegrid hint FILE --grid GRID`: the cheapest next step from a user's
 * partial grid (ZebraTutor's hint). GRID is JSON, inline or a file:
 * {"yes": [["Brit", "red"]], "no": [["Dane", "milk"]]}. The user's cells are
 * taken as given; the solver then takes exactly one step, the first it would
 * take from there, and says it.
 */
import type { Command } from "commander";
import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";
import { compile } from "../compile/compile.js";
import { valueIdByName, type Model } from "../compile/model.js";
import { describeStep } from "../explain/english.js";
import { read } from "../pipeline.js";
import { Grid, OverBudget } from "../solve/grid.js";
import { propagate } from "../solve/propagate.js";
import { Contradiction, NO, YES, type Step } from "../solve/step.js";
import { describeClash } from "../explain/english.js";

const PartialGrid = z.object({
  yes: z.array(z.tuple([z.string(), z.string()])).default([]),
  no: z.array(z.tuple([z.string(), z.string()])).default([]),
});

function idOf(model: Model, name: string): number {
  const id = valueIdByName(model, name);
  if (id === undefined) throw new Error(`no value "${name}" in this puzzle`);
  return id;
}

/** The next step from a partial grid, or what is wrong with the grid. */
export function hint(source: string, grid: z.infer<typeof PartialGrid>): { text: string; step?: Step } {
  const parsed = read(source);
  if (!parsed.puzzle) throw new Error(parsed.errors.map((e) => `${e.line}:${e.column}: ${e.message}`).join("\n"));
  const model = compile(parsed.puzzle, parsed.clueText);
  const g = new Grid(model);
  try {
    for (const [verdict, pairs] of [[YES, grid.yes], [NO, grid.no]] as const) {
      for (const [a, b] of pairs) g.write({ a: idOf(model, a), b: idOf(model, b), verdict, rule: "given", clues: [], premises: [] });
    }
    const given = g.steps!.length;
    g.budget = given;
    propagate(g, { trial: true, groups: true });
    return { text: g.complete ? "The grid is complete." : "No rule applies: the clues do not settle any more cells." };
  } catch (error) {
    if (error instanceof OverBudget) {
      const step = g.steps![g.steps!.length - 1]!;
      return { text: describeStep(model, step), step };
    }
    if (error instanceof Contradiction) return { text: `Your grid breaks a clue: ${describeClash(model, error.clash)}.` };
    throw error;
  }
}

export function registerHint(program: Command): void {
  program
    .command("hint")
    .description("the cheapest next step from a partial grid")
    .argument("<file>", "puzzle text file")
    .requiredOption("--grid <json>", 'the cells filled so far: {"yes": [["a","b"]], "no": [["c","d"]]}, inline or a file')
    .action((file: string, options: { grid: string }) => {
      try {
        const text = existsSync(options.grid) ? readFileSync(options.grid, "utf8") : options.grid;
        const out = hint(readFileSync(file, "utf8"), PartialGrid.parse(JSON.parse(text)));
        process.stdout.write(`${out.text}\n`);
      } catch (error) {
        process.stderr.write(`cluegrid hint: ${(error as Error).message}\n`);
        process.exitCode = 2;
      }
    });
}
