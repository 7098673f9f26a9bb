/**
 * Comparative and superlative words, and which ordered category a clue means
 * by them. "older", "oldest" speak of age (against a year of birth, older
 * means an earlier year); "cheaper" of price; "more", "less" of anything.
 * The category is chosen from the sentence: unit words ("dollars", "feet"),
 * words of the category's name ("discount", "votes") and the comparative's
 * own dimension. General English only: nothing here is about one puzzle.
 */

import { gradedScale, isMoney, isMonthNames, isPointInTime, isTimeOfDay, measure, sequenceOf, weekdaysOf } from "../ast/quantity.js";

export type Dimension = "age" | "weight" | "height" | "length" | "depth" | "price" | "time" | "distance" | "speed" | "score" | "any";

/**
 * What a comparative word measures, whatever the numbers of the category it
 * compares on: "faster" speaks of speed, which is more mph but fewer
 * minutes; "higher" of height, which is a higher floor but a smaller depth
 * and a better (smaller) place. See SCALE_SIGNS.
 */
export type Scale =
  | "amount" | "height" | "size" | "speed" | "goodness" | "age" | "time" | "lead"
  | "depth" | "price" | "weight" | "length" | "distance" | "loudness" | "width" | "stature" | "recency";

export interface Degree {
  /** Which categories the word fits best, by the words that name them (see DIMENSION_WORDS). */
  dimension: Dimension;
  /** What it measures, which fixes its direction on each kind of category. */
  scale: Scale;
  /** +1: more of the scale ("older", "more", "faster"); -1: less ("younger", "less", "slower"). */
  direction: 1 | -1;
}

const up = (dimension: Dimension, scale: Scale): Degree => ({ dimension, scale, direction: 1 });
const down = (dimension: Dimension, scale: Scale): Degree => ({ dimension, scale, direction: -1 });

/** Comparative and superlative forms, with what they measure. */
const DEGREES: Record<string, Degree> = {
  older: up("age", "age"), oldest: up("age", "age"), elder: up("age", "age"), eldest: up("age", "age"),
  younger: down("age", "age"), youngest: down("age", "age"),
  more: up("any", "amount"), most: up("any", "amount"), greater: up("any", "amount"), greatest: up("any", "amount"),
  less: down("any", "amount"), least: down("any", "amount"), fewer: down("any", "amount"), fewest: down("any", "amount"),
  higher: up("any", "height"), highest: up("any", "height"), lower: down("any", "height"), lowest: down("any", "height"),
  above: up("any", "height"), below: down("any", "height"),
  larger: up("any", "size"), largest: up("any", "size"), bigger: up("any", "size"), biggest: up("any", "size"),
  smaller: down("any", "size"), smallest: down("any", "size"),
  heavier: up("weight", "weight"), heaviest: up("weight", "weight"), lighter: down("weight", "weight"), lightest: down("weight", "weight"),
  taller: up("height", "stature"), tallest: up("height", "stature"), shorter: down("length", "length"), shortest: down("length", "length"),
  longer: up("length", "length"), longest: up("length", "length"), short: down("any", "amount"),
  later: up("time", "time"), latest: up("time", "time"), after: up("time", "time"), earlier: down("time", "time"), earliest: down("time", "time"),
  before: down("time", "time"), sooner: down("time", "time"), soonest: down("time", "time"), newer: up("time", "recency"), newest: up("time", "recency"),
  ahead: up("time", "lead"), behind: down("time", "lead"),
  farther: up("distance", "distance"), farthest: up("distance", "distance"), further: up("distance", "distance"), furthest: up("distance", "distance"),
  closer: down("distance", "distance"), closest: down("distance", "distance"), nearer: down("distance", "distance"), nearest: down("distance", "distance"),
  cheaper: down("price", "price"), cheapest: down("price", "price"), pricier: up("price", "price"), priciest: up("price", "price"),
  costlier: up("price", "price"), costliest: up("price", "price"), dearer: up("price", "price"), dearest: up("price", "price"),
  faster: up("speed", "speed"), fastest: up("speed", "speed"), quicker: up("speed", "speed"), quickest: up("speed", "speed"),
  slower: down("speed", "speed"), slowest: down("speed", "speed"),
  better: up("any", "goodness"), best: up("any", "goodness"), worse: down("any", "goodness"), worst: down("any", "goodness"),
  "more expensive": up("price", "price"), "most expensive": up("price", "price"), "less expensive": down("price", "price"),
  "least expensive": down("price", "price"), "more costly": up("price", "price"), "most costly": up("price", "price"),
  "more recent": up("time", "recency"), "most recent": up("time", "recency"), "less recent": down("time", "recency"), "least recent": down("time", "recency"),
  louder: up("any", "loudness"), loudest: up("any", "loudness"), quieter: down("any", "loudness"), quietest: down("any", "loudness"),
  wider: up("any", "width"), widest: up("any", "width"), narrower: down("any", "width"), narrowest: down("any", "width"),
  deeper: up("depth", "depth"), deepest: up("depth", "depth"), shallower: down("depth", "depth"), shallowest: down("depth", "depth"),
};

