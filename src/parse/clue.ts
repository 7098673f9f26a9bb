/**
 * Parse one clue line: lex it with the puzzle's lexer, run the nearley
 * grammar, and return every distinct reading. Zero readings is an error that
 * points at the first token the grammar could not place.
 */
import { createRequire } from "node:module";
import type * as Nearley from "nearley";
import type { Lexer, Token } from "moo";
import compiled from "../../grammar/clue.js";
import { fastPaths, readingsOf } from "./caches.js";
import { earleyResults } from "./earley.js";
import { diagnostics, type Diagnostic, type Place } from "./diagnostic.js";
import type { Reading } from "./reading.js";
import type { ClueLine } from "./layout.js";
import { closest } from "./suggest.js";
import { KEYWORDS } from "../../grammar/lexer.js";
import { singularOf } from "./nouns.js";
import { isAuxiliary, isDegree, isMannerAdverb, isNumberWord, isSuperlative } from "./reading.js";
import { isEmptyWord, isNounForm, isPastParticiple, isPersonNoun, isVerbForm, lemmasOf, senseOfWord, vocabularyOf } from "./links.js";

// Loaded with require, not import: Node reads a CommonJS package imported from ESM a
// second time to find its export names, which costs start-up time.
const nearley = createRequire(import.meta.url)("nearley") as typeof Nearley;
const grammar = nearley.Grammar.fromCompiled(compiled as unknown as Nearley.CompiledRules);

/** Feeds nearley a ready list of tokens. */
class TokenStream {
  private index = 0;
  constructor(private readonly tokens: readonly Token[]) {}
  reset(): void {}
  next(): Token | undefined {
    return this.tokens[this.index++];
  }
  save(): object {
    return {};
  }
  formatError(token: Token): string {
    return `unexpected "${token.text}"`;
  }
  has(): boolean {
    return true;
  }
}

/** A clue token: moo's, with `text` lower-cased for the grammar's literals
 *  and the text as written kept in `original`. */
export interface ClueToken extends Token {
  original: string;
  /** A word of a category's name, written in full ("personal best"): never a comparison. */
  named?: boolean;
  /** A noun the introduction gives the row's places ("on sheets numbered 1 to 4 from left to right"): a place noun. */
  rowNoun?: boolean;
}

/** Prefixed to a value token's text: no grammar literal can match it. */
export const VALUE_MARK = "\u0000";

export function placeOf(token: Token): Place {
  return { line: token.line, column: token.col, length: ((token as ClueToken).original ?? token.text).length };
}

/**
 * Tokens of one clue, placed in the source file; white space dropped.
 * `partial`: whether a value's text names it only in part ("vinyl" of
 * "vinyl records"), which is a value only before a doer ("the vinyl
 * collector"), and otherwise a plain word ("on the trail", with "trail mix").
 */
export function tokenize(
  lexer: Lexer, clue: ClueLine, categoryNames: readonly string[] = [], partial?: (text: string) => boolean, sides?: ReadonlyMap<string, string>,
  rowNouns?: ReadonlySet<string>,
): { tokens: ClueToken[]; errors: Diagnostic[] } {
  const tokens: ClueToken[] = [];
  const errors: Diagnostic[] = [];
  lexer.reset(clue.text);
  for (let token = lexer.next(); token; token = lexer.next()) {
    token.line = clue.line;
    token.col = clue.column + token.col - 1;
    if (token.type === "ws") continue;
    if (token.type === "error") {
      errors.push(diagnostics.badCharacter({ ...placeOf(token), length: 1 }, token.text.charAt(0)));
      break;
    }
    // The grammar's literals ("first", "left") match a token's text; a value
    // token's text is marked so that a value is never read as a keyword.
    const text = token.type === "value" ? `${VALUE_MARK}${token.text.toLowerCase()}` : token.text.toLowerCase();
    // moo makes a new object per token, so it is ours to change (cheaper than a copy; same fields in the same order).
    const clueToken = token as ClueToken;
    clueToken.original = token.text;
    clueToken.text = text;
    tokens.push(clueToken);
  }
  dashesAsCommas(tokens, clue.text);
  unitsAsWords(tokens);
  dropComments(tokens);
  dropClosingAuxiliary(tokens);
  splitCompounds(lexer, tokens);
  contractions(tokens);
  ellipses(lexer, tokens);
  dropIdioms(tokens);
  behindAsOf(tokens);
  // "played on sheet 1" where the puzzle's row is of "sheets numbered 1 to 4 from left to right": a place.
  if (rowNouns) for (const t of tokens) if (t.type === "word" && rowNouns.has(singularOf(t.text))) t.rowNoun = true;
  // "directly east of", "the easternmost" where the puzzle says its row runs "from west to east": the sides.
  if (sides) {
    for (const t of tokens) {
      const side = t.type === "word" ? sides.get(t.text) : undefined;
      if (side) Object.assign(t, { type: "kw", value: side, text: side });
    }
  }
  if (partial) {
    tokens.forEach((t, i) => {
      if (t.type === "value" && partial(t.original) && !isDoer(tokens[i + 1])) {
        t.type = "word";
        t.text = t.original.toLowerCase();
        t.value = t.text;
      }
    });
  }
  return { tokens: unmaskNames(tokens, categoryNames), errors };
}

