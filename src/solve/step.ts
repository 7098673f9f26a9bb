/**
 * Steps: why a cell was filled, as data. Every filled cell has exactly one
 * step; the English for it is written by src/explain, never here.
 */

export const OPEN = 0;
export const YES = 1;
export const NO = 2;
export type Verdict = typeof YES | typeof NO;
export type CellState = typeof OPEN | Verdict;

/** A cell and what it holds: "a is b" (YES) or "a is not b" (NO). */
export interface Fact {
  a: number;
  b: number;
  verdict: Verdict;
}

/** The rules, each named as the explanation names it. */
export type RuleName =
  /** A clue says so directly: "The Brit lives in the Red house." */
  | "clue"
  /** A clue relates two things by place, so they are different entities. */
  | "clue-different"
  /** A clue relates two things by place, and no place is left that fits. */
  | "clue-place"
  /** A yes rules out every other cell in its row and column. */
  | "only-one"
  /** The last open cell of a row or column is a yes. */
  | "last-open"
  /** a = b and b = c, so a = c; a = b and b ≠ c, so a ≠ c. */
  | "transitive"
  /** a and b have no option in common in some category, so a ≠ b. */
  | "no-common"
  /** k values of a category have only k options in another between them, so no other value has any of those. */
  | "shared-options"
  /** Every way a clue can still hold on the grid agrees on the cell. */
  | "cases"
  /** Assuming the opposite leads to a contradiction. */
  | "trial"
  /** A guess made by the complete search (never shown as an explanation). */
  | "search"
  /** A cell the user filled in (a partial grid given to `hint`). */
  | "given";

export interface Step extends Fact {
  rule: RuleName;
  /** The numbers of the clues the step relies on. */
  clues: number[];
  /** Index of the constraint the step applies, for clue rules. */
  constraint?: number;
  /** Indexes of the constraints a step reads together (the "cases" rule over two clues). */
  constraints?: number[];
  /** Cells known before this step that it relies on. */
  premises: Fact[];
  /** For trial and error: the assumption and the steps that led to a clash. */
  trial?: { assumed: Fact; chain: Step[]; clash: Clash };
}

/**
 * Why the grid cannot be completed, found at the write that would break it:
 * - conflict: the step's cell holds the other verdict;
 * - taken: the step puts a with b, but `existing` (a yes) already gives b, or
 *   a, a partner of that category;
 * - no-option: `value` has no value of `category` left; `premises` are the
 *   no's of that line, the last of them the fact of `step` when a step
 *   (not written) ruled out the last option;
 * - broken: the clue of `constraint` can no longer hold: given `premises`,
 *   it leaves `value` no value of `category`.
 */
export type Clash =
  | { kind: "conflict"; step: Step; existing: Verdict }
  | { kind: "taken"; step: Step; existing: Fact }
  /**
   * Known cells, through other categories, that the step's cell contradicts:
   * "Bob" is "red" and "Bob" is not in position 4, and the step puts "red" in 4.
   */
  | { kind: "crossed"; step: Step; facts: Fact[] }
  | { kind: "no-option"; value: number; category: number; premises: Fact[]; step?: Step }
  | { kind: "broken"; constraint: number; clues: number[]; value: number; category: number; premises: Fact[] };

/**
 * Thrown to unwind a rule, a trial or a search, and caught by the solver. No
 * stack trace is captured: none is ever shown, and capturing one costs more
 * than the rule that threw.
 */
export class Unwind extends Error {
  constructor(message: string) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}

/** Thrown when a run of steps goes over the number it was allowed (a trial's chain, a hint's one step). */
export class OverBudget extends Unwind {
  constructor() {
    super("over budget");
  }
}

export class Contradiction extends Unwind {
  constructor(readonly clash: Clash) {
    super("contradiction");
  }
}

/** The step a clash was found at (not written), if any. */
export function clashStep(clash: Clash): Step | undefined {
  return clash.kind === "broken" ? undefined : clash.step;
}

/** The cells known when a clash was found that it relies on (with its step's premises). */
export function clashFacts(clash: Clash): Fact[] {
  switch (clash.kind) {
    case "conflict": return [...clash.step.premises, { a: clash.step.a, b: clash.step.b, verdict: clash.existing }];
    case "taken": return [...clash.step.premises, clash.existing];
    case "crossed": return [...clash.step.premises, ...clash.facts];
    case "no-option": {
      const step = clash.step;
      // The step's own cell is not known: it is what the step would have written.
      const known = step ? clash.premises.filter((f) => !(f.a === step.a && f.b === step.b) && !(f.a === step.b && f.b === step.a)) : clash.premises;
      return [...(step?.premises ?? []), ...known];
    }
    case "broken": return clash.premises;
  }
}

/** The clues a clash cites. */
export function clashClues(clash: Clash): number[] {
  return clash.kind === "broken" ? clash.clues : clash.step?.clues ?? [];
}

/** One key for a cell however its two values are ordered. */
export const cellKey = (a: number, b: number): string => (a < b ? `${a},${b}` : `${b},${a}`);

/**
 * The indexes of the steps that the cells `wanted` depend on, in order: the
 * step that filled each, the steps that filled its premises, and so on back.
 * A cell no step filled (known before these steps) ends its line.
 */
export function dependencies(steps: readonly Step[], wanted: readonly Fact[]): number[] {
  const filledBy = new Map<string, number>();
  steps.forEach((step, i) => filledBy.set(cellKey(step.a, step.b), i));
  const needed = new Set<number>();
  const visit = (a: number, b: number): void => {
    const i = filledBy.get(cellKey(a, b));
    if (i === undefined || needed.has(i)) return;
    needed.add(i);
    for (const p of steps[i]!.premises) visit(p.a, p.b);
  };
  for (const f of wanted) visit(f.a, f.b);
  return [...needed].sort((x, y) => x - y);
}
