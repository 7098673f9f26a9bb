/**
 * From puzzle text to a checked AST: layout, lexicon, one parse per clue,
 * readings resolved to values and positions, duplicates of meaning merged,
 * and the result validated against the zod schema.
 */
import { quantitiesOf } from "../ast/quantity.js";
import { isOrdinals, isReachContest, isTimeline, measureOf } from "./dimensions.js";
import { puzzleProblem } from "../ast/check.js";
import type { Category, Clue, Puzzle, Question, Span, ValueRef } from "../ast/schema.js";
import { diagnostics, type Diagnostic } from "./diagnostic.js";
import { readLayout, type Located } from "./layout.js";
import { questionsOf } from "./question.js";
import type { Lexer } from "moo";
import { lexerFor } from "./caches.js";
import { readClue, tokenize } from "./clue.js";
import { singularOf } from "./nouns.js";
import type { Lexicon } from "./lexicon.js";
import type { ClueLine } from "./layout.js";
import type { ClueToken } from "./clue.js";
import { remarksOf, type Reading } from "./reading.js";
import { categoryVocabulary, interned, lemmasOf, vocabularyOf } from "./links.js";
import { choiceKey, fromSex, pointsCategory, spanOf, toClues, usesPlaces, type Context } from "./resolve.js";
import { describeClue } from "./wording.js";

export interface ParseResult {
  puzzle: Puzzle | undefined;
  errors: Diagnostic[];
  /** Each clue's text by its number, for explanations. */
  clueText: Map<number, string>;
  /** How values that two categories share were read, and why. */
  notes?: string[];
  /**
   * With `leaveOpen`: for each clue left out because a value it names could be
   * in several categories, that value (an "ambiguous-value" diagnostic).
   */
  open?: Diagnostic[];
  /** The closing questions that could be read (src/parse/question.ts). */
  questions?: Question[];
  /** Problems that do not stop the solve: questions that cannot be read. */
  warnings?: Diagnostic[];
}

export interface ParseOptions {
  /** The category to read each such value as, by `choiceKey` (see readings.ts). */
  choices?: ReadonlyMap<string, number>;
  /** Leave out a clue whose only trouble is such a value, instead of failing (listing it in `open`). */
  leaveOpen?: boolean;
  /**
   * Each clue's meaning under the choices for its own values, kept across
   * calls with the same `prepared` and `leaveOpen` (readings.ts reads one
   * puzzle many ways).
   */
  memo?: Map<string, ClueOutcome>;
}

/** The name given to the implied category of positional puzzles. */
export const POSITION_CATEGORY = "Position";

/**
 * What a list of AST clues says, as a string: JSON without the spans (where
 * each clue is written), so two readings that say the same thing give the
 * same string. Written out rather than with JSON.stringify's replacer, which
 * calls back for every key and was a good part of the parse time. AST keys
 * are plain identifiers, so they need no quotes. A comparison's own words
 * (`said`) are left out too: they are for explanations, not meaning.
 */
function meaningOf(x: unknown): string {
  if (typeof x === "number") return Number.isFinite(x) ? String(x) : "null";
  if (typeof x === "boolean") return x ? "true" : "false";
  if (typeof x === "string") return JSON.stringify(x);
  if (Array.isArray(x)) {
    let out = "[";
    for (let i = 0; i < x.length; i++) out += (i > 0 ? "," : "") + (x[i] === undefined ? "null" : meaningOf(x[i]));
    return `${out}]`;
  }
  if (x === null || typeof x !== "object") return "null";
  let out = "{";
  const fields = x as Record<string, unknown>;
  for (const key in fields) {
    const v = fields[key];
    if (key === "span" || key === "said" || v === undefined) continue;
    out += `${out.length > 1 ? "," : ""}${key}:${meaningOf(v)}`;
  }
  return `${out}}`;
}

/**
 * Whether x and y are the same data, spans apart: the same keys in the same
 * order and equal values. Stricter than equal meanings (meaningOf), so when
 * it holds, the meanings are equal.
 */
