/**
 * The clash that ends a contradictory puzzle's explanation, as a chain a
 * person can check: each fact the clash rests on, back to the clues that
 * gave it, in the order one follows from the other, then the clash itself.
 * "clue 1 says "Zoe" is "coffee", so "Renee" is not "coffee"; clue 2 says
 * "Renee" is not "mate"; clue 3 says "Jose" is "tea", so "Renee" is not
 * "tea", so "Renee" has no Drink left."
 */
import { categoryOf, indexOf, valueName, type Model } from "../compile/model.js";
import { cellKey, NO, type Clash, type Fact, type Step } from "../solve/step.js";
import { describeConstraint, describeFact, nounOf, reason } from "./english.js";

const nameOf = (model: Model, id: number): string =>
  categoryOf(model, id) === model.positions ? `position ${indexOf(model, id) + 1}` : `"${valueName(model, id)}"`;

/** The chain from the clues to `clash`, in words, given the steps taken before it. */
export function describeContradiction(model: Model, steps: readonly Step[], clash: Clash): string {
  const filledBy = new Map<string, Step>();
  for (const step of steps) filledBy.set(cellKey(step.a, step.b), step);
  const said = new Set<string>();
  const clauses: string[] = [];
  /** The cell the last clause stated. */
  const last = { key: "" };

  /**
   * State a fact after what it rests on; `step` fills it when no step taken
   * did (the step the clash was found at). The fact is worded as its step
   * words it, or as `fact` when `own` (a line of the clash, its value first).
   */
  const state = (fact: Fact, step = filledBy.get(cellKey(fact.a, fact.b)), own = false): void => {
    const key = cellKey(fact.a, fact.b);
    if (said.has(key)) return;
    said.add(key);
    if (!step) return;
    for (const p of step.premises) state(p);
    clauses.push(clause(model, step, own ? fact : step, last.key));
    last.key = key;
  };
  const ending = ((): string => {
    switch (clash.kind) {
      case "conflict": {
        const existing = { a: clash.step.a, b: clash.step.b, verdict: clash.existing };
        state(existing);
        said.delete(cellKey(existing.a, existing.b));
        state(clash.step, clash.step);
        return `but ${describeFact(model, existing)}`;
      }
      case "taken": {
        const { step, existing } = clash;
        const common = [step.a, step.b].find((v) => v === existing.a || v === existing.b)!;
        const other = (f: Fact): number => (f.a === common ? f.b : f.a);
        if (step.rule === "last-open") {
          // The only place left is taken: the line of the value it was left to has no place at all.
          const own = step.premises[0]!.a;
          const line = categoryOf(model, common);
          const taken: Step = { a: own, b: common, verdict: NO, rule: "only-one", clues: [], premises: [existing] };
          const facts = [...step.premises, taken].sort((x, y) => x.b - y.b);
          for (const f of facts) state(f, f === taken ? taken : undefined, true);
          return `so ${nameOf(model, own)} has no ${nounOf(model, line)} left`;
        }
        state(existing);
        state(step, step);
        return `so ${nameOf(model, common)} would be both ${nameOf(model, other(existing))} and ${nameOf(model, other(step))}`;
      }
      case "crossed": {
        for (const f of clash.facts) state(f);
        state(clash.step, clash.step);
        return `but ${clash.facts.map((f) => describeFact(model, f)).join(" and ")}`;
      }
      case "no-option": {
        const at = clash.step;
        for (const f of clash.premises) state(f, at && cellKey(f.a, f.b) === cellKey(at.a, at.b) ? at : undefined, true);
        return `so ${nameOf(model, clash.value)} has no ${nounOf(model, clash.category)} left`;
      }
      case "broken": {
        for (const f of clash.premises) state(f);
        const c = model.constraints[clash.constraint]!;
        return `then ${describeConstraint(model, c)} leaves ${nameOf(model, clash.value)} no ${nounOf(model, clash.category)}`;
      }
    }
  })();
  return join([...clauses, ending]);
}

/** One link of the chain: the fact a step gives (worded as `fact`), and why; `previous` is the cell the link before stated. */
function clause(model: Model, step: Step, fact: Fact, previous: string): string {
  const told = describeFact(model, { a: fact.a, b: fact.b, verdict: step.verdict });
  const c = step.constraint === undefined ? undefined : model.constraints[step.constraint];
  const isPrevious = (f: Fact): boolean => cellKey(f.a, f.b) === previous;
  switch (step.rule) {
    case "clue": case "clue-different": case "clue-place":
      if (c && !c.derived && (c.kind === "same" || c.kind === "differ" || c.kind === "at") && step.premises.length === 0) {
        return `clue ${step.clues.join(", ")} says ${told}`;
      }
      if (c) {
        const given = step.premises.map((p) => describeFact(model, p));
        return `${[describeConstraint(model, c), ...given].join(" and ")}, so ${told}`;
      }
      return `${reason(model, step)}, so ${told}`;
    case "only-one": case "transitive": {
      // What it rests on was just said: the step follows from it (and the other premise, named).
      const others = step.premises.filter((p) => !isPrevious(p)).map((p) => describeFact(model, p));
      if (others.length === step.premises.length) return `${others.join(" and ")}, so ${told}`;
      return others.length === 0 ? `so ${told}` : `so, as ${others.join(" and ")}, ${told}`;
    }
    case "last-open": {
      const own = step.premises[0]!.a;
      const line = categoryOf(model, step.b === own ? step.a : step.b);
      return `so ${told}, the only ${nounOf(model, line)} left for ${nameOf(model, own)}`;
    }
    case "given":
      return `your grid has ${told}`;
    default:
      return `${reason(model, step)}, so ${told}`;
  }
}

/** Clauses that follow from the one before ("so …", "but …") continue it; others start a new part. */
function join(parts: readonly string[]): string {
  let out = "";
  for (const part of parts) {
    if (out === "") out = part;
    else out += /^(so|but)\b/u.test(part) ? `, ${part}` : `; ${part}`;
  }
  return out;
}