/**
 * What the numbers of an ordered category measure, as far as the direction
 * of a comparison goes: a duration ("31 minutes" to finish), a speed, a
 * rank (1st, 2nd: a smaller number is a better place), a depth, a height or
 * altitude, a floor, an age, a year (of birth, of founding), a point in
 * time (dates, clock times), a price, a score (points, votes), golf strokes
 * (fewer is better), a weight, a length, a distance, or a plain count.
 */
export type Measure =
  | "duration" | "speed" | "rank" | "depth" | "height" | "floor" | "age" | "year" | "instant"
  | "price" | "score" | "strokes" | "weight" | "length" | "distance" | "count" | "size" | "grade"
  /** A year of school written as an ordinal ("Grade: 9th, 10th, …"): ahead, above and higher are the later year. */
  | "level";

/**
 * How each scale runs on each measure: +1 when more of the scale is a larger
 * number ("older" on ages), -1 when it is a smaller one ("older" on years of
 * birth, "faster" on minutes, "higher up" on depths, "placed higher" on
 * ranks), absent when the word does not compare such numbers ("faster" on
 * prices). A comparison only considers the categories its scale runs on.
 */
const SCALE_SIGNS: Record<Scale, Partial<Record<Measure, 1 | -1>>> = {
  amount: { level: 1, duration: 1, speed: 1, rank: 1, depth: 1, height: 1, floor: 1, age: 1, year: 1, instant: 1, price: 1, score: 1, strokes: 1, weight: 1, length: 1, distance: 1, count: 1, size: 1, grade: 1 },
  height: { level: 1, height: 1, floor: 1, depth: -1, rank: -1, score: 1, price: 1, count: 1, year: 1, age: 1, speed: 1, weight: 1, length: 1, distance: 1, strokes: 1, duration: 1, instant: 1 },
  // "bigger", "smaller": a size, a weight, a count, an amount of money ("the biggest tip"); not an age or a time.
  size: { length: 1, height: 1, weight: 1, count: 1, distance: 1, depth: 1, score: 1, price: 1, size: 1 },
  // (On times of day too: the earlier finish, or a bare "7:40" that is minutes and seconds.)
  speed: { speed: 1, duration: -1, rank: -1, instant: -1 },
  // (On clock times too: a race's finishing times, "3:05", where the earlier is the better.)
  goodness: { rank: -1, duration: -1, score: 1, strokes: -1, instant: -1 },
  age: { age: 1, year: -1, instant: -1 },
  time: { level: 1, instant: 1, year: 1, rank: 1, duration: 1, age: -1, floor: 1, count: 1, length: 1, price: 1, score: 1, distance: 1, strokes: 1, height: 1, depth: 1, weight: 1, speed: 1 },
  lead: { level: 1, rank: -1, duration: -1, instant: -1, year: -1, score: 1, count: 1, strokes: -1, price: 1, distance: 1, length: 1, height: 1, depth: 1, weight: 1, speed: 1, floor: 1, age: 1 },
  depth: { depth: 1, height: -1, length: 1, distance: 1, count: 1 },
  price: { price: 1, count: 1 },
  weight: { weight: 1, count: 1 },
  // "longer", "shorter": a length, a duration, a distance, a height; not an age or a price.
  // "has been trading longer", "the longest-running": an earlier year of starting.
  length: { length: 1, duration: 1, distance: 1, height: 1, depth: 1, count: 1, year: -1 },
  // "taller", "tallest": how tall someone or something stands.
  stature: { height: 1, length: 1 },
  distance: { distance: 1, length: 1, count: 1, depth: 1, height: 1 },
  loudness: { count: 1, score: 1 },
  width: { length: 1, distance: 1, count: 1 },
  // "newer", "most recent": a later date or year, but a shorter time since ("the most recent arrival", with
  // years lived there) and a younger age ("the newest car").
  recency: { instant: 1, year: 1, duration: -1, age: -1 },
};

