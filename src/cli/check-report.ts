/**
 * What `cluegrid check` prints: the per-folder summary, the plain text (one
 * line per puzzle that is not correct, the table, the final count line), the
 * JSON document (--report json) and the JUnit XML (--report junit FILE).
 *
 * Everything here is a pure function of the sorted results, so the output is
 * byte-identical from run to run; timings appear only when asked for
 * (`times`: --times, or standard output is a terminal).
 *
 * JUnit mapping: one <testsuite> per folder, one <testcase> per puzzle
 * (classname the folder, name the puzzle's file name). A regression, the
 * cases that make `check` exit 1 (or 2, for input errors), is a <failure>: a wrong solution
 * (type="wrong"), an input or internal error (type="error"), a changed golden
 * explanation (type="changed"; a puzzle can carry two failures). Ambiguous,
 * contradictory and unsolved puzzles are reported but are not regressions, so
 * they are <skipped> with the status as the message: CI shows them without
 * failing. A correct puzzle is a plain passing testcase. `time` attributes
 * are in seconds; the XML is a CI artifact, so it always carries timings.
 */
import { basename, dirname } from "node:path";
import { VERDICTS, type PuzzleResult, type Verdict } from "./check-judge.js";

export interface FolderSummary {
  folder: string;
  puzzles: number;
  correct: number;
  wrong: number;
  ambiguous: number;
  contradiction: number;
  unsolved: number;
  error: number;
  /** Golden explanations that differ (a regression). */
  changed: number;
  /** Golden explanations rewritten by --update. */
  updated: number;
  /** Puzzles that needed trial and error. */
  trial: number;
  medianMs: number;
  totalMs: number;
}

export interface CheckResult {
  /** One per puzzle, sorted by path. */
  results: PuzzleResult[];
  /** One per folder, sorted by folder. */
  folders: FolderSummary[];
  total: FolderSummary;
  /** 2 on any input error, else 1 on any other regression (wrong, changed golden), else 0. */
  exitCode: number;
  /** Wall-clock time of the run and the worker threads used (0: in the main thread). */
  wallMs: number;
  threads: number;
}

export const byPath = (a: { file: string }, b: { file: string }): number => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function summarize(folder: string, results: readonly PuzzleResult[]): FolderSummary {
  const s: FolderSummary = {
    folder, puzzles: results.length, correct: 0, wrong: 0, ambiguous: 0, contradiction: 0, unsolved: 0, error: 0,
    changed: 0, updated: 0, trial: 0, medianMs: median(results.map((r) => r.ms)), totalMs: 0,
  };
  for (const r of results) {
    s[r.verdict]++;
    if (r.golden === "changed") s.changed++;
    if (r.golden === "updated") s.updated++;
    if (r.trials > 0) s.trial++;
    s.totalMs += r.ms;
  }
  return s;
}

/** Sort the results by path and summarize them by folder. */
export function collect(unsorted: readonly PuzzleResult[], wallMs: number, threads: number): CheckResult {
  const results = [...unsorted].sort(byPath);
  const groups = new Map<string, PuzzleResult[]>();
  for (const r of results) {
    const folder = dirname(r.file);
    const group = groups.get(folder);
    if (group) group.push(r);
    else groups.set(folder, [r]);
  }
  const folders = [...groups.keys()].sort().map((folder) => summarize(folder, groups.get(folder)!));
  const total = summarize("total", results);
  const exitCode = total.error > 0 ? 2 : total.wrong > 0 || total.changed > 0 ? 1 : 0;
  return { results, folders, total, exitCode, wallMs, threads };
}

/** How the words of the plain output are painted: plain text unless standard output is a terminal. */
export interface Paint {
  red: (text: string) => string;
  yellow: (text: string) => string;
  green: (text: string) => string;
}

const PLAIN: Paint = { red: (t) => t, yellow: (t) => t, green: (t) => t };

/** A puzzle's line in the plain output, or undefined when there is nothing to say (correct, golden unchanged). */
export function puzzleLine(r: PuzzleResult, paint: Paint = PLAIN): string | undefined {
  const parts: string[] = [];
  const regression = r.verdict === "wrong" || r.verdict === "error";
  if (r.verdict !== "correct") parts.push(`${(regression ? paint.red : paint.yellow)(r.verdict)}${r.error ? ` (${r.error})` : ""}`);
  const golden = basename(r.file).replace(/\.txt$/u, ".explain.txt");
  if (r.golden === "changed") parts.push(`${paint.red("changed")} (${golden} differs from line ${r.goldenLine})`);
  if (r.golden === "updated") parts.push(`${paint.green("updated")} ${golden}`);
  if (r.golden === "refused") parts.push(`${golden} not updated, as the answer is ${r.verdict}`);
  if (parts.length === 0) return undefined;
  const rows = (r.differences ?? []).flatMap((d) => [`  expected: ${d.expected.join(", ")}`, `  answer:   ${d.actual.join(", ") || "(no row)"}`]);
  return [`${r.file}: ${parts.join("; ")}`, ...rows].join("\n");
}

const formatMs = (ms: number): string => (ms < 100 ? ms.toFixed(1) : ms.toFixed(0));

const COLUMNS = ["puzzles", ...VERDICTS, "changed", "trial"] as const;

