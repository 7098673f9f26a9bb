/**
 * Matching a puzzle's value forms without compiling a regular expression.
 *
 * The lexer's `value` rule (valuePattern in lexer.ts) is one regular
 * expression per puzzle: every form, case-insensitive letter by letter, in
 * priority order, then "not followed by a letter or digit" and an optional
 * abbreviation's full stop. V8 takes longer to compile that expression (its
 * Unicode letter classes above all) than to parse the rest of a small
 * puzzle. This matcher does what it does with the forms cut into units and
 * three expressions compiled once per process, trying the same
 * alternatives in the same order with the same backtracking, so it matches
 * exactly the same text (test/lexer-split.test.ts compares the two over
 * every corpus clue).
 */
import { memoized } from "../src/parse/memo.js";

/** Pieces of a form's pattern, as caseless() in lexer.ts writes them. */
const enum Kind {
  /** These characters exactly. */
  Text,
  /** One character: the letter's lower or upper case (each one UTF-16 unit). */
  Either,
  /** ' or ’. */
  Apostrophe,
  /** \s+ */
  Spaces,
  /** [\s\-]* : between two letters or digits, any run of spaces and hyphens or none. */
  Gap,
  /** [\s\-]? : between a letter and a digit, one space or hyphen or none. */
  OptionalGap,
}

interface Unit {
  kind: Kind;
  text: string;
  /** For Either: the two character codes. */
  a: number;
  b: number;
}

const unit = (kind: Kind, text = "", a = -1, b = -1): Unit => ({ kind, text, a, b });

const SPACE = /\s/u;
const SEPARATOR = /[\s-]/u;
const ALNUM = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
/** After a value: a letter or digit must not follow; an abbreviation's full stop may. */
const LETTER_OR_DIGIT_AT = /[\p{L}\p{N}]/uy;
const ABBREVIATION_STOP_AT = /(?<=\p{L})\.(?=\s+\p{Ll}|\s*[,.;])/uy;

/**
 * A form's units, kept: every puzzle's lexer cuts its forms (values with
 * their inflections, synonyms and spellings), and puzzles share many ("tea",
 * "teas"); units are only ever read. Bounded: forgotten all at once when full.
 */
const unitsOfKept = memoized(unitsOf, 50_000);

/** A form cut into units, exactly as caseless() in lexer.ts turns it into a pattern. */
function unitsOf(form: string): Unit[] {
  // A one-letter value matches only as written.
  if (/^\p{L}$/u.test(form)) return [unit(Kind.Text, form)];
  const chars = [...form];
  const alnum = (ch: string | undefined): boolean => ch !== undefined && ALNUM.test(ch);
  const separator = (ch: string | undefined): boolean => ch !== undefined && SEPARATOR.test(ch);
  const out: Unit[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (separator(ch)) {
      let end = i;
      while (separator(chars[end])) end++;
      if (alnum(chars[i - 1]) && alnum(chars[end])) {
        out.push(unit(Kind.Gap));
        i = end - 1;
      } else out.push(SPACE.test(ch) ? unit(Kind.Spaces) : unit(Kind.Text, "-"));
      continue;
    }
    const lower = ch.toLowerCase();
    const upper = ch.toUpperCase();
    if (lower !== upper && lower.length === 1 && upper.length === 1) out.push(unit(Kind.Either, "", lower.charCodeAt(0), upper.charCodeAt(0)));
    else if (ch === "'" || ch === "’") out.push(unit(Kind.Apostrophe));
    else out.push(unit(Kind.Text, ch));
    const next = chars[i + 1];
    const letterDigit = LETTER.test(ch) && next !== undefined && DIGIT.test(next);
    const digitLetter = DIGIT.test(ch) && next !== undefined && LETTER.test(next);
    if (letterDigit || digitLetter) out.push(unit(Kind.OptionalGap));
  }
  return out;
}

