/**
 * Quantities: the number a category value stands for, so that categories of
 * ages, prices, years, times, dates and ordinals are ordered and offsets can
 * be measured in their own units. "$1,825" is 1825, "13,000 ft" 13000,
 * "7:30am" 450 (minutes), "12:00 pm" 720, "October 8" 1008, "jan" 1,
 * "third" 3. A category is ordered when every one of its values has a number,
 * or when all its values are days of the week ("Monday" 1 … "Sunday" 7; a
 * week listed from Sunday puts Sunday first).
 */

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
  "eleventh", "twelfth"];

/** Whether values are months by name ("March", "Sept."). */
export const isMonthNames = (values: readonly string[]): boolean => values.every((v) => monthOf(v.trim()) !== undefined);

export function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/u, "");
  if (w.length < 3) return undefined;
  const index = MONTHS.findIndex((m) => w.startsWith(m) && ("january february march april may june july august september october november december sept".includes(w)));
  return index >= 0 ? index + 1 : undefined;
}

/** The signs of a currency written before an amount: "$", "£", "€", "₹", "¥", …. */
const SIGNS = "[$£€₹¥₩₦₱₽₺₪]";

/** A currency's sign before an amount: "$4.50", "£3", "₹40". */
const SIGN = new RegExp(String.raw`^\s*${SIGNS}\s*\d`, "u");

/** A value in a currency of letters: "r10", "rs 40" (lower case). */
const LETTER_MONEY = /^(?:r|rs\.?\s?)\d/u;

/**
 * A number with what may come before it: a currency, its sign or its letters
 * written against the number ("R25", rand; "Rs 40", "Rs. 40", rupees), or
 * "#"; and what comes after it (lower case). Only these: "BDF 198" is a name,
 * not 198.
 */
const NUMBER = new RegExp(String.raw`^(?:${SIGNS}|r(?=\d)|rs\.?(?=\s?\d)|#)?\s*(-?\d[\d,]*(?:\.\d+)?)(?:st|nd|rd|th)?(?:\s*([^\d\s].*))?$`, "u");

/** Whether a value is an amount of money by its currency sign: "$4.50", "£3", "₹40" (letters say so only beside a name: quantitiesOf). */
export const isMoney = (text: string): boolean => SIGN.test(text);

/** The number a value's text stands for, if it has one. */
export function quantityOf(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  if (/^(?:12\s*)?noon$/u.test(t)) return 720;
  if (/^(?:12\s*)?midnight$/u.test(t)) return 0;
  const time = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$/u.exec(t);
  if (time) {
    const hour = Number(time[1]) % 12 + (time[3] === "p" ? 12 : 0);
    return hour * 60 + Number(time[2] ?? 0);
  }
  const clock = /^(\d{1,2}):(\d{2})$/u.exec(t);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const date = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?$/u.exec(t);
  if (date && monthOf(date[1]!) !== undefined) return monthOf(date[1]!)! * 100 + Number(date[2]);
  if (/^[a-z]+\.?$/u.test(t)) {
    const month = monthOf(t);
    if (month !== undefined) return month;
    const ordinal = ORDINALS.indexOf(t);
    return ordinal >= 0 ? ordinal + 1 : undefined;
  }
  const number = NUMBER.exec(t);
  if (!number) return undefined;
  const rest = number[2] ?? "";
  const scale = /^(thousand|million|billion|lakh|crore)\b/u.exec(rest)?.[1];
  const factor = scale === "thousand" ? 1e3 : scale === "million" ? 1e6 : scale === "billion" ? 1e9 : scale === "lakh" ? 1e5 : scale === "crore" ? 1e7 : 1;
  // Years before the common era count backwards: 210,000 B.C.E. is earlier than 180,000 B.C.E.
  const sign = /\bb\.?\s?c\.?(?:e\.?)?$/u.test(rest) ? -1 : 1;
  const value = sign * Number(number[1]!.replace(/,(?=\d{3}(?!\d))/gu, "")) * factor;
  return Number.isFinite(value) ? value : undefined;
}

/**
 * Scales of adjectives a category's values may grade, each from its low end
 * to its high end ("very short, short, average, tall, very tall" are
 * heights in order), and the words that say how far along: a middle word
 * is 0, a pole ±1, an intensifier before a pole scales it.
 */
