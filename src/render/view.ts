/**
 * How much of an explanation a person reads: the report's lines for text and
 * Markdown (and HTML with --brief), never for JSON, whose steps stay one per
 * cell.
 * - `headlines` (the default): the deductions worth a line each, with what
 *   they trigger folded into a count (explain/headlines.ts); only for a whole
 *   explanation, as --why and --answer show chosen cells;
 * - `full`: every cell's line;
 * - `brief`: every cell's line, but runs of basic-consistency eliminations
 *   folded into one line that fits `width`; a placement is never folded.
 * Each line then stands for a group of steps (`Report.groups`), which the
 * grid pictures follow, and each answer points at the lines that hold its steps.
 */
import { describeHeadline } from "../explain/levels.js";
import { headlines } from "../explain/headlines.js";
import { brief } from "../explain/select.js";
import type { Report } from "./report.js";

export const VIEWS = ["headlines", "full", "brief"] as const;
export type View = (typeof VIEWS)[number];

/**
 * How long a headline may grow by taking one more step (a placement its
 * eliminations leave, another elimination of its clue), leaving room for
 * the count of what it triggers: a headline is read at a glance.
 */
const ROOM = 170;

/** The report's lines in the view asked for; `width` bounds --brief's folded lines. */
export function present(r: Report, view: View, width?: number): Report {
  if (view === "full" || !r.model || !r.raw || r.groups) return r;
  const { model, raw } = r;
  if (view === "headlines") {
    if (r.filter || r.steps.length !== raw.length) return r;
    const lines = headlines(model, raw, (h) => describeHeadline(model, raw, h).length <= ROOM);
    const groups = lines.map((h) => [...h.steps, ...h.leaves, ...h.consequences].sort((x, y) => x - y));
    return {
      ...regroupAnswers(r, groups),
      steps: lines.map((h) => ({ ...r.steps[h.steps[0]!]!, text: describeHeadline(model, raw, h) })),
      groups,
    };
  }
  const groups = brief(raw);
  // What is left of the width beside the line's number ("123. "): a line is numbered by its place, or as in the whole explanation.
  const last = r.steps.at(-1)?.number ?? groups.length;
  const room = width === undefined ? Infinity : width - String(last).length - 2;
  return {
    ...regroupAnswers(r, groups),
    steps: groups.map((group) => {
      const first = r.steps[group[0]!]!;
      return group.length === 1 ? first : { ...first, text: foldLine(group.map((i) => r.steps[i]!.text.replace(/:.*$/u, "")), room) };
    }),
    groups,
  };
}

/**
 * A run of basic steps as one line: "By basic consistency and transitivity,
 * 12 cells: a; b; c." Within `room`, as many as fit, then "and 9 more";
 * when none fits, only how many.
 */
export function foldLine(facts: readonly string[], room: number): string {
  const head = `By basic consistency and transitivity, ${facts.length} cells`;
  const line = (n: number): string =>
    n === facts.length ? `${head}: ${facts.join("; ")}.` : n === 0 ? `${head}.` : `${head}: ${facts.slice(0, n).join("; ")}; and ${facts.length - n} more.`;
  let shown = facts.length;
  while (shown > 0 && line(shown).length > room) shown--;
  return line(shown);
}

/** Each answer's steps pointing at the lines (groups of steps) that hold them. */
export function regroupAnswers(r: Report, groups: number[][]): Report {
  if (!r.answers) return r;
  const line = new Map(groups.flatMap((group, g) => group.map((i) => [i, g] as const)));
  return { ...r, answers: r.answers.map((a) => ({ ...a, steps: [...new Set(a.steps.flatMap((i) => (line.has(i) ? [line.get(i)!] : [])))].sort((x, y) => x - y) })) };
}