function sameBesidesSpans(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
  if (Array.isArray(x) || Array.isArray(y)) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameBesidesSpans(x[i], y[i])) return false;
    return true;
  }
  const a = x as Record<string, unknown>;
  const b = y as Record<string, unknown>;
  const keys = Object.keys(a);
  const others = Object.keys(b);
  if (keys.length !== others.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key !== others[i]) return false;
    if (key !== "span" && key !== "said" && !sameBesidesSpans(a[key], b[key])) return false;
  }
  return true;
}

/**
 * A puzzle read up to the point where values are tied to categories: the
 * layout, and each clue's tokens and readings. The costly part of a parse,
 * done once however many ways the values are then read (see readings.ts).
 */
export interface Prepared {
  errors: Diagnostic[];
  clueText: Map<number, string>;
  title?: string;
  categories: Category[];
  /** For each category of the layout, its index among `categories`. */
  order: number[];
  /** Absent when the layout failed. */
  lexicon?: Lexicon;
  /** The category of ranks that place words ("first", "last") name, in a puzzle with no row of places. */
  rank?: number;
  /** The lemmas of the puzzle's own words: see Context.vocabulary. */
  vocabulary: ReadonlySet<string>;
  /** By AST index: see Context.vocabularies. */
  vocabularies?: readonly ReadonlySet<string>[];
  clues: { line: ClueLine; tokens: ClueToken[]; readings: Reading[]; errors: Diagnostic[] }[];
  /** The closing questions, one each (question.ts), and what reading them needs beside the above. */
  questions: Located[];
  lexer?: Lexer;
  /** Each category's line as written, by AST index ("" for an implied position category). */
  lines: string[];
}

export function parse(source: string, options: ParseOptions = {}): ParseResult {
  return assemble(prepare(source), options);
}

