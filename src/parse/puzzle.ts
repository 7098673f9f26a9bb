/**
 * From puzzle text to a checked AST: layout, lexicon, one parse per clue,
 * readings resolved to values and positions, duplicates of meaning merged,
 * and the result validated against the zod schema.
 */
import type { Token } from "moo";
import { buildLexer } from "../../grammar/lexer.js";
import { Puzzle, type Category, type Clue, type Ref, type Span, type ValueRef } from "../ast/schema.js";
import { diagnostics, type Diagnostic } from "./diagnostic.js";
import { readLayout, type ClueLine, type Layout } from "./layout.js";
import { buildLexicon, type Lexicon } from "./lexicon.js";
import { placeOf, readClue, tokenize, type ClueToken } from "./clue.js";
import type { Phrase, Reading } from "./reading.js";

export interface ParseResult {
  puzzle: Puzzle | undefined;
  errors: Diagnostic[];
  /** Each clue's text by its number, for explanations. */
  clueText: Map<number, string>;
}

/** The name given to the implied category of positional puzzles. */
export const POSITION_CATEGORY = "Position";

function spanOf(first: Token, last: Token = first): Span {
  const length = last.line === first.line ? last.col + last.text.length - first.col : first.text.length;
  return { line: first.line, column: first.col, length };
}

function usesPlaces(reading: Reading): boolean {
  return reading.relation !== "same" || reading.a.type !== "value" || reading.b.type !== "value";
}

/** Everything needed to turn readings into clues. */
interface Context {
  layout: Layout;
  lexicon: Lexicon;
  /** 1 when a position category is put first, else 0. */
  shift: number;
  size: number;
}

type Resolved<T> = { ok: true; value: T } | { ok: false; error: Diagnostic };

function resolve(phrase: Phrase, context: Context): Resolved<Ref> {
  if (phrase.type === "value") {
    const candidates = context.lexicon.lookup(phrase.token.text);
    if (candidates.length !== 1) {
      const where = candidates.map((c) => `the ${context.layout.categories[c.category]!.name} "${context.layout.categories[c.category]!.values[c.value]!.text}"`);
      return { ok: false, error: diagnostics.ambiguousValue(placeOf(phrase.token), (phrase.token as ClueToken).original, where) };
    }
    const [id] = candidates;
    return { ok: true, value: { type: "value", category: id!.category + context.shift, value: id!.value, span: spanOf(phrase.token) } };
  }
  const span = spanOf(phrase.first, phrase.last);
  if (phrase.type === "end") return { ok: true, value: { type: "end", span } };
  const n = context.size;
  const what = phrase.position === 0 ? "a middle position" : `position ${phrase.position}`;
  if (phrase.position === 0 && n % 2 === 0) {
    return { ok: false, error: diagnostics.badPosition({ line: span.line, column: span.column, length: span.length }, what, n) };
  }
  const position = phrase.position === 0 ? (n + 1) / 2 : phrase.position < 0 ? n + 1 + phrase.position : phrase.position;
  if (position < 1 || position > n) {
    return { ok: false, error: diagnostics.badPosition({ line: span.line, column: span.column, length: span.length }, what, n) };
  }
  return { ok: true, value: { type: "position", position, span } };
}

function toClue(reading: Reading, line: ClueLine, context: Context): Resolved<Clue> {
  const a = resolve(reading.a, context);
  if (!a.ok) return a;
  const b = resolve(reading.b, context);
  if (!b.ok) return b;
  const base = { number: line.number, span: { line: line.line, column: line.column, length: line.text.length } };
  const { negated } = reading;
  let [x, y] = [a.value, b.value];
  if (x.type !== "value") [x, y] = [y, x];
  if (x.type !== "value") {
    return { ok: false, error: diagnostics.unknownWord({ ...x.span }, line.text, "a clue about at least one value") };
  }
  const subject: ValueRef = x;
  if (reading.relation === "same") {
    if (y.type === "position") return { ok: true, value: { kind: "atPosition", ...base, negated, subject, place: y } };
    if (y.type === "end") return { ok: true, value: { kind: "atEnd", ...base, negated, subject, place: y } };
    return { ok: true, value: { kind: negated ? "notSame" : "same", ...base, a: subject, b: y } };
  }
  if (a.value.type !== "value" || b.value.type !== "value") {
    return { ok: false, error: diagnostics.unknownWord({ ...y.span }, line.text, "a value on both sides of a relation") };
  }
  if (reading.relation === "nextTo") return { ok: true, value: { kind: "nextTo", ...base, negated, a: a.value, b: b.value } };
  const [left, right] = reading.relation === "leftOf" ? [a.value, b.value] : [b.value, a.value];
  return { ok: true, value: { kind: "leftOf", ...base, negated, immediate: reading.immediate, a: left, b: right } };
}

