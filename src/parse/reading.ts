/**
 * Readings: what the grammar's postprocessors build. A reading is one way to
 * understand a clue sentence: a relation between referring phrases. The
 * grammar only calls these small typed builders; turning a reading into a
 * checked AST clue happens afterwards, in `puzzle.ts`.
 */
import { sexOf, type Sex } from "./sexes.js";
import type { Token } from "moo";
import { quantityOf, unitOf } from "../ast/quantity.js";
import { degreeOf, isUnitWord } from "./dimensions.js";
import { isNumberWord as isCount, NUMBER_WORDS, ORDINAL_WORDS, SCALES } from "./words.js";
import { isAdverbWord, isEnglishWord, isNounForm, isParticle, isPastParticiple, isPersonNoun, isVerbForm, lemmasOf } from "./links.js";

/**
 * A phrase that picks out one thing in the puzzle. A value named through a
 * clause ("the man who smokes Blends") keeps the clause's verbs in `via`, and
 * its head noun ("man") in `head`, for the link lexicon to read. `remark`:
 * the words of a remark said of it by the way, passed over ("the baker, who
 * never shuts up about her starter, …"); `sex`: the word of an aside that
 * says its sex ("The last to arrive, a woman, …"); `cannot`: named as what
 * one can't stand ("the person who can't stand olives").
 */
export type Phrase = PhraseCore & { via?: Token[]; head?: Token[]; tail?: Token[]; asides?: Aside[]; remark?: Token[]; sex?: Token; cannot?: true };

/**
 * What is said of a phrase by the way, between commas: "Lena, who keeps
 * goldfish, ...", "Ada, in the yellow kayak, ...", "Renata, Quincy's client,
 * ...". Each is a statement of its own about the phrase (unfoldAsides).
 */
export interface Aside {
  link: Link;
  b: Phrase;
}
type PhraseCore =
  | { type: "value"; token: Token }
  /** `spelt`: the number is also how a value is written ("house 2", with "2 hours"): a place only if no value is that number itself. */
  | { type: "position"; position: number; first: Token; last: Token; spelt?: true }
  | { type: "end"; first: Token; last: Token }
  /** "the oldest donor", "the smallest discount": the extreme value of an ordered category. */
  | { type: "extreme"; word: Token; nouns: Token[]; rank?: number; verbs?: Token[]; event?: true }
  /** "an odd-numbered house", "one of the two middle houses": several places, any one of them. */
  | { type: "places"; which: "odd" | "even" | "middle"; first: Token; last: Token }
  /** "its neighbours" of a place in the row: the place on the left (`side` -1) or on the right of `of`'s. */
  | { type: "neighbour"; of: Phrase; side: -1 | 1; first: Token; last: Token };

export type Relation = "same" | "nextTo" | "leftOf" | "rightOf" | "compare";

/** The verb phrase between two referring phrases. */
export interface Link {
  relation: Relation;
  negated: boolean;
  /** For left/right: immediately next to, not just somewhere on that side. */
  immediate: boolean;
  /** For comparisons: the comparative word ("older", "more", "before"). */
  word?: Token;
  /** For comparisons: by how much ("20 dollars more"), and the words around it. */
  amount?: number;
  /** For comparisons: the other way round ("not as long as": shorter, as no two values are equal). */
  opposite?: boolean;
  /** For comparisons: how many times the one's number is the other's ("twice as old as": 2; "half as old as": 0.5). */
  ratio?: number;
  /** The words right after the amount, which name its unit ("20 dollars", "2 hours"). */
  unitWords?: Token[];
  /** Words of the link that may name a unit or a category ("dollars", "votes"). */
  words?: Token[];
  /** The link's verb group ("lives in", "despises", "was beaten by"), which the link lexicon gives its meaning. */
  verbs?: Token[];
}

export type Reading =
  /**
   * `pronoun`: the subject was a pronoun ("…, and she has the red chair"),
   * bound to `a`, the subject of the statement `before` it; that statement's
   * object is the other phrase it could mean (none after a statement of
   * another shape: "is neither Keith nor Nigel, and he …"). With `object`, the pronoun is
   * the object ("…, and the beret wearer lives next door to him"), bound to `b`.
   * With `pair`, `b` is the other of the two ("…, and she has more
   * grandchildren than he does"): if the pronoun is bound to the object, `b` is the subject.
   */
  | { kind: "binary"; link: Link; a: Phrase; b: Phrase; pronoun?: { token: Token; before?: Extract<Reading, { kind: "binary" }>; object?: true; pair?: true }; echo?: Token }
  /** "x is somewhere between a and b" (inOrder: "in that order"). */
  | { kind: "between"; x: Phrase; a: Phrase; b: Phrase; inOrder: boolean; negated: boolean }
  /** "There are k houses between a and b." */
  | { kind: "apart"; a: Phrase; b: Phrase; between: number }
  /** "x is either y or z" — x is one of the options. */
  | { kind: "either"; x: Phrase; options: Phrase[] }
  /** "paid more than $20", "is from after 1900": a comparison with an amount that is no value, a bound on x's value. */
  | { kind: "bounded"; x: Phrase; link: Link; bound: Token[] }
  /** "Neither a nor b is c." `link`: what the verbs say ("ordered", "hates"), where they are more than "is". */
  | { kind: "neither"; items: Phrase[]; other: Phrase; link?: Link }
  /** "Of a and b, one is c and the other is d." */
  /** `links`: what "one …" and "the other …" say, each read as a link (only "is", "has" and the like fit). */
  | { kind: "unaligned"; pair: Phrase[]; values: Phrase[]; links?: Link[] }
  /** "a, b and c are all different." */
  | { kind: "allDifferent"; items: Phrase[] }
  /** "The teal cap was worn by a woman": x is one whose name is usually that sex's (`word` says which). */
  /** With `none` ("Neither of the two women is a professor"): x is none of that sex, the link (`none`) saying so. */
  | { kind: "sex"; x: Phrase; word: Token; none?: Link; said?: Token[] }
  /** Two statements joined: "a is b, and c is d". */
  | { kind: "both"; parts: Reading[]; remark?: Token[] };

type Maybe<T> = T | null | undefined;

