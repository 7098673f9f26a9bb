/**
 * Render reports in the format asked for. Text is for people on a terminal,
 * JSON is the CONTRACT's JSON Lines, Markdown and HTML are documents to keep
 * or share (HTML: the playground page, read-only, for all files). Input errors of
 * text output go to standard error, compiler-style; Markdown and HTML list
 * them in the document and also print them there.
 */
import { renderHtml } from "./html.js";
import { renderMarkdown } from "./markdown.js";
import { toJson, type Report } from "./report.js";
import { renderText, renderWarnings } from "./text.js";
import { answersView, present, type View } from "./view.js";

export const FORMATS = ["text", "json", "markdown", "html"] as const;
export type Format = (typeof FORMATS)[number];

export interface RenderOptions {
  /** Draw the grid: after the solution (final) or after every explanation line (each). */
  grid?: "final" | "each" | undefined;
  /** ANSI colours in text output; by default, when standard output is a terminal and NO_COLOR is not set. */
  color?: boolean | undefined;
  /** For HTML: the built playground page (dist/play/cluegrid-play.html), which the reports fill in. */
  page?: string | undefined;
  /**
   * How much of the explanation to show (render/view.ts): headlines (the
   * default), every cell (full), or every cell with runs of basic steps
   * folded (brief). JSON always has every cell; HTML steps through every
   * cell, or --brief's lines.
   */
  view?: View | undefined;
  /** The terminal's width, which --brief's text lines keep within. */
  width?: number | undefined;
}

/** Colours only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function colorWanted(): boolean {
  return process.stdout.isTTY === true && !process.env.NO_COLOR;
}

export function render(reports: Report[], format: Format, options: RenderOptions = {}): { stdout: string; stderr: string } {
  if (format === "json") return { stdout: reports.map((r) => `${toJson(r.answersOnly ? answersView(r, "full") : r)}\n`).join(""), stderr: "" };
  const view = options.view ?? "headlines";
  // Warnings (a question that cannot be read) go to standard error; JSON holds them in the object.
  const stderr = reports.map((r) => (r.status === "error" ? renderText(r) : renderWarnings(r))).join("");
  if (format === "markdown") return { stdout: reports.map((r) => renderMarkdown(present(r, view), options)).join("\n"), stderr };
  if (format === "html") {
    if (options.page === undefined) throw new Error("HTML output needs the built playground page");
    return { stdout: renderHtml(reports.map((r) => present(r, view === "brief" ? "brief" : "full")), options.page), stderr };
  }
  const text = { grid: options.grid, color: options.color ?? colorWanted(), width: view === "brief" ? options.width : undefined };
  const ok = reports.filter((r) => r.status !== "error");
  return { stdout: ok.map((r) => renderText(present(r, view, text.width), text)).join("\n"), stderr };
}
