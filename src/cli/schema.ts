/**
 * `cluegrid schema`: the JSON Schemas of what cluegrid reads and writes,
 * generated from the zod definitions (the puzzle AST and the solve report).
 */
import type { Command } from "commander";
import { z } from "zod";
import { Puzzle } from "../ast/schema.js";
import { ReportJson } from "../render/schema.js";

export function schemas(): Record<string, unknown> {
  return { report: z.toJSONSchema(ReportJson), puzzle: z.toJSONSchema(Puzzle) };
}

export function registerSchema(program: Command): void {
  program
    .command("schema")
    .description("print the JSON Schemas of the solve report and the puzzle AST")
    .action(() => {
      process.stdout.write(`${JSON.stringify(schemas(), null, 2)}\n`);
    });
}
