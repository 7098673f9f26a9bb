/**
 * The lexicon of one puzzle: every way a clue may write each category value,
 * and the value(s) each written form stands for.
 *
 * A value is written three ways, in order of priority:
 *  1. exactly as on its category line;
 *  2. as a general English synonym (`brit` as "British" or "Briton",
 *     `jan` as "January"; see synonyms.ts);
 *  3. with a simple inflection of the last word of 1 or 2 (Dunhill →
 *     Dunhills, berry → berries, dogs → dog, swede → Swedes, mango →
 *     mangoes), or a hobby's verb or doer (painting → paints, painter).
 * Forms are compared by a compact key: lower case, and with the spaces and
 * hyphens between two letters or digits removed, so "Ford F-150", "ford f150"
 * and "Ford F 150" are one form, as are "hip-hop", "hip hop" and "hiphop".
 * A hyphen or plus that is not between two letters or digits stays ("A+",
 * "O-", "A" are three forms). A text stands for the values that have it at the
 * highest priority; two values sharing it there are both returned, and the
 * caller reports the ambiguity.
 */
import { synonymsOf } from "./synonyms.js";
import { pluralOf, singularOf } from "./nouns.js";
import { NUMBER_WORDS } from "./words.js";
import { DEGREE_WORDS, degreeOf } from "./dimensions.js";
import { isAdjective, isNounForm, isPersonNoun } from "./links.js";

/** A category value by index. */
export interface ValueId {
  category: number;
  value: number;
}

export interface Lexicon {
  /** Every written form, for the lexer (which also accepts their separator variants). */
  forms: string[];
  /** The values a matched text stands for. */
  lookup(text: string): ValueId[];
  /** Whether a text names its value only in part ("vinyl" of "vinyl records"): a value only before a doer ("the vinyl collector"). */
  partial(text: string): boolean;
}

/** How a written form is compared: lower case, single spaces, curly quotes straightened. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/gu, " ").replace(/[‘’]/gu, "'").trim();
}

const keys = new Map<string, string>();

/** The lookup key of a form: normalised, without the spaces and hyphens
 *  that stand between two letters or digits ("Ford F-150" → "fordf150").
 *  Kept for each text (a lexicon asks for the keys of a few hundred forms,
 *  which recur from puzzle to puzzle); bounded, forgotten all at once. */
export function compact(text: string): string {
  let key = keys.get(text);
  if (key === undefined) {
    key = normalise(text).replace(/(?<=[\p{L}\p{N}])[\s-]+(?=[\p{L}\p{N}])/gu, "");
    if (keys.size >= 50_000) keys.clear();
    keys.set(text, key);
  }
  return key;
}

/** Plural and singular variants of one word (never the word itself). A
 *  one-letter word has none: blood type "A" is not written "As". */
