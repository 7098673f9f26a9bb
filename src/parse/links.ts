/**
 * Link words: what the words between two referring phrases say about them.
 *
 * In "Nadia despises the jazz fan" the link is "despises"; in "The Brit
 * lives in the red house", "lives in"; in "The runner in blue beat Dan",
 * "beat". Every word of a link must have a meaning here, or the clue is an
 * error at that word: cluegrid never reads an unknown verb as "is".
 *
 * The tables below are the lexicon, kept as data a linguist can review.
 * Entries are lemmas (own, not owns / owned / owning); words are brought to
 * their lemma by WordNet's own method (Morphy: its tables of irregular forms,
 * from the wink-lexicon package, then its suffix rules), so each verb is
 * listed once. A few entries are phrases of lemmas ("lose to", "train with").
 *
 * Each entry has a sense:
 *  - assert: the link says the two are one entity ("owns", "drinks", "was
 *    born in");
 *  - deny: it says they are not ("despises", "is scared of", "declined");
 *  - tolerate: it denies only when negated ("can't abide", "can't stand");
 *  - differ: a relation between two people, who are then two different
 *    people ("met", "is married to", "is the sister of"); a few of these
 *    assert when their object is a thing ("visited Paris");
 *  - compare: a comparison on an ordered category, with the scale it
 *    measures and its direction ("beat": better; "outran": faster; "lost
 *    to": worse); passive voice turns it round ("was beaten by").
 * A word that the puzzle itself uses to define a category (a category named
 * "Allergy", an intro "each is allergic to a different food") asserts,
 * whatever the table says.
 */
import { memoized } from "./memo.js";
import { isUnitWord, type Scale } from "./dimensions.js";
import { isNumberWord } from "./words.js";
import { singularOf } from "./nouns.js";
import { lineFor } from "./sorted-lines.js";
import { ADJECTIVE_FORMS, VERB_FORMS, WORDS } from "./wordnet-table.js";

export type LinkSense =
  | { kind: "assert" }
  | { kind: "deny" }
  | { kind: "tolerate" }
  | { kind: "differ"; withThing?: "assert" }
  | { kind: "compare"; scale: Scale; direction: 1 | -1 };

const assert: LinkSense = { kind: "assert" };

/** Verbs (and a few adjectives and nouns) that say the two phrases are one entity. */
const ASSERTING = `
  be have own keep hold possess carry bring take get receive obtain acquire gain inherit collect reach attain conquer scale summit
  buy purchase order rent lease hire book reserve borrow pick choose select elect opt prefer favour favor
  like love adore enjoy fancy relish cherish treasure want wish desire crave need request
  drink sip eat consume taste sample try munch nibble devour snack dine feast
  wear don sport dress use employ wield operate rock
  drive ride fly pilot sail steer row cycle bike pedal
  live reside dwell stay lodge board settle sit stand stop park occupy inhabit room
  come hail originate arrive return emigrate immigrate move relocate belong
  go travel head journey tour visit attend
  play practise practice perform sing compose conduct record dance act star appear feature
  study major minor learn read research investigate specialise specialize master teach
  write author pen draft paint draw sketch sculpt carve photograph film shoot design create make
  build craft knit sew weave quilt crochet bake cook brew prepare grill roast fry mix serve
  grow plant sow raise breed rear adopt foster own tend feed groom walk train care
  work labour labor serve volunteer manage run lead head direct chair host organise organize coordinate
  sell deliver ship send supply provide offer present show exhibit display donate give contribute
  sponsor support back fund finance endow
  win earn score claim capture gather catch net land bag hunt fish find discover spot see watch observe
  name call title nickname label dub christen
  enter submit register enrol enroll join sign apply audition compete bid spend pay cost charge weigh measure
  last take span need celebrate mark
  smoke vape chew
  listen cheer root vote
  assign allot allocate award grant give hand lend issue deal
  invent produce manufacture found establish start open launch
  own possess
  speak know
  fix repair restore mend service clean wash polish decorate renovate
  solve crack finish complete
  prefer
  represent coach
  be born
  favorite favourite
  choice pick preference selection
  go end wind
  bottle can jar pack package wrap box cover coat paint dye colour color style cut trim
  throw toss hurl pitch kick hit jump leap lift swim skate ski climb hike row sprint race
  rank rate score grade judge place finish come
  schedule slate plan time date set fix arrange book slot
  locate situate base station position post stand lie sit rest hang mount install
  believe think say claim report estimate expect suppose presume guess state declare
  involve include contain comprise feature house hold fit fill load stock carry
  leave depart exit embark board launch fly set head
  call name list label tag mark number code
  release publish print issue broadcast air stream screen premiere debut open close
  date found establish incorporate
  vacation holiday honeymoon camp picnic retire
  graduate qualify certify license licence train practise practice
  celebrate host throw
  sell resell auction trade swap exchange
  bet wager gamble stake risk invest save spend donate raise
  pledge promise commit dedicate devote
  stamp seal sign autograph
  treat heal cure vaccinate examine operate nurse diagnose
  guard protect defend patrol
  catch trap net shoot
  watch view stream hear listen
  taste smell sniff
  shelter house lodge
  carve whittle mould mold cast forge weld solder assemble
  demonstrate exhibit showcase
  rescue save
  draw pull push tow haul
  measure weigh time clock record log track
  sleep nap rest
  enjoy savour savor
  portray play depict represent
  replace
  mention
  love
  begin start commence happen occur add recognise recognize honour honor
  complain suffer form expire lapse due mature deploy install field
  consider summit orbit trek explore tour survey map chart climb scale ascend descend dive sail cross
  season flavour flavor spice garnish fill stuff sweeten dress discuss review cover feature catch hook net
  become turn grow pair match assign partner team
  fond keen partial devoted hooked addicted attached loyal mad crazy passionate enthusiastic
`;

