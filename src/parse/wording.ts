/**
 * What a clue says, in English: the one place a clue's meaning is worded.
 * The parse words its AST clues here (`describeClue`: the two-readings
 * diagnostic, the tests' tables), and the explanations the model's
 * constraints (explain/english.ts, which adds the clue's number): one claim,
 * one wording. Given the clue's own text, the wording follows it: the
 * direction it names things in ("to the right of"), its noun for places
 * ("one house between"), its unit for an amount ("75 cents") and a
 * comparison's own words ("was 2 minutes slower than"); without it, the
 * claim is worded as it is stored, which is what a reading means.
 */
import { isPhysicalUnit, isPointInTime, isTimeOfDay, measure, quantitiesOf, weekdaysOf } from "../ast/quantity.js";
import type { Category, Clue, ValueRef } from "../ast/schema.js";
import { pluralOf, singular, singularOf } from "./nouns.js";
import { NUMBER_WORDS as COUNTS } from "./words.js";
import { isOrdinals, pointsInTime } from "./dimensions.js";

/**
 * What one clue says, over values named by V: the AST's references or the
 * model's value ids (compile/model.ts's constraints are claims of ids, with
 * the same fields and meanings; `position` is 0-based).
 */
export type Claim<V> =
  | { kind: "same" | "differ"; a: V; b: V }
  | { kind: "at"; x: V; position: number; negated: boolean }
  | { kind: "atEnd"; x: V; negated: boolean }
  | { kind: "nextTo"; a: V; b: V; negated: boolean }
  | { kind: "leftOf"; a: V; b: V; immediate: boolean; negated: boolean }
  | { kind: "apart"; a: V; b: V; distance: number }
  | { kind: "between"; x: V; a: V; b: V; inOrder: boolean; negated: boolean }
  | {
    kind: "compare"; a: V; b: V; category: number; numbers: readonly number[]; difference?: number; atLeast?: true; ratio?: number; negated: boolean;
    /** The unit the difference is in, when the category's own is not it ("2 hours" on times of day, "30 seconds" on "7:40"). */
    unit?: string;
    said?: { first: "a" | "b"; words: string };
  }
  | { kind: "either"; x: V; y: V; z: V }
  | { kind: "unaligned"; a: V; b: V; c: V; d: V };

/** A puzzle's categories, as far as wording needs them. */
export type Categories = readonly { name: string; values: readonly string[] }[];

/** How to word a claim: the puzzle's categories, where each value is among them, and maybe the clue's own text. */
export interface Wording<V> {
  categories: Categories;
  /** A value's category and its index there. */
  place: (v: V) => { category: number; value: number };
  /** The clue as written, when the wording should follow it (explanations). */
  text?: string;
}

/**
 * A category's name as a short singular noun for one of its values: "name"
 * for "Names", and for a name that is a sentence or a phrase (as some
 * benchmark sets print their categories) the noun it is about: "child" for
 * "Each mother is accompanied by their child", "mother's name" for "The
 * mothers' names are", "lunch" for "for lunch".
 */
