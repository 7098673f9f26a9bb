/**
 * The file layout: which lines are title and intro, which declare categories,
 * which are clues. Puzzle sites print a title and story, then one line per
 * category (`Name: value, value, value`), then the clues, one per line, maybe
 * numbered (`1.` `1)`) or bulleted (`-` `*` `•`), maybe under a heading such
 * as `Clues:`, and sometimes a closing question.
 */
import { diagnostics, type Diagnostic } from "./diagnostic.js";
import { senseOfWord } from "./links.js";

/** A piece of source text and where it starts. */
export interface Located {
  text: string;
  line: number;
  column: number;
}

export interface CategoryLine extends Located {
  name: string;
  /** The words before the colon, as written ("Each person has a favorite color"). */
  description: string;
  values: Located[];
}

export interface ClueLine extends Located {
  /** The clue's number: as printed, or its rank among the clues. */
  number: number;
}

export interface Layout {
  title: string | undefined;
  intro: Located[];
  categories: CategoryLine[];
  clues: ClueLine[];
  questions: Located[];
}

const BULLET = /^\s*(?:[-*•+]\s+|(\d{1,6})\s*[.)]\s*)/u;
const CATEGORY = /^\s*(?:[-*•+]\s+)?([^:.!?]{1,80}?)\s*:\s*(\S.*?)\s*$/u;
const HEADING = /^\s*#*\s*[\p{L}][\p{L} ]{0,40}(?:\(s\))?:?\s*$/u;