/** Words that say the two are not one entity. */
const DENYING = `
  despise hate dislike detest loathe abhor resent fear dread avoid shun refuse decline reject
  spurn skip miss lack ignore forgo forego abstain boycott disdain scorn snub
  allergic afraid scared frightened terrified phobic intolerant averse opposed wary weary tired sick without
  nothing resist objection
`;

/**
 * Of DENYING, the words whose denial is an understatement that asserts:
 * "is not averse to a game of darts" says one likes it (where "doesn't
 * dislike" says nothing certain; "cannot resist" is a saying, clue.ts).
 */
const LITOTES: ReadonlySet<string> = new Set(["averse"]);

/** Whether denying this word asserts (see LITOTES). */
export const isLitotes = (word: string): boolean => lemmasOf(word.toLowerCase()).some((l) => LITOTES.has(l));

/** Words that deny only when negated: "can't abide", "couldn't stand", "won't tolerate". */
const TOLERATING = `abide stand bear tolerate stomach endure`;

/** Relations between two people, who are then different people. */
const DIFFERING = `
  meet marry wed divorce befriend know greet thank hug kiss
  email phone text message call contact ring visit
  assist hire interview mentor tutor advise invite
  envy fight battle bully mock tease insult annoy pester blame sue scold chase outwit tackle
  replace succeed
  follow
  against near close nearby
`;

/** Nouns for one person's relation to another: "the sister of", "Ben's rival". Two different people. */
const RELATIONAL_NOUNS = `
  sister brother cousin sibling twin husband wife spouse partner fiance fiancee friend enemy rival
  mother father son daughter parent child uncle aunt niece nephew grandmother grandfather
  colleague roommate teammate classmate opponent boss girlfriend boyfriend employer landlord landlady mentor
`;

/**
 * Relations a category can hold from the other side: in a puzzle with a
 * category of husbands, "Frank's wife" is the one whose husband is Frank
 * (her row), where "Ben's sister" names no one the puzzle lists. Each noun,
 * with the category names (singular) that hold its other side.
 */
const CONVERSES: Readonly<Record<string, readonly string[]>> = (() => {
  const spouses = ["husband", "wife", "spouse"];
  const parents = ["mother", "father", "parent", "mum", "mom", "dad"];
  const children = ["child", "son", "daughter", "kid"];
  const grandchildren = ["grandchild", "grandson", "granddaughter"];
  return {
    husband: spouses, wife: spouses, spouse: spouses, fiance: ["fiancee"], fiancee: ["fiance"],
    ...Object.fromEntries(parents.map((p) => [p, children])),
    ...Object.fromEntries(children.map((c) => [c, parents])),
    grandmother: grandchildren, grandfather: grandchildren,
  };
})();

/** Whether "X's `noun`" is X's own row where X is of the category `categoryName` ("Frank's wife", Frank a husband). */
export function isConverse(noun: string, categoryName: string): boolean {
  const held = new Set(categoryName.toLowerCase().split(/[^\p{L}]+/u).flatMap(singulars));
  return singulars(noun.toLowerCase()).some((n) => (CONVERSES[n] ?? []).some((c) => held.has(c)));
}

/** Of DIFFERING, those that assert when their object is a thing, not a person: "visited Paris", "called the bakery". */
const THING_ASSERTING = new Set(["follow", "visit", "call", "contact", "ring", "phone", "email", "text", "message", "hire", "interview", "invite", "know", "meet", "near", "close", "nearby",
  // "tackled Sawtooth Peak": took it on.
  "tackle"]);

/** Verbs that are comparisons: scale and direction. */
const COMPARING: Record<string, { scale: Scale; direction: 1 | -1 }> = {
  beat: { scale: "goodness", direction: 1 },
  defeat: { scale: "goodness", direction: 1 },
  outscore: { scale: "goodness", direction: 1 },
  outplay: { scale: "goodness", direction: 1 },
  outperform: { scale: "goodness", direction: 1 },
  outplace: { scale: "goodness", direction: 1 },
  outrank: { scale: "goodness", direction: 1 },
  outdo: { scale: "goodness", direction: 1 },
  trounce: { scale: "goodness", direction: 1 },
  surpass: { scale: "goodness", direction: 1 },
  overtake: { scale: "goodness", direction: 1 },
  pass: { scale: "goodness", direction: 1 },
  outrun: { scale: "speed", direction: 1 },
  outpace: { scale: "speed", direction: 1 },
  outswim: { scale: "speed", direction: 1 },
  outride: { scale: "speed", direction: 1 },
  outdrive: { scale: "speed", direction: 1 },
  outsprint: { scale: "speed", direction: 1 },
  outlast: { scale: "length", direction: 1 },
  outlive: { scale: "age", direction: 1 },
  outweigh: { scale: "weight", direction: 1 },
  outsell: { scale: "amount", direction: 1 },
  outbid: { scale: "price", direction: 1 },
  exceed: { scale: "amount", direction: 1 },
  outnumber: { scale: "amount", direction: 1 },
  trail: { scale: "goodness", direction: -1 },
  // "Amy precedes Ben": comes before him (it was read as two different people, and so said nothing).
  precede: { scale: "time", direction: -1 },
};