function inflections(word: string): string[] {
  const out: string[] = [];
  if (!/\p{L}\p{L}$/u.test(word)) return out;
  const lower = word.toLowerCase();
  if (/(?:s|x|z|ch|sh)$/u.test(lower)) out.push(`${word}es`);
  else if (/[^aeiou]y$/u.test(lower)) {
    out.push(`${word.slice(0, -1)}ies`);
    // A name keeps its "y": "in Sauconys", "the two Marys".
    if (/^\p{Lu}/u.test(word)) out.push(`${word}s`);
  }
  else out.push(`${word}s`);
  // "a 6-foot sculpture" for 6 feet
  if (lower === "feet") out.push(`${word.slice(0, -3)}oot`);
  if (lower === "foot") out.push(`${word.slice(0, -3)}eet`);
  // "mangoes", "tomatoes" (beside "mangos")
  if (/[^aeiou]o$/u.test(lower)) out.push(`${word}es`);
  if (lower.length > 3 && /ies$/u.test(lower)) out.push(`${word.slice(0, -3)}y`);
  if (lower.length > 3 && /(?:s|x|z|ch|sh)es$/u.test(lower)) out.push(word.slice(0, -2));
  if (lower.length > 4 && /[^aeiou]oes$/u.test(lower)) out.push(word.slice(0, -2));
  if (lower.length > 3 && /[^s']s$/u.test(lower)) out.push(word.slice(0, -1));
  out.push(...verbForms(word), ...agents(word), ...patterned(word));
  return out;
}

/**
 * A pattern's adjective: "stripes" by "striped", "dots" by "dotted",
 * "checks" by "checked", "spots" by "spotted". Only for a plural noun.
 */
function patterned(word: string): string[] {
  const plural = /^(\p{Ll}{3,}?)(e?)s$/u.exec(word);
  if (!plural || /ss$/u.test(word)) return [];
  const stem = plural[1]! + plural[2]!;
  const out = [stem.endsWith("e") ? `${stem}d` : `${stem}ed`];
  if (/[^aeiou][aeiou][bdgmnpt]$/u.test(stem)) out.push(`${stem}${stem.at(-1)}ed`);
  return out;
}

/**
 * A gerund's verb forms: a hobby written "painting" is named by "paints",
 * "paint" or "painted"; "swimming" by "swims"; "dancing" by "dances".
 */
function verbForms(word: string): string[] {
  return gerundStems(word).flatMap((s) => [s, /(?:s|sh|ch|x|z)$/u.test(s) ? `${s}es` : `${s}s`, s.endsWith("e") ? `${s}d` : `${s}ed`]);
}

/** "stamp collecting" by "collects stamps", "collecting stamps"; "bird watching" by "watches birds": the activity said by its verb and its things. */
function gerundPhrases(value: string): string[] {
  const m = /^(\p{Ll}{3,}) (\p{Ll}{3,}ing)$/u.exec(value);
  if (!m) return [];
  const things = pluralOf(m[1]!);
  return [m[2]!, ...verbForms(m[2]!)].map((verb) => `${verb} ${things}`);
}

/**
 * The one who does it: "painting" by "painter(s)", "swimming" by "swimmer",
 * "hiking" by "hiker", "sailing" by "sailor", "fishing" by "fisherman"; "archery" by "archer",
 * "pottery" by "potter"; "photography" by "photographer"; "poetry" by "poet"; "gymnastics" by "gymnast".
 */
function agents(word: string): string[] {
  const nouns = gerundStems(word).map((s) => (s.endsWith("e") ? `${s}r` : `${s}er`));
  // "cycling" by "cyclist"
  const ist = /^(\p{L}{3,}[^aeiou])ing$/u.exec(word);
  if (ist && !/([^aeiou])\1$/u.test(ist[1]!)) nouns.push(`${ist[1]!}ist`);
  // ("embroidery" by "embroiderer" too.)
  if (/\p{L}{3}ery$/u.test(word)) nouns.push(word.slice(0, -1), `${word.slice(0, -1)}er`);
  // "photography" by "photographer", "astronomy" by "astronomer", "geology" by "geologist".
  if (/\p{L}{2}(?:graph|nom)y$/u.test(word)) nouns.push(`${word.slice(0, -1)}er`);
  if (/\p{L}{2}logy$/u.test(word)) nouns.push(`${word.slice(0, -1)}ist`);
  // "poetry" by "poet", "chemistry" by "chemist": where English has the person.
  // (After a "t" only: "nursery" is no "nurse", "husbandry" no "husband".)
  if (/\p{L}{2}try$/u.test(word) && isPersonNoun(word.slice(0, -2))) nouns.push(word.slice(0, -2));
  // "sailing" by "sailor", "acting" by "actor".
  const or = /^(\p{L}{3,}[^aeiou])ing$/u.exec(word);
  if (or && !/([^aeiou])\1$/u.test(or[1]!)) nouns.push(`${or[1]!}or`);
  // "gymnastics" by "gymnast", "acrobatics" by "acrobat", "athletics" by "athlete" (not "politics" by "polite").
  const ics = /^(\p{L}{3,}(?:ast|bat))ics$/u.exec(word) ?? /^(\p{L}{2,}let)ics$/u.exec(word);
  if (ics) nouns.push(ics[1]!.endsWith("let") ? `${ics[1]!}e` : ics[1]!);
  nouns.push(...players(word));
  // "fishing" by "fisherman", "yachting" by "yachtsman": where English has the word for a person.
  const men = [...nouns.filter((n) => n.endsWith("er")).map((n) => `${n}man`), ...gerundStems(word).map((s) => `${s}sman`)]
    .filter((man) => isPersonNoun(man)).flatMap((man) => [man, `${man.slice(0, -3)}men`]);
  return [...[...new Set(nouns)].flatMap((noun) => [noun, `${noun}s`]), ...men];
}

/**
 * The one who plays or uses a thing: "drums" by "drummer", "piano" by
 * "pianist", "cello" by "cellist", "violin" by "violinist", "trumpet" by
 * "trumpeter", "ventriloquism" by "ventriloquist". Only for a plain noun of
 * four letters or more.
 */
function players(word: string): string[] {
  if (!/^\p{Ll}{4,}$/u.test(word) || /ing$/u.test(word)) return [];
  const singular = /[^s]s$/u.test(word) ? word.slice(0, -1) : word;
  const stem = singular.replace(/[aeo]$/u, "");
  // A final consonant doubles after one short vowel in a word of one syllable: "drummer", but "trumpeter".
  const oneSyllable = (singular.match(/[aeiouy]+/gu) ?? []).length === 1;
  const doubled = oneSyllable && /[^aeiou][aeiou][bdgmnprt]$/u.test(singular) ? `${singular}${singular.at(-1)}` : singular;
  // "ventriloquism" by "ventriloquist".
  const ism = /ism$/u.test(singular) ? [`${singular.slice(0, -3)}ist`] : [];
  // "bicycle" by "cyclist" too.
  const cycle = /^(?:(?:bi|tri|uni)cycle|bike)$/u.test(singular) ? ["cyclist"] : [];
  // (Not an adjective's comparative: "tall" is no "taller", "short" no "shorter".)
  const er = singular.endsWith("e") ? `${singular}r` : `${doubled}er`;
  // "canoe" by "canoeist": the whole word and "-ist", where English has the person.
  const whole = stem !== singular && isPersonNoun(`${singular}ist`) ? [`${singular}ist`] : [];
  return [`${stem}ist`, ...whole, ...(degreeOf(er) === undefined ? [er] : []), ...ism, ...cycle];
}

/** Verbs of the doers a job may be named by ("taxi driver"), in the forms a clue uses. */
const DOER_VERBS: Readonly<Record<string, readonly string[]>> = {
  driver: ["drive", "drives", "drove"], rider: ["ride", "rides", "rode"], keeper: ["keep", "keeps", "kept"], owner: ["own", "owns", "owned"],
};

/** "taxi driver" by "drives a taxi", "drives the taxi", "drove a taxi": the doer said by its verb and its thing. */
function doerPhrases(value: string, values: ReadonlySet<string>): string[] {
  const m = /^(\p{Ll}+) (\p{Ll}+)$/u.exec(value);
  const verbs = m ? DOER_VERBS[m[2]!] : undefined;
  if (!m || !verbs || values.has(m[1]!) || values.has(pluralOf(m[1]!))) return [];
  const article = /^[aeiou]/u.test(m[1]!) ? "an" : "a";
  return verbs.flatMap((v) => [`${v} ${article} ${m[1]}`, `${v} the ${m[1]}`]);
}

/** The stems a gerund may come from: "paint" of "painting", "hike" of "hiking", "swim" of "swimming". */
function gerundStems(word: string): string[] {
  const gerund = /^(\p{L}{3,})ing$/u.exec(word);
  if (!gerund) return [];
  const stem = gerund[1]!;
  const stems = [stem, `${stem}e`];
  if (/([^aeiou])\1$/u.test(stem)) stems.push(stem.slice(0, -1));
  return stems;
}

/** A whole number written with or without thousands separators: 30000 ↔ 30,000. */
function numberSpellings(text: string): string[] {
  const match = /^([$£€]?)(\d{1,3}(?:,\d{3})+|\d{4,})(\s.*)?$/u.exec(text);
  if (!match) return [];
  const digits = match[2]!.replace(/,/gu, "");
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/gu, ",");
  return [digits, grouped].map((d) => `${match[1]}${d}${match[3] ?? ""}`).filter((form) => form !== text);
}

/**
 * A number with its unit or its words after it ("25 years old", "30
 * liters") is also written as the number alone, as in "the 25-year-old" or
 * "the person who is 25"; a form of the lowest priority.
 */
function bareNumber(text: string): string[] {
  const match = /^([$£€]?\d+(?:[.,]\d+)*)\s+\p{L}[\p{L}\s.]*$/u.exec(text);
  return match ? [match[1]!] : [];
}

/** Each number a number word names, the other way round: 7 → "seven", 20 → "twenty". */
const WORD_FOR = new Map(Object.entries(NUMBER_WORDS).filter(([, n]) => Number.isInteger(n)).map(([word, n]) => [n, word]));

/** A whole number in words, as a clue writes it: "seven", "twenty", "twenty-five"; undefined past the table. */
function inWords(n: number): string | undefined {
  // ("two hundred and fifty")
  if (n >= 100 && n < 1000 && Number.isInteger(n)) {
    const [hundreds, rest] = [WORD_FOR.get(Math.floor(n / 100)), n % 100];
    const tail = rest === 0 ? "" : inWords(rest);
    return hundreds === undefined || tail === undefined ? undefined : `${hundreds} hundred${tail === "" ? "" : ` and ${tail}`}`;
  }
  if (n < 20 || n % 10 === 0) return WORD_FOR.get(n);
  const [tens, unit] = [WORD_FOR.get(n - (n % 10)), WORD_FOR.get(n % 10)];
  return tens !== undefined && unit !== undefined ? `${tens}-${unit}` : undefined;
}

/**
 * A whole number from 7 to 99 in words ("he is seven", "the twenty-five-year-old").
 * Smaller numbers are left out: "two" and "three" in a clue are counts ("two houses between").
 */
function numberWords(text: string): string[] {
  if (!/^\d{1,2}$/u.test(text)) return [];
  const words = spelledOut(Number(text));
  return words === undefined ? [] : [words];
}

/** A whole number of 7 or more in words, as a clue may spell a value with it; a smaller one is a count or a difference ("two houses", "two dollars more"). */
function spelledOut(n: number): string | undefined {
  return Number.isInteger(n) && n >= 7 ? inWords(n) : undefined;
}

/**
 * An age in words with its noun: "2" or "2 years" as "two-year-old" and
 * "two years old" (a small number alone is a count of places, but not with
 * "-year-old").
 */
function ageWords(text: string): string[] {
  const match = /^(\d{1,2})(?:\s+years?(?:\s+old)?)?$/u.exec(text);
  if (!match) return [];
  const n = Number(match[1]);
  const word = inWords(n);
  return word === undefined ? [] : [`${word}-year-old`, `${word} years old`, `${word} year old`];
}

/**
 * A count of things with its number in words: "1 child" as "one child",
 * "3 hours" as "three hours" (with the noun, a small number is no count of
 * places; "two hours longer than" is still a difference: see the grammar's
 * countForm).
 */
function countWords(text: string): string[] {
  const match = /^(\d{1,2})\s+(\p{L}[\p{L}\s]*)$/u.exec(text);
  if (!match) return [];
  const n = Number(match[1]);
  const word = inWords(n);
  return word === undefined ? [] : [`${word} ${match[2]!}`];
}

/** Units written short, and the words a clue spells them with ("35 min": "35 minutes"). */
const UNIT_WORDS_OF: Record<string, string[]> = {
  min: ["minute", "minutes"], mins: ["minute", "minutes"], hr: ["hour", "hours"], hrs: ["hour", "hours"], sec: ["second", "seconds"],
  secs: ["second", "seconds"], km: ["kilometre", "kilometres", "kilometer", "kilometers"], kg: ["kilogram", "kilograms", "kilo", "kilos"],
  lb: ["pound", "pounds"], lbs: ["pound", "pounds"], ft: ["foot", "feet"], mi: ["mile", "miles"], yd: ["yard", "yards"],
  oz: ["ounce", "ounces"], cm: ["centimetre", "centimetres", "centimeter", "centimeters"], mm: ["millimetre", "millimetres", "millimeter", "millimeters"],
  m: ["metre", "metres", "meter", "meters"], g: ["gram", "grams"], l: ["litre", "litres", "liter", "liters"],
};

/** A number with its unit written short, as a clue spells it out: "35 min" as "35 minutes", "35-minute". */
function unitWords(text: string): string[] {
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]+)\.?$/iu.exec(text);
  const words = match ? UNIT_WORDS_OF[match[2]!.toLowerCase()] : undefined;
  if (!match || !words) return [];
  // ("two hundred and fifty kilometres" for "250 km".)
  const spelt = spelledOut(Number(match[1]));
  return [...words.map((w) => `${match[1]} ${w}`), `${match[1]}-${words[0]}`, ...(spelt === undefined ? [] : words.map((w) => `${spelt} ${w}`))];
}

