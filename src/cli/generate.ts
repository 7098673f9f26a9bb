/**
 * `cluegrid generate --seed N --size CxV [options]`: make a new puzzle with
 * a unique solution, from a seed (the same seed and options always give the
 * same puzzle). Writes NAME.txt and NAME.solution.json to --out DIR, or
 * prints the puzzle and then its solution (JSON) to standard output; a
 * one-line summary goes to standard error. Exit 0 on success, 1 when no
 * puzzle could be made, 2 on bad options or when a file would be
 * overwritten without --force.
 */
import type { Command } from "commander";
import { createRequire } from "node:module";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { KINDS, type Kind } from "../generate/facts.js";
import { generate, GenerateError, LIMITS, type Difficulty } from "../generate/generate.js";
import { writeAtomic } from "./write.js";

const { Option } = createRequire(import.meta.url)("commander") as typeof import("commander");

/** The values of --difficulty. */
const DIFFICULTIES = ["easy", "hard"] as const;

interface GenerateCliOptions {
  seed: string;
  size: string;
  positional?: boolean;
  kinds?: string;
  difficulty?: string;
  out?: string;
  name?: string;
  text?: boolean;
  force?: boolean;
}

/** "camelCase" and "snake_case" spellings of a kind name, as "kebab-case". */
const kebab = (k: string): string => k.trim().replace(/([a-z])([A-Z])/gu, "$1-$2").replace(/_/gu, "-").toLowerCase();

export function registerGenerate(program: Command): void {
  program
    .command("generate")
    .description("make a new puzzle with a unique solution from a seed (the same seed gives the same puzzle)")
    .option("--seed <n>", "random seed, a whole number", "1")
    .option("--size <CxV>", `categories x values, from ${LIMITS.minCategories}x${LIMITS.minSize} to ${LIMITS.maxCategories}x${LIMITS.maxSize}`, "4x4")
    .option("--positional", "houses in a row (implied by place kinds in --kinds)")
    .option("--kinds <list>", `clue kinds to use, comma-separated: ${KINDS.join(", ")}`)
    .addOption(new Option("--difficulty <level>", "easy (no trial and error needed) or hard (needs no-common reasoning or trial)").choices(DIFFICULTIES))
    .option("--out <dir>", "write NAME.txt and NAME.solution.json to this folder")
    .option("--name <name>", "file name (without extension) for --out")
    .option("--force", "with --out, overwrite files that are already there")
    .option("--text", "print only the puzzle text (for piping to cluegrid solve -)")
    .action((options: GenerateCliOptions, command: Command) => {
      const fail = (message: string): never => command.error(`error: ${message}`, { exitCode: 2 });
      if (!/^\d{1,10}$/u.test(options.seed) || Number(options.seed) > 0xffffffff) fail(`--seed must be a whole number from 0 to 4294967295, not "${options.seed}"`);
      const size = /^(\d{1,2})x(\d{1,2})$/iu.exec(options.size.trim());
      if (!size) fail(`--size must be CxV (categories x values), such as 5x6, not "${options.size}"`);
      const kinds = options.kinds?.split(",").map(kebab).filter((k) => k !== "");
      const unknown = kinds?.filter((k) => !(KINDS as readonly string[]).includes(k));
      if (unknown && unknown.length > 0) fail(`unknown clue kind${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => `"${k}"`).join(", ")}; expected ${KINDS.join(", ")}`);
      const [categories, values] = [Number(size![1]), Number(size![2])];
      const seed = Number(options.seed);
      const name = options.name ?? `generated-${categories}x${values}${options.positional ? "-row" : ""}-${seed}`;
      const files = options.out === undefined ? [] : [`${name}.txt`, `${name}.solution.json`].map((f) => join(options.out!, f));
      const there = files.filter((f) => existsSync(f));
      if (there.length > 0 && !options.force) {
        process.stderr.write(`cluegrid generate: ${there.join(" and ")} ${there.length === 1 ? "is" : "are"} already there; ` +
          "give another --name, or --force to overwrite\n");
        process.exitCode = 2;
        return;
      }
      try {
        const made = generate({
          seed, categories, size: values,
          ...(options.positional ? { positional: true } : {}),
          ...(kinds ? { kinds: kinds as Kind[] } : {}),
          ...(options.difficulty ? { difficulty: options.difficulty as Difficulty } : {}),
        });
        const solution = `${JSON.stringify(made.solution, null, 2)}\n`;
        if (options.out) {
          mkdirSync(options.out, { recursive: true });
          writeAtomic(files[0]!, made.text);
          writeAtomic(files[1]!, solution);
        } else {
          process.stdout.write(options.text ? made.text : `${made.text}\n${solution}`);
        }
        const where = options.out ? ` -> ${join(options.out, name)}.txt` : "";
        process.stderr.write(`generated ${categories}x${values} puzzle, seed ${seed}: ${made.clues} clues, rated ${made.rating.difficulty}` +
          `${made.rating.trials > 0 ? ` (${made.rating.trials} trial steps)` : ""}, attempt ${made.attempt + 1}${where}\n`);
        for (const r of made.rejected) process.stderr.write(`  attempt ${r.attempt + 1} thrown away: ${r.reason}\n`);
      } catch (error) {
        if (!(error instanceof GenerateError)) throw error;
        if (error.usage) fail(error.message);
        process.stderr.write(`cluegrid generate: ${error.message}\n`);
        process.exitCode = 1;
      }
    });
}