/** The sign of a scale on a measure: see SCALE_SIGNS. */
export const signOf = (scale: Scale, measure: Measure): 1 | -1 | undefined => SCALE_SIGNS[scale][measure];

/**
 * What values grading a scale of adjectives measure, by the scale's high end
 * ("short, average, tall" are heights; "small, medium, large" sizes, which
 * only "bigger" and "smaller" compare); a scale not listed ("low, medium,
 * high", "light, medium, dark") is a grade, which only "more" and "less" do.
 */
const GRADED_MEASURES: Readonly<Record<string, Measure>> = {
  tall: "height", long: "length", large: "size", old: "age", heavy: "weight", fast: "speed", expensive: "price", far: "distance",
};

/** A category's name, read for what its numbers measure. */
const MEASURE_NAMES: [RegExp, Measure][] = [
  [/\b(?:floors?|stor(?:e)?ys?|levels?|decks?)\b/iu, "floor"],
  [/\b(?:depths?|deep)\b/iu, "depth"],
  [/\b(?:heights?|altitudes?|elevations?|tall)\b/iu, "height"],
  [/\b(?:speeds?|velocit(?:y|ies)|pace)\b/iu, "speed"],
  [/\b(?:strokes?|golf)\b/iu, "strokes"],
  [/\bages?\b|\baged\b|\bold\b/iu, "age"],
  [/\b(?:prices?|costs?|fees?|fares?|salar(?:y|ies)|budgets?|paid|wages?|rents?|bids?)\b/iu, "price"],
  [/\b(?:scores?|points?|votes?|goals?|runs|marks?|ratings?)\b/iu, "score"],
  [/\b(?:weights?)\b/iu, "weight"],
  [/\b(?:distances?|range)\b/iu, "distance"],
  [/\b(?:lengths?|long)\b/iu, "length"],
  // (Also a category named by the unit it counts: "Years: 3, 6, 9, 12", how long each has had a plot; not years by date.)
  [/\b(?:durations?|times?|finish(?:ing)? times?|years|months|weeks|days|hours|minutes)\b/iu, "duration"],
];

/** What an ordered category's numbers measure, from its values, their units and its name. */
export function measureOf(category: Pick<OrderedCategory, "name" | "values" | "numbers" | "golf">): Measure {
  const measure = measureByName(category);
  return measure === "score" && category.golf ? "strokes" : measure;
}

function measureByName(category: Pick<OrderedCategory, "name" | "values" | "numbers">): Measure {
  const { name, values } = category;
  const graded = gradedScale(values);
  if (graded !== undefined) return GRADED_MEASURES[graded] ?? "grade";
  const units = new Set(values.map((v) => unit(v.replace(/^[^\p{L}$£€%]*/u, "").split(/[^\p{L}$£€%]+/u)[0] ?? "")));
  const all = (...list: string[]): boolean => [...units].every((u) => list.includes(u));
  if (/\bfloors?\b/iu.test(values.join(" "))) return "floor";
  // (The whole name only: "Class rank", "Place in class", "Position in form" are rankings, "Class" a class of travel.)
  // ("Grades: Grade 3, Grade 4, …" too: the name's word before each number.)
  const school = /^\s*(?:(?:school\s+)?(grade)s?(?:\s+levels?)?|(form)s?|(standard)s?|school\s+(year)s?)\s*$/iu.exec(name);
  const numbered = school ? new RegExp(String.raw`^\s*${school[1] ?? school[2] ?? school[3] ?? school[4]}\s+\d+\s*$`, "iu") : undefined;
  if (numbered && (isOrdinals(values) || values.every((v) => numbered.test(v)))) return "level";
  if (isOrdinals(values) && !MEASURE_NAMES[0]![0].test(name)) return "rank";
  for (const [pattern, m] of MEASURE_NAMES.slice(0, 2)) if (pattern.test(name)) return m;
  if (values.every(isMoney) || all("$", "dollar", "cent", "euro", "€", "£")) return "price";
  if (all("mph", "kph", "km/h", "knot")) return "speed";
  if (values.some((v) => /\byears?[\s-]old\b/iu.test(v))) return "age";
  // "a different length of time: one for 2 years, …" is a duration, not a length.
  const times = all("second", "s", "sec", "minute", "min", "hour", "hr", "h", "day", "week", "month", "year");
  for (const [pattern, m] of MEASURE_NAMES.slice(2)) {
    if (pattern.test(name) && !(m === "duration" && (isPointInTime(values) || isYears(category))) && !(m === "length" && times)) return m;
  }
  if (isYears(category)) return "year";
  if (isPointInTime(values)) return "instant";
  if (times) return "duration";
  if (all("lb", "kg", "g", "gram", "ounce", "oz", "ton")) return "weight";
  if (all("mile", "km", "kilometer", "kilometre")) return "distance";
  if (all("point", "vote", "goal")) return "score";
  if (isRank(category)) return "rank";
  return "count";
}

