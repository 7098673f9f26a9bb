/**
 * Resolve a reading to AST clues: value tokens to values (using the words
 * around an ambiguous one to pick its category), places to positions,
 * superlatives to the extreme value of an ordered category, comparatives to
 * a comparison on the category the sentence means.
 */
import type { Token } from "moo";
import { isPointInTime, measure, quantitiesOf, quantityOf, unitOf } from "../ast/quantity.js";
import type { Category, Clue, PositionRef, Ref, Span, ValueRef } from "../ast/schema.js";
import { diagnostics, type Diagnostic } from "./diagnostic.js";
import { candidatesFor, degreeOf, hasDifference, isOrdinals, isYears, isReach, isReachContest, isTimeline, measureOf, orientation, type Degree, type OrderedCategory } from "./dimensions.js";
import { pluralOf, singular, singularOf } from "./nouns.js";
import { isNumberWord as isCount } from "./words.js";
import { sexOf } from "./sexes.js";
import { comparesIn, compound, countOf, endsInAmount, isAmount, isDegree, isNumberWord, isOrdinalWord, isPlaceNoun, isRowNoun, isSuperlative, isTimeOrPlace, nounDegree, phraseSex, samePhrase, type Link, type Phrase, type Reading } from "./reading.js";
import { DENIED_VALUES, headSense, isConverse, isLitotes, isTolerating, isAnimalNoun, isRegionNoun, isEmptyWord, isEnglishWord, isParticle, lemmasOf, isNounForm, isPastParticiple, isPersonNoun, isPlaceName, isVerbForm, linkMeaning, senseOfWord, type LinkMeaning } from "./links.js";
import { unaccented, type Lexicon } from "./lexicon.js";
import type { ClueLine } from "./layout.js";
import type { ClueToken } from "./clue.js";

export interface Context {
  /** The categories as the AST will hold them (a positional puzzle's position category first). */
  categories: Category[];
  lexicon: Lexicon;
  /** For each category of the layout (as the lexicon numbers them), its index among `categories`. */
  order: readonly number[];
  size: number;
  /** The tokens of the clue being resolved. */
  tokens: ClueToken[];
  line: ClueLine;
  /**
   * For values a clue names that could be in several categories: the
   * category (as the layout numbers them) to read each as, by "line:column".
   */
  choices?: ReadonlyMap<string, number>;
  /** The category of ranks (1st, 2nd, ...) that place words name, in a puzzle with no row of places. */
  rank?: number;
  /** The lemmas of the puzzle's own words (category lines, intro): words that define a category assert a link. */
  vocabulary: ReadonlySet<string>;
  /**
   * By category: the vocabulary a link to one of its values is read with ("hates" defines a category of
   * foods, not of pets; links.ts categoryVocabulary). Without it, `vocabulary`.
   */
  vocabularies?: readonly ReadonlySet<string>[];
  /** Where a value two categories share was read as one of them, and why: for the report's notes. */
  notes?: Set<string>;
  /** A category a comparison cannot mean here: the other side's, in "X is the Y-est" (see `binary`). */
  excluded?: number;
  /** Each category's line as written, by AST index ("" for an implied position category). */
  lines?: readonly string[];
}

/** The key of a value token in `Context.choices`. */
export const choiceKey = (place: { line: number; column: number }): string => `${place.line}:${place.column}`;

export type Resolved<T> = { ok: true; value: T } | { ok: false; error: Diagnostic };
const ok = <T>(value: T): Resolved<T> => ({ ok: true, value });
const fail = <T>(error: Diagnostic): Resolved<T> => ({ ok: false, error });

export function spanOf(first: Token, last: Token = first): Span {
  const size = (t: Token): number => ((t as ClueToken).original ?? t.text).length;
  const length = last.line === first.line ? last.col + size(last) - first.col : size(first);
  return { line: first.line, column: first.col, length };
}

/** Adjectives that say what a number measures ("11.5 feet long", "80 years old"). */
const MEASURES = new Set(["old", "long", "tall", "high", "deep", "wide", "heavy", "far", "away", "big", "large"]);

/** Words too common to tell categories apart. */
const COMMON = new Set(["the", "each", "every", "person", "people", "everyone", "one", "has", "have", "had", "are", "is",
  "was", "who", "whose", "that", "with", "different", "unique", "distinct", "they", "all", "their", "and"]);

/** Content words, lower case, with a plural or agent ending taken off ("keeper" → "keep"). */
const words = (text: string): string[] => text.toLowerCase().split(/[^\p{L}]+/u)
  .filter((w) => w.length > 2 && !COMMON.has(w))
  .map((w) => w.replace(/(?:ers?|s)$/u, ""));

/**
 * Among values spelt alike but for their capitals ("Jasmine" a person,
 * "jasmine" a tea), the one written as the clue writes it, except at the
 * start of the sentence, where every word has a capital.
 */
function pickByCase(token: Token, candidates: { category: number; value: number }[], context: Context): typeof candidates {
  const first = context.tokens.find((t) => t.type !== "punct" && t.type !== "quote");
  if (first?.offset === token.offset) return candidates;
  const capital = (text: string): boolean => /^\p{Lu}/u.test(text);
  const written = capital((token as ClueToken).original);
  const alike = candidates.filter((c) => capital(context.categories[context.order[c.category]!]!.values[c.value]!) === written);
  return alike.length === 1 ? alike : candidates;
}

/** Among several categories a value token could belong to, the one its neighbouring words name best. */
function pickByContext(token: Token, candidates: { category: number; value: number }[], context: Context): typeof candidates {
  const at = indexOf(context, token);
  const near = context.tokens.slice(Math.max(0, at - 4), at).concat(context.tokens.slice(at + 1, at + 3));
  // Other values name their own categories, not this one ("Peter" is no "pet").
  const said = new Set(near.flatMap((t) => (t.type === "value" ? [] : words(t.text))));
  // A word of the category's name counts twice a word only its description uses ("a pet bird": the "type of pet").
  const scores = candidates.map((c) => {
    const category = context.categories[context.order[c.category]!]!;
    const name = new Set(words(category.name).filter((w) => said.has(w)));
    const described = new Set(words(category.description ?? "").filter((w) => said.has(w) && !name.has(w)));
    return 2 * name.size + described.size;
  });
  const best = Math.max(...scores);
  const named = candidates.filter((_, i) => best > 0 && scores[i] === best);
  // Nothing else picks one: not even a Name category, since "jasmine" may be a tea as well as a person
  // (the readings rule of settle.ts settles it, or the clue is an error).
  return named.length === 1 ? named : candidates;
}

function orderedCategories(context: Context, withPositions: boolean): OrderedCategory[] {
  // A puzzle that says it is about golf ("In golf the lowest score wins") counts its scores in strokes.
  // (Not when golf is only one of the values: a sport among others.)
  const golf = (context.vocabulary.has("golf") || context.vocabulary.has("golfer"))
    && !context.categories.some((c) => c.values.some((v) => /golf/iu.test(v)));
  const reach = isReachContest(context.vocabulary);
  return context.categories.flatMap((c, index) =>
    c.numbers && (withPositions || !c.positional)
      ? [{ index, name: c.name, values: c.values, numbers: c.numbers, line: `${c.description ?? ""} ${context.lines?.[index] ?? ""}`, ...(golf ? { golf } : {}), ...(reach ? { reach } : {}) }]
      : []);
}

function valueName(context: Context, ref: { category: number; value: number }): string {
  const category = context.categories[ref.category]!;
  return `the ${category.name} "${category.values[ref.value]}"`;
}

/**
 * The words of a clue that may say which ordered category it compares on:
 * all but the values and the words that describe a number value ("the
 * 35-year-old woman", "with a maximum depth of 14,500 feet", "room 215"):
 * those name the value's category, not the comparison's.
 */
function freeWords(context: Context, amount?: Token): Token[] {
  const t = context.tokens;
  const skip = new Set<number>();
  t.forEach((token, i) => {
    if (token.type !== "value") return;
    // (A number the comparison takes as its amount describes nothing: "a lane number 3 lower than Irene's".)
    if (token === amount) {
      skip.add(i);
      return;
    }
    skip.add(i);
    if (!/^[$£€\d]/u.test((token as ClueToken).original)) return;
    for (let j = i - 1; j >= 0 && (t[j]!.type === "word" || t[j]!.text === "of" || t[j]!.text === "-"); j--) skip.add(j);
    // Words after a number may describe it ("the 35-year-old", "11.5 feet long", "75 million years old");
    // after a value that has its unit, only a unit or a measuring adjective does ("10,000 feet costs less").
    const whole = /\p{L}/u.test((token as ClueToken).original);
    const describes = (word: Token): boolean => !whole || word.text === "-" || unitOf(word.text) !== undefined || MEASURES.has(word.text.toLowerCase());
    let words = 0;
    for (let j = i + 1; j < t.length && words < 2 && (t[j]!.type === "word" || t[j]!.text === "-") && describes(t[j]!); j++) {
      skip.add(j);
      if (t[j]!.type === "word") words++;
    }
  });
  return t.filter((_, i) => !skip.has(i));
}

/** Words that say a comparison is of the places' numbers ("a lower house number"). */
const NUMBER_NOUNS: ReadonlySet<string> = new Set(["number", "numbers", "numbered"]);

/** The ordered category a comparative or superlative means. */
function orderedCategory(
  degree: Degree, word: Token, said: Token[], context: Context, place: Span, amount?: number, unit?: string, event = false, unitWords: readonly string[] = [],
  own?: readonly Token[],
): Resolved<OrderedCategory> {
  // (With the amount's unit, when the amount was written as a value: "scored 8 points more", where "8 points" is a score.)
  const clueWords = [...said.map((t) => t.text), ...unitWords];
  // (The comparison's own words, for the words of a category's line: see candidatesFor.)
  const linkWords = own ? [...own.map((t) => t.text), ...unitWords] : clueWords;
  const ordered = orderedCategories(context, false).filter((c) => c.index !== context.excluded);
  let candidates = candidatesFor(degree, clueWords, ordered, amount, unit, linkWords);
  // "finished 3 points behind Alf", "2 fewer medals than": an amount counted in a noun that names one category
  // (Points, Medals) is on that category, whatever else the comparison could order (Alf's birth year).
  // (Not a time's before or after: "arrived 2 nights after Ben" orders the days of arrival, "nights" says how long.)
  if (amount !== undefined && unit === undefined && (degree.dimension !== "time" || degree.scale === "lead")) {
    const counted = ordered.filter((c) => orientation(degree, c) !== undefined && hasDifference(c.numbers, amount)
      && nameWords(c).some((w) => w.length > 2 && unitWords.includes(singularOf(w))));
    if (counted.length === 1) candidates = counted;
    // ("finished 2 points behind" where no category counts points is no difference of minutes or years: an error.
    // A place ahead or behind counts placings, whatever their category is called.)
    const noun = unitWords.find((w) => /^\p{L}{3,}$/u.test(w) && degreeOf(w) === undefined && !/^(?:than|more|less|fewer)$/u.test(w));
    // (Places, spots or people ahead count placings or places in a queue, however written: "1st" or "1"; points, votes
    // or goals count a score however its category is named: "Score: 10, 20, …".)
    const placings = ordered.some((c) => isOrdinals(c.values) || measureOf(c) === "rank") && /^(?:place|spot|position|rank|person|people)$/u.test(noun ?? "");
    const scored = (c: OrderedCategory): boolean => measureOf(c) === "score" && /^(?:point|vote|goal|mark|run)$/u.test(noun ?? "");
    const named = (c: OrderedCategory): boolean => scored(c) || [c.name, ...c.values].some((v) => nounsOf(v).includes(noun!));
    if (degree.scale === "lead" && noun !== undefined && counted.length === 0 && !placings && !ordered.some(named)) {
      return fail(diagnostics.unreadableLink(place, `${amount} ${amount === 1 ? noun : pluralOf(noun)}`, `no category of the puzzle counts ${pluralOf(noun)}`));
    }
  }
  const positions = orderedCategories(context, true).filter((c) => context.categories[c.index]!.positional);
  const resulting = said.some(isResulting);
  // "Ann finished ahead of Ben" is how a contest ended, never a year of school (Grade: 9th, 10th, …).
  if (resulting) candidates = candidates.filter((c) => measureOf(c) !== "level");
  // "Dulcie finished behind Alf": how a contest ended is no year of birth or of joining; where the comparison
  // would be on such years only, it is on the one other category it can order, if there is one.
  // (Ahead and behind only, with no amount in years: "came out a year after" is a year of release.)
  // (Only onto a result: points, placings, the times or reach of a contest; "finished behind" is no age or weight.)
  if (resulting && degree.scale === "lead" && unit === undefined && candidates.length > 0 && candidates.every(isYears)) {
    const outcome = (c: OrderedCategory): boolean => measureOf(c) === "score" || measureOf(c) === "duration" || isOrdinals(c.values) || (c.reach === true && isReach(measureOf(c)));
    const others = candidatesFor(degree, clueWords, ordered.filter((c) => !isYears(c) && outcome(c)), amount, unit, linkWords);
    candidates = others.length === 1 ? others : [];
  }
  // ("swam next to her, yet finished behind her": a result on a timeline is no place in the row, whatever else the
  // clue says of the row; but "comes right after" on ages and weights is the row's. Nor is "the first to arrive": `event`.)
  // (Nor is "finished last" where there are placings, 1st to 5th: that is the placing.)
  // (Nor, after such a verb, in a contest of points or of reach: "finished behind Niko" in a javelin final is a shorter throw.)
  const result = (c: OrderedCategory): boolean => measureOf(c) === "score" || (c.reach === true && isReach(measureOf(c)));
  const timed = resulting && candidates.some((c) => isTimeline(c) || isOrdinals(context.categories[c.index]!.values) || result(c));
  // (Nor is "finished three points behind": an amount in the unit of one category's values is on that category.)
  const inUnit = (c: OrderedCategory): boolean => unitWords.length > 0
    && context.categories[c.index]!.values.every((v) => v.toLowerCase().split(/[^\p{L}]+/u).some((w) => unitWords.includes(singularOf(w))));
  const measured = candidates.filter(inUnit).length === 1;
  if (degree.dimension === "time" && positions.length > 0 && !event && !timed && !measured) {
    const named = candidatesFor(degree, clueWords, ordered.concat(positions), amount, unit, linkWords);
    if (candidates.length !== 1 || named.length === 1) candidates = named;
  }
  // "Elif's house number is lower than Hector's": the places' own numbers, compared as numbers (lower is to the left).
  if (candidates.length === 0 && positions.length > 0 && clueWords.some((w) => NUMBER_NOUNS.has(w))) {
    candidates = candidatesFor(degree, clueWords, positions.map((c) => ({ ...c, name: "number" })), amount, unit, linkWords);
  }
  // "placed higher than", "finished ahead of", "the winner": a result, so the placings where there are some.
  // "simmered 2 hours less": the category whose values are in hours (or times of day), where several could be "less".
  if (candidates.length > 1 && unit !== undefined) {
    const inUnit = candidates.filter((c) => {
      const values = context.categories[c.index]!.values;
      return values.every((v) => v.toLowerCase().split(/[^\p{L}]+/u).some((w) => unitOf(w) === unit)) || (isPointInTime(values) && measure(values, unit) !== undefined);
    });
    if (inUnit.length === 1) candidates = inUnit;
  }
  const won = /^(?:won|wins?|winning|winner|champion|victor)$/u.test(word.text);
  if (candidates.length > 1 && (won || resulting)) {
    const placings = candidates.filter((c) => isOrdinals(context.categories[c.index]!.values));
    // (Else the one result: the points, or the throws of a javelin final; not the bibs or the ages.)
    const results = candidates.filter(result);
    if (placings.length === 1) candidates = placings;
    else if (placings.length === 0 && results.length === 1) candidates = results;
  }
  if (candidates.length === 1) return ok(candidates[0]!);
  const where = { line: place.line, column: place.column, length: place.length };
  if (candidates.length === 0) return fail(diagnostics.noOrderedCategory(where, word.text));
  return fail(diagnostics.twoMeanings(where, candidates.map((c) => `"${word.text}" on ${c.name}`)));
}