export const phrase = {
  value: (token: Token): Phrase => ({ type: "value", token }),
  /** "the third house" (from the left), "the second house on the right" (fromRight). */
  ordinal: (ordinal: Token, last: Token, fromRight = false): Phrase => {
    const n = ordinalNumber(ordinal);
    return { type: "position", position: fromRight ? -n : n, first: ordinal, last };
  },
  /**
   * "the second house on the right" counts from that side; "the last house
   * on the right" is the house at the right end, not the last counted from it.
   */
  onSide: (ordinal: Token, side: Token): Phrase =>
    (ordinal.value === "last" ? phrase.sideEnd(ordinal, side) : phrase.ordinal(ordinal, side, side.value === "right")),
  /** The place at the end on the side `side` names: "the far right", "the left end", "the leftmost house". */
  sideEnd: (first: Token, side: Token): Phrase =>
    ({ type: "position", position: side.value === "right" ? -1 : 1, first, last: side }),
  /** "the middle house", "the centre". */
  middle: (first: Token, last: Token): Phrase => ({ type: "position", position: 0, first, last }),
  /** The places either side of `of`'s ("newer than both of its neighbours"). */
  neighbours: (of: Phrase, first: Token, last: Token): [Phrase, Phrase] => [{ type: "neighbour", of, side: -1, first, last }, { type: "neighbour", of, side: 1, first, last }],
  /** "house 3", "position 2". */
  numbered: (first: Token, number: Token): Phrase =>
    ({ type: "position", position: Number(number.value), first, last: number, ...(number.type === "value" ? { spelt: true as const } : {}) }),
  end: (first: Token, last: Token): Phrase => ({ type: "end", first, last }),
  parity: (word: Token, last: Token): Phrase => ({ type: "places", which: word.value === "odd" ? "odd" : "even", first: word, last }),
  /** "one of the two middle houses": the two places in the middle of a row of an even length. */
  middles: (first: Token, last: Token): Phrase => ({ type: "places", which: "middle", first, last }),
  /** `rank` 2: the next after the extreme ("younger than everyone except Ben"). */
  extreme: (word: Token, nouns: unknown, rank = 1): Phrase => ({ type: "extreme", word, nouns: tokensIn(nouns), ...(rank > 1 ? { rank } : {}) }),
  /** "the second youngest", "the third most expensive": `ordinal` places from the extreme; undefined for "last". */
  nth: (ordinal: Token, word: Token, nouns: unknown): Phrase | undefined => {
    const rank = ordinalNumber(ordinal);
    return rank >= 1 ? phrase.extreme(word, nouns, rank) : undefined;
  },
  /** "the first to arrive", "the last to be served": the earliest or latest of what happened, never a place in a row. */
  firstToDo: (word: Token, nouns: unknown): Phrase => ({ type: "extreme", word: inTime(word), nouns: tokensIn(nouns), event: true }),
  /** "towers over everyone else", "outscored everybody": the extreme a verb that compares reaches. */
  outdoing: (verbs: unknown): Phrase => {
    const words = tokensIn(verbs);
    return { type: "extreme", word: words[0]!, nouns: [], verbs: words };
  },
  /** A phrase named through a clause: "who smokes Blends" keeps "smokes". */
  via: (p: Phrase, verbs: unknown): Phrase => ({ ...p, via: [...(p.via ?? []), ...tokensIn(verbs)] }),
  /** A value with the words after it: "the tea drinker", "the Red house". */
  tailed: (p: Phrase, tail: unknown): Phrase => (tail == null ? p : { ...p, tail: tokensIn(tail) }),
  /** A phrase with what is said of it by the way ("Lena, who keeps goldfish,"). */
  aside: (p: Phrase, asides: Aside[]): Phrase => ({ ...p, asides: [...(p.asides ?? []), ...asides] }),
  /** A phrase with its head noun: "the man who ...", "the owner of ...". */
  headed: (p: Phrase, head: unknown): Phrase => ({ ...p, head: tokensIn(head) }),
};

/** Whether a word is a count ("fifty"); "half" only where the grammar asks for it. */
export const isNumberWord = (token: Token): boolean => isCount(String(token.value));

/** "twenty-five": a tens word and a unit word, as one count token; undefined when they are not that. */
export function tensAndUnit(tens: Token, unit: Token): Token | undefined {
  const t = NUMBER_WORDS[String(tens.value)];
  const u = NUMBER_WORDS[String(unit.value)];
  if (t === undefined || u === undefined || t < 20 || t % 10 !== 0 || u < 1 || u > 9) return undefined;
  const n = String(t + u);
  return { ...tens, value: n, text: n, original: n } as Token;
}

/** A value token written as an ordinal word ("first" for a placing "1st"), as that word; else undefined. */
export function ordinalWord(token: Token): Token | undefined {
  const written = String((token as { original?: string }).original ?? token.text).toLowerCase();
  return isOrdinalWord(written) ? { ...token, type: "word", value: written } : undefined;
}

/** Whether a word (in lower case) is an ordinal: "first" … "tenth", "last". */
export const isOrdinalWord = (word: string): boolean => ORDINAL_WORDS.includes(word) || word === "last";

/** "first" or "last" as a time: the earliest, the latest ("the first to arrive", "the last customer of the day"). */
export const inTime = (word: Token): Token => ({ ...word, value: word.value === "first" ? "earliest" : "latest" });

/** "first" is 1, "3rd" is 3, "last" is -1 (the first from the right). */
function ordinalNumber(token: Token): number {
  if (token.value === "last") return -1;
  const word = ORDINAL_WORDS.indexOf(token.value);
  return word >= 0 ? word + 1 : Number.parseInt(token.value, 10);
}

/** A count written in digits or words: "2", "two", "$20", "3 GB". */
export function countOf(token: Token): number {
  return NUMBER_WORDS[String(token.value).toLowerCase()] ?? quantityOf(written(token)) ?? wordsNumber(written(token));
}

/** A token's text as written (a value token's text carries a mark for the grammar). */
const written = (token: Token): string => String((token as Token & { original?: string }).original ?? token.text);

/** "6 million more", "two hundred dollars", "one half foot": the factors words after an amount multiply it by. */
function scaleOf(words: readonly Token[]): number {
  let scale = 1;
  for (const word of words) {
    const factor = SCALES[String(word.value)];
    if (factor === undefined) break;
    scale *= factor;
  }
  return scale;
}

/** Whether a verb group holds a comparative ("landed somewhat shorter"): then it does not mean "is". */
export const comparesIn = (verbs: unknown): boolean => {
  const tokens = tokensIn(verbs);
  // "half as much as", "twice as long as": a comparison, however it is split.
  return tokens.some((t, i) => (t.type === "word" && isDegree(t) && !isSuperlative(t))
    || (t.value === "as" && tokens[i + 2]?.value === "as" && (/^(?:twice|double|thrice|half|times|not)$/u.test(String(tokens[i - 1]?.value)) || tokens[i - 1]?.type === "nt"
      // ("did not go as deep as": the denial stands before the verb.)
      || tokens.slice(0, i).some((x) => x.value === "not" || x.value === "never" || x.type === "nt"))
      && asDegree(tokens[i + 1]!) !== undefined));
};

/**
 * "a year", "an inch", "half a foot": an article (after "half", if given)
 * counting one (or half) of a unit, as a count token; undefined when the noun
 * is no unit ("a lot more").
 */
export function articleAmount(article: Token, nouns: readonly Token[], half?: Maybe<Token>): Token | undefined {
  // "a year", "a hundred dollars", "a thousand votes"; "a full hour"
  const [first, second] = FULL.has(String(nouns[0]?.value)) ? nouns.slice(1) : nouns;
  const scale = first !== undefined && String(first.value) in SCALES && first.value !== "half";
  const unit = (t: Token | undefined): boolean => t !== undefined && isUnitWord(String(t.value));
  if (!(scale ? second === undefined || unit(second) : unit(first) && second === undefined)) return undefined;
  return half ? { ...half, value: "half" } : { ...article, value: "one" };
}

/**
 * A part of a day after "the" and before "after" or "before" is the day it
 * is part of: "the morning after Lee" is the next day, "the night before"
 * the day before. Any other noun is itself.
 */
export function dayOfPart(noun: Token): Token {
  return PARTS_OF_DAY.has(String(noun.value)) ? { ...noun, value: "day", text: "day" } : noun;
}

const PARTS_OF_DAY: ReadonlySet<string> = new Set(["morning", "afternoon", "evening", "night"]);

/** Whether a token counts: a number, a number word, a scale ("hundred"), "a" or "an". */
const counts = (t: Token | undefined): boolean => t !== undefined
  && (t.type === "number" || String(t.value) in NUMBER_WORDS || String(t.value) in SCALES || t.value === "a" || t.value === "an"
    // (A value spelt as a bare number counts too: "scored 8 points more than", where 8 is also a score.)
    || (t.type === "value" && /^\d+(?:\.\d+)?$/u.test(written(t))));

/**
 * Whether a verb group ends in an amount ("is a year", "raised fifty",
 * "raised fifty dollars", "is half"): the amount of the comparison after it
 * ("is a year older than"), which the comparison must take, not the verbs.
 */
export function endsInAmount(verbs: unknown): boolean {
  const tokens = tokensIn(verbs);
  const last = tokens.at(-1);
  if (last === undefined) return false;
  // A count alone ("raised fifty"), but not the pronoun "one" ("the 17-year-old one").
  if (last.type === "number" || (last.type === "word" && (isNumberWord(last) || last.value === "half"))) return true;
  // "a quarter of", "three quarters of": the start of an amount ("a quarter of an hour after").
  if (last.value === "of" && /^(?:quarters?|thirds?|half)$/u.test(String(tokens.at(-2)?.value))) return true;
  const measure = isUnitWord(String(last.value)) || String(last.value) in SCALES;
  // ("a full hour", "a good ten minutes": the word between says only that it is no less.)
  const before = FULL.has(String(tokens.at(-2)?.value)) ? tokens.at(-3) : tokens.at(-2);
  // "the day" of "visits the day after Lee": one day, a unit of time with "the".
  if (before?.value === "the" && before === tokens.at(-2) && unitOf(String(dayOfPart(last).value)) !== undefined) return true;
  return measure && (counts(before) || (before !== tokens.at(-2) && isNumberWord(before!)));
}