/** Words that tie a dimension to a category, by its name or its values' units. */
const DIMENSION_WORDS: Record<Dimension, string[]> = {
  age: ["age", "ages", "old", "aged", "year", "years", "born", "birth"],
  weight: ["weight", "weighs", "weighed", "lb", "lbs", "pound", "pounds", "kg", "kilograms", "grams", "ounces", "oz", "tons"],
  height: ["height", "tall", "ft", "feet", "foot", "inches", "cm", "meters", "metres"],
  depth: ["depth", "depths", "deep", "ft", "feet", "foot", "meters", "metres", "fathoms"],
  length: ["length", "long", "ft", "feet", "inches", "cm", "meters", "metres", "days", "hours", "minutes", "weeks", "months", "years", "pages", "miles"],
  price: ["price", "prices", "cost", "costs", "paid", "pay", "$", "dollars", "dollar", "fare", "fee", "salary", "budget", "euros", "€", "£"],
  time: ["time", "year", "years", "date", "dates", "month", "months", "day", "days", "am", "pm", "hour", "minute", "born", "began",
    "started", "founded", "built", "delivered", "scheduled", "finished", "line", "place", "places", "order", "spot", "spots",
    "position", "placement", "rank"],
  distance: ["distance", "miles", "mile", "km", "kilometers", "kilometres", "far", "away", "ft", "feet"],
  speed: ["speed", "mph", "kph", "fast"],
  score: ["score", "scored", "scores", "point", "points", "goal", "goals", "run", "runs", "vote", "votes", "won", "wins"],
  any: [],
};

/** Unit spellings that mean the same. */
const UNIT_ALIASES: Record<string, string> = {
  dollars: "$", dollar: "$", euros: "€", euro: "€", lbs: "lb", pounds: "lb", pound: "lb", feet: "ft", foot: "ft", years: "year",
  days: "day", hours: "hour", minutes: "minute", months: "month", weeks: "week", liters: "liter", litres: "liter",
  meters: "meter", metres: "meter", inches: "inch", miles: "mile", kilograms: "kg", grams: "g", votes: "vote",
  places: "place", points: "point", percent: "%", pence: "p", penny: "p", pennies: "p", "km/h": "kph", "mi/h": "mph",
  centimetres: "cm", centimeters: "cm", centimetre: "cm", centimeter: "cm", millimetres: "mm", millimeters: "mm",
  kilometres: "km", kilometers: "km", kilometre: "km", kilometer: "km", metre: "meter", seconds: "second",
};

/** The words that name a unit of measure ("year", "dollars", "inch", "points"). */
export const UNIT_WORDS: ReadonlySet<string> = new Set([...Object.keys(UNIT_ALIASES), ...Object.values(UNIT_ALIASES)]);

/** Whether a word names a unit of measure. */
export const isUnitWord = (word: string): boolean => UNIT_WORDS.has(word.toLowerCase());

/** Every word of a degree ("older"; "more" and "expensive" of "more expensive"). */
export const DEGREE_WORDS: ReadonlySet<string> = new Set(Object.keys(DEGREES).flatMap((key) => key.split(" ")));

