/**
 * The command line. Each command lives in its own file; this one only lists
 * them (program.ts wires them to commander), loading just the command being
 * run. Exit status: 0 when every file is solved, 2 when any file is an input
 * error, 1 otherwise (CONTRACT.md).
 */
import { start, type Commands } from "./program.js";

const COMMANDS: Commands = {
  solve: async () => (await import("./solve.js")).registerSolve,
  check: async () => (await import("./check.js")).registerCheck,
  hint: async () => (await import("./hint.js")).registerHint,
  schema: async () => (await import("./schema.js")).registerSchema,
  generate: async () => (await import("./generate.js")).registerGenerate,
  play: async () => (await import("./play.js")).registerPlay,
};

/** Run the command line `argv` (node, script, arguments) in this process, every command available. */
export async function main(argv: string[]): Promise<void> {
  await start(argv, COMMANDS);
}