function resolve(phrase: Phrase, context: Context): Resolved<Ref> {
  const named = namedThrough(phrase, context);
  if (named) return fail(named);
  if (phrase.type === "value") {
    // "house 3": a bare number after a place noun is the place, not a value spelt with that number ("3 hours").
    const before = context.tokens[indexOf(context, phrase.token) - 1];
    let candidates = context.lexicon.lookup((phrase.token as ClueToken).original);
    const bare = /^\d+$/u.test((phrase.token as ClueToken).original) && before?.type === "word" && isPlaceNoun(before);
    if (bare && !isValueItself(phrase.token, context)) return fail(diagnostics.needsValue(spanOf(phrase.token)));
    // "the third chair" where "third" spells a placing ("3rd"): with a row, the place (the grammar's other reading).
    const next = context.tokens[indexOf(context, phrase.token) + 1];
    if (next && isRowNoun(next) && isOrdinalWord((phrase.token as ClueToken).original.toLowerCase()) && context.categories.some((c) => c.positional)) {
      return fail(diagnostics.needsValue(spanOf(phrase.token, next)));
    }
    const counted = countedNoun(phrase.token, context);
    if (counted) {
      const [written, value] = [(phrase.token as ClueToken).original, context.lexicon.lookup((phrase.token as ClueToken).original)[0]!];
      const name = context.categories[context.order[value.category]!]!.values[value.value]!;
      return fail(diagnostics.countsAnother(spanOf(phrase.token, counted), written, (counted as ClueToken).original ?? counted.text, name));
    }
    const shared = candidates.length > 1;
    if (candidates.length > 1) candidates = pickByCase(phrase.token, candidates, context);
    const byCase = shared && candidates.length === 1;
    if (candidates.length > 1) candidates = pickByContext(phrase.token, candidates, context);
    if (shared && candidates.length === 1) {
      // Never read silently: say how, and why.
      const place = spanOf(phrase.token);
      const written = (phrase.token as ClueToken).original;
      const category = singular(context.categories[context.order[candidates[0]!.category]!]!.name);
      const why = byCase ? (/^\p{Lu}/u.test(written) ? "it is written with a capital, as that value is" : "it is written in lower case, as that value is")
        : "the words around it name that category";
      context.notes?.add(`line ${place.line}, column ${place.column}: "${written}" is read as the ${category} "${written}": ${why}`);
    }
    const chosen = context.choices?.get(choiceKey(spanOf(phrase.token)));
    if (candidates.length > 1 && chosen !== undefined) candidates = candidates.filter((c) => c.category === chosen);
    if (candidates.length !== 1) {
      const where = candidates.map((c) => valueName(context, { category: context.order[c.category]!, value: c.value }));
      const categories = candidates.map((c) => c.category);
      return fail(diagnostics.ambiguousValue(spanOf(phrase.token), (phrase.token as ClueToken).original, where, categories));
    }
    const [id] = candidates;
    const written = (phrase.token as ClueToken).original;
    const name = context.categories[context.order[id!.category]!]!.values[id!.value]!;
    if (unaccented(written).toLowerCase() === unaccented(name).toLowerCase() && written.toLowerCase() !== name.toLowerCase()) {
      const place = spanOf(phrase.token);
      context.notes?.add(`line ${place.line}, column ${place.column}: "${written}" is read as "${name}", written without its accents`);
    }
    return ok({ type: "value", category: context.order[id!.category]!, value: id!.value, span: spanOf(phrase.token) });
  }
  if (phrase.type === "extreme") {
    const span = spanOf(phrase.word, phrase.nouns[phrase.nouns.length - 1] ?? phrase.word);
    if (!standsAsExtreme(phrase, context)) return fail(diagnostics.needsValue(span));
    // ("the fastest to the top": the top of a climb, where one goes, never the highest of something.)
    const at = indexOf(context, phrase.word);
    if (/^(?:top|bottom)$/u.test(String(phrase.word.text)) && phrase.nouns.length === 0 && context.tokens[at - 1]?.text === "the" && context.tokens[at - 2]?.text === "to") {
      return fail(diagnostics.needsValue(span));
    }
    // ("at least $5 more": a bound on an amount, never the least of something.)
    if (/^(?:least|most)$/u.test(String(phrase.word.text)) && context.tokens[indexOf(context, phrase.word) - 1]?.text === "at") return fail(diagnostics.needsValue(span));
    // "the first spot" in a row of places is the place (see the position phrase below), not a time.
    if (phrase.nouns.some(isTimeOrPlace) && context.categories.some((c) => c.positional)) return fail(diagnostics.needsValue(span));
    // A superlative's own nouns say most ("the oldest bike"); failing that, the rest of the clue ("paid the least").
    const degree = phrase.verbs ? degreeOfVerbs(phrase.verbs, context) : degreeOf(phrase.word.value)!;
    if (!degree) {
      const words = phrase.verbs!.map((t) => (t as ClueToken).original ?? t.text).join(" ");
      return fail(diagnostics.unreadableLink(spanOf(phrase.verbs![0]!, phrase.verbs!.at(-1)!), words, "it does not compare, so it names no one first or last"));
    }
    // ("was beaten by everyone else": the word that compares is "beaten".)
    const word = (phrase.verbs && comparingWord(phrase.verbs)) ?? phrase.verbs?.find((t) => !isEmptyWord(String(t.value))) ?? phrase.word;
    const own = orderedCategory(degree, word, phrase.nouns, context, span, undefined, undefined, phrase.event);
    const category = own.ok ? own : orderedCategory(degree, word, [...phrase.nouns, ...freeWords(context)], context, span, undefined, undefined, phrase.event);
    if (!category.ok) return category;
    const c = category.value;
    const direction = degree.direction * orientation(degree, c)!;
    const sorted = [...c.numbers].sort((x, y) => (direction > 0 ? y - x : x - y));
    // ("the sixth oldest" of five names nothing.)
    if ((phrase.rank ?? 1) > sorted.length) return fail(diagnostics.needsValue(spanOf(phrase.word, phrase.word)));
    const target = sorted[(phrase.rank ?? 1) - 1]!;
    return ok({ type: "value", category: c.index, value: c.numbers.indexOf(target), span });
  }
  const span = spanOf(phrase.first, phrase.last);
  if (phrase.type === "end") return ok({ type: "end", span });
  // "room 117", with rooms 117, 129, ...: the value, not a place.
  if (phrase.type === "position" && phrase.spelt && isValueItself(phrase.last, context)) {
    return fail(diagnostics.needsValue(span));
  }
  // Several places are no one place: only "X is in an odd-numbered house" reads them (see `binary`).
  if (phrase.type === "places") return fail(diagnostics.needsValue(span));
  // "newer than both of its neighbours": the places either side of a place in the row; of anything else, not read.
  if (phrase.type === "neighbour") {
    const of = resolve(phrase.of, context);
    if (!of.ok) return of;
    const written = context.line.text.slice(span.column - context.line.column, span.column - context.line.column + span.length);
    if (of.value.type !== "position") {
      return fail(diagnostics.unreadableLink(span, written, "cluegrid reads the neighbours of a place in the row only (\"the painting in the middle\"), not of a value, whose place it does not know"));
    }
    const place = of.value.position + phrase.side;
    if (place < 1 || place > context.size) return fail(diagnostics.badPosition(span, `a neighbour on the ${phrase.side < 0 ? "left" : "right"} of position ${of.value.position}`, context.size));
    return ok({ type: "position", position: place, span });
  }
  // "the first to arrive", "the last stall to open": an order of events, not a place in the row.
  let after = indexOf(context, phrase.last);
  // The place's noun may have been left to the words after it ("the last | stall to open").
  if (context.tokens[after + 1]?.type === "word" && context.tokens[after + 2]?.text === "to") after++;
  const next = context.tokens[after + 1];
  const verb = context.tokens[after + 2];
  if (next?.text === "to" && verb?.type === "word" && isVerbForm(String(verb.value))) {
    return fail(diagnostics.unreadableLink(spanOf(next, verb), `to ${(verb as ClueToken).original}`, "a place followed by what happens there first or last is an order of events, not a place in the row"));
  }
  // "the last slot" in a puzzle with no row: the latest time, the other reading of it (see usesPlaces).
  if (isTimeOrPlace(phrase.last) && !context.categories.some((c) => c.positional)) return fail(diagnostics.needsValue(span));
  if (timeNotPlace(phrase, context.tokens, context.categories.some((c) => !c.positional && c.numbers !== undefined && isTimeline(c)))) return fail(diagnostics.needsValue(span));
  // "the 11th floor" with floors 2, 5, 8, 11: the value, where the noun names a category of numbers that has it.
  const noun = singularOf(String(phrase.last.value).toLowerCase());
  // (Not a category numbered as the row is, 1 to n: "the first wheel", with wheels 1 to 4, is the place.)
  const rowLike = (numbers: readonly number[]): boolean => numbers.every((x, i) => x === i + 1);
  // (Only things numbered so, "the 2nd floor"; "the second prize" is a rank.)
  const numbered = NUMBERED_THINGS.has(noun) ? context.categories.findIndex((c) => !c.positional && c.numbers !== undefined && !rowLike([...c.numbers].sort((x, y) => x - y))
    && c.numbers.includes(phrase.position) && nounsOf(c.name).includes(noun)) : -1;
  if (phrase.position > 0 && phrase.first !== phrase.last && numbered >= 0) {
    return ok({ type: "value", category: numbered, value: context.categories[numbered]!.numbers!.indexOf(phrase.position), span });
  }
  const n = context.size;
  const what = phrase.position === 0 ? "a middle position" : `position ${phrase.position}`;
  const position = phrase.position === 0 ? (n + 1) / 2 : phrase.position < 0 ? n + 1 + phrase.position : phrase.position;
  if (!Number.isInteger(position) || position < 1 || position > n) return fail(diagnostics.badPosition(span, what, n));
  // "Rosalind came last", "finished second", with a category of placings (1st, 2nd, …): the placing, row or not.
  const placing = resultOfRace(phrase, context);
  if (placing !== undefined) return ok(nthValue(placing, position, context, span));
  const scoring = scoreOfRace(phrase, context);
  if (scoring !== undefined) return ok(nthValue(scoring, context.size + 1 - position, context, span));
  // "Fiona presented second", in a puzzle with no row: the second of its times; with a row too, after a verb
  // of an event ("Ursula checked in first"), not of where one is ("sat first", "is first").
  const row = context.categories.some((c) => c.positional);
  // ("the last to touch the wall", "the first to arrive": the order in which things happened, never a place.)
  const event = toDo(phrase, context.tokens);
  const order = row && !event && !afterEvent(phrase, context.tokens) ? undefined : orderOfEvents(phrase, context.tokens, context.categories);
  if (order !== undefined) return ok(nthValue(order, position, context, span));
  // "Ignatius came last": the last of the ranks, not a place in a row. ("in heat 2", "wore bib 2": no rank, no place: not read.)
  if (context.rank !== undefined && phrase.first !== phrase.last && phrase.first.type === "word" && !isPlaceNoun(phrase.first)
    && !/^(?:place|position|number|rank|spot|no)s?$/u.test(String(phrase.first.value))) {
    return fail(diagnostics.unreadableLink(span, `${(phrase.first as ClueToken).original ?? phrase.first.text} ${phrase.last.text}`, "it is no place in a row and no placing"));
  }
  if (context.rank !== undefined) return ok(nthValue(context.rank, position, context, span));
  if (event) {
    const done = context.tokens[indexOf(context, phrase.last) + 2]!;
    return fail(diagnostics.orderOfEvent(spanOf(phrase.first, done), `${phrase.first.text} to ${done.text}`));
  }
  return ok({ type: "position", position, span });
}

/** The value of an ordered category that is `rank`-th (from 1) by its numbers, the smallest first. */
function nthValue(category: number, rank: number, context: Context, span: Span): ValueRef {
  const numbers = context.categories[category]!.numbers!;
  const target = [...numbers].sort((x, y) => x - y)[rank - 1]!;
  return { type: "value", category, value: numbers.indexOf(target), span };
}

/**
 * An ordinal alone ("presented second", "wasn't first", "came last") names
 * no place by itself where the puzzle has a timeline and no row: it is then
 * the k-th of that timeline's times, earliest first. Returns that category's
 * index, or undefined (no such ordinal, no single timeline).
 */
export function orderOfEvents(phrase: Extract<Phrase, { type: "position" }>, tokens: readonly Token[], categories: readonly Pick<Category, "name" | "values" | "numbers" | "positional">[]): number | undefined {
  if (!ordinalAlone(phrase, tokens)) return undefined;
  const timelines = categories.flatMap((c, i) => (!c.positional && c.numbers !== undefined && isTimeline(c) ? [i] : []));
  return timelines.length === 1 ? timelines[0] : undefined;
}


/**
 * An ordinal alone after a verb of a result ("came last", "finished
 * second", "placed third") where a category holds placings written as
 * ordinals (1st, 2nd, …): that category's index; else undefined.
 */
function resultOfRace(phrase: Extract<Phrase, { type: "position" }>, context: Context): number | undefined {
  if (!afterResult(phrase, context.tokens)) return undefined;
  const placings = context.categories.flatMap((c, i) => (!c.positional && c.numbers !== undefined && isOrdinals(c.values) ? [i] : []));
  return placings.length === 1 ? placings[0] : undefined;
}

/**
 * "Lyle's team came in last", "finished first", where a category holds
 * scores (points) and none placings: that category's index (first is the
 * most points); else undefined.
 */
function scoreOfRace(phrase: Extract<Phrase, { type: "position" }>, context: Context): number | undefined {
  return afterResult(phrase, context.tokens) ? pointsCategory(context.categories, isReachContest(context.vocabulary)) : undefined;
}

/**
 * The one category of points a result is counted in ("34 points"), where no
 * placings or times are there to win a race by; not scores that are no
 * points (a golf round's 68). Its index, or undefined.
 */
export function pointsCategory(categories: readonly Pick<Category, "name" | "values" | "numbers" | "positional">[], reach = false): number | undefined {
  const ordered = categories.filter((c) => !c.positional && c.numbers !== undefined);
  if (ordered.some((c) => isOrdinals(c.values) || isTimeline(c))) return undefined;
  const scores = categories.flatMap((c, i) => (!c.positional && c.numbers !== undefined && c.values.every((v) => /\d\s*(?:points?|pts|goals?|votes?)$/iu.test(v)) ? [i] : []));
  if (scores.length === 1 || !reach) return scores.length === 1 ? scores[0] : undefined;
  // (In a contest of reach, "came last" is the shortest throw or the lowest jump: the one category of distances or heights.)
  const reached = categories.flatMap((c, i) => (!c.positional && c.numbers !== undefined
    && isReach(measureOf({ name: c.name, values: c.values, numbers: c.numbers })) ? [i] : []));
  return reached.length === 1 ? reached[0] : undefined;
}

/** An ordinal alone right after a verb of a result: "came last", "finished second", "came in first". */
function afterResult(phrase: Extract<Phrase, { type: "position" }>, tokens: readonly Token[]): boolean {
  if (phrase.first !== phrase.last || phrase.spelt || phrase.position === 0) return false;
  const at = indexIn(tokens, phrase.first);
  const before = verbBefore(tokens, at);
  return isResulting(before) || (["in", "home"].includes(before?.text ?? "") && isResulting(tokens[at - 2]));
}

/** Verbs of taking food in: what one "can't eat" or "cannot drink" is what one avoids. */
const CONSUMING: ReadonlySet<string> = new Set(["eat", "drink", "digest", "swallow", "touch"]);

/**
 * Whether a link says only what one cannot eat or drink: "can't eat",
 * "cannot drink", "couldn't touch" (not "can't be allergic to", "cannot
 * hate": those deny).
 */