/** A reading in words, for the two-meanings diagnostic. */
export function describeClue(clue: Clue, categories: Category[]): string {
  const name = (r: ValueRef): string => `"${categories[r.category]!.values[r.value]!}"`;
  switch (clue.kind) {
    case "same": return `${name(clue.a)} is ${name(clue.b)}`;
    case "notSame": return `${name(clue.a)} is not ${name(clue.b)}`;
    case "atPosition": return `${name(clue.subject)} is${clue.negated ? " not" : ""} in position ${clue.place.position}`;
    case "atEnd": return `${name(clue.subject)} is${clue.negated ? " not" : ""} at an end`;
    case "nextTo": return `${name(clue.a)} is${clue.negated ? " not" : ""} next to ${name(clue.b)}`;
    case "leftOf": return `${name(clue.a)} is${clue.negated ? " not" : ""} ${clue.immediate ? "immediately" : "somewhere"} left of ${name(clue.b)}`;
  }
}

export function parse(source: string): ParseResult {
  const { layout, errors } = readLayout(source);
  const clueText = new Map(layout.clues.map((c) => [c.number, c.text]));
  if (layout.categories.length === 0 || errors.length > 0) return { puzzle: undefined, errors, clueText };
  const values = layout.categories.map((c) => c.values.map((v) => v.text));
  const lexicon = buildLexicon(values);
  const lexer = buildLexer(lexicon.forms);
  const allValues = values.flat();

  const parsed = layout.clues.map((line) => {
    const { tokens, errors: lexErrors } = tokenize(lexer, line);
    if (lexErrors.length > 0) return { line, readings: [] as Reading[], errors: lexErrors };
    const end = { line: line.line, column: line.column + line.text.length, length: 0 };
    return { line, ...readClue(tokens, allValues, end) };
  });
  const positional = parsed.some((p) => p.readings.some(usesPlaces));
  const size = layout.categories[0]!.values.length;
  const categories: Category[] = layout.categories.map((c) => ({
    name: c.name,
    values: c.values.map((v) => v.text),
    positional: false,
    span: { line: c.line, column: c.column, length: c.name.length },
  }));
  if (positional) {
    categories.unshift({
      name: POSITION_CATEGORY,
      values: Array.from({ length: size }, (_, i) => String(i + 1)),
      positional: true,
      span: { line: 1, column: 1, length: 0 },
    });
  }
  const context: Context = { layout, lexicon, shift: positional ? 1 : 0, size };
  const clues: Clue[] = [];
  for (const { line, readings, errors: clueErrors } of parsed) {
    errors.push(...clueErrors);
    if (readings.length === 0) continue;
    const meanings = new Map<string, Clue>();
    let firstError: Diagnostic | undefined;
    for (const reading of readings) {
      const result = toClue(reading, line, context);
      if (result.ok) {
        const meaning = JSON.stringify(result.value, (key, v: unknown) => (key === "span" ? undefined : v));
        if (!meanings.has(meaning)) meanings.set(meaning, result.value);
      }
      else firstError ??= result.error;
    }
    if (meanings.size === 1) clues.push(...meanings.values());
    else if (meanings.size > 1) {
      const place = { line: line.line, column: line.column, length: line.text.length };
      errors.push(diagnostics.twoMeanings(place, [...meanings.values()].map((c) => describeClue(c, categories)).sort()));
    } else if (firstError) errors.push(firstError);
  }
  if (errors.length > 0) return { puzzle: undefined, errors, clueText };
  const title = layout.title;
  return { puzzle: Puzzle.parse({ ...(title !== undefined ? { title } : {}), categories, clues }), errors, clueText };
}