/** Layout, lexing and grammar: everything but tying values to categories. */
export function prepare(source: string): Prepared {
  const { layout, errors } = readLayout(source);
  const clueText = new Map(layout.clues.map((c) => [c.number, c.text]));
  const title = layout.title !== undefined ? { title: layout.title } : {};
  if (layout.categories.length === 0 || errors.length > 0) return { errors, clueText, ...title, categories: [], order: [], vocabulary: new Set(), clues: [], questions: [], lines: [] };
  const values = layout.categories.map((c) => c.values.map((v) => v.text));
  const { lexicon, lexer } = lexerFor(values, layout.categories.map((c) => c.name));
  const allValues = values.flat();
  const categoryLines = layout.categories.map((c, i) => ({ name: c.name, description: c.description, values: values[i]! }));

  const intro = layout.intro.map((l) => l.text).join(" ");
  const sides = compassSides(intro);
  const places = rowNouns(intro);
  const parsed = layout.clues.map((line) => {
    const { tokens, errors: lexErrors } = tokenize(lexer, line, layout.categories.map((c) => c.name), lexicon.partial, sides, places);
    if (lexErrors.length > 0) return { line, tokens, readings: [] as Reading[], errors: lexErrors };
    const end = { line: line.line, column: line.column + line.text.length, length: 0 };
    return { line, tokens, ...readClue(tokens, allValues, end, categoryLines) };
  });
  const numbers = values.map((texts, i) => quantitiesOf(texts, layout.categories[i]!.name));
  const timeline = layout.categories.some((c, i) => numbers[i] !== undefined && isTimeline({ name: c.name, values: values[i]! }));
  // A category of places written as ordinals (1st, 2nd, ...) is what "came last" or "the third" name, unless some
  // clue needs a row of places (next to, left of): then those words are places in the row.
  const ranked = values.findIndex((texts) => isOrdinals(texts));
  const scored = layout.categories.some((c, i) => numbers[i] !== undefined && measureOf({ name: c.name, values: values[i]!, numbers: numbers[i]! }) === "score");
  const size = layout.categories[0]!.values.length;
  const reach = isReachContest(vocabularyOf([intro, ...layout.categories.flatMap((c) => [c.name, c.description ?? ""])]));
  const points = pointsCategory(layout.categories.map((c, i) => ({ name: c.name, values: values[i]!, positional: false, ...(numbers[i] ? { numbers: numbers[i] } : {}) })), reach) !== undefined;
  const positional = parsed.some((p) => p.readings.some((r) => usesPlaces(r, p.tokens, timeline, ranked >= 0, scored, size, points)));
  const categories: Category[] = layout.categories.map((c, i) => ({
    name: c.name,
    ...(c.description !== c.name ? { description: c.description } : {}),
    values: values[i]!,
    positional: false,
    ...(numbers[i] ? { numbers: numbers[i] } : {}),
    span: { line: c.line, column: c.column, length: c.name.length },
  }));
  // Where each category of the layout goes in the AST: after the position category, when there is one.
  let order = categories.map((_, i) => i);
  if (positional) {
    // A category that is the row already ("House: 1, 2, 3, 4, 5") goes first; otherwise one is made.
    const given = categories.findIndex((c) => ROW_NAME.test(c.name.trim()) && c.values.every((v, i) => v.trim() === String(i + 1)));
    if (given >= 0) {
      order = order.map((i) => (i === given ? 0 : i < given ? i + 1 : i));
      const [row] = categories.splice(given, 1);
      categories.unshift({ ...row!, positional: true });
    } else {
      order = order.map((i) => i + 1);
      categories.unshift({
        name: POSITION_CATEGORY,
        values: Array.from({ length: size }, (_, i) => String(i + 1)),
        positional: true,
        numbers: Array.from({ length: size }, (_, i) => i + 1),
        span: { line: 1, column: 1, length: 0 },
      });
    }
  }
  const rank = !positional && ranked >= 0 ? { rank: ranked } : {};
  const sourceLines = source.split(/\r\n|\r|\n/u);
  // The category lines as written, verbs of prose values included: "one avoids crowds" defines "avoid".
  const vocabulary = interned(vocabularyOf([
    ...layout.intro.map((l) => l.text),
    ...layout.categories.flatMap((c) => [c.name, c.description, ...c.values.map((v) => v.text), sourceLines[c.line - 1] ?? ""]),
  ]));
  const lines = categories.map(() => "");
  layout.categories.forEach((c, i) => { lines[order[i]!] = sourceLines[c.line - 1] ?? ""; });
  // Each category's own words, and the vocabulary a link about its values is read with (links.ts categoryVocabulary).
  const own = categories.map((c, k) => [c.name, c.description ?? "", lines[k]!, ...c.values]);
  const vocabularies = categories.map((_, k) => categoryVocabulary(vocabulary, own, k));
  return { errors, clueText, ...title, categories, order, lexicon, lexer, vocabulary, vocabularies, clues: parsed, ...rank, questions: questionsOf(layout), lines };
}