function cannot(tokens: readonly Token[], context: Context): boolean {
  const words = tokens.filter((t) => t.type === "word" && !/^(?:ca|can|could)$/u.test(String(t.value)));
  if (words.length !== 1 || !lemmasOf(String(words[0]!.value)).some((l) => CONSUMING.has(l))) return false;
  if (tokens.some((t) => /^(?:ca|can|cannot|could)$/u.test(String(t.value)))) return true;
  const at = indexOf(context, tokens[0]!);
  const [before, modal] = [context.tokens[at - 1], context.tokens[at - 2]];
  return at > 0 && (before?.text === "cannot" || (before?.type === "nt" && /^(?:ca|could)$/u.test(String(modal?.value))));
}

/** Whether a word is a verb of how one ended a contest ("finished", "came", "placed"). */
export const isResulting = (t: Token | undefined): boolean => t?.type === "word" && lemmasOf(String(t.value)).some((l) => RESULTING.has(l));

/** Verbs of how one ended a contest: "came last", "finished second"; "Where did Cordelia finish?" (question.ts). */
export const RESULTING: ReadonlySet<string> = new Set(["come", "finish", "place", "rank", "end"]);

/** Whether a token is written exactly as some value is ("117" of rooms 117, 129, …), not a form of one ("3" of "3 hours"). */
/**
 * The noun a number counts when it is some other thing than the value spelt with it:
 * "three chairs to the right" where Experience is "3 years". A value with a
 * unit is not named by its number before another plural noun.
 */
function countedNoun(token: Token, context: Context): Token | undefined {
  const written = (token as ClueToken).original;
  if (!/^\d+$/u.test(written) && !isCount(written.toLowerCase())) return undefined;
  const next = context.tokens[indexOf(context, token) + 1];
  if (next?.type !== "word") return undefined;
  const noun = String(next.value);
  if (!isNounForm(noun) || singularOf(noun) === noun) return undefined;
  const ids = context.lexicon.lookup(written);
  // "arrived 5 minutes before": minutes, not seat 5.
  if (ids.length > 0 && ids.every((c) => context.categories[context.order[c.category]!]!.positional) && unitOf(noun) !== undefined) return next;
  const units = ids.flatMap((c) => {
    const name = context.categories[context.order[c.category]!]!.values[c.value]!;
    return nounsOf(name);
  });
  return units.length > 0 && !units.includes(singularOf(noun)) && !isValueItself(token, context) ? next : undefined;
}

function isValueItself(token: Token, context: Context): boolean {
  const written = (token as ClueToken).original;
  return context.lexicon.lookup(written).some((c) => context.categories[context.order[c.category]!]!.values[c.value]!.trim() === written);
}

/** A place as a value of the position category, for clues that treat it like any value. */
function asValue(ref: Ref, context: Context): ValueRef | undefined {
  if (ref.type === "value") return ref;
  if (ref.type === "position") {
    const positions = context.categories.findIndex((c) => c.positional);
    if (positions >= 0) return { type: "value", category: positions, value: ref.position - 1, span: ref.span };
  }
  return undefined;
}

/** One referring phrase as a value (a place as a value of the position category): what a question is about. */
export function resolveValue(p: Phrase, context: Context): Resolved<ValueRef> {
  const r = resolve(p, context);
  if (!r.ok) return r;
  const v = asValue(r.value, context);
  return v ? ok(v) : fail(diagnostics.needsValue(r.value.span));
}

function resolveAll(phrases: Phrase[], context: Context): Resolved<ValueRef[]> {
  const out: ValueRef[] = [];
  for (const p of phrases) {
    const r = resolve(p, context);
    if (!r.ok) return r;
    const v = asValue(r.value, context);
    if (!v) return fail(diagnostics.needsValue(r.value.span));
    out.push(v);
  }
  return ok(out);
}

/** The word of a verb group that compares ("outscored", "beat"), if one does by itself. */
const comparingWord = (tokens: readonly Token[]): Token | undefined => tokens.find((t) => senseOfWord(String(t.value))?.kind === "compare");

/** What a verb that compares says as a degree ("outscored": more points; "was beaten by": less good). */
function degreeOfVerbs(verbs: readonly Token[], context: Context): Degree | undefined {
  const meaning = linkMeaning(linkWords(verbs), context.vocabulary);
  if (meaning.kind !== "compare") return undefined;
  return { dimension: meaning.scale === "speed" ? "speed" : meaning.scale === "age" ? "age" : "any", scale: meaning.scale, direction: meaning.direction };
}

/** A link as its words mean it: a comparison made by a verb ("beat") carries its own degree. */
type ReadLink = Omit<Link, "relation"> & { relation: Link["relation"] | "differ"; degree?: Degree };

/** The text of a phrase as the clue writes it, with its article. */
function phraseText(p: Phrase, context: Context): string {
  const first = p.type === "value" ? p.token : p.type === "extreme" ? p.word : p.first;
  const last = p.type === "value" ? p.token : p.type === "extreme" ? p.nouns.at(-1) ?? p.word : p.last;
  const at = indexOf(context, first);
  const article = at > 0 && ["the", "a", "an"].includes(context.tokens[at - 1]!.text) ? context.tokens[at - 1]! : first;
  const span = spanOf(article, last);
  const start = span.column - context.line.column;
  return context.line.text.slice(start, start + span.length);
}

/** The words of a verb group as the link lexicon reads them. */
const linkWords = (tokens: readonly Token[]): { text: string; keyword: boolean }[] =>
  tokens.filter((t) => t.type === "word" || t.type === "kw").map((t) => ({ text: String(t.value), keyword: t.type === "kw" }));

/** The link of a binary reading as its words mean it, or why they cannot be read. */
/**
 * The vocabulary a link between two refs is read with: that of the one
 * category among theirs that is neither the names nor the places (what is
 * owned, eaten, hated; of a job and a food, the food), else the puzzle's.
 */
function vocabularyFor(refs: readonly Ref[] | undefined, context: Context, objectFirst = false): ReadonlySet<string> {
  if (!refs || !context.vocabularies) return context.vocabulary;
  const names = namesCategory(context);
  let things = [...new Set(refs.flatMap((r) => (r.type === "value" && !context.categories[r.category]!.positional && r.category !== names ? [r.category] : [])))];
  // (Of a job and a food, the food: "the nurse hates olives".)
  if (things.length > 1) things = things.filter((c) => !ofPeople(context.categories[c]!));
  // (Of a link's two things, the object's, unless the link is a passive: "the teapot collector can't stand liver".)
  if (things.length === 2 && refs.length === 2 && objectFirst) things = things.slice(-1);
  return things.length === 1 ? context.vocabularies[things[0]!]! : context.vocabulary;
}

/** The vocabulary of one value's category, if the token names one value. */
function ownVocabulary(token: Token, context: Context): ReadonlySet<string> | undefined {
  const ids = token.type === "value" ? context.lexicon.lookup((token as ClueToken).original) : [];
  return ids.length === 1 ? context.vocabularies?.[context.order[ids[0]!.category]!] : undefined;
}

/** The vocabulary for the words beside a value: its category's, else the clue's. */
const valueVocabulary = (token: Token, context: Context): ReadonlySet<string> => ownVocabulary(token, context) ?? clueVocabulary(context);

/** The vocabulary for words around a clue's values, before they are resolved: as `vocabularyFor` the values the clue names (once per clue). */
function clueVocabulary(context: Context): ReadonlySet<string> {
  if (!context.vocabularies) return context.vocabulary;
  let found = clueVocabularies.get(context.tokens);
  if (!found) {
    const refs = context.tokens.flatMap((t): Ref[] => {
      if (t.type !== "value") return [];
      const ids = context.lexicon.lookup(t.original);
      return ids.length === 1 ? [{ type: "value", category: context.order[ids[0]!.category]!, value: ids[0]!.value, span: spanOf(t) }] : [];
    });
    found = vocabularyFor(refs, context);
    clueVocabularies.set(context.tokens, found);
  }
  return found;
}
const clueVocabularies = new WeakMap<readonly Token[], ReadonlySet<string>>();

function meaningOfLink(reading: Extract<Reading, { kind: "binary" }>, context: Context, refs?: [Ref, Ref]): Resolved<ReadLink> {
  const { link } = reading;
  let tokens = wordsBetween(reading, context) ?? (link.verbs ?? []).filter((t) => t.type === "word" || t.type === "kw");
  // "The gin hater grows irises", where one hates gin: "hater" is the subject's own noun, read with gin's words.
  const subject = reading.a.type === "value" ? reading.a.token : undefined;
  const own = tokens[0];
  // Elsewhere "the Jaguar hater" is someone who hates it, and names no one value.
  if (subject && own && tokens.length > 1 && indexOf(context, own) === indexOf(context, subject) + 1
    && isPersonNoun(String(own.value)) && headSense(String(own.value))?.kind === "deny") {
    if (linkMeaning(linkWords([own]), valueVocabulary(subject, context)).kind !== "assert") {
      return fail(diagnostics.unreadableLink(spanOf(own), (own as ClueToken).original ?? own.text, "a phrase with this word names no one value; name the value itself"));
    }
    tokens = tokens.slice(1);
  }
  // ("Celery is disliked by the tortoise owner": a passive's object is the one who dislikes.)
  const vocabulary = vocabularyFor(refs, context, !tokens.some((t) => t.value === "by"));
  const meaning = linkMeaning(linkWords(tokens), vocabulary);
  const word = (i: number): Token => tokens[i]!;
  const whole = tokens.length > 0 ? spanOf(tokens[0]!, tokens.at(-1)!) : undefined;
  const written = (t: Token): string => (t as ClueToken).original ?? t.text;
  const group = (): string => tokens.map(written).join(" ");
  // "cost forty cents more than": a count between the two things compared is the difference, never part of a verb or a name.
  if (link.relation === "compare" && link.amount === undefined && (valueSpan(reading, context)?.between ?? tokens).some((t) => t.type === "word" && isNumberWord(t))) {
    return fail(diagnostics.unreadableLink(whole!, group(), "a number here is the difference"));
  }
  // "by 4 points" after a verb that does not compare says by how much of nothing.
  if (link.relation === "same" && link.amount !== undefined && meaning.kind !== "compare" && meaning.kind !== "unknown") {
    const at = whole ?? spanOf(link.unitWords?.[0] ?? link.verbs?.[0] ?? (reading.a as { token: Token }).token);
    return fail(diagnostics.unreadableLink(at, group(), "a difference needs a word that compares (\"outscored\", \"beat\", \"more than\")"));
  }
  // "did her exploring outside Warren County": not in that region ("parked outside the yellow house" is in front of it,
  // so at it, as "in front of" is).
  const outside = tokens.at(-1)?.text === "outside" || (tokens.at(-1)?.text === "the" && tokens.at(-2)?.text === "outside") ? tokens.map((t) => t.text).lastIndexOf("outside") : -1;
  if (outside >= 0 && link.relation === "same" && meaning.kind === "assert") {
    const b = refs?.[1];
    const after = reading.b.type === "value" ? context.tokens[indexOf(context, reading.b.token) + 1] : undefined;
    const region = b?.type === "value" && (context.categories[b.category]!.name.split(/\s+/u).some(isRegionNoun) || (after?.type === "word" && isRegionNoun(String(after.value))));
    if (region) return ok({ ...link, negated: !link.negated });
  }
  switch (meaning.kind) {
    case "assert":
      // "Gertrude can't stand olives", where each one's food is the one they can't stand: she has the olives.
      // (Not where the "can't" is a phrase's own: "Solomon is not the one who can't stand anchovies" denies.)
      const ownNegation = link.relation === "same" && link.negated && vocabulary.has(DENIED_VALUES) && !reading.a.cannot && !reading.b.cannot;
      if (ownNegation && tokens.some((t) => isTolerating(String(t.value)))) return ok({ ...link, negated: false });
      // So too "can't eat gluten", where each one's food is the one they avoid: what one cannot have is that one.
      if (ownNegation && cannot(tokens, context)) return ok({ ...link, negated: false });
      // "charges half as much as": words that compare are no plain link, however the grammar split them.
      // (With the negation: "isn't as old as". Not across two statements joined: "…, and he doesn't play …".)
      // (The denial said apart counts: "…, but he wasn't as quick as Tom" compares.)
      const denial = link.negated ? [{ type: "kw", value: "not", text: "not" } as Token] : [];
      // (So do words the other phrase took in: "as | quick as Tom".)
      const taken = [...(reading.b.head ?? []), ...(reading.b.via ?? [])];
      if (link.relation === "same" && comparesIn([...denial, ...(wordsBetween(reading, context) ? valueSpan(reading, context)!.between : [...tokens, ...taken])])) return fail(diagnostics.unreadableLink(whole!, group(), "it compares"));
      return ok(link);
    case "unknown": {
      // Right before a place in the row, any English verb says where ("is stored somewhere to the right of").
      if (["nextTo", "leftOf", "rightOf"].includes(link.relation) && isEnglishWord(written(word(meaning.word)))
        && tokens.slice(meaning.word + 1).every((t) => t.type === "kw" || isEmptyWord(String(t.value)))) return ok(link);
      if (refs && isEnglishWord(written(word(meaning.word))) && timedIn(tokens, reading, refs, context)) return ok(link);
      // Before a place in the row ("is moored exactly in the middle", "is parked at one end"), any English verb says where.
      if (refs && link.relation === "same" && (refs[1].type === "position" || refs[1].type === "end") && isVerbForm(written(word(meaning.word)))
        && tokens.slice(meaning.word + 1).every((t) => t.type === "kw" || isEmptyWord(String(t.value)))) return ok(link);
      // Before a comparative that makes an extreme ("was cleared faster than any other room"), any English verb only says what is measured.
      if (reading.b.type === "extreme" && link.relation === "same" && !link.negated
        && isVerbForm(written(word(meaning.word))) && tokens.slice(meaning.word + 1).every((t) => t.type === "kw" || isEmptyWord(String(t.value)))) return ok(link);
      // Before an amount in a unit ("is lugging 3 kg more than"), any English verb only says what is measured.
      if (link.relation === "compare" && (link.unitWords?.length ?? 0) > 0 && isVerbForm(written(word(meaning.word)))) return ok(link);
      const t = word(meaning.word);
      return fail(diagnostics.unknownLink(spanOf(t), written(t), phraseText(reading.a, context), phraseText(reading.b, context), isEnglishWord(written(t))));
    }
    case "conflict":
      return fail(diagnostics.unreadableLink(whole!, group(), `"${written(word(meaning.words[0]))}" and "${written(word(meaning.words[1]))}" say different things`));
    case "tolerate":
      // "can't abide" denies; "stands next to" only places. Of a category of what each can't stand ("one hates
      // olives"), it names that one: "Gertrude can't stand olives" gives her the olives.
      if (link.relation === "same" && link.negated && vocabulary.has(DENIED_VALUES)) return ok({ ...link, negated: false });
      return ok(link);
    case "deny":
      if (link.relation !== "same") return fail(diagnostics.unreadableLink(whole!, group(), "it denies a link, and cluegrid reads a denial only between two things (\"A dislikes B\")"));
      // "is never without his eucalyptus drops", "never travels without a compass": always with it.
      if (link.negated && tokens.some((t) => t.value === "without")) return ok({ ...link, negated: false });
      // "is not averse to darts": likes it.
      // (Of a thing, not a person: "is not averse to the one who drinks tea" says nothing of her drink.)
      if (link.negated && tokens.some((t) => isLitotes(String(t.value))) && !reading.b.via && !namesSomeone(reading.b, context)) return ok({ ...link, negated: false });
      if (link.negated) return fail(diagnostics.unreadableLink(whole!, group(), "a denial denied says nothing certain about the grid; write \"A is B\" or \"A is not B\""));
      return ok({ ...link, negated: true });
    case "differ": {
      if (link.relation !== "same") return ok(link);
      // "visited Paris": with a thing, not a person, some of these assert.
      // Each side is a person by its own words, or by a noun for people next to the relation ("visited the person with the pony").
      const after = tokens.slice(meaning.word + 1).some((t) => t.type === "word" && isPersonNoun(String(t.value)));
      const before = context.tokens.some((t) => t.offset < Math.min(...tokens.map((w) => w.offset)) && t.type === "word" && isPersonNoun(String(t.value)));
      const people = (namesPerson(reading.a, context) || before) && (namesPerson(reading.b, context) || after);
      // "lives near the station" is at it; near a person (named, or through a clause: "near the one who owns the cat")
      // is not being her; how near two people live is not read.
      if (/^(?:near|close|nearby)$/u.test(String(word(meaning.word).value))) {
        if (reading.b.type === "value" && !namesSomeone(reading.b, context)) return ok(link);
        if (refs && refs[0].type === "value" && refs[1].type === "value" && refs[0].category === refs[1].category) {
          return fail(diagnostics.unreadableLink(whole!, group(), "cluegrid does not read how near two people are; write \"next to\" if that is meant"));
        }
        return link.negated ? fail(diagnostics.unreadableLink(whole!, group(), "it says nothing certain about the grid")) : ok({ ...link, relation: "differ" });
      }
      if (meaning.withThing === "assert" && !people) return ok(link);
      // Between two categories of people ("Interpreters", "Students"), such a verb is what pairs them: "Joann works with Karla".
      if (pairsPeople(context)) return ok(link);
      if (link.negated) return fail(diagnostics.unreadableLink(whole!, group(), "it says nothing certain about the grid; write \"A is not B\" if that is meant"));
      return ok({ ...link, relation: "differ" });
    }
    case "compare": {
      if (link.relation !== "same" || tokens.length === 0) return fail(diagnostics.unreadableLink(whole!, group(), "it compares twice"));
      const verb = comparingWord(tokens) ?? tokens[0]!;
      const degree = degreeOfVerbs(tokens, context)!;
      return ok({ ...link, relation: "compare", word: verb, degree, words: tokens, immediate: false });
    }
  }
}

