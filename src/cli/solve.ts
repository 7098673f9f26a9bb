/**
 * `cluegrid solve FILE... [options]`: solve puzzle files and print, for each,
 * the explanation and the solution (text), or one JSON object per file
 * (--json, the CONTRACT). Options choose how much of the explanation a
 * person reads (headlines by default, --full, --brief; render/view.ts),
 * narrow it (--why, --answer) or check it (--verify).
 */
import { createRequire } from "node:module";
import type { Command } from "commander";
import { readFileSync } from "node:fs";
import { categoryOf, valueIdByName, valueName, type Model } from "../compile/model.js";
import { describeFact } from "../explain/english.js";
import { why } from "../explain/select.js";
import { verifyReport } from "../explain/verify.js";
import { closest } from "../parse/suggest.js";
import { diagnostics } from "../parse/diagnostic.js";
import { decode, errorReport, report, type Report } from "../render/report.js";
import { render, FORMATS, type Format } from "../render/index.js";
import { keepSteps, type View } from "../render/view.js";
import { NOT_BUILT, readPage } from "./page.js";

// Loaded with require, not import: Node reads a CommonJS package imported from ESM a
// second time to find its export names, which costs start-up time.
const { Option } = createRequire(import.meta.url)("commander") as typeof import("commander");

/** The values of --grid. */
export const GRIDS = ["final", "each"] as const;

export interface SolveOptions {
  json?: boolean;
  format?: Format;
  verify?: boolean;
  why?: string[];
  brief?: boolean;
  full?: boolean;
  grid?: (typeof GRIDS)[number];
  answer?: boolean;
}

/** Read a file (or `-` for standard input) and solve it; never throws. */
export function solveFile(file: string): Report {
  let bytes: Uint8Array;
  try {
    bytes = file === "-" ? readFileSync(0) : readFileSync(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message;
    return errorReport(file, [{ line: 1, column: 1, length: 0, code: "unreadable", message: `cannot read ${file}: ${reason}` }]);
  }
  try {
    return { ...report(file, decode(bytes)), file };
  } catch (error) {
    return errorReport(file, [diagnostics.internal((error as Error).message)]);
  }
}

export function exitCode(reports: Report[]): number {
  if (reports.some((r) => r.status === "error")) return 2;
  if (reports.some((r) => r.verification && !r.verification.ok)) return 1;
  return reports.every((r) => r.status === "solved") ? 0 : 1;
}

/** The cell --why asks about, as two value ids, or what is wrong with the two names. */
function whyCell(model: Model, names: string[]): { a: number; b: number } | string {
  const ids = names.map((name) => valueIdByName(model, name));
  const unknown = names.find((_, i) => ids[i] === undefined);
  if (unknown !== undefined) {
    const suggestion = closest(unknown, model.categories.flatMap((c) => c.values));
    return `no value "${unknown}" in this puzzle${suggestion ? `; did you mean "${suggestion}"?` : ""}`;
  }
  const [a, b] = ids as [number, number];
  if (categoryOf(model, a) === categoryOf(model, b)) {
    const category = model.categories[categoryOf(model, a)]!.name;
    return `"${valueName(model, a)}" and "${valueName(model, b)}" are both in the category "${category}", and no step links two values of one category; name values of two categories`;
  }
  return { a, b };
}

/** Apply --verify, --answer and --why to a solved report. */
export function refine(r: Report, options: SolveOptions): Report {
  if (!r.model || !r.raw) return r;
  const { model, raw } = r;
  let out = r;
  if (options.verify) {
    const failures = verifyReport(model, raw);
    out = { ...out, verification: { ok: failures.length === 0, failures } };
  }
  // --answer: only the answers and what leads to them, cut to the view asked for when rendered (render/view.ts).
  if (options.answer) out = { ...out, answersOnly: true };
  if (options.why) {
    const cell = whyCell(model, options.why);
    if (typeof cell === "string") return errorReport(r.file, [{ line: 0, column: 0, length: 0, code: "bad-option", message: `--why ${options.why.join(" ")}: ${cell}` }]);
    const chosen = why(raw, cell.a, cell.b);
    const verdict = chosen.length > 0 ? raw[chosen.at(-1)!]!.verdict : undefined;
    const fact = verdict === undefined ? `"${valueName(model, cell.a)}" and "${valueName(model, cell.b)}"` : describeFact(model, { ...cell, verdict });
    const filter = chosen.length === 0
      ? `no step of the ${raw.length} fills the cell of ${fact}`
      : `only the ${chosen.length} of ${raw.length} steps that lead to ${fact}, numbered as in the whole explanation`;
    out = { ...keepSteps(out, chosen.map((i) => [i])), filter };
  }
  return out;
}

export function registerSolve(program: Command): void {
  program
    .command("solve")
    .description("solve puzzle files (or - for standard input), explaining every cell")
    .argument("<files...>", "puzzle text files")
    .addOption(new Option("--json", "print one JSON object per file (JSON Lines); the same as --format json").conflicts("format"))
    .addOption(new Option("--format <format>", "output format").choices(FORMATS).default("text"))
    .option("--verify", "check every step with the independent verifier (exit 1 if one fails)")
    .option("--why <values...>", "only the steps that lead to the cell of these two values")
    .addOption(new Option("--full", "every filled cell's line, instead of the headline deductions").conflicts("brief"))
    .option("--brief", "every filled cell's line, runs of basic-consistency eliminations folded into one line within the terminal's width")
    .addOption(new Option("--answer", "print only the answers to the puzzle's questions and the steps that lead to them").conflicts("why"))
    .addOption(new Option("--grid <when>", "draw the grid after the solution (final) or after every step (each)").choices(GRIDS))
    .action((files: string[], options: SolveOptions, command: Command) => {
      const format: Format = options.json ? "json" : options.format ?? "text";
      if (options.why && options.why.length !== 2) {
        command.error(`error: --why takes two values, not ${options.why.length}, e.g. --why Leo 1979`, { exitCode: 2 });
      }
      const page = format === "html" ? readPage() : undefined;
      if (format === "html" && page === undefined) command.error(`cluegrid solve: ${NOT_BUILT()}`, { exitCode: 2 });
      const reports = files.map((file) => refine(solveFile(file), options));
      const view: View = options.full ? "full" : options.brief ? "brief" : "headlines";
      // The terminal's width, read now (never at load time: see snapshot-entry.ts); 100 when not a terminal.
      const width = process.stdout.isTTY && process.stdout.columns > 0 ? process.stdout.columns : 100;
      const { stdout, stderr } = render(reports, format, { grid: options.grid, page, view, width });
      process.stdout.write(stdout);
      process.stderr.write(stderr);
      process.exitCode = exitCode(reports);
    });
}
