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
  words[words.length - 1] = pluralize.singular(words[words.length - 1]!);
  return words.map((w) => (/^\p{Lu}\p{Ll}*$/u.test(w) ? w.toLowerCase() : w)).join(" ");
}

/** A unit in the singular or the plural ("minute", "minutes"). */
export const singularOf = (word: string): string => pluralize.singular(word);
export const pluralOf = (word: string): string => pluralize.plural(word);