/** The summary table by folder, then its total row. */
export function table(result: CheckResult, times: boolean): string {
  const header = ["folder", ...COLUMNS, ...(times ? ["median ms"] : [])];
  const row = (s: FolderSummary): string[] => [s.folder, ...COLUMNS.map((c) => String(s[c])), ...(times ? [formatMs(s.medianMs)] : [])];
  const rows = [...result.folders.map(row), row(result.total)];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  // The folder left-aligned, the counts right-aligned.
  const line = (cells: string[]): string => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ").trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [line(header), rule, ...rows.slice(0, -1).map(line), rule, line(rows.at(-1)!)].join("\n") + "\n";
}

/** The final line, in the exact form tests and scripts rely on. */
export function countLine(total: FolderSummary): string {
  const counts = VERDICTS.map((v: Verdict) => `${total[v]} ${v}`).join(", ");
  return `${total.puzzles} puzzles: ${counts}${total.changed > 0 ? `, ${total.changed} changed` : ""}\n`;
}

/** The plain output: a line per puzzle that is not correct, the table, (timings,) the count line. */
export function plainText(result: CheckResult, times: boolean, paint: Paint = PLAIN): string {
  const lines = result.results.map((r) => puzzleLine(r, paint)).filter((l): l is string => l !== undefined);
  let out = lines.map((l) => `${l}\n`).join("");
  if (lines.length > 0) out += "\n";
  out += `${table(result, times)}\n`;
  if (times) {
    const where = result.threads > 0 ? `${result.threads} worker thread${result.threads === 1 ? "" : "s"}` : "the main thread";
    out += `time: ${(result.wallMs / 1000).toFixed(2)} s wall on ${where}; ${(result.total.totalMs / 1000).toFixed(2)} s of puzzle time in all\n`;
  }
  return out + countLine(result.total);
}

/** The --report json document. */
export function jsonReport(result: CheckResult, times: boolean): string {
  const folder = (s: FolderSummary) => {
    const { medianMs, totalMs, ...rest } = s;
    return times ? { ...rest, medianMs: Number(medianMs.toFixed(3)), totalMs: Number(totalMs.toFixed(3)) } : rest;
  };
  const doc = {
    puzzles: result.results.map((r) => {
      const { ms, ...rest } = r;
      return { ...rest, folder: dirname(r.file), ...(times ? { ms: Number(ms.toFixed(3)) } : {}) };
    }),
    folders: result.folders.map(folder),
    total: folder(result.total),
    exitCode: result.exitCode,
    ...(times ? { wallMs: Number(result.wallMs.toFixed(3)), threads: result.threads } : {}),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Text as XML character data or an attribute value; characters XML 1.0 forbids are dropped. */
export function xmlEscape(text: string): string {
  return text
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;").replace(/"/gu, "&quot;").replace(/'/gu, "&apos;");
}

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

/** The --report junit document (see the mapping at the top of this file). */
export function junitReport(result: CheckResult): string {
  const failuresOf = (r: PuzzleResult): { type: string; message: string }[] => {
    const out: { type: string; message: string }[] = [];
    if (r.verdict === "wrong") {
      const rows = (r.differences ?? []).map((d) => `expected ${d.expected.join(", ")}; answer ${d.actual.join(", ") || "(no row)"}`);
      out.push({ type: "wrong", message: ["the solution differs from the expected one", ...rows].join("\n") });
    }
    if (r.verdict === "error") out.push({ type: "error", message: r.error ?? "error" });
    if (r.golden === "changed") out.push({ type: "changed", message: `the explanation differs from the golden from line ${r.goldenLine}` });
    return out;
  };
  const skipped = (r: PuzzleResult): boolean => failuresOf(r).length === 0 && ["ambiguous", "contradiction", "unsolved"].includes(r.verdict);
  const a = xmlEscape;
  const out = [`<?xml version="1.0" encoding="UTF-8"?>`];
  const totalFailures = result.results.filter((r) => failuresOf(r).length > 0).length;
  const totalSkipped = result.results.filter(skipped).length;
  out.push(`<testsuites name="cluegrid check" tests="${result.results.length}" failures="${totalFailures}" errors="0" skipped="${totalSkipped}" time="${seconds(result.wallMs)}">`);
  for (const s of result.folders) {
    const cases = result.results.filter((r) => dirname(r.file) === s.folder);
    const failures = cases.filter((r) => failuresOf(r).length > 0).length;
    out.push(`  <testsuite name="${a(s.folder)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${cases.filter(skipped).length}" time="${seconds(s.totalMs)}">`);
    for (const r of cases) {
      const open = `    <testcase classname="${a(s.folder)}" name="${a(basename(r.file))}" file="${a(r.file)}" time="${seconds(r.ms)}"`;
      const body = [
        // The message attribute is one line (XML turns a newline in an attribute into a space); the body has it all.
        ...failuresOf(r).map((f) => `      <failure type="${f.type}" message="${a(f.message.split("\n")[0]!)}">${a(`${r.file}: ${f.type}: ${f.message}`)}</failure>`),
        ...(skipped(r) ? [`      <skipped message="${r.verdict}"/>`] : []),
      ];
      out.push(body.length === 0 ? `${open}/>` : [`${open}>`, ...body, `    </testcase>`].join("\n"));
    }
    out.push(`  </testsuite>`);
  }
  out.push(`</testsuites>`);
  return `${out.join("\n")}\n`;
}
