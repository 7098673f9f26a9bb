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
import { layout, stepGroups, type Layout } from "../render/grid.js";
import { errorReport, report, type Report } from "../render/report.js";
import { contradictionLine, formatDiagnostic } from "../render/text.js";
import type { Rating } from "../explain/rating.js";
import { YES, type Step } from "../solve/step.js";

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
  /**
   * The cells the line fills, as value ids (`category * size + value`): one,
   * or a run of them for a line that `--brief` folded.
   */
  cells: { a: number; b: number; verdict: "yes" | "no" }[];
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
  /** With --verify: whether every step passed the independent verifier. */
  verification?: { ok: boolean; failures: string[] };
  /** The answers to the puzzle's questions: each step's number as shown (`steps` are indexes into the steps). */
  answers?: { question: string; text: string; steps: number[] }[];
  /** Problems that do not stop the solve (a question that cannot be read), formatted as the CLI prints them. */
  warnings?: PlayDiagnostic[];
}

/** The downloads the page offers: what `cluegrid solve` prints with --json, --format markdown, and plain. */
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
    steps: r.raw ? stepGroups(r).map((group, i) => step(r.steps[i]!.text, group.map((k) => r.raw![k]!))) : [],
    clues: lines.clues.map((c) => ({ number: c.number, line: c.line, text: c.text })),
    header: r.header,
    rows: r.rows,
  };
  if (r.solutions) view.solutions = r.solutions;
  if (r.differences) view.differences = r.differences;
  // The page writes "Contradiction: …." round it.
  if (r.contradiction !== undefined) view.contradiction = contradictionLine(r.contradiction).slice("Contradiction: ".length, -1);
  if (r.open !== undefined) view.open = r.open;
  if (r.notes) view.notes = r.notes;
  if (r.verification) view.verification = r.verification;
  if (r.answers) view.answers = r.answers.map((a) => ({ question: a.question, text: a.text, steps: a.steps.map((i) => r.steps[i]!.number ?? i + 1) }));
  if (r.warned) {
    view.warnings = r.warned.map((d) => ({
      line: d.line, column: d.column, length: d.length, message: d.message, text: formatDiagnostic(r.file, d, text, "warning"),
    }));
  }
  return view;
}

/** One explanation line: the cells of its raw steps, and the premises they used that the line does not fill itself. */
function step(text: string, raw: Step[]): PlayStep {
  const first = raw[0]!;
  const key = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const filled = new Set(raw.map((s) => key(s.a, s.b)));
  const premises = new Map<string, [number, number]>();
  for (const s of raw) for (const p of s.premises) if (!filled.has(key(p.a, p.b))) premises.set(key(p.a, p.b), [p.a, p.b]);
  return {
    text, rule: first.rule, clues: [...new Set(raw.flatMap((s) => s.clues))],
    cells: raw.map((s) => ({ a: s.a, b: s.b, verdict: s.verdict === YES ? "yes" : "no" })),
    premises: [...premises.values()],
  };
}
