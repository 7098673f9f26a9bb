/**
 * The report as Markdown, for pasting into an issue or a wiki: a title per
 * file, its clues, the numbered explanation, and the solution as a
 * Markdown table; for bad input, the list of errors. With `grid`, the grid
 * picture (plain text, no colours) as a code block after the solution
 * (final) or inside every explanation item (each).
 */
import { finalGrid, gridsAfterEachStep } from "./grid.js";
import type { Report } from "./report.js";
import { contradictionLine } from "./text.js";

/** Backslash-escape the characters Markdown would read as markup. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/gu, (c) => `\\${c}`);
}

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]): string => `| ${cells.map(escapeMarkdown).join(" | ")} |`;
  return [line(header), `|${header.map(() => " --- |").join("")}`, ...rows.map(line)].join("\n");
}

/**
 * The list markers of lines numbered `numbers`: "4. " in an ordered
 * list when the numbers run on from the first, as Markdown numbers a list
 * (from its first item, ignoring the others); else a bullet with the number
 * written out ("- 4\\. "), so that lines cut from an explanation (--why,
 * --answer) keep their numbers.
 */
function markers(numbers: readonly number[]): string[] {
  const runOn = numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1);
  return numbers.map((n) => (runOn ? `${n}. ` : `- ${n}\\. `));
}

/** A fenced code block, indented (to sit inside a list item) when asked. */
const fenced = (text: string, indent = ""): string =>
  ["```text", ...text.split("\n"), "```"].map((l) => `${indent}${l}`).join("\n");

export function renderMarkdown(r: Report, options: { grid?: "final" | "each" | undefined } = {}): string {
  const out: string[] = [`# ${escapeMarkdown(r.file)}`, "", ...(r.title !== undefined ? [`Title: ${escapeMarkdown(r.title)}`, ""] : []), `Status: **${r.status}**`, ""];
  if (r.filter) out.push(`Shown: ${escapeMarkdown(r.filter)}.`, "");
  if (r.notes) out.push(...r.notes.map((n) => `- Note: ${escapeMarkdown(n)}.`), "");
  if (r.status === "error") {
    out.push("## Errors", "", ...(r.errors ?? []).map((e) => `- ${e.line === 0 ? "" : `line ${e.line}, column ${e.column}: `}${escapeMarkdown(e.message)}`), "");
    return out.join("\n");
  }
  const clues = [...(r.model?.clueText ?? new Map<number, string>())].sort(([x], [y]) => x - y);
  if (clues.length > 0) out.push("## Clues", "", ...clues.map(([n, text]) => `${n}. ${escapeMarkdown(text)}`), "");
  if (r.answersOnly) {
    // --answer: the answers and the steps that lead to them, nothing else.
    if (!r.answers) out.push("No question to answer: the puzzle asks none that cluegrid can read.", "");
    for (const a of r.answers ?? []) {
      out.push(`## ${escapeMarkdown(a.question)}`, "", escapeMarkdown(a.text), "");
      const marks = markers(a.steps.map((i) => r.steps[i]!.number ?? i + 1));
      if (a.steps.length > 0) out.push(...a.steps.map((i, k) => `${marks[k]}${escapeMarkdown(r.steps[i]!.text)}`), "");
    }
    return out.join("\n");
  }
  if (r.steps.length > 0) {
    const grids = options.grid === "each" ? gridsAfterEachStep(r) : [];
    out.push("## Explanation", "");
    const marks = markers(r.steps.map((s, i) => s.number ?? i + 1));
    r.steps.forEach((s, i) => {
      const marker = marks[i]!;
      // A step of several lines (a refutation's chain): each other line a bullet under it.
      const [first, ...more] = s.text.split("\n");
      out.push(`${marker}${escapeMarkdown(first!)}`, ...more.map((l) => `${" ".repeat(marker.length)}- ${escapeMarkdown(l.trim())}`));
      if (grids[i] !== undefined) out.push("", fenced(grids[i]!, " ".repeat(marker.length)), "");
    });
    out.push("");
  }
  if (r.verification) {
    out.push(r.verification.ok ? "Verified: every step is forced by its clues and premises." : "Verification failed:", "");
    if (r.verification.failures.length > 0) out.push(...r.verification.failures.map((f) => `- ${escapeMarkdown(f)}`), "");
  }
  if (r.answers) {
    out.push("## Answers", "");
    for (const a of r.answers) {
      const chain = a.steps.length === 0 ? "" : ` ${a.steps.length === 1 ? "Step" : "Steps"} ${a.steps.map((i) => r.steps[i]!.number ?? i + 1).join(", ")} ${a.steps.length === 1 ? "leads" : "lead"} to it.`;
      out.push(`- **${escapeMarkdown(a.question)}** ${escapeMarkdown(a.text)}${chain}`);
    }
    out.push("");
  }
  if (r.warnings) out.push("## Warnings", "", ...r.warnings.map((w) => `- line ${w.line}, column ${w.column}: ${escapeMarkdown(w.message)}`), "");
  if (r.contradiction) out.push(escapeMarkdown(contradictionLine(r.contradiction)), "");
  if (r.status === "unsolved") out.push(`The rules stalled with ${r.open} cells open; the one solution, found by search:`, "");
  if (r.status === "ambiguous") {
    out.push("## Solutions", "", "The clues allow more than one solution. Two of them:", "");
    for (const solution of r.solutions ?? []) out.push(markdownTable(r.header, solution), "");
    out.push("They differ here:", "", ...(r.differences ?? []).map((d) => `- ${escapeMarkdown(d)}`), "");
  } else if (r.rows.length > 0) out.push("## Solution", "", markdownTable(r.header, r.rows), "");
  const grid = options.grid === "final" ? finalGrid(r) : undefined;
  if (grid !== undefined) out.push("## Grid", "", fenced(grid), "");
  return out.join("\n");
}
