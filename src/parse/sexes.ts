/**
 * The sex a first name usually has, so that "she" or "he" can be told to
 * mean one of two people ("Tariq sits left of Wanda, and she has the red
 * chair": she is Wanda). From the name lists of the gender-detection-from-name
 * package, compiled at build time into names-table.ts (scripts/build-words.mjs);
 * a name the lists disagree on, or do not have, has no sex here, and a
 * pronoun that must be told by it stays an error.
 */
import { FEMALE, MALE } from "./names-table.js";

export type Sex = "female" | "male";

/** Whether `list` (sorted names, one a line) holds `name`: a binary search on the text. */
function holds(list: string, name: string): boolean {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = list.lastIndexOf("\n", middle - 1) + 1;
    const end = list.indexOf("\n", start);
    const key = list.slice(start, end < 0 ? list.length : end);
    if (key === name) return true;
    if (key < name) {
      if (end < 0) return false;
      low = end + 1;
    } else high = start;
  }
  return false;
}

/** The sex a first name usually has ("Wanda": female), if the lists agree on one. */
export function sexOf(name: string): Sex | undefined {
  const key = name.toLowerCase();
  if (!/^\p{Ll}+$/u.test(key)) return undefined;
  if (holds(FEMALE, key)) return "female";
  if (holds(MALE, key)) return "male";
  return undefined;
}