/** Split a value list at commas, except a comma between two digits ("$25,000"). */
function splitValues(list: string, line: number, startColumn: number): Located[] {
  const values: Located[] = [];
  let start = 0;
  const push = (end: number): void => {
    const raw = list.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    let text = raw.trim();
    let column = startColumn + start + lead;
    const quoted = /^(["`“'])(.*)(["`”'])$/u.exec(text);
    if (quoted) {
      text = quoted[2]!.trim();
      column += 1;
    }
    if (text.length > 0) values.push({ text, line, column });
  };
  for (let i = 0; i < list.length; i++) {
    if (list[i] === "," && !(/\d/u.test(list[i - 1] ?? "") && /^\d{3}(?!\d)/u.test(list.slice(i + 1)))) {
      push(i);
      start = i + 1;
    }
  }
  push(list.length);
  return values;
}

/**
 * A category line's name, shortened from a sentence such as ZebraLogic's
 * "Each person has a unique name" (name) or "Each person has a favorite
 * color" (favorite color); a short name is kept as it is.
 */
function categoryName(raw: string): string {
  const unique = /\b(?:unique|different|distinct)\s+(.+)$/iu.exec(raw);
  if (unique) return unique[1]!.trim();
  // "No two of the men share a line of work", "No two drive the same make".
  const noTwo = /^no\s+two\b.*?\s(?:the\s+same|a|an)\s+(.+)$/iu.exec(raw);
  if (noTwo) return noTwo[1]!.trim();
  const sentence = /^(?:each|every|the|all)?\s*(?:person|people|one|everyone|they)\b.*?\b(?:has|have|are of|are|is|keeps?|owns?|uses?|prefers?|likes?)\s+(?:a |an |the )?(.+)$/iu.exec(raw);
  return (sentence ? sentence[1]! : raw).trim();
}

/**
 * Values stated in prose, as some benchmark sets print them: "one is a
 * drummer, one plays the harp, and one keeps goldfish". When every value
 * of a line is such a phrase, each becomes the words after "one", its verb
 * ("has been", too; "one bicycle is red" names its noun first; an adverb
 * before it: "one only drinks espresso"), a participle
 * that only introduces the value ("is called", "was born in", "works as", "is
 * learning", "is still rocking", "has booked"; "can't get enough of", but not "can't stand"), an adjective before its preposition ("is fond of sorbet"; "is obsessed with churros", but not "is bored with tennis"), a
 * particle ("looks after a cockatiel", "wakes up at 5:00", "gets around in a campervan", "put together a spaceman"), and a preposition or article after
 * the verb ("drummer", "harp", "goldfish"; "Norway" of "one has been to
 * Norway"; "Anna" of "one is called Anna"; "autumn" of "one was born in autumn"),
 * placed where they stand in the line.
 */
function proseValues(values: Located[]): void {
  const PHRASE = new RegExp([
    String.raw`^(?:and\s+|or\s+)?one\s+`,
    // An adverb before the verb ("one only drinks espresso"); a noun before it ("one bicycle is red").
    String.raw`(?:(?:\p{L}{2,}ly|just|always|often|also|mostly|still)\s+(?=\p{L}+\s))?(?:\p{L}+\s+(?=(?:is|was|has)\s))?`,
    // "can't" only of a saying that likes ("can't get enough of", "can't resist").
    String.raw`(?:(?:can't|can’t|cannot)\s+(?=(?:get\s+enough\s+of|resist)\s))?`,
    // The verb: "is (still) rocking", "has booked", "is fond (of)", "is obsessed (with)", or one word and its participle.
    String.raw`(?:(?:is|was)\s+(?:(?:\p{L}{2,}ly|just|always|still|now)\s+)?\p{L}{3,}ing\s+`,
    String.raw`|(?:has|had|have)\s+(?:(?:\p{L}{2,}ly|just|already|always)\s+)?\p{L}{2,}(?:ed|en|wn|ght)\s+`,
    String.raw`|(?:is|was)\s+\p{L}{3,}\s+(?=(?:of|on|about|to)\s)`,
    String.raw`|(?:is|was)\s+(?:obsessed|besotted|infatuated|smitten|thrilled|delighted|in\s+love)\s+(?=with\s)`,
    String.raw`|[\p{L}'’]+\s+(?:been\s+)?(?:(?:called|named|known\s+as|born|aged|dressed|married|employed|trained|raised|based)\s+)?)`,
    // "enough of", a particle, a preposition, an article.
    String.raw`(?:enough\s+(?=of\s))?(?<particle>(?:after|up|out|over|off|around|along|through|together|down|away|back)\s+(?=(?:a|an|the|some|for|on|with|to|at|in|by)\s))?`,
    String.raw`(?:(?<prep>from|in|at|of|on|with|for|to|into|about|as|by)\s+)?(?:(?:a|an|the|some)\s+)?(?=\S)`,
  ].join(""), "iud");
  // ("one has booked the Konkan Kanya": a verb that says one has it; not "one has forgotten the passport".)
  const has = (text: string): boolean => {
    const verb = /^(?:and\s+|or\s+)?one\s+(?:has|had|have)\s+(?:\p{L}{2,}ly\s+|just\s+|already\s+|always\s+)?(\p{L}+(?:ed|en|wn|ght))\s/iu.exec(text)?.[1];
    return verb === undefined || senseOfWord(verb.toLowerCase())?.kind === "assert";
  };
  if (!values.every((v) => PHRASE.test(v.text) && PHRASE.exec(v.text)![0].length < v.text.length && has(v.text))) return;
  // "one has to be home by 9:00, one by 9:30, …": after the first, the verb is left out and the preposition said
  // again; the first value is what follows that preposition in the first phrase.
  const ellipsis = values.slice(1).map((v) => /^(?:and\s+|or\s+)?one\s+(by|at|in|on|from|for|to|with|until|till|before|after)\s+(?=\S)/iu.exec(v.text)?.[1]?.toLowerCase());
  const prep = values.length > 2 && ellipsis.every((p) => p !== undefined && p === ellipsis[0]) ? ellipsis[0] : undefined;
  // (Only where the first phrase has more than "one" and the preposition: "one for the Oilers, one for the Jets" is read
  // as any other line.)
  const plain = prep !== undefined && new RegExp(String.raw`^(?:and\s+|or\s+)?one\s+${prep}\s`, "iu").test(values[0]!.text);
  // (The first time the preposition comes: "one is listening to Back to Black" is "Back to Black"; an article before
  // it is no part of it, as in the other values: "one plays for the Oilers" is "Oilers".)
  const first = prep === undefined || plain ? undefined : new RegExp(String.raw`^.*?\s${prep}\s+(?:(?:[aA]|[aA]n|the|some)\s+)?(?=\S)`, "u").exec(values[0]!.text);
  // The preposition each value came after, for values said in parallel.
  const preps: (string | undefined)[] = [];
  for (const value of values) {
    if (value === values[0] && first) {
      value.text = value.text.slice(first[0].length);
      value.column += first[0].length;
      preps.push(prep);
      continue;
    }
    const phrase = PHRASE.exec(value.text)!;
    preps.push(phrase.groups?.["prep"]?.toLowerCase());
    // ("one hums Over the Rainbow": a capital is a name's, no particle.)
    const particle = phrase.indices?.groups?.["particle"];
    let prefix = particle && /^\p{Lu}/u.test(value.text.slice(particle[0])) ? particle[0] : phrase[0].length;
    // "one is into The Wobbles": a capital "The" inside the sentence, before a capital, is part of a name.
    const article = /\bThe\s+$/u.exec(value.text.slice(0, prefix));
    if (article && /^\p{Lu}/u.test(value.text.slice(prefix))) prefix = article.index;
    value.text = value.text.slice(prefix);
    value.column += prefix;
  }
  parallel(values, preps);
}

/**
 * Values said in parallel: where at least half of a line's other values come
 * right after a preposition ("one was born in March", "one drinks in
 * Dooley's"), a value whose words are that preposition first, or one common
 * noun and it, is the name that follows it: "one has a birthday in October"
 * is "October", "one is a regular in Murphy's" is "Murphy's", "one tunes in
 * to Radio Kerry" is "Radio Kerry". Only a name (a capital or a number) is
 * cut out, and never into a value the line has already, nor at the
 * preposition the value came after itself: "one orders steak with chips",
 * "one lives in a flat in York", "one cycles to work" stay whole, as does a
 * name ("one is listening to Back to Black").
 */
function parallel(values: Located[], preps: readonly (string | undefined)[]): void {
  const cuts = values.map((value, i) => {
    const m = /^(?:(\p{Ll}+)\s+)?(\p{Ll}+)\s+(?:(?:a|an|the)\s+)?(?=[\p{Lu}\d])/u.exec(value.text);
    if (!m) return undefined;
    const prep = m[2]!;
    // (Not at a preposition the value came after already: "one lives in a flat in York" is the flat.)
    if (preps[i] === prep) return undefined;
    const others = preps.filter((p, j) => j !== i && p === prep).length;
    // (A word first that is no preposition of the others' is no cut: "Back to Black" has its capital first.)
    return others > 0 && others * 2 >= values.length - 1 ? m[0].length : undefined;
  });
  const after = values.map((v, i) => (cuts[i] === undefined ? v.text : v.text.slice(cuts[i])).toLowerCase());
  values.forEach((value, i) => {
    const cut = cuts[i];
    if (cut === undefined || after.some((t, j) => j !== i && t === after[i])) return;
    value.text = value.text.slice(cut);
    value.column += cut;
  });
}

/**
 * A list introduced in words before its first value: "the residents are Ivo,
 * Jana and Mira", "they are red, blue and green", "namely ...": the words
 * before the first value are no part of it.
 */
function leadIn(values: Located[]): void {
  const LEAD = /^(?:(?:the|their|its|our)\s+\p{L}+(?:\s+\p{L}+)?\s+(?:are|were)|they\s+are|these\s+are|namely|including)\s+(?=\S)/iu;
  const first = values[0];
  const match = first ? LEAD.exec(first.text) : null;
  if (!first || !match || values.slice(1).some((v) => LEAD.test(v.text))) return;
  first.text = first.text.slice(match[0].length);
  first.column += match[0].length;
}

/**
 * "Name: Ann, Bob and Cy": a list one value short of the longest whose last
 * value holds one "and" is that many values with "and" between the last two
 * ("salt and pepper" in a list as long as the others stays one value).
 */
function splitLastPair(categories: CategoryLine[]): void {
  const size = Math.max(...categories.map((c) => c.values.length));
  for (const category of categories) {
    const last = category.values.at(-1)!;
    const pair = /^(.*?\S)\s+and\s+(?=\S)(.*)$/iu.exec(last.text);
    if (category.values.length !== size - 1 || !pair || / and /iu.test(pair[2]!)) continue;
    const second = last.text.length - pair[2]!.length;
    category.values.push({ text: pair[2]!, line: last.line, column: last.column + second });
    last.text = pair[1]!;
  }
}

function readCategory(text: string, line: number): CategoryLine | undefined {
  const match = CATEGORY.exec(text);
  if (!match) return undefined;
  const listColumn = text.indexOf(match[2]!, text.indexOf(":")) + 1;
  const values = splitValues(match[2]!, line, listColumn);
  // A full stop ends the line, not the last value, unless every value ends in
  // one ("144 ft., 147 ft.") or the value ends in an abbreviation ("Streeter Inc.").
  const last = values[values.length - 1];
  const abbreviation = /(?:^|\s)(?:Inc|Ltd|Co|Corp|Jr|Sr|Bros|Mfg|Intl|Dept|Univ|Ave|Blvd|Rd|St|Mt|Dr|etc|ft|lb|lbs|oz|yd|mi|km|kg|sq)\.$/iu;
  if (last && last.text.endsWith(".") && !abbreviation.test(last.text) && !values.slice(0, -1).every((v) => v.text.endsWith("."))) {
    last.text = last.text.slice(0, -1).trimEnd();
  }
  if (values.length < 2) return undefined;
  // "Ann, Bob, and Cy": the last value's "and" joins the list, it is no part of the value.
  const joined = /^(?:and|or|&)\s+(?=\S)/iu.exec(last!.text);
  if (joined && values.length > 2 && !/^(?:and|or)\s/iu.test(values[0]!.text)) {
    last!.text = last!.text.slice(joined[0].length);
    last!.column += joined[0].length;
  }
  proseValues(values);
  leadIn(values);
  const name = categoryName(match[1]!);
  return { text: name, name, description: match[1]!, values, line, column: text.indexOf(match[1]!) + 1 };
}

/**
 * A line that is a category line gone wrong, read where category lines are:
 * one value only (`Pet: dog`), or the colon left out (`Name Ann, Bob, Cy`,
 * as many comma-separated parts as the categories have values, the first
 * two words long). Short parts only, so a clue or a story line is never taken.
 */
function brokenCategory(text: string, line: number, size: number | undefined): Diagnostic | undefined {
  const short = (part: string, words: number): boolean => part.trim() !== "" && part.trim().split(/\s+/u).length <= words;
  const match = CATEGORY.exec(text);
  if (match) {
    const values = splitValues(match[2]!.replace(/\.$/u, ""), line, 1);
    if (values.length !== 1 || !short(match[1]!, 3) || !short(values[0]!.text, 3) || /[.!?]$/u.test(values[0]!.text)) return undefined;
    const column = text.indexOf(match[1]!) + 1;
    return diagnostics.oneValue({ line, column, length: text.trimEnd().length - column + 1 }, categoryName(match[1]!), values[0]!.text, size);
  }
  const body = text.replace(BULLET, "").trim();
  const parts = body.split(",");
  // (A numbered line is a clue: "1. The nurse is, awkwardly, the dentist.")
  if (/^\s*\d+[.)]\s/u.test(text)) return undefined;
  if (size === undefined || parts.length !== size || !/^\S+\s+\S/u.test(parts[0]!.trim()) || !short(parts[0]!, 3) || !parts.slice(1).every((p) => short(p, 3))) return undefined;
  const [name, ...first] = parts[0]!.trim().split(/\s+/u);
  const column = text.indexOf(body) + 1;
  return diagnostics.missingColon({ line, column, length: body.length }, `${name}: ${[first.join(" "), ...parts.slice(1).map((p) => p.trim())].join(", ")}`);
}

export function readLayout(source: string): { layout: Layout; errors: Diagnostic[] } {
  const lines = source.split(/\r\n|\r|\n/u);
  const layout: Layout = { title: undefined, intro: [], categories: [], clues: [], questions: [] };
  const broken: Diagnostic[] = [];
  let phase: "intro" | "categories" | "clues" = "intro";
  lines.forEach((text, index) => {
    const line = index + 1;
    if (text.trim() === "") return;
    if (phase !== "clues") {
      const category = readCategory(text, line);
      if (category) {
        // The line before the first category line, if it is one without its colon.
        const last = layout.intro.at(-1);
        const before = phase === "intro" && last?.line === line - 1 ? brokenCategory(lines[last.line - 1]!, last.line, category.values.length) : undefined;
        if (before?.code === "missing-colon") broken.push(before);
        layout.categories.push(category);
        phase = "categories";
        return;
      }
      // "Round Four: Main Road, Kasi Style": the first line, with a colon, then a blank line and the introduction, is a title.
      const first = layout.categories[0];
      // (Two values at most: "Friends: Ann, Ben, Cal" first in a puzzle is a category.)
      if (phase === "categories" && layout.categories.length === 1 && layout.intro.length === 0 && first!.values.length <= 2 && first!.line === lines.findIndex((l) => l.trim() !== "") + 1
        && lines[first!.line]?.trim() === "" && line > first!.line + 1) {
        layout.categories = [];
        layout.intro.push({ text: lines[first!.line - 1]!.trim(), line: first!.line, column: 1 }, { text: text.trim(), line, column: text.length - text.trimStart().length + 1 });
        phase = "intro";
        return;
      }
      const wrong = phase === "categories" ? brokenCategory(text, line, layout.categories[0]!.values.length) : undefined;
      if (wrong) {
        broken.push(wrong);
        return;
      }
      if (phase === "intro") {
        layout.intro.push({ text: text.trim(), line, column: text.length - text.trimStart().length + 1 });
        return;
      }
      phase = "clues";
    }
    if (HEADING.test(text) && !BULLET.test(text) && text.trim().split(/\s+/u).length <= 3) return;
    const bullet = BULLET.exec(text);
    const body = bullet ? text.slice(bullet[0].length) : text.trimStart();
    const column = text.length - body.length + 1;
    const trimmed = body.trimEnd();
    if (trimmed.endsWith("?")) {
      layout.questions.push({ text: trimmed, line, column });
      return;
    }
    const number = bullet?.[1] !== undefined ? Number(bullet[1]) : layout.clues.length + 1;
    layout.clues.push({ text: trimmed, line, column, number });
  });
  if (layout.intro.length > 0 && layout.categories.length > 0) layout.title = layout.intro[0]!.text;
  splitLastPair(layout.categories);
  // No category line at all: one-value lines among the first lines say why.
  if (layout.categories.length === 0) {
    broken.push(...layout.intro.map((l) => brokenCategory(lines[l.line - 1]!, l.line, undefined)).filter((d) => d?.code === "one-value") as Diagnostic[]);
  }
  return { layout, errors: broken.length > 0 ? broken : checkLayout(layout) };
}

/**
 * The largest puzzle cluegrid takes: beyond these, solving time and memory
 * grow past what a command-line tool should spend, so the input is refused
 * with a clear error instead (README, "Limits").
 */
export const LIMITS = { categories: 12, values: 12, clues: 400, lineLength: 2000, clueWords: 120 } as const;

function checkLimits(layout: Layout): Diagnostic[] {
  const errors: Diagnostic[] = [];
  const [first] = layout.categories;
  if (layout.categories.length > LIMITS.categories) {
    errors.push(diagnostics.tooLarge({ line: first!.line, column: 1, length: 0 }, `${layout.categories.length} categories`, `${LIMITS.categories}`));
  }
  const widest = layout.categories.find((c) => c.values.length > LIMITS.values);
  if (widest) {
    errors.push(diagnostics.tooLarge({ line: widest.line, column: widest.column, length: widest.name.length }, `${widest.values.length} values in a category`, `${LIMITS.values}`));
  }
  if (layout.clues.length > LIMITS.clues) {
    errors.push(diagnostics.tooLarge({ line: layout.clues[LIMITS.clues]!.line, column: 1, length: 0 }, `${layout.clues.length} clues`, `${LIMITS.clues}`));
  }
  const long = layout.clues.find((c) => c.text.length > LIMITS.lineLength);
  if (long) errors.push(diagnostics.tooLarge({ line: long.line, column: long.column, length: 0 }, `a clue of ${long.text.length} characters`, `${LIMITS.lineLength}`));
  // A clue is a sentence or two: a line of hundreds of words is no clue, and would take the grammar seconds to refuse.
  const wordy = long ? undefined : layout.clues.find((c) => (c.text.match(/\S+/gu)?.length ?? 0) > LIMITS.clueWords);
  if (wordy) errors.push(diagnostics.tooLarge({ line: wordy.line, column: wordy.column, length: 0 }, `a clue of ${wordy.text.match(/\S+/gu)!.length} words`, `${LIMITS.clueWords}`));
  return errors;
}

function checkLayout(layout: Layout): Diagnostic[] {
  const [first] = layout.categories;
  if (!first) return [diagnostics.emptyPuzzle()];
  const errors = checkLimits(layout);
  if (errors.length > 0) return errors;
  for (const category of layout.categories) {
    const place = { line: category.line, column: category.column, length: category.name.length };
    if (category.values.length !== first.values.length) {
      errors.push(diagnostics.unequalCategory(place, category.name, category.values.length, first.values.length, first.name));
    }
    const seen = new Set<string>();
    for (const value of category.values) {
      const key = value.text.toLowerCase();
      if (seen.has(key)) {
        errors.push(diagnostics.duplicateValue({ line: value.line, column: value.column, length: value.text.length }, value.text, category.name));
      }
      seen.add(key);
    }
  }
  if (layout.clues.length === 0) errors.push(diagnostics.noClues());
  return errors;
}
