/**
 * Choosing and grouping steps for reading:
 * - `why`: only the steps a cell depends on — the step that filled it, the
 *   steps that filled its premises, and so on back (single-cell solving);
 * - `brief`: runs of basic-consistency steps folded into one line each.
 */
import { dependencies, YES, type Step } from "../solve/step.js";

/** The indexes of the steps that lead to cell (a, b), in order; empty if no step filled it. */
export function why(steps: readonly Step[], a: number, b: number): number[] {
  return dependencies(steps, [{ a, b, verdict: YES }]);
}

/** The rules a reader can take in at a glance, folded when they come in runs. */
const BASIC = new Set<Step["rule"]>(["only-one", "last-open", "transitive"]);

/** Steps in groups: a run of basic steps is one group, any other step a group of its own. */
export function brief(steps: readonly Step[]): number[][] {
  const groups: number[][] = [];
  steps.forEach((step, i) => {
    const last = groups[groups.length - 1];
    if (BASIC.has(step.rule) && last && BASIC.has(steps[last[0]!]!.rule)) last.push(i);
    else groups.push([i]);
  });
  return groups;
}
