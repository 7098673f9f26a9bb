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
  if (r.answersOnly) return answersView(r, view);
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

/**
 * The report with its steps cut down to `groups` (each group one line, shown
 * as its first step): the steps numbered as in the whole explanation, the
 * raw steps kept in order, and each answer's steps pointing at the lines
 * that hold them.
 */
export function keepSteps(r: Report, groups: number[][]): Report {
  return {
    ...regroupAnswers(r, groups),
    steps: groups.map((group) => ({ ...r.steps[group[0]!]!, number: r.steps[group[0]!]!.number ?? group[0]! + 1 })),
    raw: groups.flat().map((i) => r.raw![i]!),
  };
}

/**
 * --answer: only what leads to the answers, numbered as in the whole
 * explanation. In the headline view, the headlines that hold a step of an
 * answer's chain (a chain of cells is mostly eliminations a placement
 * implies, which the headlines fold); in the others (and in JSON, whose
 * steps stay one per cell), the chain's cells.
 */
export function answersView(r: Report, view: View): Report {
  if (view === "headlines" && r.model && r.raw && !r.filter) {
    const lines = present({ ...r, answersOnly: false }, "headlines");
    if (lines.groups) {
      const kept = [...new Set(lines.answers!.flatMap((a) => a.steps))].sort((x, y) => x - y);
      const groups = kept.map((line) => lines.groups![line]!);
      let next = 0;
      return {
        ...r,
        steps: kept.map((line) => ({ ...lines.steps[line]!, number: line + 1 })),
        raw: groups.flat().map((i) => r.raw![i]!),
        // The kept lines' steps, renumbered in the raw steps kept.
        groups: groups.map((group) => group.map(() => next++)),
        answers: lines.answers!.map((a) => ({ ...a, steps: a.steps.map((line) => kept.indexOf(line)) })),
        filter: `only the ${kept.length} of ${lines.steps.length} lines that lead to the answers, numbered as in the whole explanation`,
      };
    }
  }
  const chosen = [...new Set((r.answers ?? []).flatMap((a) => a.steps))].sort((x, y) => x - y);
  const filter = `only the ${chosen.length} of ${r.raw?.length ?? r.steps.length} steps that lead to the answers, numbered as in the whole explanation`;
  return { ...keepSteps(r, chosen.map((i) => [i])), filter, answersOnly: true };
}