/** Words that stress an amount without changing it: "a full hour", "a whole day", "a good ten minutes". */
const FULL: ReadonlySet<string> = new Set(["full", "whole", "good", "clear", "hefty", "whopping", "mere", "cool", "healthy", "solid", "massive"]);

/** Whether a value token can also be read as an amount ("$20 more"). */
export const isAmount = (token: Token): boolean => quantityOf(written(token)) !== undefined || !Number.isNaN(wordsNumber(written(token)));

/** A number in words: "seven", "twenty-one"; NaN when it is none. */
function wordsNumber(text: string): number {
  const [tens, unit, ...rest] = text.toLowerCase().split("-");
  if (rest.length > 0 || tens === undefined || !isCount(tens)) return spelt(text);
  if (unit === undefined) return NUMBER_WORDS[tens]!;
  const u = NUMBER_WORDS[unit];
  return u !== undefined && u >= 1 && u <= 9 && NUMBER_WORDS[tens]! >= 20 ? NUMBER_WORDS[tens]! + u : Number.NaN;
}

/** Words of money and measure after a number in words: "sixteen dollars", "two hundred and fifty kilometres". */
const SPELT_UNITS = /^(?:dollars?|pounds?|euros?|cents?|pence|quid|bucks?|seconds?|minutes?|hours?|days?|weeks?|months?|years?|metres?|meters?|kilometres?|kilometers?|miles?|feet|foot|inches|inch|yards?|kilos?|kilograms?|grams?)$/u;

/** An amount written in words with its unit ("sixteen dollars", "two hundred and fifty kilometres"); NaN when it is none. */
function spelt(text: string): number {
  const words = text.toLowerCase().split(/[\s-]+/u);
  if (words.length < 2 || !SPELT_UNITS.test(words.at(-1)!)) return Number.NaN;
  // (Money, or hundreds: a small count of time, "two years", is a value's own form, read as before.)
  if (!/^(?:dollars?|pounds?|euros?|cents?|pence|quid|bucks?)$/u.test(words.at(-1)!) && !words.includes("hundred") && !words.includes("thousand")) return Number.NaN;
  let total = 0;
  let part = 0;
  for (const w of words.slice(0, -1)) {
    if (w === "and" && part > 0) continue;
    if (w === "hundred" && part > 0) part *= 100;
    else if (w === "thousand" && (part > 0 || total > 0)) {
      total = (total + part) * 1000;
      part = 0;
    } else if (NUMBER_WORDS[w] !== undefined && Number.isInteger(NUMBER_WORDS[w])) part += NUMBER_WORDS[w]!;
    else return Number.NaN;
  }
  return total + part > 0 ? total + part : Number.NaN;
}

/** Whether a word is a comparative or superlative the dimensions module knows. */
export const isDegree = (token: Token): boolean => degreeOf(token.value) !== undefined && !(token as Token & { named?: boolean }).named;

/** Whether a degree picks an extreme ("oldest", "most expensive"), not a comparison ("older"). */
export const isSuperlative = (token: Token): boolean => /(?:est|^most|^least|^worst)\b/u.test(token.value);

/** A two-word degree ("more expensive", "least expensive") as one token, if the dimensions module knows it. */
/** The unit a value token spelt as an amount carries: "hours" of "2 hours" (as in "simmered 2 hours less"). */
function unitIn(token: Token): Token[] {
  const match = token.type === "value" ? /^[$£€]?\d[\d,.]*\s*(\p{L}+)$/u.exec(written(token)) : null;
  return match ? [{ ...token, type: "word", value: match[1]!.toLowerCase(), text: match[1]!.toLowerCase(), original: match[1] } as Token] : [];
}

/**
 * A value written as a count in words ("two nights", for "2 nights") read as
 * the amount of a comparison ("two nights longer than"): the count, and its
 * noun as the unit's word; undefined for any other value.
 */
export function countForm(token: Token): [Token, Token] | undefined {
  const match = /^(\p{L}+(?:-\p{L}+)?)\s+(\p{L}+)$/u.exec(written(token));
  const n = match ? wordsNumber(match[1]!) : Number.NaN;
  if (!match || Number.isNaN(n)) return undefined;
  const part = (type: string, text: string): Token => ({ ...token, type, value: text, text, original: text } as Token);
  return [part("number", String(n)), part("word", match[2]!)];
}

/** Irregular comparatives of the words in "as old as", "as many as". */
const AS_IRREGULAR: Record<string, string> = { much: "more", many: "more", far: "farther", good: "better", well: "better", little: "less", few: "fewer", bad: "worse", badly: "worse" };

/**
 * The degree of the word in "twice as old as", "three times as many ... as":
 * its comparative ("older", "more", "bigger", "more expensive"), as a token
 * the comparison reads; undefined when the word has none.
 */
export function asDegree(word: Token): Token | undefined {
  const w = String(word.value).toLowerCase();
  const forms = [AS_IRREGULAR[w], `${w}er`, `${w}r`, w.replace(/y$/u, "ier"), `${w}${w.at(-1)}er`, `more ${w}`].filter((f): f is string => f !== undefined);
  const found = forms.find((f) => degreeOf(f) !== undefined);
  return found === undefined ? undefined : { ...word, value: found };
}

/** The comparative a noun of measure is "more" of: "the age of" is as old, "the weight of" as heavy. */
const NOUN_DEGREES: Readonly<Record<string, string>> = {
  age: "older", weight: "heavier", height: "taller", length: "longer", price: "pricier", cost: "pricier",
  depth: "deeper", distance: "farther", size: "bigger", speed: "faster",
};

export function nounDegree(noun: Token): Token | undefined {
  const degree = NOUN_DEGREES[String(noun.value).toLowerCase()];
  return degree === undefined ? undefined : { ...noun, value: degree };
}

/** "twice", "double", "three times", "half": how many times as much. */
export function ratioOf(words: unknown): number {
  const [first, second] = tokensIn(words);
  const w = String(first!.value).toLowerCase();
  if (w === "twice" || w === "double") return 2;
  if (w === "thrice") return 3;
  if (w === "half") return 0.5;
  return second !== undefined ? countOf(first!) : Number.NaN;
}

export function degreePhrase(first: Token, second: Token): Token | undefined {
  const value = `${first.value} ${second.value}`;
  // "further down", "farther up": lower, higher (a floor, an altitude; on a depth, further down is deeper).
  if ((first.value === "further" || first.value === "farther") && (second.value === "down" || second.value === "up")) {
    return { ...first, value: second.value === "down" ? "lower" : "higher", text: `${first.text} ${second.text}` };
  }
  // "further overdue", "farther behind schedule": more of what the next word says.
  if ((first.value === "further" || first.value === "farther") && second.type === "word" && !["left", "right", "away", "from", "back"].includes(String(second.value))) {
    return { ...first, value: "more", text: `${first.text} ${second.text}` };
  }
  // "the most heavily insured", "more highly rated": the adverb says how, "most" says which way.
  if (degreeOf(value) === undefined) {
    const how = ["more", "most", "less", "least"].includes(String(first.value)) && second.type === "word" && /^\p{L}{3,}ly$/u.test(String(second.value));
    return how ? { ...first, text: `${first.text} ${second.text}` } : undefined;
  }
  return { ...first, value, text: `${first.text} ${second.text}` };
}