/**
 * Phrases that say when or how long, never who or which: "pulled out at the
 * last minute" places no one last, "kept pretzels at his elbow all
 * afternoon" says nothing of the afternoon. They are dropped from the
 * clue's tokens (the spans of what is left stay those of the text); a phrase
 * of SAYING becomes the one verb it means.
 */
/** Nouns of a stretch of time: "this term", "each morning" say when, which a grid does not hold. */
const TIME_NOUNS = ["term", "semester", "week", "weekend", "month", "year", "season", "summer", "winter", "spring", "autumn", "fall",
  "morning", "afternoon", "evening", "night", "day", "session", "holiday", "holidays"];

/** Things that happen again and again: "before every match", "after each shift". */
const OCCASIONS = ["match", "game", "race", "shift", "meal", "class", "lesson", "show", "performance", "service", "trip", "flight", "journey", "meeting", "practice", "training", "session"];

const IDIOMS: readonly (readonly string[])[] = [
  ["at", "the", "last", "minute"], ["at", "the", "last", "moment"], ["at", "the", "eleventh", "hour"],
  ["all", "afternoon"], ["all", "morning"], ["all", "evening"], ["all", "night"], ["all", "day"], ["all", "week"],
  ["all", "day", "long"], ["all", "year", "round"],
  // "spends on groceries each week", "has read the most books this term": how often or when, which says nothing of who.
  ...["each", "every", "per", "this"].flatMap((each) => TIME_NOUNS.map((unit) => [each, unit])),
  // "plays darts most evenings", "likes a glass of sherry before bed": when, again.
  ...["mornings", "afternoons", "evenings", "nights", "days", "weekends"].map((times) => ["most", times]),
  ["before", "bed"], ["at", "bedtime"], ["after", "dinner"], ["after", "supper"], ["before", "breakfast"],
  // How much, which says nothing more: "wouldn't touch whisky if you paid him", "a summer person through and through".
  ...["him", "her", "them"].map((one) => ["if", "you", "paid", one]), ["for", "love", "nor", "money"], ["for", "love", "or", "money"],
  ["through", "and", "through"], ["to", "the", "core"], ...["his", "her", "their"].map((own) => ["to", own, "boots"]),
  // A teller's aside as a sentence of its own after the clue: "The hay bales are going to the pub. Don't ask."
  ...[".", "!"].flatMap((stop) => [[stop, "do", "n't", "ask"], [stop, "go", "figure"], [stop, "who", "knew"], [stop, "fancy", "that"], [stop, "no", "surprise", "there"]]),
].sort((x, y) => y.length - x.length); // the longest first

/**
 * Phrases whose words say the opposite of their meaning, read as one verb
 * that says it: "can't get enough of" loves (its "not" denies nothing).
 */
const SAYING: readonly { words: readonly string[]; as: string; keyword?: true; beforeValue?: true }[] = [
  ...["ca", "could", "can"].map((can) => ({ words: [can, "n't", "get", "enough", "of"], as: "loves" })),
  { words: ["cannot", "get", "enough", "of"], as: "loves" },
  { words: ["can", "not", "get", "enough", "of"], as: "loves" },
  { words: ["could", "not", "get", "enough", "of"], as: "loves" },
  // (Said without "of" too, right before a value: "the person who can't get enough cherries"; not "couldn't get
  // enough tickets for the 3pm show".)
  ...["ca", "could", "can"].map((can) => ({ words: [can, "n't", "get", "enough"], as: "loves", beforeValue: true as const })),
  { words: ["cannot", "get", "enough"], as: "loves", beforeValue: true as const }, { words: ["can", "not", "get", "enough"], as: "loves", beforeValue: true as const },
  // "Archibald met his end 20 minutes before Fitzroy did": died.
  ...["his", "her", "their"].flatMap((own) => [{ words: ["met", own, "end"], as: "died" }, { words: ["meets", own, "end"], as: "dies" }, { words: ["breathed", own, "last"], as: "died" }]),
  // "The phone repair shop shares a wall with the orange-door shop": is next to it (the wall is no thing of theirs).
  ...[["shares", "adjoins"], ["share", "adjoin"], ["shared", "adjoined"], ["sharing", "adjoining"]].flatMap(([share, adjoin]) =>
    ["a", "its", "their", "his", "her"].flatMap((own) => ["wall", "fence", "border", "boundary", "hedge"].map((wall) => ({ words: [share!, own, wall, "with"], as: adjoin!, keyword: true as const })))),
  // "the shop best known for airtime": the one known for it ("best" says how well, not which is best).
  { words: ["best", "known"], as: "known" }, { words: ["well", "known"], as: "known" }, { words: ["most", "famous"], as: "famous" },
  // "cannot resist spotted dick": loves it.
  ...["ca", "could"].map((can) => ({ words: [can, "n't", "resist"], as: "loves" })),
  { words: ["cannot", "resist"], as: "loves" }, { words: ["can", "not", "resist"], as: "loves" }, { words: ["could", "not", "resist"], as: "loves" },
  // A phrasal verb whose particle is no order: "Agnes does not look after the lamb" (not "after" it in a row).
  ...[["look", "tend"], ["looks", "tends"], ["looked", "tended"], ["looking", "tending"]].map(([look, tend]) => ({ words: [look!, "after"], as: tend! })),
  ...[["take", "tend"], ["takes", "tends"], ["took", "tended"], ["taking", "tending"]].map(([take, tend]) => ({ words: [take!, "care", "of"], as: tend! })),
];

