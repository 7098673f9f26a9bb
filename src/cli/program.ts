/**
 * The command-line program, shared by both ways of starting it: the normal
 * one (bin/cluegrid.js → main.ts, every command) and the start-up snapshot
 * (snapshot-entry.ts, `solve` only). A launcher calls `start` once.
 */
import { createRequire } from "node:module";
import type { Command as CommandType } from "commander";

// Loaded with require, not import: Node reads a CommonJS package imported from ESM a
// second time to find its export names, which costs start-up time.
const { Command } = createRequire(import.meta.url)("commander") as typeof import("commander");

export type Register = (program: CommandType) => void;

/** The commands a launcher offers, by name, each loaded only when it runs. */
export type Commands = Record<string, () => Promise<Register>>;

/**
 * Run the command line `argv` (process.argv's shape: node, script, then the
 * arguments). Only the command named first is registered (start-up time is
 * what a command-line user waits for first); with no known command, all are.
 */
export async function run(argv: string[], commands: Commands): Promise<void> {
  const program = new Command();
  program
    .name("cluegrid")
    .description("Solve English-clue logic-grid puzzles, explaining every cell.")
    .showHelpAfterError()
    .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2));
  const name = argv[2];
  const chosen = name !== undefined && name in commands ? [name] : Object.keys(commands);
  for (const command of chosen) (await commands[command]!())(program);
  await program.parseAsync(argv);
}

/** `run` for a process: a reader that closes the pipe early (`| head`) is not an error. */
export async function start(argv: string[], commands: Commands): Promise<void> {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
  await run(argv, commands);
}