export const link = {
  same: (negation: Maybe<unknown>, verbs: unknown): Link => ({ relation: "same", negated: negation != null, immediate: false, verbs: tokensIn(verbs) }),
  /** A link with the verbs before it ("lives next to", "doesn't keep"). */
  withVerbs: (verbs: unknown, inner: Link): Link => ({ ...inner, verbs: [...tokensIn(verbs), ...(inner.verbs ?? [])] }),
  nextTo: (): Link => ({ relation: "nextTo", negated: false, immediate: true }),
  /** "left"/"right" of, with its adverb if any. */
  side: (adverb: Maybe<Token>, side: Token): Link => ({
    relation: side.value === "left" ? "leftOf" : "rightOf",
    negated: false,
    immediate: adverb != null && adverb.value !== "somewhere",
  }),
  /** "older than", "20 dollars more than", "1 day after", "sometime before". */
  compare: (word: Token, amount: Maybe<Token>, words: Token[], immediate = false): Link => ({
    relation: "compare", negated: false, immediate, word, words,
    ...(amount ? { amount: countOf(amount) * scaleOf(words), unitWords: [...unitIn(amount), ...words] } : {}),
  }),
  negate: (negation: Maybe<unknown>, inner: Link): Link => ({ ...inner, negated: negation != null }),
  /** "older than Ben by five years": a comparison given its amount after the thing compared. */
  by: (inner: Link, amount: Token, nouns: Maybe<Token[]>): Link => {
    const words = tokensIn(nouns);
    return { ...inner, amount: countOf(amount) * scaleOf(words), unitWords: words, words: [...(inner.words ?? []), ...words] };
  },
};

/** What a link relates its subject to: a thing, or a place around it ("A's neighbour", "to A's left"). */
export interface LinkObject {
  ref: Phrase;
  /** Said as what happened to it ("before the iPhone was bought"): only a comparison's object. */
  event?: true;
  around?: "neighbour" | "side";
  adverb?: Maybe<Token>;
  side?: Token;
}

export const reading = {
  binary: (a: Phrase, l: Link, b: Phrase): Reading => ({ kind: "binary", link: l, a, b }),
  /**
   * A second statement about the first one's subject, said again by a
   * pronoun or not at all: "Ben is at one end, and he wears grey". The
   * pronoun, if any, is kept with the statement it refers back to.
   */
  again: (first: Reading, again: unknown, l: Link, b: Phrase): Reading | undefined => {
    const subject = subjectOf(first);
    if (subject === undefined) return undefined;
    // ("… shares a wall with Ann but not with Ben": a bare "with" after a place in the row says that place again, which
    // this does not read; it is no "is not with Ben".)
    if (first.kind === "binary" && first.link.relation !== "same" && l.relation === "same" && (l.verbs ?? []).length > 0 && l.verbs!.every((t) => t.value === "with")) return undefined;
    // (A possessive too: "…, and his signature dish isn't paella" is his own, so he is a man.)
    const token = tokensIn(again).find((t) => ["he", "she", "it", "they", "his", "her"].includes(String(t.value)));
    // A pronoun may mean the statement's object too: kept with a statement of one link, which says which that is.
    const pronoun = token ? { pronoun: { token, ...(first.kind === "binary" ? { before: first } : {}) } } : {};
    return reading.both([first, { kind: "binary", link: l, a: subject, b, ...pronoun }]);
  },
  /** "…. She's left of Oscar, but not next to Priya": one more link of the last part's subject, bound as it is (a pronoun too). */
  sameSubject: (first: Extract<Reading, { kind: "both" }>, l: Link, b: Phrase): Reading | undefined => {
    const last = first.parts.at(-1);
    if (last?.kind !== "binary") return undefined;
    return reading.both([...first.parts, { kind: "binary", link: l, a: last.a, b, ...(last.pronoun ? { pronoun: last.pronoun } : {}) }]);
  },
  /** "…, and she has more grandchildren than he does": the two the statement named, compared. */
  againPair: (first: Reading, pronoun: Token, other: Token, l: Link): Reading | undefined => {
    if (first.kind !== "binary" || first.b.type !== "value" || pronoun.value === other.value) return undefined;
    return reading.both([first, { kind: "binary", link: l, a: first.a, b: first.b, pronoun: { token: pronoun, before: first, pair: true } }]);
  },
  /**
   * "Harold is older than Penelope, and neither of them collects fossils";
   * "There are two houses between A and B, and neither of them …": the two
   * the statement named, each not linked so.
   */
  neitherOfThem: (first: Reading, l: Link, b: Phrase): Reading | undefined => {
    const part = first.kind === "both" ? first.parts.at(-1) : first;
    const two = part?.kind === "binary" || part?.kind === "apart" ? [part.a, part.b] : undefined;
    if (!two || l.negated || two.some((p) => p.type !== "value" && p.type !== "extreme")) return undefined;
    return reading.both([first, ...two.map((x) => reading.binary(x, link.negate(true, l), b))]);
  },
  /** "…, and he is both the lightest and the oldest": `again` with each of two objects. */
  againBoth: (first: Reading, again: unknown, l: Link, objects: Phrase[]): Reading | undefined => {
    const each = objects.map((b) => reading.again(first, again, l, b));
    if (each.some((r) => r?.kind !== "both")) return undefined;
    const seconds = each.map((r) => (r as Extract<Reading, { kind: "both" }>).parts.at(-1)!);
    // "next to both A and B": two different people, one on each side.
    const apart = l.relation === "nextTo" ? [reading.binary(objects[0]!, link.same(true, []), objects[1]!)] : [];
    return reading.both([first, ...seconds, ...apart]);
  },
  /**
   * "Desmond sits beside the Caro-Kann player, though he refuses to touch that
   * opening": the subject, linked by the second verbs to what the first
   * statement named last (`echo` is the word that names it again).
   */
  echoed: (first: Reading, l: Link, echo: unknown): Reading | undefined => {
    const [x, b] = [subjectOf(first), lastPhrase(first)];
    const [word] = tokensIn(echo);
    if (!x || b?.type !== "value" || x === b || !word) return undefined;
    return reading.both([first, { kind: "binary", link: l, a: x, b, echo: word }]);
  },
  /** "X is B"; "X is not A's neighbour" (not next to A); "X sits to A's left". Undefined when the link is no "is". */
  linked: (a: Phrase, l: Link, o: LinkObject): Reading | undefined => {
    // "behind the red door" is one's own door, not an order (the grammar's Behind).
    if (l.relation === "compare" && l.word?.value === "behind" && isEntrance(o.ref)) return undefined;
    if (o.event && l.relation !== "compare") return undefined;
    if (!o.around) return reading.binary(a, l, o.ref);
    if (l.relation !== "same") return undefined;
    const place = o.around === "neighbour" ? link.nextTo() : link.side(o.adverb, o.side!);
    return reading.binary(a, link.negate(l.negated || null, place), o.ref);
  },
  between: (x: Phrase, a: Phrase, b: Phrase, inOrder: boolean, negation: Maybe<unknown>): Reading =>
    ({ kind: "between", x, a, b, inOrder, negated: negation != null }),
  /** "x is (right) between a and b": with an adverb ("right", "directly"; not "somewhere"), a and b are its two neighbours. */
  inBetween: (x: Phrase, a: Phrase, b: Phrase, adverb: Maybe<Token>, inOrder = false, negation: Maybe<unknown> = null): Reading =>
    (adverb && adverb.value !== "somewhere" && negation == null
      ? reading.both([reading.binary(x, link.nextTo(), a), reading.binary(x, link.nextTo(), b), reading.binary(a, link.same(true, []), b)])
      : reading.between(x, a, b, inOrder, negation)),
  apart: (count: Token, a: Phrase, b: Phrase): Reading => ({ kind: "apart", a, b, between: countOf(count) }),
  /** "two houses apart", "two houses away from": k places apart, so k - 1 between. */
  distance: (count: Token, a: Phrase, b: Phrase): Reading => ({ kind: "apart", a, b, between: countOf(count) - 1 }),
  either: (x: Phrase, options: Phrase[]): Reading => ({ kind: "either", x, options }),
  bounded: (x: Phrase, link: Link, bound: unknown): Reading => ({ kind: "bounded", x, link, bound: tokensIn(bound) }),
  /**
   * "The bakery is at one end, and the blue door is not next to it": a
   * second statement whose object is a pronoun for the first one's subject,
   * when that subject is the only thing the first names (else the pronoun
   * could mean either, and the clue is not read).
   */
  objectAgain: (first: Reading, subject: Phrase, said: Link, pronoun: Token): Reading | undefined => {
    if (first.kind !== "binary" || first.a.type !== "value") return undefined;
    // "The blue door is at one end, but Brian does not live behind it": behind a door is in its house, no order.
    const behindDoor = said.relation === "compare" && said.word?.value === "behind" && said.amount === undefined && namesEntrance(first);
    const l: Link = behindDoor ? { relation: "same", negated: said.negated, immediate: false, verbs: said.verbs ?? [] } : said;
    // (The pronoun kept for its sex: "…, while the coin collector lives somewhere to the right of him".)
    if (first.b.type !== "value") return reading.both([first, { kind: "binary", link: l, a: subject, b: first.a, pronoun: { token: pronoun, object: true } }]);
    // "him", "her" with two things named: the pronoun is kept, for the link or the names to tell which.
    if (!["him", "her"].includes(String(pronoun.value))) return undefined;
    return reading.both([first, { kind: "binary", link: l, a: subject, b: first.a, pronoun: { token: pronoun, before: first, object: true } }]);
  },
  /**
   * "A swam next to B, yet finished behind her": a second link between the
   * statement's two things, the pronoun being its object (kept for its sex).
   */
  sameTwo: (first: Reading, l: Link, pronoun: Token): Reading | undefined =>
    first.kind === "binary" && first.a.type === "value" && first.b.type === "value"
      ? reading.both([first, {
        // (The object pronoun is the other of the two by default, unless its sex says the first: "Chloe is older
        // than Dan, and he is lying immediately left of her" is Dan left of Chloe; see resolve.ts pronounSubject.)
        kind: "binary", a: first.a, b: first.b, pronoun: { token: pronoun, object: true, before: { ...first, a: first.b, b: first.a } },
        // (A comparison's verbs say what it measures: "finished behind her" is a result.)
        link: l.relation === "compare" ? { ...l, words: [...(l.verbs ?? []), ...(l.words ?? [])] } : l,
      }]) : undefined,
  /**
   * "Cyrus lives at one end, and the minivan belongs to whoever lives at the
   * other end": the second thing at an end too, and not the first.
   */
  otherEnd: (first: Reading, other: Phrase, l: Link): Reading | undefined =>
    first.kind === "binary" && (first.b.type === "end" || (first.b.type === "position" && first.b.position !== 0)) && first.link.relation === "same" && !first.link.negated
      && l.relation === "same" && !l.negated
      ? reading.both([first, reading.binary(other, l, phrase.end(first.b.first, first.b.last)), reading.binary(first.a, link.same(true, []), other)]) : undefined,
  /** "A is somewhere to the right of B, but not right next door": A is not next to B either. */
  notBeside: (first: Reading): Reading | undefined =>
    first.kind === "binary" && first.b.type === "value" && first.link.relation !== "same"
      ? reading.both([first, reading.binary(first.a, { ...link.nextTo(), negated: true }, first.b)]) : undefined,
  neither: (items: Phrase[], other: Phrase, verbs?: unknown): Reading => {
    const said = tokensIn(verbs);
    return { kind: "neither", items, other, ...(said.length > 0 ? { link: link.same(null, said) } : {}) };
  },
  unaligned: (pair: Phrase[], values: Phrase[], links?: Link[]): Reading => ({ kind: "unaligned", pair, values, ...(links ? { links } : {}) }),
  allDifferent: (items: Phrase[]): Reading => ({ kind: "allDifferent", items }),
  sex: (x: Phrase, word: Token, none?: Link): Reading => ({ kind: "sex", x, word, ...(none ? { none } : {}) }),
  /** "A boy wears the cowboy hat": the one with it is a person of that sex, if the verbs say one has it (checked when resolved). */
  sexBy: (x: Phrase, word: Token, verbs: unknown): Reading => ({ kind: "sex", x, word, said: tokensIn(verbs) }),
  both: (parts: Reading[]): Reading => ({ kind: "both", parts }),
  /** A statement followed by a remark that names nothing ("…, and it never stops chattering"): the statement alone. */
  remarked: (first: Reading, words: unknown): Reading => ({ kind: "both", parts: [first], remark: tokensIn(words) }),
  /**
   * "…, and neither does C" (`negated`), "…, and so does C": C is linked as
   * the first statement's subject is. Undefined unless that statement is one
   * link, negated as the joiner says.
   */
  alike: (first: Reading, other: Phrase, negated: boolean): Reading | undefined =>
    (first.kind === "binary" && first.link.negated === negated
      ? reading.both([first, reading.binary(other, first.link, first.b)])
      : undefined),
};