const SCALES: readonly (readonly [readonly string[], readonly string[]])[] = [
  [["short"], ["tall"]], [["short"], ["long"]], [["small", "little", "tiny"], ["large", "big", "huge"]], [["young"], ["old"]],
  [["light"], ["heavy"]], [["light"], ["dark"]], [["slow"], ["fast", "quick"]], [["cheap", "inexpensive"], ["expensive", "pricey"]],
  [["low"], ["high"]], [["mild"], ["hot", "spicy"]], [["cold", "cool"], ["hot", "warm"]], [["weak"], ["strong"]],
  [["quiet", "soft"], ["loud"]], [["narrow"], ["wide"]], [["thin"], ["thick"]], [["near", "close"], ["far", "distant"]],
];
const MIDDLE = new Set(["medium", "average", "moderate", "mid", "normal", "regular"]);
const INTENSITY: Readonly<Record<string, number>> = { slightly: 0.5, somewhat: 0.5, fairly: 0.75, very: 2, really: 2, extra: 2, extremely: 3, super: 3 };

/** Values grading one scale of adjectives, as numbers in its order ("short" -1, "very tall" 2); else undefined. */
function gradedOf(values: readonly string[]): number[] | undefined {
  return gradingOf(values)?.numbers;
}

/** The word for the high end of the scale values grade ("tall" for "short, average, tall"), if they grade one. */
export function gradedScale(values: readonly string[]): string | undefined {
  return gradingOf(values)?.high;
}

function gradingOf(values: readonly string[]): { numbers: number[]; high: string } | undefined {
  if (values.length < 2) return undefined;
  const words = values.map((v) => v.trim().toLowerCase().split(/[\s-]+/u));
  if (words.some((w) => w.length > 2)) return undefined;
  for (const [low, high] of SCALES) {
    const numbers = words.map(([first, second]) => {
      if (second === undefined) return MIDDLE.has(first!) ? 0 : low.includes(first!) ? -1 : high.includes(first!) ? 1 : undefined;
      const by = INTENSITY[first!];
      return by === undefined ? undefined : low.includes(second) ? -by : high.includes(second) ? by : undefined;
    });
    // (Both ends named, or one end and the middle: "short, tall", "mild, medium, hot".)
    if (numbers.every((n) => n !== undefined) && new Set(numbers.map(Math.sign)).size >= 2) return { numbers: numbers as number[], high: high[0]! };
  }
  return undefined;
}

/** "Chapter 1", "Chapter 2": numbered with one shared word before the numbers (not a month). */
export function sequenceOf(values: readonly string[]): number[] | undefined {
  const prefixed = values.map((v) => /^(\p{L}+\.?)\s+(\d+)$/u.exec(v.trim()));
  if (!prefixed.every((m) => m && m[1]!.toLowerCase() === prefixed[0]![1]!.toLowerCase())) return undefined;
  if (monthOf(prefixed[0]![1]!) !== undefined) return undefined;
  return prefixed.map((m) => Number(m![2]));
}

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const WEEKDAY_NAMES = "monday tuesday tues wednesday thursday thur thurs friday saturday sunday";

/** The day of the week a value names, Monday 1 to Sunday 7. */
function weekdayOf(text: string): number | undefined {
  const w = text.trim().toLowerCase().replace(/\.$/u, "");
  if (w.length < 3 || !WEEKDAY_NAMES.includes(w)) return undefined;
  const index = WEEKDAYS.findIndex((d) => w.startsWith(d));
  return index >= 0 ? index + 1 : undefined;
}

/**
 * Days of the week in the week's order, Monday first; Sunday before Monday
 * when the values are listed from Sunday ("Sunday, Monday, Tuesday").
 */
export function weekdaysOf(values: readonly string[]): number[] | undefined {
  const days = values.map(weekdayOf);
  if (days.some((d) => d === undefined)) return undefined;
  return days[0] === 7 && values.length > 1 ? days.map((d) => (d === 7 ? 0 : d!)) : (days as number[]);
}