/**
 * A verb made with "out-" that WordNet does not list ("outflew", "outjumped",
 * "outclimbed"): more of what the verb measures, as "outran" and "outsold" are.
 */
function outVerb(word: string): LinkSense | undefined {
  const w = word.toLowerCase();
  if (!w.startsWith("out") || w.length < 6 || isEnglishWord(w) || !isVerbForm(w.slice(3))) return undefined;
  return { kind: "compare", scale: "amount", direction: 1 };
}

const denying = (...phrases: string[][]): [string[], LinkSense][] => phrases.map((p) => [p, { kind: "deny" }]);
const asserting = (...phrases: string[][]): [string[], LinkSense][] => phrases.map((p) => [p, { kind: "assert" }]);

/** Particles that make a verb another verb ("turn down", "give away"): a pair not listed in PHRASES is not read. */
const PARTICLES: ReadonlySet<string> = new Set(["down", "off", "out", "away"]);

/** Adverbs that may stand inside a phrase without changing it: "steered well clear of", "stayed far away from". */
const INSIDE: ReadonlySet<string> = new Set(["well", "far", "way", "right", "completely", "totally", "entirely", "always", "firmly", "politely", "flatly"]);

/** How many words of `words` from `i` the phrase `parts` takes (an adverb inside it included), or 0 if it is not there. */
function phraseAt(parts: readonly string[], lemmas: readonly (readonly string[])[], words: readonly LinkWord[], i: number): number {
  let at = i;
  for (const [k, part] of parts.entries()) {
    if (k > 0 && !lemmas[at]?.includes(part) && INSIDE.has(words[at]?.text ?? "")) at++;
    if (!lemmas[at]?.includes(part)) return 0;
    at++;
  }
  return at - i;
}

/** Whether a word is a particle that makes a verb another verb ("down" in "turned down"). */
export const isParticle = (word: string): boolean => PARTICLES.has(word);

/** Phrases of lemmas that mean more than their words, longest matched first. */
const withPerson: LinkSense = { kind: "differ", withThing: "assert" };
const PHRASES: [string[], LinkSense][] = [
  [["lose", "to"], { kind: "compare", scale: "goodness", direction: -1 }],
  [["tower", "over"], { kind: "compare", scale: "stature", direction: 1 }],
  // "Greta edged out Beatriz by 3 points": beat her, narrowly.
  [["edge", "out"], { kind: "compare", scale: "goodness", direction: 1 }],
  // Verbs with a particle mean more than the verb: "turned down the cobalt glaze" refused it.
  ...denying(["steer", "clear"], ["keep", "clear"], ["stay", "clear"], ["turn", "down"], ["turn", "away"], ["pass", "on"], ["pass", "up"], ["give", "up"], ["send", "back"], ["rule", "out"],
    ["cross", "off"], ["sit", "out"], ["drop", "out"], ["back", "out"], ["opt", "out"], ["stay", "away"],
    ["keep", "away"], ["shy", "away"], ["walk", "away"], ["say", "no"], ["throw", "out"], ["throw", "away"],
    ["leave", "out"], ["hold", "off"], ["put", "off"], ["pull", "out", "of"]),
  // "his pet is called Sprout": a name, not a call.
  ...asserting(["be", "call"], ["be", "name"]),
  ...asserting(["pick", "out"], ["pick", "up"], ["take", "up"], ["take", "on"], ["take", "out"], ["take", "off"], ["sign", "up"],
    ["end", "up"], ["settle", "on"], ["go", "for"], ["opt", "for"], ["set", "up"], ["set", "out"], ["set", "off"], ["try", "out"],
    ["check", "out"], ["carry", "out"], ["bring", "along"], ["hand", "in"], ["turn", "in"], ["drop", "off"], ["show", "off"],
    ["cook", "up"], ["dress", "up"], ["head", "out"], ["head", "off"], ["start", "out"], ["come", "out"], ["lay", "out"],
    ["send", "out"], ["hand", "out"], ["sort", "out"], ["figure", "out"], ["work", "out"], ["turn", "out"],
    ["move", "out"], ["move", "away"], ["move", "down"], ["sit", "down"], ["write", "down"], ["note", "down"], ["settle", "down"],
    ["print", "out"], ["fill", "out"], ["hire", "out"], ["rent", "out"], ["lend", "out"], ["put", "down"], ["put", "up"],
    // "was given out lbw": dismissed so, in cricket. (Not "give away": "the stall giving away laddu" hands it out,
    // "gave away the dog" no longer has it.)
    ["give", "out"],
    // "forked out sixteen dollars": paid.
    ["fork", "out"], ["shell", "out"], ["splash", "out"], ["cough", "up"],
    // "is tucking into the chips": eating them.
    ["tuck", "into"], ["tuck", "in"], ["dig", "into"], ["dig", "in"],
    // "asked for a slice of cherry": ordered it.
    ["ask", "for"],
    // "calls Omaha home": is from there.
    ["call", "home"]),
  [["tower", "above"], { kind: "compare", scale: "stature", direction: 1 }],
  [["top", "with"], { kind: "assert" }],
  [["look", "after"], { kind: "assert" }],
  [["swear", "by"], { kind: "assert" }],
  [["care", "for"], { kind: "assert" }],
  [["top", "off"], { kind: "assert" }],
  [["fall", "to"], { kind: "compare", scale: "goodness", direction: -1 }],
  [["finish", "behind"], { kind: "compare", scale: "goodness", direction: -1 }],
  [["have", "nothing", "to", "do", "with"], { kind: "deny" }],
  [["train", "with"], { kind: "differ" }],
  [["across", "from"], { kind: "differ" }],
  [["sit", "opposite"], { kind: "differ" }],
  [["live", "opposite"], { kind: "differ" }],
  [["stand", "opposite"], { kind: "differ" }],
  [["play", "with"], withPerson],
  // "has gone with plain old tomato sauce": chose it; "went with Priya": another person.
  [["go", "with"], withPerson],
  [["play", "against"], { kind: "differ" }],
  [["compete", "against"], { kind: "differ" }],
  [["work", "with"], withPerson],
  [["talk", "to"], withPerson],
  [["talk", "about"], { kind: "assert" }],
  [["speak", "about"], { kind: "assert" }],
  [["write", "about"], { kind: "assert" }],
  [["talk", "with"], withPerson],
  [["speak", "to"], withPerson],
  [["speak", "with"], withPerson],
  [["write", "to"], withPerson],
  [["sit", "with"], withPerson],
  [["dance", "with"], withPerson],
  [["live", "with"], withPerson],
  [["travel", "with"], withPerson],
  [["arrive", "with"], withPerson],
  [["come", "with"], withPerson],
  [["related", "to"], { kind: "differ" }],
  [["engage", "to"], { kind: "differ" }],
  [["friend", "of"], { kind: "differ" }],
];

