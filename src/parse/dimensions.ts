/**
 * Comparative and superlative words, and which ordered category a clue means
 * by them. "older", "oldest" speak of age (against a year of birth, older
 * means an earlier year); "cheaper" of price; "more", "less" of anything.
 * The category is chosen from the sentence: unit words ("dollars", "feet"),
 * words of the category's name ("discount", "votes") and the comparative's
 * own dimension. General English only: nothing here is about one puzzle.
 */

import { isPointInTime, measure, sequenceOf } from "../ast/quantity.js";

export type Dimension = "age" | "weight" | "height" | "length" | "depth" | "price" | "time" | "distance" | "speed" | "score" | "any";

export interface Degree {
  dimension: Dimension;
  /** +1: the larger quantity ("older", "more"); -1: the smaller ("younger", "less"). */
  direction: 1 | -1;
}

const up = (dimension: Dimension): Degree => ({ dimension, direction: 1 });
const down = (dimension: Dimension): Degree => ({ dimension, direction: -1 });

/** Comparative and superlative forms. */
const DEGREES: Record<string, Degree> = {
  older: up("age"), oldest: up("age"), elder: up("age"), eldest: up("age"),
  younger: down("age"), youngest: down("age"),
  more: up("any"), most: up("any"), greater: up("any"), greatest: up("any"), higher: up("any"), highest: up("any"),
  larger: up("any"), largest: up("any"), bigger: up("any"), biggest: up("any"),
  less: down("any"), least: down("any"), fewer: down("any"), fewest: down("any"), lower: down("any"),
  lowest: down("any"), smaller: down("any"), smallest: down("any"),
  heavier: up("weight"), heaviest: up("weight"), lighter: down("weight"), lightest: down("weight"),
  taller: up("height"), tallest: up("height"), shorter: down("length"), shortest: down("length"),
  longer: up("length"), longest: up("length"), short: down("any"),
  later: up("time"), latest: up("time"), after: up("time"), earlier: down("time"), earliest: down("time"),
  before: down("time"), ahead: down("time"), behind: up("time"), sooner: down("time"), soonest: down("time"), newer: up("time"), newest: up("time"),
  farther: up("distance"), farthest: up("distance"), further: up("distance"), furthest: up("distance"),
  closer: down("distance"), closest: down("distance"), nearer: down("distance"), nearest: down("distance"),
  cheaper: down("price"), cheapest: down("price"), pricier: up("price"), priciest: up("price"),
  costlier: up("price"), costliest: up("price"),
  faster: up("speed"), fastest: up("speed"), quicker: up("speed"), quickest: up("speed"),
  slower: down("speed"), slowest: down("speed"),
  "more expensive": up("price"), "most expensive": up("price"), "less expensive": down("price"),
  "least expensive": down("price"), "more costly": up("price"), "most costly": up("price"),
  louder: up("any"), loudest: up("any"), quieter: down("any"), quietest: down("any"),
  wider: up("any"), widest: up("any"), narrower: down("any"), narrowest: down("any"),
  deeper: up("depth"), deepest: up("depth"), shallower: down("depth"), shallowest: down("depth"),
};

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
  dollars: "$", dollar: "$", lbs: "lb", pounds: "lb", pound: "lb", feet: "ft", foot: "ft", years: "year",
  days: "day", hours: "hour", minutes: "minute", months: "month", weeks: "week", liters: "liter", litres: "liter",
  meters: "meter", metres: "meter", inches: "inch", miles: "mile", kilograms: "kg", grams: "g", votes: "vote",
  places: "place", points: "point", percent: "%",
};

/** The words that name a unit of measure ("year", "dollars", "inch", "points"). */
export const UNIT_WORDS: ReadonlySet<string> = new Set([...Object.keys(UNIT_ALIASES), ...Object.values(UNIT_ALIASES)]);

/** Whether a word names a unit of measure. */
export const isUnitWord = (word: string): boolean => UNIT_WORDS.has(word.toLowerCase());

/** Every word of a degree ("older"; "more" and "expensive" of "more expensive"). */
export const DEGREE_WORDS: ReadonlySet<string> = new Set(Object.keys(DEGREES).flatMap((key) => key.split(" ")));

export function degreeOf(word: string): Degree | undefined {
  return DEGREES[word.toLowerCase()];
}

const unit = (word: string): string => {
  const w = word.toLowerCase();
  return UNIT_ALIASES[w] ?? (w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w);
};

/** What an ordered category is called and measured in: name words and value units. */
export interface OrderedCategory {
  index: number;
  name: string;
  values: readonly string[];
  numbers: readonly number[];
}

function categoryWords(category: OrderedCategory): Set<string> {
  const words = new Set<string>();
  const add = (text: string): void => {
    for (const w of text.toLowerCase().split(/[^\p{L}$%£€]+/u)) if (w) words.add(unit(w));
  };
  add(category.name);
  for (const v of category.values) add(v.replace(/[\d.,:]+/gu, " "));
  return words;
}

