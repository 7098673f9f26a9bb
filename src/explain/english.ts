/**
 * The one module that turns steps into English. A step is data (rule,
 * clues, premises); here it becomes one line a person reads, of the form
 * `<the new fact>: <why>.` What a clue says is worded by parse/wording.ts,
 * as the parse words it too; here it gets its clue's number.
 */
import { categoryOf, indexOf, type Constraint, type Model } from "../compile/model.js";
import { NO, YES, type Clash, type Fact, type Step } from "../solve/step.js";
import { categoryNoun, placeName, sayClaim, valueWords, type Wording } from "../parse/wording.js";
import { casesOf, readBy, refutationOf } from "./cases.js";

export { singular } from "../parse/nouns.js";

const noun = (model: Model, category: number): string => categoryNoun(model.categories[category]!.name);

/** The noun for a value of `category` (see categoryNoun). */
export const nounOf = noun;

/** A value by its name; a name two categories share also names the category: `the hat "red"`. */
export const quote = (model: Model, id: number): string => valueWords(model.categories, categoryOf(model, id), indexOf(model, id));

/** How parse/wording.ts words the model's constraints: values by id, following the clue's text when given. */
export const wording = (model: Model, text?: string): Wording<number> =>
  ({ categories: model.categories, place: (id) => ({ category: categoryOf(model, id), value: indexOf(model, id) }), text });

export const isPlace = (model: Model, id: number): boolean => categoryOf(model, id) === model.positions;

/** A value as a reader names it: a place as "position 3", any other value quoted. */
export const nameOf = (model: Model, id: number): string =>
  isPlace(model, id) ? placeName(indexOf(model, id)) : quote(model, id);

/** A fact, with a place (if any) written as a place: `"Brit" is not in position 2`. */
export function describeFact(model: Model, fact: Fact): string {
  let { a, b } = fact;
  if (isPlace(model, a)) [a, b] = [b, a];
  const not = fact.verdict === NO ? " not" : "";
  if (isPlace(model, b)) return `${quote(model, a)} is${not} in ${placeName(indexOf(model, b))}`;
  return `${quote(model, a)} is${not} ${quote(model, b)}`;
}

/** What a constraint says, as a short clause with its clue number(s): in its clue's words (parse/wording.ts). */
export function describeConstraint(model: Model, c: Constraint): string {
  if (c.derived) return describeDerived(model, c);
  return `${sayClaim(c, wording(model, model.clueText.get(c.clue)))} (clue ${c.clue})`;
}

/** A constraint two clues imply together, with how. */
export function describeDerived(model: Model, c: Constraint): string {
  const q = (id: number): string => quote(model, id);
  const { from, via, kind } = c.derived!;
  if (kind === "same-offset" && c.kind === "same") {
    return `${q(c.a)} and ${q(c.b)} are the same, as clues ${from[0]} and ${from[1]} put both exactly as far from ${q(via)}`;
  }
  if (kind === "different-offset" && c.kind === "differ") {
    return `${q(c.a)} and ${q(c.b)} are different, as clues ${from[0]} and ${from[1]} put them at different distances from ${q(via)}`;
  }
  if (c.kind === "compare" && c.difference === undefined && c.ratio === undefined && !c.negated) {
    // Two clues' comparison has no words of its own: it is worded as stored, a first, and so are its two links,
    // in the category's own terms ("earlier", "less").
    const plain = { ...c, said: undefined };
    return `${sayClaim(plain, wording(model))}, as clue ${from[0]} says ${sayClaim({ ...plain, b: via }, wording(model))} and clue ${from[1]} ${sayClaim({ ...plain, a: via }, wording(model))}`;
  }
  if (c.kind === "compare") {
    return `${sayClaim(c, wording(model))}, from clues ${from[0]} and ${from[1]} through ${q(via)}`;
  }
  return `clues ${from[0]} and ${from[1]} together`;
}

