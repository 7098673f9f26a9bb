/**
 * A puzzle's closing questions ("Who owns the fish?", "Which pet does the
 * drummer have?", "Where does the harp player live?") read into typed AST
 * nodes (Question, src/ast/schema.ts): what is asked, a category, and about
 * what, the value a referring phrase names. A question is lexed with the
 * puzzle's lexer, parsed by the clue grammar with its `Question` rule as the
 * start, and its phrase resolved by the code that resolves clues
 * (resolve.ts). The category asked for comes from the question word ("who":
 * the people; "where": the places), else a noun ("Which car ..."), else the
 * verb, through the words that define each category ("drink": Drink).
 * A question that cannot be read is a warning, located like any diagnostic:
 * the puzzle is still solved.
 */
import { createRequire } from "node:module";
import type * as Nearley from "nearley";
import type { Token } from "moo";
import compiled from "../../grammar/clue.js";
import type { Category, Question, Saying, ValueRef } from "../ast/schema.js";
import { candidatesFor, degreeOf, isOrdinals, isTimeline, measureOf } from "./dimensions.js";
import type { Diagnostic } from "./diagnostic.js";
import type { Layout, Located } from "./layout.js";
import type { Lexicon } from "./lexicon.js";
import { isAnimalNoun, isEnglishWord, isNounForm, isPersonNoun, isPlaceName, isVerbForm, isVerbItself, lemmasOf, linkMeaning, vocabularyOf } from "./links.js";
import { sexOf } from "./sexes.js";
import { singularOf } from "./nouns.js";
import { placeOf, runGrammar, tokenize, type ClueToken } from "./clue.js";
import { asDegree, type Asking, type Reading } from "./reading.js";
import { ofPeople, resolveValue, RESULTING, type Context } from "./resolve.js";
import { closest } from "./suggest.js";
import type { Lexer } from "moo";

const nearley = createRequire(import.meta.url)("nearley") as typeof Nearley;
const grammar = nearley.Grammar.fromCompiled({ ...(compiled as unknown as Nearley.CompiledRules), ParserStart: "Question" });

/** Everything of a prepared puzzle a question needs. */
export interface QuestionContext {
  categories: Category[];
  order: readonly number[];
  lexicon: Lexicon;
  lexer: Lexer;
  vocabulary: ReadonlySet<string>;
  rank?: number;
  /** Each category's line as written (by AST index; "" for an implied position category). */
  lines: readonly string[];
  /** By AST index: the verbs (lemmas) by which the clues give one of its values ("Rosa drives the Ford": drive, for Make). */
  clueVerbs?: ReadonlyMap<number, ReadonlySet<string>>;
}

/**
 * The verbs by which clues link a thing to a value, by the value's category
 * (AST index): "Rosa drives the Ford" gives "drive" to the category of the
 * Ford. Only links that say one is the value ("drives", not "does not
 * drive"), of values that name one category.
 */
export function clueVerbsOf(prepared: { clues: readonly { readings: readonly Reading[] }[]; lexicon?: Lexicon; order: readonly number[] }): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  const visit = (r: Reading): void => {
    if (r.kind === "both") { r.parts.forEach(visit); return; }
    if (r.kind !== "binary" || r.link.relation !== "same" || r.link.negated || r.b.type !== "value") return;
    const ids = prepared.lexicon?.lookup((r.b.token as ClueToken).original) ?? [];
    if (ids.length !== 1) return;
    const at = prepared.order[ids[0]!.category]!;
    for (const t of r.link.verbs ?? []) {
      if (t.type !== "word") continue;
      for (const l of lemmasOf(String(t.value))) if (!COMMON_VERBS.has(l)) (out.get(at) ?? out.set(at, new Set()).get(at)!).add(l);
    }
  };
  for (const clue of prepared.clues) clue.readings.forEach(visit);
  return out;
}

/**
 * The questions of a layout, one per question (a line may hold two: "Who
 * owns the Tesla? And who drinks the Sauvignon?"), in order; a title that
 * is a question ("Who Owns the Zebra?") comes first, unless a closing line
 * asks it again.
 */