/**
 * Whether a link of verbs cluegrid does not know ends in "in" before a
 * duration: "touched the wall in 57 seconds", "crossed the line in 31
 * minutes". Whatever was done, it took that long: the link asserts.
 */
function timedIn(tokens: readonly Token[], reading: Extract<Reading, { kind: "binary" }>, refs: [Ref, Ref], context: Context): boolean {
  if (reading.link.relation !== "same" || reading.link.negated || tokens.at(-1)?.text !== "in") return false;
  const span = valueSpan(reading, context);
  if (!span) return false;
  const later = refs[span.to === (reading.a as { token?: Token }).token ? 0 : 1];
  if (later.type !== "value") return false;
  const category = context.categories[later.category]!;
  const numbers = quantitiesOf(category.values, category.name);
  return numbers !== undefined && measureOf({ name: category.name, values: category.values, numbers }) === "duration";
}

/**
 * The words between the two things a binary reading relates, in the order
 * written ("despises the" in "Nadia despises the jazz fan"): whatever way
 * the grammar split them between the link and the phrases, these are what
 * the link says. Words the grammar reads itself (places, comparisons,
 * amounts) are left out. Undefined when a phrase has no token of its own.
 */
function wordsBetween(reading: Extract<Reading, { kind: "binary" }>, context: Context): Token[] | undefined {
  const span = valueSpan(reading, context);
  // ("… though he refuses to touch it": the link is the verbs before "it", not the words between the two; so too
  // wherever a pronoun stands for one of them: "Ann owns the cat, and she never stops fussing over it" is not "owns the".)
  if (!span || reading.link.relation !== "same" || reading.echo || reading.pronoun) return undefined;
  // Two statements joined ("A adopted B, and his pet is C"): the words between are not one link.
  if (span.between.some((t) => t.type === "value" || t.text === "and" || t.text === "but" || t.text === ";" || t.text === ",")) return undefined;
  return span.between.filter((t) => t.type === "word" || t.type === "kw");
}

/**
 * The two value tokens a binary reading relates, in the order written, and
 * the tokens between them; undefined when a side is no value (a place, an
 * extreme).
 */
function valueSpan(reading: Extract<Reading, { kind: "binary" }>, context: Context): { from: Token; to: Token; between: Token[] } | undefined {
  if (reading.a.type !== "value" || reading.b.type !== "value") return undefined;
  const [x, y] = [reading.a.token, reading.b.token];
  const [from, to] = x.offset < y.offset ? [x, y] : [y, x];
  return { from, to, between: context.tokens.filter((t) => t.offset > from.offset && t.offset < to.offset) };
}

/**
 * Why the words around the two things a binary reading relates cannot be
 * read: before the first ("The person who hates tea ...") and after the
 * second ("... the pilot's cousin"), words that deny, compare or relate
 * two people name no one value, and a word cluegrid does not know is not
 * passed over; nor is a relation right after a possessive between them
 * ("The pilot's sister owns the cat"). Spans holding another value or a
 * joined statement are left to that statement's own reading.
 */
function aroundProblem(reading: Extract<Reading, { kind: "binary" }>, context: Context): Diagnostic | undefined {
  const values = valueSpan(reading, context);
  if (!values) return undefined;
  const { from, to, between } = values;
  const tokens = context.tokens;
  const joined = (span: Token[]): boolean => span.some((t) => t.type === "value" || ["and", "but", ";", ",", "or", "nor"].includes(t.text));
  const written = (t: Token): string => (t as ClueToken).original ?? t.text;
  if (!joined(between)) {
    const relation = between.find((t, i) => i > 0 && between[i - 1]!.type === "poss" && t.type === "word" && headSense(String(t.value), clueVocabulary(context))?.kind === "differ"
      && !ownRow(tokens[tokens.indexOf(t as ClueToken) - 2], t, context));
    if (relation) return diagnostics.unreadableLink(spanOf(relation), written(relation), "a phrase with this word names no one value; name the value itself");
    // Before a place in the row, a word that is no English word is not passed over ("Ada snorfled next to Ben").
    if (reading.link.relation !== "same") {
      const words = between.filter((t) => t.type === "word" || t.type === "kw");
      const meaning = linkMeaning(linkWords(words), clueVocabulary(context));
      const foreign = meaning.kind === "unknown" ? words[meaning.word]! : undefined;
      // (A word of one or two letters is an abbreviation or a unit: "cm", "hp", "sq ft".)
      if (foreign && written(foreign).length > 2 && !isEnglishWord(written(foreign))) {
        return diagnostics.unreadableLink(spanOf(foreign), written(foreign), `cluegrid does not know what "${written(foreign)}" says`);
      }
    }
  }
  // (What follows "before anyone else", "than all the others" makes an extreme, which the reading says apart:
  // "Henrietta opens her taco truck before anyone else on the pier".)
  const after = tokens.filter((t) => t.offset > to.offset);
  const extreme = after.findIndex((t, i) => ORDER_WORDS.has(t.text) || t.text === "than" ? after.slice(i + 1, i + 4).some((u) => EVERYONE.has(u.text)) : false);
  for (const [span, value] of [[tokens.filter((t) => t.offset < from.offset), from], [extreme < 0 ? after : after.slice(0, extreme), to]] as const) {
    if (joined(span)) continue;
    // ("… than Frank's wife", Frank a husband: her row.)
    const told = span.filter((t) => t.type !== "punct");
    if (told[0]?.type === "poss" && told.length === 2 && ownRow(value, told[1]!, context)) continue;
    // A category's own noun beside its value is that value's noun ("the Eagle Loop trail", with Trails).
    const words = span.filter((t) => (t.type === "word" || t.type === "kw") && !isCategoryNoun(t, context));
    // Read with the words of the value beside them ("the person who hates gin", where one hates gin).
    const meaning = linkMeaning(linkWords(words), valueVocabulary(value, context));
    const thing = meaning.kind === "differ" && meaning.withThing === "assert";
    if (meaning.kind === "assert" || thing) continue;
    const at = "word" in meaning ? words[meaning.word]! : "words" in meaning ? words[meaning.words[1]]! : words.find((w) => senseOfWord(String(w.value)) !== undefined) ?? words[0]!;
    // A word describing a value ("the sci-fi fan", "the comet orbiting Mars") may be any English word;
    // one that is no English word at all is not passed over.
    if (meaning.kind === "unknown") {
      if (isEnglishWord(written(at)) || tokens[tokens.indexOf(at) - 1]?.text === "-" || tokens[tokens.indexOf(at) + 1]?.text === "-") continue;
      return diagnostics.unreadableLink(spanOf(at), written(at), `cluegrid does not know what "${written(at)}" says, so it cannot tell which value this names`);
    }
    if (meaning.kind === "tolerate") continue;
    return diagnostics.unreadableLink(spanOf(at), written(at), "a phrase with this word names no one value; name the value itself");
  }
  return undefined;
}

/**
 * Whom a pronoun subject means ("…, and she has the red chair"): the
 * subject of the statement before it, unless that statement's object is a
 * person too. Then a name's sex decides ("Tariq sits left of Wanda, and she
 * …": Wanda), when both names have one and only one fits; otherwise the
 * clue must name the person. After a statement that two are one ("Ilse is
 * the dentist, and she …") or are not ("Ilse isn't the dentist, and she …"),
 * it is the subject. The choice is said in the notes. An object pronoun
 * ("…, and the beret wearer lives next door to him") is read the same way,
 * bound to the first statement's subject, save after "is not".
 */
function pronounSubject(reading: Extract<Reading, { kind: "binary" }>, context: Context): Resolved<Phrase> {
  const { pronoun } = reading;
  const word = String(pronoun?.token.value ?? "");
  const bound = pronoun?.object ? reading.b : reading.a;
  if (!pronoun?.before || pronoun.before.b.type !== "value" || word === "it") return ok(bound);
  const rival = pronoun.before.b;
  if (pronoun.before.link.relation === "same") {
    const said = meaningOfLink(pronoun.before, context);
    // (An object pronoun only after two are one: "Ilse isn't the dentist, and Bo sits next to her" could be either.)
    if (said.ok && said.value.relation === "same" && !(pronoun.object && said.value.negated)) return ok(bound);
  }
  const [boundPerson, rivalPerson] = [namesPerson(bound, context), namesPerson(rival, context)];
  // "The Ford is parked right of the camogie player's, and she eats …": "she" is a person, so not the car.
  if (sexOfWord(word) !== undefined && bound.type === "value" && rival.type === "value" && !boundPerson && rivalPerson) {
    const place = spanOf(pronoun.token);
    context.notes?.add(`line ${place.line}, column ${place.column}: "${(pronoun.token as ClueToken).original ?? pronoun.token.text}" is read as "${phraseText(rival, context)}", the person of the two`);
    return ok(rival);
  }
  const written = (pronoun.token as ClueToken).original ?? pronoun.token.text;
  const wanted = sexOfWord(word);
  // Only a name written as one, with a capital ("Wanda"; not "the pilot").
  const sexes = [bound, rival].map(phraseSex);
  // One of the two names is usually the other sex's, the other not: "Leonard … than Dorothy, and he …" is Leonard
  // (names with a sex are people, whatever their category is called: "Stallholder: Maeve, Colm").
  const fits = sexes.map((x) => x !== undefined ? x === wanted : "unknown");
  if (!(boundPerson && rivalPerson) && sexes.some((x) => x === undefined)) return ok(bound);
  // The subject, where its name has the pronoun's sex and the other could be anyone ("Hilda pays £60 less than the vet,
  // and she grows wisteria"), or where neither says and two pronouns name the two ("The nurse paid $3 more than the
  // professor, and her compartment is right of his"): so a reader takes it, and the note says so.
  // (Two pronouns only where the second statement says another kind of thing than the first: "…, and his house is right
  // of hers" after "The nurse lives left of the vet" is the vet's.)
  const kind = (r: Link): string => (r.relation === "compare" ? "compare" : r.relation === "same" ? "same" : "place");
  const across = pronoun.pair && pronoun.before !== undefined && kind(pronoun.before.link) !== kind(reading.link);
  if (wanted && !pronoun.object && ((fits[0] === true && fits[1] === "unknown") || (across && fits.every((x) => x === "unknown")))) {
    const place = spanOf(pronoun.token);
    context.notes?.add(`line ${place.line}, column ${place.column}: "${written}" is read as "${phraseText(bound, context)}", the subject of the statement before it; write "${phraseText(rival, context)}" to mean the other`);
    return ok(bound);
  }
  // (Of an object pronoun where neither's sex is known, the other of the two, as the subject pronoun before it is the
  // first's: "The butler's shoes are larger than the governess's, and he lives right of hers".)
  if (pronoun.object && fits.every((x) => x === "unknown")) return ok(bound);
  // An object pronoun beside a subject pronoun of the other sex names the other of the two: "Fraser stays 3 nights longer
  // than Ella, and he's on a lower floor than her" is Ella, a woman's name, whatever Fraser's is (he is "he").
  const otherSex = wanted && context.tokens.some((t) => (t.value === "he" || t.value === "she") && sexOfWord(String(t.value)) !== wanted);
  if (pronoun.object && otherSex && fits.filter((x) => x === true).length === 1 && fits.includes("unknown")) {
    const chosen = fits[0] === true ? bound : rival;
    const place = spanOf(pronoun.token);
    context.notes?.add(`line ${place.line}, column ${place.column}: "${written}" is read as "${phraseText(chosen, context)}", a ${wanted === "female" ? "woman's" : "man's"} name, beside "${wanted === "female" ? "he" : "she"}"`);
    return ok(chosen);
  }
  if (wanted && fits.filter((x) => x === false).length === 1 && fits.some((x) => x !== false)) {
    const chosen = fits[0] !== false ? bound : rival;
    const other = chosen === bound ? rival : bound;
    const place = spanOf(pronoun.token);
    context.notes?.add(`line ${place.line}, column ${place.column}: "${written}" is read as "${phraseText(chosen, context)}": of "${phraseText(bound, context)}" and "${phraseText(rival, context)}", "${phraseText(other, context)}" is usually a ${wanted === "female" ? "man's" : "woman's"} name`);
    return ok(chosen);
  }
  return fail(diagnostics.unreadableLink(spanOf(pronoun.token), written,
    `it could mean "${phraseText(bound, context)}" or "${phraseText(rival, context)}"; write the name instead of "${written}"`));
}

/** The sex a pronoun says: "she", "her" a woman; "he", "him", "his" a man. */
const sexOfWord = (word: string): "female" | "male" | undefined =>
  word === "she" || word === "her" ? "female" : word === "he" || word === "him" || word === "his" ? "male" : undefined;

/**
 * "The club's highest-rated player …, and she is at board 1": "she" says the
 * player is a woman, so none of the names that are usually a man's (and
 * "he", none of a woman's); a name the lists do not have, or disagree on, is
 * left possible. Not when the subject is a name itself.
 */
function sexOfPronoun(reading: Extract<Reading, { kind: "binary" }>, context: Context, base: { number: number; span: Span }): Clue[] {
  const wanted = sexOfWord(String(reading.pronoun?.token.value ?? ""));
  if (!wanted) return [];
  const subject = pronounSubject(reading, context);
  if (!subject.ok) return [];
  const who = resolve(subject.value, context);
  if (!who.ok || who.value.type !== "value") return [];
  return sexClues(who.value, wanted, reading.pronoun!.token, context, base);
}

/**
 * "The winner drew his rangoli next to Lakshmi's square": a possessive in
 * the verb group, before the thing the subject is linked to, is the
 * subject's own, so it says the subject's sex. Not after a pronoun subject
 * (which says it already).
 */