/** "positions 2 and 4", "position 5", "positions 1, 2 and 3". */
export function placeList(indexes: number[]): string {
  const names = indexes.map((i) => String(i + 1));
  if (names.length === 1) return `position ${names[0]}`;
  return `positions ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * Premises grouped for reading: the places a value cannot be ("is in none of
 * positions 1 and 3"), then the values of one category it is not ("is neither
 * "2001" nor "2002""), then the other facts, each group in the order its first
 * premise comes.
 */
export function describePremises(model: Model, premises: Fact[], together = false): string {
  const places = new Map<number, number[]>();
  const nots = new Map<string, { value: number; others: number[] }>();
  const parts = new Map<string, () => string>();
  /** With `together`, the values kept out of the same places, said at once: ""A+" and "AB+" are not in position 2". */
  const alike = (value: number): number[] => {
    const key = places.get(value)!.sort((x, y) => x - y).join();
    return together ? [...places.keys()].filter((v) => places.get(v)!.sort((x, y) => x - y).join() === key) : [value];
  };
  premises.forEach((p, i) => {
    const [value, place] = isPlace(model, p.a) ? [p.b, p.a] : [p.a, p.b];
    if (p.verdict === NO && isPlace(model, place) && !isPlace(model, value)) {
      if (!places.has(value)) parts.set(`p${value}`, () => {
        const values = alike(value);
        if (values[0] !== value) return "";
        const list = places.get(value)!;
        const who = spoken(values.map((v) => quote(model, v)), "and");
        const is = values.length === 1 ? "is" : "are";
        return list.length === 1 ? `${who} ${is} not in ${placeList(list)}` : `${who} ${is} in none of ${placeList(list)}`;
      });
      places.set(value, [...(places.get(value) ?? []), indexOf(model, place)]);
    } else if (p.verdict === NO && !isPlace(model, p.a) && !isPlace(model, p.b)) {
      const key = `n${p.a},${categoryOf(model, p.b)}`;
      if (!nots.has(key)) {
        nots.set(key, { value: p.a, others: [] });
        parts.set(key, () => {
          const { value, others } = nots.get(key)!;
          const names = others.sort((x, y) => x - y).map((id) => quote(model, id));
          if (names.length === 1) return `${quote(model, value)} is not ${names[0]!}`;
          return names.length === 2 ? `${quote(model, value)} is neither ${names[0]!} nor ${names[1]!}` : `${quote(model, value)} is none of ${spoken(names, "and")}`;
        });
      }
      nots.get(key)!.others.push(p.b);
    } else parts.set(`o${i}`, () => describeFact(model, p));
  });
  return [...parts.values()].map((say) => say()).filter((part) => part !== "").join(", and ");
}

export function constraintOf(model: Model, step: Step): Constraint | undefined {
  return step.constraint === undefined ? undefined : model.constraints[step.constraint];
}

export function reason(model: Model, step: Step): string {
  const c = constraintOf(model, step);
  const p = step.premises;
  switch (step.rule) {
    case "clue": {
      // same, differ and at say the fact itself; other clues imply it, maybe with known cells.
      if (!c || ((c.kind === "same" || c.kind === "differ" || c.kind === "at") && p.length === 0 && !c.derived)) {
        return `clue ${step.clues.join(", ")} says so`;
      }
      return p.length === 0 ? describeConstraint(model, c) : `${describeConstraint(model, c)}, and ${describePremises(model, p)}`;
    }
    case "clue-different":
      return `${c ? describeConstraint(model, c) : `clue ${step.clues.join(", ")}`}, so they are not the same`;
    case "clue-place": {
      const { a, b } = step;
      // The ruled-out value is in the category the clue compares on (places, or ages, prices, ...).
      const compared = c?.kind === "compare" ? c.category : model.positions;
      const [value, other] = categoryOf(model, a) === compared ? [b, a] : [a, b];
      const told = c ? describeConstraint(model, c) : `clue ${step.clues.join(", ")}`;
      const where = isPlace(model, other) ? `in ${placeName(indexOf(model, other))}` : `if it were ${quote(model, other)}`;
      return p.length === 0
        ? `${told}, which is impossible for ${quote(model, value)} ${where}`
        : `${told}, and ${describePremises(model, p)}`;
    }
    case "only-one":
      return `${describeFact(model, p[0]!)} already`;
    case "last-open": {
      const own = p[0]!.a;
      return `it is the only ${noun(model, categoryOf(model, step.b === own ? step.a : step.b))} left for ${nameOf(model, own)}`;
    }
    case "transitive":
      return `${describeFact(model, p[0]!)} and ${describeFact(model, p[1]!)}`;
    case "no-common":
      return noCommonReason(model, step);
    case "shared-options": {
      // The group: the values whose other options the premises rule out; their options: what is left.
      const group = [...new Set(p.map((f) => f.a))];
      const category = categoryOf(model, p[0]!.b);
      const ruled = new Set(p.map((f) => f.b));
      const left = Array.from({ length: model.size }, (_, i) => category * model.size + i).filter((x) => !ruled.has(x));
      const names = (ids: number[]): string => ids.length === 1 ? nameOf(model, ids[0]!) : `${ids.slice(0, -1).map((id) => nameOf(model, id)).join(", ")} and ${nameOf(model, ids[ids.length - 1]!)}`;
      const list = (ids: number[]): string => categoryOf(model, ids[0]!) === model.positions ? placeList(ids.map((id) => indexOf(model, id))) : names(ids);
      return `${list(group)} have only ${list(left)} between them`;
    }
    case "cases": {
      const read = readBy(model, step);
      // A case analysis of the known cells alone: where the values can still be leaves one way.
      if (read.length === 0 && step.clues.length === 0) return `${describePremises(model, p)}; taken together, these leave no other way`;
      const told = read.length > 0 ? read.map((r) => describeConstraint(model, r)).join(", and ") : `clue ${step.clues.join(", ")}`;
      const given = p.length === 0 ? "" : ` given that ${describePremises(model, p)},`;
      const said = sayCases(model, step) ?? sayRefutation(model, step);
      if (said !== undefined) return `${told};${given} ${said}`;
      // The clues said again, supposing the cell: they need not be said first as well.
      const supposed = saySupposed(model, step);
      if (supposed !== undefined) return given === "" ? supposed : `${given.trim()} ${supposed}`;
      const fact = step.verdict === YES ? "only if it is so" : `in no case where ${describeFact(model, { ...step, verdict: YES }).replace(/ is /u, " were ")}`;
      return `${told};${given} that can hold ${fact}`;
    }
    case "trial": {
      // The refutation as a nested explanation: the assumption, each step of its chain as a step of its own, the clash.
      const t = step.trial!;
      const chain = t.chain.map((s) => `\n${NESTED}${describeStep(model, s).replace(/\n/gu, `\n${NESTED}`)}`).join("");
      return `suppose ${describeFact(model, t.assumed).replace(/ is /u, " were ")}:${chain}\n${NESTED}then ${describeClash(model, t.clash)}, which cannot be`;
    }
    case "search":
      return "a guess";
    case "given":
      return "given";
  }
}

/** "a, b or c", "a and b": a list read as one. */
export function spoken(items: readonly string[], last: "and" | "or"): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]!}`;
}

