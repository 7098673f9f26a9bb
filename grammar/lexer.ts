/**
 * The clue lexer: one moo lexer per puzzle.
 *
 * Category values become tokens of their own (type `value`), matched before
 * ordinary words, longest first, case-insensitively and with simple
 * inflections, so "Blue Master" is one token and "Blue" another. Every other
 * word is a `word`, or a `kw` when it belongs to the closed class of words the
 * grammar gives meaning to (articles, negations, "left", "next", ...).
 * moo has no /i flag, so case-insensitivity comes from character classes for
 * values and from a lower-casing type transform for keywords.
 */
import { createRequire } from "node:module";
import type { Lexer, Rules, Token } from "moo";
import { ValueMatcher } from "./value-matcher.js";

// Loaded with require, not import: Node reads a CommonJS package imported from ESM a
// second time to find its export names, which costs start-up time.
const moo = createRequire(import.meta.url)("moo") as typeof import("moo");

/** Words the grammar places by name. Any other word is an open-class `word`. */
export const KEYWORDS: ReadonlySet<string> = new Set([
  // articles and pronouns
  "the", "a", "an", "one", "who", "whom", "whose", "whoever", "that", "which", "where", "what",
  // negation
  "not", "never", "no", "cannot",
  // conjunctions and pronouns that stand for a phrase already named
  "and", "or", "but", "either", "neither", "nor", "both", "each", "other", "all", "former", "latter",
  "there", "he", "she", "it", "they",
  // counts
  "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  // copula
  "is", "are", "was", "were", "be", "been",
  // prepositions the grammar reads
  "of", "to", "in", "at", "on", "from", "with", "by", "for", "as", "than",
  // places in a row
  "left", "right", "next", "beside", "adjacent", "neighbour", "neighbor",
  "neighbours", "neighbors", "between", "before", "after", "end", "ends", "far",
  "middle", "centre", "center", "somewhere", "immediately", "directly",
  "exactly", "just", "ahead", "behind", "leftmost", "rightmost", "immediate",
  "above", "below",
  // ordinals
  "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
  "ninth", "tenth", "last",
]);

/** The token types the grammar matches with `%type`. */
export const TOKEN_TYPES = [
  "value", "word", "kw", "number", "ordinal", "poss", "nt", "punct", "quote", "symbol",
] as const;

