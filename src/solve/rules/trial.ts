/**
 * Trial and error, the last resort: assume an open cell is a yes, apply the
 * ordinary rules (no nested trials) until they clash, and conclude it is a
 * no. The chain shown keeps only the steps the clash depends on. Of all the
 * cells that can be settled this way, the one with the shortest chain to its
 * clash is taken, as it is the easiest to follow: once one is refuted, the
 * other open cells are tried too (a bounded number), not only the first
 * refuted; cells in rows with the fewest open options are tried first, and
 * an attempt that runs as long as the best one so far is cut short.
 *
 * A cell that is a yes in some solution of the clues cannot be refuted: the
 * rules conclude only what every solution keeps, so from an assumption that
 * one solution keeps they never reach a clash. So a solution is found once
 * (a short complete search, with the same rules), and the cells it makes a
 * yes are counted as tried without running their attempts, which would all
 * have come to nothing: the steps are those of trying every cell.
 */
import type { Grid } from "../grid.js";
import type { RuleState } from "../rule.js";
import type { Assignment } from "../semantics.js";
import { cellKey, clashClues, clashFacts, Contradiction, dependencies, NO, OPEN, OverBudget, YES, type Clash, type Fact, type Step } from "../step.js";

/** The rules a trial runs its assumption through (the solver's loop, without trials): they throw a Contradiction at a clash. */
export type Inner = (attempt: Grid) => void;

/**
 * A way to settle a cell without an assumption, given a cell refuted and the
 * clues its refutation needed: whether it wrote a cell. Tried (fewest clues
 * first) before a trial step is written, so trial and error stays the last resort.
 */
export type Instead = (cell: Fact, clues: readonly number[]) => boolean;

/**
 * A complete search for one solution of the clues that agrees with a grid,
 * visiting at most `nodes` grids; undefined when it finds none in them.
 */
export type Witness = (grid: Grid, nodes: number) => Assignment | undefined;

/** How many more cells a round tries, once one is refuted, for a shorter refutation. */
const SHORTER = 120;


/** Without `witness`, every cell is tried. */
export function trial(grid: Grid, state: RuleState, inner: Inner, instead?: Instead, witness?: Witness): boolean {
  let best: Refutation | undefined;
  const found: Refutation[] = [];
  const open = candidates(grid);
  const solution = witness ? solutionOf(grid, state, witness, open.length) : undefined;
  let more = 0;
  for (const [a, b] of open) {
    // Once a cell is refuted, the others are still tried (up to SHORTER of them, outside the solve's
    // budget), so the refutation kept is the shortest, not the first; an attempt that runs longer
    // than the best refutation's without a clash is cut short.
    if (best) {
      if (++more > SHORTER) break;
    } else {
      if (state.trialsLeft <= 0) break;
      state.trialsLeft--;
    }
    state.trialsTried++;
    if (solution !== undefined && solution[a] === solution[b]) continue;
    const refutation = refute(grid, inner, a, b, best ? best.ran : Infinity);
    if (!refutation) continue;
    found.push(refutation);
    if (!best || refutation.step.trial!.chain.length <= best.step.trial!.chain.length) best = refutation;
  }
  if (best === undefined) return false;
  if (instead) {
    // The fewest clues first, then the shortest chains.
    const order = [...found].sort((x, y) => x.step.clues.length - y.step.clues.length || x.step.trial!.chain.length - y.step.trial!.chain.length);
    for (const r of order) if (instead(r.step, r.step.clues)) return true;
  }
  return grid.write(best.step);
}

/**
 * A solution of the clues that agrees with the grid: the one found before,
 * while it still agrees (it always should: every cell written since was
 * concluded by the rules or refuted by them), or a new one; undefined when
 * the search for one gives up. It may visit as many grids as there are open
 * cells to try (a visit costs about what an attempt does): on a puzzle that
 * needs many rounds of trial and error, it pays for itself many times over.
 */
function solutionOf(grid: Grid, state: RuleState, witness: Witness, open: number): Assignment | undefined {
  if (state.witness === undefined || (state.witness !== null && !agrees(grid, state.witness))) {
    state.witness = witness(grid, open) ?? null;
  }
  return state.witness ?? undefined;
}

/** Whether every known cell of the grid holds in `solution` (entities by value id). */
function agrees(grid: Grid, solution: Assignment): boolean {
  for (let a = 0; a < grid.count; a++) {
    for (let b = a + 1; b < grid.count; b++) {
      const known = grid.get(a, b);
      if (known !== OPEN && (known === YES) !== (solution[a] === solution[b])) return false;
    }
  }
  return true;
}

/** A trial step, and how many steps its attempt ran before the clash (more than its chain keeps). */
interface Refutation {
  step: Step;
  ran: number;
}

/** Open cells, those in rows with fewer open options first. */
function candidates(grid: Grid): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let a = 0; a < grid.count; a++) {
    for (let c = grid.category(a) + 1; c < grid.categories; c++) {
      const open = grid.options(a, c).filter((b) => grid.get(a, b) === OPEN);
      for (const b of open) out.push([a, b, open.length]);
    }
  }
  return out.sort((x, y) => x[2] - y[2] || x[0] - y[0] || x[1] - y[1]);
}

/** The cells known before the trial that its chain and clash rely on. */
function outsidePremises(grid: Grid, steps: Step[], clash: Clash): Fact[] {
  const facts = [...steps.flatMap((s) => s.premises), ...clashFacts(clash)];
  const seen = new Set<string>();
  return facts.filter((f) => {
    const key = cellKey(f.a, f.b);
    if (seen.has(key) || grid.get(f.a, f.b) !== f.verdict) return false;
    seen.add(key);
    return true;
  });
}

/** If assuming (a, b) is a yes leads to a clash within the budget, the step concluding it is a no. */
function refute(grid: Grid, inner: Inner, a: number, b: number, budget: number): Refutation | undefined {
  const attempt = grid.clone(true);
  // A chain no shorter than the best one so far is of no use: stop it early.
  attempt.afterWrite = (g) => {
    if (g.steps!.length > budget) throw new OverBudget();
  };
  const assumed = { a, b, verdict: YES } as const;
  try {
    attempt.write({ ...assumed, rule: "search", clues: [], premises: [] });
    inner(attempt);
    return undefined;
  } catch (error) {
    if (error instanceof OverBudget) return undefined;
    if (!(error instanceof Contradiction)) throw error;
    const clash = error.clash;
    // The chain keeps only the steps the clash depends on: what a reader needs to follow it.
    const ran = attempt.steps!;
    const chain = dependencies(ran, clashFacts(clash)).filter((i) => i > 0).map((i) => ran[i]!);
    const clues = [...new Set([...chain.flatMap((s) => s.clues), ...clashClues(clash)])].sort((x, y) => x - y);
    const step: Step = { a, b, verdict: NO, rule: "trial", clues, premises: outsidePremises(grid, chain, clash), trial: { assumed, chain, clash } };
    return { step, ran: ran.length - 1 };
  }
}