function hasDifference(numbers: number[] | undefined, amount: number): boolean {
  if (!numbers) return false;
  return numbers.some((x) => numbers.some((y) => Math.abs(y - x - amount) < 1e-9));
}

/** A category whose values are all years counts age backwards. */
export function isYears(category: OrderedCategory): boolean {
  const bce = category.values.every((v) => /b\.?\s?c\.?(?:e\.?)?$/iu.test(v.trim()));
  return bce || category.numbers.every((n) => Number.isInteger(n) && n >= 1000 && n <= 2200);
}

/**
 * The ordered categories a comparative may mean, best first: those the
 * clue's words point to, else those its dimension fits, else all of them.
 * More than one left means the clue is ambiguous.
 */
export function candidatesFor(
  degree: Degree, clueWords: readonly string[], all: readonly OrderedCategory[], amount?: number, amountUnit?: string,
): OrderedCategory[] {
  let categories = [...all];
  // A difference must be one that two values of the category can have.
  if (amount !== undefined) {
    const fits = categories.filter((c) => hasDifference(measure(c.values, amountUnit), amount));
    if (fits.length > 0) categories = fits;
  }
  // Before, after, earlier, later order points in time; more, fewer, higher measure everything else.
  const points = categories.filter(isTimeline);
  if (degree.dimension === "time" && points.length > 0) {
    // Points in time before ranks before durations: "leave before Lee" orders the months, not the visits' lengths.
    const instants = points.filter((c) => isPointInTime(c.values));
    const ranks = points.filter((c) => isRank(c));
    categories = instants.length > 0 ? instants : ranks.length > 0 ? ranks : points;
  }
  if (degree.dimension !== "time" && degree.dimension !== "age" && points.length < categories.length) {
    categories = categories.filter((c) => !isPointInTime(c.values));
  }
  // Farther and closer measure a distance: not an age or a price, even when that is the only ordered category
  // ("further back than" in a queue is no comparison of ages).
  if (degree.dimension === "distance") {
    const distance = new Set(DIMENSION_WORDS.distance.map(unit));
    categories = categories.filter((c) => [...categoryWords(c)].some((w) => distance.has(w)));
  }
  if (categories.length <= 1) return categories;
  const said = new Set(clueWords.map(unit));
  // The dimensions the sentence speaks of: the degree's own, and those its words belong to ("paid": price).
  const spoken = new Set<Dimension>([degree.dimension]);
  for (const [dimension, list] of Object.entries(DIMENSION_WORDS) as [Dimension, string[]][]) {
    if (list.some((w) => said.has(unit(w)))) spoken.add(dimension);
  }
  const scored = categories.map((category) => {
    const words = categoryWords(category);
    let score = 0;
    for (const w of words) if (said.has(w)) score += 2;
    for (const dimension of spoken) {
      const list = new Set(DIMENSION_WORDS[dimension].map(unit));
      const fits = [...words].some((w) => list.has(w)) || ((dimension === "age" || dimension === "time") && isYears(category));
      if (fits) score += 1;
    }
    return { category, score };
  });
  const best = Math.max(...scored.map((s) => s.score));
  return scored.filter((s) => s.score === best).map((s) => s.category);
}

/** A category of places in an order (first, 2nd, positions, places in line), where "ahead" is the smaller number. */
/**
 * A category that before/after can order: points in time (dates, clock
 * times, years, months), ranks (1st, places in line) and times measured in
 * time units ("21 minutes" to finish a race).
 */
export function isTimeline(category: Pick<OrderedCategory, "name" | "values">): boolean {
  return isPointInTime(category.values) || isRank(category)
    || category.values.every((v) => /\d\s*(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\.?$/iu.test(v.trim()))
    || /\b(?:times?|dates?|years?|months?|days?)\b/iu.test(category.name);
}

export function isRank(category: Pick<OrderedCategory, "name" | "values">): boolean {
  if (sequenceOf(category.values)) return true;
  return isOrdinals(category.values) || /\b(?:place|placement|position|order|rank|line|spot)s?\b/iu.test(category.name);
}

/** Values written as ordinals: "1st, 2nd, 3rd", "first, second, third" (places in a race). */
export function isOrdinals(values: readonly string[]): boolean {
  return values.every((v) => /^(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/iu.test(v.trim()));
}

/**
 * +1 when a larger number means "more" of the degree, -1 when it means less:
 * age against years of birth, and "ahead"/"behind" on a count (1000 votes
 * ahead is more votes; one place ahead in line is a smaller place number).
 */
export function orientation(degree: Degree, category: OrderedCategory, word = ""): 1 | -1 {
  if (degree.dimension === "age" && isYears(category)) return -1;
  if ((word === "ahead" || word === "behind") && !isRank(category) && !isYears(category)) return -1;
  return 1;
}
