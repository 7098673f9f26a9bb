/**
 * Diagnostics: every problem cluegrid finds in its input, with where it is.
 * One constructor per kind of problem, so the wording of each lives in one place.
 */

/** A place in the input: 1-based line and column, and how many characters. */
export interface Place {
  line: number;
  column: number;
  length: number;
}

export interface Diagnostic extends Place {
  /** A stable name for the kind of problem, e.g. "unknown-word". */
  code: string;
  /** What is wrong and, where we know it, what would be right. */
  message: string;
  /** For a value that could be in several categories: the categories it could be in (as the layout numbers them). */
  categories?: number[];
}

function at(place: Place, code: string, message: string): Diagnostic {
  return { ...place, code, message };
}

/** Units whose short names do not take an "s": "a difference in litres", not "in ls". */
const UNIT_NAMES: Readonly<Record<string, string>> = {
  mm: "millimetres", cm: "centimetres", m: "metres", km: "kilometres", in: "inches", ft: "feet", yd: "yards", mi: "miles",
  mg: "milligrams", g: "grams", kg: "kilograms", lb: "pounds", oz: "ounces", ml: "millilitres", l: "litres", pence: "pence",
};

export const diagnostics = {
  tooLarge: (place: Place, what: string, limit: string): Diagnostic =>
    at(place, "too-large", `the puzzle has ${what}; cluegrid takes at most ${limit}`),
  internal: (message: string): Diagnostic =>
    at({ line: 1, column: 1, length: 0 }, "internal", `internal error: ${message}`),
  emptyPuzzle: (): Diagnostic =>
    at({ line: 1, column: 1, length: 0 }, "empty-puzzle",
      "the puzzle has no category lines; expected lines such as `Color: red, green, blue`"),
  notText: (): Diagnostic =>
    at({ line: 1, column: 1, length: 0 }, "not-text", "the file is not UTF-8 text"),
  unequalCategory: (place: Place, name: string, size: number, expected: number, first: string): Diagnostic =>
    at(place, "unequal-categories",
      `category "${name}" has ${size} values, but "${first}" has ${expected}; every category needs the same number`),
  oneValue: (place: Place, category: string, value: string, size: number | undefined): Diagnostic =>
    at(place, "one-value",
      `category "${category}" has one value, "${value}"; a category line lists all its values, separated by commas` +
      (size !== undefined ? ` (${size}, as many as the other categories have)` : ", such as `Color: red, green, blue`")),
  missingColon: (place: Place, line: string): Diagnostic =>
    at(place, "missing-colon", `this looks like a category line without its colon; expected \`${line}\``),
  duplicateValue: (place: Place, value: string, category: string): Diagnostic =>
    at(place, "duplicate-value", `value "${value}" appears twice in category "${category}"`),
  noClues: (): Diagnostic =>
    at({ line: 1, column: 1, length: 0 }, "no-clues", "the puzzle has no clues after its category lines"),
  unknownWord: (place: Place, word: string, expected: string, suggestion?: string): Diagnostic =>
    at(place, "unknown-word",
      `cannot place "${word}" here; expected ${expected}` + (suggestion ? `; did you mean "${suggestion}"?` : "")),
  notAValue: (place: Place, word: string, named: string[], category?: { name: string; values: readonly string[] }): Diagnostic =>
    at(place, "not-a-value",
      `"${word}" is not a value of any category, and the clue names ${named.length === 0 ? "nothing" : `only ${named.join(" and ")}`}; expected two values, or a value and a place`
      + (category ? `; if "${word}" is meant as a ${category.name}, add it to the line ${category.name}: ${category.values.join(", ")}` : "")),
  unknownName: (place: Place, word: string): Diagnostic =>
    at(place, "unknown-name", `"${word}" is not a value of any category; expected a value here`),
  unexpectedEnd: (place: Place, expected: string): Diagnostic =>
    at(place, "unexpected-end", `the clue ends too early; expected ${expected}`),
  badCharacter: (place: Place, text: string): Diagnostic =>
    at(place, "bad-character", `unexpected character "${text}"`),
  twoMeanings: (place: Place, readings: string[]): Diagnostic =>
    at(place, "two-meanings",
      `this clue can be read in ${readings.length} ways: ${readings.map((r, i) => `(${i + 1}) ${r}`).join("; ")}`),
  ambiguousValue: (place: Place, text: string, where: string[], categories: number[]): Diagnostic => ({
    ...at(place, "ambiguous-value", `"${text}" could be ${where.join(" or ")}; name the category to tell them apart`),
    categories,
  }),
  badPosition: (place: Place, what: string, size: number): Diagnostic =>
    at(place, "bad-position", `${what} does not exist in a row of ${size}`),
  needsValue: (place: Place): Diagnostic =>
    at(place, "needs-value", "this clue needs a value here, not a place"),
  orderOfEvent: (place: Place, written: string): Diagnostic =>
    at(place, "needs-value", `"${written}" is an order of events, not a place in the row, and no category here is one (no times or dates); name the value instead`),
  countsAnother: (place: Place, count: string, noun: string, value: string): Diagnostic =>
    at(place, "needs-value", `"${count} ${noun}" counts ${noun}, so it is not the value "${value}"; this clue needs a value here`),
  noOrderedCategory: (place: Place, word: string): Diagnostic =>
    at(place, "no-ordered-category", `"${word}" compares, but no category of numbers, dates or times fits it`),
  badUnit: (place: Place, unit: string, category: string): Diagnostic =>
    at(place, "bad-unit", `a difference in ${UNIT_NAMES[unit] ?? `${unit}s`} cannot be measured on ${category}`),
  noThan: (place: Place, word: string): Diagnostic =>
    at(place, "no-than", `"${word}" compares, but the clue does not say with what; expected "${word} than ..."`),
  unknownLink: (place: Place, word: string, a: string, b: string, english: boolean): Diagnostic =>
    at(place, "unknown-link",
      `${english ? "" : `"${word}" is not an English word cluegrid knows; `}cluegrid does not know what "${word}" says about "${a}" and "${b}"; `
      + `write, for example, "${a} has ${b}" or "${a} does not have ${b}"`),
  unreadableLink: (place: Place, words: string, why: string): Diagnostic =>
    at(place, "unreadable-link", `cluegrid cannot read "${words}" here: ${why}`),
};
