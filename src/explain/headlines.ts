/**
 * Headlines: the explanation at the level a person reads it. Every step still
 * fills one cell (the JSON, `--full` and `--verify` keep them all); here the
 * steps are grouped into the deductions worth a line of their own:
 * - a placement: a yes that joins two values no earlier yes had joined (a yes
 *   between values already joined follows from the yeses that joined them);
 * - the eliminations one clue makes at one moment, as one line; so too the
 *   eliminations of one technique over the same values (a pair's, a value's
 *   lack of a common option with several others); when they leave a value
 *   one option, that placement is said on their line;
 * - every other deduction (an only option, with what rules out the rest; a
 *   case split; a chain), a line each.
 * Every other step is a consequence, folded beneath a line as a count: a yes
 * between values already joined, or a no that the values joined imply,
 * beneath the line that joined them; basic consistency and transitivity,
 * beneath the latest line whose cells it relies on. A placement that
 * completes a row of the solution names the row.
 * Nothing on a line relies on a cell first filled below it.
 */
import { categoryOf, type Model } from "../compile/model.js";
import { cellKey, YES, type RuleName, type Step } from "../solve/step.js";

/**
 * The technique of a line, as puzzle solvers name it (ZebraTutor's "clue",
 * "bijectivity" for the only option, "transitivity"; the pair, triple and
 * pigeonhole of shared options; a case split; a chain that refutes).
 */
export type Technique =
  | "clue" | "only option" | "consistency" | "transitivity" | "no common option"
  | "pair" | "triple" | "pigeonhole" | "case split" | "chain" | "guess" | "given";

export interface Headline {
  technique: Technique;
  /** The steps the line states, in order: its eliminations, or its placements. */
  steps: number[];
  /** Placements that the line's eliminations leave as the only option, said after them. */
  leaves: number[];
  /** The steps folded beneath it, in order: those it triggers by basic consistency and transitivity. */
  consequences: number[];
  /** The rows of the solution its placements complete (a value of every category): the placement, and the row's values by category. */
  rows: { step: number; values: number[] }[];
}

/** Rules whose steps are consequences: what a reader fills in without a second thought. */
const CONSEQUENCE = new Set<RuleName>(["only-one", "transitive"]);

/** Each rule's technique (shared options: by how many values share their options). */
export function techniqueOf(step: Step): Technique {
  switch (step.rule) {
    case "clue": case "clue-different": case "clue-place": return "clue";
    case "last-open": return "only option";
    case "only-one": return "consistency";
    case "transitive": return "transitivity";
    case "no-common": return "no common option";
    case "shared-options": {
      const group = new Set(step.premises.map((p) => p.a)).size;
      return group === 2 ? "pair" : group === 3 ? "triple" : "pigeonhole";
    }
    case "cases": return "case split";
    case "trial": return "chain";
    case "search": return "guess";
    case "given": return "given";
  }
}

/** Values joined by yeses into entities, and for any two values of one entity, the line that joined them. */
class Entities {
  /** Each value's entity, as the list of its values (shared by them all). */
  private readonly of: number[][];
  private readonly by: Int32Array;

  constructor(private readonly count: number) {
    this.of = Array.from({ length: count }, (_, i) => [i]);
    this.by = new Int32Array(count * count).fill(-1);
  }

  /** Join a's entity and b's on `line`; false when they were one entity already. */
  join(a: number, b: number, line: number): boolean {
    const [x, y] = [this.of[a]!, this.of[b]!];
    if (x === y) return false;
    for (const u of x) for (const v of y) this.by[u * this.count + v] = this.by[v * this.count + u] = line;
    const joined = [...x, ...y];
    for (const v of joined) this.of[v] = joined;
    return true;
  }

  /** The line that joined a and b (-1: not one entity). */
  joinedBy(a: number, b: number): number {
    return this.by[a * this.count + b]!;
  }

  members(v: number): number[] {
    return this.of[v]!;
  }
}

/**
 * Which steps share a line with the line before: only options, one after
 * another; eliminations by the same clues; by the same values sharing their
 * options (a pair's); for no common option, about a value every step of the
 * line is about.
 */
function sameLine(model: Model, steps: readonly Step[], line: readonly number[], step: Step): boolean {
  const first = steps[line[0]!]!;
  if (techniqueOf(first) !== techniqueOf(step)) return false;
  // An only option is a line of its own: it says what rules out each other value.
  if (techniqueOf(step) === "only option") return false;
  if (first.verdict === YES || step.verdict === YES) return false;
  switch (techniqueOf(step)) {
    case "clue": return first.clues.join() === step.clues.join();
    case "pair": case "triple": case "pigeonhole": {
      const group = (s: Step): string => [...new Set(s.premises.map((p) => p.a))].sort((x, y) => x - y).join();
      return group(first) === group(step);
    }
    case "no common option":
      return categoryOf(model, first.premises[0]!.b) === categoryOf(model, step.premises[0]!.b) && commonValue(steps, [...line, -1], step) !== undefined;
    default: return false;
  }
}