const isSpace = (text: string, at: number): boolean => at < text.length && SPACE.test(text[at]!);
const isSeparator = (text: string, at: number): boolean => at < text.length && (text.charCodeAt(at) === 45 || SPACE.test(text[at]!));

/**
 * Whether units[k..] match `text` from `at`, trying the ways a regular
 * expression would, in its order (greedy runs, longest first), until
 * `accept` takes an end.
 */
function match(units: readonly Unit[], k: number, text: string, at: number, accept: (end: number) => boolean): boolean {
  if (k === units.length) return accept(at);
  const u = units[k]!;
  switch (u.kind) {
    case Kind.Text:
      return text.startsWith(u.text, at) && match(units, k + 1, text, at + u.text.length, accept);
    case Kind.Either: {
      const c = text.charCodeAt(at);
      return (c === u.a || c === u.b) && match(units, k + 1, text, at + 1, accept);
    }
    case Kind.Apostrophe: {
      const c = text.charCodeAt(at);
      return (c === 39 || c === 0x2019) && match(units, k + 1, text, at + 1, accept);
    }
    case Kind.Spaces: {
      let end = at;
      while (isSpace(text, end)) end++;
      for (let e = end; e > at; e--) if (match(units, k + 1, text, e, accept)) return true;
      return false;
    }
    case Kind.Gap: {
      let end = at;
      while (isSeparator(text, end)) end++;
      for (let e = end; e >= at; e--) if (match(units, k + 1, text, e, accept)) return true;
      return false;
    }
    case Kind.OptionalGap:
      return (isSeparator(text, at) && match(units, k + 1, text, at + 1, accept)) || match(units, k + 1, text, at, accept);
  }
}

/** The character codes a form's first unit can match, or undefined when that is not a fixed few. */
function firstCodes(units: readonly Unit[]): number[] | undefined {
  const first = units[0]!;
  switch (first.kind) {
    case Kind.Text: return [first.text.charCodeAt(0)];
    case Kind.Either: return [first.a, first.b];
    case Kind.Apostrophe: return [39, 0x2019];
    default: return undefined;
  }
}

/** The puzzle's value forms, in the priority order of the value rule, ready to match. */
export class ValueMatcher {
  private readonly forms: (readonly Unit[])[];
  /**
   * The forms (in order) that can start with a given character: at a place
   * only those can match. Undefined when some form could start with any of
   * many characters (it never does: forms never start with a space); then
   * every form is tried.
   */
  private readonly byFirst: Map<number, (readonly Unit[])[]> | undefined;

  /** `sorted`: the forms in the value rule's order (sortForms in lexer.ts). */
  constructor(sorted: readonly string[]) {
    if (sorted.includes("")) throw new Error("a value form is empty: it would match empty text");
    this.forms = sorted.map(unitsOfKept);
    const byFirst = new Map<number, (readonly Unit[])[]>();
    for (const units of this.forms) {
      const codes = firstCodes(units);
      if (!codes) return;
      for (const code of new Set(codes)) {
        let list = byFirst.get(code);
        if (!list) byFirst.set(code, (list = []));
        list.push(units);
      }
    }
    this.byFirst = byFirst;
  }

  /** The end of the value that starts at `at` in `text`, or -1 when none does. */
  matchAt(text: string, at: number): number {
    let found = -1;
    const accept = (end: number): boolean => {
      LETTER_OR_DIGIT_AT.lastIndex = end;
      if (LETTER_OR_DIGIT_AT.test(text)) return false;
      found = end;
      return true;
    };
    const forms = this.byFirst ? this.byFirst.get(text.charCodeAt(at)) ?? [] : this.forms;
    for (const units of forms) if (match(units, 0, text, at, accept)) break;
    if (found < 0) return -1;
    ABBREVIATION_STOP_AT.lastIndex = found;
    return ABBREVIATION_STOP_AT.test(text) ? found + 1 : found;
  }
}
