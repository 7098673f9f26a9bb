/**
 * What parsing may remember between puzzles, in one place so that it can be
 * emptied at once (clearParseCaches: the bench's cold figures, the tests).
 *
 * - The lexicon and lexer of a list of category values: a pure function of
 *   the values, rebuilt only when they change.
 * - The readings of a clue *shape*: the grammar's readings of one clue,
 *   reused for a later clue whose tokens are the same except for the values
 *   named and the ordinary words ("The Brit lives in the Red house" and "The
 *   Swede keeps the Green house" have one shape). The grammar never looks
 *   inside a value token, except to ask whether it is an amount ("$20 more"),
 *   nor at a word's text, except to match it to one of its literals ("line",
 *   "door"), to ask whether it is (part of) a degree ("older", "more
 *   expensive"), to scale an amount ("6 million"), or to ask the tests of
 *   reading.ts's `wordClass` (a verb, a place noun, a manner adverb, …). A
 *   value that is an amount, and words of those kinds, stay in the shape as
 *   written; any other word goes by its class. The cached readings are
 *   copied with every token replaced by the token at the same place in the
 *   new clue, so the copy is exactly what a fresh parse would give
 *   (test/parse-cache.test.ts compares both over every corpus clue).
 *
 * Both caches are bounded: when full, the older half is forgotten (a shape
 * takes about 5 kB: all of zebralogic-legacy's 2,300 take 12 MB).
 */
import type { Lexer, Token } from "moo";
import { buildLexer } from "../../grammar/lexer.js";
import type { ClueToken } from "./clue.js";
import compiled from "../../grammar/clue.js";
import { DEGREE_WORDS, UNIT_WORDS } from "./dimensions.js";
import { buildLexicon, type Lexicon } from "./lexicon.js";
import { isAmount, wordClass, type Reading } from "./reading.js";
import { CLASS_WORDS } from "./words.js";

const MAX_LEXERS = 16;
const MAX_SHAPES = 3000;

/** Forget the older half of a full cache (a Map keeps the order things were put in). */
function forgetOlderHalf<K, V>(map: Map<K, V>): void {
  let drop = Math.floor(map.size / 2);
  for (const key of map.keys()) {
    if (drop-- <= 0) break;
    map.delete(key);
  }
}

let enabled = true;
let lexers = new Map<string, { lexicon: Lexicon; lexer: Lexer }>();
let shapes = new Map<string, { tokens: readonly ClueToken[]; readings: Reading[] }>();

/** Forget everything remembered (the next parse is a cold one). */
export function clearParseCaches(): void {
  lexers = new Map();
  shapes = new Map();
}

/**
 * Run `f` the plain way: the caches neither read nor filled, and the grammar
 * run by nearley's own parser rather than earley.ts's (the tests compare the
 * result with a cached run's, to check both fast paths at once).
 */
export function withoutParseCaches<T>(f: () => T): T {
  enabled = false;
  try {
    return f();
  } finally {
    enabled = true;
  }
}

/** Whether parsing takes its fast paths (false inside withoutParseCaches). */
export function fastPaths(): boolean {
  return enabled;
}

/** The lexicon and lexer of these category values, built once. */
export function lexerFor(values: readonly (readonly string[])[], names: readonly string[] = []): { lexicon: Lexicon; lexer: Lexer } {
  const key = JSON.stringify([values, names]);
  let found = enabled ? lexers.get(key) : undefined;
  if (!found) {
    const lexicon = buildLexicon(values, names);
    found = { lexicon, lexer: buildLexer(lexicon.forms) };
    if (lexers.size >= MAX_LEXERS) forgetOlderHalf(lexers);
    if (enabled) lexers.set(key, found);
  }
  return found;
}

/** The words whose text the grammar reads: its literals, degree words, units, and the word classes of words.ts (counts, scales, ordinals). */
const TELLING_WORDS: ReadonlySet<string> = new Set([
  ...(compiled as unknown as { ParserRules: { symbols: unknown[] }[] }).ParserRules.flatMap((rule) =>
    rule.symbols.flatMap((s) => (typeof s === "object" && s !== null && "literal" in s ? [String(s.literal)] : []))),
  ...DEGREE_WORDS,
  ...CLASS_WORDS,
  ...UNIT_WORDS,
]);