export function questionsOf(layout: Layout): Located[] {
  const out: Located[] = [];
  for (const line of layout.questions) {
    for (const match of line.text.matchAll(/[^?]*\?/gu)) {
      const text = match[0].trim();
      if (text === "?") continue;
      out.push({ text, line: line.line, column: line.column + match.index! + (match[0].length - match[0].trimStart().length) });
    }
  }
  const title = layout.intro[0];
  if (layout.title !== undefined && title && title.text.endsWith("?") && !out.some((q) => key(q.text) === key(title.text))) {
    out.unshift({ text: title.text.replace(/^#+\s*/u, ""), line: title.line, column: title.column + (title.text.length - title.text.replace(/^#+\s*/u, "").length) });
  }
  return out;
}

/** A question's words, for telling the same question asked twice. */
const key = (text: string): string => text.toLowerCase().replace(/^#+\s*/u, "").replace(/^(?:and|so)\s+/u, "").replace(/\s+/gu, " ").trim();

/** Read each question, or say why it cannot be read (a warning). */
export function readQuestions(located: readonly Located[], context: QuestionContext): { questions: Question[]; warnings: Diagnostic[] } {
  const questions: Question[] = [];
  const warnings: Diagnostic[] = [];
  for (const [i, q] of located.entries()) {
    // Beyond these, a question would cost parsing time for nothing a reader asks.
    if (i >= QUESTION_LIMITS.questions) {
      warnings.push(warn({ line: q.line, column: q.column, length: q.text.length }, `the puzzle asks more than ${QUESTION_LIMITS.questions} questions; cluegrid answers the first ${QUESTION_LIMITS.questions}`).warning);
      break;
    }
    if (q.text.length > QUESTION_LIMITS.length) {
      warnings.push(warn({ line: q.line, column: q.column, length: q.text.length }, `the question is ${q.text.length} characters long; cluegrid reads questions of at most ${QUESTION_LIMITS.length}`).warning);
      continue;
    }
    const read = readQuestion(q, context);
    if ("warning" in read) warnings.push(read.warning);
    else questions.push(read.question);
  }
  return { questions, warnings };
}

/** The most questions a puzzle may ask, and the longest question, that cluegrid reads. */
export const QUESTION_LIMITS = { questions: 20, length: 300 } as const;

const warn = (place: { line: number; column: number; length: number }, why: string): { warning: Diagnostic } =>
  ({ warning: { ...place, code: "unreadable-question", message: `cannot answer this question: ${why}` } });

function readQuestion(q: Located, context: QuestionContext): { question: Question } | { warning: Diagnostic } {
  const whole = { line: q.line, column: q.column, length: q.text.length };
  const names = context.order.map((i) => context.categories[i]!.name);
  const { tokens, errors } = tokenize(context.lexer, { ...q, number: 0 }, names, context.lexicon.partial);
  if (errors.length > 0) return warn(errors[0]!, errors[0]!.message);
  const { results, failed } = runGrammar(grammar, tokens);
  if (failed !== undefined || results.length === 0) return notParsed(tokens, failed, whole, context);
  const meanings = new Map<string, { read: Question; verbsInPhrase: number }>();
  let firstError: Diagnostic | undefined;
  // ("Where was Radhika placed?": a reading that leaves the verb in the phrase, "[Radhika placed]", gives way to one that reads it as the verb.)
  // (A verb in -ing is the verb, though it may be a noun too: "Where is Felix [travelling] to?".)
  const tail = (a: Asking): number => ("tail" in a.about ? (a.about.tail ?? []).filter((t) => isVerbForm(String(t.value)) && (!isNounForm(String(t.value)) || /\p{L}{3}ing$/u.test(String(t.value)))).length : 0);
  const least = Math.min(...(results as Asking[]).map(tail));
  for (const asking of (results as Asking[]).filter((a) => tail(a) === least)) {
    const read = meaning(asking, q, tokens, context);
    if (typeof read === "string" || "code" in read) {
      firstError ??= typeof read === "string" ? { ...whole, code: "unreadable-question", message: read } : read;
      continue;
    }
    const k = `${read.asked}:${read.about.category}:${read.about.value}`;
    // Of two readings that mean the same, the one with the shorter verb group after the phrase ("does [the harp player] live").
    const had = meanings.get(k);
    // (A verb group that starts with "to" or a preposition left the verb in the phrase: "[the quilt take] to finish".)
    const verbLength = (x: Question): number => (x.saying.form === "object" ? x.saying.verb.length + (/^(?:to|of|in|on|at|for|with|by|from|about|into|after)\b/iu.test(x.saying.verb) ? 1000 : 0) : 0);
    // (Before that, the one that leaves no word that may be a verb in the phrase: "does [Buck] call home", not "[Buck call] home".)
    const verbsInPhrase = "tail" in asking.about ? (asking.about.tail ?? []).filter((t) => isVerbItself(String(t.value))).length : 0;
    if (!had || verbsInPhrase < had.verbsInPhrase || (verbsInPhrase === had.verbsInPhrase && verbLength(read) < verbLength(had.read))) meanings.set(k, { read, verbsInPhrase });
  }
  if (meanings.size === 1) return { question: [...meanings.values()][0]!.read };
  if (meanings.size > 1) {
    const ways = [...meanings.values()].map(({ read: m }) => `the ${context.categories[m.asked]!.name} of "${context.categories[m.about.category]!.values[m.about.value]}"`);
    return warn(whole, `it can be read as asking ${ways.sort().join(" or ")}`);
  }
  return warn(firstError!, firstError!.message.replace(/^cannot answer this question: /u, ""));
}

/** Why a question does not parse: a word close to a value, a word where a value would be, or the word the grammar stopped at. */
function notParsed(tokens: ClueToken[], failed: ClueToken | undefined, whole: { line: number; column: number; length: number }, context: QuestionContext): { warning: Diagnostic } {
  const values = context.categories.flatMap((c) => c.values);
  const upTo = tokens.filter((t) => failed === undefined || t.offset <= failed.offset);
  for (const token of upTo) {
    const suggestion = token.type === "word" ? closest(token.original, values) : undefined;
    if (suggestion) return warn(placeOf(token), `"${token.original}" is not a value of this puzzle; did you mean "${suggestion}"?`);
  }
  const atEnd = failed === undefined || (failed.type === "punct" && failed === tokens.at(-1));
  if (atEnd) {
    const stray = [...upTo].reverse().find((t, i, all) => t.type === "word" && ["the", "a", "an"].includes(all[i + 1]?.text ?? ""));
    if (stray && !tokens.some((t) => t.type === "value")) return warn(placeOf(stray), `"${stray.original}" is not a value of this puzzle, and the question names no value`);
    if (failed === undefined) return warn(whole, `the question ends too early; expected a value or a place it asks about`);
  }
  if (failed!.text === "," && tokens[tokens.indexOf(failed!) + 1]?.text === "and") {
    return warn(placeOf(failed!), "it asks two things in one sentence; ask each in a sentence of its own, naming what it is about");
  }
  return warn(placeOf(failed!), `cluegrid cannot place "${failed!.original}" here; it reads questions such as "Who owns the fish?", "Which pet does Ann keep?", "Where does Ann live?"`);
}


/** One reading of a question as an AST node, or why it cannot be one. */
function meaning(asking: Asking, q: Located, tokens: ClueToken[], context: QuestionContext): Question | Diagnostic | string {
  const resolveContext: Context = {
    categories: context.categories, lexicon: context.lexicon, order: context.order, size: context.categories[0]!.values.length,
    tokens, line: { ...q, number: 0 }, vocabulary: context.vocabulary, lines: context.lines, ...(context.rank !== undefined ? { rank: context.rank } : {}),
  };
  // "does" starts the verb group only when the phrase follows it ("Which pet does [the drummer] have?").
  if (!asking.aux && ["does", "do", "did"].includes(asking.verbs[0]?.text ?? "")) return "its verb comes after what it is about";
  const about = resolveValue(asking.about, resolveContext);
  if (!about.ok) return about.error;
  const verbs = asking.verbs.filter((t) => t.type === "word" || t.type === "kw");
  const said = linkMeaning(verbs.map((t) => ({ text: String(t.value), keyword: t.type === "kw" })), context.vocabulary);
  if (said.kind !== "assert" && said.kind !== "tolerate") {
    return `it asks about "${verbs.map((t) => (t as ClueToken).original).join(" ")}", and cluegrid answers only what is the same entity ("Who owns the fish?")`;
  }
  // The nouns of what the phrase owns ("Petra's scarf": scarf), which may name the category asked for.
  const owned = tokens.flatMap((t, i) => (t.type === "poss" && tokens[i + 1]?.type === "word" ? [singularOf(String(tokens[i + 1]!.value))] : []));
  // "What is the number of the house where …?": the place's number, whatever else is counted ("number of grandchildren").
  const row = context.categories.findIndex((c) => c.positional);
  const numbered = /\bnumber\s+of\s+the\s+(\p{L}+)/iu.exec(q.text)?.[1];
  // (Unless a category is named by that place: "House number: 12, 14, 16" answers 16.)
  const placeNoun = numbered !== undefined && PLACE_NOUNS.has(singularOf(numbered.toLowerCase())) ? singularOf(numbered.toLowerCase()) : undefined;
  const ownNumbers = context.categories.findIndex((c) => !c.positional && c.name.toLowerCase().split(/[^\p{L}]+/u).some((w) => singularOf(w) === placeNoun));
  const asked = row >= 0 && placeNoun !== undefined && ownNumbers < 0 ? row : askedCategory(asking, about.value, context, owned);
  if (typeof asked === "string") return asked;
  const span = { line: q.line, column: q.column, length: q.text.length };
  const positional = context.categories[asked]!.positional;
  let says = saying(asking, q, tokens);
  // "What does Dagny do for a living?": "Dagny is the nurse."
  if (says.form === "object" && says.verb === "do for a living") says = { ...says, verb: "is", aux: "" };
  // "Where does Buck call home?": "Buck is from Amarillo."
  if (says.form === "object" && /^call\s+home$/iu.test(says.verb)) says = { ...says, verb: "is from", aux: "" };
  // "Where does the tiramisu lover work?" asked of a category: the preposition its line uses ("one works at a bank").
  if (asking.word.value === "where" && !positional && says.form === "object") {
    const verb = says.verb.split(" ")[0]!.toLowerCase();
    const prep = new RegExp(`\\bone\\s+${verb}\\p{L}*\\s+(at|in|on|for|with|to|from|by|as)\\b`, "iu").exec(context.lines[asked] ?? "")?.[1];
    if (prep) says = { ...says, verb: `${says.verb} ${prep.toLowerCase()}` };
    // "Where did Delphine go?": "Delphine went to Iceland".
    else if (/^\S+$/u.test(says.verb) && lemmasOf(says.verb.toLowerCase()).some((l) => TRAVELLING.has(l) && !VISITING.has(l))) says = { ...says, verb: `${says.verb} to` };
  }
  return {
    text: q.text, span, asked, about: about.value, saying: says,
    ...(asking.side ? { beside: asking.side.value === "left" ? "left" as const : "right" as const } : {}),
    ...(positional ? { place: placeWords(asking, tokens, context.vocabulary) } : {}),
    ...(asking.word.value === "who" || asking.word.value === "whom" ? proseNames(context.categories[asked]!, context.lines[asked] ?? "") ?? firstNames(context.categories[asked]!) : {}),
  };
}

/** People asked for by "who", named by their first names ("Crew: Ann, Bob, Cy"): as they are, "Ann", not "the Ann". */
function firstNames(category: Category): { names?: string[] } {
  // (Every one a first name: "German" may be one, but "Brit" and "Dane" are not, and they are "the German", "the Dane".)
  return category.values.every((v) => /^\p{Lu}/u.test(v) && sexOf(v.split(" ")[0]!) !== undefined) ? { names: [...category.values] } : {};
}

/**
 * The values of a category stated in prose ("one is a drummer, one plays
 * the harp"), as an answer names them: "the drummer", "the person who plays
 * the harp". Nothing when the line is not prose.
 */
function proseNames(category: Category, line: string): { names?: string[] } | undefined {
  const names: string[] = [];
  for (const value of category.values) {
    const escaped = value.replace(/[\\^$.*+?()[\]{}|]/gu, "\\$&");
    const said = new RegExp(`\\bone\\s+([\\p{L}'’]+(?:\\s+been)?)\\s+((?:(?:from|in|at|of|on|with|for|to|into|about)\\s+)?(?:(?:a|an|the|some)\\s+)?)${escaped}(?![\\p{L}\\p{N}])`, "iu").exec(line);
    if (!said) return undefined;
    const verb = said[1]!.toLowerCase();
    // A name is said as it is: "Callum lives in house 1", not "the Callum".
    names.push(verb === "is" ? (/^\p{Lu}/u.test(value) ? value : `the ${value}`) : `the person who ${said[1]} ${said[2]}${value}`);
  }
  return { names };
}

/** The text of a question between two columns, without its question mark. */
function slice(q: Located, from: number, to?: number): string {
  return q.text.slice(from - q.column, to === undefined ? undefined : to - q.column).replace(/\?\s*$/u, "").trim();
}

const end = (t: Token): number => t.col + ((t as ClueToken).original ?? t.text).length;

/** How the answer is said, in the question's words (see Saying). */
function saying(asking: Asking, q: Located, tokens: ClueToken[]): Saying {
  if (asking.aux) {
    const verbs = asking.verbs;
    return { form: "object", subject: slice(q, end(asking.aux), verbs[0]?.col), verb: verbs.length > 0 ? slice(q, verbs[0]!.col) : "", aux: asking.aux.text };
  }
  if (asking.be && asking.verbs.length > 0 && asking.verbs[0]!.offset > asking.be.offset) {
    // "In which season was the drummer born?": "The drummer was born in winter."
    const verbs = asking.verbs;
    const verb = [asking.be.text, slice(q, verbs[0]!.col), asking.prep?.text ?? ""].filter(Boolean).join(" ");
    return { form: "object", subject: slice(q, end(asking.be), verbs[0]!.col), verb, aux: "" };
  }
  if (asking.be) {
    // "Which cake was ordered by Dr Lund?", "Which speaker is staying at ...?": the answer is the subject.
    const next = tokens[tokens.indexOf(asking.be as ClueToken) + 1];
    if (next?.type === "word") return { form: "subject", predicate: slice(q, asking.be.col) };
    return { form: "is", subject: slice(q, end(asking.be)) };
  }
  // "Whose shed is black?": "Ben's shed is black."
  if (tokens[0]?.text === "whose" && tokens[1] !== undefined) return { form: "subject", predicate: `'s ${slice(q, tokens[1].col)}` };
  const after = asking.nouns.at(-1) ?? asking.word;
  const start = asking.verbs[0]?.col ?? tokens.find((t) => t.offset > after.offset)?.col ?? end(after);
  return { form: "subject", predicate: slice(q, start) };
}

/** Nouns for places in a row. */
const PLACE_NOUNS = new Set(["house", "home", "position", "place", "spot", "seat", "room", "cabin", "cottage", "stall", "booth", "lane", "plot", "slot", "space", "door", "hut", "bay", "apartment", "flat", "office", "locker"]);

/** The words a place answer takes: "in house 3" (Where does ...?), "3" (What is the number of ...?). */
function placeWords(asking: Asking, tokens: ClueToken[], vocabulary: ReadonlySet<string>): { prep: string; noun: string } {
  const prep = asking.prep ? String(asking.prep.value) : asking.word.value === "where" ? "in" : "";
  if (asking.nouns.some((t) => t.value === "number") || tokens.some((t, i) => t.text === "number" && tokens[i + 1]?.text === "of" && tokens[i + 2]?.text === "the" && PLACE_NOUNS.has(singularOf(String(tokens[i + 3]?.value))))) return { prep, noun: "" };
  // The question's own word for a place, else the puzzle's ("There are 3 houses ...").
  const noun = tokens.find((t) => t.type === "word" && PLACE_NOUNS.has(singularOf(String(t.value))));
  return { prep, noun: noun ? singularOf(String(noun.value)) : [...PLACE_NOUNS].find((n) => vocabulary.has(n)) ?? "position" };
}

/** The words of a category's name, singular and lower case ("Door color": door, color). */
const nameWords = (c: Category): string[] => c.name.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean).map((w) => singularOf(w));

/**
 * The category of people: one named by a noun for people ("Owners",
 * "Students"), else the names, else the nationalities, else one named by a
 * noun for a doer ("Driver"), else one whose values are people ("drummer",
 * "pilot").
 */
function peopleCategory(categories: readonly Category[]): number | undefined {
  const find = (test: (c: Category) => boolean): number => categories.findIndex((c) => !c.positional && test(c));
  const last = (c: Category): string => nameWords(c).at(-1) ?? "";
  // Values that are first names ("Ada, Bea, Cora"), by the name lists: the people, whatever the category is called;
  // of two such (riders and horses), the one named by a noun for people ("Jockey"), else the one with more names.
  const names = (c: Category): number => c.values.filter((v) => /^\p{Lu}/u.test(v) && sexOf(v.split(" ")[0]!) !== undefined).length;
  // (Places are not people, however many are also first names: "Persia", "Egypt".)
  const places = (c: Category): number => c.values.filter((v) => isPlaceName(v)).length;
  // (Nor things some of which are also names, under a noun for things, where another category's values are all words for
  // people: "make: Dodge, Nash, Packard" beside "baker, jeweler, foreman". A crew or a team of names stays the people.)
  const trades = categories.some((c) => !c.positional && c.values.every((v) => /^\p{Ll}/u.test(v) && isPersonNoun(v.split(" ").at(-1)!)));
  const thing = (c: Category): boolean => trades && names(c) < c.values.length && isEnglishWord(last(c)) && !isPersonNoun(last(c))
    && !isAnimalNoun(last(c)) && !PERSON_NOUNS.has(last(c)) && last(c) !== "name";
  const named = categories.map((c, i) => ({ c, i })).filter(({ c }) => !c.positional && 2 * names(c) > c.values.length && 2 * places(c) <= c.values.length && !thing(c));
  if (named.length > 0) {
    const people = named.filter(({ c }) => isPersonNoun(last(c)) || PERSON_NOUNS.has(last(c)));
    const pool = people.length > 0 ? people : named;
    return pool.reduce((best, x) => (names(x.c) > names(best.c) ? x : best)).i;
  }
  for (const test of [
    (c: Category) => isPersonNoun(last(c), true) || PERSON_NOUNS.has(last(c)),
    (c: Category) => last(c) === "name",
    // A noun for one who does something ("Driver", "Curator"), if WordNet files it under people at all.
    (c: Category) => /(?:er|or|ist|ian|ant|ent)$/u.test(last(c)) && isPersonNoun(last(c)),
    (c: Category) => /nationalit/iu.test(c.name),
    ofPeople,
    // Values that are all words for people ("baker, jeweler, foreman"): the trades of the people asked about.
    (c: Category) => c.values.every((v) => /^\p{Ll}/u.test(v) && isPersonNoun(v.split(" ").at(-1)!)),
    // (A country or an origin may be a thing's: "Origin" of museum pieces, after a category of curators.)
    (c: Category) => /countr|origin/iu.test(c.name),
  ]) {
    const i = find(test);
    if (i >= 0) return i;
  }
  return undefined;
}

/** Verbs of a journey: "Where did Ann go?" asks for the place she went to. */
const TRAVELLING = new Set(["go", "travel", "visit", "fly", "head", "holiday", "vacation", "tour", "move", "sail", "drive", "journey", "emigrate", "relocate"]);

/** Verbs of a journey that take their place without "to" ("visited Peru"). */
const VISITING = new Set(["visit", "tour"]);

/** Verbs of where a person is in the row: "Where does Ann live?" asks for a place. */
const DWELLING = new Set(["live", "sit", "stand", "stay", "reside", "dwell", "park", "be"]);

/** Words that ask for a person. */
const PERSON_NOUNS = new Set(["person", "people", "man", "woman", "one", "name", "guy", "girl", "boy", "lady", "resident", "owner", "member", "friend", "guest", "player", "worker", "neighbour", "neighbor"]);

/** The category a question asks for, or why it cannot tell. */
function askedCategory(asking: Asking, about: ValueRef, context: QuestionContext, owned: readonly string[] = []): number | string {
  const { categories } = context;
  const others = categories.map((_, i) => i).filter((i) => i !== about.category);
  const unique = (found: number[], what: string): number | string => {
    const set = [...new Set(found)].filter((i) => i !== about.category);
    if (set.length === 1) return set[0]!;
    if (set.length === 0) return `no category of this puzzle is ${what}`;
    return `${what} could be ${set.map((i) => `the ${categories[i]!.name}`).join(" or ")}; name the category, as in "Which ${singularOf(categories[set[0]!]!.name.toLowerCase())} ..."`;
  };
  const word = String(asking.word.value);
  const nouns = asking.nouns.map((t) => singularOf(String(t.value)));
  const positions = categories.findIndex((c) => c.positional);
  if (word === "who" || word === "whom") {
    const people = peopleCategory(categories);
    // (Who is beside Carl asks for another of Carl's own category.)
    if (people === undefined || (people === about.category && !asking.side)) return "no category of this puzzle names the people it asks for";
    return people;
  }
  const said = [...("tail" in asking.about ? asking.about.tail ?? [] : []), ...asking.verbs, ...asking.nouns].map((t) => String(t.value).toLowerCase());
  // "Where is Vince from?", "Where does Buck call home?", "Where was Ida born?": a hometown, a country, a city; never the row.
  if (word === "where" && (said.includes("from") || (said.includes("home") && said.some((w) => lemmasOf(w).includes("call"))) || said.includes("born"))) {
    // A place before a nationality: a hometown or city, then a country or region, then a nationality or an origin.
    for (const place of [/home|town|city|cities|birthplace|village/iu, /countr|region|state|province/iu, /nation|origin|from/iu]) {
      const found = others.filter((i) => place.test(categories[i]!.name));
      if (found.length > 0) return unique(found, "where one is from");
    }
    return "no category of this puzzle says where one is from";
  }
  if (word === "where") {
    // "Where does the tiramisu lover work?": a category the verb defines ("one works at a school") before the row.
    const verbs = asking.verbs.filter((t) => t.type === "word").flatMap((t) => lemmasOf(String(t.value))).filter((l) => !COMMON_VERBS.has(l) && !DWELLING.has(l));
    // "Where did Delphine go?": a journey's end, the category whose values are places ("Peru", "Oslo"), never the row.
    if (verbs.some((l) => TRAVELLING.has(l))) {
      const places = others.filter((i) => !categories[i]!.positional && 2 * categories[i]!.values.filter((v) => isPlaceName(v)).length > categories[i]!.values.length);
      if (places.length > 0) return unique(places, "where one went");
    }
    const defined = others.filter((i) => !categories[i]!.positional && verbs.some((l) => vocabularyOf([categories[i]!.description ?? "", context.lines[i] ?? ""]).has(l)));
    // Of several, the one whose values the verb itself introduces ("one works at a bank"; not "gets to work by bus").
    const introduced = defined.filter((i) => [...(context.lines[i] ?? "").matchAll(/\bone\s+(\p{L}+)/gu)].some((m) => lemmasOf(m[1]!.toLowerCase()).some((l) => verbs.includes(l))));
    if (defined.length > 0) return unique(introduced.length === 1 ? introduced : defined, `where one ${verbs[0]}s`);
    // "Where did Cordelia finish?": with placings written as ordinals (1st, 2nd, …), the placing, not the row.
    const placings = others.filter((i) => !categories[i]!.positional && isOrdinals(categories[i]!.values));
    if (placings.length === 1 && asking.verbs.some((t) => lemmasOf(String(t.value)).some((l) => RESULTING.has(l)))) return placings[0]!;
    return positions >= 0 ? positions : "the puzzle has no row of places for \"where\" to ask about";
  }
  const measured = (kinds: string[]): number[] => others.filter((i) => {
    const c = categories[i]!;
    return !c.positional && c.numbers !== undefined && kinds.includes(measureOf({ name: c.name, values: c.values, numbers: c.numbers }));
  });
  if (word === "when") {
    // A point in time (a clock time, a date, a year) first; else anything before and after can order.
    const instants = measured(["instant", "year"]);
    return unique(instants.length > 0 ? instants : others.filter((i) => !categories[i]!.positional && categories[i]!.numbers && isTimeline(categories[i]!)), "a time or date");
  }
  if (word === "how") {
    // "How much did Eugene's pumpkin weigh?": what the verb measures; else a price ("How much did it cost?").
    if (nouns[0] === "much" && nouns.length === 1) {
      const weighs = asking.verbs.some((t) => lemmasOf(String(t.value)).includes("weigh"));
      return weighs ? unique(measured(["weight"]), "a weight") : unique(measured(["price"]), "a price");
    }
    if (nouns[0] === "old" && nouns.length === 1) return unique(measured(["age", "year"]), "an age");
    // "How long did it take?", "How far did she run?", "How heavy is ...?": the ordered categories the adjective measures.
    const degree = nouns.length === 1 ? asDegree(asking.nouns[0]!) : undefined;
    if (degree !== undefined) {
      const ordered = others.flatMap((i) => {
        const c = categories[i]!;
        return !c.positional && c.numbers ? [{ index: i, name: c.name, values: c.values, numbers: c.numbers }] : [];
      });
      return unique(candidatesFor(degreeOf(String(degree.value))!, [], ordered).map((c) => c.index), `how ${nouns[0]}`);
    }
    nouns.splice(0, 1);
  }
  // "What colour is Petra's scarf?": the category the phrase's own noun names (Scarf), when the question's noun names none.
  const tail = [...owned, ...(asking.about.tail ?? []).filter((t) => t.type === "word").map((t) => singularOf(String(t.value)))];
  if (nouns.length > 0 && !others.some((i) => nameWords(categories[i]!).some((w) => nouns.includes(w)))) {
    const owned = others.filter((i) => nameWords(categories[i]!).some((w) => tail.includes(w)));
    if (owned.length === 1) return owned[0]!;
  }
  // "What colour is Ivor's shed?": a category whose values are colours, whatever it is called.
  if (nouns.length === 1 && (nouns[0] === "colour" || nouns[0] === "color")) {
    const coloured = others.filter((i) => categories[i]!.values.every((v) => COLOURS.test(v)));
    if (coloured.length === 1 && !others.some((i) => nameWords(categories[i]!).includes(nouns[0]!))) return coloured[0]!;
  }
  // "What is the house number of …?": the place's number, even beside a category of "number of cats".
  if (positions >= 0 && nouns.includes("number") && nouns.some((n) => PLACE_NOUNS.has(n))) return positions;
  // A noun that names a category ("Which car ...", "What color ..."), a place, or a person.
  if (nouns.length > 0) {
    const named = others.filter((i) => nameWords(categories[i]!).some((w) => nouns.includes(w)));
    if (named.length > 0) return unique(named, `"${nouns.join(" ")}"`);
    // "Which town …" of a category "Hometown"; "In which year …" of years, whatever the category is called.
    const within = others.filter((i) => nameWords(categories[i]!).some((w) => nouns.some((n) => n.length >= 4 && w.endsWith(n))));
    if (within.length > 0) return unique(within, `"${nouns.join(" ")}"`);
    const measures = nouns.flatMap((n) => MEASURE_NOUNS[n] ?? []);
    if (measures.length > 0 && measured(measures).length > 0) return unique(measured(measures), `"${nouns.join(" ")}"`);
    // "Which place did the cherry pie take?" where there are placings (1st, 2nd, …): the placing, unless asked where one sits.
    const placings = others.filter((i) => isOrdinals(categories[i]!.values));
    const dwelling = asking.verbs.some((t) => t.type === "word" && lemmasOf(String(t.value)).some((l) => DWELLING.has(l)));
    if (placings.length === 1 && nouns.includes("place") && !dwelling) return placings[0]!;
    if (positions >= 0 && nouns.some((n) => PLACE_NOUNS.has(n) || n === "number")) return positions;
    if (nouns.some((n) => PERSON_NOUNS.has(n))) {
      const people = peopleCategory(categories);
      if (people !== undefined && people !== about.category) return people;
    }
    const lemmas = nouns.flatMap((n) => lemmasOf(n));
    const lined = others.filter((i) => lemmas.some((l) => vocabularyOf([categories[i]!.description ?? "", context.lines[i] ?? ""]).has(l)));
    // "Which car does Rosa drive?" with a category "Make": the one the clues give by the question's verb ("Rosa drives the Ford").
    const driven = lined.length === 0 ? byClueVerbs(verbLemmas(asking), others, context) : [];
    return unique(lined.length > 0 ? lined : driven, `"${nouns.join(" ")}"`);
  }
  // "What does Dagny do for a living?": the jobs.
  if (asking.verbs.map((t) => String(t.value)).join(" ") === "do for a living") {
    return unique(others.filter((i) => /\b(?:jobs?|occupations?|professions?|careers?|trades?|work)\b/iu.test(`${categories[i]!.name} ${categories[i]!.description ?? ""}`)), "a job");
  }
  // No noun: the verb, through the words that define a category ("What does Ann drink?": Drink).
  const verbs = verbLemmas(asking);
  if (verbs.length === 0) return "it does not say which category it asks for; name it, as in \"Which pet ...\"";
  const defined = others.filter((i) => verbs.some((l) => vocabularyOf([categories[i]!.name, categories[i]!.description ?? "", context.lines[i] ?? ""]).has(l)));
  // ("What is Beth painting?": the category the clues give by that verb, "Beth is painting the lake".)
  return unique(defined.length > 0 ? defined : byClueVerbs(verbs, others, context), `what "${asking.verbs.map((t) => (t as ClueToken).original).join(" ")}" asks for`);
}

/** The lemmas of a question's verbs, less the common ones ("be", "have", "do"): "drive" of "Which car does Rosa drive?". */
const verbLemmas = (asking: Asking): string[] =>
  asking.verbs.filter((t) => t.type === "word").flatMap((t) => lemmasOf(String(t.value))).filter((l) => !COMMON_VERBS.has(l));

/** The categories among `others` whose values the clues give by one of these verbs (see clueVerbsOf). */
function byClueVerbs(verbs: readonly string[], others: readonly number[], context: QuestionContext): number[] {
  return others.filter((i) => verbs.some((l) => context.clueVerbs?.get(i)?.has(l)));
}

/** Nouns that ask for what an ordered category measures: "In which year …", "At what time …". */
const MEASURE_NOUNS: Record<string, string[]> = { year: ["year"], time: ["instant"], age: ["age"], price: ["price"], cost: ["price"], weight: ["weight"], height: ["height"], score: ["score"] };

/** Colour words, to find a category of colours by its values ("green, red, blue"). */
const COLOURS = /^(?:(?:light|dark|pale|bright|deep)\s+)?(?:red|orange|yellow|green|blue|purple|violet|pink|white|black|grey|gray|brown|beige|cream|ivory|gold|golden|silver|teal|turquoise|navy|maroon|crimson|scarlet|magenta|lilac|lavender|indigo|amber|olive|tan|khaki|cyan|aqua|mint|peach|coral|burgundy|bronze|copper|charcoal|ochre|mustard|plum|rust|emerald|sapphire|ruby|primrose|lime|salmon|cobalt|saffron|azure|cerulean|vermilion|jade|sage|slate|chartreuse|fuchsia|mauve|taupe|periwinkle|ultramarine|cinnamon|honey|sand|sky|forest|wine|cherry)$/iu;

/** Verbs every category line may use: they tell no category. */
const COMMON_VERBS = new Set(["be", "have", "do", "own", "get", "like", "prefer", "choose", "use", "take"]);