/**
 * An amount of money in words: "$4" as "4 dollars", "4-dollar"; "$0.75" as
 * "75 cents", "75¢"; "£3" as "3 pounds".
 */
function moneyWords(text: string): string[] {
  const match = /^([$£€])(\d+(?:,\d{3})*)(?:\.(\d{2}))?$/u.exec(text);
  if (!match) return [];
  const [, sign, whole, cents] = match;
  const unit = sign === "$" ? "dollar" : sign === "£" ? "pound" : "euro";
  const out: string[] = [];
  if (cents === undefined || cents === "00") {
    out.push(`${whole} ${unit}s`, `${whole} ${unit}`, `${whole}-${unit}`);
    // ("sixteen dollars", "a twenty-dollar note".)
    const words = /^\d+$/u.test(whole!) ? spelledOut(Number(whole)) : undefined;
    if (words !== undefined) out.push(`${words} ${unit}s`, `${words}-${unit}`);
  }
  if (whole === "0" && cents !== undefined && sign === "$") out.push(`${Number(cents)} cents`, `${Number(cents)}¢`, `${Number(cents)}-cent`);
  return out;
}

/** A form without its accents: "Zoe" for "Zoë", "Jose" for "José". */
export const unaccented = (text: string): string => text.normalize("NFD").replace(/\p{M}+/gu, "").normalize("NFC");