/**
 * A dash between words sets off an aside or a second clause, as commas do:
 * "The tortoise - which will outlive us all - belongs to Ann", "Orla swam
 * further - and she has never tried espresso". An em or en dash always; a
 * hyphen only with a space on each side (else it joins a word: "sky-blue").
 */
function dashesAsCommas(tokens: ClueToken[], text: string): void {
  for (const t of tokens) {
    if (t.type !== "symbol" || !["-", "–", "—"].includes(t.original)) continue;
    const spaced = /\s/u.test(text.charAt(t.offset - 1)) && /\s/u.test(text.charAt(t.offset + 1));
    if (t.original === "-" && !spaced) continue;
    Object.assign(t, { type: "punct", value: ",", text: "," });
  }
}

/**
 * Words a teller adds between commas (or dashes), which say nothing of the
 * puzzle: "…, as it happens.", "Orla, it must be said, has…", "…, mind you,
 * …", "By all accounts, …". Dropped with the commas that set them off.
 */
const COMMENTS: readonly (readonly string[])[] = [
  ["as", "it", "happens"], ["as", "it", "turns", "out"], ["as", "it", "turned", "out"], ["mind", "you"], ["it", "must", "be", "said"],
  ["by", "all", "accounts"], ["of", "course"], ["in", "fact"], ["to", "be", "fair"], ["it", "seems"], ["bless", "her"], ["bless", "him"],
  ["he", "says"], ["she", "says"], ["they", "say"], ["i", "'m", "told"], ["we", "'re", "told"], ["i", "am", "told"], ["we", "are", "told"],
  ["believe", "it", "or", "not"], ["funnily", "enough"], ["oddly", "enough"], ["sure", "enough"], ["needless", "to", "say"],
  ["as", "luck", "would", "have", "it"], ["if", "truth", "be", "told"], ["to", "be", "honest"], ["you", "'ll", "recall"],
  ["by", "the", "look", "of", "it"], ["by", "the", "looks", "of", "it"], ["by", "the", "sound", "of", "it"], ["in", "truth"],
  ["as", "far", "as", "anyone", "knows"], ["as", "far", "as", "we", "know"], ["to", "be", "sure"],
  ["as", "ever"], ["as", "usual"], ["as", "always"], ["too"], ["also"], ["as", "well"],
  // How the teller feels about it: "Bazza drives the ute, naturally.", "…, surprisingly, …".
  ...["naturally", "obviously", "unsurprisingly", "predictably", "fittingly", "inevitably", "luckily", "sadly", "thankfully", "fortunately",
    "unfortunately", "admittedly", "frankly", "honestly", "incidentally", "interestingly", "curiously", "ironically", "surprisingly"].map((w) => [w]),
  // "Evander takes port, and nothing else, after dinner": only that, which a grid says anyway.
  ["and", "nothing", "else"], ["and", "no", "other"],
  ...["might", "would", "'d", "could"].flatMap((may) => ["expect", "imagine", "guess"].flatMap((think) => [["as", "you", may, think], ["as", "one", may, think]])), ["as", "is", "her", "custom"], ["as", "is", "his", "custom"], ["as", "is", "their", "custom"],
  // Which way a row is read, said again: "…, reading from left to right".
  ["reading", "from", "left", "to", "right"], ["counting", "from", "the", "left"], ["counting", "from", "left", "to", "right"],
  ["reading", "left", "to", "right"], ["from", "left", "to", "right"],
].sort((x, y) => y.length - x.length);

/** Words that say how much of a manner: "rather sensibly", "quite rightly". */
const DEGREE_ADVERBS: ReadonlySet<string> = new Set(["rather", "quite", "very", "most", "perhaps", "somewhat", "fairly", "wholly", "entirely"]);