/**
 * A reading with each aside said as a statement of its own beside it: "Lena,
 * who keeps goldfish, lives next to Hugo" is "Lena keeps goldfish" and "Lena
 * lives next to Hugo". A phrase used twice (a subject said again by a
 * pronoun) says its asides once.
 */
export function unfoldAsides(r: Reading): Reading {
  const said: Reading[] = [];
  const plain = new Map<Phrase, Phrase>();
  const strip = (p: Phrase): Phrase => {
    if (!p.asides && !p.sex) return p;
    let q = plain.get(p);
    if (!q) {
      const { asides, sex, ...rest } = p;
      q = rest as Phrase;
      plain.set(p, q);
      for (const aside of asides ?? []) said.push(reading.binary(q, aside.link, strip(aside.b)));
      if (sex) said.push(reading.sex(q, sex));
    }
    return q;
  };
  const walk = (x: Reading): Reading => {
    switch (x.kind) {
      case "binary": {
        const a = strip(x.a);
        const b = strip(x.b);
        return { ...x, a, b, ...(x.pronoun?.before ? { pronoun: { ...x.pronoun, before: walk(x.pronoun.before) as typeof x.pronoun.before } } : {}) };
      }
      case "between": return { ...x, x: strip(x.x), a: strip(x.a), b: strip(x.b) };
      case "apart": return { ...x, a: strip(x.a), b: strip(x.b) };
      case "either": return { ...x, x: strip(x.x), options: x.options.map(strip) };
      case "bounded": return { ...x, x: strip(x.x) };
      case "neither": return { ...x, items: x.items.map(strip), other: strip(x.other) };
      case "unaligned": return { ...x, pair: x.pair.map(strip), values: x.values.map(strip) };
      case "allDifferent": return { ...x, items: x.items.map(strip) };
      case "sex": return { ...x, x: strip(x.x) };
      case "both": return { ...x, parts: x.parts.map(walk) };
    }
  };
  const main = walk(r);
  return said.length === 0 ? main : reading.both([...said, main]);
}

/**
 * The one thing a statement is about, which a second statement may speak of
 * again ("Pia eats neither bagels nor omelettes, and she …"; "Amir draws the
 * portrait in charcoal, on the widest canvas"); undefined when it has none.
 */
export function subjectOf(r: Reading): Phrase | undefined {
  switch (r.kind) {
    case "binary": return r.a;
    case "neither": return r.other;
    // "The minivan driver is a woman, and she …"
    case "sex": return r.x;
    case "both": {
      const subjects = r.parts.map(subjectOf);
      return subjects.every((s) => s !== undefined && s === subjects[0]) ? subjects[0] : undefined;
    }
    default: return undefined;
  }
}

/** "X and Y are at opposite ends": each at an end, and two different things. */
export const atBothEnds = (x: Phrase, y: Phrase, verbs: unknown, first: Token, last: Token): Reading[] =>
  [reading.binary(x, link.same(null, verbs), phrase.end(first, last)), reading.binary(y, link.same(null, verbs), phrase.end(first, last)), reading.binary(x, link.same(true, []), y)];

