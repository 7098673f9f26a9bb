/**
 * The one module that turns steps into English. A step is data (rule,
 * clues, premises); here it becomes one line a person reads, of the form
 * `<the new fact>: <why>.`
 */
import { isPointInTime, isTimeOfDay, measure, quantitiesOf } from "../ast/quantity.js";
import { categoryOf, indexOf, valueName, type CompareConstraint, type Constraint, type Model } from "../compile/model.js";
import { NO, YES, type Clash, type Fact, type Step } from "../solve/step.js";
import { pluralOf, singular, singularOf } from "../parse/nouns.js";
import { casesOf, readBy } from "./cases.js";

export { singular } from "../parse/nouns.js";

/**
 * A category's name as a short singular noun for one of its values: "name"
 * for "Names", and for a name that is a sentence or a phrase (as some
 * benchmark sets print their categories) the noun it is about: "child" for
 * "Each mother is accompanied by their child", "mother's name" for "The
 * mothers' names are", "lunch" for "for lunch".
 */
export function categoryNoun(name: string): string {
  // A unit in brackets says how it is measured, not what it is: "Prices (dollars)".
  let words = name.replace(/\s*\([^)]*\)\s*$/u, "").trim().split(/\s+/u).filter((w) => w.length > 0);
  // A sentence: what comes after its last determiner ("... accompanied by their child").
  const determiner = /^(?:their|his|her|its|a|an|the)$/iu;
  let last = -1;
  words.forEach((w, i) => {
    if (i > 0 && determiner.test(w)) last = i;
  });
  if (words.length >= 4 && last > 0 && last < words.length - 1) words = words.slice(last + 1);
  // "The mothers' names are": no article before it, no verb after it; "for lunch": no preposition before it.
  while (words.length > 1 && /^(?:the|each|every|all|for|of|in|on|at|with)$/iu.test(words[0]!)) words = words.slice(1);
  while (words.length > 1 && /^(?:are|is|were|was)$/iu.test(words[words.length - 1]!)) words = words.slice(0, -1);
  // A plural possessive before the noun becomes singular: "mothers' name" -> "mother's name".
  words = words.map((w, i) => (i < words.length - 1 && /s'$/u.test(w) ? `${singularOf(w.slice(0, -1))}'s` : w));
  return singular(words.join(" "));
}

const noun = (model: Model, category: number): string => categoryNoun(model.categories[category]!.name);

/** The noun for a value of `category` (see categoryNoun). */
export const nounOf = noun;

/** Units a comparison may measure its difference in (ast/quantity.ts's unitOf), tried in this order. */
const UNITS = ["cent", "minute", "hour", "day", "week", "month", "year"] as const;

/** "3 hours", "1 day", "2.5 weeks". */
const counted = (n: number, unit: string): string => `${round(n)} ${n === 1 ? unit : pluralOf(unit)}`;

/** A number as people write it: at most two decimals, none when whole. */
const round = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * An amount of a comparison, in the category's own units and format: the
 * unit the clue measured in ("75 cents", "2 hours", "3 days"), else the
 * values' own shape ("$1.50" for prices like "$2.25", "300 ft", "5%").
 */
export function amount(values: readonly string[], numbers: readonly number[], difference: number): string {
  const same = (measured: number[] | undefined): boolean => measured !== undefined && measured.every((n, i) => Math.abs(n - numbers[i]!) < 1e-9);
  const own = quantitiesOf(values);
  if (!same(own)) {
    const unit = UNITS.find((u) => same(measure(values, u)));
    if (unit !== undefined) return counted(difference, unit);
  }
  if (isTimeOfDay(values)) return counted(difference, "minute");
  // Month names alone ("March", "April"): their numbers are months.
  if (isPointInTime(values) && values.every((v) => /^\p{L}+\.?$/u.test(v.trim()))) return counted(difference, "month");
  if (isPointInTime(values)) return counted(difference, "year");
  // The values' shape: what comes before and after the number (the same in all), decimals, a thousands separator.
  const shapes = values.map((v) => /^([^\d-]*?)(-?\d[\d,]*)(?:\.(\d+))?(.*)$/u.exec(v.trim()));
  const first = shapes[0];
  const unit = (m: RegExpExecArray): string => singularOf(m[4]!.trim().toLowerCase());
  if (!first || shapes.some((m) => !m || m[1] !== first[1] || unit(m) !== unit(first))) return round(difference);
  const decimals = Math.max(...shapes.map((m) => m![3]?.length ?? 0));
  const grouped = shapes.some((m) => m![2]!.includes(","));
  const digits = difference.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, 2), useGrouping: grouped });
  // The unit as the values spell it for an amount like this one: "1 year" beside "3 years", "300 ft".
  const one = (m: RegExpExecArray): boolean => Number(m[2]!.replace(/,/gu, "")) === 1 && m[3] === undefined;
  const like = shapes.find((m) => one(m!) === (difference === 1)) ?? first;
  let after = like[4]!;
  if (difference === 1 && !one(like) && /^\s+\p{L}{3,}s$/u.test(after)) after = ` ${singularOf(after.trim())}`;
  return `${first[1]}${digits}${after}`;
}

/** Number words a clue may write a difference in, by value. */
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** Words after a number that say which way, not what unit: "2 more", "1 fewer". */
const NOT_UNITS = new Set(["more", "less", "fewer", "before", "after", "earlier", "later", "higher", "lower", "greater", "smaller",
  "larger", "bigger", "longer", "shorter", "older", "younger", "ahead", "behind", "than", "and", "or", "of", "in", "to", "million", "thousand", "billion"]);

/**
 * A comparison's amount as its clue writes it, when the clue has the number
 * followed by a unit of its own ("500 dollars", "2 months"): the unit, in
 * the singular or plural the amount needs; else the category's own (amount()).
 */
function clueAmount(model: Model, c: CompareConstraint): string {
  const values = model.categories[c.category]!.values;
  const d = c.difference!;
  const text = c.derived ? undefined : model.clueText.get(c.clue)?.toLowerCase();
  const spelled = Number.isInteger(d) && d < NUMBER_WORDS.length ? `|${NUMBER_WORDS[d]}` : "";
  const found = text === undefined ? null : new RegExp(`(?:^|[^\\d.,$£€])(?:${round(d).replace(/\./gu, "\\.")}${spelled})\\s+([a-z]+)`, "u").exec(text);
  const word = found?.[1];
  if (word !== undefined && !NOT_UNITS.has(word)) return counted(d, singularOf(word));
  return amount(values, c.numbers, d);
}

/**
 * A comparison in the clue's direction: the side the clue names first leads
 * ("Yvonne"'s month is 1 month later than "Serenity"'s, as "Yvonne's
 * assignment starts 1 month after ..." says), "earlier"/"later" on points in
 * time, else "less"/"more", with the amount in the clue's unit when exact.
 */
function comparison(model: Model, c: CompareConstraint, not: string): string {
  const q = (id: number): string => quote(model, id);
  const values = model.categories[c.category]!.values;
  const by = c.difference !== undefined ? `${clueAmount(model, c)} ` : "";
  const time = isPointInTime(values);
  const [first, second, word] = c.derived || namedFirst(model, c.clue, c.a, c.b) === "a" ? [c.a, c.b, time ? "earlier" : "less"] : [c.b, c.a, time ? "later" : "more"];
  return `${q(first)}'s ${noun(model, c.category)} is${not} ${by}${word} than ${q(second)}'s`;
}

/**
 * Which of two values the clue's own text names first: "b" when it names b
 * before a, else "a" (also when it names either in other words, or a name
 * two categories share leaves it unclear).
 */
function namedFirst(model: Model, clue: number, a: number, b: number): "a" | "b" {
  const text = model.clueText.get(clue)?.toLowerCase();
  if (text === undefined) return "a";
  const at = (id: number): number => {
    const name = valueName(model, id).toLowerCase();
    const where: number[] = [];
    for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
      if (i === 0 || !/[\p{L}\d]/u.test(text[i - 1]!)) where.push(i);
    }
    return where.length === 1 ? where[0]! : -1;
  };
  const [pa, pb] = [at(a), at(b)];
  return pa >= 0 && pb >= 0 && pb < pa ? "b" : "a";
}

/** How far apart two things are, in the clue's words: "there is one house between", "two houses apart". */
function apartWords(model: Model, c: Extract<Constraint, { kind: "apart" }>): string {
  const q = (id: number): string => quote(model, id);
  const text = model.clueText.get(c.clue)?.toLowerCase() ?? "";
  const [first, second] = namedFirst(model, c.clue, c.a, c.b) === "a" ? [c.a, c.b] : [c.b, c.a];
  const count = (n: number): string => NUMBER_WORDS[n] ?? String(n);
  // The clue's own noun for a place: "houses", "seats"; else "places".
  const unit = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+([a-z]+?)s?\s+(?:between|apart|away)\b/u.exec(text)?.[1] ?? "place";
  const units = (n: number): string => `${count(n)} ${n === 1 ? unit : pluralOf(unit)}`;
  if (/\bbetween\b/u.test(text)) {
    const between = c.distance - 1;
    return `there ${between === 1 ? "is" : "are"} ${units(between)} between ${q(first)} and ${q(second)}`;
  }
  return `${q(first)} and ${q(second)} are ${units(c.distance)} apart`;
}

/** A value by its name; a name two categories share also names the category: `the Hat "red"`. */
function quote(model: Model, id: number): string {
  const name = valueName(model, id);
  return sharedNames(model).has(id) ? `the ${noun(model, categoryOf(model, id))} "${name}"` : `"${name}"`;
}

/** The values whose name another category also has, found once per model. */
const shared = new WeakMap<Model, Set<number>>();
function sharedNames(model: Model): Set<number> {
  let ids = shared.get(model);
  if (!ids) {
    const byName = new Map<string, number[]>();
    model.categories.forEach((c, i) => c.values.forEach((v, j) => {
      const key = v.toLowerCase();
      byName.set(key, [...(byName.get(key) ?? []), i * model.size + j]);
    }));
    ids = new Set([...byName.values()].filter((list) => list.length > 1).flat());
    shared.set(model, ids);
  }
  return ids;
}

const isPlace = (model: Model, id: number): boolean => categoryOf(model, id) === model.positions;

const placeName = (index: number): string => `position ${index + 1}`;

/** A value as a reader names it: a place as "position 3", any other value quoted. */
const nameOf = (model: Model, id: number): string =>
  isPlace(model, id) ? placeName(indexOf(model, id)) : quote(model, id);

/** A fact, with a place (if any) written as a place: `"Brit" is not in position 2`. */
export function describeFact(model: Model, fact: Fact): string {
  let { a, b } = fact;
  if (isPlace(model, a)) [a, b] = [b, a];
  const not = fact.verdict === NO ? " not" : "";
  if (isPlace(model, b)) return `${quote(model, a)} is${not} in ${placeName(indexOf(model, b))}`;
  return `${quote(model, a)} is${not} ${quote(model, b)}`;
}

/** What a constraint says, as a short clause with its clue number(s). */
export function describeConstraint(model: Model, c: Constraint): string {
  const q = (id: number): string => quote(model, id);
  if (c.derived) return describeDerived(model, c);
  const not = "negated" in c && c.negated ? " not" : "";
  const said = ((): string => {
    switch (c.kind) {
      case "same": return `${q(c.a)} is ${q(c.b)}`;
      case "differ": return `${q(c.a)} is not ${q(c.b)}`;
      case "at": return `${q(c.x)} is${not} in ${placeName(c.position)}`;
      case "atEnd": return `${q(c.x)} is${not} at one of the ends`;
      case "nextTo": return `${q(c.a)} is${not} next to ${q(c.b)}`;
      case "leftOf": {
        // In the clue's direction: "rock is somewhere to the right of classical", as the clue says it.
        const how = c.immediate ? "immediately" : "somewhere";
        return namedFirst(model, c.clue, c.a, c.b) === "a" ? `${q(c.a)} is${not} ${how} to the left of ${q(c.b)}` : `${q(c.b)} is${not} ${how} to the right of ${q(c.a)}`;
      }
      case "apart": return apartWords(model, c);
      case "between": return `${q(c.x)} is${not} between ${q(c.a)} and ${q(c.b)}${c.inOrder ? ", in that order" : ""}`;
      case "compare":
        // In the clue's own words and direction when it has them: "Nora" was 2 minutes slower than "Pablo".
        if (c.said) return c.said.first === "a" ? `${q(c.a)} ${c.said.words} ${q(c.b)}` : `${q(c.b)} ${c.said.words} ${q(c.a)}`;
        return comparison(model, c, not);
      case "either": return `${q(c.x)} is either ${q(c.y)} or ${q(c.z)}`;
      case "unaligned": return `of ${q(c.a)} and ${q(c.b)}, one is ${q(c.c)} and the other ${q(c.d)}`;
    }
  })();
  return `${said} (clue ${c.clue})`;
}

/** A constraint two clues imply together, with how. */
function describeDerived(model: Model, c: Constraint): string {
  const q = (id: number): string => quote(model, id);
  const { from, via, kind } = c.derived!;
  if (kind === "same-offset" && c.kind === "same") {
    return `${q(c.a)} and ${q(c.b)} are the same, as clues ${from[0]} and ${from[1]} put both exactly as far from ${q(via)}`;
  }
  if (kind === "different-offset" && c.kind === "differ") {
    return `${q(c.a)} and ${q(c.b)} are different, as clues ${from[0]} and ${from[1]} put them at different distances from ${q(via)}`;
  }
  if (c.kind === "compare") {
    return `${comparison(model, c, "")}, as clue ${from[0]} puts ${q(c.a)} below ${q(via)} and clue ${from[1]} puts ${q(via)} below ${q(c.b)}`;
  }
  return `clues ${from[0]} and ${from[1]} together`;
}

/** "positions 2 and 4", "position 5", "positions 1, 2 and 3". */
function placeList(indexes: number[]): string {
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
function describePremises(model: Model, premises: Fact[]): string {
  const places = new Map<number, number[]>();
  const nots = new Map<string, { value: number; others: number[] }>();
  const parts = new Map<string, () => string>();
  premises.forEach((p, i) => {
    const [value, place] = isPlace(model, p.a) ? [p.b, p.a] : [p.a, p.b];
    if (p.verdict === NO && isPlace(model, place) && !isPlace(model, value)) {
      if (!places.has(value)) parts.set(`p${value}`, () => {
        const list = places.get(value)!.sort((x, y) => x - y);
        return list.length === 1 ? `${quote(model, value)} is not in ${placeList(list)}` : `${quote(model, value)} is in none of ${placeList(list)}`;
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
  return [...parts.values()].map((say) => say()).join(", and ");
}

function constraintOf(model: Model, step: Step): Constraint | undefined {
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
      const said = sayCases(model, step);
      if (said !== undefined) return `${told};${given} ${said}`;
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
function spoken(items: readonly string[], last: "and" | "or"): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]!}`;
}

/**
 * No common option, with the options each side has left: "black can only be
 * 120 lb or 150 lb, O- only 140 lb or 160 lb; no weight fits both"; when one
 * side has many, only the other's: "North can only be 12 minutes or 16
 * minutes, and Anita can be neither". The options are those the step's
 * premises leave (each premise rules one out).
 */
function noCommonReason(model: Model, step: Step): string {
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