function dropComments(tokens: ClueToken[]): void {
  const at = (i: number, words: readonly string[]): boolean => words.every((w, k) => tokens[i + k]?.type !== "value" && tokens[i + k]?.text === w);
  const comma = (t: ClueToken | undefined): boolean => t?.type === "punct" && t.text === ",";
  for (let i = 0; i < tokens.length; i++) {
    // (And a manner adverb alone between commas: "is, awkwardly, allergic to pollen"; or after a word of degree: ", rather sensibly,".)
    // (Never one that hedges: "Amy, quite possibly, drinks tea" is no fact; see isMannerAdverb.)
    const manner = (t: ClueToken | undefined): boolean => t !== undefined && isMannerAdverb(t);
    const graded = DEGREE_ADVERBS.has(tokens[i]!.text) && comma(tokens[i - 1]) && comma(tokens[i + 2]) && manner(tokens[i + 1]);
    const words = COMMENTS_BY_FIRST.get(tokens[i]!.text)?.find((c) => at(i, c))
      ?? (graded ? [tokens[i]!.text, tokens[i + 1]!.text] : comma(tokens[i - 1]) && comma(tokens[i + 1]) && manner(tokens[i]) ? [tokens[i]!.text] : undefined);
    if (!words) continue;
    const end = i + words.length;
    const [before, after] = [tokens[i - 1], tokens[end]];
    // Between commas, after a comma at the end, or first with a comma after it.
    const closes = comma(after) || after === undefined || (after.type === "punct" && /^[.!;]$/u.test(after.text));
    if (comma(before) && closes) {
      // ", as it happens," goes with both its commas; ", as it happens." with the one before it.
      tokens.splice(i - 1, words.length + (comma(after) ? 2 : 1));
      i -= 2;
    } else if (i === 0 && comma(after)) {
      tokens.splice(0, words.length + 1);
      i = -1;
    }
  }
}

/**
 * An auxiliary that closes a comparison, "… more than Aoife is.", "… than
 * the Kia driver was;": it stands for the verb said before, and is dropped.
 */
function dropClosingAuxiliary(tokens: ClueToken[]): void {
  const closing = (t: ClueToken | undefined): boolean => t === undefined || (t.type === "punct" && /^[.,;!]$/u.test(t.text));
  for (let i = tokens.length - 1; i > 0; i--) {
    if (!/^(?:is|was|are|were|does|did|do|has|had)$/u.test(tokens[i]!.text) || !closing(tokens[i + 1])) continue;
    // "than" a few words before, with only the thing compared between: "than Aoife", "than the jam seller".
    const than = tokens.slice(Math.max(0, i - 5), i).map((t) => t.text).lastIndexOf("than");
    if (than < 0) continue;
    const between = tokens.slice(Math.max(0, i - 5) + than + 1, i);
    if (between.length > 0 && between.every((t) => t.type === "value" || t.type === "poss" || /^(?:the|a|an)$/u.test(t.text) || (t.type === "word" && !isVerbForm(t.text)))) tokens.splice(i, 1);
  }
}

/**
 * "75¢ more": the cent sign after a number is the word "cents", a unit like
 * any other; "4 km/h quicker": a unit written with a slash is one word.
 */
function unitsAsWords(tokens: ClueToken[]): void {
  tokens.forEach((t, i) => {
    if (t.type === "symbol" && t.text === "¢" && tokens[i - 1]?.type === "number") Object.assign(t, { type: "word", value: "cents", text: "cents" });
  });
  for (let i = tokens.length - 3; i >= 0; i--) {
    const [unit, slash, per] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    if (unit.type !== "word" || slash.text !== "/" || per.type !== "word" || tokens[i - 1]?.type !== "number") continue;
    if (unit.text.length > 3 || per.text.length > 3 || per.offset !== slash.offset + 1 || slash.offset !== unit.offset + unit.text.length) continue;
    const word = `${unit.text}/${per.text}`;
    tokens.splice(i, 3, { ...unit, value: word, text: word, original: `${unit.original}/${per.original}` });
  }
}

/**
 * Nouns after which "behind" says whose, not where: "the secret behind the
 * chipotle chili" is its secret, "the brains behind the heist" its planner.
 */
const BEHIND_WHOSE: ReadonlySet<string> = new Set([
  "secret", "reason", "idea", "inspiration", "brains", "mind", "story", "force", "genius", "key", "thinking", "motive", "trick",
]);

/** "the secret behind": "the secret of". */
function behindAsOf(tokens: ClueToken[]): void {
  tokens.forEach((t, i) => {
    if (t.text === "behind" && t.type !== "value" && tokens[i - 1]?.type === "word" && BEHIND_WHOSE.has(tokens[i - 1]!.text)) {
      Object.assign(t, { type: "kw", value: "of", text: "of" });
    }
  });
}

/** A list of phrases by their first word, in the list's order: each token is tried only against the phrases it can start. */
function byFirst<T>(list: readonly T[], words: (x: T) => readonly string[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of list) {
    const first = words(x)[0]!;
    (out.get(first) ?? out.set(first, []).get(first)!).push(x);
  }
  return out;
}

const IDIOMS_BY_FIRST = byFirst(IDIOMS, (x) => x);
const SAYING_BY_FIRST = byFirst(SAYING, (x) => x.words);
const COMMENTS_BY_FIRST = byFirst(COMMENTS, (x) => x);

/** Whether a sentence ends at token i (a full stop, or nothing more). */
const endsAt = (tokens: readonly ClueToken[], i: number): boolean => tokens[i] === undefined || (tokens[i]!.type === "punct" && /^[.!]$/u.test(tokens[i]!.text));