/** "an hour and a half", "two and a half": a count token of `whole` and a half more. */
/** "a quarter" (of an hour), "three quarters", "a third", "two thirds": the amount as a number token; undefined for another noun. */
export function fractionOf(count: Token, part: Token): Token | undefined {
  const parts: Record<string, number> = { quarter: 4, quarters: 4, third: 3, thirds: 3 };
  const of = parts[String(part.value).toLowerCase()];
  const k = count.value === "a" || count.value === "one" ? 1 : countOf(count);
  if (of === undefined || !(k > 0 && k < of) || ((count.value === "a" || k === 1) !== !String(part.value).endsWith("s"))) return undefined;
  const n = String(k / of);
  return { ...count, type: "number", value: n, text: n, original: n } as Token;
}

export function andAHalf(token: Token, whole: number, part = 0.5): Token {
  const n = String(whole + part);
  return { ...token, type: "number", value: n, text: n, original: n } as Token;
}

/** How many of the smaller unit make one of the larger, for amounts written in two units ("1 minute 25 seconds"). */
const SUBUNITS: Readonly<Record<string, [string, number]>> = { hour: ["minute", 60], minute: ["second", 60], ft: ["in", 12], m: ["cm", 100] };

/**
 * An amount written in two units, as one amount of the smaller: "1 minute 25
 * seconds" is 85 seconds, "an hour and ten minutes" 70 minutes, "5 feet 3
 * inches" 63 inches. The amount and the unit's token; undefined for any
 * other pair of nouns.
 */
export function compound(count: Token, unit: Token, more: Token, small: Token): [Token, Token] | undefined {
  const [big, part] = [unitOf(String(unit.value)), unitOf(String(small.value))];
  const sub = big === undefined ? undefined : SUBUNITS[big];
  if (!sub || sub[0] !== part) return undefined;
  const whole = count.value === "a" || count.value === "an" ? 1 : countOf(count);
  const rest = countOf(more);
  if (!Number.isFinite(whole) || !Number.isFinite(rest) || rest >= sub[1]) return undefined;
  const n = String(whole * sub[1] + rest);
  return [{ ...count, type: "number", value: n, text: n, original: n } as Token, small];
}

/** "X has A on one side and B on the other": A and B are X's two neighbours, so two things. */
export const neighboursOf = (x: Phrase, a: Phrase, b: Phrase): Reading[] =>
  [reading.binary(x, link.nextTo(), a), reading.binary(x, link.nextTo(), b), reading.binary(a, link.same(true, []), b)];

/**
 * The phrase a statement names last, which a relative clause after it is
 * about: "There are two houses between Luis and Dmitri, whose favourite
 * flower is the lily" (Dmitri); undefined for a shape with no one last phrase.
 */
export function lastPhrase(r: Reading): Phrase | undefined {
  switch (r.kind) {
    case "binary": return r.b;
    case "apart": return r.b;
    case "between": return r.b;
    case "both": return r.parts.length > 0 ? lastPhrase(r.parts[r.parts.length - 1]!) : undefined;
    // "The rowan belongs to a woman, who …": the woman is the rowan's.
    case "sex": return r.x;
    default: return undefined;
  }
}

/**
 * Whether "left" between these verb groups is the verb ("left a tip", "left
 * at noon"), not a side: not after a form of "be" ("is left of"), and
 * followed by the thing left or by an article or a preposition other than
 * "of" and "to".
 */
export function leftAsVerb(before: unknown, after: unknown): boolean {
  const last = tokensIn(before).at(-1);
  const next = tokensIn(after)[0];
  if (last !== undefined && /^(?:is|are|was|were|be|been|the|far|to|on|immediately|directly|just|somewhere|right|exactly)$/u.test(String(last.value))) return false;
  return next === undefined || /^(?:a|an|the|at|on|in|for|from|with|by|before|after|his|her|their)$/u.test(String(next.value));
}

/** The forms of "be" a verb group may have. */
const BE: ReadonlySet<string> = new Set(["is", "are", "was", "were", "be", "been"]);

/** Words of a verb group that say nothing of who is who: forms of "be" and "do", and prepositions ("are in", "do not belong to"). */
const SAME_GLUE: ReadonlySet<string> = new Set([...BE, "do", "does", "did", "in", "at", "from", "to", "by", "on", "both", "also"]);

/**
 * Verbs by which two things share their holder: whose they are, where they come from or are ("belong to", "come
 * from", "live in", "are owned by", "were brought by"). Not verbs whose object only is shared, however much they
 * assert elsewhere: "voted for the same person", "were taught by the same teacher", "bought the same one".
 */
const HOLDING: ReadonlySet<string> = new Set(["belong", "come", "live", "reside", "dwell", "own", "bring", "make", "bake", "cook", "keep"]);

/** Nouns for a group of people, which WordNet may file as a person. */
const GROUPS: ReadonlySet<string> = new Set(["family", "household", "team", "crew", "club", "group", "class", "band", "tribe", "clan", "company", "firm",
  "school", "church", "party", "couple", "pair", "gang", "troop", "squad", "staff"]);

/** Places that are one entity's own: "the same house" is one household, where "the same row" or "the same end" may hold many. */
const OWN_PLACES: ReadonlySet<string> = new Set(["house", "home", "stall", "booth", "cabin", "cottage", "hut", "tent",
  "shop", "store", "flat", "apartment", "plot", "locker", "kennel", "cage", "berth", "pen", "garage"]);

/**
 * "The chops and the chakalaka come from the same house", "Ann and the cat
 * owner are the same person": the two are one entity. Only with "be" or a
 * verb of holding (HOLDING: "belong to", "are owned by"; not "hate" or "vote
 * for", whose object only is shared, nor "give up"), and a noun of someone or
 * of a place that is one's own: "are the same height" says nothing of who is
 * who.
 */
export function sameEntity(a: Phrase, b: Phrase, negation: Maybe<unknown>, verbs: unknown, noun: Maybe<Token>): Reading | undefined {
  const words = tokensIn(verbs);
  if (words.length === 0) return undefined;
  // (Past "be", each named by its value and a noun for a person at most: "the cat owner died in the same house" took
  // "died" in. "… and the person with the 9:15am slot are the same person" is read.)
  const be = words.every((t) => BE.has(String(t.value)));
  if (!be && (!plainTail(a) || !plainTail(b) || (a as { via?: unknown }).via || (b as { via?: unknown }).via)) return undefined;
  // ("grew up in", "live with the same person": a particle or "with" makes another verb, or a housemate.)
  if (words.some((t) => t.value === "up" || t.value === "with")) return undefined;
  for (const t of words) {
    const w = String(t.value).toLowerCase();
    if (SAME_GLUE.has(w)) continue;
    if (t.type !== "word" || isParticle(w) || !lemmasOf(w).some((l) => HOLDING.has(l))) return undefined;
  }
  if (noun != null) {
    const n = String(noun.value).toLowerCase();
    // (A group is many people: "come from the same family" are siblings.)
    if (GROUPS.has(n.replace(/s$/u, "")) || (!OWN_PLACES.has(n.replace(/s$/u, "")) && !isPersonNoun(n, true))) return undefined;
  }
  return reading.binary(a, link.same(negation, []), b);
}

/** Nouns for places in a row: "the last house" is a place, "the last train" may be a time. */
const PLACE_NOUNS = new Set(["house", "home", "seat", "chair", "position", "place", "spot", "stall", "space", "slot", "bay", "lane",
  "room", "cabin", "cottage", "booth", "plot", "door", "one", "row", "line", "end", "bench", "window", "table", "desk", "locker",
  "pew", "box", "hut", "tent", "shop", "store", "garage", "berth", "pen", "kennel", "cage", "hook", "peg", "shelf", "step", "floor",
  "square", "mat", "cushion", "stool", "court"]);

export const isPlaceNoun = (token: Token): boolean => PLACE_NOUNS.has(String(token.value).replace(/s$/u, "")) || (token as { rowNoun?: boolean }).rowNoun === true;