function sexOfOwn(reading: Extract<Reading, { kind: "binary" }>, context: Context, base: { number: number; span: Span }): Clue[] {
  if (reading.pronoun || (reading.a.type !== "value" && reading.a.type !== "extreme")) return [];
  // (Not in the other's own words: "next to the man who sold his car" is the man's.)
  // (Nor in an extreme the subject is: "The Fairview neighbor adopted her dog most recently", however the words fall.)
  const extreme = reading.link.relation === "same" && !reading.link.negated && reading.b.type === "extreme" ? [...(reading.b.head ?? []), ...(reading.b.via ?? [])] : [];
  const own = possessiveIn([...(reading.a.tail ?? []), ...(reading.link.verbs ?? []), ...extreme], context);
  if (!own) return [];
  const who = resolve(reading.a, context);
  // ("her dog": the one who has the dog, a person, not the dog.)
  const owned = context.tokens[indexOf(context, own) + 1];
  const person = owned !== undefined && isAnimalNoun(singularOf(String(owned.value)));
  return who.ok ? sexClues(who.value, sexOfWord(own.text)!, own, context, base, false, person) : [];
}

/** The first "his" or "her" among some words that stands before a noun ("his rangoli"), not as an object ("told her"). */
const possessiveIn = (words: readonly Token[], context: Context): Token | undefined =>
  words.find((t) => (t.text === "his" || t.text === "her") && context.tokens[indexOf(context, t) + 1]?.type === "word");

/**
 * Clues read from a word for a person's sex ("she", "a woman who"): which
 * reading of a clue they come with does not make it another meaning (see
 * puzzle.ts), since the grammar may attach the word to either phrase.
 */
export const fromSex = new WeakSet<Clue>();
const bySex = (clues: Clue[]): Clue[] => {
  for (const c of clues) fromSex.add(c);
  return clues;
};

/** Things called by their number as an ordinal: "the 11th floor" is floor 11. */
const NUMBERED_THINGS: ReadonlySet<string> = new Set(["floor", "storey", "story", "level", "deck", "platform", "gate", "pier", "berth", "dock"]);

/** Nouns that say a person's sex. */
const SEXED: Readonly<Record<string, "female" | "male">> = {
  woman: "female", lady: "female", girl: "female", man: "male", gentleman: "male", boy: "male",
  women: "female", ladies: "female", girls: "female", men: "male", gentlemen: "male", boys: "male",
  // Everyday words too: "the fellow who", "the gal from Elkton", "the chap in the flat cap".
  gal: "female", lass: "female", fellow: "male", chap: "male", bloke: "male", guy: "male", lad: "male", gent: "male",
  gals: "female", lasses: "female", fellows: "male", chaps: "male", blokes: "male", guys: "male", lads: "male", gents: "male",
};

/**
 * "The woman in the first house drives the convertible", "The stilton fan is
 * a woman who …", "The pickup belongs to a man who …": the one so described
 * is none of the names usually the other sex's. Read only where the noun is
 * the subject's own ("the woman in …") or the object's, or the subject is
 * said to be ("is a woman who", "belongs to a man who"); elsewhere ("lives
 * next to a man who …") the noun says nothing here.
 */
function sexOfNoun(reading: Extract<Reading, { kind: "binary" }>, context: Context, base: { number: number; span: Span }): Clue[] {
  // ("fellow" before another noun is no man: "the fellow student".)
  const sexed = (tokens: readonly Token[] | undefined): Token | undefined => tokens?.find((t) => t.type === "word" && SEXED[String(t.value)] !== undefined
    && !(/^fellows?$/u.test(String(t.value)) && context.tokens[indexOf(context, t) + 1]?.type === "word"));
  const t = context.tokens;
  const said = t.findIndex((x, i) => SEXED[String(x.value)] !== undefined && ["a", "an"].includes(t[i - 1]?.text ?? "")
    && t[i + 1]?.text === "who" && (t[i - 2]?.text === "is" || t[i - 2]?.text === "was" || (t[i - 2]?.text === "to" && /^belong/u.test(t[i - 3]?.text ?? ""))));
  const own = (p: Phrase): Token | undefined => sexed([...(p.head ?? []), ...(p.tail ?? [])]);
  // Each side's own noun ("The boy who ordered the hot dog is right of the girl in yellow mittens": both).
  const a = own(reading.a) ?? (said >= 0 ? t[said]! : undefined);
  const b = own(reading.b);
  const sides = [...(a ? [[reading.a, a] as const] : []), ...(b && b !== a ? [[reading.b, b] as const] : [])];
  return sides.flatMap(([side, noun]) => {
    const who = resolve(side, context);
    return who.ok ? sexClues(who.value, SEXED[String(noun.value)]!, noun, context, base) : [];
  });
}

/** The category of the puzzle's names (people's names, written with capitals), or -1. */
const namesCategory = (context: Context): number => context.categories.findIndex((c) => ofPeople(c) && c.values.every((v) => /^\p{Lu}/u.test(v)));

/**
 * That `who` is not any of the names usually the other sex's than `wanted`,
 * said by `word` (a noun, "woman", or a pronoun, "she"), with a note.
 */
function sexClues(who: Ref, wanted: "female" | "male", word: Token, context: Context, base: { number: number; span: Span }, none = false, person = false): Clue[] {
  const names = namesCategory(context);
  // With animals that have names ("Dog: Bramble, Ziggy"), "he" may be the dog, whose handler may be a woman
  // (unless the word is an owner's, `person`: "adopted her dog").
  if (names < 0 || (!person && context.categories.some(namesAnimals))) return [];
  const at = who.type === "value" ? who : asValue(who, context);
  if (!at || at.category === names) return [];
  const others = context.categories[names]!.values.flatMap((v, value) => (sexOf(v) === wanted || sexOf(v) === undefined ? [] : [value]));
  if (others.length > 0) {
    const place = spanOf(word);
    const written = (word as ClueToken).original ?? word.text;
    // (A pronoun says what it is read as; a noun says it itself.)
    const as = SEXED[written.toLowerCase()] === undefined ? `a ${wanted === "female" ? "woman" : "man"}, so ` : "";
    const which = `not ${others.map((v) => `"${context.categories[names]!.values[v]}"`).join(" or ")}, whose names are usually a ${wanted === "female" ? "man's" : "woman's"}`;
    // ("Neither of the two women …": the one it is said of is none of them.)
    const said = none ? `the one said to be none of the "${written}" is` : `"${written}" is read as ${as}`.trimEnd();
    context.notes?.add(`line ${place.line}, column ${place.column}: ${said} ${which}`);
  }
  return others.map((value) => ({ kind: "notSame" as const, ...base, a: at, b: { type: "value" as const, category: names, value, span: spanOf(word) } }));
}

/** Whether a category holds the names of animals: its noun is one ("Dog", "Horses", "Pet names") and its values are capitalised. */
function namesAnimals(category: Category): boolean {
  const noun = nameWords(category).filter((w) => w !== "name" && w !== "names").at(-1);
  return noun !== undefined && isAnimalNoun(noun) && category.values.every((v) => /^\p{Lu}/u.test(v));
}

/**
 * Whether a phrase names a person rather than a thing: a head noun that
 * WordNet files under people ("the runner in blue"), a value that is one
 * ("the pilot") or a name (a capitalised word WordNet does not know), or a
 * value of a category of people ("Clients", "Names").
 */
function namesPerson(p: Phrase, context: Context): boolean {
  if ([...(p.head ?? []), ...(p.tail ?? [])].some((t) => t.type === "word" && isPersonNoun(String(t.value)))) return true;
  if (p.type !== "value") return false;
  // "the labrador owner", however a reading split it: the noun after the value.
  const next = context.tokens[indexOf(context, p.token) + 1];
  if (next?.type === "word" && isPersonNoun(String(next.value))) return true;
  const written = (p.token as ClueToken).original;
  const ids = context.lexicon.lookup(written);
  if (ids.length === 0) return !isEnglishWord(written);
  return ids.some((id) => ofPeople(context.categories[context.order[id.category]!]!));
}

/** Whether a phrase names someone: a person by noun or name, "the one …", or through a clause ("the one who owns the cat"). */
function namesSomeone(p: Phrase, context: Context): boolean {
  return namesPerson(p, context) || (p.head ?? []).some((t) => t.value === "one") || (p.via ?? []).some((t) => RELATIVES.has(t.text));
}

/**
 * Whether a category's values are people: its name says so ("Name",
 * "Clients"; "Pilots" with first names), or most of its values are words
 * for people ("nurse", "chef", "baker", "pilot": a Job).
 */
export function ofPeople(category: Category): boolean {
  let known = peopleCategories.get(category);
  if (known === undefined) peopleCategories.set(category, (known = valuesArePeople(category)));
  return known;
}

/** `ofPeople` of each category object seen (a category is asked about once per word of a clue). */
const peopleCategories = new WeakMap<Category, boolean>();

function valuesArePeople(category: Category): boolean {
  const name = nameWords(category);
  if (name.includes("names") || name.includes("name") || (name.length > 0 && isPersonNoun(name.at(-1)!, true))) return true;
  // "Pilots: Cressida, Eugenia, Lionel, …": a noun that can be a person ("pilot" is first a thing), and first names.
  // (Or a noun WordNet lacks: "Stallholder: Aoife, Colm, Maeve".)
  const last = name.at(-1);
  // (Not places that are names too: "town: Albany, Butte, Canton, …", a town being its people too.)
  if (last !== undefined && (isPersonNoun(last) || !isEnglishWord(last)) && 2 * category.values.filter((v) => sexOf(v) !== undefined).length > category.values.length
    && 2 * category.values.filter((v) => isPlaceName(v)).length <= category.values.length) return true;
  const people = category.values.filter((v) => /^\p{Ll}/u.test(v) && isPersonNoun(v, true)).length;
  return 2 * people > category.values.length;
}

/** The words of a category's name, in lower case ("Pet Names": pet, names). */
/** Whether a word is the noun that names a category, singular or plural ("trail", with a category "Trails"). */
function isCategoryNoun(token: Token, context: Context): boolean {
  if (token.type !== "word") return false;
  const word = String(token.value).toLowerCase();
  const forms = new Set([word, singularOf(word)]);
  return context.categories.some((c) => {
    const head = nameWords(c).at(-1);
    return head !== undefined && (forms.has(head) || forms.has(singularOf(head)));
  });
}

const nameWords = (category: Pick<Category, "name">): string[] => category.name.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);

/** The words of a name or a value, each in the singular: "Gold medals" gives gold, medal. */
const nounsOf = (text: string): string[] => text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean).map(singularOf);

/**
 * Whether the puzzle pairs people with people: two categories named by nouns
 * for people ("Interpreters", "Students"; not "Names"). Then a relation
 * between two people ("Joann works with Karla") is the pairing itself.
 */
function pairsPeople(context: Context): boolean {
  const people = context.categories.filter((c) => {
    const name = nameWords(c);
    return name.length > 0 && !name.some((w) => /^(?:names?|surnames?)$/u.test(w)) && isPersonNoun(name.at(-1)!, true);
  });
  return people.length >= 2;
}

/**
 * Why a phrase named through a clause or a noun cannot stand for a value:
 * "the man who hates jazz" names no one value, nor does "Ben's sister".
 */
function namedThrough(p: Phrase, context: Context): Diagnostic | undefined {
  // The clause is read with the words of its own value's category ("the person who hates gin", where one hates gin).
  const vocabulary = p.type === "value" ? valueVocabulary(p.token, context) : clueVocabulary(context);
  const check = (tokens: readonly Token[] | undefined, what: string): Diagnostic | undefined => {
    if (!tokens || tokens.length === 0) return undefined;
    const words = tokens.filter((t) => t.type === "word" || t.type === "kw");
    const meaning: LinkMeaning = linkMeaning(linkWords(words), vocabulary);
    const t = "word" in meaning ? words[meaning.word] : "words" in meaning ? words[meaning.words[1]] : undefined;
    const written = (x: Token): string => (x as ClueToken).original ?? x.text;
    if (meaning.kind === "unknown" && what === "clause") {
      return diagnostics.unreadableLink(spanOf(t!), written(t!), `cluegrid does not know what "${written(t!)}" says, so it cannot tell which value "${phraseText(p, context)}" names`);
    }
    const thing = meaning.kind === "differ" && meaning.withThing === "assert";
    if (meaning.kind === "deny" || (meaning.kind === "differ" && !thing) || meaning.kind === "compare" || meaning.kind === "conflict") {
      const at = t ?? words.find((w) => senseOfWord(String(w.value)) !== undefined) ?? words[0]!;
      return diagnostics.unreadableLink(spanOf(at), written(at), `a phrase ${what === "clause" ? "with this verb" : "with this word"} names no one value; name the value itself`);
    }
    return undefined;
  };
  // "the person who can't stand olives" names one value only where each one's is what they can't stand.
  if (p.cannot && !(p.type === "value" && ownVocabulary(p.token, context)?.has(DENIED_VALUES))) {
    const at = p.via!.find((t) => isTolerating(String(t.value))) ?? p.via![0]!;
    return diagnostics.unreadableLink(spanOf(at), (at as ClueToken).original ?? at.text, "a phrase with this verb names no one value; name the value itself");
  }
  // "everyone except the woman from Norway" names everyone but her, not her.
  const all = [...(p.head ?? []), ...(p.via ?? []), ...(p.tail ?? [])].find((t) => EVERYONE.has(String(t.value)));
  if (all) return diagnostics.unreadableLink(spanOf(all), (all as ClueToken).original ?? all.text, "a phrase with this word names no one value; name the value itself");
  // "the friend with the rabbit", "the cousin in the fedora": the head is anyone so described, no relation.
  const described = ["with", "in", "from", "wearing"].includes(String(p.via?.[0]?.value ?? ""));
  // ("the child who brings sandwiches": before "who", with no one's before it, a noun for a relation is anyone so called.)
  const headEnd = p.head?.at(-1);
  const at = headEnd === undefined ? -1 : indexOf(context, headEnd);
  const relative = at >= 0 && RELATIVES.has(context.tokens[at + 1]?.text ?? "") && context.tokens[at - p.head!.length]?.type !== "poss"
    && !/^(?:his|her|their|its|my|your|our)$/u.test(context.tokens[at - p.head!.length]?.text ?? "");
  const head = described ? [] : p.head?.filter((t) => {
    const sense = headSense(String(t.value), clueVocabulary(context));
    return sense !== undefined && !(relative && sense.kind === "differ" && isPersonNoun(String(t.value)));
  });
  // "turned | down the cobalt glaze": a head that runs into its clause is read with it, as one verb.
  const last = p.head?.at(-1);
  const runsOn = last !== undefined && p.via?.[0] !== undefined && isParticle(String(p.via[0].value)) && context.tokens[indexOf(context, last) + 1] === p.via[0];
  return check(runsOn ? [...p.head!, ...p.via!] : p.via, "clause") ?? check(head, "head");
}

const RELATIVES: ReadonlySet<string> = new Set(["who", "that", "whose", "which", "whom"]);

/** Where a token stands among the clue's tokens. */
const indexOf = (context: Context, token: Token): number => indexIn(context.tokens, token);

/** Where a token stands among some tokens. */
const indexIn = (tokens: readonly Token[], token: Token): number => tokens.findIndex((t) => t.offset === token.offset);

/**
 * Whether an extreme reading of a phrase holds, by the words around it. It
 * does not for "first" or "last" after a verb of where one is ("Ruth is
 * last", "sits first"; only an event, "opened last", may be a time), nor
 * for "the first painting in the row" (a place after all), nor for "most"
 * cut from the word it makes a degree with ("the most | expensive painting").
 */