/**
 * No common option, with the options each side has left: "black can only be
 * 120 lb or 150 lb, O- only 140 lb or 160 lb; no weight fits both"; when one
 * side has many, only the other's: "North can only be 12 minutes or 16
 * minutes, and Anita can be neither". The options are those the step's
 * premises leave (each premise rules one out).
 */
export function noCommonReason(model: Model, step: Step): string {
  const category = categoryOf(model, step.premises[0]!.b);
  const ruledOut = (side: number): Set<number> => new Set(step.premises.filter((f) => f.a === side).map((f) => f.b));
  const left = (side: number): number[] => {
    const out = ruledOut(side);
    return Array.from({ length: model.size }, (_, i) => category * model.size + i).filter((v) => !out.has(v));
  };
  const options = (ids: number[]): string =>
    category === model.positions ? `in position ${spoken(ids.map((id) => String(indexOf(model, id) + 1)), "or")}` : spoken(ids.map((id) => quote(model, id)), "or");
  const subject = (id: number): string => (isPlace(model, id) ? `the one in ${placeName(indexOf(model, id))}` : quote(model, id));
  const [a, b] = [left(step.a), left(step.b)];
  if (a.length <= 3 && b.length <= 3) {
    return `${subject(step.a)} can only be ${options(a)}, ${subject(step.b)} only ${options(b)}; no ${noun(model, category)} fits both`;
  }
  // One side has many left: say the other's few, and that this side can have none of them.
  const [few, other] = a.length <= b.length ? [step.a, step.b] : [step.b, step.a];
  const count = Math.min(a.length, b.length);
  const none = count === 1 ? `which ${subject(other)} cannot be` : `and ${subject(other)} can be ${count === 2 ? "neither" : "none of them"}`;
  return `${subject(few)} can only be ${options(left(few))}, ${none}`;
}