/** A place noun that is a place in a row, never a placing: "chair", "house"; not "place", "position", "spot" ("3rd place"). */
export const isRowNoun = (token: Token): boolean => token.type === "word" && isPlaceNoun(token) && !/^(?:place|position|spot|one)s?$/u.test(String(token.value));

/** Place nouns that are also turns in time: "the last slot" is a place in a row, or the latest of a timeline. */
export const isTimeOrPlace = (token: Token): boolean => /^(?:slot|spot|turn)s?$/u.test(String(token.value));

/** Auxiliary verbs: "did", "does", "is" — never a title before a name ("…, nor did Irma"). */
const AUXILIARIES: ReadonlySet<string> = new Set(["do", "does", "did", "is", "was", "are", "were", "has", "have", "had", "will", "would", "can", "could", "should", "may", "might", "must"]);

export const isAuxiliary = (token: Token | undefined): boolean => token !== undefined && AUXILIARIES.has(String(token.value).toLowerCase());

/** Words that make a clause say again what was said before: "C does too", "so is D", "nor did E". */
const ECHOING: ReadonlySet<string> = new Set(["too", "either", "also", "as", "well", "so", "likewise", "same"]);

/**
 * Whether words are a remark that says nothing of the puzzle ("never shuts
 * up about her starter"): some word of its own that is neither an auxiliary
 * nor one that echoes the clause before ("Ben does too" is no remark).
 */
export function isRemark(words: unknown): boolean {
  const tokens = tokensIn(words);
  // ("…, and the Volvo parked outside is his": whose it is, no remark.)
  // (Nor a word for a thing just named: "Ann doesn't own the cat, and Ben doesn't own it" says whose it is not.
  // "Him" may be the subject himself: "…, the squawking would drive him up the walls".)
  return tokens.some((t) => t.type === "word" && !isAuxiliary(t) && !ECHOING.has(String(t.value)))
    && !tokens.some((t) => /^(?:it|them)$/u.test(String(t.value)))
    && tokens.every((t, i) => fitsRemark(t, tokens[i - 1], tokens[i + 1]))
    && !/^(?:his|its|mine|ours|yours)$/u.test(String(tokens.at(-1)?.value));
}

/**
 * Whether a word, between its neighbours, may be in a remark: no echo and a
 * remark word; but the first half of a compound may be anything ("a
 * well-fed one"), and after "whole" a place is everyone there ("the whole
 * street"), though no number or degree.
 */
function fitsRemark(t: Token, before: Token | undefined, after: Token | undefined): boolean {
  if (after?.text === "-") return true;
  if (ECHOING.has(String(t.value))) return false;
  return isRemarkWord(t) || (before?.text === "whole" && !isNumberWord(t) && !isDegree(t));
}

/** A word a remark may have: none that places, counts, orders, tells a person's sex or says whose ("her house is at one end", "is hers"). */
const isRemarkWord = (t: Token): boolean => !isPlaceNoun(t) && !isNumberWord(t) && !isOrdinalWord(String(t.value)) && !isDegree(t)
  // (Nor everyone: "who was outscored by everyone else" says who is last.)
  && !/^(?:most|least|more|less|fewer|than|hers|theirs|everyone|everybody|anyone|anybody|else|others)$/u.test(String(t.value))
  && !/^(?:left|right|middle|centre|center|side|sides|opposite|beside|next|near|far|corner|street|road|woman|man|girl|boy|lady|male|female)$/u.test(String(t.value))
  // (Nor a sum: "Ann scored fewer points than Ben and Cy combined" compares with both together.)
  && !/^(?:combined|together|altogether|jointly|total|sum)$/u.test(String(t.value));

/**
 * "the former" or "the latter": the first or second of the two things a
 * statement named ("Gordon and Beryl live in houses 5 and 1 respectively,
 * and the latter …": Beryl). Of two statements, their two subjects; of one
 * link, its two sides. Undefined when the statement named not two.
 */
export function formerOrLatter(first: Reading, which: unknown): Phrase | undefined {
  let two: Phrase[] = [];
  if (first.kind === "binary") two = [first.a, first.b];
  else if (first.kind === "both") {
    const subjects = first.parts.flatMap((p) => (p.kind === "binary" ? [p.a] : []));
    two = subjects.filter((x, i) => subjects.findIndex((y) => samePhrase(x, y)) === i);
  }
  if (two.length !== 2) return undefined;
  return which === "former" ? two[0] : two[1];
}

/** Whether two phrases are the same words of a clue. */
export const samePhrase = (x: Phrase, y: Phrase): boolean => JSON.stringify(x) === JSON.stringify(y);

/** Whether a word is written with a capital ("Dr", "Mrs"), as a title before a name is. */
export const isCapitalized = (token: Token | undefined): boolean =>
  token !== undefined && /^\p{Lu}/u.test(String((token as { original?: string }).original ?? token.text));

/** Whether a word is an English word at all ("snorfles" is not: it is never a modifier before a name). */
export const isKnownWord = (token: Token | undefined): boolean => token !== undefined && isEnglishWord(String(token.value));

/**
 * Whether a phrase after "with" names a person, who goes with one rather
 * than being had: a name ("with Ben", a capital with no article) or a value
 * with a noun for a person ("with the tea drinker").
 */
export const isCompanion = (article: unknown, value: Phrase, tail: unknown): boolean =>
  (article == null && value.type === "value" && isCapitalized(value.token)) || tokensIn(tail).some((t) => t.type === "word" && isPersonNoun(String(t.value)));

/**
 * Words that make a remark on a whole statement say something after all: that it is not so ("which is not
 * true", "as nobody believes"), or of whom ("which belongs to him", "which neither of them does").
 */
const SAYING_SOMETHING: ReadonlySet<string> = new Set([
  "not", "n't", "never", "no", "nobody", "none", "neither", "nor", "nothing", "true", "untrue", "false", "lie", "lies", "wrong",
  "impossible", "case", "believe", "believes", "believed", "doubt", "doubts", "wish", "wishes", "wished", "claim", "claims",
  "rumour", "rumor", "deny", "denies", "he", "him", "his", "she", "her", "hers", "they", "them", "their", "theirs", "it", "its",
  "both", "all", "each", "every", "also", "too", "same", "either", "owner", "belongs", "belong", "own", "owns",
]);

/** A remark on a whole statement that says nothing of the puzzle (isRemark), nor that the statement is false, nor of whom. */
export const isIdleRemark = (words: unknown): boolean => isRemark(words) && !tokensIn(words).some((t) => SAYING_SOMETHING.has(String(t.value).toLowerCase()));

/** Of a statement's two phrases, the one said last ("…, Carla" names it, if it is an extreme: "ran the slowest time, 4:16"). */
export function saidLast(r: Reading): Phrase | undefined {
  const candidates = [lastPhrase(r), subjectOf(r)].filter((p): p is Phrase => p !== undefined);
  const end = (p: Phrase): number => Math.max(-1, ...tokensIn(Object.values(p)).map((t) => t.offset));
  return candidates.reduce<Phrase | undefined>((best, p) => (best === undefined || end(p) > end(best) ? p : best), undefined);
}

/** Verbs that say only where one is: "is", "sits", "is seated", "stands", "lives", "parks" (not "wants to be", "used to sit"). */
export const isPlacingVerbs = (verbs: unknown): boolean =>
  tokensIn(verbs).every((t) => /^(?:is|are|was|were|sits?|sat|sitting|seated|stands?|stood|standing|lives?|lived|living|parks?|parked|parking|placed|located|positioned|found)$/u.test(String(t.value)));

/** Whether words are one past participle ("bought" of "the iPhone was bought"). */
export const isParticiple = (words: unknown): boolean => {
  const tokens = tokensIn(words);
  return tokens.length === 1 && tokens[0]!.type === "word" && isPastParticiple(String(tokens[0]!.value));
};

/** Whether a word may be a verb ("dislikes", "owns"). */
export const isVerbWord = (token: Token | undefined): boolean => token !== undefined && isVerbForm(String(token.value));