/** A category name that says its values are amounts of money: "Prices", "Fare", "Amount spent". */
const MONEY_NAME = /\b(?:prices?|costs?|fees?|fares?|salar(?:y|ies)|budgets?|paid|wages?|rents?|bids?|spent|spend|amounts?|money|cash|tips?|bills?|donations?|winnings|prizes?)\b/iu;

/**
 * The numbers of a category's values, each as quantityOf reads it; undefined
 * when some value has none, or two have the same. Values in a currency of
 * letters ("R10", "Rs 40") are amounts only where the category's name says
 * they are money: "Room: R1, R2" are rooms.
 */
export function quantitiesOf(values: readonly string[], name?: string): number[] | undefined {
  if (values.some((v) => LETTER_MONEY.test(v.trim().toLowerCase())) && !(name !== undefined && MONEY_NAME.test(name))) return undefined;
  const days = weekdaysOf(values);
  if (days) return new Set(days).size === days.length ? days : undefined;
  const sequence = sequenceOf(values) ?? gradedOf(values);
  if (sequence) return new Set(sequence).size === sequence.length ? sequence : undefined;
  let numbers = values.map(quantityOf);
  if (numbers.some((n) => n === undefined)) return undefined;
  // Lengths, weights or volumes written in more than one unit ("500 mL, 750 mL, 1 L"): each in the smallest unit written.
  const mixed = mixedUnit(values);
  if (mixed !== undefined) numbers = numbers.map((n, i) => Math.round((n! * PHYSICAL[physicalUnitOf(values[i]!)!]![1]) / mixed * 1e6) / 1e6);
  if (new Set(numbers).size !== numbers.length) return undefined;
  return numbers as number[];
}

/** For values of one length, weight or volume written in more than one unit, the size of the smallest (see PHYSICAL); else undefined. */
function mixedUnit(values: readonly string[]): number | undefined {
  const units = values.map(physicalUnitOf);
  if (units.some((u) => u === undefined) || new Set(units).size < 2 || new Set(units.map((u) => PHYSICAL[u!]![0])).size > 1) return undefined;
  return Math.min(...units.map((u) => PHYSICAL[u!]![1]));
}

/** Whether values are times of day ("9:00am", "12 noon", "14:30"). */
export function isTimeOfDay(values: readonly string[]): boolean {
  return values.every((v) => /\d\s*[ap]\.?m\.?$|^\d{1,2}:\d{2}$|noon$|midnight$/iu.test(v.trim()));
}

/** Whether values are points in time: times of day, dates, month names, weekdays or years. */
export function isPointInTime(values: readonly string[]): boolean {
  const numbers = quantitiesOf(values);
  if (!numbers) return false;
  if (weekdaysOf(values)) return true;
  if (isTimeOfDay(values)) return true;
  if (numbers.every((n) => Number.isInteger(n) && n >= 1000 && n <= 2200) && values.every((v) => /^\d{4}$/u.test(v.trim()))) return true;
  return values.every((v) => /^[a-z]+\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?)?$/iu.test(v.trim()) && quantityOf(v) !== undefined
    && !/^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)$/iu.test(v.trim()));
}

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** The canonical name of a unit word a clue may measure a difference in. */
export function unitOf(word: string): string | undefined {
  const physical = PHYSICAL_WORDS[word.toLowerCase()];
  if (physical !== undefined) return physical;
  const w = word.toLowerCase().replace(/s$/u, "");
  const units: Record<string, string> = { second: "second", sec: "second", minute: "minute", min: "minute", hour: "hour", hr: "hour", day: "day",
    week: "week", month: "month", year: "year", cent: "cent", p: "pence", pence: "pence", penny: "pence", pennie: "pence" };
  return units[w];
}

/** Units of time, each in seconds. */
const TIMES: Readonly<Record<string, number>> = { second: 1, minute: 60, hour: 3600, day: 86400, week: 604800 };

/** The unit a category's name gives its bare numbers: "in minutes", "Minutes", "distance (km)". */
function unitOfName(name: string): string | undefined {
  // (Not a rate: "Hours per day", "Days a week".)
  if (/\b(?:per|a|an|each|every)\s+\p{L}+\s*\)?\s*$/iu.test(name.trim())) return undefined;
  const last = /([\p{L}]+)\)?\s*$/u.exec(name.trim().toLowerCase())?.[1];
  if (last === undefined) return undefined;
  const unit = unitOf(last) ?? PHYSICAL_WORDS[last];
  return unit !== undefined && (Object.hasOwn(TIMES, unit) || Object.hasOwn(PHYSICAL, unit)) ? unit : undefined;
}