/** How far the lines of a nested explanation (a refutation's chain) are indented under their step. */
const NESTED = "   ";

/** The longest list of cases said on the line itself; a longer one is an indented block. */
const CASES_ON_LINE = 110;

/**
 * A case analysis's cases and what they lead to: "Irene and Oliver take
 * "$4.99"/"$5.99" or "$5.99"/"$6.99"; either way "$5.99" is not "Perry"";
 * undefined when they are too many or cannot be told by the values named.
 */
function sayCases(model: Model, step: Step): string | undefined {
  const table = casesOf(model, step);
  if (!table) return undefined;
  const places = table.category === model.positions;
  const who = spoken(table.names.map((id) => quote(model, id)), "and");
  const one = table.names.length === 1;
  const way = (tuple: number[]): string => tuple.map((v) => (places ? String(indexOf(model, v) + 1) : quote(model, v))).join("/");
  const verb = places ? (one ? "is in position" : "are in positions") : one ? "is" : "take";
  const fact = describeFact(model, step);
  if (table.cases.length === 1) return `so ${who} ${verb} ${way(table.cases[0]!)}, and ${fact}`;
  const ways = table.cases.map(way);
  const line = spoken(ways, "or");
  if (line.length <= CASES_ON_LINE) return `${who} ${verb} ${line}; either way ${fact}`;
  const block = ways.map((w) => `\n${NESTED}${w}`).join("");
  return `${who} ${verb} one of:${block}\n${NESTED}either way ${fact}`;
}

/**
 * A case analysis with too many ways to list, said as a refutation of the
 * opposite (explain/cases.ts): "if "victorian" were in position 6, clue 11
 * puts "carol" and "arnold" in positions 1/2 or 4/5; with 1/2, clue 7 could
 * not hold; with 4/5, clue 15 could not hold".
 */
function sayRefutation(model: Model, step: Step): string | undefined {
  const r = refutationOf(model, step);
  if (!r) return undefined;
  const assumed = describeFact(model, { ...step, verdict: step.verdict === YES ? NO : YES }).replace(/ is (not )?/u, (_, not) => ` were ${not ?? ""}`);
  if (r.ways.length === 0) return `if ${assumed}, ${r.branch ? `clue ${r.branch.clue}` : "the known cells"} could not hold`;
  const places = r.category === model.positions;
  // A value every way puts in the same place is not told, where the ways are several.
  // Nor a value every way puts with one told before it ("Lena" and "goldfish", one person).
  const told = r.names.map((_, i) => (r.ways.length === 1 || r.ways.some((w) => w.tuple[i] !== r.ways[0]!.tuple[i]))
    && !r.names.some((_, j) => j < i && r.ways.every((w) => w.tuple[j] === w.tuple[i])));
  const names = r.names.filter((_, i) => told[i]);
  const one = names.length === 1;
  const who = spoken(names.map((id) => quote(model, id)), "and");
  const way = (tuple: number[]): string => tuple.filter((_, i) => told[i]).map((v) => (places ? String(indexOf(model, v) + 1) : quote(model, v))).join("/");
  const verb = places ? (one ? "in position" : "in positions") : "at";
  const fails = (clues: number[]): string => `${clues.length === 1 ? `clue ${clues[0]}` : `clues ${spoken(clues.map(String), "and")} together`} could not hold`;
  // By a clue: "clue 6 would put "black" in position 4 or 5"; by the places the two could share: "they would be in position 1 or 2".
  const put = (list: string): string => (r.branch ? `clue ${r.branch.clue} would put ${who} ${verb} ${list}` : `they would be ${verb} ${list}`);
  if (r.ways.length === 1) return `if ${assumed}, ${put(way(r.ways[0]!.tuple))}, and then ${fails(r.ways[0]!.breaks)}`;
  const head = `if ${assumed}, ${put(spoken(r.ways.map((w) => way(w.tuple)), "or"))}`;
  const breaks = r.ways[0]!.breaks.join();
  if (r.ways.every((w) => w.breaks.join() === breaks)) return `${head}, and either way ${fails(r.ways[0]!.breaks)}`;
  return `${head}; ${r.ways.map((w) => `with ${way(w.tuple)}, ${fails(w.breaks)}`).join("; ")}`;
}

