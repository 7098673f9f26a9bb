/**
 * General English synonyms for category values, the same for every puzzle:
 * each group is a set of interchangeable ways to write one thing
 * (a nationality's noun, adjective and "-man" forms; a month or weekday and
 * its abbreviations; a time of day's spellings). When a value is one form of
 * a group, the other forms become written forms of that value, at a lower
 * priority than exact forms.
 *
 * Groups hold only forms that differ: a nationality written the same as
 * noun and adjective ("Norwegian", "Japanese") needs no group, its plural
 * comes from the ordinary inflections. Number words are left out on purpose:
 * "three" in a clue is usually a count ("three houses between"), not a value.
 */

/** The "-man" / "-woman" forms of a nationality and their plurals. */
function man(stem: string): string[] {
  return [`${stem}man`, `${stem}men`, `${stem}woman`, `${stem}women`];
}

const NATIONALITIES: readonly (readonly string[])[] = [
  ["brit", "british", "briton"],
  ["english", ...man("english")],
  ["scot", "scottish", "scots", ...man("scots")],
  ["welsh", ...man("welsh")],
  ["irish", ...man("irish")],
  ["french", ...man("french")],
  ["dutch", ...man("dutch")],
  ["swede", "swedish"],
  ["dane", "danish"],
  ["finn", "finnish"],
  ["icelander", "icelandic"],
  ["spaniard", "spanish"],
  ["pole", "polish"],
  ["turk", "turkish"],
  ["croat", "croatian"],
  ["serb", "serbian"],
  ["slovak", "slovakian"],
  ["slovene", "slovenian"],
  ["argentine", "argentinian", "argentinean"],
  ["filipino", "filipina"],
];

const MONTHS: readonly (readonly string[])[] = [
  ["january", "jan"],
  ["february", "feb"],
  ["march", "mar"],
  ["april", "apr"],
  ["june", "jun"],
  ["july", "jul"],
  ["august", "aug"],
  ["september", "sep", "sept"],
  ["october", "oct"],
  ["november", "nov"],
  ["december", "dec"],
];

const WEEKDAYS: readonly (readonly string[])[] = [
  ["monday", "mon"],
  ["tuesday", "tue", "tues"],
  ["wednesday", "wed"],
  ["thursday", "thu", "thur", "thurs"],
  ["friday", "fri"],
  ["saturday", "sat"],
  ["sunday", "sun"],
];

/** Ordinals in words and in figures. */
const ORDINALS: readonly (readonly string[])[] = [
  ["first", "1st"], ["second", "2nd"], ["third", "3rd"], ["fourth", "4th"], ["fifth", "5th"], ["sixth", "6th"],
  ["seventh", "7th"], ["eighth", "8th"], ["ninth", "9th"], ["tenth", "10th"], ["eleventh", "11th"], ["twelfth", "12th"],
];

/** Every synonym group, in lower case. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [...NATIONALITIES, ...MONTHS, ...WEEKDAYS, ...ORDINALS];

/**
 * Forms that are also everyday English words ("sat next to", "to wed",
 * "the sun"). They still name their group when a value is written that way
 * (value `sat` is read in "Saturday"), but are never offered as a written
 * form of another spelling (value `saturday` does not claim every "sat").
 */
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(["sat", "sun", "wed", "mar"]);

/**
 * The other forms of the group `value` belongs to, compared by `key`
 * (the lexicon's compact key), or none when it is in no group.
 */
export function synonymsOf(value: string, key: (text: string) => string): string[] {
  const wanted = key(value);
  const group = SYNONYM_GROUPS.find((forms) => forms.some((form) => key(form) === wanted)) ?? clockSpellings(value);
  return group.filter((form) => key(form) !== wanted && !EVERYDAY_WORDS.has(form));
}

/**
 * A time of day written other ways: 1:00pm as "1pm", "1 p.m.", "1:00 p.m." or
 * "1 o'clock" (spaces come free: the lexicon's key ignores them), noon and
 * midnight. Two values at the same hour make "1 o'clock" an error naming both.
 */
function clockSpellings(value: string): string[] {
  const time = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/iu.exec(value.trim());
  if (!time) return [];
  const [, hour, minutes = "00", half] = time;
  const x = half!.toLowerCase();
  const clocks = [`${hour}:${minutes}`, ...(minutes === "00" ? [hour!] : [])];
  const out = clocks.flatMap((clock) => [`${clock}${x}m`, `${clock} ${x}.m.`]);
  if (minutes === "00") out.push(`${hour} o'clock`);
  if (hour === "12" && minutes === "00") out.push(x === "p" ? "noon" : "midnight");
  return out;
}
