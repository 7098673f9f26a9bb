/**
 * Word classes whose words the parser reads by their text: counts written in
 * words, scales that multiply an amount, and ordinals. Declared once, here:
 * the grammar's builders (reading.ts), the link lexicon (links.ts) and the
 * clue-shape cache (caches.ts, whose key keeps these words as written, so a
 * cached reading never holds another clue's amount) all read these tables.
 */

/** Counts written in words: "two", "twelve", "fifty"; "half" ("half a foot"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  half: 0.5,
};

/** "6 million more", "two hundred dollars", "one half foot": the factors words after an amount multiply it by. */
export const SCALES: Readonly<Record<string, number>> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9, half: 0.5 };

/** Ordinals written as words, first to tenth. */
export const ORDINAL_WORDS: readonly string[] = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

/** Whether a word is a count ("fifty"); "half" only where the grammar asks for it. */
export const isNumberWord = (word: string): boolean => Object.hasOwn(NUMBER_WORDS, word) && word !== "half";

/** Every word of these classes: the words the clue-shape cache keeps as written. */
export const CLASS_WORDS: ReadonlySet<string> = new Set([...Object.keys(NUMBER_WORDS), ...Object.keys(SCALES), ...ORDINAL_WORDS]);