function standsAsExtreme(phrase: Extract<Phrase, { type: "extreme" }>, context: Context): boolean {
  const at = indexOf(context, phrase.word);
  const [before, next] = [verbBefore(context.tokens, at), context.tokens[at + 1]];
  const written = String((phrase.word as ClueToken).original ?? "").toLowerCase();
  if (written === "first" || written === "last") {
    // "the last of the four to get up": the words for the whole set add nothing.
    // ("the last one to arrive": "one" adds nothing either.)
    const to = next?.text === "of" ? context.tokens.slice(at + 2, at + 6).find((t) => t.text === "to") : next?.text === "one" ? context.tokens[at + 2] : next;
    // ("the first one hired": an event's participle.)
    const done = next?.text === "one" && context.tokens[at + 2]?.type === "word" && isPastParticiple(String(context.tokens[at + 2]!.value));
    // ("the first one in", "the last in": "in" with nothing after it but the end of the statement.)
    const inAt = next?.text === "one" ? at + 2 : at + 1;
    const arrived = context.tokens[inAt]?.text === "in" && ["punct", undefined].includes(context.tokens[inAt + 1]?.type);
    if (phrase.nouns.length === 0 && to?.text !== "to" && !done && !arrived && (before === undefined || before.type !== "word" || placing(before, context.tokens))) {
      return false;
    }
    const after = indexOf(context, phrase.nouns.at(-1) ?? phrase.word);
    const [p1, p2] = [context.tokens[after + 1]?.text, context.tokens[after + 2]?.text];
    if (["in", "on", "from", "at"].includes(p1 ?? "") && p2 === "the") return false;
    // ("the first car in line", "the first of the four cars in the queue": a place in the row.)
    if (p1 === "in" && ["line", "row", "queue"].includes(p2 ?? "")) return false;
  }
  return !(next && !String(phrase.word.value).includes(" ") && degreeOf(`${String(phrase.word.value)} ${String(next.value)}`) !== undefined);
}

/** Whether the clue says "not only ..., but (also) ..." or "Not only is ..., he also ...". */
function notOnly(context: Context): boolean {
  const t = context.tokens;
  const at = t.findIndex((x, i) => x.text === "not" && t[i + 1]?.text.toLowerCase() === "only");
  return at >= 0 && t.slice(at + 2).some((x) => x.text === "but" || x.text.toLowerCase() === "also");
}

/**
 * Whether "first" or "last" is a time here, not a place in the row, in a
 * puzzle with a timeline: after a verb of an event ("Quinn opened last",
 * "whose train leaves first"), or with a noun that is no place ("the last
 * train", "the first appointment of the day"). After a verb of where one is
 * ("sits last") or with a place's noun ("the last stall") it is the place.
 */
export function timeNotPlace(phrase: Extract<Phrase, { type: "position" }>, tokens: readonly Token[], timeline: boolean): boolean {
  const written = String((phrase.first as ClueToken).original ?? "").toLowerCase();
  if (written !== "first" && written !== "last") return false;
  if (!timeline) return false;
  const timeNoun = (t: Token | undefined): boolean => t?.type === "word" && isNounForm(String(t.value)) && !isPlaceNoun(t) && !isTimeOrPlace(t)
    // "the first painting in the row" is a place after all.
    && !(["in", "on", "from", "at"].includes(tokens[indexIn(tokens, t) + 1]?.text ?? "") && tokens[indexIn(tokens, t) + 2]?.text === "the");
  // "the last one of the series": the setting's noun says.
  if (phrase.last.value === "one" && tokens[indexIn(tokens, phrase.last) + 1]?.text === "of") {
    const setting = tokens.slice(indexIn(tokens, phrase.last) + 2).find((t) => t.type === "word");
    return setting !== undefined && !isPlaceNoun(setting) && !isTimeOrPlace(setting);
  }
  // (A "noun" that is no noun is the clause's verb: "the driver who started last | has carried …".)
  if (phrase.last !== phrase.first && (timeNoun(phrase.last) || isNounForm(String(phrase.last.value)))) return timeNoun(phrase.last);
  // (Its noun may have been left to the words after it: "the last | appointment of the morning".)
  const at = indexIn(tokens, phrase.first);
  if (timeNoun(tokens[at + 1])) return true;
  const before = verbBefore(tokens, at);
  return before?.type === "word" && isVerbForm(String(before.value)) && !lemmasOf(String(before.value)).some((l) => PLACING.has(l));
}

/** The word before the one at `at`, or, after a verb's object, the verb: "crossed the line | last". */
function verbBefore(tokens: readonly Token[], at: number): Token | undefined {
  const object = at >= 3 && ["the", "a", "an", "his", "her", "their", "its"].includes(tokens[at - 2]!.text) && tokens[at - 1]!.type === "word";
  return tokens[object ? at - 3 : at - 1];
}

/** Whether an ordinal is followed by what was done: "the last to touch the wall", "the first to arrive". */
function toDo(phrase: Extract<Phrase, { type: "position" }>, tokens: readonly Token[]): boolean {
  const at = indexIn(tokens, phrase.last);
  const [to, verb] = [tokens[at + 1], tokens[at + 2]];
  return phrase.first === phrase.last && to?.text === "to" && verb?.type === "word" && isVerbForm(String(verb.value)) && !isPlaceNoun(verb);
}

/** Whether an ordinal comes right after a verb of an event, not of a place or a result: "checked in first", "arrived last". */
function afterEvent(phrase: Extract<Phrase, { type: "position" }>, tokens: readonly Token[]): boolean {
  const at = indexIn(tokens, phrase.first);
  if (phrase.first !== phrase.last || at < 1) return false;
  // ("checked in first": the verb before its particle.)
  const particle = ["in", "out", "off", "up", "down", "away", "on"].includes(tokens[at - 1]!.text) && at >= 2;
  const verb = tokens[particle ? at - 2 : at - 1]!;
  return verb.type === "word" && isVerbForm(String(verb.value)) && !placing(verb, tokens);
}

/**
 * Whether a verb says where one is or how one placed ("sits last", "came
 * first", "finished third"); not "was finished last", a thing made, whose
 * "last" is the latest time.
 */
function placing(verb: Token, tokens: readonly Token[]): boolean {
  const lemmas = lemmasOf(String(verb.value));
  if (lemmas.includes("finish") && /^(?:was|were|is|are|been|be)$/u.test(tokens[indexIn(tokens, verb) - 1]?.text ?? "")) return false;
  return lemmas.some((l) => PLACING.has(l) || LOCATING.has(l));
}

/** Verbs of where one is, after which "first" and "last" are places: "sits last", "is first". */
const PLACING = new Set(["be", "sit", "stand", "live", "park", "stay", "lie", "rest", "wait", "queue", "line", "hang", "come", "finish", "place", "rank"]);
/** Of those, the verbs of a place in space, not in an order: "sits first" needs a row even beside a timeline. */
const LOCATING = new Set(["sit", "stand", "live", "park", "stay", "lie", "rest", "wait", "queue", "line", "hang"]);

/** Words for all but one or for no one: a phrase with one of them names no one value. */
const EVERYONE = new Set(["everyone", "everybody", "anyone", "anybody", "nobody", "except", "others"]);

/** Words that make "as … as" a ratio: "twice as old as", "half as much clay as", "three times as many as". */
const MULTIPLES: ReadonlySet<string> = new Set(["twice", "double", "thrice", "half", "times"]);

function binary(read: Extract<Reading, { kind: "binary" }>, context: Context, base: { number: number; span: Span }): Resolved<Clue[]> {
  // "all four of her rivals" is everyone else only where there are five: any other count is some of them.
  const all = context.tokens.findIndex((t, i) => t.text === "all" && context.tokens[i + 2]?.text === "of" && isNumberWord(context.tokens[i + 1]!));
  if (all >= 0 && countOf(context.tokens[all + 1]!) !== context.size - 1) {
    const count = context.tokens[all + 1]!;
    return fail(diagnostics.unreadableLink(spanOf(count), (count as ClueToken).original, `"all ${(count as ClueToken).original} of …" is read only as everyone else, and the puzzle has ${context.size - 1} others`));
  }
  const subject = pronounSubject(read, context);
  if (!subject.ok) return subject;
  // (An object pronoun that means the subject itself means the other one is the subject: "…, and he sits left of her".)
  const reading = read.pronoun?.object ? (samePhrase(subject.value, read.a) ? { ...read, a: read.b, b: read.a } : { ...read, b: subject.value })
    : read.pronoun?.pair && subject.value !== read.a ? { ...read, a: subject.value, b: read.a } : { ...read, a: subject.value };
  if (reading.b.type === "places" && reading.link.relation === "same") return somePlace(reading, reading.b, context, base);
  // "Conrad is working with half as much clay as Ingrid": with "half as … as", the clue compares.
  const multiple = context.tokens.findIndex((t, i) => MULTIPLES.has(String(t.value)) && context.tokens[i + 1]?.text === "as");
  if (reading.link.relation !== "compare" && multiple >= 0 && context.tokens.slice(multiple + 2).some((t) => t.text === "as")) {
    return fail(diagnostics.unreadableLink(spanOf(context.tokens[multiple]!), String(context.tokens[multiple]!.text), "\"as … as\" after it compares two amounts"));
  }
  // "has at least two children", "paid over $20" (where "two children", "$20" are values): a bound, not the value.
  if (reading.link.relation === "same" && reading.b.type === "value") {
    const at = indexOf(context, reading.b.token);
    const before = context.tokens.slice(Math.max(0, at - 2), at).map((t) => t.text).join(" ");
    const hedge = /(?:^|\s)(?:at least|at most|up to|more than|less than|fewer than|no more than|no fewer than|over|under|nearly|almost|about|around|roughly|approximately)$/u.exec(before)?.[0].trim();
    if (hedge !== undefined && /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|thousand)\b/u.test((reading.b.token as ClueToken).original)) {
      const first = context.tokens[at - hedge.split(" ").length]!;
      return fail(diagnostics.unreadableLink(spanOf(first, reading.b.token), `${hedge} ${(reading.b.token as ClueToken).original}`, "a value after such a word is a bound, which cluegrid reads only in a comparison (\"paid more than $20\")"));
    }
  }
  let a = resolve(reading.a, context);
  if (!a.ok) return a;
  let b = resolve(reading.b, context);
  if (!b.ok) return b;
  // "The tenant on the top floor pays the least": one thing cannot be two values of a category, so a
  // superlative with no noun of its own, which the rest of the clue led to the other's category, means
  // another one ("the least" rent; never "the top floor", whose noun says).
  if (reading.link.relation === "same" && a.value.type === "value" && b.value.type === "value" && a.value.category === b.value.category) {
    const other = { ...context, excluded: a.value.category };
    const bare = (p: Phrase): boolean => p.type === "extreme" && p.nouns.length === 0;
    // (And when no other category has it, the clue cannot mean it: "The oldest owner … visits his hut earlier
    // … than anyone else" with no timeline of days is not "73 is 73".)
    // (Unless it is that value itself and no other category has it: "The winner, who clocked 4:02", where 4:02 is
    // the best time, says nothing more than the times do.)
    const best = (p: Phrase): boolean => p.type === "extreme" && ["best", "worst"].includes(String((p as { word?: Token }).word?.value));
    // (So too a superlative said of the value it names: "The youngest, who is nineteen, …".)
    const plain = (p: Phrase, q: Phrase): boolean => p.type === "extreme" && !p.verbs && q.type === "value";
    const itself = !reading.link.negated && a.value.value === b.value.value
      && (best(reading.a) || best(reading.b) || plain(reading.a, reading.b) || plain(reading.b, reading.a));
    if (bare(reading.b)) {
      const again = resolve(reading.b, other);
      if (!again.ok) return itself ? ok([]) : again;
      b = again;
    } else if (bare(reading.a)) {
      const again = resolve(reading.a, other);
      if (!again.ok) return itself ? ok([]) : again;
      a = again;
    }
  }
  const around = aroundProblem(reading, context);
  if (around) return fail(around);
  const said = meaningOfLink(reading, context, [a.value, b.value]);
  if (!said.ok) return said;
  const link = said.value;
  const { negated } = link;
  // "not only ... but also" denies nothing: a reading that takes its "not" as a denial is no reading.
  if (negated && notOnly(context)) return fail(diagnostics.unreadableLink(base.span, "not only", "\"not only ... but also\" says both things"));
  if (link.relation === "differ") {
    // Two different people: nothing to say when they are of one category already.
    if (a.value.type !== "value" || b.value.type !== "value") return fail(diagnostics.needsValue(reading.b.type === "value" ? spanOf(reading.a.type === "value" ? reading.a.token : reading.b.token) : base.span));
    if (a.value.category === b.value.category) return ok([]);
    return ok([{ kind: "notSame", ...base, a: a.value, b: b.value }]);
  }
  if (link.relation === "same") {
    let [x, y] = [a.value, b.value];
    if (x.type !== "value") [x, y] = [y, x];
    if (x.type !== "value") return fail(diagnostics.needsValue(x.span));
    if (y.type === "position") return ok([{ kind: "atPosition", ...base, negated, subject: x, place: y as PositionRef }]);
    if (y.type === "end") return ok([{ kind: "atEnd", ...base, negated, subject: x, place: y }]);
    // Two values of one category are never one thing: such a reading ("the hiker who spent longest is
    // in position 2", with "2" read as "2 hours") is no reading of the clue.
    // (A value two categories share is left to the readings of the whole puzzle: see settle.ts.)
    const shared = [reading.a, reading.b].some((p) => p.type === "value" && context.lexicon.lookup((p.token as ClueToken).original).length > 1);
    if (!negated && !shared && y.type === "value" && x.category === y.category && x.value !== y.value) {
      const category = context.categories[x.category]!;
      return fail(diagnostics.unreadableLink(y.span, category.values[y.value]!, `"${category.values[x.value]!}" and "${category.values[y.value]!}" are both ${category.name}: one cannot be the other`));
    }
    return ok([{ kind: negated ? "notSame" : "same", ...base, a: x, b: y }]);
  }
  const x = asValue(a.value, context);
  const y = asValue(b.value, context);
  if (!x) return fail(diagnostics.needsValue(a.value.span));
  if (!y) return fail(diagnostics.needsValue(b.value.span));
  // "X does not live next to Y" speaks of two people, as a reader takes it: so they are two.
  if (link.relation === "nextTo" && negated && x.category !== y.category) return ok([{ kind: "nextTo", ...base, negated, a: x, b: y }, { kind: "notSame", ...base, a: x, b: y }]);
  if (link.relation === "nextTo") return ok([{ kind: "nextTo", ...base, negated, a: x, b: y }]);
  if (link.relation === "leftOf") return ok([{ kind: "leftOf", ...base, negated, immediate: link.immediate, a: x, b: y }]);
  if (link.relation === "rightOf") return ok([{ kind: "leftOf", ...base, negated, immediate: link.immediate, a: y, b: x }]);
  // "The holly stands in front of house 1": at that house; only a person or thing is in front of another in a line.
  if (link.word?.text === "front" && [a.value, b.value].some((r) => r.type === "position")) return fail(diagnostics.unreadableLink(spanOf(link.word), "in front of", "in front of a place is at it"));
  // (Words that only say which one is meant, "the child born in February", say nothing of what is compared.)
  const naming = [reading.a, reading.b].flatMap((p) => [...(p.head ?? []), ...(p.via ?? [])]);
  return compare(link, x, y, context, base, clueWords(reading, context), naming);
}

/**
 * "X is in an odd-numbered house", "X is in one of the two middle houses":
 * X is in none of the other places (negated: in none of these).
 */
function somePlace(
  reading: Extract<Reading, { kind: "binary" }>, place: Extract<Phrase, { type: "places" }>, context: Context, base: { number: number; span: Span },
): Resolved<Clue[]> {
  const a = resolve(reading.a, context);
  if (!a.ok) return a;
  const x = asValue(a.value, context);
  if (!x) return fail(diagnostics.needsValue(a.value.span));
  const said = meaningOfLink(reading, context);
  if (!said.ok) return said;
  const span = spanOf(place.first, place.last);
  const { size } = context;
  // A row of an odd length has one middle place, not two.
  if (place.which === "middle" && size % 2 === 1) return fail(diagnostics.unreadableLink(span, "two middle", `a row of ${size} has one middle place, not two`));
  const among = (position: number): boolean =>
    (place.which === "middle" ? position === size / 2 || position === size / 2 + 1 : (position % 2 === 1) === (place.which === "odd"));
  const out: Clue[] = [];
  for (let position = 1; position <= size; position++) {
    if (among(position) === said.value.negated) out.push({ kind: "atPosition", ...base, negated: true, subject: x, place: { type: "position", position, span } });
  }
  return ok(out);
}

