/**
 * `cluegrid solve FILE... [options]`: solve puzzle files and print, for each,
 * the explanation and the solution (text), or one JSON object per file
 * (--json, the CONTRACT). Options narrow the explanation (--why, --brief)
 * or check it (--verify).
 */
import type { Command } from "commander";
import { readFileSync } from "node:fs";
import { valueIdByName } from "../compile/model.js";
import { brief, why } from "../explain/select.js";
import { verifyReport } from "../explain/verify.js";
import { decode, errorReport, report, type Report } from "../render/report.js";
import { render, FORMATS, type Format } from "../render/index.js";
import { NOT_BUILT, readPage } from "./page.js";

export interface SolveOptions {
  json?: boolean;
  format?: Format;
  verify?: boolean;
  why?: string[];
  brief?: boolean;
  grid?: "final" | "each";
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
    return errorReport(file, [{ line: 1, column: 1, length: 0, code: "internal", message: `internal error: ${(error as Error).message}` }]);
  }
}

export function exitCode(reports: Report[]): number {
  if (reports.some((r) => r.status === "error")) return 2;
  if (reports.some((r) => r.verification && !r.verification.ok)) return 1;
  return reports.every((r) => r.status === "solved") ? 0 : 1;
}

/** Apply --verify, --why and --brief to a solved report. */
export function refine(r: Report, options: SolveOptions): Report {
  if (!r.model || !r.raw) return r;
  const { model, raw } = r;
  let out = r;
  if (options.verify) {
    const failures = verifyReport(model, raw);
    out = { ...out, verification: { ok: failures.length === 0, failures } };
  }
  if (options.why) {
    const [x, y] = options.why.map((name) => valueIdByName(model, name));
    if (x === undefined || y === undefined) {
      const unknown = options.why[x === undefined ? 0 : 1];
      return errorReport(r.file, [{ line: 1, column: 1, length: 0, code: "unknown-value", message: `--why: no value "${unknown}" in this puzzle` }]);
    }
    const chosen = why(raw, x, y);
    out = { ...out, steps: chosen.map((i) => out.steps[i]!), raw: chosen.map((i) => raw[i]!) };
  }
  if (options.brief) {
    const groups = brief(out.raw!);
    out = {
      ...out,
      steps: groups.map((group) => {
        const first = out.steps[group[0]!]!;
        if (group.length === 1) return first;
        const texts = group.map((i) => out.steps[i]!.text.replace(/:.*$/u, ""));
        return { ...first, text: `By basic consistency and transitivity (${group.length} cells): ${texts.join("; ")}.` };
      }),
    };
  }
  return out;
}

export function registerSolve(program: Command): void {
  program
    .command("solve")
    .description("solve puzzle files (or - for standard input), explaining every cell")
    .argument("<files...>", "puzzle text files")
    .option("--json", "print one JSON object per file (JSON Lines), as in CONTRACT.md")
    .option("--format <format>", `output format: ${FORMATS.join(", ")}`)
    .option("--verify", "check every step with the independent verifier (exit 1 if one fails)")
    .option("--why <values...>", "only the steps that lead to the cell of these two values")
    .option("--brief", "fold runs of basic-consistency steps into one line")
    .option("--grid <when>", "draw the grid: final (after the solution) or each (after every step)")
    .action((files: string[], options: SolveOptions) => {
      const format: Format = options.json ? "json" : options.format ?? "text";
      if (!FORMATS.includes(format)) program.error(`unknown format "${format}"; expected one of ${FORMATS.join(", ")}`, { exitCode: 2 });
      if (options.why && options.why.length !== 2) program.error("--why takes two values, e.g. --why Leo 1979", { exitCode: 2 });
      const page = format === "html" ? readPage() : undefined;
      if (format === "html" && page === undefined) program.error(`cluegrid solve: ${NOT_BUILT()}`, { exitCode: 2 });
      const reports = files.map((file) => refine(solveFile(file), options));
      const { stdout, stderr } = render(reports, format, { grid: options.grid, page });
      process.stdout.write(stdout);
      process.stderr.write(stderr);
      process.exitCode = exitCode(reports);
    });
}
