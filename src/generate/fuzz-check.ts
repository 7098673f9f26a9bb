/**
 * What must hold for any input, however broken: cluegrid does not throw; the
 * status is one of the CONTRACT's five; an input error has errors, each with
 * a line and column of at least 1 (inside the file) and a message, and its
 * JSON holds nothing but the error; any other status has a well-formed
 * table whose steps (optionally) pass the verifier. `checkInput` runs one input through `report` (as `solveFile` does)
 * and lists every broken rule. Used by scripts/fuzz.mjs and test/fuzz.test.ts.
 */
import { verifySteps } from "../explain/verify.js";
import { decode, report, toJson, type Report } from "../render/report.js";

export interface Outcome {
  status: string;
  /** Milliseconds spent in `report` and `toJson`. */
  ms: number;
  /** Broken rules; empty when the input was handled well. */
  problems: string[];
  /** The stack, when cluegrid threw. */
  stack?: string;
}

const STATUSES = new Set(["solved", "ambiguous", "contradiction", "unsolved", "error"]);
const ERROR_KEYS = new Set(["file", "status", "header", "rows", "steps", "errors"]);

/** `verify`: also replay every step with the independent verifier (slower). */
export function checkInput(bytes: Uint8Array, file = "fuzz.txt", verify = false): Outcome {
  const start = performance.now();
  let json: string;
  let r: Report;
  try {
    r = report(file, decode(bytes));
    json = toJson(r);
  } catch (error) {
    const e = error as Error;
    return { status: "threw", ms: performance.now() - start, problems: [`threw ${e?.name}: ${e?.message}`], stack: e?.stack ?? String(error) };
  }
  const ms = performance.now() - start;
  const out = JSON.parse(json) as Record<string, unknown>;
  const problems: string[] = [];
  const status = String(out.status);
  if (!STATUSES.has(status)) problems.push(`unknown status ${status}`);
  if (out.file !== file) problems.push("file is not the path given");
  const lineCount = (decode(bytes) ?? "").split(/\r\n|\r|\n/u).length;
  const errors = out.errors as { line: unknown; column: unknown; message: unknown }[] | undefined;
  if (status === "error") {
    if (!Array.isArray(errors) || errors.length === 0) problems.push("an error without errors");
    for (const e of errors ?? []) {
      if (!Number.isInteger(e.line) || (e.line as number) < 1) problems.push(`error line ${String(e.line)} is not a line`);
      else if ((e.line as number) > lineCount + 1) problems.push(`error line ${String(e.line)} is past the end (${lineCount} lines)`);
      if (!Number.isInteger(e.column) || (e.column as number) < 1) problems.push(`error column ${String(e.column)} is not a column`);
      if (typeof e.message !== "string" || e.message.trim() === "") problems.push("an error without a message");
    }
    const extra = Object.keys(out).filter((k) => !ERROR_KEYS.has(k));
    if (extra.length > 0) problems.push(`error JSON also holds ${extra.join(", ")}`);
    for (const k of ["header", "rows", "steps"]) if (!Array.isArray(out[k]) || (out[k] as unknown[]).length > 0) problems.push(`error JSON has a non-empty ${k}`);
  } else {
    if (errors !== undefined) problems.push(`status ${status} with errors`);
    const header = out.header as unknown[];
    const rows = out.rows as unknown[][];
    if (!Array.isArray(header) || header.length === 0 || header.some((h) => typeof h !== "string")) problems.push("bad header");
    if (!Array.isArray(rows) || rows.some((r) => !Array.isArray(r) || r.length !== header?.length)) problems.push("rows do not fit the header");
    if (status === "solved" && rows?.length === 0) problems.push("solved with no rows");
    const steps = out.steps as { text: unknown; verdict: unknown }[];
    if (!Array.isArray(steps) || steps.some((s) => typeof s.text !== "string" || (s.verdict !== "yes" && s.verdict !== "no"))) problems.push("bad steps");
    if (verify && r.model && r.raw) {
      try {
        const failed = verifySteps(r.model, r.raw).failures[0];
        if (failed) problems.push(`step ${failed.index + 1} does not verify: ${failed.reason}`);
      } catch (error) {
        problems.push(`the verifier threw ${(error as Error).message}`);
      }
    }
  }
  return { status, ms, problems };
}