/** Numbers in unit `from` in unit `to`, when both measure time, or both the same of length, weight or volume; else undefined. */
function convert(numbers: number[], from: string, to: string): number[] | undefined {
  if (from === to) return numbers;
  if (Object.hasOwn(TIMES, from) && Object.hasOwn(TIMES, to)) return numbers.map((n) => Math.round((n * TIMES[from]!) / TIMES[to]! * 1e6) / 1e6);
  const [a, b] = [PHYSICAL[from], PHYSICAL[to]];
  return a !== undefined && b !== undefined && a[0] === b[0] ? numbers.map((n) => Math.round((n * a[1]) / b[1] * 1e6) / 1e6) : undefined;
}

/** Units of length (in metres), weight (in grams) and volume (in litres): what each is, and how much of it. */
const PHYSICAL: Readonly<Record<string, readonly [string, number]>> = {
  mm: ["length", 0.001], cm: ["length", 0.01], m: ["length", 1], km: ["length", 1000],
  in: ["length", 0.0254], ft: ["length", 0.3048], yd: ["length", 0.9144], mi: ["length", 1609.344],
  mg: ["weight", 0.001], g: ["weight", 1], kg: ["weight", 1000], lb: ["weight", 453.59237], oz: ["weight", 28.349523125],
  ml: ["volume", 0.001], l: ["volume", 1],
};

/**
 * The words for them ("8 cm", "eight centimetres", "600 grams", "250 mL"); not "in", which is first a
 * preposition. ("Pounds" of money are "£" values, which have no unit of weight: see measure.)
 */
const PHYSICAL_WORDS: Readonly<Record<string, string>> = {
  mm: "mm", millimetre: "mm", millimetres: "mm", millimeter: "mm", millimeters: "mm",
  cm: "cm", centimetre: "cm", centimetres: "cm", centimeter: "cm", centimeters: "cm",
  m: "m", metre: "m", metres: "m", meter: "m", meters: "m",
  km: "km", kilometre: "km", kilometres: "km", kilometer: "km", kilometers: "km",
  inch: "in", inches: "in", ft: "ft", foot: "ft", feet: "ft", yd: "yd", yard: "yd", yards: "yd", mi: "mi", mile: "mi", miles: "mi",
  mg: "mg", milligram: "mg", milligrams: "mg", g: "g", gram: "g", grams: "g", gramme: "g", grammes: "g",
  kg: "kg", kgs: "kg", kilo: "kg", kilos: "kg", kilogram: "kg", kilograms: "kg", kilogramme: "kg", kilogrammes: "kg",
  lb: "lb", lbs: "lb", pound: "lb", pounds: "lb", oz: "oz", ounce: "oz", ounces: "oz",
  ml: "ml", millilitre: "ml", millilitres: "ml", milliliter: "ml", milliliters: "ml",
  l: "l", litre: "l", litres: "l", liter: "l", liters: "l",
};

/** What a category's name says its numbers measure, of length, weight and volume ("Weight", "Capacity (mL)"), if it says. */
function dimensionOfName(name: string): string | undefined {
  if (/\b(?:weights?|weigh\p{L}*|mass|heav\p{L}*)\b/iu.test(name)) return "weight";
  if (/\b(?:volumes?|capacit\p{L}*|litres?|liters?)\b/iu.test(name)) return "volume";
  if (/\b(?:lengths?|heights?|distances?|depths?|widths?|altitudes?|elevations?)\b/iu.test(name)) return "length";
  return undefined;
}

/** Whether a unit (as unitOf names it) is one of length, weight or volume: "cm", "ft", "kg", "ml". */
export const isPhysicalUnit = (unit: string): boolean => Object.hasOwn(PHYSICAL, unit);