export function degreeOf(word: string): Degree | undefined {
  const lower = word.toLowerCase();
  // An adverb says what its adjective says: "more recently" as "more recent".
  return DEGREES[lower] ?? (/^(?:more|most|less|least) \p{L}+ly$/u.test(lower) ? DEGREES[lower.slice(0, -2)] ?? graded(lower) : undefined);
}

/** Adverbs that only say how much, not of what: "the most heavily insured" is no weight, "more highly rated" no height. */
const INTENSIFIERS: ReadonlySet<string> = new Set(["heavily", "highly", "deeply", "widely", "largely", "greatly", "strongly", "closely", "hugely", "richly", "fully", "lightly"]);

/**
 * "more cheaply", "less quickly", "most heavily": the adjective's own
 * comparative or superlative ("cheaper", "quickest"), turned round after
 * "less" and "least".
 */
function graded(phrase: string): Degree | undefined {
  const [how, adverb] = phrase.split(" ") as [string, string];
  if (INTENSIFIERS.has(adverb)) return undefined;
  const base = adverb.slice(0, -2).replace(/i$/u, "y");
  const ending = how === "most" || how === "least" ? "est" : "er";
  const forms = [base + ending, base.replace(/e$/u, "") + ending, base.replace(/y$/u, "i") + ending, base + base.at(-1) + ending];
  const found = forms.map((f) => DEGREES[f]).find((d) => d !== undefined);
  return found && (how === "less" || how === "least") ? { ...found, direction: -found.direction as 1 | -1 } : found;
}

const unit = (word: string): string => {
  const w = word.toLowerCase();
  return UNIT_ALIASES[w] ?? (w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w);
};

/** A word without its inflection or a final e: "experienced", "experience" and "experiences" are one, as are "scorer" and "score". */
// (A British verb in -ise has its noun in -ice: "practises", "practice"; "licensed", "licence".)
const stem = (word: string): string => word.replace(/(?:ing|ers|er|ed|es|s|d)$/u, "").replace(/e$/u, "").replace(/(?<=\p{L}{3})[sc]$/u, "c");

/** What an ordered category is called and measured in: name words and value units. */
export interface OrderedCategory {
  index: number;
  name: string;
  values: readonly string[];
  numbers: readonly number[];
  /** The puzzle is about golf: its scores are strokes, and the fewest is the best. */
  golf?: boolean;
  /** The puzzle is a contest of reach ("jumped", "threw"; see isReachContest): its distances and heights are results, the larger the better. */
  reach?: boolean;
  /** The category's line as the puzzle wrote it, with its description ("Each person starts work at a different time: …"). */
  line?: string;
}

/** Words of a category's name that say nothing of what it measures ("time in the morning"). */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(["the", "a", "an", "in", "of", "at", "on", "for", "to", "and", "or", "by", "per"]);

