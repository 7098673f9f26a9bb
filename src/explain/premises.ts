/**
 * Reasons pared to what forces them. A rule lists the cells it looked at;
 * a reader should see only those the step cannot do without. So, step by
 * step, each premise is dropped when the verifier still finds the step forced
 * by its clues and the premises left (one check per premise; being forced
 * only gets harder with fewer premises, so one pass leaves each premise
 * needed). A known positive fact is preferred to a list of eliminations:
 * beside premises "x is in none of 1 and 2" the step may cite "x is in 4"
 * when that is known, and the eliminations are dropped first.
 *
 * Trial steps are pared inside: each step of the chain on the board of the
 * assumption, then the chain cut to the steps its clash still needs.
 */
import { categoryOf, type Model } from "../compile/model.js";
import { cellKey, clashClues, clashFacts, dependencies, NO, YES, type Clash, type Fact, type Step } from "../solve/step.js";
import { isForced } from "./verify.js";

/**
 * The rules whose English describes any premises it is given. The others
 * read their premises as a structure (the only option left in a row, the
 * group of a naked pair, the options two values no longer share): theirs
 * are exactly what the rule needs, and are kept.
 */
const PARED = new Set<Step["rule"]>(["clue", "clue-place", "cases"]);

/** What the steps so far have made known, for the premises a step may cite. */
class Known {
  private readonly cells: Uint8Array;
  readonly count: number;
  constructor(readonly model: Model, cells?: Uint8Array) {
    this.count = model.size * model.categories.length;
    this.cells = cells ?? new Uint8Array(this.count * this.count);
  }

  get(a: number, b: number): number {
    return this.cells[a * this.count + b]!;
  }

  set(f: Fact): void {
    this.cells[f.a * this.count + f.b] = this.cells[f.b * this.count + f.a] = f.verdict;
  }

  /** The value of `category` that `id` is known to be, if any. */
  partner(id: number, category: number): number | undefined {
    const start = category * this.model.size;
    for (let v = start; v < start + this.model.size; v++) if (this.get(id, v) === YES) return v;
    return undefined;
  }

  copy(): Known {
    return new Known(this.model, this.cells.slice());
  }
}

/** The steps with their premises pared (a new list; the steps given are not changed). */
export function pare(model: Model, steps: readonly Step[]): Step[] {
  const known = new Known(model);
  return steps.map((step) => {
    const out = pareStep(model, known, step);
    known.set(out);
    return out;
  });
}

function pareStep(model: Model, known: Known, step: Step): Step {
  if (step.rule === "trial" && step.trial) return pareTrial(model, known, step);
  if (!PARED.has(step.rule) || step.premises.length === 0) return step;
  const premises = fewest(model, known, step);
  return premises === step.premises ? step : { ...step, premises };
}

/**
 * The premises `step` needs of those it lists and the positive facts known
 * beside them: eliminations dropped first, then positive facts, each only
 * while the step stays forced.
 */
function fewest(model: Model, known: Known, step: Step): Fact[] {
  const listed = new Set(step.premises.map((p) => cellKey(p.a, p.b)));
  // A list: two or more eliminations of one value in one category ("x is in none of 1 and 3").
  const lines = new Map<number, number>();
  const line = (u: number, v: number): number => u * model.categories.length + categoryOf(model, v);
  for (const p of step.premises) {
    if (p.verdict !== NO) continue;
    for (const [u, v] of [[p.a, p.b], [p.b, p.a]] as const) lines.set(line(u, v), (lines.get(line(u, v)) ?? 0) + 1);
  }
  const positives: Fact[] = [];
  for (const p of step.premises) {
    if (p.verdict !== NO) continue;
    for (const [u, v] of [[p.a, p.b], [p.b, p.a]] as const) {
      const w = (lines.get(line(u, v)) ?? 0) < 2 ? undefined : known.partner(u, categoryOf(model, v));
      if (w === undefined || listed.has(cellKey(u, w))) continue;
      listed.add(cellKey(u, w));
      positives.push({ a: u, b: w, verdict: YES });
    }
  }
  let kept = [...step.premises, ...positives];
  const order = [...kept.filter((p) => p.verdict === NO), ...kept.filter((p) => p.verdict === YES)];
  for (const p of order) {
    const without = kept.filter((k) => k !== p);
    if (isForced(model, { ...step, premises: without })) kept = without;
  }
  if (positives.length === 0 && kept.length === step.premises.length) return step.premises;
  return kept.sort((x, y) => x.a - y.a || x.b - y.b);
}

/** A trial step with each step of its chain pared, the chain cut to what its clash needs, and its premises taken again from that. */
function pareTrial(model: Model, known: Known, step: Step): Step {
  const t = step.trial!;
  const hypothetical = known.copy();
  hypothetical.set(t.assumed);
  const pared = t.chain.map((s) => {
    const out = pareStep(model, hypothetical, s);
    hypothetical.set(out);
    return out;
  });
  const clash = pareClash(model, hypothetical, t.clash);
  const chain = dependencies(pared, clashFacts(clash)).map((i) => pared[i]!);
  const clues = [...new Set([...chain.flatMap((s) => s.clues), ...clashClues(clash)])].sort((x, y) => x - y);
  return { ...step, clues, premises: outside(known, chain, clash), trial: { ...t, chain, clash } };
}

/** The clash with the step it was found at pared. */
function pareClash(model: Model, known: Known, clash: Clash): Clash {
  if (clash.kind === "broken" || clash.step === undefined) return clash;
  return { ...clash, step: pareStep(model, known, clash.step) } as Clash;
}

/** The cells known before the trial that its chain and clash rely on, each once. */
function outside(known: Known, chain: readonly Step[], clash: Clash): Fact[] {
  const seen = new Set<string>();
  return [...chain.flatMap((s) => s.premises), ...clashFacts(clash)].filter((f) => {
    const key = cellKey(f.a, f.b);
    if (seen.has(key) || known.get(f.a, f.b) !== f.verdict) return false;
    seen.add(key);
    return true;
  });
}

/** How minimal the premises of some steps are: steps with premises, premises in all, steps whose every premise is needed. */
export interface PremiseFigures {
  steps: number;
  premises: number;
  minimal: number;
}

/**
 * Count, over `steps`, the premises each cites and whether each is needed
 * (dropping it leaves the step not forced). Trial steps count by their own
 * premises, checked as the verifier checks a trial.
 */
export function premiseFigures(model: Model, steps: readonly Step[]): PremiseFigures {
  const figures: PremiseFigures = { steps: steps.length, premises: 0, minimal: 0 };
  for (const step of steps) {
    figures.premises += step.premises.length;
    const needed = step.premises.every((p) => !isForced(model, { ...step, premises: step.premises.filter((q) => q !== p) }));
    if (needed) figures.minimal++;
  }
  return figures;
}