/** The name of a category that numbers places in a row. */
const ROW_NAME = /^(?:#|no\.?|numbers?|positions?|places?|houses?|house numbers?|seats?|spots?|spaces?|slots?|stalls?|huts?|lanes?|cottages?|cabins?|booths?|bays?|plots?|doors?)$/iu;

/** What one clue says under some choice of readings: its AST clues, or why there are none. */
export type ClueOutcome =
  | { clues: Clue[]; notes?: string[] }
  /** Left open (with `leaveOpen`): a value it names could be in several categories. */
  | { open: Diagnostic }
  | { error?: Diagnostic };

/** The AST of a prepared puzzle, each value read as `options` say. */
export function assemble(prepared: Prepared, options: ParseOptions = {}): ParseResult {
  const { categories, lexicon, clueText } = prepared;
  const errors = [...prepared.errors];
  if (!lexicon || errors.length > 0) return { puzzle: undefined, errors, clueText };
  const size = categories[0]!.values.length;
  const clues: Clue[] = [];
  const notes: string[] = [];
  const open: Diagnostic[] = [];
  const { memo, choices } = options;
  for (const [index, clue] of prepared.clues.entries()) {
    errors.push(...clue.errors);
    if (clue.readings.length === 0) continue;
    // A clue's meaning depends only on how its own values are read.
    let key: string | undefined;
    if (memo) {
      key = `${index}`;
      for (const t of clue.tokens) if (t.type === "value") key += `,${choices?.get(choiceKey({ line: t.line, column: t.col })) ?? ""}`;
    }
    let outcome = key !== undefined ? memo!.get(key) : undefined;
    if (!outcome) {
      const context: Context = {
        categories, lexicon, order: prepared.order, size, tokens: clue.tokens, line: clue.line, vocabulary: prepared.vocabulary, lines: prepared.lines,
        ...(prepared.vocabularies ? { vocabularies: prepared.vocabularies } : {}),
        ...(choices ? { choices } : {}), ...(prepared.rank !== undefined ? { rank: prepared.rank } : {}),
      };
      context.notes = new Set();
      outcome = meaning(clue.readings, context, options.leaveOpen ?? false);
      if ("clues" in outcome && context.notes.size > 0) outcome = { ...outcome, notes: [...context.notes] };
      if (key !== undefined) memo!.set(key, outcome);
    }
    if ("clues" in outcome) {
      clues.push(...outcome.clues);
      notes.push(...(outcome.notes ?? []));
    }
    else if ("open" in outcome) open.push(outcome.open);
    else if (outcome.error) errors.push(outcome.error);
  }
  if (errors.length > 0) return { puzzle: undefined, errors, clueText };
  const puzzle: Puzzle = { ...(prepared.title !== undefined ? { title: prepared.title } : {}), categories, clues };
  // Checked once, by the plain copy of the schema's rules (src/ast/check.ts: loading zod would double start-up).
  // A puzzle with clues left open is a step towards a whole one, which is checked when it is read.
  const problem = options.leaveOpen ? undefined : puzzleProblem(puzzle);
  if (problem !== undefined) {
    // A reading the schema refuses is our bug, not the user's: say so rather than throw.
    return { puzzle: undefined, errors: [diagnostics.internal(`the AST fails its schema at ${problem}`)], clueText };
  }
  return { puzzle, errors, clueText, ...(options.leaveOpen ? { open } : {}), ...(notes.length > 0 ? { notes } : {}) };
}

/**
 * Clues as their meaning is compared: a value of the row's own category is
 * its place ("Whoever is at the first wheel", with Wheel: 1, 2, 3, 4, may
 * read "1" as a value or as position 1; it says the same either way); and
 * "neither A nor B is C" is the three different ("Edwina's scarecrow wore
 * neither the bowler nor the top hat" says the same of Edwina, the bowler
 * and the top hat whichever is the subject). A pair is written in one
 * order, a difference within one category (always so) is left out, and the
 * clues are sorted.
 */
function comparable(given: readonly Clue[], categories: readonly Category[]): readonly Clue[] {
  const place = (r: { category: number; value: number; span: Span }) => ({ type: "position" as const, position: r.value + 1, span: r.span });
  const before = (x: ValueRef, y: ValueRef): boolean => x.category < y.category || (x.category === y.category && x.value < y.value);
  const differ = (c: Clue, a: ValueRef, b: ValueRef): Clue => ({ kind: "notSame", number: c.number, span: c.span, a, b });
  const clues = asOneEntity(given, before);
  const flat = clues.flatMap((c) => (c.kind === "neither"
    ? [differ(c, c.items[0]!, c.other), differ(c, c.items[1]!, c.other), ...(c.distinct === false ? [] : [differ(c, c.items[0]!, c.items[1]!)])] : [c]));
  return flat.flatMap((c): Clue[] => {
    if (c.kind !== "same" && c.kind !== "notSame") return [c];
    if (c.kind === "notSame" && c.a.category === c.b.category) return [];
    const [a, b] = categories[c.a.category]?.positional ? [c.b, c.a] : categories[c.b.category]?.positional || before(c.a, c.b) ? [c.a, c.b] : [c.b, c.a];
    if (!categories[b.category]?.positional || categories[a.category]?.positional) return [{ ...c, a, b }];
    return [{ kind: "atPosition", number: c.number, span: c.span, negated: c.kind === "notSame", subject: a, place: place(b) }];
  }).map((c) => [meaningOf(c), c] as const).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([, c]) => c);
}

