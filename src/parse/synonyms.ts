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

/**
 * A nationality's forms, with its country's name: a clue names the value
 * "India" as "the Indian satellite", the value "Swede" as "the Swedish man"
 * or "the one from Sweden".
 */
const NATIONALITIES: readonly (readonly string[])[] = [
  ["brit", "british", "briton", "britain", "great britain"],
  ["english", ...man("english"), "england"],
  ["scot", "scottish", "scots", ...man("scots"), "scotland"],
  ["welsh", ...man("welsh"), "wales"],
  ["irish", ...man("irish"), "ireland"],
  ["french", ...man("french"), "france"],
  ["dutch", ...man("dutch"), "netherlands", "holland"],
  ["swede", "swedish", "sweden"],
  ["dane", "danish", "denmark"],
  ["finn", "finnish", "finland"],
  ["icelander", "icelandic", "iceland"],
  ["spaniard", "spanish", "spain"],
  ["pole", "polish", "poland"],
  ["turk", "turkish", "turkey"],
  ["croat", "croatian", "croatia"],
  ["serb", "serbian", "serbia"],
  ["slovak", "slovakian", "slovakia"],
  ["slovene", "slovenian", "slovenia"],
  ["argentine", "argentinian", "argentinean", "argentina"],
  ["filipino", "filipina", "philippines"],
  ["german", "germany"], ["italian", "italy"], ["norwegian", "norway"], ["russian", "russia"],
  ["chinese", "china"], ["japanese", "japan"], ["korean", "korea"], ["indian", "india"],
  ["brazilian", "brazil"], ["mexican", "mexico"], ["canadian", "canada"], ["american", "america"],
  ["australian", "australia"], ["egyptian", "egypt"], ["greek", "greece"], ["portuguese", "portugal"],
  ["swiss", "switzerland"], ["austrian", "austria"], ["belgian", "belgium"], ["hungarian", "hungary"],
  ["czech", "czechia"], ["romanian", "romania"], ["bulgarian", "bulgaria"], ["ukrainian", "ukraine"],
  ["peruvian", "peru"], ["chilean", "chile"], ["colombian", "colombia"], ["cuban", "cuba"],
  ["venezuelan", "venezuela"], ["bolivian", "bolivia"], ["ecuadorian", "ecuador"], ["jamaican", "jamaica"],
  ["kenyan", "kenya"], ["nigerian", "nigeria"], ["moroccan", "morocco"], ["ethiopian", "ethiopia"],
  ["ghanaian", "ghana"], ["south african", "south africa"], ["tanzanian", "tanzania"],
  ["thai", "thailand"], ["vietnamese", "vietnam"], ["indonesian", "indonesia"], ["malaysian", "malaysia"],
  ["pakistani", "pakistan"], ["iranian", "iran"], ["israeli", "israel"], ["lebanese", "lebanon"],
  ["nepalese", "nepali", "nepal"], ["mongolian", "mongolia"], ["singaporean", "singapore"],
  ["new zealander", "new zealand"], ["estonian", "estonia"], ["latvian", "latvia"], ["lithuanian", "lithuania"],
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

/** Academic degrees by their noun and adjective: "the doctoral degree" for a value "doctorate". */
const DEGREES_HELD: readonly (readonly string[])[] = [
  ["doctorate", "doctoral", "phd"], ["master", "master's", "masters"], ["bachelor", "bachelor's", "bachelors"],
  ["associate", "associate's"],
];

/** Every synonym group, in lower case. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [...NATIONALITIES, ...MONTHS, ...WEEKDAYS, ...ORDINALS, ...DEGREES_HELD];

/**
 * Forms that are also everyday English words ("sat next to", "to wed",
 * "the sun"). They still name their group when a value is written that way
 * (value `sat` is read in "Saturday"), but are never offered as a written
 * form of another spelling (value `saturday` does not claim every "sat").
 */
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(["sat", "sun", "wed", "mar"]);

/** For each key (by `key`) of a form of a group, the first group with a form of that key: made once per key function. */
const indexes = new WeakMap<(text: string) => string, Map<string, readonly string[]>>();
function groupsByKey(key: (text: string) => string): Map<string, readonly string[]> {
  let index = indexes.get(key);
  if (!index) {
    index = new Map();
    for (const forms of SYNONYM_GROUPS) {
      for (const form of forms) {
        const k = key(form);
        if (!index.has(k)) index.set(k, forms);
      }
    }
    indexes.set(key, index);
  }
  return index;
}

/**
 * The other forms of the group `value` belongs to, compared by `key`
 * (the lexicon's compact key), or none when it is in no group.
 */
export function synonymsOf(value: string, key: (text: string) => string): string[] {
  const wanted = key(value);
  const group = groupsByKey(key).get(wanted) ?? clockSpellings(value);
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