/** A form with its last word inflected, for each inflection of that word. */
function inflected(form: string): string[] {
  // (The last word after a space or a hyphen: "bell-ringing" by "bell-ringer".)
  const cut = Math.max(form.lastIndexOf(" "), form.lastIndexOf("-"));
  const [head, last] = [form.slice(0, cut + 1), form.slice(cut + 1)];
  return inflections(last).map((variant) => head + variant);
}

/**
 * A bare number counted by its category's own noun: "5" of "Passengers" as
 * "5 passengers", "five passengers", "one passenger", "no passengers". Only for a category
 * named by a plural noun ("Passengers", "number of passengers") whose values are all bare numbers.
 */
function countedByName(value: string, name: string | undefined, values: readonly string[]): string[] {
  // ("number of children" counts children.)
  const plural = name?.trim().toLowerCase().replace(/^(?:the\s+)?number\s+of\s+/u, "");
  if (!plural || !/^\p{L}{3,}$/u.test(plural) || singularOf(plural) === plural || !values.every((v) => /^\d{1,2}$/u.test(v.trim())) || !/^\d{1,2}$/u.test(value)) return [];
  const n = Number(value);
  const noun = n === 1 ? singularOf(plural) : plural;
  const word = inWords(n);
  // ("0" of "Children" is "no children" too.)
  return [`${value} ${noun}`, ...(word !== undefined ? [`${word} ${noun}`] : []), ...(n === 0 ? [`no ${plural}`] : [])];
}

