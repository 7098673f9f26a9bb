/**
 * The command-line program, shared by both ways of starting it: the normal
 * one (bin/cluegrid.js → main.ts, every command) and the start-up snapshot
 * (snapshot-entry.ts, `solve` only). A launcher calls `start` once.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Command as CommandType } from "commander";

// Loaded with require, not import: Node reads a CommonJS package imported from ESM a
// second time to find its export names, which costs start-up time.
const { Command } = createRequire(import.meta.url)("commander") as typeof import("commander");

export type Register = (program: CommandType) => void;

/** The commands a launcher offers, by name, each loaded only when it runs. */
export type Commands = Record<string, () => Promise<Register>>;

/**
 * The package's version, from its package.json: beside bin/ (argv[1] is
 * bin/cluegrid.js both ways of starting), read when a command runs.
 */
function version(script: string | undefined): string {
  try {
    const pkg = JSON.parse(readFileSync(join(dirname(script ?? "."), "..", "package.json"), "utf8")) as { version?: unknown };
    return typeof pkg.version === "string" ? pkg.version : "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * What follows a usage error: the usage of the command that was misused
 * (not the program's), and where its options are described.
 */
export function usageHint(command: CommandType): string {
  const path: string[] = [];
  for (let c: CommandType | null = command; c; c = c.parent) path.unshift(c.name());
  const name = path.join(" ");
  return `Usage: ${name} ${command.usage()}\nRun "${name} --help" for the options.`;
}

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
    .version(version(argv[1]), "-V, --version", "print cluegrid's version")
    .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2));
  program
    .command("version")
    .description("print cluegrid's version")
    .action(() => {
      process.stdout.write(`${program.version()}\n`);
    });
  const name = argv[2];
  // The version needs no command; a command named first needs only itself; anything else (--help, a mistake) all of them.
  const chosen = name === "version" || name === "-V" || name === "--version" ? [] : name !== undefined && name in commands ? [name] : Object.keys(commands);
  for (const command of chosen) (await commands[command]!())(program);
  // Each command's usage errors end with its own usage, the program's with the program's.
  for (const command of [program, ...program.commands]) command.showHelpAfterError(usageHint(command));
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
