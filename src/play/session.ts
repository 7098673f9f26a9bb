/**
 * What the playground page (`cluegrid play`, web/) shows for a puzzle text:
 * everything the CLI's report holds, in the plain data a Web Worker can post
 * to the page. Runs in the worker, so it uses no Node module; tested in Node.
 *
 * Diagnostics come formatted as `cluegrid solve` prints them (file:line:column,
 * the source line, a caret); steps carry value ids and their premises so the
 * page can replay the grid; each clue number maps to its source line, so the
 * page can mark the clue a step cites.
 */
import { readLayout } from "../parse/layout.js";
import { layout, type Layout } from "../render/grid.js";
import { render } from "../render/index.js";
import { errorReport, report, type Report } from "../render/report.js";
import { formatDiagnostic } from "../render/text.js";
import type { Rating } from "../explain/rating.js";
import { YES } from "../solve/step.js";

export interface PlayDiagnostic {
  line: number;
  column: number;
  length: number;
  message: string;
  /** As the CLI prints it: `file:line:column: error: message`, the source line and a caret. */
  text: string;
}

export interface PlayStep {
  text: string;
  rule: string;
  clues: number[];
  /** The cell the step fills, as value ids (`category * size + value`). */
  a: number;
  b: number;
  verdict: "yes" | "no";
  /** The cells it relied on, as value-id pairs. */
  premises: [number, number][];
}

export interface PlayView {
  file: string;
  title?: string;
  status: Report["status"];
  diagnostics: PlayDiagnostic[];
  rating?: Rating;
  size: number;
  categories: { name: string; values: string[] }[];
  /** The puzzle-book staircase: which categories meet in which band of rows. */
  layout?: Layout;
  steps: PlayStep[];
  /** Each clue's number, its source line (1-based) and its text. */
  clues: { number: number; line: number; text: string }[];
  header: string[];
  rows: string[][];
  solutions?: string[][][];
  differences?: string[];
  contradiction?: string;
  open?: number;
  notes?: string[];
}

export type Output = "json" | "markdown" | "text";

/** The report of a text, never throwing: a bug in cluegrid is an error on line 1, as `cluegrid solve` reports it. */
export function reportOf(file: string, text: string): Report {
  try {
    return report(file, text);
  } catch (error) {
    return { ...errorReport(file, [{ line: 1, column: 1, length: 0, code: "internal", message: `internal error: ${(error as Error).message}` }]), source: text };
  }
}

export function viewOf(r: Report, text: string): PlayView {
  const { layout: lines } = readLayout(text);
  const model = r.model;
  const view: PlayView = {
    file: r.file,
    ...(lines.title !== undefined ? { title: lines.title } : {}),
    status: r.status,
    diagnostics: (r.diagnostics ?? []).map((d) => ({
      line: d.line, column: d.column, length: d.length, message: d.message, text: formatDiagnostic(r.file, d, text),
    })),
    ...(r.rating ? { rating: r.rating } : {}),
    size: model?.size ?? 0,
    categories: (model?.categories ?? []).map((c) => ({ name: c.name, values: [...c.values] })),
    ...(model ? { layout: layout(model) } : {}),
    steps: (r.raw ?? []).map((s, i) => ({
      text: r.steps[i]!.text, rule: s.rule, clues: s.clues, a: s.a, b: s.b,
      verdict: s.verdict === YES ? "yes" : "no", premises: s.premises.map((p): [number, number] => [p.a, p.b]),
    })),
    clues: lines.clues.map((c) => ({ number: c.number, line: c.line, text: c.text })),
    header: r.header,
    rows: r.rows,
  };
  if (r.solutions) view.solutions = r.solutions;
  if (r.differences) view.differences = r.differences;
  if (r.contradiction !== undefined) view.contradiction = r.contradiction;
  if (r.open !== undefined) view.open = r.open;
  if (r.notes) view.notes = r.notes;
  return view;
}

/** The downloads: what `cluegrid solve --json` and `--format markdown` print, and plain `solve` with its errors. */
export function outputOf(r: Report, format: Output): string {
  const { stdout, stderr } = render([r], format, { color: false });
  return format === "text" ? stdout + stderr : stdout;
}