/**
 * Clues in which the values that their "same" clues make one entity are
 * written as one, the least of them, and those "same" clues as one for each
 * other value: "1850 is oak; Sato is 1850" and "Sato is 1850; Sato is oak"
 * say the same. Clues with fewer than two "same" clues are as they were.
 */
function asOneEntity(clues: readonly Clue[], before: (x: ValueRef, y: ValueRef) => boolean): readonly Clue[] {
  const sames = clues.filter((c): c is Extract<Clue, { kind: "same" }> => c.kind === "same");
  if (sames.length < 2) return clues;
  const key = (r: ValueRef): string => `${r.category}:${r.value}`;
  const least = new Map<string, ValueRef>();
  const find = (r: ValueRef): ValueRef => {
    let x = r;
    for (let up = least.get(key(x)); up !== undefined && key(up) !== key(x); up = least.get(key(x))) x = up;
    return x;
  };
  for (const c of sames) {
    const [a, b] = [find(c.a), find(c.b)];
    if (key(a) === key(b)) continue;
    const [low, high] = before(a, b) ? [a, b] : [b, a];
    least.set(key(high), low);
    least.set(key(low), low);
  }
  const isRef = (x: unknown): x is ValueRef => typeof x === "object" && x !== null && typeof (x as ValueRef).category === "number" && typeof (x as ValueRef).value === "number";
  const rewrite = (x: unknown): unknown => {
    if (isRef(x)) {
      const to = find(x);
      return { ...x, category: to.category, value: to.value };
    }
    if (Array.isArray(x)) return x.map(rewrite);
    if (typeof x === "object" && x !== null) return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, rewrite(v)]));
    return x;
  };
  const members = [...new Map(sames.flatMap((c) => [c.a, c.b]).map((r) => [key(r), r])).values()].filter((r) => key(find(r)) !== key(r));
  const first = sames[0]!;
  return [
    ...clues.filter((c) => c.kind !== "same").map((c) => rewrite(c) as Clue),
    ...members.map((m): Clue => ({ kind: "same", number: first.number, span: first.span, a: find(m), b: m })),
  ];
}

/**
 * The nouns the introduction gives the places of its row: "on sheets
 * numbered 1 to 4 from left to right", "boards numbered 1 to 5 from west
 * to east" (sheet, board). Undefined when it names none.
 */