export function categoryNoun(name: string): string {
  // A unit in brackets says how it is measured, not what it is: "Prices (dollars)".
  // So does ", in minutes" after it: "drive to the ground, in minutes" is a drive.
  let words = name.replace(/\s*\([^)]*\)\s*$/u, "").replace(/\s*,\s*(?:in|measured in)\s+\p{L}+\s*$/u, "").trim().split(/\s+/u).filter((w) => w.length > 0);
  // A sentence: what comes after its last determiner ("... accompanied by their child").
  const determiner = /^(?:their|his|her|its|a|an|the)$/iu;
  let last = -1;
  words.forEach((w, i) => {
    if (i > 0 && determiner.test(w)) last = i;
  });
  if (words.length >= 4 && last > 0 && last < words.length - 1) {
    // (Unless one or two words stand before its preposition: "drive to the ground" is a drive.)
    const head = words.slice(0, last - 1);
    const before = /^(?:to|from|at|in|on|for|into|onto)$/iu.test(words[last - 1]!) && head.length >= 1 && head.length <= 2 && !head.some((w) => /^(?:is|are|was|were|has|have|had|each|every)$/iu.test(w));
    words = before ? head : words.slice(last + 1);
  }
  // "The mothers' names are": no article before it, no verb after it; "for lunch": no preposition before it.
  while (words.length > 1 && /^(?:the|each|every|all|for|of|in|on|at|with)$/iu.test(words[0]!)) words = words.slice(1);
  while (words.length > 1 && /^(?:are|is|were|was)$/iu.test(words[words.length - 1]!)) words = words.slice(0, -1);
  // A plural possessive before the noun becomes singular: "mothers' name" -> "mother's name".
  words = words.map((w, i) => (i < words.length - 1 && /s'$/u.test(w) ? `${singularOf(w.slice(0, -1))}'s` : w));
  // "number of grandchildren": what is counted stays plural.
  if (words.length > 2 && /^(?:number|count|amount)$/iu.test(words.at(-3)!) && words.at(-2)!.toLowerCase() === "of") return words.join(" ");
  return singular(words.join(" "));
}

/** A value by its name; a name two categories share also names the category: `the hat "red"`. */
export function valueWords(categories: Categories, category: number, value: number): string {
  const name = categories[category]!.values[value]!;
  return sharedNames(categories).has(category * categories[0]!.values.length + value) ? `the ${categoryNoun(categories[category]!.name)} "${name}"` : `"${name}"`;
}

/** The values whose name another category also has (as category * size + index), found once per list of categories. */
const shared = new WeakMap<Categories, Set<number>>();
function sharedNames(categories: Categories): Set<number> {
  let ids = shared.get(categories);
  if (!ids) {
    const size = categories[0]!.values.length;
    const byName = new Map<string, number[]>();
    categories.forEach((c, i) => c.values.forEach((v, j) => {
      const key = v.toLowerCase();
      byName.set(key, [...(byName.get(key) ?? []), i * size + j]);
    }));
    ids = new Set([...byName.values()].filter((list) => list.length > 1).flat());
    shared.set(categories, ids);
  }
  return ids;
}

/** A place in the row by its 0-based index: "position 3". */
export const placeName = (index: number): string => `position ${index + 1}`;

/** Units a comparison may measure its difference in (ast/quantity.ts's unitOf), tried in this order. */
const UNITS = ["cent", "pence", "minute", "hour", "day", "week", "month", "year"] as const;

/** "3 hours", "1 day", "2.5 weeks", "55p". */
const counted = (n: number, unit: string): string =>
  unit === "pence" ? `${round(n)}p` : unit === "hour" && (n === 0.5 || n === 0.25 || n === 0.75) ? QUARTERS[n]! : `${round(n)} ${n === 1 ? unit : pluralOf(unit)}`;

/** Parts of an hour as people say them. */
const QUARTERS: Readonly<Record<number, string>> = { 0.25: "a quarter of an hour", 0.5: "half an hour", 0.75: "three quarters of an hour" };

/** A number as people write it: at most two decimals, none when whole. */
const round = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * An amount of a comparison, in the category's own units and format: the
 * unit the clue measured in ("75 cents", "2 hours", "3 days"), else the
 * values' own shape ("$1.50" for prices like "$2.25", "300 ft", "5%").
 */
export function amount(values: readonly string[], numbers: readonly number[], difference: number, measuredIn?: string, name?: string): string {
  const same = (measured: number[] | undefined): boolean => measured !== undefined && measured.every((n, i) => Math.abs(n - numbers[i]!) < 1e-9);
  const own = quantitiesOf(values, name);
  // A length the clue measured in another unit than the values': "8 cm" beside heights of "1.84 m".
  if (measuredIn !== undefined && isPhysicalUnit(measuredIn) && !same(own)) return `${round(difference)} ${measuredIn}`;
  if (!same(own)) {
    const unit = UNITS.find((u) => same(measure(values, u, name)));
    if (unit !== undefined) return counted(difference, unit);
  }
  // ("7:40" as minutes and seconds, when the clue counted seconds.)
  if (isTimeOfDay(values)) return counted(difference, measuredIn === "second" ? "second" : "minute");
  if (weekdaysOf(values)) return counted(difference, "day");
  // Month names alone ("March", "April"): their numbers are months.
  // (Not when the name says the numbers measure something else: "Rating: 1350, 1500, 1650".)
  const time = name === undefined ? isPointInTime(values) : pointsInTime({ name, values });
  if (time && values.every((v) => /^\p{L}+\.?$/u.test(v.trim()))) return counted(difference, "month");
  if (time) return counted(difference, "year");
  // Ordinals ("9th", "10th"): a count of steps, with no unit ("2 less", never "2th less").
  if (isOrdinals(values)) return round(difference);
  // The values' shape: what comes before and after the number (the same in all), decimals, a thousands separator.
  const shapes = values.map((v) => /^([^\d-]*?)(-?\d[\d,]*)(?:\.(\d+))?(.*)$/u.exec(v.trim()));
  const first = shapes[0];
  const unit = (m: RegExpExecArray): string => singularOf(m[4]!.trim().toLowerCase());
  if (!first || shapes.some((m) => !m || m[1] !== first[1] || unit(m) !== unit(first))) return round(difference);
  // A word before each number ("Grade 3", "Room 12"): a count of it, "2 grades", never "Grade 2".
  const word = /^(\p{L}+)\s+$/u.exec(first[1]!)?.[1];
  if (word !== undefined && first[4] === "") return counted(difference, word.toLowerCase());
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

/** Number words a clue may write a difference in, by value: "zero" to "twelve", from words.ts's table. */
const NUMBER_WORDS = Array.from({ length: 13 }, (_, n) => Object.keys(COUNTS).find((word) => COUNTS[word] === n)!);

/** Words after a number that say which way, not what unit: "2 more", "1 fewer". */
const NOT_UNITS = new Set(["more", "less", "fewer", "before", "after", "earlier", "later", "higher", "lower", "greater", "smaller",
  "larger", "bigger", "longer", "shorter", "older", "younger", "ahead", "behind", "than", "and", "or", "of", "in", "to", "million", "thousand", "billion"]);

/** The wording's helpers for one claim: values quoted, their names as spelt, the clue's text in lower case. */
function helpers<V>(w: Wording<V>): { q: (v: V) => string; spelt: (v: V) => string; text: string | undefined } {
  const q = (v: V): string => {
    const { category, value } = w.place(v);
    return valueWords(w.categories, category, value);
  };
  const spelt = (v: V): string => {
    const { category, value } = w.place(v);
    return w.categories[category]!.values[value]!;
  };
  return { q, spelt, text: w.text?.toLowerCase() };
}

/**
 * Which of two values the clue's own text names first: "b" when it names b
 * before a, else "a" (also without a text, when it names either in other
 * words, or a name two categories share leaves it unclear).
 */
function namedFirst(text: string | undefined, a: string, b: string): "a" | "b" {
  if (text === undefined) return "a";
  const at = (value: string): number => {
    const name = value.toLowerCase();
    const where: number[] = [];
    for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
      if (i === 0 || !/[\p{L}\d]/u.test(text[i - 1]!)) where.push(i);
    }
    return where.length === 1 ? where[0]! : -1;
  };
  const [pa, pb] = [at(a), at(b)];
  return pa >= 0 && pb >= 0 && pb < pa ? "b" : "a";
}

/**
 * A comparison's amount as its clue writes it, when the clue has the number
 * followed by a unit of its own ("500 dollars", "2 months"): the unit, in
 * the singular or plural the amount needs; else the category's own (amount()).
 */
function clueAmount(values: readonly string[], numbers: readonly number[], d: number, text: string | undefined, unit?: string, name?: string): string {
  const spelled = Number.isInteger(d) && d < NUMBER_WORDS.length ? `|${NUMBER_WORDS[d]}` : "";
  const found = text === undefined ? null : new RegExp(`(?:^|[^\\d.,$£€])(?:${round(d).replace(/\./gu, "\\.")}${spelled})\\s+([a-z]+)`, "u").exec(text);
  const word = found?.[1];
  if (word !== undefined && !NOT_UNITS.has(word)) return counted(d, singularOf(word));
  return amount(values, numbers, d, unit, name);
}

/** How far apart two things are, in the clue's words: "there is one house between", "two houses apart". */
function apartWords<V>(c: Extract<Claim<V>, { kind: "apart" }>, w: Wording<V>): string {
  const { q, spelt, text } = helpers(w);
  const [first, second] = namedFirst(text, spelt(c.a), spelt(c.b)) === "a" ? [c.a, c.b] : [c.b, c.a];
  const count = (n: number): string => NUMBER_WORDS[n] ?? String(n);
  // The clue's own noun for a place: "houses", "seats"; else "places".
  const unit = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+([a-z]+?)s?\s+(?:between|apart|away)\b/u.exec(text ?? "")?.[1] ?? "place";
  const units = (n: number): string => `${count(n)} ${n === 1 ? unit : pluralOf(unit)}`;
  if (/\bbetween\b/u.test(text ?? "")) {
    const between = c.distance - 1;
    return `there ${between === 1 ? "is" : "are"} ${units(between)} between ${q(first)} and ${q(second)}`;
  }
  return `${q(first)} and ${q(second)} are ${units(c.distance)} apart`;
}

/**
 * A comparison in the clue's direction: the side the clue names first leads
 * ("Yvonne"'s month is 1 month later than "Serenity"'s, as "Yvonne's
 * assignment starts 1 month after ..." says), "earlier"/"later" on points in
 * time, else "less"/"more", with the amount in the clue's unit when exact.
 */
function comparison<V>(c: Extract<Claim<V>, { kind: "compare" }>, w: Wording<V>): string {
  const { q, spelt, text } = helpers(w);
  const values = w.categories[c.category]!.values;
  const not = c.negated ? " not" : "";
  const { name } = w.categories[c.category]!;
  const by = c.difference !== undefined ? `${c.atLeast ? "at least " : ""}${clueAmount(values, c.numbers, c.difference, text, c.unit, name)} ` : "";
  const noun = categoryNoun(w.categories[c.category]!.name);
  if (c.ratio !== undefined) {
    // "twice as old as": b's number is the ratio times a's; said from the side the clue names first.
    return namedFirst(text, spelt(c.a), spelt(c.b)) === "a"
      ? `${q(c.a)}'s ${noun} is${not} ${fraction(c.ratio)} ${q(c.b)}'s`
      : `${q(c.b)}'s ${noun} is${not} ${times(c.ratio)} ${q(c.a)}'s`;
  }
  const time = pointsInTime({ name, values });
  const [first, second, word] = namedFirst(text, spelt(c.a), spelt(c.b)) === "a" ? [c.a, c.b, time ? "earlier" : "less"] : [c.b, c.a, time ? "later" : "more"];
  return `${q(first)}'s ${categoryNoun(w.categories[c.category]!.name)} is${not} ${by}${word} than ${q(second)}'s`;
}

/** "twice", "3 times" (as much as). */
const times = (ratio: number): string => (ratio === 2 ? "twice" : `${round(ratio)} times`);

/** "half", "a third of" (as much as). */
const fraction = (ratio: number): string => (ratio === 2 ? "half" : ratio === 3 ? "a third of" : ratio === 4 ? "a quarter of" : `1/${round(ratio)} of`);

/** What a claim says, as a clause: `"Ada" is somewhere to the left of "Ben"`. */
export function sayClaim<V>(c: Claim<V>, w: Wording<V>): string {
  const { q, spelt, text } = helpers(w);
  const not = "negated" in c && c.negated ? " not" : "";
  switch (c.kind) {
    case "same": return `${q(c.a)} is ${q(c.b)}`;
    case "differ": return `${q(c.a)} is not ${q(c.b)}`;
    case "at": return `${q(c.x)} is${not} in ${placeName(c.position)}`;
    case "atEnd": return `${q(c.x)} is${not} at one of the ends`;
    case "nextTo": return `${q(c.a)} is${not} next to ${q(c.b)}`;
    case "leftOf": {
      // In the clue's direction: "rock is somewhere to the right of classical", as the clue says it.
      const how = c.immediate ? "immediately" : "somewhere";
      return namedFirst(text, spelt(c.a), spelt(c.b)) === "a" ? `${q(c.a)} is${not} ${how} to the left of ${q(c.b)}` : `${q(c.b)} is${not} ${how} to the right of ${q(c.a)}`;
    }
    case "apart": return apartWords(c, w);
    case "between": return `${q(c.x)} is${not} between ${q(c.a)} and ${q(c.b)}${c.inOrder ? ", in that order" : ""}`;
    case "compare":
      // In the clue's own words and direction when it has them: "Nora" was 2 minutes slower than "Pablo".
      if (c.said) return c.said.first === "a" ? `${q(c.a)} ${c.said.words} ${q(c.b)}` : `${q(c.b)} ${c.said.words} ${q(c.a)}`;
      return comparison(c, w);
    case "either": return `${q(c.x)} is either ${q(c.y)} or ${q(c.z)}`;
    case "unaligned": return `of ${q(c.a)} and ${q(c.b)}, one is ${q(c.c)} and the other ${q(c.d)}`;
  }
}

/**
 * An AST clue in words, for the two-readings diagnostic and the tests: what
 * it means, worded as an explanation words its constraint, but never in the
 * clue's own words or direction (two readings of one sentence share those).
 */
export function describeClue(clue: Clue, categories: Category[]): string {
  const w: Wording<ValueRef> = { categories, place: (r) => ({ category: r.category, value: r.value }) };
  const q = (r: ValueRef): string => valueWords(categories, r.category, r.value);
  switch (clue.kind) {
    case "same": case "nextTo": case "leftOf": case "apart": case "between": return sayClaim(clue, w);
    case "notSame": return sayClaim({ kind: "differ", a: clue.a, b: clue.b }, w);
    case "atPosition": return sayClaim({ kind: "at", x: clue.subject, position: clue.place.position - 1, negated: clue.negated }, w);
    case "atEnd": return sayClaim({ kind: "atEnd", x: clue.subject, negated: clue.negated }, w);
    case "compare": {
      const { a, b, category, negated, difference, ratio } = clue;
      const numbers = measure(categories[category]!.values, clue.unit, categories[category]!.name)!;
      return sayClaim({ kind: "compare", a, b, category, negated, numbers, ...(difference !== undefined ? { difference } : {}), ...(clue.atLeast ? { atLeast: true as const } : {}), ...(ratio !== undefined ? { ratio } : {}), ...(clue.unit !== undefined ? { unit: clue.unit } : {}) }, w);
    }
    case "either": return sayClaim({ kind: "either", x: clue.x, y: clue.options[0]!, z: clue.options[1]! }, w);
    case "unaligned": return sayClaim({ kind: "unaligned", a: clue.pair[0]!, b: clue.pair[1]!, c: clue.values[0]!, d: clue.values[1]! }, w);
    // What these say is only differences, which the model keeps one by one: no constraint words them whole.
    case "neither": return `neither ${q(clue.items[0]!)} nor ${q(clue.items[1]!)} is ${q(clue.other)}`;
    case "allDifferent": return `${clue.items.map(q).join(", ")} are all different`;
  }
}
