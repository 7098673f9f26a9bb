/**
 * Category names as nouns in running text, for explanations and notes.
 */
import { createRequire } from "node:module";

// Loaded with require: a CommonJS package (see cli/program.ts). pluralize knows
// English's irregular and uncountable nouns ("Cities", "Boxes", "Series").
const pluralize = createRequire(import.meta.url)("pluralize") as typeof import("pluralize");

/**
 * A category's name as a noun for one of its values, in running text: its
 * last word singular ("Prices" → "price", "Pet Names" → "pet name"), and
 * a capitalised word in lower case ("Cabin" → "cabin"; "CD", "DJ" stay).
 */
export function singular(name: string): string {
  const words = name.trim().split(/\s+/u);
  words[words.length - 1] = singularOf(words[words.length - 1]!);
  return words.map((w) => (/^\p{Lu}\p{Ll}*$/u.test(w) ? w.toLowerCase() : w)).join(" ");
}

/**
 * A word in the singular or the plural ("minute", "minutes"). pluralize
 * tries its rules one regular expression after another, and parsing asks
 * about the same few hundred words again and again (every clue's words
 * against every category's name), so each answer is kept: a pure function
 * of the word, as pluralize's rules are never changed here.
 */
const singulars = new Map<string, string>();
const plurals = new Map<string, string>();
export function singularOf(word: string): string {
  let found = singulars.get(word);
  if (found === undefined) {
    found = pluralize.singular(word);
    if (singulars.size >= 20_000) singulars.clear();
    singulars.set(word, found);
  }
  return found;
}
export function pluralOf(word: string): string {
  let found = plurals.get(word);
  if (found === undefined) {
    found = pluralize.plural(word);
    if (plurals.size >= 20_000) plurals.clear();
    plurals.set(word, found);
  }
  return found;
}
