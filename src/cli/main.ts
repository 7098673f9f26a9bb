/**
 * The command line. Each command lives in its own file; this one only wires
 * them to commander. Exit status: 0 when every file is solved, 2 when any
 * file is an input error, 1 otherwise (see ../shared/CONTRACT.md).
 */
import { Command } from "commander";
import { registerCheck } from "./check.js";
import { registerGenerate } from "./generate.js";
import { registerHint } from "./hint.js";
import { registerSchema } from "./schema.js";
import { registerSolve } from "./solve.js";

export function main(argv: string[]): void {
  const program = new Command();
  program
    .name("cluegrid")
    .description("Solve English-clue logic-grid puzzles, explaining every cell.")
    .showHelpAfterError()
    .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2));
  registerSolve(program);
  registerCheck(program);
  registerHint(program);
  registerSchema(program);
  registerGenerate(program);
  program.parse(argv);
}