function categoryWords(category: OrderedCategory): Set<string> {
  const words = new Set<string>();
  const add = (text: string): void => {
    for (const w of text.toLowerCase().split(/[^\p{L}$%£€]+/u)) if (w && !FUNCTION_WORDS.has(w)) words.add(unit(w));
  };
  add(category.name);
  for (const v of category.values) add(v.replace(/[\d.,:]+/gu, " "));
  // What such values are called: "the last month of the year" is a month, "the day before" a weekday.
  if (isMonthNames(category.values)) words.add("month");
  else if (weekdaysOf(category.values)) words.add("day");
  // ("#4, #7, #13" are numbers: "the winger's number is higher".)
  if (category.values.every((v) => /^\s*#\s*\d/u.test(v))) words.add("number");
  return words;
}

/** The content words of a category's line: none of the words every such line has ("each", "person", "different"). */
const lineWords = (line: string): string[] => line.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 3 && !LINE_WORDS.has(w));

const LINE_WORDS: ReadonlySet<string> = new Set(["each", "every", "person", "people", "everyone", "different", "unique", "distinct",
  "their", "they", "them", "with", "have", "from", "that", "this", "these", "those", "what", "which", "some", "there"]);

/** The span a category's points in time lie in: weekdays a week, months a year, times of day a day. */
function spanOf(category: OrderedCategory): string | undefined {
  if (weekdaysOf(category.values)) return "week";
  if (isMonthNames(category.values)) return "year";
  return isTimeOfDay(category.values) ? "day" : undefined;
}

export function hasDifference(numbers: readonly number[] | undefined, amount: number): boolean {
  if (!numbers) return false;
  return numbers.some((x) => numbers.some((y) => Math.abs(y - x - amount) < 1e-9));
}

/** A category whose values are all years counts age backwards. */
export function isYears(category: Pick<OrderedCategory, "values" | "numbers">): boolean {
  const bce = category.values.every((v) => /b\.?\s?c\.?(?:e\.?)?$/iu.test(v.trim()));
  // A year is written as a number alone ("1984"), not with a unit ("1100 sq ft").
  const bare = category.values.every((v) => /^\s*\d{3,4}\s*(?:a\.?d\.?|c\.?e\.?)?\s*$/iu.test(v));
  return bce || (bare && category.numbers.every((n) => Number.isInteger(n) && n >= 1000 && n <= 2200));
}

/**
 * The ordered categories a comparative may mean, best first: those the
 * clue's words point to, else those its dimension fits, else all of them.
 * More than one left means the clue is ambiguous.
 */
export function candidatesFor(
  degree: Degree, clueWords: readonly string[], all: readonly OrderedCategory[], amount?: number, amountUnit?: string, linkWords: readonly string[] = clueWords,
): OrderedCategory[] {
  // Only the categories the degree's scale runs on: "faster" compares times and speeds, not prices.
  let categories = all.filter((c) => orientation(degree, c) !== undefined);
  // Whether the comparison's own words are of places in the results ("placed behind", "finished ahead of").
  const placing = linkWords.some((w) => PLACING.test(w));
  // A difference in a unit is on a category measured in it ("two years longer": Years, not Children).
  // (Only where two of its values can differ so: "5 years older" with ages 28, 33, … is on the ages, not on Years
  // 1869, 1872, … of joining; else on the named one, as before.)
  if (amountUnit !== undefined) {
    const fits = (c: OrderedCategory): boolean => amount === undefined || hasDifference(measure(c.values, amountUnit, c.name), amount);
    const named = categories.filter((c) => categoryWords(c).has(amountUnit));
    // ("5 years older" only: "joined 5 years before" is no age.)
    const kin = named.some(fits) || degree.scale !== "age" ? [] : categories.filter((c) => !named.includes(c) && amountUnit === "year" && measureOf(c) === "age" && fits(c));
    if (named.some(fits)) categories = named.filter(fits);
    else if (kin.length > 0) categories = kin;
    else if (named.length > 0) categories = named;
  }
  // A difference must be one that two values of the category can have.
  if (amount !== undefined) {
    const fits = categories.filter((c) => hasDifference(measure(c.values, amountUnit, c.name), amount));
    // (Not away from points in time to something else: "joined 5 years before" with years of joining that cannot
    // differ by 5 is no difference of ages; it is a clue that cannot hold.)
    // (Unless the comparison's own words are of places in the results: "finished one place ahead" with places and years.)
    const leavesTime = degree.dimension === "time" && categories.some((c) => pointsInTime(c)) && !fits.some((c) => pointsInTime(c)) && !placing;
    if (fits.length > 0 && !leavesTime) categories = fits;
  }
  // Before, after, earlier, later order points in time; more, fewer, higher measure everything else.
  const points = categories.filter(isTimeline);
  if (degree.dimension === "time" && points.length > 0) {
    // Points in time before ranks before durations: "leave before Lee" orders the months, not the visits' lengths.
    const instants = points.filter((c) => pointsInTime(c));
    const ranks = points.filter((c) => isRank(c));
    // (But "placed somewhere behind", "finished ahead of" are places in the results.)
    // (And a school year the comparison's own words name: "is in a later grade than Ben" orders the grades, not the
    // years of birth.)
    const own = new Set(linkWords.map(unit));
    const levels = points.filter((c) => measureOf(c) === "level" && [...categoryWords(c)].some((w) => own.has(w)));
    categories = levels.length === 1 ? levels : placing && ranks.length > 0 ? ranks : instants.length > 0 ? instants : ranks.length > 0 ? ranks : points;
  }
  if (degree.dimension !== "time" && degree.dimension !== "age" && points.length < categories.length) {
    categories = categories.filter((c) => !pointsInTime(c));
  }
  // Farther and closer measure a distance: not an age or a price, even when that is the only ordered category
  // ("further back than" in a queue is no comparison of ages).
  if (degree.dimension === "distance") {
    const distance = new Set(DIMENSION_WORDS.distance.map(unit));
    categories = categories.filter((c) => [...categoryWords(c)].some((w) => distance.has(w)));
  }
  if (categories.length <= 1) return categories;
  const said = new Set(clueWords.map(unit));
  // "higher up", "further down": a place up or down, whatever else is measured.
  if (degree.scale === "height" && (said.has("up") || said.has("down"))) {
    const spatial = categories.filter((c) => FIRST_SENSES.height!.includes(measureOf(c)));
    if (spatial.length > 0) categories = spatial;
    if (categories.length <= 1) return categories;
  }
  // The dimensions the sentence speaks of: the degree's own, and those its words belong to ("paid": price).
  const spoken = new Set<Dimension>([degree.dimension]);
  for (const [dimension, list] of Object.entries(DIMENSION_WORDS) as [Dimension, string[]][]) {
    if (list.some((w) => said.has(unit(w)))) spoken.add(dimension);
  }
  const linkSaid = new Set(linkWords.map(unit));
  const ownSpoken = new Set<Dimension>();
  for (const [dimension, list] of Object.entries(DIMENSION_WORDS) as [Dimension, string[]][]) {
    if (dimension !== degree.dimension && list.some((w) => linkSaid.has(unit(w)))) ownSpoken.add(dimension);
  }
  // The words of a category's line that no other's has: "starts work later" orders the line "Each person starts work
  // at a different time", not "Each person was born in a different month".
  const lineStems = categories.map((c) => new Set(lineWords(c.line ?? "").map(stem)));
  const own = lineStems.map((stems, i) => new Set([...stems].filter((w) => lineStems.every((other, j) => j === i || !other.has(w)))));
  // (Only the comparison's own words: in "The guest who arrived with flowers is older than Ben", "arrived" names the flowers' guest.)
  const saidStems = new Set(linkWords.map((w) => stem(w.toLowerCase())));
  const scored = categories.map((category, i) => {
    const words = categoryWords(category);
    let score = 0;
    if ([...own[i]!].some((w) => saidStems.has(w))) score += 2;
    // A word of the category's name, or one made from it: "the most experienced singer" speaks of Experience.
    const stems = new Set([...said].map(stem));
    // (A word and a noun made from it share their first five letters or more: "the last person to arrive", Arrival; a weaker sign.)
    const kin = (w: string): boolean => [...stems].some((s) => s.length >= 5 && (stem(w).startsWith(s) || s.startsWith(stem(w))) && stem(w).length >= 5);
    for (const w of words) score += said.has(w) || (w.length > 4 && stems.has(stem(w))) ? 2 : w.length > 4 && kin(w) ? 1 : 0;
    // "later in the week" orders weekdays, "earlier in the year" months, "later in the day" times of day.
    const span = spanOf(category);
    if (degree.dimension === "time" && span !== undefined && clueWords.some((w, i) => w === span && clueWords[i - 1] === "the" && clueWords[i - 2] === "in")) score += 3;
    for (const dimension of spoken) {
      const list = new Set(DIMENSION_WORDS[dimension].map(unit));
      const fits = [...words].some((w) => list.has(w)) || ((dimension === "age" || dimension === "time") && isYears(category));
      // (A dimension the comparison's own words speak of counts more than one the rest of the clue does: "the tenant
      // on the top floor pays less than Paula" compares rents, though "floor" names a category.)
      if (fits) score += ownSpoken.has(dimension) ? 3 : 1;
    }
    return { category, score };
  });
  const best = Math.max(...scored.map((s) => s.score));
  const left = scored.filter((s) => s.score === best).map((s) => s.category);
  // Nothing in the sentence tells them apart: a word's first sense decides ("the shortest singer" is a height, not a duration).
  const first = FIRST_SENSES[degree.scale];
  const firstSense = first ? left.filter((c) => first.includes(measureOf(c))) : [];
  if (firstSense.length > 0) return firstSense;
  // "beat", "did better than" are first a place in the results ("Place", "Finish": not a starting position, a seed or
  // a lane): a time or a score is one only in a race or a game.
  const results = degree.scale === "goodness" ? left.filter((c) => measureOf(c) === "rank" && isResults(c)) : [];
  return results.length === 1 ? results : left;
}

/**
 * What a scale measures first, before its other senses: "short" is first a
 * length or a height; "higher", "above", "lower down" are first a place up
 * or down (a floor, an altitude, a depth), then a price or a score; "the
 * oldest member" is first an age, before a year one moved in.
 */
const FIRST_SENSES: Partial<Record<Scale, Measure[]>> = {
  length: ["length", "height"], stature: ["height", "length"], height: ["floor", "height", "depth"], age: ["age"],
};

/**
 * Whether a category's values are points in time (dates, clock times,
 * years): not when its name says it measures something else ("Rating:
 * 1800, 1900, 2000" are ratings, not years).
 */
export function pointsInTime(category: Pick<OrderedCategory, "name" | "values">): boolean {
  if (!isPointInTime(category.values)) return false;
  const named = MEASURE_NAMES.find(([pattern]) => pattern.test(category.name))?.[1];
  return named === undefined || named === "duration";
}

/**
 * A category that before/after can order: points in time (dates, clock
 * times, years, months), ranks (1st, places in line) and times measured in
 * time units ("21 minutes" to finish a race).
 */
export function isTimeline(category: Pick<OrderedCategory, "name" | "values">): boolean {
  return pointsInTime(category) || isRank(category)
    || category.values.every((v) => /\d\s*(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\.?$/iu.test(v.trim()))
    || /\b(?:times?|dates?|years?|months?|days?)\b/iu.test(category.name);
}

export function isRank(category: Pick<OrderedCategory, "name" | "values">): boolean {
  // "Round 1, Round 2, Round 3" counts places; "SPF 15, SPF 30, SPF 50" measures, it ranks nothing.
  const sequence = sequenceOf(category.values);
  if (sequence && [...sequence].sort((x, y) => x - y).every((n, i) => n === i + 1)) return true;
  return isOrdinals(category.values) || /\b(?:place|placement|position|order|rank|line|spot)s?\b/iu.test(category.name);
}

/** Words of a place in the results ("placed behind", "finished ahead of"), said by the comparison itself. */
const PLACING = /^(?:placed?|places|placing|finish(?:ed|es|ing)?|ranked|ranks?)$/iu;

/** A category of places in the results: named so ("Place", "Finish", "Ranking"), not where one started or was seeded. */
const isResults = (category: Pick<OrderedCategory, "name">): boolean =>
  /\b(?:places?|placings?|placement|finish(?:es|ing)?|results?|ranks?|rankings?|standings?)\b/iu.test(category.name)
  && !/\b(?:start(?:ing)?|seed(?:s|ing)?|lanes?|heats?|bibs?|rounds?|grid|draw|qualif\p{L}*|last|previous|prior|former|year'?s?)\b/iu.test(category.name);

/** Values written as ordinals: "1st, 2nd, 3rd", "first, second, third" (places in a race). */
export function isOrdinals(values: readonly string[]): boolean {
  return values.every((v) => /^(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/iu.test(v.trim()));
}

/** Verbs and events of a contest won by going furthest or highest ("threw", "jumped", "the javelin"; not "clear" or "hammer", which say other things too). */
const REACH_WORDS: readonly string[] = ["jump", "leap", "throw", "hurl", "vault", "javelin", "discus"];

/** Whether a puzzle's own words (its vocabulary of lemmas) make it a contest of reach: its distances and heights are results. */
export const isReachContest = (vocabulary: ReadonlySet<string>): boolean => REACH_WORDS.some((w) => vocabulary.has(w));

/** The measures that are a result in a contest of reach: how far or how high. */
export const isReach = (measure: Measure): boolean => measure === "distance" || measure === "length" || measure === "height";

/**
 * +1 when a larger number means more of the degree's scale on this
 * category, -1 when it means less (see SCALE_SIGNS); undefined when the
 * degree does not compare such numbers.
 */
export function orientation(degree: Degree, category: OrderedCategory): 1 | -1 | undefined {
  const measure = measureOf(category);
  // In a contest of how far or how high ("threw the javelin", "cleared 1.92 m"), the better result is the larger.
  if (degree.scale === "goodness" && category.reach && isReach(measure)) return 1;
  return signOf(degree.scale, measure);
}
