/**
 * The sex a first name usually has, so that "she" or "he" can be told to
 * mean one of two people ("Tariq sits left of Wanda, and she has the red
 * chair": she is Wanda). From the name lists of the gender-detection-from-name
 * package, compiled at build time into names-table.ts (scripts/build-words.mjs):
 * the sex every list gives a name, or, where they disagree, the English
 * list's when another list and most lists agree with it. A name with a
 * title has the title's sex ("Mrs. Abbott", "Mr. Keller"). A name not in
 * the lists that is a listed name cut short has that name's sex ("Gord").
 * A name left undecided ("Casey"), or not found, has no sex here, and a
 * pronoun that must be told by it stays an error.
 */
import { FEMALE, MALE } from "./names-table.js";
import { memoized } from "./memo.js";
import { keysFrom, lineFor } from "./sorted-lines.js";

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
  return clipped(key);
}, 4096);

/**
 * The sex of a name not in the lists that is another's first letters, cut
 * short as names are ("Gord" of Gordon, "Marj" of Marje): four letters or
 * more, and every listed name one or two letters longer that starts so is
 * of one sex.
 */
function clipped(key: string): Sex | "" {
  if (key.length < 4) return "";
  const near = (table: string): boolean => keysFrom(table, key).some((name) => name.length > key.length && name.length <= key.length + 2);
  const [female, male] = [near(FEMALE), near(MALE)];
  return female === male ? "" : female ? "female" : "male";
}