/**
 * Two values shown apart by clues that cannot all hold were they one: the
 * clues said again of the first where they name the second. "if "peter"
 * were "yellow", there would be one house between "blue" and "peter" (clue
 * 3), and "peter" is next to "blue" (clue 4), which cannot both hold".
 */
function saySupposed(model: Model, step: Step): string | undefined {
  const read = readBy(model, step);
  if (step.verdict !== NO || read.length < 2 || isPlace(model, step.a) || isPlace(model, step.b)) return undefined;
  const [x, y] = [step.a, step.b];
  const swap = (v: number): number => (v === y ? x : v);
  const supposed = read.map((c): Constraint => {
    switch (c.kind) {
      case "at": case "atEnd": return { ...c, x: swap(c.x) };
      case "between": return { ...c, x: swap(c.x), a: swap(c.a), b: swap(c.b) };
      case "either": return { ...c, x: swap(c.x), y: swap(c.y), z: swap(c.z) };
      case "unaligned": return { ...c, a: swap(c.a), b: swap(c.b), c: swap(c.c), d: swap(c.d) };
      default: return { ...c, a: swap(c.a), b: swap(c.b) };
    }
  });
  const said = supposed.map((c) => describeConstraint(model, c));
  return `if ${describeFact(model, { ...step, verdict: YES }).replace(/ is /u, " were ")}, then ${said.join(", and ")}, which cannot ${said.length === 2 ? "both" : "all"} hold`;
}

/** The clash at the end of a contradiction, in words. */
export function describeClash(model: Model, clash: Clash): string {
  if (clash.kind === "no-option") {
    return `${nameOf(model, clash.value)} would have no ${noun(model, clash.category)} left`;
  }
  if (clash.kind === "broken") {
    return `${describeConstraint(model, model.constraints[clash.constraint]!)} could not hold: ${nameOf(model, clash.value)} would have no ${noun(model, clash.category)} left`;
  }
  if (clash.kind === "taken") {
    return `${describeFact(model, clash.step)} (${reason(model, clash.step)}), but ${describeFact(model, clash.existing)}`;
  }
  if (clash.kind === "crossed") {
    return `${describeFact(model, clash.step)} (${reason(model, clash.step)}), but ${clash.facts.map((f) => describeFact(model, f)).join(" and ")}`;
  }
  const { step, existing } = clash;
  const wanted = describeFact(model, step);
  const known = describeFact(model, { a: step.a, b: step.b, verdict: existing });
  return `${wanted} (${reason(model, step)}), but ${known}`;
}

/** One explanation line for one step. */
export function describeStep(model: Model, step: Step): string {
  return `${describeFact(model, step)}: ${reason(model, step)}.`;
}


/** The explanation of a solve: one line per filled cell, in order. */
export function explain(result: { model: Model; steps: readonly Step[] }): string[] {
  return result.steps.map((step) => describeStep(result.model, step));
}