/**
 * A value of two lower-case words named by its first ("the vinyl collector"
 * for "vinyl records", "the log cabin quilt"), when that word is in no other
 * value and is a noun that is no adjective (WordNet): "red wine" is not named
 * by "red", which may describe anything ("the red house"). A form of the
 * lowest priority.
 */
function leadingWords(categories: readonly (readonly string[])[]): [string, ValueId][] {
  const words = new Map<string, number>();
  for (const value of categories.flat()) {
    for (const word of new Set(value.toLowerCase().split(/[\s-]+/u))) words.set(word, (words.get(word) ?? 0) + 1);
  }
  const out: [string, ValueId][] = [];
  categories.forEach((values, category) => values.forEach((value, index) => {
    const match = /^(\p{Ll}{3,}) \p{Ll}{3,}$/u.exec(value.trim());
    const first = match?.[1];
    if (first === undefined || words.get(first) !== 1 || first in NUMBER_WORDS || DEGREE_WORDS.has(first) || !isNounForm(first) || isAdjective(first)) return;
    out.push([first, { category, value: index }]);
  }));
  return out;
}

/**
 * A value of an adjective and a noun named by the noun alone ("maps", "the
 * map seller" for "old maps"), singular or plural, when no other value has
 * that word: the adjective only sets it apart from things the puzzle does
 * not have.
 */
