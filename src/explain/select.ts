/**
 * Choosing and grouping steps for reading:
 * - `why`: only the steps a cell depends on — the step that filled it, the
 *   steps that filled its premises, and so on back (single-cell solving);
 * - `brief`: runs of basic-consistency eliminations folded into one line
 *   each; a placement (a yes) is never folded.
 */
import { dependencies, NO, YES, type Step } from "../solve/step.js";

/** The indexes of the steps that lead to cell (a, b), in order; empty if no step filled it. */
export function why(steps: readonly Step[], a: number, b: number): number[] {
  return dependencies(steps, [{ a, b, verdict: YES }]);
}

/** The rules a reader can take in at a glance, folded when their eliminations come in runs. */
const BASIC = new Set<Step["rule"]>(["only-one", "transitive"]);

const folds = (step: Step): boolean => BASIC.has(step.rule) && step.verdict === NO;

/** Steps in groups: a run of basic eliminations is one group, any other step a group of its own. */
export function brief(steps: readonly Step[]): number[][] {
  const groups: number[][] = [];
  steps.forEach((step, i) => {
    const last = groups[groups.length - 1];
    if (folds(step) && last && folds(steps[last[0]!]!)) last.push(i);
    else groups.push([i]);
  });
  return groups;
}