/**
 * Words of a link that carry no meaning of their own: auxiliaries,
 * prepositions, pronouns, articles and adverbs that do not change what is
 * said ("also", "currently"). A closed list.
 */
const EMPTY = `
  be do have will would shall should can could may might must ought
  the a an this that these those
  of to in at on from with by for as into onto about up down out off over under upon within inside through
  along around among beside via per across aboard onboard
  he she it they him her them his hers its their theirs himself herself themselves itself someone somebody
  who whom whose which what where when whoever whomever whatever whichever
  also too additionally likewise currently now presently still already actually really indeed definitely certainly
  just only even ever originally recently once then usually always generally typically
  personally happily proudly
  very extremely quite incredibly particularly especially terribly awfully truly deeply hugely enormously immensely genuinely thoroughly
  there here
  one ones
  own
  exactly precisely somewhere sometime somewhat
  online offline abroad home away together alone
  some any each every all many several few during while whilst since until till
  due supposed able likely going
  thing things
  wo ca sha
  old long tall high deep wide heavy far big large
`;

/** Words listed in a table string: split on white space. */
const listed = (text: string): string[] => text.split(/\s+/u).filter((w) => w.length > 0);

const LEXICON = new Map<string, LinkSense>();
for (const w of listed(ASSERTING)) LEXICON.set(w, assert);
for (const w of listed(DENYING)) LEXICON.set(w, { kind: "deny" });
for (const w of listed(TOLERATING)) LEXICON.set(w, { kind: "tolerate" });
for (const w of listed(DIFFERING)) LEXICON.set(w, THING_ASSERTING.has(w) ? { kind: "differ", withThing: "assert" } : { kind: "differ" });
for (const [w, c] of Object.entries(COMPARING)) LEXICON.set(w, { kind: "compare", ...c });
const RELATIONS: ReadonlySet<string> = new Set(listed(RELATIONAL_NOUNS));
for (const w of RELATIONS) LEXICON.set(w, { kind: "differ" });
const EMPTY_WORDS: ReadonlySet<string> = new Set(listed(EMPTY));

/**
 * What cluegrid knows of WordNet (generated at build time by
 * scripts/build-words.mjs from the wink-lexicon package): each word's flags
 * (n noun, v verb, a adjective, r adverb, p a person, m mostly a person), and
 * the irregular forms of verbs ("outran" → "outrun", "wore" → "wear") and
 * adjectives. Decoded on first use.
 */
let wordnet: { verbs: Map<string, string>; adjectives: Map<string, string> } | undefined;

function lexicon(): NonNullable<typeof wordnet> {
  if (wordnet) return wordnet;
  const pairs = (text: string): Map<string, string> => new Map(text.split("\n").map((l) => l.split(" ") as [string, string]));
  wordnet = { verbs: pairs(VERB_FORMS), adjectives: pairs(ADJECTIVE_FORMS) };
  return wordnet;
}

/**
 * A word's WordNet flags, by binary search on the sorted lines of WORDS
 * ("word<TAB>flags"): no table to decode. Undefined for a word WordNet does
 * not know.
 */