/** The value every step of a no-common line is about (with `extra` for the index -1), if any. */
export function commonValue(steps: readonly Step[], line: readonly number[], extra?: Step): number | undefined {
  const of = (i: number): Step => (i < 0 ? extra! : steps[i]!);
  const first = of(line[0]!);
  return [first.a, first.b].find((v) => line.every((i) => of(i).a === v || of(i).b === v));
}

/**
 * The steps grouped into headlines, in the order their first steps come.
 * `fits` says whether a line may take one more step (a placement it leaves,
 * another elimination of its clue): the words must stay short.
 */
export function headlines(model: Model, steps: readonly Step[], fits: (h: Headline) => boolean = () => true): Headline[] {
  const entities = new Entities(model.size * model.categories.length);
  const filledBy = new Map<string, number>();
  /** The line each step is on, or folded beneath. */
  const lineOf: number[] = [];
  const lines: Headline[] = [];
  /** The latest line a step's premises are on or beneath (-1: none). */
  const latest = (step: Step, i: number): number => {
    let owner = -1;
    for (const p of step.premises) {
      const by = filledBy.get(cellKey(p.a, p.b));
      if (by !== undefined && by < i) owner = Math.max(owner, lineOf[by]!);
    }
    return owner;
  };
  /** For a no that the entities known imply (a's entity has another value of b's category, or b's of a's): the line that joined them. */
  const implied = (step: Step): number => {
    for (const [u, w] of [[step.a, step.b], [step.b, step.a]] as const) {
      const other = entities.members(u).find((v) => v !== w && categoryOf(model, v) === categoryOf(model, w));
      if (other !== undefined) return entities.joinedBy(u, other);
    }
    return -1;
  };
  /** Whether the values of one entity imply a no: it has one of the step's values and another value of the other's category. */
  const impliedBy = (entity: readonly number[], step: Step): boolean => step.verdict !== YES &&
    [[step.a, step.b], [step.b, step.a]].some(([u, w]) => entity.includes(u!) && entity.some((v) => v !== w && categoryOf(model, v) === categoryOf(model, w!)));
  const byCategory = (vs: readonly number[]): number[] => [...vs].sort((x, y) => categoryOf(model, x) - categoryOf(model, y) || x - y);
  const eliminations = (h: Headline): boolean => h.steps.every((k) => steps[k]!.verdict !== YES);
  steps.forEach((step, i) => {
    filledBy.set(cellKey(step.a, step.b), i);
    const made = step.verdict === YES && entities.joinedBy(step.a, step.b) < 0;
    // A consequence: a yes between values already one entity, beneath the line that joined them; a no they imply, likewise;
    // basic consistency and transitivity, beneath the latest line they rely on.
    let owner = step.verdict === YES ? (made ? -1 : entities.joinedBy(step.a, step.b)) : implied(step);
    if (owner < 0 && step.verdict !== YES && CONSEQUENCE.has(step.rule)) owner = latest(step, i);
    if (owner >= 0) {
      lineOf[i] = owner;
      lines[owner]!.consequences.push(i);
      return;
    }
    const members = made ? byCategory([...entities.members(step.a), ...entities.members(step.b)]) : [];
    const rows = members.length === model.categories.length ? [{ step: i, values: members }] : [];
    const last = lines.at(-1);
    // The only option left once a line's eliminations are made: said on that line, unless a line after it
    // then said what the placement implies.
    const at = made && step.rule === "last-open" ? latest(step, i) : -1;
    const leaving = at >= 0 && !lines.slice(at + 1).some((h) => h.steps.some((k) => impliedBy(members, steps[k]!))) ? lines[at] : undefined;
    if (leaving && eliminations(leaving) && fits({ ...leaving, leaves: [...leaving.leaves, i], rows: [...leaving.rows, ...rows] })) {
      leaving.leaves.push(i);
      leaving.rows.push(...rows);
      lineOf[i] = lines.indexOf(leaving);
    } else if (last && last.leaves.length === 0 && sameLine(model, steps, last.steps, step) && fits({ ...last, steps: [...last.steps, i], rows: [...last.rows, ...rows] })) {
      last.steps.push(i);
      last.rows.push(...rows);
      lineOf[i] = lines.length - 1;
    } else {
      lines.push({ technique: techniqueOf(step), steps: [i], leaves: [], consequences: [], rows });
      lineOf[i] = lines.length - 1;
    }
    if (made) entities.join(step.a, step.b, lineOf[i]!);
  });
  return lines;
}