/** "eats a bunny chow before every match.": when, last in the sentence (not "sang before every performance of the carol"). */
function lastWhen(tokens: readonly ClueToken[], i: number): readonly string[] | undefined {
  const [when, each, event] = [tokens[i]?.text, tokens[i + 1]?.text, tokens[i + 2]?.text];
  return (when === "before" || when === "after") && (each === "every" || each === "each") && OCCASIONS.includes(event ?? "") && endsAt(tokens, i + 3)
    ? [when, each!, event!] : undefined;
}

/** "at one end of the line or the other.": either end, said of an end or a side just before, last in the sentence. */
function eitherEnd(tokens: readonly ClueToken[], i: number): readonly string[] | undefined {
  if (tokens[i]?.text !== "or" || tokens[i + 1]?.text !== "the" || tokens[i + 2]?.text !== "other" || !endsAt(tokens, i + 3)) return undefined;
  const before = tokens.slice(Math.max(0, i - 6), i).map((t) => t.text);
  return before.some((w, k) => w === "one" && (before[k + 1] === "end" || before[k + 1] === "side")) ? ["or", "the", "other"] : undefined;
}

/**
 * "The red door is at one end of the row as well.", "Ed sits on the left too.": also, last in a
 * sentence of one part that denies nothing, after a plain word. Not after a value or an auxiliary, where it makes an
 * echo ("and Ben does too", "and Ben as well"), nor where a denial may make it a comparison ("didn't
 * score as well").
 */