/** Letters of any script; words may carry an inner apostrophe ("O'Neil"). */
const WORD = /\p{L}+(?:['’]\p{L}+)*?(?=n['’]t(?!\p{L}))|\p{L}+(?:['’](?![sS](?!\p{L}))\p{L}+)*/u;

/**
 * The value forms in the order the value rule tries them: longest first by
 * the letters, digits and symbols a form holds (its separators between
 * letters and digits are optional), so the first alternative that matches is
 * the longest: "Blue Master" before "Blue".
 */
function sortForms(forms: readonly string[]): string[] {
  const sizes = new Map([...new Set(forms)].map((form) => [form, form.replace(/(?<=[\p{L}\p{N}])[\s-]+(?=[\p{L}\p{N}])/gu, "").length]));
  return [...sizes.keys()].sort((x, y) => sizes.get(y)! - sizes.get(x)! || y.length - x.length || (x < y ? -1 : 1));
}

/**
 * The value forms a clue may use, as a regex source matching any of them.
 * The lexer itself matches values with ValueMatcher (value-matcher.ts),
 * which does the same without compiling this; this is its definition.
 */
function valuePattern(forms: readonly string[]): RegExp {
  const sorted = sortForms(forms);
  // A one-letter value (grade "A", blood type "O") matches only as written:
  // otherwise every article "a" would be a grade.
  const alternatives = sorted.map((form) => (/^\p{L}$/u.test(form) ? form : caseless(form))).join("|");
  // A value must not run into a following letter or digit ("Blue" in "Bluebird").
  // A full stop after a value that ends in a letter is an abbreviation's when
  // the sentence goes on ("Tarco Inc. came out", "Tarco Inc., one is").
  return new RegExp(`(?:${alternatives})(?![\\p{L}\\p{N}])(?:(?<=\\p{L})\\.(?=\\s+\\p{Ll}|\\s*[,.;]))?`, "u");
}

/** Escape a literal for a regex, letting each letter match either case.
 *  Between two letters or digits, a run of spaces and hyphens matches any
 *  run of them or none ("hip hop": "hip-hop", "hiphop"), and a letter next
 *  to a digit may be split by one ("F150": "F-150", "F 150"). Any other space
 *  matches a run of white space; any other hyphen or plus is literal ("O-",
 *  "A+"). A straight apostrophe also matches a curly one. */
function caseless(text: string): string {
  const chars = [...text];
  const alnum = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
  const separator = (ch: string | undefined): boolean => ch !== undefined && /[\s-]/u.test(ch);
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (separator(ch)) {
      let end = i;
      while (separator(chars[end])) end++;
      if (alnum(chars[i - 1]) && alnum(chars[end])) {
        out += "[\\s\\-]*";
        i = end - 1;
      } else out += /\s/u.test(ch) ? "\\s+" : "-";
      continue;
    }
    const lower = ch.toLowerCase();
    const upper = ch.toUpperCase();
    if (lower !== upper && lower.length === 1 && upper.length === 1) out += `[${lower}${upper}]`;
    else if (ch === "'" || ch === "’") out += "['’]";
    else out += ch.replace(/[\\^$.*+?()[\]{}|]/gu, "\\$&");
    const next = chars[i + 1];
    const letterDigit = /\p{L}/u.test(ch) && next !== undefined && /\p{N}/u.test(next);
    const digitLetter = /\p{N}/u.test(ch) && next !== undefined && /\p{L}/u.test(next);
    if (letterDigit || digitLetter) out += "[\\s\\-]?";
  }
  return out;
}

/** The rules after the values, the same for every puzzle, in priority order. */
const FIXED_RULES: Rules = {
  // "Mrs.", "Mt.", "P.M.": an abbreviation's full stop does not end the clue.
  abbreviation: {
    match: /(?:\p{Lu}\.){2,}|\p{Lu}\p{Ll}{0,3}\.(?=\s+\p{Lu})/u,
    type: () => "word",
    value: (text: string) => text.toLowerCase(),
  },
  ordinal: /\d+(?:st|nd|rd|th)(?![\p{L}\p{N}])/u,
  number: /\d+(?:[.,]\d+)*/u,
  poss: /['’][sS](?![\p{L}\p{N}])|(?<=s)['’](?![\p{L}\p{N}])/u,
  nt: /[nN]['’][tT](?![\p{L}\p{N}])/u,
  word: {
    match: WORD,
    type: (text: string) => (KEYWORDS.has(text.toLowerCase()) ? "kw" : "word"),
    value: (text: string) => text.toLowerCase(),
  },
  quote: /["“”`]|['‘’](?=\p{L})|(?<=\p{L})['‘’]/u,
  punct: /[.,;:!?()]/u,
  symbol: /[$%&+\-–—/*#@=<>^~|\\[\]{}_¢£€]/u,
  error: moo.error,
};
const WHITE_SPACE = /[ \t\u00a0]+/u;

/**
 * The lexer's rules in priority order, as one moo lexer would take them:
 * white space, then the puzzle's values, then the fixed rules. (buildLexer
 * runs them as two parts; test/lexer-split.test.ts checks it against moo
 * compiling these rules at once.)
 */
export function lexerRules(valueForms: readonly string[]): Rules {
  return { ws: WHITE_SPACE, ...(valueForms.length > 0 ? { value: valuePattern(valueForms) } : {}), ...FIXED_RULES };
}

/** The fixed rules with white space, compiled once: a moo lexer without values. */
let fixedLexer: Lexer | undefined;

/**
 * Build the lexer for one puzzle, given every written form of its values.
 *
 * One moo lexer of all the rules would cost a new regular expression per
 * puzzle holding the fixed rules too, and those (full of Unicode letter
 * classes) take V8 about 1.5 ms to compile: more than the rest of parsing a
 * ZebraLogic puzzle. So the fixed rules are one moo lexer compiled once per
 * process, and the values are matched by a ValueMatcher (no expression to
 * compile), tried first at each token's start as their place in the rules
 * says (white space, the only rule before them, never matches where a value
 * does: a value form never starts with a space).
 */
export function buildLexer(valueForms: readonly string[]): Lexer {
  fixedLexer ??= moo.compile({ ws: WHITE_SPACE, ...FIXED_RULES });
  const values = valueForms.length > 0 ? new ValueMatcher(sortForms(valueForms)) : undefined;
  return new ValuesFirst(fixedLexer, values) as unknown as Lexer;
}

/**
 * A lexer for one line: at each token's start, a value if `values` matches
 * there, else the next token of the fixed lexer. Its tokens are moo's (the
 * same fields, in the same order). The fixed lexer is moved to a token's
 * start through its `index`, the offset moo reads from next (moo 0.5 has no
 * public way to resume at an offset, and the rules' look-behinds need the
 * text before it, so the line cannot be cut).
 */
class ValuesFirst {
  private text = "";
  private offset = 0;
  private readonly tokenToString: () => string;

  constructor(private readonly fixed: Lexer, private readonly values: ValueMatcher | undefined) {
    // moo's own toString for tokens, so that value tokens are like every other.
    this.tokenToString = (fixed.reset("x").next() as unknown as { toString: () => string }).toString;
  }

  reset(text: string): this {
    this.text = text;
    this.offset = 0;
    this.fixed.reset(text);
    return this;
  }

  next(): Token | undefined {
    const offset = this.offset;
    if (offset >= this.text.length) return undefined;
    if (this.values) {
      const end = this.values.matchAt(this.text, offset);
      if (end >= 0) {
        const text = this.text.slice(offset, end);
        this.offset = end;
        return { type: "value", value: text, text, toString: this.tokenToString, offset, lineBreaks: 0, line: 1, col: offset + 1 } as Token;
      }
    }
    (this.fixed as unknown as { index: number }).index = offset;
    const token = this.fixed.next();
    if (!token) return undefined;
    // A line has no line breaks before its first error token (where lexing stops), so its column is its offset + 1.
    token.line = 1;
    token.col = offset + 1;
    this.offset = offset + token.text.length;
    return token;
  }

  /** The tokens left, as moo's lexers give them to `for ... of`. */
  *[Symbol.iterator](): Iterator<Token> {
    for (let token = this.next(); token; token = this.next()) yield token;
  }
}

/** What the compiled grammar needs at load time: which `%type`s exist.
 *  Parsing itself runs on the tokens of a puzzle's own lexer. */
export const tokenTypes = {
  has: (type: string): boolean => (TOKEN_TYPES as readonly string[]).includes(type),
};