function headWords(categories: readonly (readonly string[])[], names: readonly string[]): [string, ValueId][] {
  const words = new Map<string, number>();
  // (Not the category's own noun: "the snake from Nicaragua" is any of the snakes, not the "winged snake".)
  for (const name of names) for (const word of name.toLowerCase().split(/[^\p{L}]+/u)) words.set(singularOf(word), 2);
  for (const value of categories.flat()) {
    for (const word of new Set(value.toLowerCase().split(/[\s-]+/u).map(singularOf))) words.set(word, (words.get(word) ?? 0) + 1);
  }
  const out: [string, ValueId][] = [];
  categories.forEach((values, category) => values.forEach((value, index) => {
    const match = /^(\p{Ll}{3,}) (\p{Ll}{3,})$/u.exec(value.trim());
    if (!match || !isAdjective(match[1]!) || DEGREE_WORDS.has(match[1]!)) return;
    const head = singularOf(match[2]!);
    if (words.get(head) !== 1 || head in NUMBER_WORDS || DEGREE_WORDS.has(head) || !isNounForm(head)) return;
    for (const form of new Set([head, pluralOf(head)])) out.push([form, { category, value: index }]);
  }));
  return out;
}

export function buildLexicon(categories: readonly (readonly string[])[], names: readonly string[] = []): Lexicon {
  // One table per priority: exact, synonym, inflected. Key → values.
  const tiers = [new Map<string, ValueId[]>(), new Map<string, ValueId[]>(), new Map<string, ValueId[]>()];
  const forms = new Set<string>();
  const add = (tier: number, form: string, id: ValueId): void => {
    forms.add(form);
    const map = tiers[tier]!;
    const key = compact(form);
    const list = map.get(key) ?? [];
    if (!list.some((v) => v.category === id.category && v.value === id.value)) list.push(id);
    map.set(key, list);
  };
  // (Every value in lower case: "drives a bus" names no "bus driver" where "bus" is a value too.)
  const everyValue = new Set(categories.flat().map((v) => v.trim().toLowerCase()));
  categories.forEach((values, category) => {
    values.forEach((value, index) => {
      const id = { category, value: index };
      const base = value.trim().replace(/\s+/gu, " ");
      const synonyms = synonymsOf(base, compact);
      add(0, base, id);
      for (const spelling of numberSpellings(base)) add(0, spelling, id);
      for (const synonym of synonyms) add(1, synonym, id);
      for (const form of [base, ...synonyms]) for (const variant of inflected(form)) add(2, variant, id);
      for (const number of bareNumber(base)) add(2, number, id);
      for (const number of [base, ...bareNumber(base)].flatMap(numberWords)) add(2, number, id);
      for (const money of moneyWords(base)) add(2, money, id);
      for (const spelt of unitWords(base)) add(2, spelt, id);
      for (const count of countWords(base)) for (const form of [count, ...inflected(count)]) add(2, form, id);
      for (const age of ageWords(base)) add(2, age, id);
      for (const counted of countedByName(base, names[category], values)) add(2, counted, id);
      if (unaccented(base) !== base) add(2, unaccented(base), id);
      for (const said of doerPhrases(base, everyValue)) add(2, said, id);
      for (const said of gerundPhrases(base)) add(2, said, id);
    });
  });
  const partial = new Set<string>();
  for (const [form, id] of leadingWords(categories)) {
    if (tiers.some((map) => map.has(compact(form)))) continue;
    add(2, form, id);
    partial.add(compact(form));
  }
  for (const [form, id] of headWords(categories, names)) {
    if (!tiers.some((map) => map.has(compact(form)))) add(2, form, id);
  }
  // Texts already looked up (a lexicon is kept for the puzzle's values: see caches.ts).
  const looked = new Map<string, ValueId[]>();
  return {
    forms: [...forms],
    partial: (text) => partial.has(compact(text)),
    lookup: (text) => {
      let found = looked.get(text);
      if (found === undefined) {
        // A full stop the lexer took in after a value is an abbreviation's ("Inc.").
        const key = compact(text);
        const bare = compact(text.replace(/\.$/u, ""));
        found = tiers.find((map) => map.has(key))?.get(key) ?? tiers.find((map) => map.has(bare))?.get(bare) ?? [];
        looked.set(text, found);
      }
      return [...found];
    },
  };
}