function lastAlso(tokens: readonly ClueToken[], i: number): readonly string[] | undefined {
  const also = tokens[i]?.text === "too" ? ["too"] : tokens[i]?.text === "as" && tokens[i + 1]?.text === "well" ? ["as", "well"] : undefined;
  if (also === undefined || !endsAt(tokens, i + also.length)) return undefined;
  const before = tokens[i - 1];
  if (before === undefined || before.type !== "word" || isAuxiliary(before) || isVerbForm(before.text) && !isNounForm(before.text)) return undefined;
  // (Nor in a sentence of two parts: "The cat owner drinks tea and the dog owner as well" is an echo.)
  return tokens.some((t) => /^(?:not|n't|never|no|nor|neither|nobody|none|cannot|and|but|or|while|whereas)$/u.test(t.text)) ? undefined : also;
}

function dropIdioms(tokens: ClueToken[]): void {
  const at = (i: number) => (words: readonly string[]): boolean => words.every((w, k) => tokens[i + k]?.type !== "value" && tokens[i + k]?.text === w);
  for (let i = 0; i < tokens.length; i++) {
    // "Malcolm just has toast": "just" before a verb says only that it is no more ("just left of" and "just one" are kept).
    if (tokens[i]!.text === "just" && tokens[i + 1]?.type === "word" && isVerbForm(tokens[i + 1]!.text) && !isNumberWord(tokens[i + 1]!)) tokens.splice(i, 1);
    // ("was just a pound heavier": before an amount, "just" says it is no more than that, which the amount says.)
    else if (tokens[i]!.text === "just" && (tokens[i + 1]?.text === "a" || tokens[i + 1]?.text === "an" || tokens[i + 1]?.type === "number") && tokens[i + 2] !== undefined && tokens[i + 2]!.type === "word" && !isNumberWord(tokens[i + 2]!)) tokens.splice(i, 1);
    // "at the very end of the row", "the very first house": "very" before a place word only stresses it.
    if (tokens[i]!.text === "very" && tokens[i - 1]?.text === "the" && tokens[i + 1]?.type !== "value"
      && /^(?:end|ends|first|last|front|back|top|bottom|left|right|middle|centre|center|edge|beginning|start)$/u.test(tokens[i + 1]?.text ?? "")) tokens.splice(i, 1);
    // "The former welder moved in after Opal": what one was is still one's value ("former" alone is "the former" of two).
    if (tokens[i]!.text === "former" && tokens[i + 1]?.type === "value" && /^(?:the|a|an|'s|’s|his|her|their)$/u.test(tokens[i - 1]?.text ?? "")) tokens.splice(i, 1);
    const idiom = IDIOMS_BY_FIRST.get(tokens[i]!.text)?.find(at(i)) ?? lastWhen(tokens, i) ?? eitherEnd(tokens, i) ?? lastAlso(tokens, i);
    if (idiom) tokens.splice(i--, idiom.length);
    const saying = SAYING_BY_FIRST.get(tokens[i]?.text ?? "")?.find((s) => at(i)(s.words) && (!s.beforeValue || tokens[i + s.words.length]?.type === "value"));
    if (saying) {
      const run = tokens.slice(i, i + saying.words.length);
      const original = run.map((t) => t.original).join(" ").replace(/ n't/gu, "n't");
      tokens.splice(i, run.length, { ...run[0]!, type: saying.keyword ? "kw" : "word", value: saying.as, text: saying.as, original });
    }
  }
}

/**
 * "who'd", "she'd": a pronoun and "had" before a past participle ("the one
 * who'd had the banana"), else "would" ("she'd rather have tea").
 */
function contractions(tokens: ClueToken[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const m = t.type === "word" ? /^(who|he|she|they|we|you|i|it|that)['’]d$/u.exec(t.text) : null;
    if (!m) continue;
    const next = tokens[i + 1];
    const aux = next?.type === "word" && (isPastParticiple(next.text) || next.text === "been") ? "had" : "would";
    const base = m[1]!;
    const first: ClueToken = { ...t, type: KEYWORDS.has(base) ? "kw" : "word", value: base, text: base, original: t.original.slice(0, base.length) };
    const second: ClueToken = { ...t, type: "word", value: aux, text: aux, original: t.original.slice(base.length), offset: t.offset + base.length, col: t.col + base.length };
    tokens.splice(i, 1, first, second);
  }
}

/**
 * A word made of a value and a noun for a person, "beekeeper" with a value
 * "bees", "stamp-collector" with "stamps": the value and the doer, as "the
 * kite flier" is written apart. (The lexer is free again once the clue is read.)
 */
function splitCompounds(lexer: Lexer, tokens: ClueToken[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type !== "word" || t.text.length < 7) continue;
    for (let k = 3; k <= t.text.length - 4; k++) {
      const rest = t.text.slice(k);
      const head = t.original.slice(0, k).replace(/-$/u, "");
      if (!isPersonNoun(rest) || head.length < 3) continue;
      lexer.reset(head);
      const value = lexer.next();
      if (value?.type !== "value" || value.text.length !== head.length || lexer.next() !== undefined) continue;
      const first: ClueToken = { ...t, type: "value", value: value.value, text: `${VALUE_MARK}${head.toLowerCase()}`, original: head };
      const second: ClueToken = { ...t, type: "word", value: rest, text: rest, original: t.original.slice(k), offset: t.offset + k, col: t.col + k };
      tokens.splice(i, 1, first, second);
      break;
    }
  }
}

/**
 * "The green shed stands left of the brown one": "one" stands for the noun
 * of a value the clue named before it ("shed" of "green shed"), so "brown
 * one" is the value "brown shed", when the puzzle has one. (The lexer is
 * free again once the clue is read.)
 */
function ellipses(lexer: Lexer, tokens: ClueToken[]): void {
  for (let i = 1; i + 1 < tokens.length; i++) {
    const [word, one] = [tokens[i]!, tokens[i + 1]!];
    if (word.type !== "word" || one.text !== "one") continue;
    const nouns = tokens.slice(0, i).flatMap((t) => (t.type === "value" ? [/\s(\p{L}+)$/u.exec(t.original)?.[1]] : [])).filter((n): n is string => n !== undefined);
    for (const noun of new Set(nouns)) {
      const text = `${word.original} ${noun}`;
      lexer.reset(text);
      const value = lexer.next();
      if (value?.type !== "value" || value.text.length !== text.length || lexer.next() !== undefined) continue;
      tokens.splice(i, 2, { ...word, type: "value", value: value.value, text: `${VALUE_MARK}${text.toLowerCase()}`, original: text });
      break;
    }
  }
}

/** A noun for one who does something with a thing: "collector", "grower", "fan", "lover". */
const isDoer = (token: ClueToken | undefined): boolean =>
  token?.type === "word" && /^(?:\p{L}{3,}(?:er|or|ist|ian)|fan|lover|owner|buff|enthusiast|addict)s?$/u.test(token.text);

/**
 * A category's name is not one of its values: in "for their second scoop",
 * with a category "second scoop", "second" is part of the name, not a place.
 */
function unmaskNames(tokens: ClueToken[], names: readonly string[]): ClueToken[] {
  const wanted = names.map((n) => n.toLowerCase().split(/\s+/u)).filter((words) => words.length > 1);
  // The words of a category's name written in full are that name, not comparisons: "best" in "personal best".
  for (const words of wanted) {
    for (let i = 0; i + words.length <= tokens.length; i++) {
      if (words.every((w, k) => tokens[i + k]!.text === w)) for (let k = 0; k < words.length; k++) tokens[i + k]!.named = true;
    }
  }
  return tokens.map((token, i) => {
    if (token.type !== "value") return token;
    const named = wanted.some((words) => words[0] === token.original.toLowerCase()
      && words.slice(1).every((w, k) => tokens[i + 1 + k]?.text === w));
    return named ? { ...token, type: "word", text: token.original.toLowerCase() } : token;
  });
}

/**
 * What the parser could accept next, in words a person can act on (not the
 * grammar's token names): "a value", "a number", and the few words the
 * grammar would take there ("to", "than"), leaving out punctuation,
 * articles and the like, which say nothing about what is missing.
 */
function expectations(parser: Nearley.Parser, failed: boolean): string[] {
  const table = (parser as unknown as { table: { states: { rule: Nearley.Rule; dot: number }[] }[] }).table;
  // After a failed token nearley has pushed an empty column; look at the one before.
  const column = table[table.length - (failed ? 2 : 1)];
  const kinds = new Set<string>();
  const words = new Set<string>();
  for (const state of column?.states ?? []) {
    const symbol = state.rule.symbols[state.dot] as unknown;
    if (!symbol || typeof symbol !== "object") continue;
    const s = symbol as { literal?: string; type?: string };
    if (s.literal !== undefined && /^\p{L}+$/u.test(s.literal) && !NOISE.has(s.literal)) words.add(s.literal);
    else if (s.type !== undefined) kinds.add(s.type);
  }
  const out: string[] = [];
  if (kinds.has("value")) out.push("a value");
  if (kinds.has("number") || kinds.has("ordinal")) out.push("a number");
  const literal = [...words].sort();
  out.push(...(literal.length > 3 ? [...literal.slice(0, 3), "..."] : literal).map((w) => (w === "..." ? "another word" : `"${w}"`)));
  if (out.length === 0 && kinds.has("word")) out.push("a word");
  return out;
}

/** Words the grammar takes almost anywhere: naming them tells a reader nothing. */
const NOISE = new Set(["a", "an", "the", "and", "or", "but", "is", "are", "was", "were", "be", "been", "not", "never", "no", "cannot"]);

function describe(list: string[]): string {
  if (list.length === 0) return "nothing more";
  return list.length === 1 ? list[0]! : `${list.slice(0, -1).join(", ")} or ${list.at(-1)}`;
}

export interface ClueReadings {
  readings: Reading[];
  errors: Diagnostic[];
}

/**
 * Every reading the grammar finds for one clue's tokens; a clue of a shape
 * parsed before (the same words, other values) takes that parse's readings.
 */
export function readClue(tokens: readonly ClueToken[], values: readonly string[], endPlace: Place, categories: readonly ClueCategory[] = []): ClueReadings {
  let errors: Diagnostic[] = [];
  const readings = readingsOf(tokens, () => {
    const parsed = parseTokens(tokens, values, endPlace, categories);
    errors = parsed.errors;
    return parsed.readings;
  });
  return { readings, errors };
}

/**
 * Run a grammar (the clue's, or the question's start) on a list of tokens:
 * its results (nearley's, in nearley's order, from earley.ts's quicker
 * parser), and, when there are none, nearley's own parser, which has what an
 * error report reads (what it expected), and the token it failed at, if it
 * failed. Inside withoutParseCaches, nearley's parser alone.
 */
export function runGrammar(rules: Nearley.Grammar, tokens: readonly ClueToken[]): { results: unknown[]; parser?: Nearley.Parser; failed?: ClueToken } {
  const results = fastPaths() ? earleyResults(nearley, rules, tokens) : undefined;
  if (results !== undefined && results.length > 0) return { results };
  const parser = new nearley.Parser(rules, { lexer: new TokenStream(tokens) } as Nearley.ParserOptions);
  try {
    parser.feed("");
  } catch (error) {
    const failed = (error as { token?: ClueToken }).token;
    if (!failed) throw error;
    return { results: [], parser, failed };
  }
  return { results: parser.results, parser };
}

/** Run the grammar on one clue's tokens: its readings, or why there are none. */
function parseTokens(tokens: readonly ClueToken[], values: readonly string[], endPlace: Place, categories: readonly ClueCategory[]): ClueReadings {
  const { results, parser, failed } = runGrammar(grammar, tokens);
  if (failed === undefined && results.length > 0) return { readings: results as Reading[], errors: [] };
  const likelier = notBoth(tokens) ?? unknownName(tokens, values, failed, "close") ?? unknownName(tokens, values, failed, "inside")
    ?? likelyCulprit(tokens, values, failed, categories) ?? unknownName(tokens, values, failed, "first") ?? strayNoun(tokens, failed, categories);
  if (likelier) return { readings: [], errors: [likelier] };
  if (failed === undefined) {
    return { readings: [], errors: [diagnostics.unexpectedEnd(endPlace, describe(expectations(parser!, false)))] };
  }
  const suggestion = failed.type === "word" ? closest(failed.original, values) : undefined;
  return { readings: [], errors: [diagnostics.unknownWord(placeOf(failed), failed.original, describe(expectations(parser!, true)), suggestion)] };
}

/**
 * "Petra doesn't both knit and keep bees", "doesn't live next to both A and
 * B": only that the two are not both true, which no clue kind says; named
 * as the reason, not left as a word the grammar could not place.
 */
function notBoth(tokens: readonly ClueToken[]): Diagnostic | undefined {
  const negation = tokens.findIndex((t) => t.type === "nt" || t.text === "not" || t.text === "never");
  const both = tokens.findIndex((t, i) => i > negation && t.text === "both");
  if (negation < 0 || both < 0 || tokens.slice(negation, both).some((t) => t.text === "," || t.text === ";")) return undefined;
  return diagnostics.unreadableLink(placeOf(tokens[both]!), tokens[both]!.original,
    "\"not both\" says only that the two are not both true, and cluegrid does not read that; write what is known of each");
}

/**
 * A word written with a capital letter that is neither a value nor a keyword
 * stands where a name would ("Bob spoke 2 minutes more than Hazel", with no
 * Bob among the values); a word just before a value or another capitalised
 * word is a title ("Mrs. Keller", "P.M. North") and is passed over. Only
 * words the parser read before it failed count. `close`: a name close to a
 * value, with that value as the suggestion; `inside`: a name inside the
 * sentence; `first`: the sentence's first word (capitalised anyway, so the
 * weakest sign, tried after the other culprits).
 */
function unknownName(tokens: readonly ClueToken[], values: readonly string[], failed: ClueToken | undefined, which: "close" | "inside" | "first"): Diagnostic | undefined {
  const capital = (t: ClueToken | undefined): boolean => t !== undefined && /^\p{Lu}/u.test(t.original);
  const names = tokens.filter((t, i) => t.type === "word" && capital(t) && (failed === undefined || t.offset <= failed.offset)
    && !(tokens[i + 1]?.type === "value" || (tokens[i + 1]?.type === "word" && capital(tokens[i + 1]))));
  if (which === "close") {
    for (const name of names) {
      const suggestion = closest(name.original, values);
      if (suggestion) return diagnostics.unknownWord(placeOf(name), name.original, "a value", suggestion);
    }
    return undefined;
  }
  const name = names.find((t) => (t === tokens[0]) === (which === "first"));
  return name && diagnostics.unknownName(placeOf(name), name.original);
}

const PLACE_WORDS = new Set(["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
  "tenth", "last", "middle", "centre", "center", "end", "ends"]);

/**
 * When a clue fails to parse where it ends, the cause is usually earlier: a
 * misspelt value (a word close to a value), or a word meant as a value that
 * is none, leaving the clue with fewer than two things to relate.
 */
function likelyCulprit(tokens: readonly ClueToken[], values: readonly string[], failed: ClueToken | undefined, categories: readonly ClueCategory[]): Diagnostic | undefined {
  if (!failedAtEnd(tokens, failed)) return undefined;
  for (const token of tokens) {
    if (token.type !== "word") continue;
    const suggestion = closest(token.original, values);
    if (suggestion) return diagnostics.unknownWord(placeOf(token), token.original, "a value", suggestion);
  }
  const comparative = tokens.find((t) => t.type === "word" && isDegree(t) && !isSuperlative(t));
  if (comparative && !tokens.some((t) => t.text === "than")) {
    return diagnostics.noThan(placeOf(comparative), comparative.original);
  }
  const things = thingsIn(tokens);
  if (things.length >= 2) return undefined;
  // A word right after an article stands where a value would.
  const culprit = tokens.find((t, i) => t.type === "word" && i > 0 && ["the", "a", "an"].includes(tokens[i - 1]!.text));
  if (!culprit) return undefined;
  const named = things.map((t) => `"${t.original}"`);
  return diagnostics.notAValue(placeOf(culprit), culprit.original, named, likelyCategory(tokens, culprit, categories));
}

/** Whether parsing failed where the clue ends: at its last token, a full stop, or past it. */
const failedAtEnd = (tokens: readonly ClueToken[], failed: ClueToken | undefined): boolean =>
  failed === undefined || (failed.type === "punct" && failed === tokens[tokens.length - 1]);

/** The tokens that name a thing: values and places. */
const thingsIn = (tokens: readonly ClueToken[]): ClueToken[] =>
  tokens.filter((t) => t.type === "value" || t.type === "ordinal" || PLACE_WORDS.has(t.text));

/**
 * The last resort when a clue ends with fewer than two things to relate: its
 * last lower-case noun that is no link word stands where a value would
 * ("Cy drinks lemonade": "lemonade").
 */
function strayNoun(tokens: readonly ClueToken[], failed: ClueToken | undefined, categories: readonly ClueCategory[]): Diagnostic | undefined {
  const things = thingsIn(tokens);
  if (!failedAtEnd(tokens, failed) || things.length >= 2) return undefined;
  const culprit = [...tokens].reverse().find((t) => t.type === "word" && /^\p{Ll}/u.test(t.original) && !isEmptyWord(t.text) && senseOfWord(t.text) === undefined && isNounForm(t.text));
  if (!culprit) return undefined;
  return diagnostics.notAValue(placeOf(culprit), culprit.original, things.map((t) => `"${t.original}"`), likelyCategory(tokens, culprit, categories));
}

/**
 * The category a word that is no value was probably meant in: the one whose
 * name or line shares a lemma with the other words of the clue ("Cy drinks
 * lemonade": "drink", a category named Drink), if exactly one does.
 */
function likelyCategory(tokens: readonly ClueToken[], culprit: ClueToken, categories: readonly ClueCategory[]): ClueCategory | undefined {
  const said = new Set(tokens.filter((t) => t !== culprit && t.type === "word").flatMap((t) => lemmasOf(t.text)));
  const fits = categories.filter((c) => [...vocabularyOf([c.name, c.description ?? ""])].some((l) => said.has(l)));
  return fits.length === 1 ? fits[0] : undefined;
}

/** A category as the messages name it: its name, line and values. */
export interface ClueCategory {
  name: string;
  description?: string;
  values: readonly string[];
}