/** Whether a phrase's words after its value, if any, are nouns for a person or a place ("the cat owner", "the red house"). */
export const plainTail = (p: Phrase): boolean =>
  ((p as { tail?: Token[] }).tail ?? []).every((t) => t.text === "-" || isPlaceNoun(t) || (t.type === "word" && isPersonNoun(String(t.value))));

/**
 * Whether a remark has a verb or an auxiliary, as a clause does ("the squawking would drive him up the walls"),
 * and is no noun phrase ("…, and the dog owner": "owner" is a verb's form to WordNet, and a person).
 */
export const saysSomething = (words: unknown): boolean =>
  tokensIn(words).some((t) => isAuxiliary(t) || (t.type === "word" && isVerbWord(t) && !isPersonNoun(String(t.value))));

/** Adverbs that make a statement uncertain ("Amy, possibly, drinks tea" is no fact): no manner adverb. */
const HEDGES: ReadonlySet<string> = new Set(["possibly", "probably", "perhaps", "maybe", "likely", "presumably", "supposedly", "allegedly", "conceivably", "arguably", "seemingly", "apparently", "reportedly"]);

/** Whether a word is an adverb of manner or comment that says nothing of who ("easily", "naturally"): WordNet's, ending in "-ly", no degree, no hedge. */
export const isMannerAdverb = (token: Token): boolean => {
  const w = String(token.value);
  return token.type === "word" && /^\p{L}{3,}ly$/u.test(w) && isAdverbWord(w) && !isDegree(token) && !["only", "directly", "immediately", "exactly", "respectively"].includes(w) && !HEDGES.has(w);
};

/** Whether a word before a number can name a place ("pen 3", "bay 2"), so not a verb that is no noun ("arrived 5 minutes"). */
export const canNamePlace = (token: Token): boolean => isPlaceNoun(token) || isNounForm(String(token.value)) || !isVerbForm(String(token.value));

/** Whether a verb group is one auxiliary alone: the "did" of "…, nor did Irma". */
export const auxiliaryOnly = (verbs: unknown): boolean => {
  const words = tokensIn(verbs);
  return words.length === 1 && isAuxiliary(words[0]);
};

/** Nouns of an event that an act opens or closes: "opened the show". */
const EVENTS = new Set(["show", "concert", "evening", "night", "programme", "program", "festival", "event", "ceremony", "recital", "gala", "contest", "competition", "session", "meeting", "bill", "proceedings", "performance", "day", "morning", "afternoon"]);

export const isEvent = (token: Token): boolean => EVENTS.has(String(token.value));

/** Whether a verb group starts with a verb ("swims", "owns"), not an article or a noun ("the owner of"). */
export const startsWithVerb = (verbs: unknown): boolean => {
  const first = tokensIn(verbs)[0];
  return first !== undefined && first.type === "word" && isVerbForm(String(first.value));
};

/** Nouns of a way in that one lives or works behind: "behind the red door" is not "after it". */
const ENTRANCES = new Set(["door", "doors", "gate", "gates", "doorway", "entrance", "curtain", "curtains", "shutters", "fence", "hedge", "counter", "desk", "wheel"]);

/** Whether a phrase is a value named by its way in ("the red door", "the green gate"). */
export const isEntrance = (p: Phrase): boolean => p.type === "value" && p.tail !== undefined && ENTRANCES.has(String(p.tail.at(-1)?.value));

/**
 * A word as the grammar's post-processors see it: one mark for each test
 * they make of a word's text (a verb, a noun, a place noun, a manner adverb,
 * an auxiliary, a capital, an event, an entrance, a degree noun, a word of a
 * remark, a word that echoes). The clue-shape cache (caches.ts) keys a word
 * by these, so that two clues share readings only when every such test
 * answers alike for their words. A new test of a word's text goes here too.
 */
export function wordClass(t: Token): string {
  const v = String(t.value);
  return [isVerbForm(v), isNounForm(v), isPlaceNoun(t), isRowNoun(t), isTimeOrPlace(t), isMannerAdverb(t), isAuxiliary(t), isCapitalized(t),
    EVENTS.has(v), ENTRANCES.has(v), Object.hasOwn(NOUN_DEGREES, v.toLowerCase()), isRemarkWord(t), ECHOING.has(v), isAdverbWord(v), isEnglishWord(v)]
    .map((b) => (b ? "1" : "0")).join("");
}

/** The words of the remarks a reading passed over (the last resort, taken only when no other reading reads them). */
export function remarksOf(r: object, out: Token[] = []): Token[] {
  // (Runs on every reading of every clue: no allocation, and tokens, which hold no remark, are not walked.)
  const walk = (x: object): void => {
    if (Array.isArray(x)) {
      for (const y of x) if (y !== null && typeof y === "object" && !("offset" in y)) walk(y);
      return;
    }
    for (const key in x) {
      const value = (x as Record<string, unknown>)[key];
      if (value === null || typeof value !== "object") continue;
      if (key === "remark") out.push(...(value as Token[]));
      else if (!("offset" in value)) walk(value);
    }
  };
  walk(r);
  return out;
}

/** Whether a statement's subject is a door or a gate ("The blue door is at one end"), however its words were grouped. */
function namesEntrance(first: Extract<Reading, { kind: "binary" }>): boolean {
  const next = first.a.tail?.at(-1) ?? tokensIn(first.link.verbs)[0] ?? (first.b.type !== "value" ? first.b.head?.[0] : undefined);
  return next !== undefined && ENTRANCES.has(String(next.value));
}

/** Flatten nearley's nested lists of tokens into one list. */
export function tokensIn(data: unknown): Token[] {
  const out: Token[] = [];
  collectTokens(data, out);
  return out;
}

/** tokensIn's walk, into one list (the grammar asks it of every phrase it builds). */
function collectTokens(data: unknown, out: Token[]): void {
  if (data == null) return;
  if (Array.isArray(data)) {
    for (const item of data) collectTokens(item, out);
  } else if (typeof data === "object" && "type" in (data as object) && "text" in (data as object)) out.push(data as Token);
}

/**
 * A closing question as the grammar reads it ("Which pet does the drummer
 * have?"): its question word, the nouns that may name what is asked
 * ("pet"), the words around the phrase it is about, and that phrase, read
 * as clues read referring phrases. src/parse/question.ts gives it its
 * meaning: the category asked for, and the value it is about.
 */
export interface Asking {
  /** "who", "what", "which", "where", "when", "how". */
  word: Token;
  /** A preposition before the question word ("In which house ..."). */
  prep?: Token;
  /** Nouns after the question word or after "is the" ("pet", "color", "number"). */
  nouns: Token[];
  /** "does", "do", "did": the phrase is the subject, and the verbs come after it. */
  aux?: Token;
  /** "is", "are": the phrase is what the question says the answer is. */
  be?: Token;
  /** The verb group: after "who", or after the phrase when there is an auxiliary. */
  verbs: Token[];
  about: Phrase;
  /** "Who sits directly left of Carl?": the side of the phrase the one asked for is on, right beside it. */
  side?: Token;
}

export const asking = {
  of: (parts: { word: Token; prep?: Maybe<Token>; nouns?: unknown; aux?: Maybe<Token>; be?: unknown; verbs?: unknown; about: Phrase; side?: Token }): Asking => ({
    word: parts.word,
    ...(parts.prep ? { prep: parts.prep } : {}),
    nouns: tokensIn(parts.nouns),
    ...(parts.aux ? { aux: parts.aux } : {}),
    ...(parts.be != null ? { be: tokensIn(parts.be)[0]! } : {}),
    verbs: tokensIn(parts.verbs),
    about: parts.about,
    ...(parts.side ? { side: parts.side } : {}),
  }),
};

/** The sex of a phrase that is a name written as one, with a capital, and has one ("Sheila": female; not "the pilot"). */
export function phraseSex(p: Phrase): Sex | undefined {
  return p.type === "value" && isCapitalized(p.token) ? sexOf(String((p.token as Token & { original?: string }).original ?? p.token.text)) : undefined;
}
