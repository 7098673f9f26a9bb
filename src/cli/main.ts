/**
 * The command line. Each command lives in its own file; this one only wires
 * them to commander, loading just the command being run (start-up time is
 * what a command-line user waits for first). Exit status: 0 when every file
 * is solved, 2 when any file is an input error, 1 otherwise (CONTRACT.md).
 */
import { createRequire } from "node:module";
import type { Command as CommandType } from "commander";

// Loaded with require, not import: Node reads a CommonJS package imported from ESM a
// second time to find its export names, which costs start-up time.
const { Command } = createRequire(import.meta.url)("commander") as typeof import("commander");

type Register = (program: CommandType) => void;

const COMMANDS: Record<string, () => Promise<Register>> = {
  solve: async () => (await import("./solve.js")).registerSolve,
  check: async () => (await import("./check.js")).registerCheck,
  hint: async () => (await import("./hint.js")).registerHint,
  schema: async () => (await import("./schema.js")).registerSchema,
  generate: async () => (await import("./generate.js")).registerGenerate,
};

export async function main(argv: string[]): Promise<void> {
  const program = new Command();
  program
    .name("cluegrid")
    .description("Solve English-clue logic-grid puzzles, explaining every cell.")
    .showHelpAfterError()
    .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2));
  const name = argv[2];
  const chosen = name !== undefined && name in COMMANDS ? [name] : Object.keys(COMMANDS);
  for (const command of chosen) (await COMMANDS[command]!())(program);
  await program.parseAsync(argv);
}
