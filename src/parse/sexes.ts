/**
 * The sex a first name usually has, so that "she" or "he" can be told to
 * mean one of two people ("Tariq sits left of Wanda, and she has the red
 * chair": she is Wanda). From the name lists of the gender-detection-from-name
 * package, compiled at build time into names-table.ts (scripts/build-words.mjs):
 * the sex every list gives a name, or, where they disagree, the English
 * list's when another list and most lists agree with it. A name with a
 * title has the title's sex ("Mrs. Abbott", "Mr. Keller"). A name left
 * undecided ("Casey"), or not in the lists, has no sex here, and a pronoun
 * that must be told by it stays an error.
 */
import { FEMALE, MALE } from "./names-table.js";
import { memoized } from "./memo.js";
import { lineFor } from "./sorted-lines.js";

export type Sex = "female" | "male";


/** Titles before a surname, and the sex each says. */
const TITLES: Readonly<Record<string, Sex>> = { mr: "male", mrs: "female", miss: "female", ms: "female", sir: "male", lady: "female", lord: "male" };

/** The sex a first name usually has ("Wanda": female), if the lists agree on one; or a title's ("Mrs. Abbott"). */
export function sexOf(name: string): Sex | undefined {
  const title = /^(\p{L}+)\.?\s+\p{Lu}/u.exec(name.trim());
  if (title && Object.hasOwn(TITLES, title[1]!.toLowerCase())) return TITLES[title[1]!.toLowerCase()];
  return listed(name.toLowerCase()) || undefined;
}

/** The lists' sex of a first name in lower case, or "" (a binary search in two long tables: asked once per name). */
const listed = memoized((key: string): Sex | "" => {
  if (!/^\p{Ll}+$/u.test(key)) return "";
  if (lineFor(FEMALE, key) !== undefined) return "female";
  if (lineFor(MALE, key) !== undefined) return "male";
  return "";
}, 4096);
