/**
 * Render reports in the format asked for. Text is for people on a terminal,
 * JSON is the CONTRACT's JSON Lines; input errors of text output go to
 * standard error, compiler-style.
 */
import { toJson, type Report } from "./report.js";
import { renderText } from "./text.js";

export const FORMATS = ["text", "json"] as const;
export type Format = (typeof FORMATS)[number];

export interface RenderOptions {
  grid?: "final" | "each" | undefined;
}

export function render(reports: Report[], format: Format, _options: RenderOptions = {}): { stdout: string; stderr: string } {
  if (format === "json") return { stdout: reports.map((r) => `${toJson(r)}\n`).join(""), stderr: "" };
  const ok = reports.filter((r) => r.status !== "error");
  const bad = reports.filter((r) => r.status === "error");
  return { stdout: ok.map(renderText).join("\n"), stderr: bad.map(renderText).join("") };
}
