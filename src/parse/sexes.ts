/**
 * The sex a first name usually has, so that "she" or "he" can be told to
 * mean one of two people ("Tariq sits left of Wanda, and she has the red
 * chair": she is Wanda). From the name lists of the gender-detection-from-name
 * package, compiled at build time into names-table.ts (scripts/build-words.mjs):
 * the sex every list gives a name, or, where they disagree, the English
 * list's when most lists (three at least) agree with it. A name left
 * undecided ("Casey"), or not in the lists, has no sex here, and a pronoun
 * that must be told by it stays an error.
 */
import { FEMALE, MALE } from "./names-table.js";
import { lineFor } from "./sorted-lines.js";

export type Sex = "female" | "male";


/** The sex a first name usually has ("Wanda": female), if the lists agree on one. */
export function sexOf(name: string): Sex | undefined {
  const key = name.toLowerCase();
  if (!/^\p{Ll}+$/u.test(key)) return undefined;
  if (lineFor(FEMALE, key) !== undefined) return "female";
  if (lineFor(MALE, key) !== undefined) return "male";
  return undefined;
}