/**
 * A comparison in the clue's own words, for explanations: from its verb to
 * the word that ends it ("was 2 minutes slower than", "finished 4 places
 * behind", "beat", "lost to"); `aFirst`: whether the reading's a is written
 * first. Words of the phrases the grammar took into the link ("'s baby was
 * born ...") are left out: the words start at the first verb. Undefined when
 * the clue names the two things some other way. Presentation only: two
 * readings of a clue that differ in these words alone mean the same.
 */
function clueWords(reading: Extract<Reading, { kind: "binary" }>, context: Context): { aFirst: boolean; words: string } | undefined {
  const { link } = reading;
  if (reading.a.type !== "value" || reading.b.type !== "value" || !link.word) return undefined;
  const aFirst = reading.a.token.offset < reading.b.token.offset;
  const tokens = context.tokens;
  // The verb: the first after the first thing written, an auxiliary if there is one ("scoop was 5 spots ...":
  // "scoop" is the subject's), else a word that is no noun ("finished", not "drinker"), or a verb that compares ("beat").
  const from = Math.min(reading.a.token.offset, reading.b.token.offset);
  const auxiliary = /^(?:be|is|are|was|were|been|has|have|had|does|do|did|will|would|can|could|should|may|might|must)$/u;
  const after = (test: (t: Token) => boolean): number => tokens.findIndex((t) => t.offset > from && test(t));
  let first = after((t) => auxiliary.test(t.text));
  const verb = after((t) => t.type === "word" && ((!isNounForm(String(t.value)) && isVerbForm(String(t.value))) || senseOfWord(String(t.value))?.kind === "compare"));
  if (first < 0 || (verb >= 0 && verb < first)) first = verb;
  let last = tokens.findIndex((t) => t.offset === link.word!.offset);
  if (first < 0 || last < first) return undefined;
  // To "than" after a comparative; with the preposition after "ahead", "lost", "beaten".
  const than = tokens.findIndex((t, i) => i > last && t.text === "than");
  if (isDegree(link.word) && than > 0) last = than;
  else if (["of", "to", "by"].includes(tokens[last + 1]?.text ?? "")) last++;
  const at = (t: Token): number => t.col - context.line.column;
  const end = tokens[last]!;
  return { aFirst, words: context.line.text.slice(at(tokens[first]!), at(end) + ((end as ClueToken).original ?? end.text).length) };
}

/**
 * Words that make a difference a range rather than an amount: "at least 10
 * years older", "nearly $2 more", "2 or more floors above". cluegrid reads a
 * difference as exact or, after "at least" and the like, as the least one;
 * any other range is an error, not an exact reading.
 */
const HEDGES: readonly string[][] = [
  ["at", "least"], ["at", "most"], ["or", "more"], ["or", "fewer"], ["or", "less"], ["no", "more", "than"],
  ["no", "less", "than"], ["no", "fewer", "than"], ["up", "to"], ["more", "than"], ["less", "than"], ["fewer", "than"],
];
/** Of those, the ones that make the amount the least difference. */
const AT_LEAST: readonly string[][] = [["at", "least"], ["or", "more"], ["no", "less", "than"], ["no", "fewer", "than"]];
const HEDGE_WORDS = new Set(["nearly", "almost", "roughly", "approximately", "about", "around", "over", "under", "exceeding", "within", "some", "several"]);

function hedgeIn(tokens: readonly Token[]): Token[] | undefined {
  const counts = (t: Token | undefined): boolean => t !== undefined && (t.type === "number" || (t.type === "value" && isAmount(t)) || isNumberWord(t) || t.text === "a" || t.text === "an");
  for (let i = 0; i < tokens.length; i++) {
    const phrase = HEDGES.find((h) => h.every((w, k) => tokens[i + k]?.text === w));
    // "more than" and "less than" hedge only before an amount ("more than 10 years older"), not "more than Ben".
    if (phrase && (phrase.at(-1) !== "than" || phrase.length > 2 || counts(tokens[i + phrase.length]))) return tokens.slice(i, i + phrase.length);
    if (HEDGE_WORDS.has(tokens[i]!.text) && counts(tokens[i + 1])) return [tokens[i]!];
  }
  return undefined;
}

/**
 * A reading that takes only part of the amount before a comparison: none of
 * "a quarter of an hour after", or "an hour" of it. The whole amount is
 * another reading's.
 */
function amountInPart(link: ReadLink, context: Context): Diagnostic | undefined {
  const word = link.word!;
  const at = indexOf(context, word);
  if (at < 0) return undefined;
  const unit = link.unitWords?.[0] === undefined ? -1 : indexOf(context, link.unitWords[0]);
  // (The amount's own first word: "an" of "an hour after", before its unit.)
  const start = link.amount === undefined ? at : unit > 0 && unit < at && Number.isInteger(link.amount) ? unit - 1 : -1;
  if (start <= 0 || !endsInAmount(context.tokens.slice(0, start))) return undefined;
  // (Unless the two are one amount in two units: "1 minute 25 seconds ahead of".)
  const t = context.tokens;
  const [k, n] = t[start - 1]?.text === "and" ? [t[start - 3], t[start - 2]] : [t[start - 2], t[start - 1]];
  if (unit > 0 && k && n && t[start] && Number(compound(k, n, t[start], t[unit]!)?.[0].value) === link.amount) return undefined;
  const written = (word as ClueToken).original ?? word.text;
  return diagnostics.unreadableLink(spanOf(context.tokens[start - 1]!), written, `the amount before "${written}" is read whole, not in part`);
}

/** Nouns that count steps in an order, not an amount: "one place below", "two spots higher". */
const STEP_NOUNS: ReadonlySet<string> = new Set(["place", "spot", "position", "rank", "step", "notch"]);

function compare(
  link: ReadLink, x: ValueRef, y: ValueRef, context: Context, base: { number: number; span: Span }, words?: { aFirst: boolean; words: string },
  naming: readonly Token[] = [],
): Resolved<Clue[]> {
  const word = link.word!;
  const partial = amountInPart(link, context);
  if (partial) return fail(partial);
  // (Only the words of this comparison, back to the thing before it: "…, but she pays at least $10 more than Greta".)
  const at = indexOf(context, word);
  const from = Math.max(0, ...context.tokens.slice(0, Math.max(at, 0)).map((t, i) => (t.type === "value" && !isAmount(t)) || [",", ";", "and", "but"].includes(t.text) ? i + 1 : 0));
  const hedge = link.amount !== undefined && at >= 0 ? hedgeIn(context.tokens.slice(from, at + 3)) : undefined;
  // "at least 8 points more than", "2 or more floors above": the difference is at least the amount.
  const atLeast = hedge !== undefined && AT_LEAST.some((h) => h.join(" ") === hedge.map((t) => t.text).join(" "));
  if (hedge && !atLeast) {
    const written = hedge.map((t) => (t as ClueToken).original ?? t.text).join(" ");
    return fail(diagnostics.unreadableLink(spanOf(hedge[0]!, hedge.at(-1)!), written,
      `cluegrid reads a difference only as an exact amount ("10 years older than") or a least one ("at least 10 years older than"), and "${written}" makes it another range`));
  }
  // "junior to Oscar in rank": seniority in something said, not an age (not read).
  if (/^(?:senior|junior|elder)$/u.test(String((word as ClueToken).original ?? "").toLowerCase()) && context.tokens.slice(at + 1).some((t) => t.text === "in")) {
    return fail(diagnostics.unreadableLink(spanOf(word), (word as ClueToken).original, "\"senior to\" and \"junior to\" are read only as older and younger"));
  }
  // ("Ada is younger than Ben, and he pays £4 less": "he" is Ben, who is no more than himself.)
  if (x.category === y.category && x.value === y.value) return fail(diagnostics.unreadableLink(spanOf(word), (word as ClueToken).original ?? word.text, "it compares one thing with itself"));
  const degree = link.degree ?? degreeOf(word.value)!;
  const unit = (link.unitWords ?? []).map((t) => unitOf(t.text)).find((u) => u !== undefined);
  // Only free words count: a verb group may have taken in words that describe a value.
  const before = context.tokens[indexOf(context, word) - 1];
  // (A word naming the category of a value compared, right after that value or a superlative, names that value, not
  // what is compared: "the tenant on the 6th floor pays less than Paula" compares rents; "has a higher weight" weights.)
  const named = new Set([x.category, y.category].flatMap((c) => nounsOf(context.categories[c]!.name)));
  const namesValue = (t: Token): boolean => {
    const previous = context.tokens[indexOf(context, t) - 1];
    return named.has(singularOf(t.text.toLowerCase())) && previous !== undefined && (previous.type === "value" || isSuperlative(previous));
  };
  const free = freeWords(context, link.amount !== undefined && before?.type === "value" && countOf(before) === link.amount ? before : undefined)
    .filter((t) => !namesValue(t) && !naming.some((n) => n.offset === t.offset));
  const said = free.filter((t) => (link.words ?? []).some((w) => w.offset === t.offset));
  const unitWords = (link.unitWords ?? []).map((t) => singularOf(t.text.toLowerCase()));
  const category = orderedCategory(degree, word, [...said, ...free], context, spanOf(word), link.amount, unit, false, unitWords, said);
  if (!category.ok) return category;
  const c = category.value;
  // "upstairs from", "downstairs from": floors, or nothing ("Amy lives upstairs from Ben" is no age).
  if (/^(?:upstairs|downstairs)$/iu.test(String((word as ClueToken).original ?? "")) && measureOf(c) !== "floor") {
    return fail(diagnostics.unreadableLink(spanOf(word), (word as ClueToken).original, `"${(word as ClueToken).original}" is read only on a category of floors`));
  }
  // "his commute is 3 miles longer than Fenella's", with a value "3 miles": right before the word that
  // compares, a value of the category compared is the difference, not a thing compared.
  for (const side of [x, y]) {
    if (side.type !== "value" || side.category !== c.index) continue;
    const at = context.tokens.findIndex((t) => t.line === side.span.line && t.col === side.span.column);
    if (at >= 0 && context.tokens[at + 1] === word) return fail(diagnostics.unreadableLink(spanOf(word), (word as ClueToken).original ?? word.text, `"${(context.tokens[at] as ClueToken).original}" before it is the difference, not a thing compared`));
  }
  // "half as old as" is "younger", by a ratio of 2.
  const half = link.ratio !== undefined && link.ratio < 1;
  const larger = (degree.direction * orientation(degree, c)! > 0) !== half !== (link.opposite === true);
  const [a, b] = larger ? [y, x] : [x, y];
  const { negated } = link;
  // The clue's own words, with which of a and b comes first in them (x is the reading's a).
  const own = words ? { said: { first: (words.aFirst === !larger ? "a" : "b") as "a" | "b", words: words.words } } : {};
  if (link.ratio !== undefined) {
    // How many times one's number is the other's: no place in a row, no time of day has that.
    if (context.categories[c.index]!.positional || c.numbers.some((n) => n <= 0) || isPointInTime(c.values)) {
      return fail(diagnostics.unreadableLink(spanOf(word), String((word as ClueToken).original ?? word.text), `"so many times as much" cannot be measured on ${c.name}`));
    }
    const ratio = half ? 1 / link.ratio : link.ratio;
    return ok([{ kind: "compare", ...base, negated, category: c.index, a, b, ratio, ...own }]);
  }
  if (context.categories[c.index]!.positional && link.amount === undefined) {
    return ok([{ kind: "leftOf", ...base, negated, immediate: link.immediate, a, b }]);
  }
  // "immediately after" on another ordered category: the next value in its order; "one place below", k values on.
  const steps = (link.unitWords ?? []).some((t) => STEP_NOUNS.has(singularOf(t.text.toLowerCase())));
  if ((link.immediate && link.amount === undefined) || (steps && link.amount !== undefined && Number.isInteger(link.amount))) {
    const sorted = [...c.numbers].sort((x, y) => x - y);
    const step = new Set(sorted.slice(1).map((n, i) => n - sorted[i]!));
    if (step.size !== 1) return fail(diagnostics.badUnit(spanOf(word), "step", c.name));
    return ok([{ kind: "compare", ...base, negated, category: c.index, a, b, difference: (link.amount ?? 1) * [...step][0]!, ...(atLeast ? { atLeast: true as const } : {}), ...own }]);
  }
  if (unit !== undefined && !measure(c.values, unit, c.name)) return fail(diagnostics.badUnit(spanOf(word), unit, c.name));
  return ok([{
    kind: "compare", ...base, negated, category: c.index, a, b,
    ...(link.amount !== undefined ? { difference: link.amount } : {}), ...(atLeast ? { atLeast: true as const } : {}), ...(unit !== undefined ? { unit } : {}), ...own,
  }]);
}

/**
 * "paid more than $20", "is from after 1900", "didn't pay more than $20": a
 * bound that is no value, read as x's not being each value of the ordered
 * category on the wrong side of it. The category is the one whose values are
 * written as the bound is (a currency, a unit, bare numbers) and that the
 * comparison's word can order.
 */
function bounded(reading: Extract<Reading, { kind: "bounded" }>, context: Context, base: { number: number; span: Span }): Resolved<Clue[]> {
  const { link, bound } = reading;
  const span = spanOf(bound[0]!, bound.at(-1)!);
  const text = bound.map((t) => (t as ClueToken).original ?? t.text).join(" ").replace(/^([$£€]) /u, "$1");
  const word = link.word!;
  const degree = degreeOf(String(word.value));
  const limit = quantityOf(text.replace(/\s+\p{L}+$/u, ""));
  if (!degree || limit === undefined) return fail(diagnostics.needsValue(span));
  const sign = /^[$£€]/u.exec(text)?.[0];
  const unit = /\s(\p{L}+)$/u.exec(text)?.[1];
  const written = (c: OrderedCategory): boolean => {
    if (sign !== undefined) return c.values.every((v) => v.trim().startsWith(sign));
    if (unit !== undefined) return c.values.every((v) => v.toLowerCase().split(/[^\p{L}]+/u).some((w) => singularOf(w) === singularOf(unit.toLowerCase())));
    return c.values.every((v) => /^\d[\d,.]*$/u.test(v.trim()));
  };
  const ordered = orderedCategories(context, false);
  const fits = ordered.filter((c) => written(c) && orientation(degree, c) !== undefined);
  if (fits.length !== 1) {
    return fail(diagnostics.unreadableLink(span, text, fits.length === 0
      ? "it is no value, and no category of numbers is written so and ordered by this comparison"
      : `it is no value, and it could bound ${fits.map((c) => c.name).join(" or ")}`));
  }
  const c = fits[0]!;
  // (And it must be the category the comparison's words choose: "arrived before 10" is no bound on bare ages.)
  const said = context.tokens.filter((t) => t.type === "word" || t.type === "kw").map((t) => t.text);
  if (!candidatesFor(degree, said, ordered).some((o) => o.index === c.index)) {
    return fail(diagnostics.unreadableLink(span, text, `it is no value, and "${(word as ClueToken).original ?? word.text}" here does not compare ${c.name}, the only category written so`));
  }
  const x = resolveValue(reading.x, context);
  if (!x.ok) return x;
  // More of the scale is a larger number or a smaller one; a denial turns it round.
  const up = degree.direction * orientation(degree, c)! * (link.negated ? -1 : 1) > 0;
  const beyond = (n: number): boolean => (link.negated ? (up ? n >= limit : n <= limit) : up ? n > limit : n < limit);
  const ruled = c.numbers.flatMap((n, value) => (beyond(n) ? [] : [value]));
  if (ruled.length === c.numbers.length) return fail(diagnostics.unreadableLink(span, text, `no ${c.name} is on that side of it`));
  if (ruled.length === 0) return fail(diagnostics.unreadableLink(span, text, `every ${c.name} is on that side of it, so the clue says nothing`));
  return ok(ruled.map((value) => ({ kind: "notSame" as const, ...base, a: x.value, b: { type: "value" as const, category: c.index, value, span } })));
}

