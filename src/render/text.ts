/**
 * The report for people: the explanation, one numbered line per filled
 * cell, the answers to the puzzle's questions, then the solution as a table; or, for bad input, each problem the
 * way a compiler prints it (file:line:column, the source line, a caret).
 * With `grid`, the grid picture follows the solution (final) or every
 * explanation line (each).
 */
import type { Diagnostic } from "../parse/diagnostic.js";
import { finalGrid, gridsAfterEachStep } from "./grid.js";
import type { Report } from "./report.js";

export interface TextOptions {
  grid?: "final" | "each" | undefined;
  /** ANSI colours in the grid picture. */
  color?: boolean | undefined;
  /** The width no explanation line may pass (--brief on a terminal): longer lines are wrapped, their rest indented. */
  width?: number | undefined;
}

/**
 * A line wrapped at spaces to `width`, each further line under `indent`
 * spaces; a word longer than a whole line is cut.
 */
export function wrap(line: string, width: number, indent: number): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let rest = line;
  let lead = "";
  while (lead.length + rest.length > width) {
    const room = width - lead.length;
    let cut = rest.lastIndexOf(" ", room);
    if (cut <= 0) cut = room;
    out.push(`${lead}${rest.slice(0, cut).trimEnd()}`);
    rest = rest.slice(cut).trimStart();
    lead = " ".repeat(Math.min(indent, width - 1));
  }
  if (rest.length > 0) out.push(`${lead}${rest}`);
  return out;
}

/** The contradiction in one line: the chain, then the clues to fix. */
export function contradictionLine(c: { clues: number[]; text: string }): string {
  const text = `Contradiction: ${c.text}.`;
  if (c.clues.length === 0) return text;
  const list = c.clues.length === 1 ? `${c.clues[0]}` : `${c.clues.slice(0, -1).join(", ")} and ${c.clues[c.clues.length - 1]}`;
  const fix = c.clues.length === 1 ? `Clue ${list} cannot hold` : `Clues ${list} cannot ${c.clues.length === 2 ? "both" : "all"} hold`;
  return `${text} ${fix}.`;
}

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]): string => cells.map((cell, c) => cell.padEnd(widths[c]!)).join("  ").trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** A diagnostic compiler-style: file:line:column, the source line and a caret; without a place (line 0) just the file. */
export function formatDiagnostic(file: string, d: Diagnostic, source: string | undefined, severity: "error" | "warning" = "error"): string {
  const out = [d.line === 0 ? `${file}: ${severity}: ${d.message}` : `${file}:${d.line}:${d.column}: ${severity}: ${d.message}`];
  const text = d.line > 0 ? source?.split(/\r\n|\r|\n/u)[d.line - 1] : undefined;
  if (text !== undefined && text.length > 0) {
    const gutter = String(d.line);
    const shown = excerpt(text, d.column - 1, Math.max(1, d.length));
    out.push(`${" ".repeat(gutter.length)} |`);
    out.push(`${gutter} | ${shown.text}`);
    out.push(`${" ".repeat(gutter.length)} | ${" ".repeat(shown.column)}${"^".repeat(shown.length)}`);
  }
  return out.join("\n");
}

/** How much of a long line is shown around the caret, on each side. */
const CONTEXT = 60;

/**
 * A long source line cut to a window around the part the caret marks (at
 * most CONTEXT characters each side, and CONTEXT of the marked part), with
 * `…` where it is cut; the caret's column and length within the window.
 */
export function excerpt(line: string, column: number, length: number): { text: string; column: number; length: number } {
  const mark = Math.min(length, CONTEXT);
  const start = Math.max(0, column - CONTEXT);
  const end = Math.min(line.length, column + mark + CONTEXT);
  if (start === 0 && end === line.length) return { text: line, column, length };
  const before = start > 0 ? "…" : "";
  return { text: `${before}${line.slice(start, end)}${end < line.length ? "…" : ""}`, column: column - start + before.length, length: mark };
}

/** "3", "3 and 7", "3, 7 and 12". */
const numbers = (items: number[]): string =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * Each answer: its question, the answer in words, and the steps that lead to
 * it, by their numbers (or, with `chains`, the steps themselves).
 */