/** A length's, weight's or volume's unit as a value writes it after its number ("1.92 m": m; "1.2 kg": kg), if it has one. */
function physicalUnitOf(value: string): string | undefined {
  const word = /^\s*[\d.,]+\s*([a-z.]+)\s*$/iu.exec(value)?.[1]?.replace(/\.$/u, "");
  return word === undefined ? undefined : PHYSICAL_WORDS[word.toLowerCase()];
}

/**
 * The numbers of a category's values measured in `unit`: times of day in
 * hours or minutes, dates in months or days, bare numbers in the unit the
 * category's `name` gives them; any other quantity as it is.
 */
export function measure(values: readonly string[], unit: string | undefined, name?: string): number[] | undefined {
  const numbers = quantitiesOf(values, name);
  if (!numbers || unit === undefined) return numbers;
  // Bare numbers in the unit the category's name gives ("drive to the ground, in minutes: 10, 20, 30"): "half an hour" is 30.
  const own = name === undefined || !values.every((v) => /^\s*\d+(?:\.\d+)?\s*$/u.test(v)) ? undefined : unitOfName(name);
  if (own !== undefined) return convert(numbers, own, unit);
  if (weekdaysOf(values)) return unit === "day" ? numbers : undefined;
  // Lengths in another unit of length: "8 cm less" than heights of 1.80 m is 0.08 m less; "600 grams less" than
  // weights of 1.8 kg is 0.6 kg less. (Values with no unit are taken as they are.)
  const target = PHYSICAL[unit];
  if (target !== undefined) {
    const own = values.map(physicalUnitOf);
    // Bare numbers are taken as they are, unless the category's name says they measure something else ("Weight" in litres).
    if (own.every((u) => u === undefined)) return name !== undefined && dimensionOfName(name) !== undefined && dimensionOfName(name) !== target[0] ? undefined : numbers;
    if (own.some((u) => u === undefined || PHYSICAL[u]![0] !== target[0])) return undefined;
    // (Written in more than one unit, the numbers are in the smallest of them already: see quantitiesOf.)
    const mixed = mixedUnit(values);
    return numbers.map((n, i) => Math.round((n * (mixed ?? PHYSICAL[own[i]!]![1])) / target[1] * 1e6) / 1e6);
  }
  // Cents of dollars or euros, pence of pounds ("55p more"); values written in pence ("45p") are pence already.
  if (unit === "cent" || unit === "pence") {
    const sign = unit === "cent" ? /^[$€]/u : /^£/u;
    if (values.every((v) => sign.test(v.trim()))) return numbers.map((n) => Math.round(n * 100));
    return unit === "pence" && values.every((v) => /^\d+(?:\.\d+)?\s*p$/iu.test(v.trim())) ? numbers : undefined;
  }
  const times = isTimeOfDay(values);
  // Bare "7:40" may be minutes and seconds (a race time): in seconds, its number is the same.
  const bare = values.every((v) => /^\d{1,2}:\d{2}$/u.test(v.trim()));
  // ("38:40" can be no time of day: minutes and seconds for certain, so a minute is 60 of its seconds.)
  if (bare && values.some((v) => Number(v.trim().split(":")[0]) > 23)) {
    return unit === "hour" ? numbers.map((n) => n / 3600) : unit === "minute" ? numbers.map((n) => n / 60) : unit === "second" ? numbers : undefined;
  }
  if (times) return unit === "hour" ? numbers.map((n) => n / 60) : unit === "minute" || (unit === "second" && bare) ? numbers : undefined;
  // Months by name are counted in months, years in years: "two days after" is no difference of months.
  if (isMonthNames(values)) return unit === "month" ? numbers : undefined;
  if (values.every((v) => /^\d{4}$/u.test(v.trim())) && numbers.every((n) => n >= 1000 && n <= 2200)) return unit === "year" ? numbers : undefined;
  const dates = numbers.every((n) => n >= 101 && n <= 1231) && values.every((v) => /^[a-z]+\.?\s+\d/iu.test(v.trim()));
  if (dates) {
    const month = (n: number): number => Math.floor(n / 100);
    const day = (n: number): number => DAYS_BEFORE_MONTH[month(n) - 1]! + (n % 100);
    if (unit === "month") return numbers.map(month);
    if (unit === "day") return numbers.map(day);
    if (unit === "week") return numbers.map((n) => day(n) / 7);
    return undefined;
  }
  return numbers;
}
