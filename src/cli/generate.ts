/** `cluegrid generate`: make a new puzzle (being written: see issue 7). */
import type { Command } from "commander";

export function registerGenerate(program: Command): void {
  program
    .command("generate")
    .description("make a new puzzle from a seed and a size (not yet available)")
    .action(() => {
      process.stderr.write("cluegrid generate: not yet available\n");
      process.exitCode = 2;
    });
}
