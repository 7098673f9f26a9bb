/**
 * The command line: `cluegrid solve FILE... [--json]` and `cluegrid check PATH...`.
 * Exit status: 0 when every file is solved, 2 when any file is an input
 * error, 1 otherwise (see ../shared/CONTRACT.md).
 */
import { Command } from "commander";
import { readFileSync } from "node:fs";
import { decode, errorReport, report, toJson, type Report } from "../render/report.js";
import { renderText } from "../render/text.js";
import { check } from "./check.js";

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
  return reports.every((r) => r.status === "solved") ? 0 : 1;
}

export function main(argv: string[]): void {
  const program = new Command();
  program
    .name("cluegrid")
    .description("Solve English-clue logic-grid puzzles, explaining every cell.")
    .showHelpAfterError()
    .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2));

  program
    .command("solve")
    .description("solve puzzle files (or - for standard input)")
    .argument("<files...>", "puzzle text files")
    .option("--json", "print one JSON object per file (JSON Lines)")
    .action((files: string[], options: { json?: boolean }) => {
      const reports = files.map(solveFile);
      const out = reports.map((r) => (options.json ? toJson(r) + "\n" : renderText(r)));
      const errors = reports.map((r, i) => (r.status === "error" && !options.json ? out[i] : ""));
      process.stdout.write(out.filter((_, i) => options.json || reports[i]!.status !== "error").join(options.json ? "" : "\n"));
      process.stderr.write(errors.join(""));
      process.exitCode = exitCode(reports);
    });

  program
    .command("check")
    .description("solve every <name>.txt that has a <name>.solution.json beside it and compare")
    .argument("<paths...>", "folders or puzzle files")
    .action((paths: string[]) => {
      process.exitCode = check(paths, solveFile);
    });

  program.parse(argv);
}