/**
 * Whether "X's wife" is X's own row: X (`owner`) a value of a category that
 * holds the relation's other side (a category of husbands).
 */
function ownRow(owner: Token | undefined, noun: Token, context: Context): boolean {
  if (owner?.type !== "value") return false;
  const ids = context.lexicon.lookup((owner as ClueToken).original);
  return ids.length > 0 && ids.every((id) => isConverse(String(noun.value), context.categories[context.order[id.category]!]!.name));
}

/**
 * "Ben's sister", "the pilot's friend": another person, whom no value of the
 * puzzle names (unless the puzzle has a category of sisters, or Ben is a
 * husband and the noun is "wife": see ownRow). Not passed over, whatever
 * reading took the words in.
 */
function relativeNamed(context: Context): Diagnostic | undefined {
  // (The same for every reading of a clue: worked out once, by its tokens.)
  const known = relativesNamed.get(context.tokens);
  if (known !== undefined) return known ?? undefined;
  const found = findRelativeNamed(context);
  relativesNamed.set(context.tokens, found ?? null);
  return found;
}

const relativesNamed = new WeakMap<readonly Token[], Diagnostic | null>();

function findRelativeNamed(context: Context): Diagnostic | undefined {
  const t = context.tokens;
  for (let i = 0; i + 2 < t.length; i++) {
    const noun = t[i + 2]!;
    if (t[i]!.type !== "value" || t[i + 1]!.type !== "poss" || noun.type !== "word") continue;
    if (headSense(String(noun.value), clueVocabulary(context))?.kind !== "differ" || ownRow(t[i], noun, context)) continue;
    const written = (x: Token): string => (x as ClueToken).original ?? x.text;
    return diagnostics.unreadableLink(spanOf(noun), written(noun), `"${written(t[i]!)}'s ${written(noun)}" is another person, whom no value of the puzzle names; name the value itself`);
  }
  return undefined;
}

/**
 * The words "in age", "in height" after a value of a reading that places
 * values in the row ("next to Alice in age", "two people separate Ann and
 * Bo in age"): an order other than the row's, which cluegrid does not read.
 */
function orderInTail(reading: Reading, context: Context): Token[] | undefined {
  const places = reading.kind === "apart" || reading.kind === "between"
    || (reading.kind === "binary" && reading.link.relation !== "same" && reading.link.relation !== "compare");
  if (!places) return undefined;
  // ("in age", "by age", "in terms of age", "Amy's age is between Ben's and Cal's".)
  const t = context.tokens;
  const at = t.findIndex((w, i) => nounDegree(w) !== undefined && w.type === "word" && i > 0 && ["in", "by", "of", "'s", "’s"].includes(t[i - 1]!.text));
  return at >= 0 ? t.slice(at - 1, at + 1) : undefined;
}

export function toClues(reading: Reading, context: Context): Resolved<Clue[]> {
  const { line } = context;
  const base = { number: line.number, span: { line: line.line, column: line.column, length: line.text.length } };
  const relative = relativeNamed(context);
  if (relative) return fail(relative);
  const order = orderInTail(reading, context);
  if (order) {
    return fail(diagnostics.unreadableLink(spanOf(order[0]!, order[1]!), order.map((t) => (t as ClueToken).original ?? t.text).join(" "),
      "\"next to\", \"apart\" and \"between\" are read of places in the row, not of an order by another measure; say it with an amount (\"3 years older than\")"));
  }
  switch (reading.kind) {
    case "binary": {
      const clues = binary(reading, context, base);
      return clues.ok ? ok([...clues.value, ...bySex([...sexOfPronoun(reading, context, base), ...sexOfNoun(reading, context, base), ...sexOfOwn(reading, context, base)])]) : clues;
    }
    case "both": {
      const out: Clue[] = [];
      for (const part of reading.parts) {
        const r = toClues(part, context);
        if (!r.ok) return r;
        // (A part that says a value is itself adds nothing: "ran the slowest time, 4:16".)
        out.push(...r.value.filter((c) => !(c.kind === "same" && c.a.category === c.b.category && c.a.value === c.b.value)));
      }
      return ok(out);
    }
    case "between": {
      const r = resolveAll([reading.x, reading.a, reading.b], context);
      if (!r.ok) return r;
      const [x, a, b] = r.value as [ValueRef, ValueRef, ValueRef];
      return ok([{ kind: "between", ...base, negated: reading.negated, inOrder: reading.inOrder, x, a, b }]);
    }
    case "bounded":
      return bounded(reading, context, base);
    case "apart": {
      const r = resolveAll([reading.a, reading.b], context);
      if (!r.ok) return r;
      const [a, b] = r.value as [ValueRef, ValueRef];
      return ok([{ kind: "apart", ...base, a, b, distance: reading.between + 1 }]);
    }
    case "either": {
      const r = resolveAll([reading.x, ...reading.options], context);
      if (!r.ok) return r;
      const [x, y, z] = r.value as [ValueRef, ValueRef, ValueRef];
      return ok([{ kind: "either", ...base, x, options: [y, z] }]);
    }
    case "neither": {
      const r = resolveAll([...reading.items, reading.other], context);
      if (!r.ok) return r;
      // "Neither Mike nor Oscar ordered the salad" says neither has it; "neither … hates the salad" says no such thing,
      // whether "hates" is read as the verb or as words after "Oscar".
      for (const p of [...reading.items, reading.other]) {
        const tail = p.type === "value" ? (p.tail ?? []).filter((t) => t.type === "word" || t.type === "kw") : [];
        if (tail.length === 0) continue;
        // (A noun after a value is its noun, "the 7 day visit": only a word that denies or compares is refused.)
        const meaning = linkMeaning(linkWords(tail), valueVocabulary((p as { token: Token }).token, context));
        if (meaning.kind === "deny" || meaning.kind === "compare" || meaning.kind === "conflict") {
          const at = meaning.kind === "conflict" ? tail[meaning.words[1]]! : tail.find((w) => senseOfWord(String(w.value)) !== undefined) ?? tail[0]!;
          return fail(diagnostics.unreadableLink(spanOf(at), (at as ClueToken).original ?? at.text, "a phrase with this word names no one value; name the value itself"));
        }
      }
      if (reading.link) {
        const said = meaningOfLink({ kind: "binary", link: reading.link, a: reading.items[0]!, b: reading.other }, context, [r.value[0]!, r.value[2]!]);
        if (!said.ok) return said;
        if (said.value.relation !== "same" || said.value.negated) {
          const words = reading.link.verbs ?? [];
          return fail(diagnostics.unreadableLink(words.length > 0 ? spanOf(words[0]!, words.at(-1)!) : base.span, words.map((t) => (t as ClueToken).original ?? t.text).join(" "),
            "\"neither … nor …\" and \"not … or …\" are read only with links that say one has a value (\"is\", \"owns\", \"ordered\")"));
        }
      }
      const [a, b, c] = r.value as [ValueRef, ValueRef, ValueRef];
      return ok([{ kind: "neither", ...base, items: [a, b], other: c }]);
    }
    case "unaligned": {
      // "one dislikes tea" says no "one is tea": each link must say that its one has the value
      // (read with the value's own words: "one can't stand cola", where each one's drink is the one they can't stand).
      const r = resolveAll([...reading.pair, ...reading.values], context);
      if (!r.ok) return r;
      for (const [i, link] of (reading.links ?? []).entries()) {
        const said = meaningOfLink({ kind: "binary", link, a: reading.pair[0]!, b: reading.values[i]! }, context, [r.value[0]!, r.value[2 + i]!]);
        if (!said.ok) return said;
        if (said.value.relation !== "same" || said.value.negated) {
          const words = link.verbs ?? [];
          const at = words.length > 0 ? spanOf(words[0]!, words.at(-1)!) : base.span;
          return fail(diagnostics.unreadableLink(at, words.map((t) => (t as ClueToken).original ?? t.text).join(" "), "\"of A and B, one … and the other …\" is read only with links that say one has a value (\"one is\", \"one owns\")"));
        }
      }
      const [a, b, c, d] = r.value as [ValueRef, ValueRef, ValueRef, ValueRef];
      // ("…, and the other has the anubias in her tank": the one with the anubias is a woman.)
      const sexes = reading.values.flatMap((v, i) => {
        const own = possessiveIn([...(reading.links?.[i]?.verbs ?? []), ...(v.type === "value" ? v.tail ?? [] : [])], context);
        return own ? sexClues(r.value[2 + i]!, sexOfWord(own.text)!, own, context, base) : [];
      });
      return ok([{ kind: "unaligned", ...base, pair: [a, b], values: [c, d] }, ...bySex(sexes)]);
    }
    case "sex": {
      const who = resolve(reading.x, context);
      if (!who.ok) return who;
      let wanted = SEXED[String(reading.word.value)] ?? sexOfWord(String(reading.word.value))!;
      if (reading.none) {
        // "Neither of the two women used the felt-tip": only a link that says one has it ("used", "is") says who has it not.
        // (All the words between: the grammar may have put "works with" in the phrase, "the vet" named through it.)
        const end = reading.x.type === "value" ? indexOf(context, reading.x.token) : -1;
        const words = context.tokens.slice(indexOf(context, reading.word) + 1, end).filter((t) => t.type === "word" || t.type === "kw");
        const at = words.length > 0 ? spanOf(words[0]!, words.at(-1)!) : base.span;
        if (end < 0 || linkMeaning(linkWords(words), vocabularyFor([who.value], context)).kind !== "assert" || words.some((t) => t.text === "outside")) {
          return fail(diagnostics.unreadableLink(at, words.map((t) => (t as ClueToken).original ?? t.text).join(" "), "\"neither of the two women …\" is read only with links that say one has a value (\"is\", \"owns\")"));
        }
        // And only where they are all the puzzle's names of that sex, every name's sex known: else "the two" could be any two.
        const names = namesCategory(context);
        const sexes = names < 0 ? [] : context.categories[names]!.values.map((v) => sexOf(v));
        const count = (reading.word as { count?: number }).count;
        if (names < 0 || sexes.some((s) => s === undefined) || sexes.filter((s) => s === wanted).length !== count) {
          return fail(diagnostics.unreadableLink(spanOf(reading.word), (reading.word as ClueToken).original ?? reading.word.text, `"neither of the ${count === 2 ? "two" : count} ${(reading.word as ClueToken).original ?? reading.word.text}" is read only where the names say who they all are`));
        }
        wanted = wanted === "female" ? "male" : "female";
      }
      // "A boy wears the cowboy hat": only a link that says one has it says who has it ("One of the boys hates it" does not).
      const said = (reading.said ?? []).filter((t) => t.type === "word" || t.type === "kw");
      if (said.length > 0 && linkMeaning(linkWords(said), vocabularyFor([who.value], context)).kind !== "assert") {
        return fail(diagnostics.unreadableLink(spanOf(said[0]!, said.at(-1)!), said.map((t) => (t as ClueToken).original ?? t.text).join(" "),
          "\"a boy …\", \"one of the girls …\" are read only with links that say one has a value (\"is\", \"owns\", \"wears\")"));
      }
      const clues = bySex(sexClues(who.value, wanted, reading.word, context, base, reading.none !== undefined));
      return clues.length > 0 || namesCategory(context) >= 0 ? ok(clues) : fail(diagnostics.needsValue(spanOf(reading.word)));
    }
    case "allDifferent": {
      const r = resolveAll(reading.items, context);
      if (!r.ok) return r;
      // ("…, the woman who hired Tunga and …": the one who hired Tunga is a woman.)
      const sexes = reading.items.flatMap((p, i) => {
        const noun = [...(p.head ?? []), ...(p.tail ?? [])].find((t) => t.type === "word" && SEXED[String(t.value)] !== undefined);
        return noun ? sexClues(r.value[i]!, SEXED[String(noun.value)]!, noun, context, base) : [];
      });
      return ok([{ kind: "allDifferent", ...base, items: r.value }, ...bySex(sexes)]);
    }
  }
}

const ORDER_WORDS = new Set(["before", "after", "ahead", "behind"]);

/**
 * "second" or "last" by itself, or with a noun that is no place ("the third
 * cake"): see `orderOfEvents`. Not after a verb of where one is ("sits
 * first"), nor before "in the ..." ("the first painting in the row").
 */
function ordinalAlone(p: Extract<Phrase, { type: "position" }>, tokens: readonly Token[]): boolean {
  const written = String((p.first as ClueToken).original ?? p.first.value).toLowerCase();
  if (p.spelt || p.position === 0 || !(isOrdinalWord(written) || /^\d+(?:st|nd|rd|th)$/u.test(written))) return false;
  const last = indexIn(tokens, p.last);
  const noun = p.first === p.last || (p.last.type === "word" && isNounForm(String(p.last.value)) && !isPlaceNoun(p.last) && !SIDES.has(String(p.last.value)));
  if (!noun || (["in", "on", "from", "at"].includes(tokens[last + 1]?.text ?? "") && tokens[last + 2]?.text === "the")) return false;
  const before = verbBefore(tokens, indexIn(tokens, p.first));
  return !(before?.type === "word" && lemmasOf(String(before.value)).some((l) => LOCATING.has(l)));
}

const SIDES = new Set(["left", "right", "end", "side", "row", "line"]);

/**
 * Whether a reading needs positions in a row: places, next to, left/right,
 * between, k apart; and before/after when no category is a timeline
 * (dates, times, years, ranks) for them to order (nor, for ahead and behind,
 * a category of scores: `scored`). With `ranked` (a category
 * of ordinals, 1st, 2nd, ...), a place word alone ("came last") names a rank.
 */
export function usesPlaces(reading: Reading, tokens: readonly Token[], timeline: boolean, ranked = false, scored = false, size = Infinity, points = false): boolean {
  // ("The last slot", "the first train", with a timeline, may be its earliest or latest time: they need no row by themselves.)
  // (With placings written as ordinals, "the third" and "3rd place" are placings, but "chair 3" and "the third chair" are places.)
  const place = (p: Phrase): boolean => p.type === "end" || p.type === "places"
    // ("cost 55p more": a place the row cannot have is no place.)
    || (p.type === "position" && Math.abs(p.position) <= size && (!ranked || isRowNoun(p.first) || isRowNoun(p.last) || [p.first, p.last].some((t) => t.text === "left" || t.text === "right")) && !p.spelt
      && !(timeline && (isTimeOrPlace(p.last) || timeNotPlace(p, tokens, timeline) || ordinalAlone(p, tokens)))
      // ("came in last" with a category of points: the fewest, see scoreOfRace.)
      && !(points && afterResult(p, tokens)));
  switch (reading.kind) {
    case "binary":
      return ["nextTo", "leftOf", "rightOf"].includes(reading.link.relation)
        || (!timeline && reading.link.relation === "compare" && reading.link.amount === undefined
          && ORDER_WORDS.has(String(reading.link.word?.value))
          // "finished ahead of" on a score: more points, not a place in a row; nor, after a verb of a result, anywhere
          // ("Jasmine finished ahead of Kieran" in a shot put: a longer throw).
          && !((scored || tokens.some(isResulting)) && ["ahead", "behind"].includes(String(reading.link.word?.value))))
        || place(reading.a) || place(reading.b);
    case "between":
    case "apart":
      return true;
    case "both":
      return reading.parts.some((part) => usesPlaces(part, tokens, timeline, ranked, scored, size, points));
    case "either":
      return [reading.x, ...reading.options].some(place);
    case "neither":
      return [reading.other, ...reading.items].some(place);
    case "unaligned":
      return [...reading.pair, ...reading.values].some(place);
    case "allDifferent":
      return reading.items.some(place);
    default:
      return false;
  }
}