function rowNouns(intro: string): ReadonlySet<string> | undefined {
  const found = [...intro.matchAll(/\b(\p{L}+),? (?:which are |that are |are |were )?(?:numbered|labell?ed) (?:from )?(?:1|one|#1) (?:to|through|-) \S+ (?:from )?(?:the )?(?:left|west|north|top|front)\b/giu)];
  return found.length > 0 ? new Set(found.map((m) => singularOf(m[1]!.toLowerCase()))) : undefined;
}

/**
 * The sides of the row in the compass words the introduction gives them:
 * "numbered 1 to 5 from west (left) to east (right)" makes "east of" right
 * of, "the westernmost" the leftmost. Undefined when it names none.
 */
function compassSides(intro: string): ReadonlyMap<string, string> | undefined {
  const found = /\bfrom (?:the )?(west|east|north|south)(?: \((?:left|right)\))? to (?:the )?(west|east|north|south)\b/iu.exec(intro);
  if (!found) return undefined;
  const [first, last] = [found[1]!.toLowerCase(), found[2]!.toLowerCase()];
  const adjective = (d: string): string => ({ west: "western", east: "eastern", north: "northern", south: "southern" })[d]!;
  return new Map([[first, "left"], [last, "right"], [`${adjective(first)}most`, "leftmost"], [`${adjective(last)}most`, "rightmost"], [`${first}most`, "leftmost"], [`${last}most`, "rightmost"]]);
}

/** Clues with a sex said twice ("is a woman, and she …") kept once. */
function onceEach(clues: Clue[]): Clue[] {
  const seen = new Set<string>();
  return clues.filter((c) => {
    if (!fromSex.has(c)) return true;
    const key = meaningOf(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The words of the puzzle's values and category names, in lower case ("blackberry", "jam"), once per puzzle. */
const valueWordSets = new WeakMap<object, ReadonlySet<string>>();
function valueWords(context: Context): ReadonlySet<string> {
  let words = valueWordSets.get(context.categories);
  if (!words) {
    // (With their lemmas, as a remark's words are read: "collects stamps" has words of "stamp collecting".)
    words = new Set(context.categories.flatMap((c) => [c.name, ...c.values]).flatMap((v) => v.toLowerCase().split(/[^\p{L}\d]+/u)).filter((w) => w.length > 2)
      .flatMap((w) => [w, ...lemmasOf(w)]));
    valueWordSets.set(context.categories, words);
  }
  return words;
}

/** The one meaning of a clue's readings, or the error that there are none or several. */
function meaning(readings: Reading[], context: Context, leaveOpen: boolean): ClueOutcome {
  // The distinct meanings, each as the first reading that has it.
  const meanings: { clues: Clue[]; key?: string; readings: Reading[] }[] = [];
  let firstError: Diagnostic | undefined;
  let ambiguous: Diagnostic | undefined;
  const remarked = new Set<Reading>();
  for (const reading of readings) {
    // A remark passed over may hold no word of a value: "Colm has the jam" (for "blackberry jam") is no remark.
    const remarks = remarksOf(reading);
    if (remarks.length > 0) remarked.add(reading);
    // (Only open-class words count: "the" of a category "tree out the front" is no word of a value.)
    const valueWord = remarks.find((t) => t.type === "word" && [String(t.value).toLowerCase(), ...lemmasOf(String(t.value).toLowerCase())].some((w) => valueWords(context).has(w)));
    if (valueWord) {
      firstError ??= diagnostics.unreadableLink(spanOf(valueWord), (valueWord as ClueToken).original ?? valueWord.text, "it is a word of a value but names none; write the value in full");
      continue;
    }
    const result = toClues(reading, context);
    if (!result.ok) {
      firstError ??= result.error;
      if (result.error.code === "ambiguous-value") ambiguous ??= result.error;
      continue;
    }
    // Most readings of a clue give the very same clues: that is quick to see, and settles it.
    const alike = meanings.find((m) => sameBesidesSpans(m.clues, result.value));
    if (alike) {
      alike.readings.push(reading);
      continue;
    }
    // What a word for a person's sex adds is no other meaning: the reading that reads it is kept.
    const said = result.value.filter((c) => !fromSex.has(c));
    const keyOf = (clues: readonly Clue[]): string => meaningOf(comparable(clues.filter((c) => !fromSex.has(c)), context.categories));
    const key = keyOf(result.value);
    const same = meanings.find((m) => (m.key ??= keyOf(m.clues)) === key);
    if (same) {
      if (said.length < result.value.length && same.clues.every((c) => !fromSex.has(c))) same.clues = result.value;
      same.readings.push(reading);
      continue;
    }
    meanings.push({ clues: result.value, key, readings: [reading] });
  }
  // A remark passed over is the last resort: a meaning that some reading gets by reading those words is taken first.
  if (meanings.length > 1) {
    const read = meanings.filter((m) => !m.readings.every((r) => remarked.has(r)));
    if (read.length > 0) meanings.splice(0, meanings.length, ...read);
  }
  if (meanings.length === 0 && ambiguous && leaveOpen) return { open: ambiguous };
  if (meanings.length === 1) return { clues: onceEach(meanings[0]!.clues) };
  if (meanings.length > 1) {
    const { line } = context;
    const place = { line: line.line, column: line.column, length: line.text.length };
    const readingsInWords = meanings.map((m) => m.clues.map((c) => describeClue(c, context.categories)).join(" and "));
    return { error: diagnostics.twoMeanings(place, readingsInWords.sort()) };
  }
  return firstError ? { error: firstError } : {};
}