export function answerLines(r: Report, chains = false): string[] {
  const number = (i: number): number => r.steps[i]!.number ?? i + 1;
  const width = String(r.steps.length === 0 ? 0 : number(r.steps.length - 1)).length;
  const out: string[] = [];
  for (const a of r.answers ?? []) {
    out.push(a.question, `  ${a.text}`);
    if (a.steps.length === 0) {
      out.push("");
      continue;
    }
    const total = r.filter ? "" : ` of ${r.steps.length}`;
    // A headline view's chain is of lines (each several cells), numbered as in the whole explanation.
    const unit = r.groups ? ["line", "lines"] : ["step", "steps"];
    if (chains) out.push(`  ${a.steps.length}${total} ${a.steps.length === 1 && !total ? `${unit[0]} leads` : `${unit[1]} lead`} to it:`, ...a.steps.map((i) => `  ${String(number(i)).padStart(width)}. ${r.steps[i]!.text}`), "");
    else out.push(`  ${a.steps.length === 1 ? "Step" : "Steps"} ${numbers(a.steps.map(number))} (${a.steps.length}${total}) ${a.steps.length === 1 ? "leads" : "lead"} to it.`, "");
  }
  return out;
}

/** The warnings of a report, compiler-style, for standard error. */
export function renderWarnings(r: Report): string {
  return (r.warned ?? []).map((d) => `${formatDiagnostic(r.file, d, r.source, "warning")}\n`).join("");
}

export function renderText(r: Report, options: TextOptions = {}): string {
  if (r.status === "error") {
    return (r.diagnostics ?? []).map((d) => formatDiagnostic(r.file, d, r.source)).join("\n\n") + "\n";
  }
  if (r.answersOnly) {
    const head = [`${r.file}: ${r.status}`, ...(r.title !== undefined ? [`Title: ${r.title}`] : []), ""];
    return [...head, ...(r.answers ? answerLines(r, true) : ["No question to answer: the puzzle asks none that cluegrid can read.", ""])].join("\n");
  }
  const out: string[] = [`${r.file}: ${r.status}`, ...(r.title !== undefined ? [`Title: ${r.title}`] : []), ""];
  if (r.filter) out.push(`Shown: ${r.filter}.`, "");
  if (r.notes) out.push(...r.notes.map((n) => `Note: ${n}.`), "");
  const number = (i: number): number => r.steps[i]!.number ?? i + 1;
  const width = String(r.steps.length === 0 ? 0 : number(r.steps.length - 1)).length;
  const grids = options.grid === "each" ? gridsAfterEachStep(r, { color: options.color ?? false }) : [];
  const indent = (text: string): string => text.split("\n").map((l) => `${" ".repeat(width + 2)}${l}`).join("\n");
  // Within the width: a line's rest under its text, a nested line's under its own start.
  const fit = (line: string, k: number): string[] =>
    options.width === undefined ? [line] : wrap(line, options.width, k === 0 ? width + 2 : line.length - line.trimStart().length + 2);
  r.steps.forEach((s, i) => {
    // A step of several lines (a refutation's chain): its other lines under its text.
    const text = `${String(number(i)).padStart(width)}. ${s.text.replace(/\n/gu, `\n${" ".repeat(width + 2)}`)}`;
    out.push(...text.split("\n").flatMap(fit));
    if (grids[i] !== undefined) out.push(indent(grids[i]!), "");
  });
  if (r.steps.length > 0 && grids.length === 0) out.push("");
  const grid = options.grid === "final" ? finalGrid(r, { color: options.color ?? false }) : undefined;
  if (r.verification) {
    out.push(r.verification.ok ? `Verified: every step is forced by its clues and premises.` : "Verification failed:", ...r.verification.failures.map((f) => `  ${f}`), "");
  }
  if (r.answers) out.push(...answerLines(r));
  if (r.contradiction) out.push(contradictionLine(r.contradiction), "");
  if (r.status === "unsolved") out.push(`The rules stalled with ${r.open} cells open; the one solution, found by search:`, "");
  if (r.status === "ambiguous") {
    out.push("The clues allow more than one solution. Two of them:", "");
    for (const solution of r.solutions ?? []) out.push(table(r.header, solution), "");
    out.push("They differ here:", ...(r.differences ?? []).map((d) => `  ${d}`), "");
  } else if (r.rows.length > 0) out.push(table(r.header, r.rows), "");
  if (grid !== undefined) out.push(grid, "");
  return out.join("\n");
}