function flagsOfWord(word: string): string | undefined {
  return lineFor(WORDS, word);
}

/** Morphy's detachment rules: a suffix and what replaces it. */
const VERB_SUFFIXES: [string, string][] = [["s", ""], ["ies", "y"], ["es", "e"], ["es", ""], ["ed", "e"], ["ed", ""], ["ing", "e"], ["ing", ""]];
const NOUN_SUFFIXES: [string, string][] = [["s", ""], ["ses", "s"], ["xes", "x"], ["zes", "z"], ["ches", "ch"], ["shes", "sh"], ["ies", "y"]];
const ADJECTIVE_SUFFIXES: [string, string][] = [["er", ""], ["est", ""], ["er", "e"], ["est", "e"]];

/**
 * The lemmas a word may have, most likely first: the word itself, its
 * irregular lemma, and the forms Morphy's suffix rules give (with a doubled
 * final consonant undone: "stopped" → "stop").
 */
export const lemmasOf: (word: string) => readonly string[] = perWord((word) => morphy(word));

/** A pure function of one word, worked out once per word: the link lexicon is asked about the same words again for every reading of a clue. */
function perWord<T>(f: (word: string) => T): (word: string) => T {
  return memoized(f, 100_000);
}


function morphy(word: string): string[] {
  const w = word.toLowerCase().replace(/[’]/gu, "'");
  const { verbs, adjectives } = lexicon();
  const out = [w];
  const irregular = verbs.get(w) ?? adjectives.get(w);
  if (irregular) out.push(irregular);
  for (const [suffix, ending] of [...VERB_SUFFIXES, ...NOUN_SUFFIXES, ...ADJECTIVE_SUFFIXES]) {
    if (w.length <= suffix.length + 1 || !w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    out.push(stem + ending);
    if (ending === "" && /([b-df-hj-np-tv-z])\1$/u.test(stem)) out.push(stem.slice(0, -1));
  }
  return [...new Set(out)];
}

/** The WordNet flags of any of these words, joined. */
const flagsOf = (words: readonly string[]): string => words.map(knownFlags).join("");

/** A word's own flags, looked up once per word. */
const knownFlags = perWord((word) => flagsOfWord(word) ?? "");

/** A word's flags through its lemmas, worked out once per word. */
const lemmaFlags = perWord((word) => flagsOf(lemmasOf(word)));

/** Whether a word is English as WordNet knows it, for the message about a word cluegrid cannot read. */
export const isEnglishWord = (word: string): boolean => lemmaFlags(word).length > 0;

/** A word's singular forms, itself first ("games" → "games", "game"). */
const singulars = (w: string): string[] =>
  [w, ...NOUN_SUFFIXES.filter(([suffix]) => w.endsWith(suffix) && w.length > suffix.length + 1).map(([suffix, ending]) => w.slice(0, -suffix.length) + ending)];

/** Whether a word, as written, can be a noun (itself or a plural of one): "period", "games", not "bottled". */
export const isNounForm = (word: string): boolean => flagsOf(singulars(word.toLowerCase())).includes("n");

/** Whether a word can be a verb in WordNet, itself or through its lemmas ("beat", "outran"). */
export const isVerbForm = (word: string): boolean => lemmaFlags(word).includes("v");

/** Whether a word is a verb's past participle ("bought", "adopted", "chosen"): what "was" makes a passive of. */
export const isPastParticiple = (word: string): boolean => {
  const w = word.toLowerCase();
  const irregular = lexicon().verbs.get(w);
  return irregular !== undefined ? irregular !== w : /ed$/u.test(w) && isVerbForm(w);
};

/** Whether a word as written is a verb's base form in WordNet ("call"; not "player", a noun made from one). */
export const isVerbItself = (word: string): boolean => knownFlags(word.toLowerCase()).includes("v");

/** Whether a word can be an adverb in WordNet ("easily", "naturally"). */
export const isAdverbWord = (word: string): boolean => knownFlags(word.toLowerCase()).includes("r");

/** Whether a word can be an adjective in WordNet ("viral", "thatched"). */
export const isAdjective = (word: string): boolean => lemmaFlags(word).includes("a");

/** Whether a word names a place in WordNet (noun.location: "Peru", "Oslo", "harbour"). */
export const isPlaceName = (word: string): boolean => flagsOf(singulars(word.toLowerCase())).includes("l");

/** Whether a word names an animal in WordNet (noun.animal: "dog", "horse", "pet"), itself or as a plural. */
/**
 * Nouns of a region one can be in or out of: "outside Warren County" is not
 * in it, where "outside the bakery" is in front of it. A closed list.
 */
const REGION_NOUNS: ReadonlySet<string> = new Set(listed(`
  county town city village hamlet state country province region district parish borough shire territory nation
  island suburb neighbourhood neighborhood area zone valley kingdom continent capital
`));
export const isRegionNoun = (word: string): boolean => singulars(word.toLowerCase()).some((n) => REGION_NOUNS.has(n));

export const isAnimalNoun = (word: string): boolean => flagsOf(singulars(word.toLowerCase())).includes("b");

/** Nouns for anyone: WordNet files "person" itself elsewhere. */
const ANYONE = new Set(["person", "people", "persons", "someone", "somebody", "one", "everyone", "anyone", "individual", "individuals"]);

/**
 * Whether a word names a person in WordNet (noun.person: "pilot",
 * "runner", "client"); with `mostly`, only a word whose noun senses are at
 * least half of them people ("client", "student"; not "pet" or "job").
 */
export function isPersonNoun(word: string, mostly = false): boolean {
  const w = word.toLowerCase();
  if (ANYONE.has(w)) return true;
  return flagsOf(singulars(w)).includes(mostly ? "m" : "p");
}

/** The first of a word's lemmas that `known` holds. */
function lemmaIn(word: string, known: (lemma: string) => boolean): string | undefined {
  return lemmasOf(word).find(known);
}

/** The lexicon's sense of one word, if it lists it. */
export function senseOfWord(word: string): LinkSense | undefined {
  const lemma = lemmaIn(word, (l) => LEXICON.has(l));
  return lemma === undefined ? outVerb(word) : LEXICON.get(lemma);
}

/**
 * What a head noun says, where it says more than "the one": a relation
 * between people ("the sister of", "Ben's rival"), or a denial ("the jazz
 * hater"). A noun made from another verb ("the fighter", "the owner") says
 * nothing more.
 */
export function headSense(word: string, vocabulary: ReadonlySet<string> = new Set()): LinkSense | undefined {
  const nouns = singulars(word);
  // The puzzle's own word for a category ("Each mother is accompanied by their child") names that category.
  if (nouns.some((n) => vocabulary.has(n))) return undefined;
  if (nouns.some((n) => RELATIONS.has(n))) return { kind: "differ" };
  const sense = senseOfWord(word);
  return sense?.kind === "deny" ? sense : undefined;
}

/** Whether a word carries no meaning in a link ("also", "has", "the"). */
export const isEmptyWord = (word: string): boolean => lemmaIn(word, (l) => EMPTY_WORDS.has(l)) !== undefined;

/**
 * The mark in a category's vocabulary that its values are what each one
 * denies ("one hates olives, one avoids mushrooms"): every word that
 * denies then asserts for it ("despises olives" is olives).
 */
export const DENIED_VALUES = "\u0000denied";

/**
 * The vocabulary a link about one category's values is read with: the
 * puzzle's, less the words that deny and define only other categories
 * ("hates" of "one hates olives" says nothing of a pet: "hates the parrot"
 * denies), and with DENIED_VALUES when the category's own words deny.
 */
export function categoryVocabulary(puzzle: ReadonlySet<string>, texts: readonly (readonly string[])[], index: number): ReadonlySet<string> {
  let memo = categoryMemo.get(puzzle);
  if (!memo) categoryMemo.set(puzzle, (memo = new Map()));
  const key = `${index}\u0000${texts.map((t) => t.join("\u0001")).join("\u0000")}`;
  let found = memo.get(key);
  if (found === undefined) memo.set(key, (found = interned(readCategoryVocabulary(puzzle, texts, index))));
  return found;
}

/** Category vocabularies already worked out, by puzzle vocabulary (interned: the same set on every parse of a puzzle). */
const categoryMemo = new WeakMap<ReadonlySet<string>, Map<string, ReadonlySet<string>>>();

function readCategoryVocabulary(puzzle: ReadonlySet<string>, texts: readonly (readonly string[])[], index: number): Set<string> {
  const out = new Set(puzzle);
  const own = vocabularyOf(texts[index]!);
  const denies = (w: string): boolean => senseOfWord(w)?.kind === "deny";
  texts.forEach((text, j) => {
    if (j === index) return;
    for (const word of wordsOf(text)) {
      // A word, with every form vocabularyOf made of it ("hates": hate, and hat).
      if (denies(word) && !own.has(word)) for (const form of vocabularyOf([word])) if (!own.has(form)) out.delete(form);
    }
  });
  // ("Each person can't stand a different food": a word that tolerates, denied, is a denial too.)
  const cannot = /\b(?:can(?:'|’)?t|cannot|can not|couldn(?:'|’)?t|won(?:'|’)?t)\s+(?:stand|bear|abide|tolerate|stomach)\b/iu;
  // ("Each person has a different food allergy": what each one cannot have, too.)
  if ([...own].some((w) => denies(w) || CANNOT_HAVE.has(w)) || texts[index]!.some((t) => cannot.test(t))) out.add(DENIED_VALUES);
  return out;
}

/** Words for a category of what each one cannot have: an allergy or intolerance. */
const CANNOT_HAVE: ReadonlySet<string> = new Set(["allergy", "allergic", "intolerance", "intolerant"]);

/** Whether a word denies only when negated ("stand" of "can't stand"). */
export const isTolerating = (word: string): boolean => senseOfWord(word)?.kind === "tolerate";

/** The words of some texts, in lower case, as vocabularyOf reads them. */
function wordsOf(texts: readonly string[]): string[] {
  return texts.flatMap((text) => text.toLowerCase().replace(/['’]s\b/gu, "").split(/[^\p{L}]+/u).filter((w) => w.length >= 3));
}

/** The words of a puzzle's own text (category names and lines, values, intro), as lemmas: a word the puzzle uses to define a category asserts. */
export function vocabularyOf(texts: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) {
    const words = text.toLowerCase().replace(/['’]s\b/gu, "").split(/[^\p{L}]+/u);
    // A verb with its particle, as one entry: "sent down" gives "send down".
    words.forEach((word, i) => {
      if (PARTICLES.has(words[i + 1] ?? "")) for (const lemma of lemmasOf(word)) out.add(`${lemma} ${words[i + 1]}`);
    });
    for (const word of words) {
      if (word.length < 3) continue;
      for (const lemma of lemmasOf(word)) out.add(lemma);
      // An irregular plural: "Four children ..." defines "child".
      out.add(singularOf(word));
      // A noun's adjective: "food allergy" defines "allergic", "phobia" defines "phobic".
      for (const adjective of adjectivesOf(singularOf(word))) out.add(adjective);
    }
  }
  return out;
}

/** The adjectives English makes of a noun with -ic ("allergy" allergic, "phobia" phobic), where the word is one. */
function adjectivesOf(noun: string): string[] {
  const stem = /(?:y|ia|a)$/u.test(noun) ? noun.replace(/(?:y|ia|a)$/u, "") : undefined;
  return stem && stem.length >= 4 ? [`${stem}ic`].filter(isAdjective) : [];
}

/** A word of a link, as the meaning of a link sees it. */
export interface LinkWord {
  /** As written, lower case. */
  text: string;
  /** Whether it is a keyword of the grammar (a preposition, "be"): those are never unknown. */
  keyword: boolean;
}

/** What a link says, or the word that makes it unreadable. */
export type LinkMeaning =
  | { kind: "assert" | "deny" }
  /** `word`: where the relation is said, so that the people on each side of it can be told. */
  | { kind: "differ"; withThing?: "assert"; word: number }
  | { kind: "compare"; scale: Scale; direction: 1 | -1 }
  /** "can't abide" without its negation: cluegrid cannot tell what it says. */
  | { kind: "tolerate"; word: number }
  | { kind: "unknown"; word: number }
  /** Two words that say different things ("hates ... beat"). */
  | { kind: "conflict"; words: [number, number] };

/**
 * The meaning of a link's words (`words`, in order; `negated` is said
 * apart): assert unless a word of the lexicon says otherwise; a word that
 * is neither in the lexicon, nor empty, nor one of the puzzle's own
 * (`vocabulary`) is unknown. Passive voice ("was beaten by") turns a
 * comparison round.
 */
export function linkMeaning(words: readonly LinkWord[], vocabulary: ReadonlySet<string>): LinkMeaning {
  // The same words come again in every reading of a clue: work each list out once per puzzle (its vocabulary).
  let memo = meaningMemo.get(vocabulary);
  if (!memo) meaningMemo.set(vocabulary, (memo = new Map()));
  const key = words.map((w) => `${w.keyword ? "!" : ""}${w.text}`).join(" ");
  let found = memo.get(key);
  if (found === undefined) {
    found = readLink(words, vocabulary);
    memo.set(key, found);
  }
  return found;
}

/**
 * One set for all equal vocabularies: a puzzle's vocabularies are made anew
 * on every parse, and the meanings worked out with them (linkMeaning's memo,
 * by set) hold for any set of the same words.
 */
export function interned(vocabulary: ReadonlySet<string>): ReadonlySet<string> {
  const key = [...vocabulary].sort().join("\n");
  let found = vocabularies.get(key);
  if (found === undefined) {
    if (vocabularies.size >= 256) vocabularies.clear();
    vocabularies.set(key, (found = vocabulary));
  }
  return found;
}

const vocabularies = new Map<string, ReadonlySet<string>>();

/** Meanings already worked out, by puzzle vocabulary and words. */
const meaningMemo = new WeakMap<ReadonlySet<string>, Map<string, LinkMeaning>>();

function readLink(words: readonly LinkWord[], vocabulary: ReadonlySet<string>): LinkMeaning {
  const lemmas = words.map((w) => lemmasOf(w.text));
  let found: { sense: LinkSense; at: number } | undefined;
  const note = (sense: LinkSense, at: number): LinkMeaning | undefined => {
    if (sense.kind === "assert") return undefined;
    if (found && (found.sense.kind !== sense.kind || JSON.stringify(found.sense) !== JSON.stringify(sense))) {
      return { kind: "conflict", words: [found.at, at] };
    }
    found ??= { sense, at };
    return undefined;
  };
  for (let i = 0; i < words.length; i++) {
    // Phrases first: "lost to", "trained with".
    let length = 0;
    const phrase = PHRASES.find(([parts]) => (length = phraseAt(parts, lemmas, words, i)) > 0);
    if (phrase) {
      const clash = note(phrase[1], i);
      if (clash) return clash;
      i += length - 1;
      continue;
    }
    const word = words[i]!;
    // "Ann is too old for the cat", "too quick to adopt the cat": too much so for it, which may deny the link or not
    // ("too young to own the dog" did not, "too quick to adopt the cat" did), and with "or", "but not" or a gap
    // ("too old for the cat or the dog", "… and Ben for the cat") still less plainly: not read (it was read as
    // "is"). After "only" or "none" it says how glad one was: "only too glad to take the dog" took it.
    if (lemmas[i - 1]?.includes("too") && isAdjective(word.text) && ["for", "to"].includes(words[i + 1]?.text ?? "")) {
      if (words[i - 2]?.text === "only" || words[i - 2]?.text === "none") continue;
      return { kind: "unknown", word: i };
    }
    // "never stops fussing over the cat", "quit smoking": a verb of ceasing before what one does says the opposite of
    // that deed, which only that deed's own meaning could tell (where one stops, "stopped at the bakery", is a place).
    if (lemmas[i]!.some((l) => l === "stop" || l === "quit" || l === "cease") && /ing$/u.test(words[i + 1]?.text ?? "")) return { kind: "unknown", word: i };
    // "turned down", "gave away" with no entry above: the verb alone would say the opposite.
    const particle = words[i + 1];
    if (particle !== undefined && PARTICLES.has(particle.text) && !word.keyword && isVerbForm(word.text) && !lemmas[i]!.some((l) => EMPTY_WORDS.has(l))) {
      // (Unless the puzzle's own words have them together: "Each bowler sent down a different delivery".)
      if (lemmas[i]!.some((l) => vocabulary.has(`${l} ${particle.text}`))) {
        i++;
        continue;
      }
      return { kind: "unknown", word: i };
    }
    // "is fastened with the gold padlock", "is topped with cream": a passive with "with" says what it has.
    if (/(?:ed|en)$/u.test(word.text) && isVerbForm(word.text) && words[i + 1]?.text === "with" && lemmas[i - 1]?.includes("be")
      && !lemmas[i]!.some((l) => LEXICON.has(l))) continue;
    // "is followed by" is an order in the row, which the grammar reads; "follows cricket" is a fan's.
    if (lemmas[i]!.includes("follow") && words[i + 1]?.text === "by") return { kind: "unknown", word: i };
    const lemma = lemmas[i]!.find((l) => LEXICON.has(l));
    // (By the lexicon's own lemma where it has one: "hates" is no "hat", with a category of hats.)
    const own = lemmas[i]!.some((l) => vocabulary.has(l) && (lemma === undefined || l === lemma || words[i]!.text === l))
      || (vocabulary.has(DENIED_VALUES) && lemma !== undefined && LEXICON.get(lemma)!.kind === "deny");
    // The puzzle's own word for a category asserts ("allergic to", with a category of allergies).
    if (own && (lemma === undefined || LEXICON.get(lemma)!.kind !== "compare")) continue;
    // A noun for a relation relates only as "the sister of", "Ben's sister": "the Indian friend" is a friend who is Indian.
    const relational = RELATIONS.has(lemma ?? "") || singulars(word.text).some((n) => RELATIONS.has(n));
    const related = words[i + 1] === undefined || words[i + 1]!.text === "of" || words[i + 1]!.text === "to"
      || /^(?:'s|’s|his|her|their|my|your|our)$/u.test(words[i - 1]?.text ?? "");
    if (relational && !related) continue;
    // Right after an article or a possessive stands a noun or an adjective, never a verb ("loves the boquet of
    // lilies", "on the trail": no trailing there).
    const before = words[i - 1]?.text;
    if (!relational && before !== undefined && /^(?:the|a|an|his|her|their|its|my|your|our|whose|'s|’s)$/u.test(before)) continue;
    if (lemma !== undefined) {
      const clash = note(LEXICON.get(lemma)!, i);
      if (clash) return clash;
      continue;
    }
    if (word.keyword || lemmas[i]!.some((l) => EMPTY_WORDS.has(l))) continue;
    const out = outVerb(word.text);
    if (out) {
      const clash = note(out, i);
      if (clash) return clash;
      continue;
    }
    // A title or an abbreviation ("Dr.", "P.M."), a unit ("lbs"), a count ("twelve"): part of a name or an amount.
    if (word.text.endsWith(".") || isUnitWord(word.text) || isNumberWord(word.text)) continue;
    // A letter alone is part of a name or a compound ("T-shirt", "X-ray", "Plan B").
    if (word.text.length === 1) continue;
    // An adjective before "of" or "from" says how one stands to the thing ("clear of", "wary of", "free from"):
    // unless the lexicon has it ("fond of"), it is not read.
    if (isAdjective(word.text) && ["of", "from"].includes(words[i + 1]?.text ?? "") && !(before !== undefined && /^(?:the|a|an)$/u.test(before))) {
      return { kind: "unknown", word: i };
    }
    // A noun in a verb group names a thing ("with an orbital period of"), it links nothing;
    // nor does an adjective before its noun ("Daryl's viral video").
    if (isNounForm(word.text)) continue;
    const next = words[i + 1];
    if (next !== undefined && !next.keyword && isNounForm(next.text) && isAdjective(word.text)) continue;
    return { kind: "unknown", word: i };
  }
  if (!found) return { kind: "assert" };
  const { sense, at } = found;
  if (sense.kind === "tolerate") return { kind: "tolerate", word: at };
  if (sense.kind === "differ") return { ...sense, word: at };
  if (sense.kind === "compare") {
    // "was beaten by", "is outscored by": the subject is the one beaten.
    const passive = words.slice(0, at).some((w) => lemmasOf(w.text).includes("be")) && words.slice(at + 1).some((w) => w.text === "by");
    return passive ? { ...sense, direction: sense.direction === 1 ? -1 : 1 } : sense;
  }
  return sense;
}