/**
 * A clue's shape: each token's type and text, except that a value that is
 * not an amount, and a word the grammar does not read (save one right after
 * "more" or "less", which may make a degree with it), go by their type alone.
 */
function shapeOf(tokens: readonly ClueToken[]): string {
  let key = "";
  for (const [i, t] of tokens.entries()) {
    // (The word after "more", "less" is read as part of a degree: "more cheaply" is cheaper, "more slowly" slower.)
    const graded = /^(?:more|most|less|least|further|farther)$/u.test(tokens[i - 1]?.text ?? "");
    if (t.type === "value") key += isAmount(t) ? `value\u0001${t.original}` : "value";
    else if (t.type === "word" && !graded && !TELLING_WORDS.has(t.text) && !TELLING_WORDS.has(t.value)) key += `word\u0001${wordClass(t)}`;
    else key += `${t.type}\u0001${t.text}`;
    key += "\u0002";
  }
  return key;
}

/**
 * The readings of `tokens`: from the cache when a clue of the same shape was
 * parsed before, else from `parse` (remembered when it found any). Either
 * way a fresh copy, bound to `tokens`, so callers never share objects.
 */
export function readingsOf(tokens: readonly ClueToken[], parse: () => Reading[]): Reading[] {
  if (!enabled) return parse();
  const key = shapeOf(tokens);
  let found = shapes.get(key);
  if (!found) {
    const readings = parse();
    if (readings.length === 0) return readings;
    found = { tokens, readings };
    if (shapes.size >= MAX_SHAPES) forgetOlderHalf(shapes);
    shapes.set(key, found);
  }
  return rebind(found.readings, found.tokens, tokens) as Reading[];
}

/**
 * A deep copy of `data` (readings: plain objects and arrays) in which each
 * token of `from` becomes the token at the same index of `to`. A token the
 * grammar derived from one of `from` (a copy with some fields changed, as
 * "far" read as "first") is rebuilt from its counterpart in `to` with the
 * same changes. Objects shared within `data` stay shared in the copy.
 */
function rebind(data: unknown, from: readonly ClueToken[], to: readonly ClueToken[]): unknown {
  const index = new Map<unknown, number>();
  const byOffset = new Map<number, number>();
  from.forEach((t, i) => {
    index.set(t, i);
    byOffset.set(t.offset, i);
  });
  const copies = new Map<object, unknown>();
  const copy = (x: unknown): unknown => {
    if (typeof x !== "object" || x === null) return x;
    const done = copies.get(x);
    if (done !== undefined) return done;
    let out: unknown;
    const i = index.get(x);
    if (i !== undefined) out = to[i];
    else if (Array.isArray(x)) {
      const list: unknown[] = [];
      copies.set(x, list);
      for (const item of x) list.push(copy(item));
      return list;
    } else {
      const fields = x as Record<string, unknown>;
      const derivedFrom = typeof fields.offset === "number" ? byOffset.get(fields.offset) : undefined;
      if (derivedFrom !== undefined) out = derivedToken(fields, from[derivedFrom]!, to[derivedFrom]!);
      else {
        const object: Record<string, unknown> = {};
        copies.set(x, object);
        for (const key of Object.keys(fields)) object[key] = copy(fields[key]);
        return object;
      }
    }
    copies.set(x, out);
    return out;
  };
  return copy(data);
}

/** `derived` was made as { ...original, changes }: make { ...counterpart, changes }. */
function derivedToken(derived: Record<string, unknown>, original: Token, counterpart: Token): Record<string, unknown> {
  const out: Record<string, unknown> = { ...counterpart };
  const before = original as unknown as Record<string, unknown>;
  for (const key of Object.keys(derived)) if (derived[key] !== before[key]) out[key] = derived[key];
  return out;
}
