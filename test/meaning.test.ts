/**
 * What sentences mean: one table per group of link words and comparatives,
 * each row a sentence written for this project and the reading it must give
 * (in `describeClue`'s words) or the error it must give. The groups follow
 * the link lexicon (src/parse/links.ts) and the scales of comparatives
 * (src/parse/dimensions.ts): words that assert a link, words that deny it,
 * relations between two people, verbs that compare, and comparatives whose
 * direction depends on what a category measures. Every wrong reading fixed
 * gets its sentence here first.
 */
import { describe, expect, it } from "vitest";
import { parse } from "../src/parse/puzzle.js";
import { describeClue } from "../src/parse/wording.js";
import { report } from "../src/render/report.js";

/** Friends, their pets, drinks and jobs. */
const FRIENDS = `Name: Ada, Ben, Cleo, Dev
Pet: cat, dog, parrot, rabbit
Drink: tea, coffee, milk, juice
Job: pilot, nurse, chef, baker
`;

/** A category defined by a word that otherwise denies: "allergic to". */
const ALLERGIES = `Each of four friends is allergic to a different thing.

Name: Ada, Ben, Cleo, Dev
Allergy: pollen, dust, nuts, cats
`;

/** Travellers and the cities they visited. */
const TRIPS = `Name: Ada, Ben, Cleo, Dev
City: Paris, Rome, Oslo, Lima
Job: pilot, nurse, chef, baker
`;

/** Two categories of people: a relation between them pairs them. */
const PAIRS = `Interpreters: Joann, Annie, Gordon, Rafe
Students: Karla, Orlando, Sophie, Tim
Language: French, German, Hindi, Urdu
`;

/** Finishing times of a race, in minutes: faster is less time. */
const RACE = `Runner: Nora, Pablo, Quinn, Rita
Time: 31 minutes, 32 minutes, 33 minutes, 34 minutes
Shirt: red, blue, green, white
`;

/** Places in a contest: 1st is best, and higher. */
const CONTEST = `Speller: Ezra, Bella, Cai, Dina
Place: 1st, 2nd, 3rd, 4th
School: Oakmont, Elm Park, Hillside, Riverview
`;

/** Golf strokes: fewer is better. */
const GOLF = `Golfer: Harold, Ivan, Jules, Kim
Strokes: 68, 70, 72, 74
Caddie: Ned, Otto, Pam, Quin
`;

/** Points scored: more is better. */
const QUIZ = `Team: Owls, Hawks, Larks, Wrens
Points: 10, 20, 30, 40
Captain: Ada, Ben, Cleo, Dev
`;

/** Depths below the surface: higher up is less deep. */
const DIVES = `Diver: Fiona, Gil, Ines, Jorge
Depth: 15,000 ft, 15,500 ft, 16,000 ft, 16,500 ft
Sub: Abyssal, Nautilus, Seeker, Triton
`;

/** Floors of a building: above is a higher floor. */
const TOWER = `Tenant: Hilda, Ivor, Jan, Kay
Floor: 1, 2, 3, 4
Pet: ferret, finch, gecko, tortoise
`;

/** Years of birth: older is an earlier year. */
const BORN = `Name: Ada, Ben, Cleo, Dev
Born: 1941, 1943, 1945, 1947
Dish: coleslaw, pie, rolls, salad
`;

/** Ages in years. */
const AGES = `Name: Ada, Ben, Cleo, Dev
Age: 20, 30, 40, 50
Dish: coleslaw, pie, rolls, salad
`;

/** Speeds: faster is more. */
const SPEEDS = `Rider: Ada, Ben, Cleo, Dev
Speed: 20 mph, 22 mph, 24 mph, 26 mph
Bike: Bianchi, Colnago, Pinarello, Trek
`;

/** Times of day: earlier is a smaller time. */
const FERRY = `Traveller: Hope, Ivor, Jess, Kit
Departure: 9:00am, 9:15am, 9:30am, 9:45am
Bag: duffel, suitcase, rucksack, trunk
`;

/** Ages of three people for the clue-shape cache: number words. */
const FAMILY = `Name: Ada, Ben, Cleo
Age: 10, 22, 60
`;

/** A tea that is spelt like a person. */
const TEAS = `Name: Jasmine, Oliver, Rose, Victor
Tea: chamomile, earl grey, jasmine, mint
Wine: merlot, riesling, rose, shiraz
`;

const HEADERS = {
  friends: FRIENDS, allergies: ALLERGIES, trips: TRIPS, pairs: PAIRS, race: RACE, contest: CONTEST, golf: GOLF,
  quiz: QUIZ, dives: DIVES, tower: TOWER, born: BORN, ages: AGES, speeds: SPEEDS, ferry: FERRY, family: FAMILY, teas: TEAS,
} as const;
type Header = keyof typeof HEADERS;

/** The clues of a puzzle with this header, in words; or its errors. */
function read(header: Header, clues: string): string {
  const result = parse(`${HEADERS[header]}\n${clues}\n`);
  if (!result.puzzle) return `error: ${result.errors.map((e) => e.message).join(" | ")}`;
  return result.puzzle.clues.map((c) => describeClue(c, result.puzzle!.categories)).join("; ");
}

/** One `it` per row: the sentence must mean exactly this, or give an error matching the pattern. */
function table(cases: [Header, string, string | RegExp][]): void {
  it.each(cases)("[%s] %s", (header, clue, meaning) => {
    const out = read(header, clue);
    if (typeof meaning === "string") expect(out).toBe(meaning);
    else {
      expect(out).toMatch(/^error: /u);
      expect(out).toMatch(meaning);
    }
  });
}

/** One `it` per row: on a puzzle with this header, the clue reads with no error as exactly this meaning. */
function readings(header: string, cases: [string, string][]): void {
  it.each(cases)("%s", (clue, meaning) => {
    const result = parse(`${header}\n1. ${clue}\n`);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories)).join("; ")).toBe(meaning);
  });
}

/** Rows for one meaning, one per sentence. */
const rows = (header: Header, meaning: string | RegExp, sentences: string[]): [Header, string, string | RegExp][] =>
  sentences.map((s) => [header, s, meaning]);

describe("words that assert a link", () => {
  table([
    ...rows("friends", '"Ada" is "parrot"', [
      "Ada owns the parrot.", "Ada owned the parrot.", "Ada keeps the parrot.", "Ada kept a parrot.",
      "Ada adopted the parrot.", "Ada adores the parrot.", "Ada loves her parrot.", "Ada bought the parrot.",
      "Ada chose the parrot.", "Ada feeds the parrot.", "Ada has the parrot.", "Ada raised the parrot.",
      "Ada has been keeping the parrot.", "Ada is the parrot owner.", "Ada is the one who owns the parrot.",
      "Ada also owns the parrot.", "Ada currently keeps the parrot.", "Ada took home the parrot.",
      "Ada grooms the parrot.", "Ada rescued the parrot.", "Ada is fond of the parrot.", "Ada is keen on the parrot.",
    ]),
    ...rows("friends", '"parrot" is "Ada"', [
      "The parrot belongs to Ada.", "The parrot was adopted by Ada.", "The parrot is owned by Ada.",
      "The parrot was bought by Ada.", "The parrot lives with Ada.",
    ]),
    ...rows("friends", '"Ben" is "coffee"', [
      "Ben drinks coffee.", "Ben drank coffee.", "Ben ordered coffee.", "Ben sips coffee.", "Ben prefers coffee.",
      "Ben likes coffee.", "Ben enjoys coffee.", "Ben chose the coffee.", "Ben is drinking coffee.", "Ben brewed the coffee.",
    ]),
    ...rows("friends", '"Cleo" is "chef"', [
      "Cleo is the chef.", "Cleo works as a chef.", "Cleo worked as the chef.", "Cleo is employed as the chef.",
      "Cleo trained as a chef.", "Cleo became the chef.", "Cleo is a chef.",
    ]),
  ]);
});

describe("words that assert a link, in other forms", () => {
  table([
    ...rows("friends", '"Dev" is "dog"', [
      "Dev cares for the dog.", "Dev is walking the dog.", "Dev walked the dog.", "Dev is feeding the dog.", "Dev fed the dog.",
      "Dev bred the dog.", "Dev sponsored the dog.", "Dev picked the dog.", "Dev selected the dog.", "Dev has adopted the dog.",
    ]),
    ...rows("friends", '"dog" is "Dev"', ["The dog is walked by Dev.", "The dog was fed by Dev.", "The dog was chosen by Dev."]),
  ]);
});

describe("words that deny a link, in other forms", () => {
  table([
    ...rows("friends", '"Cleo" is not "milk"', ["Cleo is avoiding milk.", "Cleo avoided milk.", "Cleo has always hated milk.", "Cleo loathed the milk."]),
    ...rows("friends", '"milk" is not "Cleo"', ["The milk is hated by Cleo.", "The milk was refused by Cleo.", "The milk was declined by Cleo."]),
  ]);
});

describe("comparisons denied", () => {
  table([
    ["contest", "Ezra did not beat Bella.", `"Ezra"'s place is not less than "Bella"'s`],
    ["contest", "Ezra didn't finish ahead of Bella.", `"Ezra"'s place is not less than "Bella"'s`],
    ["race", "Nora wasn't faster than Pablo.", `"Nora"'s time is not less than "Pablo"'s`],
    ["race", "Pablo was not slower than Nora.", `"Nora"'s time is not less than "Pablo"'s`],
    ["dives", "Gil did not dive deeper than Fiona.", `"Fiona"'s depth is not less than "Gil"'s`],
    ["born", "Ada is not older than Ben.", `"Ada"'s born is not earlier than "Ben"'s`],
  ]);
});

describe("words that assert a link, negated", () => {
  table([
    ...rows("friends", '"Ada" is not "parrot"', [
      "Ada doesn't own the parrot.", "Ada does not keep the parrot.", "Ada didn't adopt the parrot.",
      "Ada never owned the parrot.", "Ada has never kept a parrot.", "Ada did not buy the parrot.",
      "Ada won't feed the parrot.", "Ada isn't the parrot owner.", "Ada is not the one who owns the parrot.",
    ]),
    ...rows("friends", '"Ben" is not "coffee"', [
      "Ben doesn't drink coffee.", "Ben never drinks coffee.", "Ben didn't order coffee.", "Ben won't drink coffee.",
      "Ben does not like coffee.", "Ben never ordered the coffee.",
    ]),
  ]);
});

describe("words that deny a link", () => {
  table([
    ...rows("friends", '"Ada" is not "parrot"', [
      "Ada despises the parrot.", "Ada hates the parrot.", "Ada hated the parrot.", "Ada dislikes the parrot.",
      "Ada detests the parrot.", "Ada loathes the parrot.", "Ada fears the parrot.", "Ada avoids the parrot.",
      "Ada refused the parrot.", "Ada declined the parrot.", "Ada rejected the parrot.", "Ada shuns the parrot.",
      "Ada is scared of the parrot.", "Ada is afraid of the parrot.", "Ada is allergic to the parrot.",
      "Ada is terrified of the parrot.", "Ada can't abide the parrot.", "Ada cannot stand the parrot.",
      "Ada couldn't stand the parrot.", "Ada won't tolerate the parrot.", "Ada has nothing to do with the parrot.",
      "Ada despises the parrot owner.", "Ada hates the person who owns the parrot.",
    ]),
    ...rows("friends", '"Ben" is not "coffee"', [
      "Ben despises coffee.", "Ben hates coffee.", "Ben refused the coffee.", "Ben declined coffee.",
      "Ben can't abide coffee.", "Ben is allergic to coffee.", "Ben avoids coffee.", "Ben skipped the coffee.",
    ]),
  ]);
});

describe("a denial denied says nothing certain: an error, not a guess", () => {
  table([
    ...rows("friends", /a denial denied says nothing certain/u, [
      "Ada doesn't hate the parrot.", "Ada does not despise the parrot.",
      "Ben doesn't dislike coffee.", "Ben never refused coffee.",
    ]),
  ]);
});

describe("a word that defines a category asserts", () => {
  table([
    ...rows("allergies", '"Ada" is "pollen"', [
      "Ada is allergic to pollen.", "Ada has an allergy to pollen.", "Ada's allergy is pollen.",
    ]),
    ...rows("allergies", '"Ben" is not "nuts"', ["Ben isn't allergic to nuts.", "Ben is not allergic to nuts."]),
  ]);
});

describe("relations between two people: different people", () => {
  table([
    ...rows("friends", '"Ada" is not "pilot"', [
      "Ada met the pilot.", "Ada is married to the pilot.", "Ada married the pilot.", "Ada is the sister of the pilot.",
      "Ada emailed the pilot.", "Ada phoned the pilot.", "Ada called the pilot.", "Ada visited the pilot.",
      "Ada trained with the pilot.", "Ada sits across from the pilot.", "Ada played against the pilot.",
      "Ada is engaged to the pilot.", "Ada is a friend of the pilot.", "Ada hired the pilot.", "Ada interviewed the pilot.",
      "Ada invited the pilot.", "Ada met the pilot at the bakery.",
    ]),
    ...rows("friends", '"nurse" is not "tea"', [
      "The nurse emailed the tea drinker.", "The nurse met the person who drinks tea.", "The nurse is married to the tea drinker.",
    ]),
    ...rows("friends", /says nothing certain/u, ["Ada never met the pilot.", "Ada is not married to the pilot."]),
  ]);
});

describe("relations with a thing, and between two categories of people", () => {
  table([
    ...rows("trips", '"Ada" is "Paris"', ["Ada visited Paris.", "Ada toured Rome.".replace("Rome", "Paris"), "Ada travelled to Paris."]),
    ...rows("trips", '"Ben" is not "Rome"', ["Ben didn't visit Rome.", "Ben never visited Rome."]),
    ...rows("trips", '"Ada" is not "pilot"', ["Ada visited the pilot."]),
    ...rows("pairs", '"Joann" is "Karla"', [
      "Joann works with Karla.", "Joann will be working with Karla.", "Joann tutors Karla.", "Joann is paired with Karla.",
    ]),
    ...rows("pairs", '"Annie" is not "Tim"', ["Annie doesn't work with Tim.", "Annie never tutored Tim."]),
  ]);
});

describe("verbs that compare", () => {
  table([
    // places: better is a smaller place
    ...rows("contest", `"Ezra"'s place is less than "Bella"'s`, [
      "Ezra beat Bella.", "Ezra defeated Bella.", "Ezra outscored Bella.", "Ezra outranked Bella.", "Ezra outperformed Bella.",
      "Bella lost to Ezra.", "Bella was beaten by Ezra.", "Bella was defeated by Ezra.", "Bella was outscored by Ezra.",
      "Ezra finished ahead of Bella.", "Ezra placed higher than Bella.", "Ezra finished higher than Bella.",
      "Ezra came in ahead of Bella.", "Ezra did better than Bella.", "Bella did worse than Ezra.", "Bella placed lower than Ezra.",
      "Bella finished behind Ezra.", "Bella trailed Ezra.",
    ]),
    // race times: faster is less time
    ...rows("race", `"Nora"'s time is less than "Pablo"'s`, [
      "Nora beat Pablo.", "Nora outran Pablo.", "Nora outpaced Pablo.", "Pablo was outrun by Nora.", "Pablo lost to Nora.",
      "Nora was faster than Pablo.", "Nora was quicker than Pablo.", "Pablo was slower than Nora.", "Nora ran faster than Pablo.",
      "Nora finished ahead of Pablo.", "Nora finished before Pablo.", "Pablo finished after Nora.", "Pablo took longer than Nora.",
      "Pablo was outpaced by Nora.", "Nora did better than Pablo.",
    ]),
    // golf strokes: better is fewer
    ...rows("golf", `"Harold"'s stroke is less than "Ivan"'s`, [
      "Harold beat Ivan.", "Harold scored better than Ivan.", "Ivan scored worse than Harold.", "Ivan lost to Harold.",
      "Harold took fewer strokes than Ivan.", "Ivan took more strokes than Harold.", "Ivan was beaten by Harold.",
    ]),
    // points: better is more
    ...rows("quiz", `"Hawks"'s point is less than "Owls"'s`, [
      "The Owls beat the Hawks.", "The Owls outscored the Hawks.", "The Hawks lost to the Owls.", "The Owls scored more than the Hawks.",
      "The Hawks scored fewer points than the Owls.", "The Owls did better than the Hawks.", "The Hawks were beaten by the Owls.",
      "The Owls finished above the Hawks.", "The Hawks finished below the Owls.", "The Owls finished ahead of the Hawks.",
    ]),
  ]);
});

describe("comparatives run by what the category measures", () => {
  table([
    // depths: higher up is less deep
    ...rows("dives", `"Fiona"'s depth is less than "Gil"'s`, [
      "Fiona was higher up than Gil.", "Gil was lower down than Fiona.", "Fiona dove shallower than Gil.", "Gil dove deeper than Fiona.",
      "Fiona's dive was shallower than Gil's.", "Gil went deeper than Fiona.", "Fiona stayed above Gil.", "Gil was below Fiona.",
    ]),
    // floors: above is a higher floor
    ...rows("tower", `"Ivor"'s floor is less than "Hilda"'s`, [
      "Hilda lives above Ivor.", "Ivor lives below Hilda.", "Hilda lives higher than Ivor.", "Ivor lives lower than Hilda.",
      "Hilda lives on a higher floor than Ivor.", "Ivor lives on a lower floor than Hilda.",
    ]),
    // years of birth: older is earlier
    ...rows("born", `"Ada"'s born is earlier than "Ben"'s`, [
      "Ada is older than Ben.", "Ben is younger than Ada.", "Ada was born before Ben.", "Ben was born after Ada.",
      "Ada was born earlier than Ben.", "Ben was born later than Ada.",
    ]),
    // ages: older is more
    ...rows("ages", `"Ben"'s age is less than "Ada"'s`, [
      "Ada is older than Ben.", "Ben is younger than Ada.", "Ada is the elder of the two than Ben.".replace(" of the two than", " than"),
    ]),
    // speeds: faster is more
    ...rows("speeds", `"Ben"'s speed is less than "Ada"'s`, [
      "Ada rode faster than Ben.", "Ben rode slower than Ada.", "Ada was quicker than Ben.", "Ada outpaced Ben.", "Ben was outpaced by Ada.",
    ]),
    // times of day
    ...rows("ferry", `"Hope"'s departure is earlier than "Ivor"'s`, [
      "Hope left earlier than Ivor.", "Ivor left later than Hope.", "Hope departed before Ivor.", "Ivor departed after Hope.",
      "Hope left sooner than Ivor.",
    ]),
  ]);
});

describe("superlatives run by what the category measures", () => {
  table([
    ["race", "Quinn was the fastest.", '"Quinn" is "31 minutes"'],
    ["race", "Quinn was the quickest.", '"Quinn" is "31 minutes"'],
    ["race", "Quinn was the slowest.", '"Quinn" is "34 minutes"'],
    ["race", "The fastest runner wore red.", '"31 minutes" is "red"'],
    ["race", "The slowest runner wore blue.", '"34 minutes" is "blue"'],
    ["speeds", "Ada was the fastest.", '"Ada" is "26 mph"'],
    ["speeds", "Ada was the slowest.", '"Ada" is "20 mph"'],
    ["golf", "Kim had the best score.", '"Kim" is "68"'],
    ["golf", "Kim had the worst score.", '"Kim" is "74"'],
    ["quiz", "The Owls had the best score.", '"Owls" is "40"'],
    ["quiz", "The Owls had the worst score.", '"Owls" is "10"'],
    ["dives", "Gil made the deepest dive.", '"Gil" is "16,500 ft"'],
    ["dives", "Gil made the shallowest dive.", '"Gil" is "15,000 ft"'],
    ["tower", "Kay lives on the highest floor.", '"Kay" is "4"'],
    ["tower", "Kay lives on the lowest floor.", '"Kay" is "1"'],
    ["born", "Ada is the oldest.", '"Ada" is "1941"'],
    ["born", "Ada is the youngest.", '"Ada" is "1947"'],
    ["ages", "Ada is the oldest.", '"Ada" is "50"'],
    ["ages", "Ada is the youngest.", '"Ada" is "20"'],
    ["ferry", "Kit departed the earliest.", '"Kit" is "9:00am"'],
    ["ferry", "Kit departed the latest.", '"Kit" is "9:45am"'],
  ]);
});

describe("offsets keep the direction and the unit", () => {
  table([
    ["race", "Nora finished 2 minutes faster than Pablo.", `"Nora"'s time is 2 minutes less than "Pablo"'s`],
    ["race", "Nora was 2 minutes quicker than Pablo.", `"Nora"'s time is 2 minutes less than "Pablo"'s`],
    ["race", "Pablo was 2 minutes slower than Nora.", `"Nora"'s time is 2 minutes less than "Pablo"'s`],
    ["race", "Pablo took 2 minutes longer than Nora.", `"Nora"'s time is 2 minutes less than "Pablo"'s`],
    ["race", "Nora finished two minutes ahead of Pablo.", `"Nora"'s time is 2 minutes less than "Pablo"'s`],
    ["race", "Pablo finished two minutes behind Nora.", `"Nora"'s time is 2 minutes less than "Pablo"'s`],
    ["dives", "Fiona was 500 feet higher up than Gil.", `"Fiona"'s depth is 500 ft less than "Gil"'s`],
    ["dives", "Gil dove 500 feet deeper than Fiona.", `"Fiona"'s depth is 500 ft less than "Gil"'s`],
    ["dives", "Fiona dove 500 feet shallower than Gil.", `"Fiona"'s depth is 500 ft less than "Gil"'s`],
    ["tower", "Hilda lives two floors above Ivor.", `"Ivor"'s floor is 2 less than "Hilda"'s`],
    ["tower", "Ivor lives two floors below Hilda.", `"Ivor"'s floor is 2 less than "Hilda"'s`],
    ["golf", "Harold took 2 fewer strokes than Ivan.", `"Harold"'s stroke is 2 less than "Ivan"'s`],
    ["quiz", "The Owls scored 20 points more than the Hawks.", `"Hawks"'s point is 20 less than "Owls"'s`],
    ["quiz", "The Owls finished 20 points above the Hawks.", `"Hawks"'s point is 20 less than "Owls"'s`],
    ["quiz", "The Hawks finished 20 points below the Owls.", `"Hawks"'s point is 20 less than "Owls"'s`],
    ["born", "Ada is four years older than Ben.", `"Ada"'s born is 4 years earlier than "Ben"'s`],
    ["born", "Ben was born two years after Ada.", `"Ada"'s born is 2 years earlier than "Ben"'s`],
    ["ages", "Ada is ten years older than Ben.", `"Ben"'s age is 10 less than "Ada"'s`],
    ["ferry", "Hope left 15 minutes before Ivor.", `"Hope"'s departure is 15 minutes earlier than "Ivor"'s`],
    ["speeds", "Ada rode 2 mph faster than Ben.", `"Ben"'s speed is 2 mph less than "Ada"'s`],
  ]);
});

describe("number words in one clue shape: each clue keeps its own amount", () => {
  table([
    ["family", "Ben is twelve years older than Ada.\nCleo is fifty years older than Ada.",
      `"Ada"'s age is 12 less than "Ben"'s; "Ada"'s age is 50 less than "Cleo"'s`],
    ["family", "Cleo is fifty years older than Ada.\nBen is twelve years older than Ada.",
      `"Ada"'s age is 50 less than "Cleo"'s; "Ada"'s age is 12 less than "Ben"'s`],
    ["family", "Cleo is thirty-eight years older than Ben.\nBen is twelve years older than Ada.",
      `"Ben"'s age is 38 less than "Cleo"'s; "Ada"'s age is 12 less than "Ben"'s`],
    ["family", "Ben is twelve years older than Ada.\nCleo is thirty-eight years older than Ben.",
      `"Ada"'s age is 12 less than "Ben"'s; "Ben"'s age is 38 less than "Cleo"'s`],
    ["family", "Ben is 12 years older than Ada.\nCleo is fifty years older than Ada.",
      `"Ada"'s age is 12 less than "Ben"'s; "Ada"'s age is 50 less than "Cleo"'s`],
  ]);
});

describe("spellings shared with a name", () => {
  table([
    ["teas", "Oliver drinks jasmine tea.", '"Oliver" is the tea "jasmine"'],
    ["teas", "The jasmine drinker is Victor.", 'the tea "jasmine" is "Victor"'],
    ["teas", "Oliver lives with Jasmine.".replace("lives with", "is"), '"Oliver" is the name "Jasmine"'.replace('is "Jasmine"', 'is "Jasmine"')],
    ["teas", "Victor ordered a glass of rose.", '"Victor" is the wine "rose"'],
    ["teas", "Victor is not Rose.", '"Victor" is not the name "Rose"'],
  ]);
});

describe("words cluegrid does not know are errors that name them", () => {
  table([
    ["friends", "Ada snorfles the parrot.", /"snorfles" is not an English word cluegrid knows; cluegrid does not know what "snorfles" says about "Ada" and "the parrot"; write, for example, "Ada has the parrot" or "Ada does not have the parrot"/u],
    ["friends", "Ada flombers the parrot.", /"flombers"/u],
    ["friends", "Ada zorbled the parrot.", /"zorbled"/u],
    ["friends", "Ada frobnicates the tea.", /"frobnicates"/u],
    ["friends", "Ada resembles the pilot.", /cluegrid does not know what "resembles" says about "Ada" and "the pilot"/u],
    ["friends", "Ada resembled the pilot.", /"resembled"/u],
    ["friends", "Ada doesn't resemble the pilot.", /"resemble"/u],
    ["friends", "The person who snorfles tea owns the cat.", /"snorfles"/u],
    ["friends", "The person who hates tea owns the cat.", /"hates"/u],
    ["friends", "The pilot's sister owns the cat.", /cluegrid cannot read "sister" here: "pilot's sister" is another person, whom no value of the puzzle names/u],
    ["friends", "Ada is the pilot's cousin.", /cluegrid cannot read "cousin" here: "pilot's cousin" is another person, whom no value of the puzzle names/u],
    ["friends", "Ada isn't scared of the parrot.", /"scared"/u],
    ["friends", "Ben glimpsed the parrot.", /"glimpsed"/u],
    ["friends", "Ada blorbed the cat.", /"blorbed"/u],
    ["friends", "Cleo quibbled the tea.", /"quibbled"/u],
    ["friends", "Ben inherited the parrot.", '"Ben" is "parrot"'],
  ]);
});

describe("sentence shapes: two statements, shared subjects and objects", () => {
  table([
    ["friends", "Ada owns the cat. Ben drinks tea.", '"Ada" is "cat"; "Ben" is "tea"'],
    ["friends", "Ada owns the cat. She drinks tea.", '"Ada" is "cat"; "Ada" is "tea"'],
    ["friends", "Ada owns the cat, and she drinks tea.", '"Ada" is "cat"; "Ada" is "tea"'],
    ["friends", "Ada and Ben don't own the cat.", '"Ada" is not "cat"; "Ben" is not "cat"'],
    ["friends", "Ada and Ben aren't the cat owner.", '"Ada" is not "cat"; "Ben" is not "cat"'],
    ["friends", "Ada doesn't drink tea, and neither does Ben.", '"Ada" is not "tea"; "Ben" is not "tea"'],
    ["friends", "Ada drinks tea, and so does the pilot.", '"Ada" is "tea"; "pilot" is "tea"'],
    ["friends", "The parrot belongs to Cleo, who is the chef.", '"parrot" is "Cleo"; "Cleo" is "chef"'],
    ["friends", "Ada isn't the pilot, nor the chef.", '"Ada" is not "pilot"; "Ada" is not "chef"'],
    ["ages", "Ada is older than Ben and younger than Cleo.", `"Ben"'s age is less than "Ada"'s; "Ada"'s age is less than "Cleo"'s`],
    ["ages", "Ada is not the youngest, nor the oldest.", '"Ada" is not "20"; "Ada" is not "50"'],
    ["ages", "Ada is older than Ben by ten years.", `"Ben"'s age is 10 less than "Ada"'s`],
    ["ages", "Ada is younger than Ben by 20 years.", `"Ada"'s age is 20 less than "Ben"'s`],
  ]);
});

describe("a pronoun that could mean two people is an error, never a guess", () => {
  table([
    ["friends", "Ada sits next to Cleo, and she owns the cat.", /cluegrid cannot read "she" here: it could mean "Ada" or "Cleo"; write the name instead of "she"/u],
    // (But "Ada is next to the pilot. He drinks tea.": Ada is a woman's name, so "he" is the pilot.)
    ["friends", "Ada is next to the pilot. He drinks tea.", '"Ada" is next to "pilot"; "pilot" is "tea"; "pilot" is not "Ada"; "pilot" is not "Cleo"'],
    ["friends", "Ben is next to Cleo, and he owns the cat.", '"Ben" is next to "Cleo"; "Ben" is "cat"'],
    ["friends", "Ben sits next to Dev, and he owns the cat.", /it could mean "Ben" or "Dev"/u],
    // The subject, whose name is a woman's, where the other could be anyone (so a reader takes it; a note says so).
    // (Before: an error.)
    ["friends", "Ada sits next to the pilot, and she owns the cat.", '"Ada" is next to "pilot"; "Ada" is "cat"'],
    ["friends", "The pilot sits next to Ada, and she owns the cat.", /it could mean "The pilot" or "Ada"/u],
  ]);
});

describe("a pronoun told by the sex of a name, with a note", () => {
  it.each([
    ["Dev sits left of Ada, and she owns the cat.", '"Dev" is somewhere to the left of "Ada"; "Ada" is "cat"', '"she" is read as "Ada"'],
    ["Dev sits left of Ada, and he owns the cat.", '"Dev" is somewhere to the left of "Ada"; "Dev" is "cat"', '"he" is read as "Dev"'],
    ["Ada is older than Dev, and he drinks milk.", `"Dev"'s age is less than "Ada"'s; "Dev" is "milk"`, '"he" is read as "Dev"'],
  ])("%s", (clue, meaning, note) => {
    const result = parse(`${AGES}Drink: tea, coffee, milk, juice\nPet: cat, dog, parrot, rabbit\n\n1. ${clue}\n`);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories)).join("; ")).toBe(meaning);
    expect(result.notes?.join(" ")).toContain(note);
  });
});

describe("a difference that is a range other than 'at least' is an error, never an exact amount", () => {
  table([
    ["ages", "Ada is at most 20 years older than Ben.", /"most"/u],
    ["ages", "Ada is 10 or more years older than Ben.", /"or"/u],
    ["ages", "Ada is nearly 10 years older than Ben.", /"nearly"/u],
  ]);
});

/** Five friends in a row. */
describe("places in a row, as puzzles write them", () => {
  table([
    ["friends", "Ada sits right between Ben and Cleo.", '"Ada" is next to "Ben"; "Ada" is next to "Cleo"; "Ben" is not "Cleo"'],
    ["friends", "Ada sits somewhere between Ben and Cleo.", '"Ada" is between "Ben" and "Cleo"'],
    ["friends", "Ada is precisely three seats apart from Ben.", '"Ada" and "Ben" are three places apart'],
    ["friends", "Ada is directly followed by Ben.", '"Ada" is immediately to the left of "Ben"'],
    ["friends", "Ada is followed by Ben.", '"Ada" is somewhere to the left of "Ben"'],
    ["friends", "Ada is immediately preceded by Ben.", '"Ben" is immediately to the left of "Ada"'],
    ["friends", "Nobody sits between Ada and Ben.", '"Ada" is next to "Ben"'],
    ["friends", "No one sits between the pilot and Ben.", '"pilot" is next to "Ben"'],
    ["friends", "Exactly one person sits between Ada and Ben.", '"Ada" and "Ben" are two places apart'],
    ["friends", "Ada is at one end and Ben is at the other.", '"Ada" is at one of the ends; "Ben" is at one of the ends; "Ada" is not "Ben"'],
    ["friends", "Ada is at one end, and the cat owner is at the other end.", '"Ada" is at one of the ends; "cat" is at one of the ends; "Ada" is not "cat"'],
    ["friends", "Ada either owns the cat or drinks tea, but not both.", '"Ada" is either "cat" or "tea"'],
    ["friends", "Ada is in position two.", '"Ada" is in position 2'],
    ["friends", "The person just to the right of Ada owns the cat.", '"Ada" is immediately to the left of "cat"'],
    ["friends", "The person immediately to the left of Ada drinks milk.", '"milk" is immediately to the left of "Ada"'],
  ]);
});

/** Towels on a beach: a measure written after its unit, patterns, countries. */
const BEACH = `Name: Anya, Bruce, Chiara, Duncan
Towel: flamingo, palm tree, stripes, dots
Sunscreen: SPF 15, SPF 20, SPF 30, SPF 50
Hometown: India, Japan, Peru, Spain
Age: 20 years old, 30 years old, 40 years old, 50 years old
`;

describe("measures, patterns and nationalities as clues write them", () => {
  readings(BEACH, [
    ["Bruce uses the lowest SPF.", '"Bruce" is "SPF 15"'],
    ["Bruce uses a higher SPF than Anya.", `"Anya"'s sunscreen is less than "Bruce"'s`],
    ["Bruce has the striped towel.", '"Bruce" is "stripes"'],
    ["Bruce has the dotted towel.", '"Bruce" is "dots"'],
    ["The Indian friend is Bruce.", '"India" is "Bruce"'],
    ["Bruce is from Japan.", '"Bruce" is "Japan"'],
    ["The Peruvian friend is Duncan.", '"Peru" is "Duncan"'],
    ["The 30-year-old has the flamingo towel.", '"30 years old" is "flamingo"'],
    ["Bruce is older than everyone else.", '"Bruce" is "50 years old"'],
    ["Nobody is younger than Anya.", '"Anya" is "20 years old"'],
    ["Nobody sits to the left of Anya.", '"Anya" is in position 1'],
    ["Anya is in an odd-numbered position.", '"Anya" is not in position 2; "Anya" is not in position 4'],
    ["Anya is not in an even seat.", '"Anya" is not in position 2; "Anya" is not in position 4'],
    ["The friend with the dotted towel is Chiara.", '"dots" is "Chiara"'],
    ["Chiara has a lucky flamingo towel.", '"Chiara" is "flamingo"'],
  ]);

  it("an unnamed extreme with no category its word measures is an error", () => {
    expect(read("friends", "Ada is the tallest person in the room.")).toMatch(/"tallest" compares, but no category/u);
  });
});

describe("numbers in words, and what a category's name is made from", () => {
  readings("Name: Kai, Luna, Max, Nora\nAge: 7, 9, 11, 14\nToy: ball, duck, noodle, ring\nExperience: 0 years, 1 year, 2 years, 3 years\nArrival: 8:45, 8:55, 9:05, 9:15\n", [
    ["Max is on the far right, and he is seven.", '"Max" is in position 4; "Max" is "7"'],
    ["The nine-year-old has the duck.", '"9" is "duck"'],
    ["Luna is seven years older than Kai.", `"Kai"'s age is 7 less than "Luna"'s`],
    ["Luna is fourteen.", '"Luna" is "14"'],
    ["There are two children between Max and Kai.", '"Max" and "Kai" are three places apart'],
    ["The most experienced child has the ball.", '"3 years" is "ball"'],
    ["The first to arrive has the duck.", '"8:45" is "duck"'],
    ["The last to arrive sits next to Kai.", '"9:15" is next to "Kai"'],
    ["The ball is in the first seat.", '"ball" is in position 1'],
  ]);
});

describe("a category's name written in full is that name, not a comparison", () => {
  readings("Name: Gemma, Isla, Jade, Mia\nAge: 17, 19, 21, 23\nPersonal best: 54 s, 55 s, 56 s, 57 s\nArrival: 8:55, 9:00, 9:05, 9:10\n", [
    ["Isla's personal best is faster than Gemma's.", `"Isla"'s personal best is less than "Gemma"'s`],
    ["The youngest swimmer has the fastest personal best.", '"17" is "54 s"'],
    ["The last swimmer to arrive is Isla.", '"9:10" is "Isla"'],
  ]);
});

describe("values typed without their accents, money in words, 'left' as a verb", () => {
  const TIPS = "Name: Ada, Ben, Zoë, José\nPrice: $4, $5, $6, $7\nTip: $0.25, $0.50, $0.75, $1.00\nScore: 8, 9, 10, 11\n";
  it.each([
    ["Zoe left a 75¢ tip.", '"Zoë" is "$0.75"', '"Zoe" is read as "Zoë", written without its accents'],
    ["Jose left the 25 cents tip.", '"José" is "$0.25"', '"Jose" is read as "José"'],
    ["Ada bought the 4 dollar muffin.", '"Ada" is "$4"', undefined],
    ["The 5-dollar muffin is Ben's.", '"$5" is "Ben"', undefined],
    ["Ada is the highest scorer.", '"Ada" is "11"', undefined],
    ["Ada is left of Ben.", '"Ada" is somewhere to the left of "Ben"', undefined],
  ])("%s", (clue, meaning, note) => {
    const result = parse(`${TIPS}\n1. ${clue}\n`);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories)).join("; ")).toBe(meaning);
    if (note) expect(result.notes?.join(" ")).toContain(note);
  });
});

describe("'not both' is an error that says why, never two denials", () => {
  table([
    ["friends", "Ada doesn't both drink tea and own the cat.", /cluegrid cannot read "both" here: "not both" says only that the two are not both true/u],
    ["friends", "Ada doesn't live next to both Ben and Cleo.", /"not both"/u],
  ]);
});

describe("more places in a row", () => {
  table([
    ["friends", "Ada is further left than Ben.", '"Ada" is somewhere to the left of "Ben"'],
    ["friends", "Ada is farther to the right than Ben.", '"Ben" is somewhere to the left of "Ada"'],
    ["friends", "Ada's neighbour on the left owns the cat.", '"cat" is immediately to the left of "Ada"'],
    ["friends", "The person to the left of Ada owns the cat.", '"cat" is immediately to the left of "Ada"'],
    ["friends", "Ada is neither first nor last.", '"Ada" is not in position 1; "Ada" is not in position 4'],
    ["friends", "Ada has only one neighbour.", '"Ada" is at one of the ends'],
  ]);
});

describe("the next after the extreme, separations, and numbers that only look like years", () => {
  const CHESS = "Player: Anton, Bruno, Cedric, Dario\nRating: 1800, 1900, 2000, 2100\nAge: 18, 26, 34, 42\nCountry: Spain, India, Poland, Chile\n";
  readings(CHESS, [
    ["Dario is older than everyone except Cedric.", '"Dario" is "34"; "Cedric" is "42"'],
    ["Anton is rated higher than every other player except Bruno.", '"Anton" is "2000"; "Bruno" is "2100"'],
    ["The player rated 2100 is Dario, and he is younger than everyone except Cedric.", '"2100" is "Dario"; "2100" is "26"; "Cedric" is "18"'],
    ["The player from India is rated lower than Cedric.", `"India"'s rating is less than "Cedric"'s`],
    ["Exactly one player separates Anton and Bruno.", '"Anton" and "Bruno" are two places apart'],
    ["Anton and Bruno sit side by side.", '"Anton" is next to "Bruno"'],
    ["Anton is older than the last player in the row.", `"4"'s age is less than "Anton"'s`],
  ]);

  it("'everyone except' never names the one excepted", () => {
    expect(read("friends", "Ada owns everyone except the cat.")).toMatch(/^error: /u);
  });
});

describe("asides after a statement, and words a category is defined by", () => {
  const GALLERY = "Frame: bronze, ebony, gilt, oak, silver\nArtist: Duval, Horn, Moreau, Okafor, Sato\nYear: 1850, 1875, 1890, 1910, 1935\nHeight: 40 cm, 60 cm, 80 cm, 100 cm, 120 cm\n";
  readings(GALLERY, [
    ["The most recent painting hangs immediately to the left of the oldest one.", '"1935" is immediately to the left of "1850"'],
    ["Sato's painting is the most recent one.", '"Sato" is "1935"'],
    ["The first painting in the row is in the oak frame.", '"oak" is in position 1'],
    ["Horn's painting hangs at the right-hand end of the row.", '"Horn" is in position 5'],
    ["Sato's painting is at one end, hanging in the gilt frame.", '"Sato" is at one of the ends; "Sato" is "gilt"'],
    ["Sato's painting is next to Horn's, but not next to Duval's.", '"Sato" is next to "Horn"; "Sato" is not next to "Duval"'],
    ["The oak frame is at one end, hanging beside the gilt frame.".replace("hanging beside", "next to"), '"oak" is at one of the ends; "oak" is next to "gilt"'],
    ["The oak frame has the bronze frame on one side and the gilt frame on the other.", '"oak" is next to "bronze"; "oak" is next to "gilt"; "bronze" is not "gilt"'],
    ["Sato painted the 1850 picture in the oak frame.", '"Sato" is "1850"; "Sato" is "oak"'],
    ["Horn's painting was hung before anyone else's.", '"Horn" is "1850"'],
    ["Duval's painting is taller than every other painting.", '"Duval" is "120 cm"'],
  ]);
});

describe("'first' and 'last' after a verb of an event are a time, after a verb of where one is a place", () => {
  const MARKET = "Stall: Ann, Bo, Cy, Di\nAwning: red, blue, green, white\nOpening: 6:00, 6:30, 7:00, 7:30\n";
  readings(MARKET, [
    // With a timeline and no row, an ordinal alone is a time; a verb of a place in space makes a row.
    ["Bo is last.", '"Bo" is "7:30"'],
    ["Bo sits first.", '"Bo" is in position 1'],
    ["The first to open is Bo.", '"6:00" is "Bo"'],
  ]);
  const BAKE_OFF = "Times: 9:00am, 9:30am, 10:00am, 10:30am\nBakers: Edgar, Fiona, Gwen, Hector\nCakes: babka, eclair, scone, torte\n";
  readings(BAKE_OFF, [
    ["Fiona presented second.", '"Fiona" is "9:30am"'],
    ["The babka wasn't first.", '"babka" is not "9:00am"'],
    ["The babka went on sale first.", '"babka" is "9:00am"'],
    ["The third cake presented was the scone.", '"10:00am" is "scone"'],
    ["The babka didn't go on sale first, and neither did Fiona's cake.", '"babka" is not "9:00am"; "Fiona" is not "9:00am"'],
    ["The torte is what Edgar baked.", '"Edgar" is "torte"'],
    ["What Fiona baked was the scone.", '"Fiona" is "scone"'],
    ["The scone is not what Gwen baked.", '"Gwen" is not "scone"'],
    ["The second cake on the left was the scone.", '"scone" is in position 2'],
  ]);
  it("reads 'opened last' as the latest opening, even in a puzzle with a row of stalls", () => {
    const result = parse(`${MARKET}\n1. Bo opened last.\n2. Ann is next to Cy.\n`);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual(['"Bo" is "7:30"', '"Ann" is next to "Cy"']);
  });
});

/** Hikers in a row, with hours that share their numbers with places ("2 hours", "house 2"). */
const HIKERS = `Five hikers posed in a row on the trail, from left to right.

Hiker: Ayla, Bodhi, Cass, Dara, Ezra
Hours: 2 hours, 3 hours, 4 hours, 5 hours, 6 hours
Snack: apple, brownie, granola, pretzels, trail mix
Price: $6, $7, $8, $9, $10
`;

describe("places, ends and distances written the ways puzzles write them", () => {
  readings(HIKERS, [
    ["Ayla sits on the far left of the picture.", '"Ayla" is in position 1'],
    ["Ayla is parked at one of the two ends.", '"Ayla" is at one of the ends'],
    ["Ayla was in one of the outside lanes.", '"Ayla" is at one of the ends'],
    ["Ayla is exactly two spaces to the right of Bodhi.", '"Bodhi" is somewhere to the left of "Ayla"; "Ayla" and "Bodhi" are two places apart'],
    ["Ayla is two to the left of Bodhi.", '"Ayla" is somewhere to the left of "Bodhi"; "Ayla" and "Bodhi" are two places apart'],
    ["Ayla and Bodhi are exactly two apart.", '"Ayla" and "Bodhi" are two places apart'],
    ["Ayla is exactly 2 places away from Bodhi.", '"Ayla" and "Bodhi" are two places apart'],
    ["Ayla is Bodhi's next-door neighbour.", '"Ayla" is next to "Bodhi"'],
    ["Ayla and Bodhi are not standing next to each other.", '"Ayla" is not next to "Bodhi"'],
    // A bare number after a place noun is the place, though "2 hours" may be written "2".
    ["Ayla is in house 3.", '"Ayla" is in position 3'],
    ["The hiker who spent the most time on the trail is in position 2.", '"6 hours" is in position 2'],
    ["Ayla is 3 hours.", '"Ayla" is "3 hours"'],
    // A place named through a clause: "someone whose ... is to the left of".
    ["The apple belongs to someone whose seat is somewhere to the left of Bodhi.", '"apple" is somewhere to the left of "Bodhi"'],
    ["The apple belongs to the hiker who is next to Bodhi.", '"apple" is next to "Bodhi"'],
  ]);
});

describe("superlatives with the setting said by the way, and rates after an amount", () => {
  readings(HIKERS, [
    ["Ayla's snack is the priciest one in the window.", '"Ayla" is "$10"'],
    ["The apple is the most expensive thing for sale.", '"apple" is "$10"'],
    ["Ayla is the cheapest hiker at the counter.", '"Ayla" is "$6"'],
    ["Ayla spent more hours than any other hiker on the path.", '"Ayla" is "6 hours"'],
    ["Ayla spent less time than each of the other four.", '"Ayla" is "2 hours"'],
    ["Ayla paid either $6 or $10 a bag.", '"Ayla" is either "$6" or "$10"'],
    ["The longest-walking hiker is Bodhi.", '"6 hours" is "Bodhi"'],
  ]);
});

/** Neighbours with children, years in the street and pets (the prose layout's values). */
const STREET = `Name: Mira, Nils, Odette, Pavel
Children: 1 child, 2 children, 3 children, 4 children
Years: 2 years, 5 years, 8 years, 11 years
Pet: canary, gecko, parrot, rabbit
House: blue, green, cream, red
`;

describe("counts in words, recency on a time since, lists denied", () => {
  readings(STREET, [
    ["Pavel has only one child.", '"Pavel" is "1 child"'],
    ["The person with three children keeps a gecko.", '"3 children" is "gecko"'],
    // A unit stays an amount: "two years" is a difference here, not the value "2 years".
    ["Mira has lived here two years longer than Nils.", '"Nils"\'s year is 2 years less than "Mira"\'s'],
    ["The most recent arrival keeps a gecko.", '"2 years" is "gecko"'],
    ["The newest resident keeps a gecko.", '"2 years" is "gecko"'],
    ["Mira moved in more recently than Nils.", '"Mira"\'s year is less than "Nils"\'s'],
    ["Mira doesn't live in a blue, green or cream house.", '"Mira" is not "blue"; "Mira" is not "green"; "Mira" is not "cream"'],
  ]);
});

describe("a verb cluegrid does not know, before a time it took", () => {
  readings(RACE, [["Nora touched the wall in 31 minutes.", '"Nora" is "31 minutes"']]);
  table([
    ["race", "Nora snorfled in 31 minutes.", /"snorfled" is not an English word/u],
    ["friends", "Ada despises the person who is next to Ben.", /denies a link/u],
  ]);
});

/** Golfers: the intro says lower is better, and the category says only "Scores". */
const GOLFERS = `Four golfers played a round. In golf the lowest score wins.

Scores: 69, 71, 72, 74
Golfer: Alastair, Beau, Clement, Dorian
Club: Ashford, Fernleigh, Greystone, Pinecrest
`;

/** A quiz: points, where more is better. */
const QUIZ_TEAMS = `Scores: 48 points, 52 points, 56 points, 60 points
Team: Bookworms, Owls, Sphinxes, Wizards
Subject: geography, history, movies, science
`;

describe("scores in a golf puzzle are strokes; a verb that compares takes its amount after the object", () => {
  readings(GOLFERS, [
    ["Alastair had a better round than Beau.", '"Alastair"\'s score is less than "Beau"\'s'],
    ["Clement had the worst round of the day.", '"Clement" is "74"'],
  ]);
  readings(QUIZ_TEAMS, [
    ["The geography team outscored the Owls by 4 points.", '"Owls"\'s score is 4 points less than "geography"\'s'],
    ["The geography team had a better score than the Owls.", '"Owls"\'s score is less than "geography"\'s'],
  ]);
  table([["friends", "Ada met Ben by 4 points.", /a difference needs a word that compares/u]]);
});

describe("a pronoun object, and verbs before a place in the row", () => {
  readings(HIKERS, [
    // (Two names of one category are two people already: no "is not" to add.)
    ["Ayla is at one end of the row, and Bodhi is not next to it.", '"Ayla" is at one of the ends; "Bodhi" is not next to "Ayla"'],
    ["The apple is stored somewhere to the right of Bodhi.", '"Bodhi" is somewhere to the left of "apple"'],
  ]);
  table([
    // "it" after a statement that names two things could be either: not read.
    ["friends", "Ada is next to Ben, and Cleo is not next to it.", /^error: /u],
    ["friends", "Ada snorfled next to Ben.", /"snorfled"/u],
  ]);
});

describe("so many times as much: a ratio, in the direction of the category", () => {
  readings(AGES, [
    ["Ada is twice as old as Ben.", '"Ben"\'s age is half "Ada"\'s'],
    ["Ada is half as old as Ben.", '"Ada"\'s age is half "Ben"\'s'],
    ["Ada is three times as old as Ben.", '"Ben"\'s age is a third of "Ada"\'s'],
    // Without a multiplier, "as old as" is the same age: the same person.
    ["Ada is as old as the coleslaw eater.", '"Ada" is "coleslaw"'],
  ]);
  readings(RACE, [
    // On times, twice as fast is half the minutes.
    ["Nora ran twice as fast as Pablo.", '"Nora"\'s time is half "Pablo"\'s'],
  ]);
  readings(QUIZ_TEAMS, [["The Owls scored twice as many points as the Wizards.", '"Wizards"\'s score is half "Owls"\'s']]);
});

describe("'not only … but also' says both; 'whoever'; the end said through 'further … than anyone else'", () => {
  readings(AGES, [
    ["Ada is not only the youngest of the four but also the coleslaw eater.", '"Ada" is "20"; "Ada" is "coleslaw"'],
    ["Whoever brought the pie is 30.", '"pie" is "30"'],
  ]);
  readings(HIKERS, [
    ["Ayla sits further to the right than anyone else.", '"Ayla" is in position 5'],
    ["Ayla is the middle one of the five.", '"Ayla" is in position 3'],
    ["Whoever brought the apple keeps $6 in it.", '"apple" is "$6"'],
  ]);
});

describe("more places and orders: neither end, numbered stalls, its left, halfway, at some point", () => {
  readings(HIKERS, [
    ["Ayla is at neither end of the queue.", '"Ayla" is not at one of the ends'],
    ["Ayla is in a higher-numbered stall than Bodhi.", '"Bodhi" is somewhere to the left of "Ayla"'],
    ["Ayla starts from a lower-numbered stall than Bodhi.", '"Ayla" is somewhere to the left of "Bodhi"'],
    ["Ayla had Bodhi immediately to her left and Cass immediately to her right.", '"Bodhi" is immediately to the left of "Ayla"; "Ayla" is immediately to the left of "Cass"'],
    ["Ayla and Bodhi have one hiker between them.", '"Ayla" and "Bodhi" are two places apart'],
    ["Ayla is standing exactly halfway along the queue.", '"Ayla" is in position 3'],
    ["Ayla sits immediately to the left of the slowest hiker's.", '"Ayla" is immediately to the left of "6 hours"'],
    ["Ayla spent more time than anyone else's.", '"Ayla" is "6 hours"'],
  ]);
  readings(`Name: Ada, Ben, Cleo, Dev
Act: magic, juggling, singing, mime
`, [["The magic act came on at some point before Ben.", '"magic" is somewhere to the left of "Ben"']]);
  readings(AGES, [["Ada has been there ten years less than Ben.", '"Ada"\'s age is 10 less than "Ben"\'s']]);
});

describe("a doer named from the thing: 'trumpeter', 'ventriloquist'", () => {
  readings(`Name: Ada, Ben, Cleo
Instrument: trumpet, drum, violin
Act: ventriloquism, juggling, magic
`, [
    ["The trumpeter is Ada.", '"trumpet" is "Ada"'],
    ["The drummer is the ventriloquist.", '"drum" is "ventriloquism"'],
  ]);
});

describe("values stated in prose, with a participle or a noun before the verb", () => {
  it("reads 'one is learning Welsh' as Welsh and 'one bicycle is red' as red", () => {
    const result = parse(`There are 3 houses in a row, numbered 1 on the left to 3 on the right.
 - Each person is learning a different language: one is learning Danish, one is learning Hindi, and one is learning Welsh
 - Each person owns a bicycle of a different colour: one bicycle is red, one is yellow, and one is black

Clue(s):
1. The Welsh learner owns the red bicycle.
`);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.categories.map((c) => c.values)).toEqual([["Danish", "Hindi", "Welsh"], ["red", "yellow", "black"]]);
  });
});

describe("'not as old as', a count in words as an amount, two ends, an aside with two predicates", () => {
  readings(AGES, [
    ["Ada is not as old as Ben.", '"Ada"\'s age is less than "Ben"\'s'],
    ["Ada isn't as old as Ben.", '"Ada"\'s age is less than "Ben"\'s'],
    ["Ada is older than Cleo but not as old as Ben.", '"Cleo"\'s age is less than "Ada"\'s; "Ada"\'s age is less than "Ben"\'s'],
  ]);
  readings(`Guest: Ottilie, Percival, Rowena, Thaddeus
Stay: 2 nights, 3 nights, 5 nights, 7 nights
City: Dublin, Lisbon, Oslo, Tallinn
`, [
    // "two nights" spells a value too ("2 nights"); before a comparative it is the amount.
    ["Rowena is staying two nights longer than Percival.", '"Percival"\'s stay is 2 nights less than "Rowena"\'s'],
    ["Rowena is staying two nights.", '"Rowena" is "2 nights"'],
    ["Rowena and Percival are at the two ends of the corridor.", '"Rowena" is at one of the ends; "Percival" is at one of the ends; "Rowena" is not "Percival"'],
    ["Rowena, the Oslo guest, is staying 3 nights and had pancakes in Dublin.", '"Rowena" is "Oslo"; "Rowena" is "3 nights"; "Rowena" is "Dublin"'],
    ["Rowena stays in Oslo, whereas Percival stays in Dublin.", '"Rowena" is "Oslo"; "Percival" is "Dublin"'],
  ]);
});

describe("a small age in words with its noun", () => {
  readings(`Dog: Bramble, Mochi, Pickle
Age: 2, 3, 4
Breed: beagle, collie, whippet
`, [
    ["Bramble is the two-year-old.", '"Bramble" is "2"'],
    ["The whippet is three years old.", '"whippet" is "3"'],
    ["The whippet is two years older than the collie.", '"collie"\'s age is 2 less than "whippet"\'s'],
  ]);
});

describe("a number counted by its category's noun; favourites; the far side; a 'but not' of the same two", () => {
  readings(`Pilot: Gwen, Hector, Isadora, Julius, Keziah
Passengers: 2, 3, 4, 5, 6
Season: spring, summer, autumn, winter, monsoon
`, [
    ["Hector's balloon carried six passengers.", '"Hector" is "6"'],
    ["Hector carried two passengers more than Gwen.", '"Gwen"\'s passenger is 2 less than "Hector"\'s'],
    ["Hector likes autumn best.", '"Hector" is "autumn"'],
    ["Hector lives in the house furthest to the right.", '"Hector" is in position 5'],
    ["Hector and Gwen live next door to each other.", '"Hector" is next to "Gwen"'],
    ["Hector lives somewhere to the right of Gwen, but not right next door.", '"Gwen" is somewhere to the left of "Hector"; "Hector" is not next to "Gwen"'],
    ["Hector is somewhere to the right of Gwen, though not at either end.", '"Gwen" is somewhere to the left of "Hector"; "Hector" is not at one of the ends'],
  ]);
});

describe("asides: between commas, after the last thing named, and 'won'", () => {
  const KAYAKS = `Paddler: Ada, Bram, Cleo, Dario
Kayak: orange, purple, teal, yellow
Age: 24, 31, 38, 45
Snack: apple, granola, pretzels, raisins
Instrument: cello, banjo, drum, flute
`;
  readings(KAYAKS, [
    ["Ada, in the yellow kayak, snacks on raisins.", '"Ada" is "yellow"; "Ada" is "raisins"'],
    ["Ada, who is 24, is next to Bram.", '"Ada" is "24"; "Ada" is next to "Bram"'],
    ["Bram, a cellist who eats granola for breakfast, sits immediately to the right of the banjo player.",
      '"Bram" is "cello"; "Bram" is "granola"; "banjo" is immediately to the left of "Bram"'],
    ["There are two kayaks between Ada and Dario, whose favourite snack is the apple.", '"Ada" and "Dario" are three places apart; "Dario" is "apple"'],
    ["Cleo, the oldest paddler, is neither the teal kayak nor the drummer.", '"Cleo" is "45"; neither "teal" nor "drum" is "Cleo"'],
    // A verb after "neither": two things Cleo does not do, which says nothing of the two.
    ["Cleo neither paddles the teal kayak nor plays the drum.", '"Cleo" is not "teal"; "Cleo" is not "drum"'],
    ["Cleo neither eats granola nor owns the orange kayak.", '"Cleo" is not "granola"; "Cleo" is not "orange"'],
  ]);
  readings(`Places: 1st, 2nd, 3rd, 4th
Dog: Bingo, Duchess, Rocket, Sable
Breed: beagle, collie, poodle, whippet
`, [
    ["Duchess, who didn't win, is neither the poodle nor the collie.", '"Duchess" is not "1st"; neither "poodle" nor "collie" is "Duchess"'],
    ["Rocket won the agility trial.", '"Rocket" is "1st"'],
  ]);
});

describe("doors one lives behind, 'nothing but', and house numbers compared", () => {
  const DOORS = `There are 4 houses in a row, numbered 1 on the left to 4 on the right.
 - Each person has a different name: the residents are Ivo, Jana, Kemal, and Mira
 - Each front door is painted a different colour: one is red, one is blue, one is green, and one is yellow
 - Each person has a different favourite drink: one loves cocoa, one sips kombucha, one blends a smoothie, and one sticks to water

Clue(s):
1. Jana lives in the first house.
`;
  readings(DOORS, [
    ["Whoever lives behind the red door drinks a smoothie.", '"Jana" is in position 1; "red" is "smoothie"'],
    ["Kemal, who drinks nothing but water, lives behind the yellow door.", '"Jana" is in position 1; "Kemal" is "water"; "Kemal" is "yellow"'],
    ["Mira does not live behind the blue door.", '"Jana" is in position 1; "Mira" is not "blue"'],
    // Behind a person is still an order.
    ["Mira lives somewhere behind Kemal.", '"Jana" is in position 1; "Kemal" is somewhere to the left of "Mira"'],
    ["Ivo's house number is lower than Kemal's.", '"Jana" is in position 1; "Ivo" is somewhere to the left of "Kemal"'],
    ["Ivo's house number is 2 higher than Kemal's.", '"Jana" is in position 1; "Kemal"\'s position is 2 less than "Ivo"\'s'],
  ]);
});

describe("a list of values joined by 'and'", () => {
  it("reads 'Ann, Bob, and Cy' and 'Ann, Bob and Cy' as three values, and 'salt and pepper' as one", () => {
    for (const names of ["Ann, Bob, and Cy", "Ann, Bob and Cy"]) {
      const result = parse(`Name: ${names}\nPet: cat, dog, fish\n\n1. Cy keeps the fish.\n`);
      expect(result.puzzle?.categories[0]!.values).toEqual(["Ann", "Bob", "Cy"]);
    }
    const result = parse(`Name: Ann, Bob, Cy\nSeasoning: basil, salt and pepper, sage\n\n1. Cy uses salt and pepper.\n`);
    expect(result.puzzle?.categories[1]!.values).toEqual(["basil", "salt and pepper", "sage"]);
  });
});

describe("the two middle places, neighbouring places, and a second statement about the subject of any statement", () => {
  const BAYS = `Driver: Quinn, Rosa, Saul, Tara
Make: Audi, Kia, Mazda, Skoda
Colour: silver, black, maroon, white
Parked: 1 hour, 2 hours, 3 hours, 4 hours
`;
  readings(BAYS, [
    ["Quinn is parked in one of the two middle bays.", '"Quinn" is not in position 1; "Quinn" is not in position 4'],
    ["Quinn is not in one of the middle two bays.", '"Quinn" is not in position 2; "Quinn" is not in position 3'],
    ["The white car and the black car are in neighbouring bays.", '"white" is next to "black"'],
    ["Saul's car isn't silver, and it hasn't been there for just one hour.", '"Saul" is not "silver"; "Saul" is not "1 hour"'],
    ["The Kia has been parked two hours longer than the Audi.", '"Audi"\'s parked is 2 hours less than "Kia"\'s'],
    ["Quinn drives neither the Audi nor the Kia, and he is next to Tara.", 'neither "Audi" nor "Kia" is "Quinn"; "Quinn" is next to "Tara"'],
    ["Quinn drives the Audi in silver, next to Tara.", '"Quinn" is "Audi"; "Quinn" is "silver"; "Quinn" is next to "Tara"'],
    ["Rosa has the Kia, with the Audi on one side of her and the Mazda on the other.",
      '"Rosa" is "Kia"; "Rosa" is next to "Audi"; "Rosa" is next to "Mazda"; "Audi" is not "Mazda"'],
    ["Tara is not in the second bay, and silver is not her colour.", '"Tara" is not in position 2; "Tara" is not "silver"'],
    ["Nobody parked the Kia in white.", '"Kia" is not "white"'],
  ]);
  it("refuses 'one of the two middle houses' in a row of five, saying why", () => {
    const result = parse("Name: Ann, Bob, Cy, Di, Ed\nPet: cat, dog, fish, hen, pig\n\n1. Ann lives in one of the two middle houses.\n");
    expect(result.errors.map((e) => e.message)).toEqual(['cluegrid cannot read "two middle" here: a row of 5 has one middle place, not two']);
  });
});

describe("the opposite end, the other end, neighbours named 'as his neighbour', separations said after, and when said by the way", () => {
  const ROW = `Name: Ada, Ben, Cy, Di, Ed
Pet: cat, dog, fish, hen, pig
Car: jeep, minivan, van, coupe, sedan
`;
  readings(ROW, [
    ["Ada lives at the opposite end of the row from the dog owner.", '"Ada" is at one of the ends; "dog" is at one of the ends; "Ada" is not "dog"'],
    ["Cy lives at one end, and the minivan belongs to whoever lives at the other end.", '"Cy" is at one of the ends; "minivan" is at one of the ends; "Cy" is not "minivan"'],
    ["Ben has the cat owner as his neighbour on the left and the jeep as his neighbour on the right.",
      '"cat" is immediately to the left of "Ben"; "Ben" is immediately to the left of "jeep"'],
    ["The van is somewhere to the left of Di, with exactly two houses between them.", '"van" is somewhere to the left of "Di"; "van" and "Di" are three places apart'],
    ["There is exactly one car parked between the van and the coupe.", '"van" and "coupe" are two places apart'],
    ["Ed set up somewhere to the left of Ada, but not right beside her.", '"Ed" is somewhere to the left of "Ada"; "Ed" is not next to "Ada"'],
    ["Ed washed the sedan all morning.", '"Ed" is "sedan"'],
    ["Di, who lives in the middle with her hen, is not next to Ed.", '"Di" is in position 3; "Di" is "hen"; "Di" is not next to "Ed"'],
  ]);
  const RADIO = `Times: 9:00am, 9:30am, 10:00am, 10:30am
Guest: Ada, Ben, Cy, Di
Subject: beekeeping, origami, genealogy, stargazing
`;
  readings(RADIO, [
    // With no row of places, "the last slot" is the latest time.
    ["Ada had the last slot of the morning.", '"Ada" is "10:30am"'],
    ["The show opened with the talk on genealogy.", '"genealogy" is "9:00am"'],
    ["The stargazing segment started an hour and a half after Ben's interview.", '"Ben"\'s time is 1.5 hours earlier than "stargazing"\'s'],
    ["Cy had the first spot.", '"Cy" is "9:00am"'],
  ]);
  it("reads 'the first spot' as a place in a puzzle with a row, not a time", () => {
    const result = parse(`${ROW}\n1. Ada has the first spot.\n2. Ben is next to Cy.\n`);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual(['"Ada" is in position 1', '"Ben" is next to "Cy"']);
  });
  readings(`Name: Ada, Ben, Cy
Education: high school, bachelor, master
Collection: vinyl records, stamps, coins
`, [
    ["The person whose highest education is high school is Ada.", '"high school" is "Ada"'],
    // A value of two words named by its first, a noun that is no adjective.
    ["The vinyl collector is Ben.", '"vinyl records" is "Ben"'],
  ]);
});

describe("'first' and 'last' with a timeline: a time after a verb of an event or with a noun that is no place", () => {
  const STALLS = `Stallholder: Quinn, Rosa, Saul, Tara
Awning: striped, plain, spotted, checked
Opening: 6:30, 7:00, 7:30, 8:00
`;
  readings(STALLS, [
    ["Quinn opened last, next to Rosa.", '"Quinn" is "8:00"; "Quinn" is next to "Rosa"'],
    ["The stall with the striped awning opened first, next to Rosa.", '"striped" is "6:30"; "striped" is next to "Rosa"'],
    ["The last appointment of the morning went to Saul, next to Rosa.", '"8:00" is "Saul"; "8:00" is next to "Rosa"'],
    ["Tara sits last, next to Rosa.", '"Tara" is in position 4; "Tara" is next to "Rosa"'],
    ["Tara has the last stall, next to Rosa.", '"Tara" is in position 4; "Tara" is next to "Rosa"'],
  ]);
});

describe("more shapes from fresh puzzles: passives with a particle, ends said of a house, a second thing done before a comparison", () => {
  const COOKS = `Cook: Fenella, Gideon, Honora, Ilias
Dish: goulash, lasagne, paella, risotto
Apron: charcoal, ivory, plum, scarlet
Experience: 3 years, 6 years, 9 years, 12 years
`;
  readings(COOKS, [
    ["Gideon, who isn't wearing plum, has been cooking three years longer than Fenella.",
      '"Gideon" is not "plum"; "Fenella"\'s experience is 3 years less than "Gideon"\'s'],
    ["The goulash is looked after by Honora.", '"goulash" is "Honora"'],
    ["The most experienced cook, who came all the way in the ivory apron, is Ilias.", '"12 years" is "ivory"; "12 years" is "Ilias"'],
    ["Fenella, the newest to the kitchen, has the plum apron on.", '"Fenella" is "3 years"; "Fenella" is "plum"'],
    ["Gideon cooked the paella three years after Honora started.", '"Gideon" is "paella"; "Honora"\'s experience is 3 years less than "Gideon"\'s'],
  ]);
  const ROW = `Name: Ada, Ben, Cy, Di\nCar: estate, hatchback, coupe, van\nDrink: tea, milk, lemonade, cola\n`;
  readings(ROW, [
    ["The estate belongs to someone in an end house.", '"estate" is at one of the ends'],
    ["Nobody in an end house drives the hatchback.", '"hatchback" is not at one of the ends'],
    ["One end house went to the tea drinker and the other to Ben.", '"tea" is at one of the ends; "Ben" is at one of the ends; "tea" is not "Ben"'],
    ["The coupe is parked between the van and Ada, right next to both.", '"coupe" is next to "van"; "coupe" is next to "Ada"; "van" is not "Ada"'],
  ]);
  readings(`Owner: Bettina, Cyrus, Dolores, Emeka\nFood: crepes, dumplings, falafel, ramen\nOpened: 2016, 2018, 2020, 2022\n`, [
    ["Emeka has been trading longer than anyone else on the pier.", '"Emeka" is "2016"'],
  ]);
  readings(`Name: Ann, Bob, Cy\nLeft: March, June, September\nService: 5 years, 10 years, 15 years\n`, [
    ["The employee who left in September had been there five years longer than Bob.", '"Bob"\'s service is 5 years less than "September"\'s'],
  ]);
});

describe("acts that open or close the show, shortfalls, owners' things, and 'swears by'", () => {
  const SHOW = `Performer: Anselm, Bronwen, Calliope
Act: juggling, magic, poetry
Score: 5, 6, 7
`;
  it("reads 'closed the show' and 'neither opened nor closed the show' as the last and first places in the running order", () => {
    const result = parse(`${SHOW}\n1. Bronwen closed the show.\n2. The magic act neither opened nor closed the show.\n3. Anselm performed right before Calliope.\n`);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual([
      '"Bronwen" is "3"', '"magic" is not "1"', '"magic" is not "3"', '"Anselm" is immediately to the left of "Calliope"',
    ]);
  });
  readings(`Jumper: Bjorn, Kalle, Sami\nCountry: Norway, Finland, Austria\nDistance: 120 m, 124 m, 128 m\n`, [
    ["The jumper from Norway landed 4 m short of Bjorn.", '"Norway"\'s distance is 4 m less than "Bjorn"\'s'],
  ]);
  readings(`Owner: Clement, Perpetua, Ziggy\nDog: whippet, dachshund, poodle\nAge: 2, 4, 6\n`, [
    ["Clement's four-year-old whippet stands at the left-hand end.", '"Clement" is "4"; "Clement" is "whippet"; "Clement" is in position 1'],
  ]);
  readings(`Gardener: Gideon, Jasper\nTool: rake, spade\n`, [
    ["Gideon swears by his rake.", '"Gideon" is "rake"'],
  ]);
});

describe("no row made by a reading that is not taken: 'the last one of the series', and 'neither' with and without verbs", () => {
  const CONCERTS = `Fans: Jill, Kurt, Lola
Bands: The Comets, Velvet Fox, Static Bloom
Dates: June 4, June 11, June 18
`;
  it("reads 'the last one of the series' as the latest date, and makes no row of places for it", () => {
    const result = parse(`${CONCERTS}\n1. Kurt's concert was the last one of the series.\n2. Jill saw neither The Comets nor Velvet Fox.\n3. Lola neither saw The Comets nor saw Static Bloom.\n`);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.categories.some((c) => c.positional)).toBe(false);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual([
      '"Kurt" is "June 18"', 'neither "The Comets" nor "Velvet Fox" is "Jill"', '"Lola" is not "The Comets"', '"Lola" is not "Static Bloom"',
    ]);
  });
});

describe("a unit written short in the category, spelt out in the clue", () => {
  readings(`Student: Anya, Ben, Cora\nAge: 19, 23, 35\nTime: 20 min, 25 min, 35 min\n`, [
    ["The student whose dish takes 35 minutes is Ben.", '"35 min" is "Ben"'],
    ["Anya's is the 25-minute dish.", '"Anya" is "25 min"'],
  ]);
});

describe("'the first train' with a timeline makes no row; verbs that compare, against everyone or made with 'out-'", () => {
  const TRAINS = `Departures: 7:05am, 7:20am, 7:35am
Conductors: Bea, Cris, Esme
Engines: Comet, Flyer, Meteor
`;
  it("reads 'the first train of the morning' as the earliest departure, and makes no row of places for it", () => {
    const result = parse(`${TRAINS}\n1. The first train of the morning is pulled by the Comet.\n`);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.categories.some((c) => c.positional)).toBe(false);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual(['"7:05am" is "Comet"']);
  });
  const HEIGHTS = `Name: Bram, Cress, Jovan\nHeight: 158 cm, 166 cm, 174 cm\nDistance: 24 feet, 30 feet, 36 feet\n`;
  readings(HEIGHTS, [
    ["Jovan towers over everyone else on the street.", '"Jovan" is "174 cm"'],
    ["Jovan towers over Bram.", '"Bram"\'s height is less than "Jovan"\'s'],
    ["Cress's plane outflew Bram's by six feet.", '"Bram"\'s distance is 6 feet less than "Cress"\'s'],
  ]);
  it("says that a verb which does not compare names no one first or last", () => {
    expect(parse(`${HEIGHTS}\n1. Bram likes everyone.\n`).errors.map((e) => e.message)).toEqual(['cluegrid cannot read "likes" here: it does not compare, so it names no one first or last']);
  });
});

describe("a doer written as one word with its thing; places in 'of A and B, one … the other …'", () => {
  const HOBBIES = `There are 3 houses in a row, numbered 1 on the left to 3 on the right.
 - Each person has a different name: one is Bram, one is Cress, and one is Jovan
 - Each person has a different pastime: one keeps bees, one collects stamps, and one flies kites
`;
  it("reads 'the beekeeper' and 'the stamp-collector' as the one who keeps bees and collects stamps", () => {
    const result = parse(`${HOBBIES}\n1. The beekeeper is Bram.\n2. Cress is not the stamp-collector.\n`);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual(['"bees" is "Bram"', '"Cress" is not "stamps"']);
  });
  it("makes the row for a house named only inside 'one … the other …'", () => {
    const result = parse(`${HOBBIES}\n1. Of Bram and Cress, one keeps bees and the other lives in house 3.\n`);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual(['of "Bram" and "Cress", one is "bees" and the other "3"']);
  });
});

describe("'as far as' after a denied verb, ratios said exactly, amounts 'under' a price, 'though' between statements", () => {
  readings(`Pilot: Augusta, Barnaby, Ottoline\nDistance: 24 feet, 30 feet, 48 feet\nPaper: cardstock, newsprint, vellum\n`, [
    ["Augusta's plane didn't go as far as Ottoline's.", '"Augusta"\'s distance is less than "Ottoline"\'s'],
    ["Ottoline's plane flew exactly twice as far as Barnaby's.", '"Barnaby"\'s distance is half "Ottoline"\'s'],
  ]);
  readings(`Bidder: Cosmo, Henrietta, Philomena\nLot: barometer, sextant, typewriter\nPrice: $150, $200, $250\n`, [
    ["The typewriter went for a lower price than the barometer but a higher one than the sextant.", '"typewriter"\'s price is less than "barometer"\'s; "sextant"\'s price is less than "typewriter"\'s'],
    ["The sextant sold for $50 under the barometer's price.", '"sextant"\'s price is $50 less than "barometer"\'s'],
    ["Whoever bought the sextant spent less than Henrietta, though they still paid more than Philomena.", '"sextant"\'s price is less than "Henrietta"\'s; "Philomena"\'s price is less than "sextant"\'s'],
    ["Nobody paid less than Cosmo.", '"Cosmo" is "$150"'],
    ["Nobody in the room paid more for a lot than Cosmo.", '"Cosmo" is "$250"'],
    ["The barometer is the most heavily insured lot in the sale.", '"barometer" is "$250"'],
    ["The sextant went for less than anything else in the sale.", '"sextant" is "$150"'],
  ]);
});

describe("a thing named again by 'it' or 'that opening'; verbs with a particle; 'nobody finished ahead of'; ends said other ways", () => {
  const CHESS = `Player: Anouk, Desmond, Tobias\nOpening: Caro-Kann, London, Sicilian\nGlaze: cobalt, ochre, celadon\n`;
  readings(CHESS, [
    ["Desmond sits right beside the Caro-Kann player, though he refuses to touch that opening himself.", '"Desmond" is next to "Caro-Kann"; "Desmond" is not "Caro-Kann"'],
    ["Tobias, who turned down the cobalt glaze, sits left of Anouk.", '"Tobias" is not "cobalt"; "Tobias" is somewhere to the left of "Anouk"'],
    ["Anouk picked out the ochre glaze.", '"Anouk" is "ochre"'],
    ["The cobalt user and the Sicilian player occupy the two end seats.", '"cobalt" is at one of the ends; "Sicilian" is at one of the ends; "cobalt" is not "Sicilian"'],
  ]);
  it("refuses a verb with a particle it has no entry for, naming the verb", () => {
    expect(parse(`${CHESS}\n1. Anouk knocked down the cobalt glaze.\n`).errors.map((e) => e.message)).toEqual([
      'cluegrid cannot read "knocked" here: cluegrid does not know what "knocked" says, so it cannot tell which value "the cobalt" names',
    ]);
  });
  readings(`Place: 1st, 2nd, 3rd\nRunner: Augusta, Crispin, Lucian\nCostume: banana, dinosaur, pirate\n`, [
    ["Nobody finished ahead of the dinosaur.", '"dinosaur" is "1st"'],
  ]);
  readings(`Climber: Bastian, Cordelia, Ines\nRoute: purple, orange, lime\nHeight: 25 feet, 30 feet, 35 feet\n`, [
    ["Cordelia, who wasn't on either end lane, was right next to the purple route.", '"Cordelia" is not at one of the ends; "Cordelia" is next to "purple"'],
    ["The orange route is on an end lane, but not in lane 1.", '"orange" is at one of the ends; "orange" is not in position 1'],
  ]);
});

describe("two values as one thing, stressed amounts, the first to be called, race times in minutes and seconds", () => {
  readings(`Exhibit: codex, helmet, mosaic\nOrigin: Norway, Peru, Egypt\nInsured: $1 million, $2 million, $3 million\n`, [
    ["The Norwegian helmet is insured for less than anything else in the corridor.", '"helmet" is "Norway"; "helmet" is "$1 million"'],
  ]);
  readings(`Musician: Florian, Mirela, Sunniva\nSlot: 1:00pm, 1:20pm, 2:00pm\nCity: Lyon, Porto, Bergen\n`, [
    ["The candidate from Lyon will be called a full hour after Mirela.", '"Mirela"\'s slot is 1 hour earlier than "Lyon"\'s'],
    ["Florian is the first to be called in; he has brought the Porto scores.", '"Florian" is "1:00pm"; "Florian" is "Porto"'],
    ["Florian is sitting between Sunniva and Mirela, right next to both of them.", '"Florian" is next to "Sunniva"; "Florian" is next to "Mirela"; "Sunniva" is not "Mirela"'],
  ]);
  readings(`Rower: Benedikt, Dmitri, Philippa\nBoat: Heron, Kestrel, Osprey\nTime: 7:40, 7:55, 8:10\n`, [
    ["The fastest time of the final was set by Dmitri.", '"7:40" is "Dmitri"'],
    ["Philippa crossed the line last of all.", '"Philippa" is "8:10"'],
    ["Dmitri finished 30 seconds behind Benedikt.", '"Benedikt"\'s time is 30 seconds earlier than "Dmitri"\'s'],
    ["The Kestrel was slower than the Heron.", '"Heron"\'s time is earlier than "Kestrel"\'s'],
    ["The Osprey, which Philippa did not row, came home a full 15 seconds slower than the Heron.", '"Osprey" is not "Philippa"; "Heron"\'s time is 15 seconds earlier than "Osprey"\'s'],
  ]);
});

describe("denials with an adverb inside ('steered well clear of'), adjectives before 'of', and 'next door to both'", () => {
  const NIGHT_SCHOOL = `Name: Gwendolyn, Hamish, Jago\nVegetable: leeks, parsnips, shallots\nLanguage: Welsh, Greek, Polish\nAge: 31, 38, 45\n`;
  readings(NIGHT_SCHOOL, [
    // A fresh puzzle was reported solved with a wrong grid: "steered well clear of Polish" read as studying it.
    ["Whoever grows leeks has steered well clear of Polish.", '"leeks" is not "Polish"'],
    ["Jago kept well clear of Polish.", '"Jago" is not "Polish"'],
    ["Jago is wary of Greek.", '"Jago" is not "Greek"'],
    ["Whoever follows Polish grows leeks.", '"Polish" is "leeks"'],
  ]);
  it("refuses an adjective before 'of' that it has no entry for, naming it", () => {
    expect(parse(`${NIGHT_SCHOOL}\n1. Jago is free of Polish.\n`).errors.map((e) => e.message)).toEqual([
      'cluegrid does not know what "free" says about "Jago" and "Polish"; write, for example, "Jago has Polish" or "Jago does not have Polish"',
    ]);
  });
  readings(`There are 3 houses in a row, numbered 1 on the left to 3 on the right.
 - Each person has a different name: one is Lucian, one is Octavia, and one is Barnaby
 - Each person plays a different instrument: one plays the banjo, one plays the ukulele, and one plays the harp
`, [
    ["The banjo player lives next door to both Lucian and the ukulele player.", '"banjo" is next to "Lucian"; "banjo" is next to "ukulele"; "Lucian" is not "ukulele"'],
  ]);
});

describe("passives with 'with', 'neither end locker', 'of all four', next-door neighbours, 'further overdue', 'nobody … than she does'", () => {
  readings(`Owner: Cedric, Ines, Reuben\nPadlock: gold, crimson, silver\nStay: 2 nights, 3 nights, 4 nights\n`, [
    ["Cedric's locker is fastened with the gold padlock.", '"Cedric" is "gold"'],
    ["Neither end locker has the crimson padlock.", '"crimson" is not at one of the ends'],
    ["Reuben has the shortest stay of all four, and he didn't bring the silver padlock.", '"Reuben" is "2 nights"; "Reuben" is not "silver"'],
    ["Ines and Reuben are next-door neighbours.", '"Ines" is next to "Reuben"'],
    ["Cedric's next-door neighbour on the left is Ines.", '"Ines" is immediately to the left of "Cedric"'],
    ["Cedric was further overdue than Ines.", '"Ines"\'s stay is less than "Cedric"\'s'],
    ["Ines has the gold padlock, and nobody on the lane stays longer than she does.", '"Ines" is "gold"; "Ines" is "4 nights"'],
  ]);
});

describe("a denial before 'as … as' compares; 'pulled out' is no denial", () => {
  readings(`Diver: Agnes, Cora, Edith\nDepth: 100 ft, 200 ft, 300 ft\nFish: perch, pike, carp\n`, [
    ["Cora did not go as deep as Agnes.", '"Cora"\'s depth is less than "Agnes"\'s'],
    ["The perch was pulled out at one end of the row.", '"perch" is at one of the ends'],
  ]);
});

describe("', nor did …', 'aboard', 'two doors down from', 'neither of the end houses'", () => {
  readings(`Diver: Irma, Jonas, Kurt\nBoat: Osprey, Marlin, Tern\nSite: reef, wreck, cave\n`, [
    ["Jonas didn't dive from the Marlin, nor did Irma.", '"Jonas" is not "Marlin"; "Irma" is not "Marlin"'],
    ["Jonas didn't dive from the Marlin, nor did he explore the cave.", '"Jonas" is not "Marlin"; "Jonas" is not "cave"'],
    ["Kurt wasn't aboard the Osprey.", '"Kurt" is not "Osprey"'],
  ]);
  readings(`House: 1, 2, 3, 4\nName: Brenda, Colin, Delia, Ethan\nPet: parrot, tortoise, rabbit, ferret\n`, [
    ["The tortoise lives two doors down from Colin.", '"tortoise" and "Colin" are two places apart'],
    ["Colin lives three houses along from Brenda.", '"Colin" and "Brenda" are three places apart'],
    ["Neither of the end houses has a ferret.", '"ferret" is not at one of the ends'],
  ]);
});

describe("'right-hand neighbour', 'likes X best' after neither, 'the last of the four to get out of bed'", () => {
  readings(`House: 1, 2, 3, 4\nName: Enzo, Helena, Karl, Lotte\nPet: kitten, puppy, hamster, gecko\nWake: 5:30, 6:00, 6:30, 7:00\n`, [
    ["The gecko owner is Enzo's right-hand neighbour.", '"Enzo" is immediately to the left of "gecko"'],
    ["Helena is the right-hand neighbour of the kitten owner.", '"kitten" is immediately to the left of "Helena"'],
    ["Helena is not the left-hand neighbour of the kitten owner.", '"Helena" is not immediately to the left of "kitten"'],
    ["The kitten owner's left-hand neighbour is Helena.", '"Helena" is immediately to the left of "kitten"'],
    ["Neither Karl nor Lotte likes the puppy best.", 'neither "Karl" nor "Lotte" is "puppy"'],
    ["The hamster owner is the last of the four to get out of bed.", '"hamster" is "7:00"'],
    ["Karl is the first to wake.", '"Karl" is "5:30"'],
  ]);
});

describe("a second predicate: 'between', 'either', 'where'; 'neither the vet nor next to her'; 'practises more'", () => {
  readings(`Bay: 1, 2, 3, 4\nJob: teacher, baker, vet, nurse\nBag: rucksack, tote, satchel, duffel\nArrival: 7:00, 7:10, 7:20, 7:30\nName: Dee, Leopold, Mona, Tariq\n`, [
    ["The person with the rucksack arrived latest and is immediately between the teacher and the baker.", '"rucksack" is "7:30"; "rucksack" is next to "teacher"; "rucksack" is next to "baker"; "teacher" is not "baker"'],
    ["Dee is not the nurse. She is not carrying the tote either.", '"Dee" is not "nurse"; "Dee" is not "tote"'],
    ["The satchel is in bay 2, where Leopold is waiting.", '"satchel" is "2"; "Leopold" is "2"'],
    ["Mona is neither the vet nor next to her.", '"Mona" is not "vet"; "Mona" is not next to "vet"; "Mona" is not "vet"'],
    ["The driver who arrived last has the duffel.", '"7:30" is "duffel"'],
  ]);
  readings(`Name: Agnes, Basil, Elsa\nDaily practice: 1 hour, 2 hours, 3 hours\nViolin built: 1870, 1905, 1932\n`, [
    ["Elsa practises more than anyone else.", '"Elsa" is "3 hours"'],
  ]);
});

describe("the prose layout's values after an adverb", () => {
  it("takes 'espresso' of 'one only drinks espresso', 'Welsh' of 'one mostly studies Welsh'", () => {
    const result = parse(`There are 3 houses in a row, numbered 1 on the left to 3 on the right. There is one person living in each house. The people in these houses have different characteristics:
 - Each person prefers a different drink: one sips green tea, one only drinks espresso, and one favours hot chocolate
 - Each person is learning a different language: one mostly studies Welsh, one is learning Basque, and one practises Icelandic

Clue(s):
1. The espresso drinker studies Welsh.
`);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.categories.map((c) => c.values)).toEqual([
      ["green tea", "espresso", "hot chocolate"], ["Welsh", "Basque", "Icelandic"],
    ]);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual(['"espresso" is "Welsh"']);
  });
});

describe("up and down: 'further down' is lower, 'higher up' a floor before a rent, a bare superlative not the other side's category", () => {
  const FLATS = "Floors: 2nd floor, 4th floor, 6th floor, 8th floor\nTenants: Anya, Brett, Chen, Dalia\nPets: beagle, canary, iguana, tabby\nRents: $900, $1,100, $1,300, $1,500\n";
  readings(FLATS, [
    ["Anya lives further down than Brett.", '"Anya"\'s floor is less than "Brett"\'s'],
    ["Anya lives farther up than Brett.", '"Brett"\'s floor is less than "Anya"\'s'],
    ["The canary's owner lives higher up than Dalia.", '"Dalia"\'s floor is less than "canary"\'s'],
    ["Chen lives higher than Dalia.", '"Dalia"\'s floor is less than "Chen"\'s'],
    ["Brett's rent is higher than Anya's.", '"Anya"\'s rent is less than "Brett"\'s'],
    ["The $900 apartment is somewhere above the beagle's.", '"beagle"\'s floor is less than "$900"\'s'],
    ["The tenant on the top floor pays the least.", '"8th floor" is "$900"'],
    ["The tenant who pays the least lives on the top floor.", '"$900" is "8th floor"'],
    ["The lowest apartment rents for $1,500.", '"2nd floor" is "$1,500"'],
  ]);
  readings("Diver: Irma, Jonas, Kurt\nDepth: 40 feet, 60 feet, 80 feet\n", [
    ["Irma went further down than Jonas.", '"Jonas"\'s depth is less than "Irma"\'s'],
    ["Irma stayed further up than Jonas.", '"Irma"\'s depth is less than "Jonas"\'s'],
  ]);
});

describe("fractions of an hour, centimetres, a comparison after a comma, 'hers', 'the same person', 'half as much … as'", () => {
  readings("Name: Fiona, Gwen, Hector\nSlot: 9:00am, 9:15am, 9:45am\nCake: babka, scone, torte\n", [
    ["Fiona presented a quarter of an hour after Gwen.", '"Gwen"\'s slot is a quarter of an hour earlier than "Fiona"\'s'],
    ["Fiona presented three quarters of an hour after Gwen.", '"Gwen"\'s slot is three quarters of an hour earlier than "Fiona"\'s'],
    ["Fiona presented first, and the torte is hers.", '"Fiona" is "9:00am"; "torte" is "Fiona"'],
    ["The scone baker and the person with the 9:15am slot are the same person.", '"scone" is "9:15am"'],
  ]);
  readings("Name: Alaric, Bettina, Delphine\nHeight: 158 cm, 171 cm, 184 cm\n", [
    ["Alaric is thirteen centimetres taller than Delphine.", '"Delphine"\'s height is 13 cm less than "Alaric"\'s'],
  ]);
  readings("Lane: 1, 2, 3, 4\nSwimmer: Evander, Marguerite, Rosalind, Giselle\nTime: 58 seconds, 61 seconds, 64 seconds, 67 seconds\nTown: Ashford, Beckley, Crowmarsh, Dunmore\n", [
    ["The Dunmore swimmer was the last to touch the wall, three seconds after Giselle.", '"Dunmore" is "67 seconds"; "Giselle"\'s time is 3 seconds less than "Dunmore"\'s'],
    ["Marguerite swam in lane 2 and beat Evander by three seconds.", '"Marguerite" is "2"; "Marguerite"\'s time is 3 seconds less than "Evander"\'s'],
    ["Exactly one lane separated the Crowmarsh swimmer from Rosalind.", '"Crowmarsh" and "Rosalind" are two places apart'],
    ["Rosalind stands between Evander and Giselle, next door to each of them.", '"Rosalind" is next to "Evander"; "Rosalind" is next to "Giselle"; "Evander" is not "Giselle"'],
  ]);
  readings("Wheel: 1, 2, 3, 4\nPotter: Beatrix, Conrad, Ingrid, Lionel\nPiece: bowl, jug, platter, teapot\nClay: 2 kg, 3 kg, 4 kg, 6 kg\n", [
    ["Conrad is working with half as much clay as Ingrid.", '"Conrad"\'s clay is half "Ingrid"\'s'],
    ["Whoever is at the first wheel is shaping the platter.", '"platter" is in position 1'],
  ]);
});

describe("'of A and B, one …' reads its verbs; 'never without'; a second predicate with 'never'; appositives after a statement", () => {
  readings("Name: Ada, Ben, Cleo\nDrink: tea, milk, cocoa\nPet: cat, dog, hen\nAge: 20, 25, 30\n", [
    ["Of Ada and Ben, one drinks tea and the other owns the cat.", 'of "Ada" and "Ben", one is "tea" and the other "cat"'],
    ["Ada is never without her cat.", '"Ada" is "cat"'],
    ["Ada never travels without the dog.", '"Ada" is "dog"'],
    ["Ada didn't adopt the dog, and she never drinks milk.", '"Ada" is not "dog"; "Ada" is not "milk"'],
    ["Ada is older than Cleo but not as old as Ben.", '"Cleo"\'s age is less than "Ada"\'s; "Ada"\'s age is less than "Ben"\'s'],
    ["Ben is older than Cleo, while Ada is older still.", '"Cleo"\'s age is less than "Ben"\'s; "Ben"\'s age is less than "Ada"\'s'],
    ["Ben is lugging 5 years more than Cleo.", '"Cleo"\'s age is 5 less than "Ben"\'s'],
  ]);
  it("refuses 'one dislikes tea' and 'one snorfles tea' in 'of A and B' (they were read as 'one is tea')", () => {
    const header = "Name: Ada, Ben, Cleo\nDrink: tea, milk, cocoa\nPet: cat, dog, hen\n";
    expect(parse(`${header}\n1. Of Ada and Ben, one dislikes tea and the other owns the cat.\n`).errors.map((e) => e.message)).toEqual([
      'cluegrid cannot read "dislikes" here: "of A and B, one … and the other …" is read only with links that say one has a value ("one is", "one owns")',
    ]);
    expect(parse(`${header}\n1. Of Ada and Ben, one snorfles tea and the other owns the cat.\n`).errors.length).toBe(1);
  });
  readings("Name: Dagny, Saskia, Wendell\nPeak: Greyhorn, Raven Knoll, Stag Fell\nHeight: 1350 metres, 1500 metres, 1650 metres\nHouse: 1, 2, 3\n", [
    ["Dagny stood on Raven Knoll, the lowest of the three summits.", '"Dagny" is "Raven Knoll"; "Raven Knoll" is "1350 metres"'],
    ["Saskia is taller than Wendell, her next-door neighbour.", '"Wendell"\'s height is less than "Saskia"\'s; "Saskia" is next to "Wendell"'],
    ["Greyhorn lies alongside Stag Fell.", '"Greyhorn" is next to "Stag Fell"'],
    ["Greyhorn is moored exactly in the middle.", '"Greyhorn" is in position 2'],
  ]);
});

describe("'N floors up from' compares floors; 'she' of someone unnamed rules out the men's names", () => {
  readings("Floor: 2nd floor, 3rd floor, 4th floor\nTenant: Cyrus, Greta, Hugo\nPlant: cactus, fern, geranium\n", [
    ["The geranium is exactly one floor up from the cactus.", '"cactus"\'s floor is 1 less than "geranium"\'s'],
    ["The geranium is two floors down from the cactus.", '"geranium"\'s floor is 2 less than "cactus"\'s'],
  ]);
  readings("Board: 1, 2, 3\nPlayer: Ingrid, Lorcan, Teodor\nRating: 1350, 1500, 1650\nDrink: espresso, tea, cola\n", [
    ["The highest-rated player drinks espresso, and she is at board 1.", '"1650" is "espresso"; "1650" is "1"; "1650" is not "Lorcan"; "1650" is not "Teodor"'],
    ["Teodor is rated 150 points below Ingrid.", '"Teodor"\'s rating is 150 less than "Ingrid"\'s'],
  ]);
});

describe("a word for a person's sex rules out the names usually the other sex's (names the lists lack stay possible)", () => {
  // (Keith: a man's name in the English and Spanish lists, a woman's in the French one, so a man's; Casey, a man's in
  // the English list alone and a woman's in the French one, stays possible.)
  readings("House: 1, 2, 3, 4, 5\nName: Agnes, Keith, Cecily, Douglas, Casey\nCar: hatchback, pickup, convertible, minivan, coupe\nTea: oolong, rooibos, chamomile, darjeeling, mint\n", [
    ["The woman in the first house drives the convertible.", '"convertible" is in position 1; "1" is not "Keith"; "1" is not "Douglas"'],
    ["The pickup belongs to a man who lives next door to Agnes.", '"pickup" is next to "Agnes"; "pickup" is not "Agnes"; "pickup" is not "Cecily"'],
    ["The oolong drinker is a woman who lives in house 4.", '"oolong" is "4"; "oolong" is not "Keith"; "oolong" is not "Douglas"'],
    ["Agnes lives next door to the minivan driver.", '"Agnes" is next to "minivan"'],
    ["The hatchback was bought by a woman.", '"hatchback" is not "Keith"; "hatchback" is not "Douglas"'],
  ]);
  // Before: Patrick, Bernard and Leonard stayed possible (the French list calls them women's names, the four others men's).
  readings("Name: Agnes, Bernard, Leonard, Patrick\nCar: hatchback, pickup, convertible, minivan\n", [
    ["The hatchback was bought by a woman.", '"hatchback" is not "Bernard"; "hatchback" is not "Leonard"; "hatchback" is not "Patrick"'],
  ]);
});

describe("phrases of when drop out ('at the last minute', 'all afternoon'); 'reached', 'conquered'", () => {
  readings("Hiker: Bettina, Caspian, Dagny\nPeak: Greyhorn, Raven Knoll, Windy Law\nSnack: dates, jerky, pretzels\n", [
    ["Bettina pulled out of the Raven Knoll walk at the last minute, and she didn't bring pretzels.", '"Bettina" is not "Raven Knoll"; "Bettina" is not "pretzels"'],
    ["Caspian kept the jerky at his elbow all afternoon.", '"Caspian" is "jerky"'],
    ["The one who reached Windy Law packed dates.", '"Windy Law" is "dates"'],
    ["The hiker who conquered Greyhorn ate jerky.", '"Greyhorn" is "jerky"'],
  ]);
});

describe("'four times the age of', 'the one Oswin looks after', 'the neighbour who adores brie'", () => {
  readings("Keeper: Gideon, Oswin, Petra\nTortoise: leopard, radiated, star\nAge: 10 years, 30 years, 40 years\n", [
    ["Gideon's tortoise is four times the age of the leopard tortoise.", '"leopard"\'s age is a quarter of "Gideon"\'s'],
    ["The radiated tortoise is three times as old as the one Oswin looks after.", '"Oswin"\'s age is a third of "radiated"\'s'],
  ]);
  readings("House: 1, 2, 3\nName: Horace, Ida, Jude\nCheese: brie, feta, gouda\n", [
    ["Horace lives immediately to the left of the neighbour who adores brie.", '"Horace" is immediately to the left of "brie"'],
    ["The brie eater, called Ida, lives in house 1.", '"brie" is "Ida"; "brie" is "1"'],
  ]);
});

describe("'the eventual winner' is the best place; 'the runner-up' the next", () => {
  readings("Board: 1, 2, 3\nPlayer: Anselm, Giselle, Rosalind\nPlace: 1st, 2nd, 3rd\nSnack: figs, dates, almonds\n", [
    ["The fig eater sat immediately to the left of the eventual winner.", '"figs" is immediately to the left of "1st"'],
    ["Rosalind was the runner-up.", '"Rosalind" is "2nd"'],
    // (With a row of boards too: a verb of a result names the placing.)
    ["Rosalind came last, and Giselle sat at board 2.", '"Rosalind" is "3rd"; "Giselle" is "2"'],
  ]);
  readings("Runner: Abby, Boris, Cyril\nTime: 21 minutes, 23 minutes, 25 minutes\n", [
    ["Boris was the winner.", '"Boris" is "21 minutes"'],
  ]);
});

describe("'…, but her ant farm scored worst of all': her ant farm is hers", () => {
  readings("Pupil: Lucy, Henry, Oliver\nProject: ant farm, solar oven, wind turbine\nAge: 10, 12, 14\nScore: 72 points, 84 points, 96 points\n", [
    ["Lucy is the oldest of the three, but her ant farm scored worst of all.", '"Lucy" is "14"; "Lucy" is "ant farm"; "ant farm" is "72 points"'],
  ]);
});

describe("'…, although they were not on either of the end benches'", () => {
  readings("Bench: 1, 2, 3, 4\nGardener: Beatrice, Gordon, Harold, Margaret\nFlower: dahlias, orchids, peonies, sweet peas\n", [
    ["Gordon grew the orchids, although they were not on either of the end benches.", '"Gordon" is "orchids"; "Gordon" is not at one of the ends'],
    ["Gordon grew the dahlias, and he is in neither end bench.", '"Gordon" is "dahlias"; "Gordon" is not at one of the ends'],
    // Before: an error at "even".
    ["Gordon grew the peonies, even though his bench is the first one.", '"Gordon" is "peonies"; "Gordon" is in position 1'],
  ]);
});

describe("a possessive before a value in an aside or an object: 'Lorcan, in his panama, …'", () => {
  readings("Name: Lorcan, Ida, Jude\nHat: panama, beret, fedora\nSport: lacrosse, squash, polo\n", [
    ["Lorcan, in his panama, has never picked up a lacrosse stick.", '"Lorcan" is "panama"; "Lorcan" is not "lacrosse"'],
    ["Ida never wears her beret.", '"Ida" is not "beret"'],
  ]);
});

describe("a number before another noun counts that noun, not a value spelt with the number", () => {
  readings("Five musicians sit in a row.\n\nMusician: Anouk, Bastian, Celine, Dorian, Eloise\nInstrument: cello, flute, harp, oboe, violin\nExperience: 3 years, 6 years, 9 years, 12 years, 15 years\n", [
    ["The flute player sits three chairs to the right of the harpist.", '"harp" is somewhere to the left of "flute"; "flute" and "harp" are three places apart'],
    ["The flute player sits 3 seats to the right of Anouk.", '"Anouk" is somewhere to the left of "flute"; "flute" and "Anouk" are three places apart'],
    ["The flute player has played for three years.", '"flute" is "3 years"'],
  ]);
  it("and a phrase naming no value before the count is an error, not the value '3 years'", () => {
    const result = parse("Five musicians sit in a row.\n\nMusician: Anouk, Bastian, Celine, Dorian, Eloise\nInstrument: cello, flute, harp, oboe, violin\nExperience: 3 years, 6 years, 9 years, 12 years, 15 years\n\n1. The flautist sits 3 chairs to the right of Anouk.\n");
    expect(result.puzzle).toBeUndefined();
    expect(result.errors.map((e) => e.message).join(" | ")).toBe('"3 chairs" counts chairs, so it is not the value "3 years"; this clue needs a value here');
  });
});

describe("'of A and B, one won and the other came in last': a result on each side", () => {
  readings("Places: 1st, 2nd, 3rd, 4th\nCoxes: Fergus, Hamish, Isla, Moira\nBoats: Heron, Kingfisher, Osprey, Swift\n", [
    ["Of the Heron and Hamish's boat, one won the final and the other came in last.", 'of "Heron" and "Hamish", one is "1st" and the other "4th"'],
    ["Of the Swift and Isla, one came last and the other won.", 'of "Swift" and "Isla", one is "4th" and the other "1st"'],
  ]);
});

describe("'…, and he is both the lightest and the oldest': two things said of the subject", () => {
  const SHOW = "Dog: Bramble, Mochi, Pickle, Ziggy\nBreed: beagle, collie, dachshund, poodle\nHandler: Araminta, Clement, Imogen, Perpetua\nWeight: 8 kg, 12 kg, 16 kg, 20 kg\nAge: 2, 3, 4, 5\n";
  readings(SHOW, [
    ["Ziggy is a dachshund, and he is both the lightest and the oldest dog in the ring.", '"Ziggy" is "dachshund"; "Ziggy" is "8 kg"; "Ziggy" is "5"'],
    ["Mochi is a beagle and is both the heaviest and the youngest.", '"Mochi" is "beagle"; "Mochi" is "20 kg"; "Mochi" is "2"'],
    // With dogs that have names, "he" may be the dog: it says nothing of the handler's sex.
    ["Ziggy is a dachshund, and he stands next to both Mochi and the beagle.", '"Ziggy" is "dachshund"; "Ziggy" is next to "Mochi"; "Ziggy" is next to "beagle"; "Mochi" is not "beagle"'],
  ]);
});

describe("a verb before a number names no place: 'arrived 5 minutes before'", () => {
  readings("Five people sit on a bench, in seats numbered 1 to 5 from left to right.\n\nPerson: Quinn, Riley, Casey, Jordan, Taylor\nArrival: 7:10, 7:15, 7:20, 7:25, 7:30\nJob: nurse, baker, pilot, lawyer, teacher\n", [
    ["Quinn is not in the second position and arrived 5 minutes before the baker.", '"Quinn" is not in position 2; "Quinn"\'s arrival is 5 minutes earlier than "baker"\'s'],
    ["Quinn is in seat 5.", '"Quinn" is in position 5'],
  ]);
});

describe("a name's plural keeps its 'y': 'in Sauconys'", () => {
  readings("Runner: Aurelio, Brigid, Efe\nShoes: Brooks, Hoka, Saucony\nCharity: hospice, lifeboats, literacy\n", [
    ["Efe, in Sauconys, was raising money for the hospice.", '"Efe" is "Saucony"; "Efe" is "hospice"'],
    ["The runner in Hokas is Brigid.", '"Hoka" is "Brigid"'],
  ]);
});

describe("the degree before what it is of: 'Fewer kingfishers were counted than any other bird'", () => {
  readings("Watcher: Ainsley, Bartholomew, Constance, Desmond\nBird: avocet, bittern, curlew, kingfisher\nCount: 3, 6, 9, 12\n", [
    ["Fewer kingfishers were counted than any other bird.", '"kingfisher" is "3"'],
    ["More curlews were counted than avocets.", '"avocet"\'s count is less than "curlew"\'s'],
  ]);
});

describe("'dearest' is the highest price; '…, on the pitch immediately to the left of …' says where the subject is", () => {
  readings("Stallholder: Griselda, Leopold, Maude, Tobias\nProduce: asparagus, cherries, mushrooms, plums\nAwning: amber, cobalt, lilac, olive\nPrice: $3, $5, $7, $9\n", [
    ["The plums are sold from under the amber awning, on the pitch immediately to the left of the dearest stall.", '"plums" is "amber"; "plums" is immediately to the left of "$9"'],
    ["Maude's basket is dearer than Tobias's.", '"Tobias"\'s price is less than "Maude"\'s'],
  ]);
});

describe("'one place below' on a category of numbers is the next value in its order, not 1 point", () => {
  readings("Ratings: 1400, 1550, 1700, 1850\nPlayers: Bartholomew, Gertrude, Lionel, Mabel\nTowns: Ashby, Brill, Coombe, Dunmore\n", [
    ["On the club's rating list, Lionel sits one place below Gertrude.", '"Lionel"\'s rating is 150 less than "Gertrude"\'s'],
    ["Lionel is ranked two places below Gertrude.", '"Lionel"\'s rating is 300 less than "Gertrude"\'s'],
    ["In the ratings, Lionel is not from Brill.", '"Lionel" is not "Brill"'],
  ]);
  it("and where the numbers are not evenly spaced, an error", () => {
    const result = parse("Ratings: 1400, 1550, 1700, 1900\nPlayers: Bartholomew, Gertrude, Lionel, Mabel\n\n1. Lionel sits one place below Gertrude.\n");
    expect(result.errors.map((e) => e.message)).toEqual(["a difference in steps cannot be measured on Ratings"]);
  });
});

describe("'… is a woman, and she …': the one said to be a woman is the subject of what follows", () => {
  readings("Name: Clara, Geoffrey, Lorna, Nigel\nJob: locksmith, midwife, baker, florist\nVehicle: hatchback, coupe, minivan, pickup\n", [
    ["The minivan driver is a woman, and she lives next door to the florist.", '"minivan" is not "Geoffrey"; "minivan" is not "Nigel"; "minivan" is next to "florist"'],
  ]);
});

describe("a value of an adjective and a noun is named by its noun: 'maps', 'the map showpiece' for 'old maps'", () => {
  readings("Trader: Bernard, Gwendolyn, Harold, Priscilla\nGoods: candles, old maps, teapots, vinyl records\nShowpiece: $15, $20, $30, $45\n", [
    ["The teapot showpiece is cheaper than the map showpiece.", '"teapots"\'s showpiece is less than "old maps"\'s'],
    ["Harold sells maps.", '"Harold" is "old maps"'],
  ]);
  // Not the category's own noun: "the snake from Nicaragua" is any snake.
  readings("Lengths: 12 inches, 18 inches, 24 inches\nSnakes: ash python, horned viper, winged snake\nCountries: Cambodia, Nicaragua, Spain\n", [
    ["The ash python is 6 inches shorter than the snake from Nicaragua.", '"ash python"\'s length is 6 inches less than "Nicaragua"\'s'],
  ]);
});

describe("British money and distances: '£15 a week more', '15p more', 'next door but one to'", () => {
  readings("Tenant: Dorothy, Gerald, Marjorie, Rupert\nColour: lemon, mint, powder blue, raspberry\nRent: £40, £55, £70, £85\n", [
    ["Marjorie pays £15 a week more than Gerald does.", '"Gerald"\'s rent is £15 less than "Marjorie"\'s'],
    ["Marjorie pays £15 per week more than Gerald.", '"Gerald"\'s rent is £15 less than "Marjorie"\'s'],
    ["Gerald lives next door but one to the raspberry hut.", '"Gerald" and "raspberry" are two places apart'],
    ["Rupert pays the least, and his hut is next door but one to the raspberry hut.", '"Rupert" is "£40"; "Rupert" and "raspberry" are two places apart'],
  ]);
  readings("Baker: Agnes, Hilda, Sybil\nPrice: 30p, 45p, 60p\n", [
    ["Hilda charged 15p more than Sybil.", '"Sybil"\'s price is 15p less than "Hilda"\'s'],
  ]);
});

describe("an object pronoun after two named: bound as a subject pronoun is, or an error", () => {
  const PUB = "Name: Barry, Gail, Lorraine, Malcolm\nHat: beret, flat cap, trilby, bobble hat\nPet: labrador, cat, parrot, ferret\n";
  readings(PUB, [
    ["Lorraine is the one with the cat, and the beret wearer is directly left of her.", '"Lorraine" is "cat"; "beret" is immediately to the left of "Lorraine"'],
    ["Barry is directly left of Lorraine, and the beret wearer is next to her.", '"Barry" is immediately to the left of "Lorraine"; "beret" is next to "Lorraine"'],
  ]);
  it.each([
    ["The labrador owner is directly left of Lorraine, and the beret wearer is next to her.", 'cluegrid cannot read "her" here: it could mean "The labrador" or "Lorraine"; write the name instead of "her"'],
    ["The labrador owner is directly left of Lorraine, and she wears the beret.", 'cluegrid cannot read "she" here: it could mean "The labrador" or "Lorraine"; write the name instead of "she"'],
    ["Lorraine isn't the labrador owner, and the beret wearer is next to her.", 'cluegrid cannot read "her" here: it could mean "Lorraine" or "the labrador"; write the name instead of "her"'],
  ])("%s", (clue, message) => {
    const result = parse(`${PUB}\n1. ${clue}\n`);
    expect(result.errors.map((e) => e.message)).toEqual([message]);
  });
});

describe("'…, whose Victoria sponge was on the middle table'; 'on one of the end tables … on the other'", () => {
  readings("Five tables in a row.\n\nBaker: Agnes, Clifford, Hilda, Norman, Sybil\nBake: flapjacks, parkin, scones, tart, Victoria sponge\nCloth: gingham, lace, paisley, polka dot, tartan\nPrice: 30p, 45p, 60p, 75p, 90p\n", [
    ["Hilda charged 15p more than Sybil, whose Victoria sponge took pride of place on the middle table.", '"Sybil"\'s price is 15p less than "Hilda"\'s; "Sybil" is "Victoria sponge"; "Sybil" is in position 3'],
    ["Sybil, whose Victoria sponge was on the middle table, charged 15p more than Hilda.", '"Sybil" is "Victoria sponge"; "Sybil" is in position 3; "Hilda"\'s price is 15p less than "Sybil"\'s'],
    ["The tartan cloth was on one of the end tables and the paisley cloth was on the other.", '"tartan" is at one of the ends; "paisley" is at one of the ends; "tartan" is not "paisley"'],
  ]);
});

describe("'can't get enough of' loves; 'was given out lbw'; '…, having made 24 runs fewer than …'", () => {
  table([
    ["friends", "Ada can't get enough of tea.", '"Ada" is "tea"'],
    ["friends", "The person who cannot get enough of tea is Ben.", '"tea" is "Ben"'],
    ["friends", "Ada can't stand tea.", '"Ada" is not "tea"'],
  ]);
  readings("Scores: 12 runs, 24 runs, 36 runs\nBatsmen: Ambrose, Basil, Digby\nJobs: dentist, farmer, thatcher\nDismissals: bowled, caught, lbw\n", [
    ["Digby was given out lbw, having made 24 runs fewer than the thatcher.", '"Digby" is "lbw"; "Digby"\'s score is 24 runs less than "thatcher"\'s'],
  ]);
});

describe("readings that say the same in other words are one meaning: 'Edwina's scarecrow wore neither the bowler nor the top hat'", () => {
  readings("Makers: Cuthbert, Edwina, Lionel\nCharacters: astronaut, pirate, vicar\nHats: bowler, flat cap, top hat\n", [
    ["Edwina's scarecrow wore neither the bowler nor the top hat.", '"Edwina" is not "bowler"; "Edwina" is not "top hat"'],
  ]);
});

describe("'won outright, with the pirate coming a close second'; a comment between commas says nothing", () => {
  readings("Placings: 1st, 2nd, 3rd\nMakers: Cuthbert, Edwina, Lionel\nCharacters: astronaut, pirate, vicar\nHats: bowler, straw boater, top hat\n", [
    ["The astronaut won outright, with the pirate coming a close second.", '"astronaut" is "1st"; "pirate" is "2nd"'],
    ["The vicar, naturally, was given a straw boater.", '"vicar" is "straw boater"'],
    ["The vicar won easily.", '"vicar" is "1st"'],
  ]);
});

describe("an amount is read whole before a comparison: 'The would-be Fairy Godmother auditioned a quarter of an hour after Stanley'", () => {
  readings("Times: 10:15am, 10:30am, 10:45am, 11:00am\nHopefuls: Archibald, Imogen, Lavinia, Stanley\nRoles: Buttons, Fairy Godmother, Prince Charming, Widow Twankey\n", [
    ["The would-be Fairy Godmother auditioned a quarter of an hour after Stanley.", '"Stanley"\'s time is a quarter of an hour earlier than "Fairy Godmother"\'s'],
    ["The hopeful Fairy Godmother auditioned a quarter of an hour after Stanley.", '"Stanley"\'s time is a quarter of an hour earlier than "Fairy Godmother"\'s'],
    ["Archibald auditioned half an hour after Stanley.", '"Stanley"\'s time is half an hour earlier than "Archibald"\'s'],
  ]);
});

describe("'…, right at the end of the street'; '…; he spends his summers touring Scotland and has no time for custard creams'", () => {
  readings("Name: Clement, Florence, Nigel, Mabel, Theo\nHoliday: Cornwall, Scotland, Norfolk, Snowdonia, Devon\nBiscuit: digestives, bourbons, shortbread, custard creams, jammie dodgers\nAge: 29, 38, 45, 60, 77\n", [
    ["Nigel lives in the fifth house, right at the end of the street.", '"Nigel" is in position 5; "Nigel" is at one of the ends'],
    ["Clement is the youngest; he spends his summers touring Scotland and has no time for custard creams.", '"Clement" is "29"; "Clement" is "Scotland"; "Clement" is not "custard creams"'],
  ]);
});

describe("'…, grown by a man whose shed is sky blue': the thing named last is his, and he is a man", () => {
  readings("Holder: Alfred, Beryl, Cyril, Doreen\nVegetable: beetroot, cabbage, marrow, pumpkin\nShed: brick red, charcoal, cream, sky blue\nWeight: 4 kg, 6 kg, 9 kg, 12 kg\n", [
    ["The heaviest vegetable of the lot was a pumpkin, grown by a man whose shed is sky blue.", '"12 kg" is "pumpkin"; "pumpkin" is "sky blue"; "sky blue" is not "Beryl"; "sky blue" is not "Doreen"'],
    ["The pumpkin, grown by a man whose shed is sky blue, was the heaviest.", '"pumpkin" is "sky blue"; "sky blue" is not "Beryl"; "sky blue" is not "Doreen"; "pumpkin" is "12 kg"'],
  ]);
});

describe("'placed higher than' is on the placings where a category of ages also has 'higher'", () => {
  readings("Speller: Annabelle, Douglas, Marcus\nAge: 10, 11, 12\nFinish: 1st, 2nd, 3rd\n", [
    ["Annabelle placed higher than Marcus.", '"Annabelle"\'s finish is less than "Marcus"\'s'],
    ["Annabelle is older than Marcus.", '"Marcus"\'s age is less than "Annabelle"\'s'],
  ]);
});

describe("a pronoun after a statement of another shape still says the sex: '… is neither Keith nor Nigel, and he …'", () => {
  readings("Name: Nigel, Pauline, Trevor, Sandra, Keith\nGame: Scrabble, Cluedo, Monopoly, Risk, chess\nTakeaway: fish and chips, curry, pizza, kebab, Chinese\n", [
    ["The Monopoly player is neither Keith nor Nigel, and he is partial to a Chinese takeaway.", 'neither "Keith" nor "Nigel" is "Monopoly"; "Monopoly" is "Chinese"; "Monopoly" is not "Pauline"; "Monopoly" is not "Sandra"'],
  ]);
});

describe("'…, and his signature dish isn't paella': the possessive says the sex, and whose it is", () => {
  readings("Name: Albert, Harriet, Irene, Walter\nDish: paella, lasagne, quiche, kebabs\nPaper: Herald, Gazette, Courier, Tribune\n", [
    ["The Gazette reader lives in one of the end houses, and his signature dish isn't paella.", '"Gazette" is at one of the ends; "Gazette" is not "paella"; "Gazette" is not "Harriet"; "Gazette" is not "Irene"'],
    ["Albert lives next to Irene, and his signature dish isn't paella.", '"Albert" is next to "Irene"; "Albert" is not "paella"'],
  ]);
});

describe("two places said of one subject: 'immediately to the right of Marcus and immediately to the left of the Lakeview student'", () => {
  readings("Speller: Annabelle, Douglas, Marcus\nSchool: Brookside, Lakeview, Riverside\n", [
    ["The Riverside student sat immediately to the right of Marcus and immediately to the left of the Lakeview student.", '"Marcus" is immediately to the left of "Riverside"; "Riverside" is immediately to the left of "Lakeview"'],
    ["Marcus sat to the left of Annabelle but to the right of Douglas.", '"Marcus" is somewhere to the left of "Annabelle"; "Douglas" is somewhere to the left of "Marcus"'],
  ]);
});

describe("with placings written as ordinals and a row of chairs, 'the third chair' and 'chair 3' are places, 'came third' a placing", () => {
  const BEE = "Five finalists sat on stage, in chairs numbered 1 to 5 from left to right.\n\nSpeller: Annabelle, Douglas, Felicity, Marcus, Theodore\nWord: chrysanthemum, onomatopoeia, rhythm, silhouette, vacuum\nFinish: 1st, 2nd, 3rd, 4th, 5th\n";
  readings(BEE, [
    ["Marcus sat in the third chair.", '"Marcus" is in position 3'],
    ["Marcus is in chair 3.", '"Marcus" is in position 3'],
    ["Marcus came third.", '"Marcus" is "3rd"'],
    ["Marcus finished in third place.", '"Marcus" is "3rd"'],
  ]);
  // "in the end", "in the last round" say when: never a place, an end or a placing of the one named.
  it.each([
    ["Marcus spelled rhythm in the end."],
    ["Marcus was handed silhouette in the last round."],
    ["Marcus spelled rhythm in the first round."],
  ])("%s is an error, not a place", (clue) => {
    const result = parse(`${BEE}\n1. ${clue}\n`);
    expect(result.puzzle).toBeUndefined();
  });
});

describe("compass words where the introduction says which way the row runs", () => {
  const SHAFTS = "Five shafts were sunk in a line, numbered 1 to 5 from west (left) to east (right).\n\nForeman: Agnes, Cuthbert, Ethel, Mortimer, Wilfred\nMetal: copper, lead, silver, tin, zinc\n";
  readings(SHAFTS, [
    ["The copper shaft lies directly east of Ethel's.", '"Ethel" is immediately to the left of "copper"'],
    ["Cuthbert's shaft is the easternmost.", '"Cuthbert" is in position 5'],
    ["Wilfred's shaft lies directly west of Cuthbert's.", '"Wilfred" is immediately to the left of "Cuthbert"'],
  ]);
  it("and without it, 'east' is not read", () => {
    const result = parse("Foreman: Agnes, Cuthbert, Ethel\nMetal: copper, lead, silver\n\n1. The copper shaft lies directly east of Ethel's.\n");
    expect(result.puzzle).toBeUndefined();
  });
});

describe("'…, and she has more grandchildren than he does': the two named before, each by the pronoun that fits", () => {
  readings("Name: Ethel, Harold, Ivy, Reginald\nJob: baker, chemist, vicar, librarian\nGrandchildren: 2, 3, 4, 6\n", [
    ["Reginald lives next door to the chemist, and she has more grandchildren than he does.", '"Reginald" is next to "chemist"; "Reginald"\'s grandchild is less than "chemist"\'s; "chemist" is not "Harold"; "chemist" is not "Reginald"'],
  ]);
});

describe("an ordinal after a verb of an event is the order of events, even with a row: 'Ursula checked in first'", () => {
  const HOTEL = "Five guests were given adjoining rooms, numbered 1 to 5 from left to right.\n\nGuest: Fiona, Leonard, Nigel, Ursula, Walter\nCheck-in: 2:00pm, 2:30pm, 3:00pm, 3:30pm, 4:00pm\n";
  readings(HOTEL, [
    ["Ursula checked in first, in the room next to Nigel.", '"Ursula" is "2:00pm"; "Ursula" is next to "Nigel"'],
    ["Ursula arrived last, in the room next to Nigel.", '"Ursula" is "4:00pm"; "Ursula" is next to "Nigel"'],
    ["Ursula sits first, next to Nigel.", '"Ursula" is in position 1; "Ursula" is next to "Nigel"'],
  ]);
});

describe("'neither of them', 'at the other', 'its cook is a woman', 'the winning chili', 'simmered 2 hours less'", () => {
  readings("Name: Harold, Oscar, Penelope, Ruth\nHobby: fossils, stamps, postcards, coins\nAge: 30, 41, 52, 63\n", [
    ["Harold is eleven years older than Penelope, and neither of them collects fossils.", '"Penelope"\'s age is 11 less than "Harold"\'s; "Harold" is not "fossils"; "Penelope" is not "fossils"'],
    ["Oscar lives at one end of the street; the postcard collector lives at the other.", '"Oscar" is at one of the ends; "postcards" is at one of the ends; "Oscar" is not "postcards"'],
    ["There are two houses between Oscar and Ruth, and neither of them collects stamps.", '"Oscar" and "Ruth" are three places apart; "Oscar" is not "stamps"; "Ruth" is not "stamps"'],
  ]);
  readings("Placings: 1st, 2nd, 3rd\nCooks: Ernest, Gloria, Ivan\nPeppers: ancho, chipotle, habanero\nSimmer: 2 hours, 3 hours, 4 hours\n", [
    ["The winning chili used chipotle. Its cook is a woman.", '"1st" is "chipotle"; "1st" is not "Ernest"; "1st" is not "Ivan"'],
    ["The chili that won used chipotle.", '"1st" is "chipotle"'],
    ["Ivan's chili simmered 2 hours less than Ernest's.", '"Ivan"\'s simmer is 2 hours less than "Ernest"\'s'],
  ]);
  readings("Name: Douglas, Ingrid, Margaret\nCar: Volvo, Fiat, Skoda\nPlace: 1st, 2nd, 3rd\n", [
    ["The quiz winner drives a Volvo.", '"1st" is "Volvo"'],
  ]);
});

describe("'…, while the coin collector lives somewhere to the right of him': the object pronoun says the sex", () => {
  readings("Name: Harold, Katherine, Oscar, Penelope, Simon\nHobby: maps, coins, fossils, stamps, teapots\n", [
    ["The map collector lives in the middle house, while the coin collector lives somewhere to the right of him.", '"maps" is in position 3; "maps" is somewhere to the left of "coins"; "maps" is not "Katherine"; "maps" is not "Penelope"'],
  ]);
});

describe("a side of the row is a place even where placings are ordinals: 'the right-hand end house', 'on the far right'", () => {
  readings("Name: Douglas, Ingrid, Margaret, Patrick, Theresa\nCar: Volvo, Fiat, Skoda, Mazda, Jeep\nPlace: 1st, 2nd, 3rd, 4th, 5th\n", [
    ["Ingrid lives in the right-hand end house.", '"Ingrid" is in position 5'],
    ["Ingrid lives on the far right.", '"Ingrid" is in position 5'],
    ["Ingrid came last.", '"Ingrid" is "5th"'],
  ]);
  readings("Times: 10:00am, 10:15am, 10:30am, 10:45am\nCustomers: Alfred, Cynthia, Gregory, Lorna\n", [
    ["Gregory walked in three-quarters of an hour after Lorna.", '"Lorna"\'s time is three quarters of an hour earlier than "Gregory"\'s'],
  ]);
});

describe("'lives nearest the market', 'isn't his flavour either', and a superlative no other category has is an error", () => {
  readings("Baker: Agnes, Bernard, Douglas\nApron: mustard, plum, teal\nDistance: 3 miles, 8 miles, 12 miles\n", [
    ["Douglas lives nearest the market, and his stall is second from the left.", '"Douglas" is "3 miles"; "Douglas" is in position 2'],
    ["Agnes lives furthest from the market.", '"Agnes" is "12 miles"'],
  ]);
  readings("Name: Rupert, Sally, Tom\nFlavour: toffee, pistachio, mint\n", [
    ["Rupert never orders toffee, and pistachio isn't his flavour either.", '"Rupert" is not "toffee"; "Rupert" is not "pistachio"'],
  ]);
  it("'The oldest owner … visits his hut earlier in the week than anyone else' with no timeline is not '73 is 73'", () => {
    const result = parse("Owner: Edith, Fergus, Harriet\nPaint: coral, lemon, navy\nAge: 34, 41, 73\nPet: ferret, parrot, tortoise\n\n1. The oldest owner keeps a tortoise and visits his hut earlier in the week than anyone else.\n");
    expect(result.errors.map((e) => e.message)).toEqual(['"earlier" compares, but no category of numbers, dates or times fits it']);
  });
});

describe("'the shop's first customer of the day', 'the first customer through the door', and 'Hugh, who came in later than anyone else, …'", () => {
  readings("Times: 9:15am, 10:40am, 3:20pm\nCustomers: Bridget, Hugh, Norman\nBooks: atlas, cookbook, field guide\nPrices: $8, $12, $16\n", [
    ["The atlas buyer was the shop's first customer of the day.", '"atlas" is "9:15am"'],
    ["The atlas buyer was the first customer through the door.", '"atlas" is "9:15am"'],
    ["Hugh, who came in later than anyone else, paid less for his book than Bridget did but more than Norman did.", '"Hugh" is "3:20pm"; "Hugh"\'s price is less than "Bridget"\'s; "Norman"\'s price is less than "Hugh"\'s'],
  ]);
});

describe("days of the week are an order: 'later in the week', 'the day after', 'two days before'", () => {
  // Before: read as places in the row or as ages ('two days before' was '2 less' on ages), a silent misreading.
  const HUTS = `Five beach huts stand in a row, numbered 1 to 5 from left to right.

Owner: Edith, Fergus, Harriet, Leonard, Marjorie
Day: Monday, Tuesday, Wednesday, Thursday, Friday
Age: 34, 41, 52, 60, 73
`;
  readings(HUTS, [
    ["Fergus visits later in the week than Leonard.", '"Leonard"\'s day is earlier than "Fergus"\'s'],
    ["Edith visits the day after Fergus.", '"Fergus"\'s day is 1 day earlier than "Edith"\'s'],
    ["Edith visits the day before Fergus.", '"Edith"\'s day is 1 day earlier than "Fergus"\'s'],
    ["Fergus visits two days before Harriet.", '"Fergus"\'s day is 2 days earlier than "Harriet"\'s'],
    // ("his hut": the oldest owner is a man. Before: nothing said of that.)
    ["The oldest owner visits his hut earlier in the week than anyone else.", '"73" is "Monday"; "73" is not "Edith"; "73" is not "Harriet"; "73" is not "Marjorie"'],
  ]);
  it("refuses a difference in weeks or months on weekdays", () => {
    const result = parse(`${HUTS}\n1. Edith visits two months before Fergus.\n`);
    expect(result.errors.map((e) => e.message)).toEqual(["a difference in months cannot be measured on Day"]);
  });
  readings(`Name: Ann, Bob, Cy\nDay: Sunday, Monday, Tuesday\nPet: cat, dog, eel\n`, [
    ["Ann came on the day before Bob.", '"Ann"\'s day is 1 day earlier than "Bob"\'s'],
    ["The cat's owner came earliest in the week.", '"cat" is "Sunday"'],
  ]);
  readings(`Name: Ann, Bob, Cy\nMonth: March, April, May\nPet: cat, dog, eel\n`, [
    ["Ann moved in the month after Bob.", '"Bob"\'s month is 1 month earlier than "Ann"\'s'],
  ]);
});

describe("'the last to touch the wall' is an order of events, and a result is no place in the row", () => {
  // Before: in a row of lanes, "the last to touch the wall" was lane 5, and "swam next to her, yet finished
  // behind her" a place to the left (a wrong grid reported solved once the second was read).
  const GALA = `Five swimmers lined up in lanes 1 to 5, counted from left to right.

Swimmer: Clementine, Evander, Leopold, Marguerite, Ulric
Town: Ashford, Beckley, Crowmarsh, Dunmore, Elmstead
Time: 58 seconds, 61 seconds, 64 seconds, 67 seconds, 70 seconds
`;
  it("reads them with other clues that use the row", () => {
    const result = parse(`${GALA}\n1. Clementine swam in the middle lane.\n2. The Dunmore swimmer was the last to touch the wall.\n3. Leopold swam next to Marguerite, yet finished behind her.\n`);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual([
      '"Clementine" is in position 3', '"Dunmore" is "70 seconds"', '"Leopold" is next to "Marguerite"',
      '"Marguerite"\'s time is less than "Leopold"\'s',
    ]);
  });
  it("is an error where nothing orders events", () => {
    const result = parse(`Swimmer: Clementine, Evander, Leopold\nTown: Ashford, Beckley, Crowmarsh\n\n1. Clementine swam in the middle lane.\n2. The Ashford swimmer was the last to touch the wall.\n`);
    expect(result.errors.map((e) => e.message)).toEqual(['"last" compares, but no category of numbers, dates or times fits it']);
  });
});

describe("dashes, remarks that name nothing, and adjectives of a category's noun", () => {
  const ROW = "There are 5 houses in a row, numbered 1 to 5 from left to right.\n\nName: Ailbhe, Brian, Cliona, Dermot, Eileen\nBread: barmbrack, blaa, soda bread, sourdough, wheaten\nDoor: blue, green, orange, red, yellow\nPet: budgie, donkey, goat, hamster, rabbit\n";
  readings(ROW, [
    ["The sourdough baker - who never shuts up about her starter - lives in the middle house, behind the blue door.", '"sourdough" is in position 3; "sourdough" is "blue"'],
    ["The sourdough baker—who never shuts up about her starter—lives in the middle house.", '"sourdough" is in position 3'],
    ["Dermot keeps the budgie, and it never stops chattering.", '"Dermot" is "budgie"'],
    // A remark is the last resort: words that say something are read ("does not work under it").
    ["The blue door is at one end of the row, but Brian does not live behind it.", '"blue" is at one of the ends; "Brian" is not "blue"'],
    ["Eileen keeps a goat, and her house is at one end of the row.", '"Eileen" is "goat"; "Eileen" is at one of the ends'],
  ]);
  it("keeps a hyphen inside a word", () => {
    const result = parse(`Name: Ann, Bob\nColour: sky-blue, red\n\n1. Ann has the sky-blue door.\n`);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual(['"Ann" is "sky-blue"']);
  });
  // Before: "allergic" denied a link unless the puzzle itself used the word; "food allergy" now defines it.
  readings("Name: Ada, Ben, Cleo, Dev\nFood allergy: peanuts, shellfish, eggs, sesame\nCar: Fiat, Skoda, Volvo, Subaru\n", [
    ["Ada isn't allergic to eggs.", '"Ada" is not "eggs"'],
    ["The person who is allergic to shellfish drives a Fiat.", '"shellfish" is "Fiat"'],
  ]);
  it("reads 'one wakes up at 5:00' as the value 5:00, and 'the last to wake up' as the latest", () => {
    const text = `There are 3 houses in a row, numbered 1 on the left to 3 on the right.
 - Each person has a different name: one is called Kai, one is called Lara, and one is called Otto
 - Each person wakes up at a different time: one wakes up at 5:00, one wakes up at 5:30, and one wakes up at 6:00

Clues:
1. Otto lives in the middle house and is the last to wake up.
`;
    const result = parse(text);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual(['"Otto" is in position 2', '"Otto" is "6:00"']);
  });
});

describe("a teller's words between commas, stressed amounts, 'the pair of them', 'his … hers', and 'she' is the person", () => {
  const SWIM = "There are 4 ladders in a row, numbered 1 to 4 from left to right.\n\nSwimmer: Brid, Eoin, Orla, Padraig\nDistance: 400 metres, 600 metres, 800 metres, 1000 metres\nDrink: chai, cocoa, espresso, tea\n";
  readings(SWIM, [
    ["Orla, it must be said, has never tried an espresso.", '"Orla" is not "espresso"'],
    ["Orla swam 200 metres further than Brid, as it happens.", '"Brid"\'s distance is 200 metres less than "Orla"\'s'],
    ["Of course, Eoin drinks cocoa.", '"Eoin" is "cocoa"'],
    ["Eoin outswam Orla by a hefty 400 metres.", '"Orla"\'s distance is 400 metres less than "Eoin"\'s'],
    ["Eoin swam further than Orla, and his ladder is somewhere to the right of hers.", '"Orla"\'s distance is less than "Eoin"\'s; "Orla" is somewhere to the left of "Eoin"'],
    ["Orla swam further than Eoin, and his ladder is somewhere to the right of hers.", '"Eoin"\'s distance is less than "Orla"\'s; "Orla" is somewhere to the left of "Eoin"'],
    ["Brid swam 200 metres further than Padraig, and the pair of them are at opposite ends of the row.", '"Padraig"\'s distance is 200 metres less than "Brid"\'s; "Brid" is at one of the ends; "Padraig" is at one of the ends'],
  ]);
  // Before: "she" was read as the Ford, the subject (a wrong grid reported solved).
  readings("There are 3 houses in a row.\n\nName: Kieran, Lucy, Nessa\nSport: camogie, hurling, rowing\nCar: ford, skoda, toyota\nCrisps: plain, salted, smoky\n", [
    ["The Ford is parked outside the house directly right of the camogie player's - and she eats nothing but smoky crisps.", '"camogie" is immediately to the left of "ford"; "camogie" is "smoky"; "camogie" is not "Kieran"'],
  ]);
});

describe("'to her right', 'than Aoife is', 'reading from left to right', 'a euro more', and a remark that holds a word of a value", () => {
  const MARKET = "There are 4 tables in a row, numbered 1 to 4 from left to right.\n\nStallholder: Aoife, Colm, Maeve, Tadhg\nProduce: blackberry jam, duck eggs, rhubarb tart, wildflower honey\nPrice: 3 euro, 4 euro, 6 euro, 7 euro\n";
  readings(MARKET, [
    ["Maeve is at one end of the row, and Colm is somewhere to her right.", '"Maeve" is at one of the ends; "Maeve" is somewhere to the left of "Colm"'],
    ["Maeve is next to Colm, and Tadhg is directly to his left.", '"Maeve" is next to "Colm"; "Tadhg" is immediately to the left of "Colm"'],
    ["Maeve is asking a euro more than Aoife is.", '"Aoife"\'s price is 1 euro less than "Maeve"\'s'],
    ["Aoife's table comes directly after Colm's, reading from left to right.", '"Colm" is immediately to the left of "Aoife"'],
  ]);
  it("refuses a remark with a word of a value in it, naming the word", () => {
    const result = parse(`${MARKET}\n1. Maeve is next to Colm, and Colm has the jam.\n`);
    expect(result.errors.map((e) => e.message)).toEqual(['cluegrid cannot read "jam" here: it is a word of a value but names none; write the value in full']);
  });
});

describe("'whose lemon tart drew a queue', 'longer on her sculpture than anyone else', 'Of the four tenants,'", () => {
  readings("Baker: Bartholomew, Cressida, Dorian\nBake: lemon tart, scones, trifle\nBench: 1, 2, 3\n", [
    ["Bartholomew, whose lemon tart drew a queue of tasters, had bench 3.", '"Bartholomew" is "lemon tart"; "Bartholomew" is "3"'],
  ]);
  readings("Sculptor: Harriet, Ivo, Jun\nTime: 50 minutes, 80 minutes, 110 minutes\nPrize: 1st, 2nd, 3rd\n", [
    ["Harriet, who spent longer on her sculpture than anyone else did, took 1st prize.", '"Harriet" is "110 minutes"; "Harriet" is "1st"'],
  ]);
  readings("Tenant: Annelise, Bruno, Cosima, Dieter\nFloor: 1st floor, 3rd floor, 5th floor, 7th floor\nPlant: basil, cactus, fern, ivy\n", [
    ["Of the four tenants, the one who lives highest up grows basil.", '"7th floor" is "basil"'],
  ]);
});

describe("'Pilots' with first names are people; 'belongs to a woman, who …'; 'The last to arrive, a woman, …'", () => {
  const BALLOONS = "Pilots: Cressida, Eugenia, Lionel, Marcus\nSponsors: bakery, dairy, hardware store, radio station\nLaunches: 6:00am, 6:15am, 6:30am, 6:45am\nTrees: rowan, maple, birch, oak\n";
  readings(BALLOONS, [
    ["The balloon sponsored by the hardware store was flown by a woman.", '"hardware store" is not "Lionel"; "hardware store" is not "Marcus"'],
    ["The rowan belongs to a woman, who launched before the dairy's pilot.", '"rowan" is not "Lionel"; "rowan" is not "Marcus"; "rowan"\'s launch is earlier than "dairy"\'s'],
    ["The last to launch, a man, planted the oak.", '"6:45am" is not "Eugenia"; "6:45am" is "oak"'],
  ]);
});

describe("'and grows neither mint nor rosemary', 'looks after neither the guppies nor the swordtails'", () => {
  readings("Name: Clarence, Mildred, Ottoline\nHerb: mint, rosemary, thyme\nFish: guppies, swordtails, tetras\n", [
    ["Mildred lives at one end of the row and grows neither mint nor rosemary.", '"Mildred" is at one of the ends; "Mildred" is not "mint"; "Mildred" is not "rosemary"'],
    // ("looks after" is one verb, "tends": read as "Clarence tends neither …".)
    ["Clarence looks after neither the guppies nor the swordtails.", 'neither "guppies" nor "swordtails" is "Clarence"'],
  ]);
});

describe("a value of the compared category right before the comparison is its difference", () => {
  // Before: "(2) Fenella's distance is less than 3 miles's" was a second reading, and the clue an error.
  readings("Name: Fenella, Jasper, Lucian\nJob: architect, baker, cooper\nDistance to work: 1 mile, 3 miles, 4 miles\n", [
    ["Jasper is not the architect, and his commute is 3 miles longer than Fenella's.", '"Jasper" is not "architect"; "Fenella"\'s distance to work is 3 miles less than "Jasper"\'s'],
  ]);
});

describe("', so she's hardly the farrier', 'Julia, a teacher from Antrim, …', '… a cat - a very fat one'", () => {
  readings("Name: Colm, Eimear, Julia\nJob: farrier, publican, teacher\nCounty: Antrim, Kerry, Kilkenny\nVehicle: tractor, jeep, minibus\n", [
    ["Eimear drives the tractor, so she's hardly the farrier.", '"Eimear" is "tractor"; "Eimear" is not "farrier"'],
    ["Julia, a teacher from Antrim, drives the jeep.", '"Julia" is "teacher"; "Julia" is "Antrim"; "Julia" is "jeep"'],
    ["The farrier drives a jeep - a very old one.", '"farrier" is "jeep"'],
  ]);
});

/** Pets, and foods each one can't stand ("one hates olives"): a category whose own words deny. */
const HATES = `There are 3 houses in a row, numbered 1 on the left to 3 on the right.
 - Each person has a different name: one is Gertrude, one is Humphrey, and one is Leonora
 - Each person keeps a different pet: one keeps a ferret, one owns a tortoise, and one has a parrot
 - Each person can't stand a different food: one hates olives, one avoids mushrooms, and one dislikes celery

Clues:
`;

describe("'can't stand' denies, unless each one's category is what they can't stand", () => {
  // Before: with "Each person can't stand a different food: one hates olives, …", "Gertrude can't stand olives"
  // was read as "Gertrude is not olives" (a silent misreading), while "hates olives" was "is olives".
  readings(HATES, [
    ["Gertrude can't stand olives.", '"Gertrude" is "olives"'],
    ["Humphrey cannot bear celery.", '"Humphrey" is "celery"'],
    ["Gertrude can't stand the parrot.", '"Gertrude" is not "parrot"'],
    ["The person who can't stand olives owns the ferret.", '"olives" is "ferret"'],
    // Before: '"Gertrude" is "olives"': the phrase's "can't" undid the link's "not" (a silent misreading).
    ["Gertrude is not the one who can't stand olives.", '"Gertrude" is not "olives"'],
    ["Gertrude is the person who can't stand olives.", '"Gertrude" is "olives"'],
    // Before: an error; "one can't stand" was read with the puzzle's words, not the food's.
    ["Of Gertrude and the parrot owner, one can't stand olives and the other keeps a ferret.", 'of "Gertrude" and "parrot", one is "olives" and the other "ferret"'],
  ]);
  it("refuses 'the person who can't stand tea' where drinks are what each one drinks", () => {
    const result = parse(`${FRIENDS}\n1. The person who can't stand tea owns the cat.\n`);
    expect(result.errors.map((e) => e.message)).toEqual(['cluegrid cannot read "stand" here: a phrase with this verb names no one value; name the value itself']);
  });
  readings("Singer: Beatrix, Cormac, Delphine\nLozenge: aniseed, honey, liquorice\n", [
    ["Beatrix can't stand liquorice, and neither can Cormac.", '"Beatrix" is not "liquorice"; "Cormac" is not "liquorice"'],
  ]);
  readings(FRIENDS, [
    ["Ada can't stand the parrot.", '"Ada" is not "parrot"'],
    ["Ben couldn't abide coffee.", '"Ben" is not "coffee"'],
  ]);
});

describe("a word that denies asserts only for the category it defines", () => {
  // Before: with "one hates olives, one avoids mushrooms", "Gertrude hates the parrot" was "Gertrude is parrot"
  // and "Gertrude despises olives" was "Gertrude is not olives" (both silent misreadings).
  readings(HATES, [
    ["Gertrude hates the parrot.", '"Gertrude" is not "parrot"'],
    ["Gertrude avoids the tortoise.", '"Gertrude" is not "tortoise"'],
    ["Gertrude despises olives.", '"Gertrude" is "olives"'],
    ["Gertrude hates olives.", '"Gertrude" is "olives"'],
    ["The ferret owner hates olives.", '"ferret" is "olives"'],
    ["The parrot owner doesn't hate celery.", '"parrot" is not "celery"'],
  ]);
});

describe("remarks with compounds and subjects of their own; a tree in front of a house; the other end from a house", () => {
  const HOUSES = `There are 5 houses in a row, numbered 1 on the left to 5 on the right.
 - Each person has a different name: one is Dermot, one is Eileen, one is Brendan, one is Maeve, and one is Nora
 - Each person keeps a different pet: one keeps a tortoise, one has a parrot, one owns a cat, one has a budgie, and one minds a goldfish
 - Each person has a different tree out the front: one grows a rowan, one planted a birch, one prunes a cherry, one tends a holly, and one has a hazel

Clues:
`;
  readings(HOUSES, [
    ["Nora keeps a cat - a very well-fed one.", '"Nora" is "cat"'],
    ["The tortoise - which, by the look of it, will outlive the whole road - belongs to Maeve.", '"tortoise" is "Maeve"'],
    ["Brendan wouldn't have a parrot in the house - the squawking, he says, would drive him up the walls.", '"Brendan" is not "parrot"'],
    ["Dermot lives next door to Eileen; the budgie is his, and it never stops chattering.", '"Dermot" is next to "Eileen"; "budgie" is "Dermot"'],
    // Before: also read as "holly is somewhere to the left of 1" (in front of as ahead in a line), so an error.
    ["The holly stands in front of house 1, and the birch in front of house 5.", '"holly" is in position 1; "birch" is in position 5'],
    ["The holly stands in front of house 1, and the birch in front of the house at the other end of the row.", '"holly" is in position 1; "birch" is at one of the ends; "holly" is not "birch"'],
    ["Nora lives in house 5, and Maeve lives at the other end.", '"Nora" is in position 5; "Maeve" is at one of the ends; "Nora" is not "Maeve"'],
  ]);
});

describe("'respectively', 'the former' and 'the latter', sex said through 'one of the girls', superlatives 'of anyone'", () => {
  const TOWN = `Name: Gordon, Beryl, Muriel, Connor
Town: Ashby, Coldharbour, Dunmore, Elmfield
Job: librarian, vet, baker, pilot
Snack: nachos, popcorn, pretzel, slushie
Price: $3.75, $4.50, $5.25, $6.00
`;
  readings(`${TOWN}Seat: 1, 2, 3, 4\n`, [
    ["Gordon and Beryl came from Coldharbour and Ashby respectively.", '"Gordon" is "Coldharbour"; "Beryl" is "Ashby"'],
    ["Gordon and Beryl sat in seats 4 and 1 respectively, and the latter is a librarian.", '"Gordon" is "4"; "Beryl" is "1"; "Beryl" is "librarian"'],
    ["Of Muriel and the vet, the former eats nachos and the latter ordered popcorn.", '"Muriel" is "nachos"; "vet" is "popcorn"'],
    ["The nachos were the most expensive snack anyone bought.", '"nachos" is "$6.00"'],
    ["Gordon bought the slushie, and it cost more than anything else at the counter.", '"Gordon" is "slushie"; "Gordon" is "$6.00"'],
  ]);
  readings(TOWN, [
    // Before: "one of the girls" and "who is a boy" were errors.
    ["The slushie was bought by one of the girls.", '"slushie" is not "Gordon"; "slushie" is not "Connor"'],
    ["The vet, who is a boy, eats nachos.", '"vet" is not "Beryl"; "vet" is not "Muriel"; "vet" is "nachos"'],
  ]);
  it("reads 'one of the girls' only as who someone is or who did it, never after another verb", () => {
    // (A first version read "The vet hates one of the girls" as "the vet is a girl".)
    expect(parse(`${TOWN}\n1. The vet hates one of the girls.\n`).errors).not.toEqual([]);
  });
  readings("Name: Edith, Arthur, Cyril\nOpening: 7:00am, 7:15am, 7:30am\nFee: £18, £22, £26\nAwning: maroon, navy, striped\n", [
    ["Edith opens a quarter of an hour later than Arthur, and she pays £4 less.", '"Arthur"\'s opening is a quarter of an hour earlier than "Edith"\'s; "Edith"\'s fee is £4 less than "Arthur"\'s'],
    ["Edith opens later than Arthur, and she pays less.", '"Arthur"\'s opening is earlier than "Edith"\'s; "Edith"\'s fee is less than "Arthur"\'s'],
    ["Cyril opens earlier than anyone else, under a striped awning.", '"Cyril" is "7:00am"; "Cyril" is "striped"'],
    ["Cyril opens at 7:00am, pays £18 and trades under the navy awning.", '"Cyril" is "7:00am"; "Cyril" is "£18"; "Cyril" is "navy"'],
  ]);
  readings("Player: Clement, Ingrid, Marcus\nOpening: French, Slav, Sicilian\nPlacing: 1st, 2nd, 3rd\n", [
    // Before: also "the Slav is at the right end of the row" (the row is the boards'), so an error.
    ["The person who finished last played the Slav, and Clement sits next to Ingrid.", '"3rd" is "Slav"; "Clement" is next to "Ingrid"'],
  ]);
  readings(`There are 3 houses in a row, numbered 1 on the left to 3 on the right.
 - Each person has a different name: one is Muriel, one is Clara, and one is Percival
 - Each person collects something different: one collects teapots, one collects coins, and one collects fossils
 - Each person has a dish they cannot abide: one loathes tripe, one avoids liver, and one hates sprouts

Clues:
`, [
    // Before: "is not liver": the teapots' and the dishes' words were read together, and "can't stand" denied.
    ["The teapot collector can't stand liver.", '"teapots" is "liver"'],
  ]);
});

describe("a denying word beside a value is read with that value's category", () => {
  const GARDENERS = `There are 3 houses in a row, numbered 1 on the left to 3 on the right.
 - Each person has a different job: one is a baker, one is a dentist, and one is a pilot
 - Each person dislikes a different drink: one hates gin, one loathes coffee, and one avoids cola
 - Each person grows a different flower: one grows dahlias, one plants irises, and one tends tulips

Clues:
`;
  readings(GARDENERS, [
    // Before: errors ("a phrase with this verb names no one value"): the clue's two categories were read together.
    ["The person who hates gin grows irises.", '"gin" is "irises"'],
    ["Whoever loathes coffee is the dentist.", '"coffee" is "dentist"'],
    // Before: "gin is not irises", a silent misreading ("hater" read into the link, with the flowers' words).
    ["The gin hater grows irises.", '"gin" is "irises"'],
    ["The pilot despises the baker.", '"pilot" is not "baker"'],
  ]);
  it("refuses 'the pilot hater', someone who hates the pilot: it names no one value", () => {
    // Before: "pilot is not irises".
    const result = parse(`${GARDENERS}1. The pilot hater grows irises.\n`);
    expect(result.errors.map((e) => e.message)).toEqual(['cluegrid cannot read "hater" here: a phrase with this word names no one value; name the value itself']);
  });
});

describe("pence and cents, phrasal verbs whose particle is no order, an amount in one category's unit", () => {
  readings("Sender: Dennis, Georgina, Marjorie\nPostage: £2.85, £3.40, £3.95\nService: tracked, first class, signed for\n", [
    // Before: "£55.00 less", so the puzzle was a contradiction; and "cost 55" was read as a place, making a row of places.
    ["Dennis paid 55p more than Georgina.", '"Georgina"\'s postage is 55p less than "Dennis"\'s'],
    ["Dennis paid 55 pence more than Georgina.", '"Georgina"\'s postage is 55p less than "Dennis"\'s'],
    ["The first class parcel cost 55p more than the tracked one.", '"tracked"\'s postage is 55p less than "first class"\'s'],
  ]);
  readings("Name: Ann, Bob, Cy\nPrice: $1.25, $2.00, $2.75\n", [
    ["Ann paid 75¢ more than Bob.", '"Bob"\'s price is 75 cents less than "Ann"\'s'],
  ]);
  readings("Shepherd: Agnes, Dermot, Fiona\nBreed: Cheviot, Merino, Texel\nPen: 1, 2, 3\n", [
    // Before: "the Texel is not somewhere to the left of Agnes" ("after" as an order), a silent misreading.
    ["Agnes does not look after the Texel.", '"Agnes" is not "Texel"'],
    ["Dermot takes care of the Merino.", '"Dermot" is "Merino"'],
  ]);
  readings("Bowler: Graham, Hamish, Maureen, Shirley\nScore: 12 points, 15 points, 18 points, 21 points\n", [
    // Before, in a puzzle with rinks in a row: "Maureen's position is 3 less than Shirley's".
    ["Shirley finished three points behind Maureen, who bowled next to Graham.", '"Shirley"\'s score is 3 points less than "Maureen"\'s; "Maureen" is next to "Graham"'],
  ]);
});

describe("a verb before a comparative that makes an extreme, units with a slash, doers of a sport, a phrasal verb the puzzle uses", () => {
  readings("Three teams tackled escape rooms; a lower time is faster.\n\nTeam: Brainstorm, Keymasters, Puzzlers\nRoom: pyramid, spaceship, submarine\nTime: 41 minutes, 44 minutes, 47 minutes\n", [
    // Before: an error ("cluegrid does not know what 'cleared' says").
    ["The submarine room was cleared faster than any other room.", '"submarine" is "41 minutes"'],
  ]);
  readings("Each bowler sent down a different delivery.\n\nBowler: Aisha, Finn, Josh\nSpeed: 112 km/h, 116 km/h, 120 km/h\nDelivery: bouncer, yorker, leg cutter\n", [
    ["The bouncer was 4 km/h faster than the yorker.", '"yorker"\'s speed is 4 km/h less than "bouncer"\'s'],
    ["Finn sent down the leg cutter.", '"Finn" is "leg cutter"'],
    ["Josh turned down the leg cutter.", '"Josh" is not "leg cutter"'],
  ]);
  readings("Name: Ann, Bob, Cy\nSport: cricket, sailing, gymnastics\n", [
    ["The sailor is Ann.", '"sailing" is "Ann"'],
    ["The gymnast is Bob.", '"gymnastics" is "Bob"'],
  ]);
  readings("There are 3 houses in a row, numbered 1 on the left to 3 on the right.\n - Each person rides a different bike: one rides a Merida, one a Giant, and one a Trek\n - Each person is a different age: one is 20, one is 30, and one is 40\n\nClues:\n", [
    ["The Merida and the Giant are in the two end houses, the former on the far right.", '"Merida" is at one of the ends; "Giant" is at one of the ends; "Merida" is not "Giant"; "Merida" is in position 3'],
  ]);
});

describe("a result in a throw is a longer throw; 'can't eat' names the food each one avoids; names the English list and another agree on", () => {
  readings("Athlete: Jasmine, Kieran, Nathan\nDistance: 10 metres, 11 metres, 12 metres\n", [
    // Before: "Jasmine is somewhere to the left of Kieran", in a row the puzzle does not have.
    ["Jasmine finished ahead of Kieran.", '"Kieran"\'s distance is less than "Jasmine"\'s'],
  ]);
  readings(`There are 3 houses in a row, numbered 1 on the left to 3 on the right.
 - Each person has a different name: one is Brendan, one is Charlotte, and one is Lucas
 - Each person has a different food allergy: one avoids peanuts, one avoids gluten, and one avoids eggs

Clues:
`, [
    // Before: "Lucas is not gluten".
    ["Lucas, who can't eat gluten, lives in house 2.", '"Lucas" is "gluten"; "Lucas" is in position 2'],
  ]);
  readings("Bowler: Austin, Destiny, Madison\nBall: 8 pounds, 10 pounds, 12 pounds\n", [
    // Before: "Destiny" (female in the English and French lists, male in the Italian) had no sex.
    ["The 12-pound ball was rolled by a boy.", '"12 pounds" is not "Destiny"; "12 pounds" is not "Madison"'],
  ]);
});

describe("'the secret behind' is whose, not where; what one cannot have in an allergy", () => {
  readings("Cook: Desiree, Hamish, Ludmila\nChili: ancho, chipotle, habanero\nSecret: cocoa, espresso, molasses\nScore: 62 points, 68 points, 74 points\n", [
    // Before: "espresso's score is less than chipotle's", a silent misreading.
    ["Espresso was the secret behind the chipotle chili.", '"espresso" is "chipotle"'],
    ["The espresso chili finished behind the chipotle chili.", '"espresso"\'s score is less than "chipotle"\'s'],
  ]);
  readings(`There are 3 houses in a row, numbered 1 on the left to 3 on the right.
 - Each person has a different name: one is Gertrude, one is Oswald, and one is Rosalind
 - Each person is allergic to a different food: one to eggs, one to gluten, and one to peanuts

Clues:
`, [
    // Before: "gluten is not in position 1".
    ["The person in house 1 cannot eat gluten.", '"gluten" is in position 1'],
    ["Oswald can't eat eggs.", '"Oswald" is "eggs"'],
  ]);
});

describe("names with titles, a count between two things compared, 'the latter' never a verb, 'her next-door neighbor'", () => {
  const SHOPPERS = "Shopper: Mrs. Osgood, Miss Pell, Mr. Rourke\nArticle: apron, teapot, flour sifter\nPrice: $1.29, $1.49, $1.69\n";
  readings(SHOPPERS, [
    // Before: also read without the amount ("forty cents" taken into the verb), so an error.
    ["The teapot cost forty cents more than the flour sifter.", '"flour sifter"\'s price is 40 cents less than "teapot"\'s'],
    // Before: also "Miss Pell paid less than Mr. Rourke and than Mrs. Osgood" ("the latter paid" as a verb group).
    ["Miss Pell paid less than Mr. Rourke, and the latter paid less than Mrs. Osgood.", '"Miss Pell"\'s price is less than "Mr. Rourke"\'s; "Mr. Rourke"\'s price is less than "Mrs. Osgood"\'s'],
    // A title says the sex: before, "she" could be any of the three.
    ["Mr. Rourke bought the apron, and Miss Pell paid more than him.", '"Mr. Rourke" is "apron"; "Mr. Rourke"\'s price is less than "Miss Pell"\'s'],
    ["The teapot was bought by a woman.", '"teapot" is not "Mr. Rourke"'],
  ]);
  readings("There are 3 houses in a row, numbered 1 on the left to 3 on the right.\n - Each person has a different name: one is Mrs. Marchbanks, one is Mr. Keller, and one is Miss Ames\n - Each person has a different dog: one has a pointer, one has a beagle, and one has a collie\n\nClues:\n", [
    ["Mrs. Marchbanks lives at one end; the owner of the pointer is her next-door neighbor.", '"Mrs. Marchbanks" is at one of the ends; "pointer" is next to "Mrs. Marchbanks"'],
    ["Mr. Keller lives directly to the left of Miss Ames; the former, a man, owns the beagle.", '"Mr. Keller" is immediately to the left of "Miss Ames"; "Mr. Keller" is "beagle"'],
  ]);
});

describe("what review of this session's readings found (each was a silent misreading in a first version)", () => {
  const FOODS = `There are 3 houses in a row, numbered 1 on the left to 3 on the right.
 - Each person has a different name: one is Gertrude, one is Humphrey, and one is Leonora
 - Each person keeps a different pet: one keeps a ferret, one owns a tortoise, and one has a parrot
 - Each person can't stand a different food: one hates olives, one avoids mushrooms, and one dislikes celery

Clues:
`;
  readings(FOODS, [
    // Only what one cannot eat or drink names the food: "cannot hate" denies.
    ["Gertrude cannot hate olives.", '"Gertrude" is not "olives"'],
    ["Gertrude can't eat celery.", '"Gertrude" is "celery"'],
    // A passive's object is the one who dislikes: the food's own words read the link.
    ["Celery is disliked by the tortoise owner.", '"celery" is "tortoise"'],
  ]);
  readings("Name: Ada, Ben, Cleo\nHobby: politics, gymnastics, chess\nPet: dog, cat, fish\n", [
    // "polite" is no doer of politics.
    ["Ada, who is polite, owns the dog.", '"Ada" is "dog"'],
    ["The gymnast owns the cat.", '"gymnastics" is "cat"'],
  ]);
  it("gives up 'A and B are two' only when that leaves one solution, whatever the order of the clues", () => {
    const header = "Name: Ada, Ben, Cleo\nPet: cat, dog, emu\nDrink: tea, milk, soda\n\n";
    for (const [x, y] of [["cat", "dog"], ["dog", "cat"]]) {
      const clues = `1. Neither Ada nor the ${x} owner drinks tea.\n2. Neither Ada nor the ${y} owner drinks tea.\n3. Ben drinks milk.\n`;
      expect(report("n.txt", header + clues).status).toBe("contradiction");
    }
  });
});

describe("'in some order', 'of them all', 'there'", () => {
  readings("Maker: Ava, Maddie, Noah\nPlane: orange, red, blue\nWeight: 1 kg, 2 kg, 3 kg\n", [
    ["Ava and Maddie made the orange and red planes, in some order.", 'of "Ava" and "Maddie", one is "orange" and the other "red"'],
    ["Noah made the heaviest plane of them all.", '"Noah" is "3 kg"'],
    ["The blue plane, the lightest plane there, was made by Noah.", '"blue" is "1 kg"; "blue" is "Noah"'],
  ]);
});

describe("extremes said after a thing of one's own, and 'none of the other …'", () => {
  // Before: errors at "anyone" and at "None".
  readings("Owner: Cassandra, Douglas, Henrietta\nFood: dumplings, falafel, tacos\nOpening: 10:00am, 10:15am, 10:45am\n", [
    ["Henrietta opens her taco truck before anyone else on the pier.", '"Henrietta" is "tacos"; "Henrietta" is "10:00am"'],
    ["Douglas opens the falafel truck after all the others.", '"Douglas" is "falafel"; "Douglas" is "10:45am"'],
    ["None of the other trucks opens later than the dumplings.", '"dumplings" is "10:45am"'],
    ["None of the other owners opens earlier than Cassandra.", '"Cassandra" is "10:00am"'],
  ]);
});

describe("'outside' a region is not in it; outside anything else is in front of it, so at it", () => {
  // Before: "Della did her exploring outside Warren County" was read as "Della" is "Warren" (a wrong grid reported solved).
  readings("Caver: Della, Ernest, Rupert\nCounty: Adair, Casey, Warren\nCave: Bear Hollow, Echo Cavern, Marble Sink\n", [
    ["Della did her exploring outside Warren County.", '"Della" is not "Warren"'],
    ["Ernest explored a cave outside Adair.", '"Ernest" is not "Adair"'],
    ["Rupert didn't explore outside Casey County.", '"Rupert" is "Casey"'],
  ]);
  // (An error for a while this session; a fresh puzzle's "The Tesla is parked outside the yellow house" means at it.)
  readings("There are 3 houses in a row.\n\nCar: Tesla, Volvo, Fiat\nHouse colour: yellow, red, blue\n", [
    ["The Tesla is parked outside the yellow house.", '"Tesla" is "yellow"'],
  ]);
});

describe("an adverb after 'more' or 'less' says what its adjective says", () => {
  // Before: "more cheaply than anyone else" was read as the highest price (a wrong answer to a fresh puzzle's question).
  readings("Baker: Agnes, Bruno, Cecily\nBread: baguette, brioche, focaccia\nPrice: $4, $5, $7\n", [
    ["Agnes sells her bread more cheaply than anyone else.", '"Agnes" is "$4"'],
    ["Agnes sells bread more cheaply than Bruno.", '"Agnes"\'s price is less than "Bruno"\'s'],
    ["Agnes sells her loaves less cheaply than Bruno.", '"Bruno"\'s price is less than "Agnes"\'s'],
    ["Cecily prices her bread most expensively of all.", '"Cecily" is "$7"'],
  ]);
  readings(RACE, [
    ["Nora swam more slowly than Pablo.", '"Pablo"\'s time is less than "Nora"\'s'],
    ["Nora swam less quickly than Pablo.", '"Pablo"\'s time is less than "Nora"\'s'],
  ]);
});

describe("'neither of the two women …': none of that sex", () => {
  // Before: errors at "two" and at "these".
  const OFFICE = "Resident: Abhishek, Rani, Sneha, Yusuf\nProfession: nurse, professor, shopkeeper, engineer\nState: Assam, Goa, Kerala, Punjab\n";
  readings(OFFICE, [
    ["Neither of the two women is a professor.", '"professor" is not "Rani"; "professor" is not "Sneha"'],
    ["None of the two men lives in Goa.", '"Goa" is not "Abhishek"; "Goa" is not "Yusuf"'],
    ["Rani isn't the nurse, and neither of these two comes from Goa.", '"Rani" is not "nurse"; "Rani" is not "Goa"; "nurse" is not "Goa"'],
  ]);
  it("refuses 'the two women' where the puzzle has three, and a link that does not say one has the value", () => {
    // Before (in review): "Hilda lives next to Greta, and neither of the two women is the vet" ruled out a third woman too.
    const three = parse("Name: Greta, Hilda, Ruth, Oscar\nJob: vet, nurse, tailor, baker\n\n1. Hilda lives next to Greta, and neither of the two women is the vet.\n");
    expect(three.errors.map((e) => e.message)).toEqual(['cluegrid cannot read "women" here: "neither of the two women" is read only where the names say who they all are']);
    const result = parse(`${OFFICE}\n1. Neither of the two men hates Goa.\n`);
    expect(result.errors.map((e) => e.message)).toEqual(['cluegrid cannot read "hates" here: "neither of the two women …" is read only with links that say one has a value ("is", "owns")']);
  });
});

describe("the row's own noun, as the introduction gives it", () => {
  // Before: "sheet 2" was read as the placing "2nd" (no row), with sheets numbered in the introduction.
  readings("Four rinks played on sheets numbered 1 to 4 from left to right.\n\nSkip: Brenda, Dwayne, Marlene, Russell\nPlacing: 1st, 2nd, 3rd, 4th\n", [
    ["Russell played on sheet 2.", '"Russell" is in position 2'],
    ["Brenda's rink finished second.", '"Brenda" is "2nd"'],
  ]);
});

describe("fresh phrasings of extremes, doers and relative clauses", () => {
  // Before: each an error ("cyclist", "dishes", "trains", "who").
  readings("Name: Imran, Kavita, Suresh\nVehicle: bicycle, motorcycle, scooter\nRent: Rs 7500, Rs 9000, Rs 11000\n", [
    ["The scooter rider pays more rent than the cyclist but less than the motorcyclist.", '"bicycle"\'s rent is less than "scooter"\'s; "scooter"\'s rent is less than "motorcycle"\'s'],
    ["Imran pays the least of all the tenants.", '"Imran" is "Rs 7500"'],
  ]);
  readings("Passenger: Anjali, Deepak, Farida\nSnack: kachori, poha, samosa\nDeparture: 6:40 am, 7:05 am, 7:30 am\n", [
    ["Deepak, who has opted for kachori, is waiting for the last of the three trains.", '"Deepak" is "kachori"; "Deepak" is "7:30 am"'],
  ]);
  readings("Name: Pooja, Ravi, Uma\nJob: dentist, pilot, tailor\nCity: Chennai, Delhi, Pune\n", [
    ["Pooja is a dentist who stays in Chennai.", '"Pooja" is "dentist"; "dentist" is "Chennai"'],
    ["Ravi is the pilot that lives in Pune.", '"Ravi" is "pilot"; "pilot" is "Pune"'],
  ]);
});

describe("two pronouns of two sexes for the two people of the statement before", () => {
  // The first is the subject's, as a reader takes it. (Before: an error.)
  readings("Passenger: Ambrose, Flora, Greta\nJob: nurse, professor, tailor\nFare: $10, $13, $16\n", [
    ["The nurse paid $3 more than the professor, and her compartment is immediately to the right of his.",
      '"professor"\'s fare is $3 less than "nurse"\'s; "professor" is immediately to the left of "nurse"; "nurse" is not "Ambrose"'],
  ]);
});

describe("none of the people in some places: 'Neither of the two people in the middle houses …'", () => {
  // Before: errors ("two", "Nobody" with "the ends").
  readings("There are 4 houses in a row.\n\nName: Ada, Ben, Cleo, Dev\nDrink: coffee, juice, milk, tea\n", [
    ["Neither of the two people in the middle houses drinks coffee.", '"coffee" is not in position 2; "coffee" is not in position 3'],
    ["Nobody at the ends drinks milk.", '"milk" is not at one of the ends'],
    ["Neither of the two people in the end houses drinks tea.", '"tea" is not at one of the ends'],
    ["None of the guests at the ends of the row is drinking juice.", '"juice" is not at one of the ends'],
  ]);
});

describe("'where' asides and 'hers' as an object", () => {
  // Before: errors at "where" and at ".".
  readings("Room: blue, green, yellow\nClue: glove, letter, pipe\nSuspect: butler, cook, maid\n", [
    ["The yellow room, where the police found the glove, is at one end of the corridor.", '"yellow" is "glove"; "yellow" is at one of the ends'],
    ["The blue room, where the letter was hidden, is in the middle.", '"blue" is "letter"; "blue" is in position 2'],
  ]);
  readings("Name: Cornelius, Edith, Jasper\nJob: butler, governess, cook\nShoe: size 5, size 7, size 9\n", [
    ["The butler's shoes are larger than the governess's, and he lives in the house immediately to the right of hers.",
      '"governess"\'s shoe is less than "butler"\'s; "governess" is immediately to the left of "butler"; "governess" is not "Cornelius"; "governess" is not "Jasper"'],
  ]);
});

describe("a relation noun before 'who', times the puzzle is set in, 'the winner of the race', 'was finished last'", () => {
  // Before: each an error ("child", "most", ",", "a place").
  readings("Child: Emma, Jack, Sophie\nLunch: pasta, salad, sandwiches\nAge: 7, 8, 9\n", [
    ["The child who brings sandwiches is older than Sophie.", '"Sophie"\'s age is less than "sandwiches"\'s'],
  ]);
  readings("Child: Emma, Harry, Lucy\nRead: 2 books, 3 books, 5 books\n", [
    ["Lucy has read the most books this term.", '"Lucy" is "5 books"'],
    ["Emma reads the fewest books each week, and Harry doesn't read 3 books.", '"Emma" is "2 books"; "Harry" is not "3 books"'],
  ]);
  readings("Child: Amy, Grace, Max\nSnack: apple, banana, crisps\nPlace: 1st, 2nd, 3rd\n", [
    ["Grace, the winner of the race, brought an apple.", '"Grace" is "1st"; "Grace" is "apple"'],
  ]);
  readings("Snowmen stand in a row.\n\nChild: Ella, Harry, Mia\nFinished: 10:00am, 10:15am, 10:30am\n", [
    ["The snowman in the middle of the row was finished last.", '"10:30am" is in position 2'],
    ["Ella's snowman was finished first.", '"Ella" is "10:00am"'],
  ]);
});

describe("'the neighbour immediately to Stanley's right' as a subject", () => {
  // Before: an error at "immediately".
  readings("There are 3 houses in a row.\n\nName: Stanley, Tess, Uma\nCar: Buick, Ford, Jeep\nAge: 30, 40, 50\n", [
    ["The neighbor immediately to Stanley's right drives the Buick.", '"Stanley" is immediately to the left of "Buick"'],
    ["Stanley is the youngest, and the neighbour immediately to his left drives the Jeep.", '"Stanley" is "30"; "Jeep" is immediately to the left of "Stanley"'],
  ]);
});

describe("'at the opposite end from' after a statement", () => {
  // Before: an error at "end".
  readings("Guest: Henrietta, Leonard, Mabel\nDish: soup, stew, pie\n", [
    ["Henrietta has room 3, at the opposite end of the hallway from Leonard.", '"Henrietta" is in position 3; "Henrietta" is at one of the ends; "Leonard" is at one of the ends; "Henrietta" is not "Leonard"'],
  ]);
  readings("Observer: Lionel, Margot, Oscar\nInstrument: binoculars, dobsonian, refractor\nTarget: Andromeda, Jupiter, Vega\n", [
  ]);
  // ("pointed at", "aimed at" say nothing of having: "Hilda pointed at the vet" is no "Hilda is the vet".)
  table([
    ["friends", "Ada pointed at the pilot.", /does not know what "pointed" says/u],
  ]);
});

describe("a possessive in the subject's own verb group says the subject's sex; 'square 2' is a place", () => {
  // Before: "his" said nothing (the puzzle was ambiguous), and "square 2" was read as the placing 2nd.
  readings("Contestant: Lakshmi, Nikhil, Venkat\nMotif: diya, lotus, peacock\nPlacing: 1st, 2nd, 3rd\n", [
    ["The winner drew his rangoli immediately to the left of Lakshmi's square.", '"1st" is immediately to the left of "Lakshmi"; "1st" is not "Lakshmi"'],
    ["Venkat drew the lotus in square 2.", '"Venkat" is "lotus"; "Venkat" is in position 2'],
    ["Nikhil finished in place 2.", '"Nikhil" is "2nd"'],
  ]);
});

describe("a sex said inside 'of A and B, one … the other …' and in a list of different ones", () => {
  // Before: "her" and "the woman who …" said nothing there (the puzzles were ambiguous).
  readings("Keeper: Felix, Greta, Hamish\nFish: angelfish, guppies, tetras\nPlant: anubias, hornwort, moss\n", [
    ["Of Felix and Greta, one keeps the guppies and the other has the anubias in her tank.",
      'of "Felix" and "Greta", one is "guppies" and the other "anubias"; "anubias" is not "Felix"; "anubias" is not "Hamish"'],
    ["The three keepers were Felix, the woman who keeps tetras and the hornwort grower.",
      '"Felix", "tetras", "hornwort" are all different; "tetras" is not "Felix"; "tetras" is not "Hamish"'],
    ["The angelfish keeper had his tank cleaned by the moss grower.", '"angelfish" is "moss"; "angelfish" is not "Greta"'],
  ]);
});

describe("'senior to', 'junior to', 'elder to': older or younger", () => {
  // Before: read as two people being one ("are both Cousin") or an error.
  readings("Cousin: Kavita, Manoj, Sunil\nAge: 20, 22, 25\n", [
    ["Kavita is senior to Manoj, but Manoj is senior to Sunil.", '"Manoj"\'s age is less than "Kavita"\'s; "Sunil"\'s age is less than "Manoj"\'s'],
    ["Kavita is three years junior to Sunil.", '"Kavita"\'s age is 3 less than "Sunil"\'s'],
    ["Manoj is elder to Kavita.", '"Kavita"\'s age is less than "Manoj"\'s'],
  ]);
});

describe("'at least 8 points more than' (the least difference); 'came in last' with scores and no placings", () => {
  // Before: "at least" was an error, and "came in last" made a row of places (the puzzle was ambiguous).
  readings("Team: Brainiacs, Quizzards, Smarty Pants\nScore: 34 points, 38 points, 46 points\n", [
    ["The Brainiacs scored at least 8 points more than the Quizzards.", '"Quizzards"\'s score is at least 8 points less than "Brainiacs"\'s'],
    ["The Quizzards finished at least 4 points behind the Brainiacs.", '"Quizzards"\'s score is at least 4 points less than "Brainiacs"\'s'],
    ["The Smarty Pants came in last.", '"Smarty Pants" is "34 points"'],
    ["The Brainiacs finished first.", '"Brainiacs" is "46 points"'],
  ]);
  table([
    ["race", "Nora finished at most 2 minutes ahead of Pablo.", /"at most" makes it another range/u],
  ]);
});

describe("'left next to' (as translated from German 'links neben') is immediately left of; 'right next to' is beside", () => {
  // Before: an error at "left".
  readings("There are 3 houses in a row.\n\nName: Greta, Hanna, Jonas\nJob: baker, nurse, tailor\n", [
    ["Hanna lives in the house left next to the baker.", '"Hanna" is immediately to the left of "baker"'],
    ["Jonas lives right next to the nurse.", '"Jonas" is next to "nurse"'],
  ]);
});

describe("'the former welder', an adverb between commas, 'belongs to one of the men', a participle that makes an extreme", () => {
  // Before: errors at "former", ",", "men" and "other".
  readings("Resident: Eileen, Lester, Otis\nJob: dentist, welder, nurse\nYear: 2001, 2004, 2007\n", [
    ["The former welder moved in three years after Eileen.", '"Eileen"\'s year is 3 years earlier than "welder"\'s'],
    ["The nurse is, awkwardly, the dentist's neighbour.", '"nurse" is next to "dentist"'],
    ["The welder belongs to one of the men.", '"welder" is not "Eileen"'],
    ["Otis moved in first, arriving earlier than any other resident.", '"Otis" is "2001"; "Otis" is "2001"'],
  ]);
});

describe("a numbered line with commas is a clue, never a category line without its colon", () => {
  // Before: "this looks like a category line without its colon" for "1. The nurse is, sadly, older than the dentist."
  readings("Resident: Eileen, Lester, Otis\nJob: dentist, welder, nurse\nYear: 2001, 2004, 2007\n", [
    ["The nurse is, sadly, the dentist's neighbour.", '"nurse" is next to "dentist"'],
  ]);
});

describe("'the person who lives directly between A and B' as a phrase", () => {
  // Before: an error at "between".
  readings("There are 4 houses in a row.\n\nName: Agnes, Clement, Edwina, Rupert\nCar: estate, hatchback, pickup, convertible\n", [
    ["The pickup belongs to the person who lives directly between Edwina and Agnes.", '"pickup" is next to "Edwina"; "pickup" is next to "Agnes"; "Edwina" is not "Agnes"'],
    ["The person who lives between Edwina and Agnes drives the estate.", '"estate" is between "Edwina" and "Agnes"'],
  ]);
});

describe("'the oldest member' beside ages and the years one moved in is the age", () => {
  // Before: "can be read in 2 ways: "oldest" on Age; "oldest" on Moved in".
  readings("Gardener: Bernice, Clarence, Hazel\nAge: 74, 79, 85\nMoved in: 2012, 2015, 2018\n", [
    ["The oldest member of the group has lived here longer than any of the other two.", '"85" is "2012"'],
    ["Hazel moved in earlier than Bernice.", '"Hazel"\'s moved in is earlier than "Bernice"\'s'],
  ]);
});

describe("'…, and she is older than Ronan but younger than Tomas'", () => {
  // Before: an error at "than".
  readings("Name: Ronan, Tomas, Una\nCrisps: Hunky Dorys, King, Tayto\nAge: 20, 30, 40\n", [
    ["Una has never tried Tayto, and she is older than Ronan but younger than Tomas.", '"Una" is not "Tayto"; "Ronan"\'s age is less than "Una"\'s; "Una"\'s age is less than "Tomas"\'s'],
  ]);
});

describe("a remark that says nothing still says its pronoun's sex, where only the subject can be meant", () => {
  // Before: "he" in the remark was dropped with it (the puzzle was ambiguous).
  readings("There are 3 bays in a row.\n\nOwner: Bernard, Harriet, Lucinda\nColour: cream, green, white\n", [
    ["The owner of the white car parked it in one of the end bays, and he has polished its chrome all day.", '"white" is at one of the ends; "white" is not "Harriet"; "white" is not "Lucinda"'],
  ]);
});

describe("'Between A and B there is exactly one house'", () => {
  // Before: an error at "there".
  readings("There are 4 houses in a row.\n\nName: Lothar, Marie, Greta, Jonas\nFood: mushrooms, olives, leeks, figs\n", [
    ["Between Lothar and the person who eats mushrooms there is exactly one house.", '"Lothar" and "mushrooms" are two places apart'],
  ]);
});

describe("review: what this session's first readings got wrong", () => {
  it("reads 'finished first' as the best time beside a category of points, not the most points", () => {
    // Before (in review): "Hilda" was "15 points", a wrong grid reported solved.
    const result = parse("Name: Hilda, Greta, Oscar\nTime: 20 minutes, 22 minutes, 24 minutes\nDarts: 5 points, 10 points, 15 points\n\n1. Hilda finished the race first.\n");
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual(['"Hilda" is "20 minutes"']);
  });
  it("reads each graded adverb in its own clue ('more slowly', then 'more cheaply'), however the shapes are cached", () => {
    // Before (in review): the second clue took the first one's degree from the clue-shape cache.
    const result = parse("Name: Hilda, Greta, Stanley, Oscar\nPrice: $10, $20, $30, $40\nTime: 20 minutes, 25 minutes, 30 minutes, 35 minutes\n\n1. Hilda ran more slowly than Oscar.\n2. Greta bought more cheaply than Stanley.\n");
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual(['"Oscar"\'s time is less than "Hilda"\'s', '"Greta"\'s price is less than "Stanley"\'s']);
  });
  readings("Name: Hilda, Greta, Oscar, Stanley\nPrice: $10, $25, $40, $60\n", [
    // Before (in review): one "at least" made every difference of the clue a least one.
    ["Hilda pays $20 more than Oscar, and at least $5 more than Greta.", '"Oscar"\'s price is $20 less than "Hilda"\'s; "Greta"\'s price is at least $5 less than "Hilda"\'s'],
  ]);
  table([
    // Before (in review): "his" was the nurse's, though the statement before says the vet is right of the nurse.
    ["friends", "The nurse lives left of the chef, and his house is right of hers.", /it could mean "The nurse" or "the chef"/u],
  ]);
  it("refuses 'in heat 2' where placings are ordinals (it was read as the placing 2nd)", () => {
    const result = parse("Contestant: Lakshmi, Nikhil, Venkat\nPlacing: 1st, 2nd, 3rd\n\n1. Nikhil finished in heat 2.\n");
    expect(result.errors.map((e) => e.message)).toEqual(['cluegrid cannot read "heat 2" here: it is no place in a row and no placing']);
  });
});

describe("'the first car in line' beside a timeline is no time", () => {
  // Before (in review): "9:00am" is "Ford", the earliest arrival, a silent misreading (so before this session too).
  it("is an error, not the earliest arrival", () => {
    const result = parse("Spot: 1, 2, 3, 4\nCar: Ford, Audi, Fiat, Kia\nArrival: 9:00am, 9:10am, 9:20am, 9:30am\n\n1. The first car in line is the Ford.\n");
    expect(result.errors.length).toBe(1);
    expect(result.puzzle).toBeUndefined();
  });
});

describe("an amount's unit picks the category: days are weekdays, never months; 'the morning after' is the next day", () => {
  // Before: "two days after" and "the morning after" were months ("2 months later"), a wrong forced answer.
  readings("There are 3 houses in a row.\n\nJob: chef, dentist, librarian\nMonth: January, March, May\nGym day: Monday, Tuesday, Wednesday\n", [
    ["The dentist works out two days after the chef.", '"chef"\'s gym day is 2 days earlier than "dentist"\'s'],
    ["The librarian goes to the gym the morning after the chef.", '"chef"\'s gym day is 1 day earlier than "librarian"\'s'],
    ["The librarian goes to the gym the night before the chef.", '"librarian"\'s gym day is 1 day earlier than "chef"\'s'],
    ["The librarian was born two months after the chef.", '"chef"\'s month is 2 months earlier than "librarian"\'s'],
    ["The librarian goes to the gym later in the week than the chef.", '"chef"\'s gym day is earlier than "librarian"\'s'],
    ["The librarian was born later in the year than the chef.", '"chef"\'s month is earlier than "librarian"\'s'],
  ]);
});

describe("the words of a category's own line pick it for a comparison ('starts work later', 'joined most recently')", () => {
  // Before: "this clue can be read in 2 ways" (a time of day or a month).
  readings("There are 3 houses in a row, numbered 1 on the left to 3 on the right. There is one person living in each house. The people in these houses have different characteristics:\n - Each person starts work at a different time: one starts at 7:00 am, one starts at 8:00 am, and one starts at 9:00 am\n - Each person was born in a different month: one was born in March, one was born in May, and one was born in July\n - Each person has a different job: one is a writer, one is a nurse, and one is a chef\n\nClue(s):\n", [
    ["The writer starts work later than the nurse.", '"nurse"\'s time is earlier than "writer"\'s'],
    ["The writer was born later in the year than the nurse.", '"nurse"\'s month is earlier than "writer"\'s'],
    ["The writer was born in the last month of the year.", '"writer" is "July"'],
  ]);
});

describe("'upstairs from' and 'downstairs from' are above and below", () => {
  // Before: an error naming "upstairs".
  readings("Name: Ruth, Tessa, Wendy\nFloor: 1st, 2nd, 3rd\n", [
    ["Ruth's office is upstairs from Wendy's but downstairs from Tessa's.", '"Wendy"\'s floor is less than "Ruth"\'s; "Ruth"\'s floor is less than "Tessa"\'s'],
  ]);
});

describe("a contest of reach: the winner threw furthest, 'finished behind' threw less, lengths in another unit", () => {
  const javelin = "Five men threw the javelin.\n\nThrower: Kofi, Lars, Mateo\nDistance: 58 m, 61 m, 70 m\nBib: 104, 117, 122\n";
  // Before: "no category fits 'champion'"; "finished behind" and "finished last" were places in the row.
  readings(javelin, [
    ["The champion is Kofi.", '"70 m" is "Kofi"'],
    ["The man in bib 104 finished last.", '"104" is "58 m"'],
    ["Kofi finished behind Lars.", '"Kofi"\'s distance is less than "Lars"\'s'],
  ]);
  // Before: "8 cm less" was 8 m less (a contradiction).
  readings("Each of them cleared a different height in the high jump.\n\nJumper: Oliver, Priya, Tamsin\nHeight: 1.80 m, 1.84 m, 1.88 m\n", [
    ["Priya cleared 4 cm less than Tamsin.", '"Priya"\'s height is 4 cm less than "Tamsin"\'s'],
    ["The winner, who cleared 1.88 m, is Oliver.", '"1.88 m" is "Oliver"'],
  ]);
  // Without a word of reach, heights are no results: "the winner" is not the tallest.
  it("does not read 'the winner' as the tallest where nothing is thrown or jumped", () => {
    const result = parse("Name: Ann, Bea, Cy\nHeight: 150 cm, 160 cm, 170 cm\nPie: apple, fig, plum\n\n1. The winner is Ann.\n");
    expect(result.errors.map((e) => e.message)).toEqual(['"winner" compares, but no category of numbers, dates or times fits it']);
  });
});

describe("'scored 8 points more than' where '8 points' is also a score is the amount", () => {
  // Before: "read in 2 ways", the second on the jersey numbers.
  readings("Player: Quincy, Reggie, Nate\nPoints: 8, 16, 24\nJersey: #3, #11, #19\n", [
    ["Quincy scored 8 points more than Reggie.", '"Reggie"\'s point is 8 less than "Quincy"\'s'],
  ]);
});

describe("'Neither A nor B ordered X or Y'; a 'neither' whose verb does not say one has the value", () => {
  const lunch = "Name: Kevin, Mike, Oscar\nLunch: salad, noodles, wrap\nPrice: $6, $7, $8\n";
  // Before: an error at "or".
  readings(lunch, [
    ["Neither Mike nor Oscar ordered the salad or the noodles.", 'neither "Mike" nor "Oscar" is "salad"; neither "Mike" nor "Oscar" is "noodles"'],
  ]);
  it("refuses 'Neither Mike nor Oscar hates the salad' (it was read as neither ordering it)", () => {
    const result = parse(`${lunch}\n1. Neither Mike nor Oscar hates the salad.\n`);
    expect(result.errors.map((e) => e.message)).toEqual(['cluegrid cannot read "hates" here: "neither … nor …" and "not … or …" are read only with links that say one has a value ("is", "owns", "ordered")']);
  });
});

describe("an object pronoun after two people: 'and she is lying immediately to his left'; 'and he is left of her'", () => {
  const kids = "Name: Chloe, Ava, Ben\nToy: robot, kite, yo-yo\nAge: 6, 7, 8\n";
  // Before: an error at "his".
  readings(kids, [
    ["Chloe is older than Ben, and she is lying immediately to his left.", '"Ben"\'s age is less than "Chloe"\'s; "Chloe" is immediately to the left of "Ben"'],
    // Before: "Chloe is immediately to the left of Ben": the object pronoun was always the second person.
    ["Chloe is older than Ben, and he is lying immediately left of her.", '"Ben"\'s age is less than "Chloe"\'s; "Ben" is immediately to the left of "Chloe"'],
    ["Chloe is older than Ben, and he lives in the house immediately to the right of hers.", '"Ben"\'s age is less than "Chloe"\'s; "Chloe" is immediately to the left of "Ben"'],
  ]);
});

describe("the one who does a value's -graphy, -nomy or -logy", () => {
  // Before: an error at "photographer" ("did you mean photography?").
  readings("Name: Bob, Carol, Dave\nHobby: photography, astronomy, geology\nPet: cat, dog, rabbit\n", [
    ["The photographer owns the cat.", '"photography" is "cat"'],
    ["The astronomer owns the dog.", '"astronomy" is "dog"'],
    ["The geologist owns the rabbit.", '"geology" is "rabbit"'],
  ]);
});

describe("race times past 23 minutes are minutes and seconds; an amount in two units", () => {
  const race = "Runner: Abigail, Brooke, Carmen\nTime: 38:40, 39:10, 39:40\nBib: 112, 127, 135\n";
  // Before: "1 minute" on "38:40" was one unit of its number (a second), and the puzzle a contradiction.
  it("counts '1 minute ahead' as 60 seconds on times such as 38:40", () => {
    const r = report("race.txt", `${race}\n1. Abigail finished 1 minute ahead of Carmen.\n2. Abigail wore bib 112.\n3. Brooke wore bib 127.\n`);
    expect(r.status).toBe("solved");
    expect(r.rows).toEqual([["Abigail", "38:40", "112"], ["Brooke", "39:10", "127"], ["Carmen", "39:40", "135"]]);
  });
  // Before: an error at "25" (or "the amount before 'ahead' is read whole").
  readings(race, [
    ["Abigail finished 1 minute 25 seconds ahead of Carmen.", '"Abigail"\'s time is 85 seconds earlier than "Carmen"\'s'],
    ["Abigail finished a minute and 10 seconds before Brooke.", '"Abigail"\'s time is 70 seconds earlier than "Brooke"\'s'],
  ]);
});

describe("'all four of her rivals', 'the league leader', '… and did not win', 'the brown one'", () => {
  const pool = "Swimmer: Anya, Beatriz, Nadia\nCap: orange, purple, black\nPoints: 12, 15, 18\n";
  // Before: errors at "four", "her", "to" and ".".
  readings(pool, [
    ["Nadia was outscored by all two of her teammates.", '"Nadia" is "12"'],
    ["The league leader wears the black cap.", '"18" is "black"'],
  ]);
  readings("Event: sprint, hurdles, high jump\nVehicle: van, pickup, minivan\nPlace: 1st, 2nd, 3rd\n", [
    ["The minivan driver lives in one of the end houses and did not win.", '"minivan" is at one of the ends; "minivan" is not "1st"'],
  ]);
  readings("Name: Walter, Stan, Reg\nShed: blue shed, green shed, brown shed\nVeg: leeks, onions, marrows\n", [
    ["The green shed stands somewhere to the left of the brown one.", '"green shed" is somewhere to the left of "brown shed"'],
  ]);
});

describe("'belongs to the neighbour who …' is a person; 'just has'; the cyclist rides the bike", () => {
  // Before: "read in 2 ways", the second "next to".
  readings("Name: Archie, Delia, Ewan\nShed: white, green, brown\nYears: 2 years, 4 years, 6 years\n", [
    ["The white shed belongs to the neighbour who has been there for six years.", '"white" is "6 years"'],
    ["Archie has a neighbour who has been there for six years.", '"Archie" is next to "6 years"'],
  ]);
  // Before: an error at "has" ("just" read as "immediately").
  readings("Name: Jean, Malcolm, Nora\nBreakfast: toast, porridge, kippers\nCar: silver, red, blue\n", [
    ["Jean drives the silver car, while Malcolm just has toast.", '"Jean" is "silver"; "Malcolm" is "toast"'],
  ]);
  // Before: "the cyclist" named no value beside "bike" (the puzzle was ambiguous).
  readings("Name: Bridget, Colin, Aileen\nTransport: bike, bus, car\nGarden: gnome, birdbath, sundial\n", [
    ["The gnome belongs to the cyclist.", '"gnome" is "bike"'],
  ]);
});

describe("'…, and the newest arrival is next door to …' has a subject of its own; 'next to hers'; a category named by its unit", () => {
  const plots = "There are 4 plots in a row.\n\nName: Duncan, Shona, Angus, Catriona\nShed: green, blue, brown, white\nYears: 3, 6, 9, 12\n";
  // Before: "Angus is next to 12" (the second subject was dropped, a silent misreading, older than this session).
  readings(plots, [
    ["Angus has the plot next to Catriona's, and the newest arrival is next door to whoever has been there longest.", '"Angus" is next to "Catriona"; the year "3" is next to "12"'],
    // Before: an error at the end ("the clue ends too early").
    ["Shona's plot is at the far left, and the brown shed is right next to hers.", '"Shona" is in position 1; "brown" is next to "Shona"'],
    ["Angus has had his plot three years longer than Duncan.", '"Duncan"\'s year is 3 less than "Angus"\'s'],
  ]);
});

describe("'the Oakdale neighbor' is the one from Oakdale; 'her dog' says its owner's sex beside named dogs", () => {
  const dogs = "Names: Paul, Rita, Tara, Walt\nYears: 2012, 2015, 2018, 2021\nDogs: Buddy, Daisy, Max, Rocky\nTowns: Fairview, Oakdale, Ridgeway, Westport\n";
  readings(dogs, [
    // Before: "Oakdale is next to Rocky", a row the puzzle does not have (a silent misreading, older than this session).
    ["The Oakdale neighbor owns Rocky.", '"Oakdale" is "Rocky"'],
    ["Either Paul or the Oakdale neighbor owns Rocky.", '"Rocky" is either "Paul" or "Oakdale"'],
    // Before: no sex from "her" (with dogs that have names, "her" might have been a dog).
    ["The Fairview neighbor adopted her dog most recently.", '"Fairview" is "2021"; "Fairview" is not "Paul"; "Fairview" is not "Walt"'],
  ]);
});

describe("review: what the first readings of 2026-11-25 got wrong", () => {
  // Each was a silent misreading in a first version of this session's change, found by a reviewer.
  it("compares on the age in 'The guest who arrived with flowers is older than Ben' (a line's words count only in the comparison)", () => {
    const text = "There are 3 houses in a row, numbered 1 on the left to 3 on the right. There is one person living in each house. The people in these houses have different characteristics:\n - Each guest arrived at a different time: one arrived at 6pm, one arrived at 7pm, and one arrived at 8pm\n - Each guest is a different age: one is 30, one is 40, and one is 50\n - Each guest has a different name: one is Ben, one is Cara, and one is Dan\n - Each guest brought a different gift: one brought flowers, one brought wine, and one brought cake\n\nClue(s):\n1. The guest who arrived with flowers is older than Ben.\n";
    const result = parse(text);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual(['"Ben"\'s age is less than "flowers"\'s']);
  });
  it.each([
    ["Name: Amy, Ben, Cy\nMonth: March, April, May\nPet: cat, dog, rat\n", "Amy arrived the morning after Ben.", "a difference in days cannot be measured on Month"],
    ["Name: Amy, Ben, Cy\nAge: 20, 30, 40\nPet: cat, dog, rat\n", "Amy lives upstairs from Ben.", 'cluegrid does not know what "upstairs" says about "Amy" and "Ben"; write, for example, "Amy has Ben" or "Amy does not have Ben"'],
    ["Five runners.\n\nName: Amy, Ben, Cy, Di, Ed\nScore: 10, 20, 30, 40, 50\nTeam: red, blue, green, gold, pink\n", "Amy scored more than all three of her rivals.", 'cluegrid cannot read "three" here: "all three of …" is read only as everyone else, and the puzzle has 4 others'],
    ["Three hikers set out on a clear morning with a hammer.\n\nName: Amy, Ben, Cy\nDistance: 5 miles, 8 miles, 11 miles\nTrail: Ridge, Creek, Pine\n", "The winner took the Ridge trail.", '"winner" compares, but no category of numbers, dates or times fits it'],
    ["There are 3 houses in a row.\nName: Chloe, Ben, Ava\nAge: 6, 7, 8\nToy: kite, ball, doll\n", "Chloe is older than Ben, and she is lying left of her.", "the clue ends too early; expected nothing more"],
  ])("refuses: %s / %s", (header, clue, message) => {
    expect(parse(`${header}\n1. ${clue}\n`).errors.map((e) => e.message)).toEqual([message]);
  });
  it("does not read 'borrowed a ladder from the neighbour who keeps a rabbit' as being the rabbit's owner", () => {
    const result = parse("There are 3 houses in a row.\nName: Amy, Ben, Cy\nPet: rabbit, cat, dog\nTool: ladder, mower, saw\n\n1. Amy borrowed a ladder from the neighbour who keeps a rabbit.\n");
    expect(result.puzzle).toBeUndefined();
  });
});

describe("a job named by its doer said with its verb: 'drives a taxi' is the taxi driver", () => {
  // Before: an error at "drives" ("did you mean 'taxi driver'?").
  readings("Name: Euan, Morag, Iain\nJob: taxi driver, baker, nurse\nAge: 30, 45, 63\n", [
    ["The oldest person on the street drives a taxi.", '"63" is "taxi driver"'],
    ["Euan doesn't drive a taxi.", '"Euan" is not "taxi driver"'],
  ]);
});


describe("'doesn't volunteer at the arena or at the legion hall'; 'who won't eat beets' where each refuses a food", () => {
  // Before: an error at the second "at".
  readings("Name: Amy, Ben, Cy\nDog: beagle, collie, pug\nPlace: arena, legion hall, library\n", [
    ["The beagle owner doesn't volunteer at the arena or at the legion hall.", 'neither "arena" nor "legion hall" is "beagle"'],
  ]);
  it("refuses 'Tom doesn't hate wine or cheese' (it was read as bringing neither)", () => {
    const result = parse("Name: Tom, Amy, Cy\nFood: wine, cheese, bread\nPet: cat, dog, rat\n\n1. Tom doesn't hate wine or cheese.\n");
    expect(result.errors.map((e) => e.message)).toEqual(['cluegrid cannot read "does hate" here: "neither … nor …" and "not … or …" are read only with links that say one has a value ("is", "owns", "ordered")']);
  });
  // A first version read "one won't eat liver" as the value "liver", and then "Carol won't eat beets" as "is not beets"
  // (the line's refusal dropped: a silent misreading a review found). The values keep their verb; the clue is an error.
  it("keeps 'eat liver' as the value of 'one won't eat liver', and refuses 'who won't eat beets' there", () => {
    const result = parse("There are 3 houses in a row, numbered 1 on the left to 3 on the right. There is one person living in each house. The people in these houses have different characteristics:\n - Each person coaches a different sport: one coaches hockey, one coaches curling, and one coaches soccer\n - Each person has one food they refuse: one won't eat liver, one won't eat olives, and one won't eat beets\n\nClue(s):\n1. The person who won't eat beets coaches curling.\n");
    expect(result.errors.map((e) => e.message)).toEqual(['cannot place "eat beets" here; expected "abide", "as", "bear" or another word']);
  });
});

describe("'before bed', 'most evenings' say when; 'just a pound heavier'; '… either' after a second denial; the embroiderer", () => {
  // Before: errors at ".", "most", "a", "either" and "embroiderer" (fresh set final45).
  readings("There are 3 houses in a row.\nName: Percy, Mabel, Vera\nDrink: sherry, cocoa, herbal tea\nHobby: embroidery, darts, banjo\n", [
    ["Percy likes a glass of sherry before bed.", '"Percy" is "sherry"'],
    ["Percy plays darts most evenings.", '"Percy" is "darts"'],
    ["The embroiderer lives somewhere to the right of the herbal tea drinker.", '"herbal tea" is somewhere to the left of "embroidery"'],
    ["Mabel can't abide cocoa and doesn't play the banjo either.", '"Mabel" is not "cocoa"; "Mabel" is not "banjo"'],
  ]);
  readings("Angler: Ted, Sid, Len\nFish: carp, pike, tench\nWeight: 2 pounds, 3 pounds, 5 pounds\n", [
    ["The carp was just a pound heavier than the tench.", '"tench"\'s weight is 1 pound less than "carp"\'s'],
  ]);
});

describe("review of the last readings of 2026-11-25", () => {
  it.each([
    // "or" and a preposition other than the verb's took in a second person ("Rome is neither Alice nor Carol").
    ["Name: Alice, Bob, Carol\nCity: Rome, Oslo, Paris\nPet: cat, dog, rat\n", "Carol didn't go to Rome or with Alice.", 'cannot place "." here; expected a number, "as", "at", "by" or another word'],
    // "either" after a statement that denies nothing was an extra "has".
    ["Name: Alice, Bob, Carol\nCity: Rome, Oslo, Paris\nPet: cat, dog, rat\n", "Carol keeps a cat, and has a dog either.", "the clue ends too early; expected nothing more"],
  ])("refuses: %s / %s", (header, clue, message) => {
    expect(parse(`${header}\n1. ${clue}\n`).errors.map((e) => e.message)).toEqual([message]);
  });
  // "drives a bus" named the bus driver where "bus" is a value too (the commute).
  readings("Name: Alice, Bob, Carol\nJob: bus driver, baker, nurse\nCommute: bus, car, bike\n", [
    ["Alice drives a bus.", '"Alice" is "bus"'],
  ]);
});

describe("'a house left of' counts one place; 'just one seat', 'a house apart'", () => {
  // Before: "sits a house left of" was somewhere left (the verb group took "a house"), "just one seat left of" and "a house apart" were errors.
  readings("Name: Amy, Ben, Cal, Dee\nDrink: tea, milk, soda, water\n", [
    ["Amy sits a house left of Ben.", '"Amy" is somewhere to the left of "Ben"; "Amy" and "Ben" are one place apart'],
    ["Amy lives just a house to the left of Ben.", '"Amy" is somewhere to the left of "Ben"; "Amy" and "Ben" are one place apart'],
    ["Amy sits just one seat left of Ben.", '"Amy" is somewhere to the left of "Ben"; "Amy" and "Ben" are one place apart'],
    ["Amy and Ben are a house apart.", '"Amy" and "Ben" are one place apart'],
    ["Amy lives two doors away from Ben.", '"Amy" and "Ben" are two places apart'],
  ]);
});

describe("'the second youngest' is a rank by age, not a place; 'next to Alice in age' is refused", () => {
  // Before: "the second youngest" was position 2 (a row invented in a puzzle without one), and "in age" was dropped.
  const header = "Name: Alice, Brian, Carol, David, Emma\nPet: cat, dog, parrot, rabbit, hamster\nAge: 21, 24, 27, 30, 33\n";
  readings(header, [
    ["The dog owner is the second youngest.", '"dog" is "24"'],
    ["Brian is the third oldest.", '"Brian" is "27"'],
    ["The dog owner is the second-youngest person.", '"dog" is "24"'],
    ["Of the five friends, the dog owner is the second youngest of the five.", '"dog" is "24"'],
    ["The second oldest person keeps the cat.", '"30" is "cat"'],
  ]);
  readings(`${header}\nClues:\n`, [
    ["The second youngest sits in the middle.", '"24" is in position 3'],
    ["Alice sits in the second seat.", '"Alice" is in position 2'],
  ]);
  it.each([
    ["Brian is next to Alice in age.", 'cluegrid cannot read "in age" here: "next to", "apart" and "between" are read of places in the row, not of an order by another measure; say it with an amount ("3 years older than")'],
    ["Two people separate Alice and Brian in age.", 'cluegrid cannot read "in age" here: "next to", "apart" and "between" are read of places in the row, not of an order by another measure; say it with an amount ("3 years older than")'],
  ])("refuses %s", (clue, message) => {
    expect(parse(`${header}\n1. ${clue}\n`).errors.map((e) => e.message)).toEqual([message]);
  });
});

describe("a word naming the category of a value compared names that value: 'the tenant on the 6th floor pays less'", () => {
  // Before: "floor" chose Floors, so the clue said the top floor is lower than Paula's (fresh set final48: a contradiction).
  readings("Tenants: Paula, Quentin, Sylvia\nFloors: 2nd, 3rd, 4th\nRents: $700, $750, $800\n", [
    ["The tenant on the highest floor pays less than Paula.", '"4th"\'s rent is less than "Paula"\'s'],
    ["The tenant on the 3rd floor pays less than Paula.", '"3rd"\'s rent is less than "Paula"\'s'],
    ["The tenant on the 3rd floor lives higher than Paula.", '"Paula"\'s floor is less than "3rd"\'s'],
    ["Paula's floor is higher than Sylvia's.", '"Sylvia"\'s floor is less than "Paula"\'s'],
  ]);
});

describe("a count named by its category's noun: 'no children', 'four children' for 'number of children: 0, 1, …'", () => {
  // Before: the prose layout names the category "number of children", and "children" ends in no "s": both errors (final48).
  readings("There are 3 houses, numbered 1 to 3 from left to right, as seen from across the street. Each house is occupied by a different person. Each house has a unique attribute for each of the following characteristics:\n - Each person has a unique name: `Hugo`, `Ines`, `Jack`\n - Each person has a unique number of children: `0`, `1`, `2`\n\n## Clues:\n", [
    ["The person with no children is directly left of Hugo.", '"0" is immediately to the left of "Hugo"'],
    ["Ines has two children.", '"Ines" is "2"'],
  ]);
});

describe("'Ben's sister' is another person; 'Frank's wife' is Frank's row where Frank is a husband", () => {
  // Before: "Ben's sister is at one end" was read as Ben at one end (the noun went into the verb group), a silent
  // misreading; and "Frank's wife is nine years older than Beryl", with a category of husbands, was an error (final45).
  it.each(["Ben's sister is at one end.", "Ben's wife sits in the middle."])("refuses %s", (clue) => {
    const noun = clue.includes("sister") ? "sister" : "wife";
    expect(parse(`Name: Amy, Ben, Cal\nDrink: tea, milk, soda\n\nClues:\n1. ${clue}\n`).errors.map((e) => e.message))
      .toEqual([`cluegrid cannot read "${noun}" here: "Ben's ${noun}" is another person, whom no value of the puzzle names; name the value itself`]);
  });
  readings("Lady: Beryl, Doreen, Maureen\nHusband: Frank, George, Walter\nAge: 52, 55, 58\n\nClues:\n", [
    ["Frank's wife is three years older than Beryl.", '"Beryl"\'s age is 3 less than "Frank"\'s'],
    ["Beryl is older than Frank's wife.", '"Frank"\'s age is less than "Beryl"\'s'],
    ["Walter's wife is at one end of the row of dryers, and Doreen is at the other.", '"Walter" is at one of the ends; "Doreen" is at one of the ends; "Walter" is not "Doreen"'],
  ]);
  readings("Name: Ann, Bea, Cy\nDrink: tea, milk, soda\n", [
    ["Ann is very fond of tea.", '"Ann" is "tea"'],
    ["Cy is particularly scared of soda.", '"Cy" is not "soda"'],
  ]);
  readings("Name: Ann, Bea, Cy\nCar: van, Mini, jeep\n\nClues:\n", [
    ["The van and the Mini are parked outside neighbouring houses.", '"van" is next to "Mini"'],
  ]);
});

describe("values that grade a scale of adjectives are in its order: 'very short, short, tall, very tall' are heights", () => {
  // Before: "taller" found no category of numbers (fresh set final48 z1).
  readings("Name: Ivy, Leo, Sam, Nora\nHeight: very short, short, tall, very tall\nSize: small, medium, large, extra\nRoast: light, medium, dark, very dark\n", [
    ["Leo is taller than Ivy.", '"Ivy"\'s height is less than "Leo"\'s'],
    ["Sam is the shortest.", '"Sam" is "very short"'],
  ]);
  readings("Name: Ivy, Leo, Sam\nSize: small, medium, large\nRoast: light, medium, dark\n", [
    ["Ivy's coffee is bigger than Leo's.", '"Leo"\'s size is less than "Ivy"\'s'],
    ["Sam has the largest.", '"Sam" is "large"'],
  ]);
});

describe("a British magazine's English: litotes, sayings, asides, a value said by its verb (fresh set final46)", () => {
  // Before: each an error, and "…, and he collects stamps" was passed over as a remark (a fact dropped: the puzzle was ambiguous).
  const prose = "There are 3 houses in a row, numbered 1 on the left to 3 on the right. There is one person living in each house. The people in these houses have different characteristics:\n - Each person has a favourite sport: one likes cricket, one enjoys darts, and one enjoys golf\n - Each person has a hobby: one enjoys bell-ringing, one goes birdwatching, and one enjoys stamp collecting\n - Each person has a different pet: one keeps a budgerigar, one has a spaniel, and one has a cat\n\nClue(s):\n";
  readings(prose, [
    ["The person with the cat is not averse to a game of darts.", '"cat" is "darts"'],
    ["The spaniel belongs to the one who cannot resist cricket.", '"spaniel" is "cricket"'],
    ["The person with the cat can't resist golf.", '"cat" is "golf"'],
    ["The person with the cat, as you might expect, prefers golf.", '"cat" is "golf"'],
    ["The bell-ringer keeps the spaniel.", '"bell-ringing" is "spaniel"'],
    ["The birdwatcher, rather sensibly, keeps a budgerigar and not a cat.", '"birdwatching" is "budgerigar"; "birdwatching" is not "cat"'],
    ["The person with the cat lives in the first house, and she collects stamps.", '"cat" is in position 1; "cat" is "stamp collecting"'],
    ["The person with the cat would not touch golf if you paid her.", '"cat" is not "golf"'],
  ]);
  it("refuses 'has no objection to' (a denial denied) and reads 'is averse to' as a denial", () => {
    expect(parse(`${prose}1. The person with the cat has no objection to golf.\n`).errors.map((e) => e.message)).toEqual([
      'cluegrid cannot read "objection" here: a phrase with this word names no one value; name the value itself',
    ]);
    const averse = parse(`${prose}1. The person with the cat is averse to golf.\n`);
    expect(averse.puzzle!.clues.map((c) => describeClue(c, averse.puzzle!.categories))).toEqual(['"cat" is not "golf"']);
  });
});

describe("sex from both sides of a clue", () => {
  // Before: only the subject's noun told its sex ("the girl in yellow mittens" said nothing; fresh set final43: ambiguous).
  readings("Name: Owen, Hailey, Liam, Paige\nOrder: poutine, fries, hot dog, nachos\nMittens: red, blue, green, yellow\n\nClues:\n", [
    ["The boy who ordered the hot dog is somewhere to the right of the girl in yellow mittens.",
      '"yellow" is somewhere to the left of "hot dog"; "hot dog" is not "Hailey"; "hot dog" is not "Paige"; "yellow" is not "Owen"; "yellow" is not "Liam"'],
  ]);

});

describe("values written with '#' are numbers", () => {
  // Before: "number" named no category, so "higher" was on Ages or Jerseys (fresh set final43).
  readings("Players: Brody, Cole, Dylan, Jace\nAges: 9, 10, 11, 12\nJerseys: #4, #7, #13, #22\nPositions: centre, goalie, winger, defenceman\n", [
    ["The winger's number is higher than the defenceman's.", '"defenceman"\'s jersey is less than "winger"\'s'],
  ]);
});

describe("'newer than both of its neighbours': the places either side of a place in the row", () => {
  // Before: an error (fresh set final48 r4).
  const header = "Artist: Ruiz, Stone, Tanaka, Vogel, Wells\nYear: 1890, 1905, 1920, 1935, 1950\n\nClues:\n";
  readings(header, [
    ["The painting in the middle is newer than both of its neighbors.", '"2"\'s year is earlier than "3"\'s; "4"\'s year is earlier than "3"\'s'],
  ]);
  it.each([
    ["Ruiz is newer than both of its neighbors.", 'cluegrid cannot read "neighbors" here: cluegrid reads the neighbours of a place in the row only ("the painting in the middle"), not of a value, whose place it does not know'],
    ["The painting in the first position is older than both of its neighbours.", "a neighbour on the left of position 1 does not exist in a row of 5"],
  ])("refuses %s", (clue, message) => {
    expect(parse(`${header}1. ${clue}\n`).errors.map((e) => e.message)).toEqual([message]);
  });
});

describe("a comparison with an amount that is no value bounds the ordered category written so", () => {
  // Before: errors ("cannot place 1900 here"; fresh set final48 r4: "a painting from after 1900").
  const header = "Name: Amy, Ben, Cy, Dee\nPrice: $10, $15, $25, $30\nYear: 1890, 1905, 1920, 1935\n";
  readings(header, [
    ["Amy paid more than $20.", '"Amy" is not "$10"; "Amy" is not "$15"'],
    ["Amy's painting is from after 1900.", '"Amy" is not "1890"'],
    ["Amy didn't pay more than $20.", '"Amy" is not "$25"; "Amy" is not "$30"'],
    ["Ben's painting was painted before 1910.", '"Ben" is not "1920"; "Ben" is not "1935"'],
  ]);
  it.each([
    ["Amy paid more than $40.", 'cluegrid cannot read "$40" here: no Price is on that side of it'],
    ["Amy paid more than 20.", 'cluegrid cannot read "20" here: it is no value, and "more" here does not compare Year, the only category written so'],
  ])("refuses %s", (clue, message) => {
    expect(parse(`${header}\n1. ${clue}\n`).errors.map((e) => e.message)).toEqual([message]);
  });
});

describe("a review of this session's readings (2026-11-25, second session)", () => {
  // Each was read wrongly and silently by a first version of this session's readings (or, where marked, before it).
  readings("Name: Amy, Ben, Cal\nHeight: 150 cm, 160 cm, 170 cm\nWeight: 50 kg, 60 kg, 70 kg\n", [
    // The category's own noun after "higher" is what is compared, not the value's noun.
    ["The 60 kg person has a higher weight than Amy.", '"Amy"\'s weight is less than "60 kg"\'s'],
  ]);
  readings("Name: Amy, Ben, Cal\nCoffee: small, medium, large\nPrice: $2, $3, $4\n", [
    // Sizes are compared only by "bigger" and "smaller".
    ["Amy's coffee is more expensive than Ben's.", '"Ben"\'s price is less than "Amy"\'s'],
    ["Amy's coffee is bigger than Ben's.", '"Ben"\'s coffee is less than "Amy"\'s'],
  ]);
  readings("Name: Amy, Ben, Cal, Dee\nDrink: tea, milk, soda, water\n\nClues:\n", [
    // "owns a house to the left of" is somewhere to the left; "sits a house left of" one place.
    ["Amy owns a house to the left of Ben's.", '"Amy" is somewhere to the left of "Ben"'],
    ["Amy sits a house left of Ben.", '"Amy" is somewhere to the left of "Ben"; "Amy" and "Ben" are one place apart'],
    // Near someone is not being them (before this session too).
    ["Amy lives near the tea drinker.", '"Amy" is not "tea"'],
    ["Amy is extremely close to the tea drinker.", '"Amy" is not "tea"'],
  ]);
  it.each([
    ["Name: Amy, Ben, Cal\nDrink: tea, milk, soda\n", "Amy is not averse to the one who drinks tea.", 'cluegrid cannot read "averse" here: a phrase with this word names no one value; name the value itself'],
    // (A dance partner is no husband.)
    ["Name: Amy, Ben, Cal\nDrink: tea, milk, soda\nDance partner: Frank, George, Walter\n", "Frank's wife drinks tea.", 'cluegrid cannot read "wife" here: "Frank\'s wife" is another person, whom no value of the puzzle names; name the value itself'],
    ["Name: Amy, Ben, Cal\nDrink: tea, milk, soda\n", "Ben's boss drinks tea.", 'cluegrid cannot read "boss" here: "Ben\'s boss" is another person, whom no value of the puzzle names; name the value itself'],
    // (A hedge is no fact; ", possibly," was dropped before this session.)
    ["Name: Amy, Ben, Cal\nDrink: tea, milk, soda\n", "Amy, possibly, drinks tea.", 'cannot place "," here; expected a value, a number, "about", "as", "at" or another word'],
    ["Name: Amy, Ben, Cal\nAge: 21, 24, 27\n\nClues:\n", "Amy's age is between Ben's and Cal's.", 'cluegrid cannot read "\'s age" here: "next to", "apart" and "between" are read of places in the row, not of an order by another measure; say it with an amount ("3 years older than")'],
    ["Name: Amy, Ben, Cal\nNumber of children: 0, 1, 2\n", "Amy has at least two children.", 'cluegrid cannot read "at least two children" here: a value after such a word is a bound, which cluegrid reads only in a comparison ("paid more than $20")'],
    ["Name: Amy, Ben, Cal\nPrice: $10, $20, $30\n", "Amy paid over $20.", 'cluegrid cannot read "over $20" here: a value after such a word is a bound, which cluegrid reads only in a comparison ("paid more than $20")'],
  ])("refuses: %s / %s", (header, clue, message) => {
    expect(parse(`${header}\n1. ${clue}\n`).errors.map((e) => e.message)).toEqual([message]);
  });
});

describe("an Australian newsletter's English (fresh set final47)", () => {
  // Before: each an error, or (the last) two readings.
  readings("Name: Mick, Jess, Wayne, Mel, Gary\nSpent: $4, $7, $10, $13, $16\n\nClues:\n", [
    ["Mick is second in the line.", '"Mick" is in position 2'],
    ["Whoever forked out sixteen dollars is sitting right in the middle.", '"$16" is in position 3'],
  ]);
  readings("There are 4 houses in a row, numbered 1 on the left to 4 on the right. There is one person living in each house. The people in these houses have different characteristics:\n - Each person drives something different: one drives a ute, one has a hatchback, one owns a station wagon, and one gets around in a campervan\n - Each person has a name: one is Tess, one is Ned, one is Kath, and one is Bruce\n\nClue(s):\n", [
    ["The campervan owner is Tess.", '"campervan" is "Tess"'],
    ["The ute went to whoever lives directly left of Tess.", '"ute" is immediately to the left of "Tess"'],
  ]);
  readings("There are 3 houses in a row, numbered 1 on the left to 3 on the right. There is one person living in each house. The people in these houses have different characteristics:\n - Each person made a scarecrow: one made a pirate, one built a milkmaid, and one put together a spaceman\n - Each person has a hobby: one does crosswords, one plays bowls, and one does tapestry\n\nClue(s):\n", [
    // (A phrasal verb's particle is no part of the value: it was "together a spaceman".)
    ["The spaceman is in the first house.", '"spaceman" is in position 1'],
  ]);
  // "Nobody on an end stool …": "on" as "in" and "at" (it was an error at "Nobody").
  readings("Name: Bridget, Eamon, Maura\nDrink: Guinness, cider, tea\n\nClues:\n", [
    ["Nobody on an end stool is drinking Guinness.", '"Guinness" is not at one of the ends'],
  ]);
  it("refuses 'Nobody on Eamon's side …' (it was read as not Eamon)", () => {
    expect(parse("Name: Bridget, Eamon, Maura\nDrink: Guinness, cider, tea\n\nClues:\n1. Nobody on Eamon's side drinks tea.\n").errors).not.toEqual([]);
  });
  // "who'd had": "had" before a past participle (it was an error at "who'd").
  readings("Runner: Ann, Ben, Cal\nSnack: banana, flapjack, gel\nTime: 20 minutes, 23 minutes, 26 minutes\n\nClues:\n", [
    ["Ann crossed the line 3 minutes after the one who'd had the banana.", '"banana"\'s time is 3 minutes less than "Ann"\'s'],
  ]);
  // "the very end": "very" before a place word only stresses it (it was an error at "end").
  readings("Name: Gwen, Hilda, Iris\nHat: boater, cloche, beret\n\nClues:\n", [
    ["Gwen was standing at the very end of the row, next to the woman in the beret.", '"Gwen" is at one of the ends; "Gwen" is next to "beret"'],
    ["Hilda stood in the very first place.", '"Hilda" is in position 1'],
  ]);
  // Prices in rand ("R10") are money, and school grades written "Grade 3" are school years, never prices: "the
  // cheapest" was read on the grades ('"Mrs Dlamini" is "Grade 3"'), "sold for R10 more" as "is R10" (fresh set final65).
  readings("Moms: Mrs Botha, Mrs Dlamini, Mrs Naidoo\nPrices: R10, R15, R20\nGrades: Grade 3, Grade 4, Grade 5\n\nClues:\n", [
    ["Mrs Dlamini's treat was the cheapest thing on the table.", '"Mrs Dlamini" is "R10"'],
    ["Mrs Botha's scones sold for R5 more than Mrs Naidoo's.", '"Mrs Naidoo"\'s price is R5 less than "Mrs Botha"\'s'],
    ["Mrs Botha's child is in a higher grade than Mrs Naidoo's.", '"Mrs Naidoo"\'s grade is less than "Mrs Botha"\'s'],
    // (Said as a count of grades, not in the values' shape: it was "Grade 2 less".)
    ["Mrs Botha's child is two grades ahead of Mrs Naidoo's.", '"Mrs Naidoo"\'s grade is 2 grades less than "Mrs Botha"\'s'],
  ]);
  readings("Name: Ann, Ben, Cy\nFare: Rs 40, Rs 50, Rs 1 lakh\n\nClues:\n", [
    ["Ann paid the most.", '"Ann" is "Rs 1 lakh"'],
  ]);
  // (But letters before a number are money only where the category's name says so: "Room: R1, R2, R3" are rooms,
  // and "the cheapest" is then on the tips; "charged" was read as a price in "in charge of more people".)
  readings("Name: Ann, Ben, Cy\nRoom: R1, R2, R3\nTip: 10, 20, 30\n\nClues:\n", [
    ["The cheapest is Ann.", '"10" is "Ann"'],
  ]);
  // "next door to Sheila, on her right-hand side": next to her, on that side (it was an error at "side").
  readings("Name: Sheila, Trevor, Ursula\nDog: dachshund, collie, pug\n\nClues:\n", [
    ["The dachshund lives next door to Sheila, on her right-hand side.", '"Sheila" is immediately to the left of "dachshund"'],
    ["The collie lives next door to Trevor, on his left.", '"collie" is immediately to the left of "Trevor"'],
  ]);
  it("refuses 'on her right' where the pronoun could be the subject ('Ben lives next to Ann, on his right' is on Ben's right)", () => {
    for (const clue of ["Trevor lives next door to Sheila, on his right.", "Ursula lives next door to Trevor, on her right-hand side.", "The pug lives next door to Trevor, on her left.", "Alex lives next door to Sheila, on her right."]) {
      expect(parse(`Name: Sheila, Trevor, Ursula, Alex\nDog: dachshund, collie, pug, poodle\n\nClues:\n1. ${clue}\n`).errors, clue).not.toEqual([]);
    }
  });
  it("refuses a number of places that is no exact count ('at least two stalls to the right of' was read as exactly two)", () => {
    for (const clue of ["The Oros is at least two stalls to the right of the rooibos.", "The Oros is about two stalls further right than the rooibos."]) {
      expect(parse(`Name: Annelie, Lindiwe, Marike, Nomsa\nDrinking: rooibos, coffee, Oros, Coke\n\nClues:\n1. ${clue}\n`).errors, clue).not.toEqual([]);
    }
  });
  // A cleft sentence: "It was X who …" says of X what its clause says (each was an error at "It").
  readings("Stallholder: Margaret, Gerald, Vera\nStall: tombola, cake stall, plant sale\nHelper: vicar, churchwarden, postman\n\nClues:\n", [
    ["It was the churchwarden who ran the plant sale.", '"churchwarden" is "plant sale"'],
    ["It was Gerald who didn't run the tombola.", '"Gerald" is not "tombola"'],
    ["It's the vicar that runs the cake stall.", '"vicar" is "cake stall"'],
  ]);
  it("refuses an object cleft, whose clause has a subject of its own (it read 'It was Ann that the cat owner followed' as Ann is the cat owner)", () => {
    for (const clue of ["It was Ann that the cat owner followed.", "It was Ann who the cat owner visited.", "It was the cat that Ann bought."]) {
      expect(parse(`Name: Ann, Ben, Cy\nPet: cat, dog, fish\n\nClues:\n1. ${clue}\n`).errors, clue).not.toEqual([]);
    }
  });
  // Values said in parallel: a value whose words hold the preposition the others come after is what follows it
  // (they were "birthday in October", "regular in Murphy's", "to Radio Kerry"); a name is never cut, nor a value
  // into one its line has already, nor at the preposition the value came after itself.
  readings("There are 3 houses in a row, numbered 1 on the left to 3 on the right. There is one person living in each house. The people in these houses have different characteristics:\n - Each person was born in a different month: one was born in March, one was born in July, and one has a birthday in October\n - Each person has a local: one drinks in Dooley's, one goes to Flanagan's, and one is a regular in Murphy's\n - Each person listens to a station: one tunes in to Radio Kerry, one prefers Clare FM, and one listens to WLR\n - Each person hums a song: one hums Over the Rainbow, one is humming Back to Black, and one listens to Creep\n\nClue(s):\n", [
    ["The person born in October drinks in Murphy's.", '"October" is "Murphy\'s"'],
    ["The Radio Kerry listener hums Back to Black.", '"Radio Kerry" is "Back to Black"'],
    // (Nor is a capital a particle's: it was "Rainbow", and "Black" with "back" a particle.)
    ["The Over the Rainbow fan drinks in Dooley's.", '"Over the Rainbow" is "Dooley\'s"'],
  ]);
  readings("There are 3 houses in a row, numbered 1 on the left to 3 on the right. There is one person living in each house. The people in these houses have different characteristics:\n - Each person eats a meal: one orders steak with Chips, one orders fish with Chips, and one eats with Chopsticks\n - Each person has a home: one lives in a flat in York, one lives on a boat, and one lives in a cottage\n\nClue(s):\n", [
    ["The steak with Chips fan lives in a flat in York.", '"steak with Chips" is "flat in York"'],
  ]);
  readings("Runner: Callum, Harriet, Tom\nTime: 20 minutes, 21 minutes, 22 minutes\n", [
    ["Callum beat Harriet, but he wasn't as quick as Tom.", '"Callum"\'s time is less than "Harriet"\'s; "Tom"\'s time is less than "Callum"\'s'],
  ]);
});

describe("bare numbers in the unit their category's name gives: 'drive to the ground, in minutes'", () => {
  // Before: "half an hour longer" was 0.5 more (of minutes): the puzzle came out a contradiction (fresh set final47 z2).
  it("reads 'half an hour longer' as 30 of the minutes, and says it so", () => {
    const text = "There are 4 houses, numbered 1 to 4 from left to right, as seen from across the street. Each house is occupied by a different person. Each house has a unique attribute for each of the following characteristics:\n - Each person has a unique name: `Kate`, `Jono`, `Priya`, `Liam`\n - Each person has a different drive to the ground, in minutes: `10`, `20`, `30`, `40`\n\n## Clues:\n1. Jono's drive takes half an hour longer than Kate's.\n2. Kate lives in the first house.\n3. Priya's drive is 20 minutes.\n4. Liam lives in the second house.\n5. Priya lives in the third house.\n";
    const result = parse(text);
    expect(result.errors).toEqual([]);
    expect(describeClue(result.puzzle!.clues[0]!, result.puzzle!.categories)).toBe('"Kate"\'s drive is half an hour less than "Jono"\'s');
  });
});

describe("more of final47: hundreds in words, 'next-door neighbours', a superlative said of its own value", () => {
  readings("Name: Shane, Kylie, Bruce\nDistance: 100 km, 150 km, 250 km\nAge: 19, 23, 27\n\nClues:\n", [
    ["The person who drove two hundred and fifty kilometres lives at one of the ends.", '"250 km" is at one of the ends'],
    ["The youngest of the lot, only nineteen, is sitting smack bang in the middle.", '"19" is in position 2'],
    ["Whoever lives in the middle house drove further than either of their next-door neighbours.", '"1"\'s distance is less than "2"\'s; "3"\'s distance is less than "2"\'s'],
  ]);
});

describe("words that only say which one is meant say nothing of what is compared", () => {
  // Before: "born" in "the child born in February" made "lives above" compare birthdays, and the puzzle
  // came out a contradiction (fresh set final50 b4; older than this session).
  readings("Names: Rosie, Sam, Tara\nFloors: 1st, 2nd, 3rd\nBirthdays: February, April, June\n", [
    ["The child born in February lives somewhere above the child born in April.", '"April"\'s floor is less than "February"\'s'],
    ["The child born in February was born earlier than Tara.", '"February"\'s birthday is earlier than "Tara"\'s'],
    ["Sam's floor is higher than Tara's.", '"Tara"\'s floor is less than "Sam"\'s'],
  ]);
});

describe("a second review of this session's readings (2026-11-25, second session)", () => {
  // Each was read wrongly, and silently, by a first version of a reading added this session; the first four gave wrong grids.
  it.each([
    // A bound is on the category the comparison's words choose, or refused ("before 10" was a bound on bare ages).
    ["Name: Amy, Ben, Cy, Dee\nArrival: 9:00, 9:30, 10:30, 11:00\nAge: 8, 9, 11, 12\n", "Amy arrived before 10.", 'cluegrid cannot read "10" here: it is no value, and "before" here does not compare Age, the only category written so'],
    // "whoever sits left of Tess" after a verb that passes nothing on ("envies" was read as "is").
    ["Name: Uma, Tess, Vic, Walt\nSnag: lamb, beef, pork, chicken\n\nClues:\n", "Uma envies whoever sits directly left of Tess.", "the clue ends too early; expected nothing more"],
    // "it" is the cat, not the subject.
    ["Name: Amy, Ben, Cy\nPet: cat, dog, bird\nHobby: bird watching, golf, chess\n", "Ben owns the cat, and it watches birds.", 'cannot place "." here; expected a number, "above", "after", "ahead" or another word'],
  ])("refuses: %s / %s", (header, clue, message) => {
    expect(parse(`${header}\n1. ${clue}\n`).errors.map((e) => e.message)).toEqual([message]);
  });
  readings("Name: Amy, Ben, Cal, Dee\nPrice: $100, $200, $300, $400\n", [
    // A spelt amount is an amount ("two hundred dollars" was the value $200).
    ["Amy paid two hundred dollars more than Ben.", '"Ben"\'s price is $200 less than "Amy"\'s'],
  ]);
  readings("Name: Amy, Ben, Cal\nLandmark: park, station, school\nPet: cat, dog, eel\n", [
    // Near a thing is at it, near a person is not being her (before this session "near" was empty).
    ["Amy lives near the station.", '"Amy" is "station"'],
  ]);
  readings("Name: Uma, Tess, Vic\nSnag: lamb, beef, pork\nHat: cap, beret, fedora\n", [
    // With a category of hats, "hates" is no hat (older than this session).
    ["Uma hates the lamb snag.", '"Uma" is not "lamb"'],
  ]);
  readings("Name: Amy, Ben, Cy\nHours per day: 2, 4, 6\n", [
    // A rate's name gives no unit to its numbers.
    ["Amy works 2 hours more than Ben.", '"Ben"\'s hours per day is 2 less than "Amy"\'s'],
  ]);
  readings("Name: Amy, Ben, Cy\nWeight: 45 kg, 55 kg, 65 kg\nAge: 22, 34, 58\n", [
    ["Amy weighs less than 50 kg.", '"Amy" is not "55 kg"; "Amy" is not "65 kg"'],
  ]);
});

describe("fresh set final49 (a 1990s US commuter magazine), after it was first measured", () => {
  // Before: "fellow" and "gal" told no sex (two puzzles ambiguous); "the 11th floor" beside floors 2, 5, 8, 11 was position 11.
  readings("Name: Earl, Norma, Lyle\nAge: 28, 33, 39\nCommute: bus, bicycle, car\n", [
    ["Earl is 5 years older than the gal who rides a bicycle.", '"bicycle"\'s age is 5 less than "Earl"\'s; "bicycle" is not "Earl"; "bicycle" is not "Lyle"'],
  ]);
  readings("Name: Ruth, Carl, Ida, Ned\nFloor: 2, 5, 8, 11\n\nClues:\n", [
    ["The one who works on the 11th floor sits immediately right of Ruth.", '"Ruth" is immediately to the left of "11"'],
    ["Carl sits in the second seat.", '"Carl" is in position 2'],
  ]);
});

describe("a third review of this session's readings", () => {
  readings("Name: Guy, Anna, Beth, Carl\nPet: fish, cat, dog, rat\nAge: 30, 40, 50, 60\nLandmark: park, station, school, church\n\nClues:\n", [
    // "fellow" before a noun is no man.
    ["The fellow student who owns the fish is 40.", '"fish" is "40"'],
    ["Anna lives near the station.", '"Anna" is "station"'],
    ["The cat was given to whoever sits directly left of Beth.", '"cat" is immediately to the left of "Beth"'],
  ]);
  it.each([
    // How near two people are is not read (it was read as nothing at all).
    ["Anna lives near Beth.", 'cluegrid cannot read "lives near" here: cluegrid does not read how near two people are; write "next to" if that is meant'],
    // The giver no longer has it.
    ["The cat was given by whoever sits directly left of Beth.", "the clue ends too early; expected nothing more"],
  ])("refuses %s", (clue, message) => {
    expect(parse(`Name: Guy, Anna, Beth, Carl\nPet: fish, cat, dog, rat\n\nClues:\n1. ${clue}\n`).errors.map((e) => e.message)).toEqual([message]);
  });
});

describe("'the middle spot on the bench'", () => {
  // Before: an error (fresh set final49 r1, after it was first measured).
  readings("Name: Doris, Hank, Ida\nSnack: popcorn, peanuts, caramels\n\nClues:\n", [
    ["Doris has the middle spot on the bench.", '"Doris" is in position 2'],
  ]);
});

describe("fresh sets final51 and final52 (a 1970s newspaper page; a UK teen festival site), after they were first measured", () => {
  readings("Name: Sophie, Oscar, Priya, Tom\nHat: cap, beanie, crown, fedora\n\nClues:\n", [
    // Before: an error after a first sentence ("… but not next to" was read only after one statement).
    ["Sophie isn't at either end. She's somewhere to the left of Oscar, but not next to Priya.",
      '"Sophie" is not at one of the ends; "Sophie" is somewhere to the left of "Oscar"; "Sophie" is not next to "Priya"'],
    ["Sophie is left of Oscar. Oscar is left of Priya, but not next to Sophie.",
      '"Sophie" is somewhere to the left of "Oscar"; "Oscar" is somewhere to the left of "Priya"; "Oscar" is not next to "Sophie"'],
    // A person's sex said of whoever has a thing; "rock" is to wear.
    ["One of the lads is rocking the fedora.", '"fedora" is not "Sophie"; "fedora" is not "Priya"'],
    ["A girl wears the cap.", '"cap" is not "Oscar"; "cap" is not "Tom"'],
  ]);
  readings("Name: Ellie, Finn, Isla\nPhone: Galaxy, Pixel, iPhone\nMonth: January, February, March\n\nClues:\n", [
    ["Isla got her phone one month before the iPhone was bought.", '"Isla"\'s month is 1 month earlier than "iPhone"\'s'],
  ]);
  readings("Band: Static Kittens, Lunar Gravy, Pigeon Club\nPlace: 1st, 2nd, 3rd\nSet length: 10 minutes, 15 minutes, 20 minutes\n\nClues:\n", [
    // "beat" is first a place in the results, not the length of a set.
    ["Static Kittens beat the band that played for 15 minutes.", '"Static Kittens"\'s place is less than "15 minutes"\'s'],
  ]);
  readings("Name: Bella, Gus, Ray\nSnack: chips, nachos, churros\nCake: cherry, pecan, apple\n\nClues:\n", [
    ["Bella is tucking into a massive portion of chips.", '"Bella" is "chips"'],
    ["Gus asked for a slice of cherry.", '"Gus" is "cherry"'],
  ]);
  readings("Names: Gus, Merle, Roy\nYears: 1958, 1961, 1964\n\nClues:\n", [
    ["Of the three, Merle was the first one hired.", '"Merle" is "1958"'],
    ["Roy was the last one to be hired.", '"Roy" is "1964"'],
  ]);
  readings("Name: Al, Bo, Cy\nHobby: fishing, bowling, golf\n\nClues:\n", [
    ["The fisherman is Bo.", '"fishing" is "Bo"'],
  ]);
  it.each([
    // Only a link that says one has it says who has it.
    ["One of the lads hates the fedora.", /cluegrid cannot read "hates" here: "a boy …", "one of the girls …" are read only with links that say one has a value/u],
    // "was" and a word that is no participle after a value is no event: "the cap was red" names nothing.
    ["Oscar got his hat before the cap was red.", /^cannot place "\." here; expected nothing more$/u],
  ])("refuses %s", (clue, message) => {
    const errors = parse(`Name: Sophie, Oscar, Priya, Merle\nHat: cap, beanie, crown, fedora\nMonth: May, June, July, August\n\nClues:\n1. ${clue}\n`).errors.map((e) => e.message);
    expect(errors.join(" | ")).toMatch(message);
  });
});

describe("a review of the readings of fresh sets final51 and final52", () => {
  readings("Name: Sophie, Oscar, Priya, Tom\nHat: cap, beanie, crown, fedora\n\nClues:\n", [
    // The third part is said of the second's subject, as its pronoun is bound (it was said of Oscar).
    ["Oscar is left of Sophie. She's left of Tom, but not next to Priya.",
      '"Oscar" is somewhere to the left of "Sophie"; "Sophie" is somewhere to the left of "Tom"; "Sophie" is not next to "Priya"'],
  ]);
  readings("Runner: Callum, Dmitri, Felipe\nVest: red, blue, green\nTime: 4:02, 4:09, 4:16\n\nClues:\n", [
    // The extreme named again by its value adds nothing (final39 r1, after it was first measured).
    ["Nobody at either end of the line ran the slowest time, 4:16.", '"4:16" is not at one of the ends'],
    ["Callum ran the slowest time, 4:16.", '"Callum" is "4:16"'],
  ]);
  it.each([
    // "beat" is a place in the results only where a category is named so: a starting position is none.
    ["Runner: Ann, Bob, Cat\nStarting position: 1st, 2nd, 3rd\nTime: 50 seconds, 52 seconds, 54 seconds\n", "Ann beat Bob.",
      'this clue can be read in 2 ways: (1) "beat" on Starting position; (2) "beat" on Time'],
    // The appositive value must be the extreme's.
    ["Runner: Callum, Dmitri, Felipe\nTime: 4:02, 4:09, 4:16\n", "Callum ran the slowest time, 4:02.",
      'cluegrid cannot read "4:02" here: "4:16" and "4:02" are both Time: one cannot be the other'],
  ])("refuses, with %s, %s", (header, clue, message) => {
    expect(parse(`${header}\nClues:\n1. ${clue}\n`).errors.map((e) => e.message)).toEqual([message]);
  });
});

describe("fresh sets final53 and final54 (an Indian quiz magazine; a Canadian outdoor club), after they were first measured", () => {
  readings("Names: Arlene, Bruce, Dennis\nFish: walleye, perch, whitefish\nWeights: 1.2 kg, 1.8 kg, 2.4 kg\n\nClues:\n", [
    // A weight in grams against weights in kilograms (it was read as 600 kg: a contradiction).
    ["The whitefish weighed 600 grams less than the walleye.", '"whitefish"\'s weight is 600 g less than "walleye"\'s'],
  ]);
  readings("Hikers: Annette, Carlos, Fiona\nPeaks: Eagle Ridge, Cascade Knob, Loon Hill\nElevations: 610 m, 730 m, 850 m\nTimes: 85 minutes, 100 minutes, 115 minutes\n\nClues:\n", [
    // "to the top" is where one climbs to, not the highest.
    ["The hiker who climbed Eagle Ridge was the fastest to the top.", '"Eagle Ridge" is "85 minutes"'],
    ["Carlos tackled Loon Hill.", '"Carlos" is "Loon Hill"'],
  ]);
  readings("Vendor: Lakshmi, Farhan, Gopal\nSpice: cardamom, saffron, turmeric\nAwning: red, green, blue\nHometown: Kochi, Madurai, Guntur\n\nClues:\n", [
    ["The cardamom merchant from Madurai keeps the stall at one of the ends of the row.", '"cardamom" is "Madurai"; "cardamom" is at one of the ends'],
    ["The saffron merchant with the red awning sits next to Lakshmi.", '"saffron" is "red"; "saffron" is next to "Lakshmi"'],
    ["The turmeric dealer's stall adjoins that of the merchant from Madurai.", '"turmeric" is next to "Madurai"'],
    ["Gopal, from Kochi, is sitting somewhere to the right of Farhan.", '"Gopal" is "Kochi"; "Farhan" is somewhere to the left of "Gopal"'],
    ["The blue awning is to the right of all the others.", '"blue" is in position 3'],
  ]);
  readings("Name: Dale, Vera, Irwin\nArrival: 6:50, 7:00, 7:10\nColor: tan, white, red\n\nClues:\n", [
    ["Irwin was the first one in.", '"Irwin" is "6:50"'],
    ["Vera isn't in the leftmost space, and she isn't tan or white.", '"Vera" is not in position 1; "Vera" is not "tan"; "Vera" is not "white"'],
  ]);
  readings("Name: Al, Bo, Cy\nBoat: canoe, kayak, rowboat\n\nClues:\n", [
    ["The canoeist is Bo.", '"canoe" is "Bo"'],
  ]);
  it.each([
    // "the first one in line" is a place in the row, not the first to arrive.
    ["Name: Dale, Vera, Irwin\nArrival: 6:50, 7:00, 7:10\n", "Irwin was the first one in line.", '"Irwin" is in position 1'],
  ])("reads, with %s, %s", (header, clue, meaning) => {
    const result = parse(`${header}\nClues:\n1. ${clue}\n`);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories)).join("; ")).toBe(meaning);
  });
});

describe("a second review of this session's readings", () => {
  it.each([
    // "from", "with", "in" after a verb name someone else: only a subject is read as one who is both.
    ["Name: Ann, Ben, Cy\nJob: banker, nurse, pilot\nPet: parrot, cat, dog\n", "Ben bought the parrot from the banker.", /^cannot place "banker" here/u],
    // "it" after a person who drives a car is the car: not read.
    ["Name: Anna, Ben, Carla\nHometown: Kochi, Pune, Oslo\nCar: tan, white, red\n", "Anna doesn't drive the red car, and it isn't from Kochi or Pune.", /^the clue ends too early/u],
    // The value after a comma names what was said last, not an extreme said before it.
    ["Runner: Anna, Ben, Carla\nJob: banker, nurse, pilot\nTime: 4:10, 4:20, 4:30\n", "The fastest runner is not the banker, Carla.", /^the clue ends too early/u],
    // Only a verb of where one is says an end of the row.
    ["Name: Anna, Ben, Carla, Dev\nPet: cat, dog, fish, rat\n", "Anna wants to be to the left of all the others.", /"others" is not a value/u],
    // A bare weight in litres.
    ["Name: Anna, Ben, Carla\nWeight: 2, 3, 4\n", "Anna weighs 1 litre less than Ben.", /^a difference in litres cannot be measured on Weight$/u],
  ])("refuses, with %s, %s", (header, clue, message) => {
    expect(parse(`${header}\nClues:\n1. ${clue}\n`).errors.map((e) => e.message).join(" | ")).toMatch(message);
  });
  readings("Name: Anna, Ben, Carla\nCar: sedan, van, coupe\nColor: tan, white, red\n\nClues:\n", [
    ["The sedan isn't in the leftmost space, and it isn't tan or white.", '"sedan" is not in position 1; "sedan" is not "tan"; "sedan" is not "white"'],
  ]);
  readings("Names: Arlene, Bruce, Dennis\nWeights: 2 pounds, 3 pounds, 4 pounds\n\nClues:\n", [
    ["Arlene weighed 16 ounces less than Bruce.", '"Arlene"\'s weight is 16 oz less than "Bruce"\'s'],
  ]);
});

describe("fresh set final55 (a South African radio quiz in print), after it was first measured", () => {
  readings("Name: Ann, Ben, Cy\nSnack: bunny chow, vetkoek, biltong\nDoor: red, blue, green\n\nClues:\n", [
    ["Ann eats a bunny chow before every match.", '"Ann" is "bunny chow"'],
  ]);
  readings("Taxi: Quantum, Sprinter, Hiace\nDeparture: 5:30am, 6:00am, 6:30am\n\nClues:\n", [
    ["The Quantum was the last taxi out of the rank.", '"Quantum" is "6:30am"'],
  ]);
  readings("Shop: spaza, bakery, tavern\nSpeciality: airtime, bread, beer\nOpened: 1990, 1996, 2002\n\nClues:\n", [
    ["The shop best known for airtime opened 6 years after the bakery.", '"bakery"\'s opened is 6 years earlier than "airtime"\'s'],
  ]);
  it("reads a first line with a colon, then a blank line and the introduction, as the title", () => {
    const result = parse("Round Four: Main Road, Kasi Style\n\nFive shops stand in a row.\n\nOwner: Grace, Solly\nDoor: blue, red\n\nClues:\n1. Grace has the blue door.\n");
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.categories.map((c) => c.name)).toEqual(["Owner", "Door"]);
  });
  // "Shares a wall with" is read as "adjoins" (a saying): "shares" is no verb of having here (it gave a second reading, "is").
  readings("Name: Ann, Ben, Cy\nDoor: red, blue, green\n\nClues:\n", [
    ["Ben's shop shares a wall with the green-door shop.", '"Ben" is next to "green"'],
    ["Ben's shop doesn't share a fence with the green-door shop.", '"Ben" is not next to "green"; "Ben" is not "green"'],
  ]);
});

describe("fresh set final56 (a Victorian parlour game, wordy, with asides), after it was first measured", () => {
  readings("Servants: Agnes, Bartholomew, Constance\nAges: 28, 33, 38\nPosts: butler, cook, valet\nYears: 1869, 1872, 1875\n\nClues:\n", [
    // "5 years older" is on the ages, whose values can differ by 5; not on Years, whose name says "years" (a contradiction).
    ["The butler is 5 years older than the cook, a fact that surprises nobody at the hall.".replace("nobody at the hall", "the guests"), '"cook"\'s age is 5 less than "butler"\'s'],
  ]);
  readings("Name: Basil, Cora, Dora\nKey: brass, iron, silver\n\nClues:\n", [
    ["Basil is not in the second house, nor in the third.", '"Basil" is not in position 2; "Basil" is not in position 3'],
    ["Cora stood at one end of the line or the other.", '"Cora" is at one of the ends'],
    ["The brass key, as any sensible housekeeper would insist, is Dora's.", '"brass" is "Dora"'],
    ["Basil lives directly left of Dora, which suits the household.", '"Basil" is immediately to the left of "Dora"'],
  ]);
  it.each([
    // A remark that names a value is no remark.
    ["Basil lives directly left of Dora, which suits the iron.", /^cluegrid cannot read "iron" here: it is a word of a value but names none/u],
  ])("refuses %s", (clue, message) => {
    expect(parse(`Name: Basil, Cora, Dora\nKey: brass key, iron key, silver key\n\nClues:\n1. ${clue}\n`).errors.map((e) => e.message).join(" | ")).toMatch(message);
  });
});

describe("a third review of this session's readings", () => {
  it.each([
    // A remark that says the statement is false, or says something of someone, is no idle remark.
    ["Name: Ann, Ben, Cal\nPet: cat, dog, fish\n", "Ann owns the cat, which is not true.", /^the clue ends too early/u],
    ["Name: Alice, Bob, Carol\nPet: cat, dog, fish\n", "Alice doesn't own the cat, which belongs to him.", /^the clue ends too early/u],
    // "or the other" is dropped only after "one end" or "one side".
    ["Name: Ann, Ben, Cal\nPet: tabby, cat, dog\n", "Ben owns the tabby or the other cat.", /^cannot place "other" here/u],
    // "nor in the third" after a place counted from the right is not read from the left.
    ["Name: Ann, Ben, Cal, Dot\nPet: cat, dog, fish, rat\n", "Ann is not in the second house from the right, nor in the third.", /^the clue ends too early/u],
  ])("refuses, with %s, %s", (header, clue, message) => {
    expect(parse(`${header}\nClues:\n1. ${clue}\n`).errors.map((e) => e.message).join(" | ")).toMatch(message);
  });
  readings("Members: Ann, Ben, Cal\nAges: 28, 33, 38\nJoined: 1869, 1872, 1875\n\nClues:\n", [
    // "joined 5 years before" is on the years of joining, though they cannot differ by 5 (the puzzle then contradicts itself); not on ages.
    ["Ann joined 5 years before Ben.", '"Ann"\'s joined is 5 years earlier than "Ben"\'s'],
  ]);
  readings("Name: Ann, Ben, Cal\nShow: carol, aria, ballad\nTime: 7pm, 8pm, 9pm\n\nClues:\n", [
    // "before every performance" says when only last in the sentence.
    ["Ann sang before every performance of the carol.", '"Ann"\'s time is earlier than "carol"\'s'],
    ["Ann sang the carol before every show.", '"Ann" is "carol"'],
  ]);
});

describe("values of one measure written in more than one unit, and 'between' two of one kind (final54 r2, after it was first measured)", () => {
  readings("Hiker: Brenda, Gord, Anika\nWater bottle: 500 mL, 750 mL, 1 L\nHome town: Sudbury, Barrie, Timmins\n\nClues:\n", [
    // "1 L" is more than "750 mL" (it was ordered as the number 1).
    ["Brenda carries more water than Gord.", '"Gord"\'s water bottle is less than "Brenda"\'s'],
    ["Anika carries 250 mL less water than Gord.", '"Anika"\'s water bottle is 250 less than "Gord"\'s'],
    ["Brenda carries twice as much water as Anika.", '"Anika"\'s water bottle is half "Brenda"\'s'],
    ["Gord stands between the hikers from Barrie and Timmins.", '"Gord" is between "Barrie" and "Timmins"'],
  ]);
  it("orders such values by what they measure", () => {
    const result = parse("Hiker: Brenda, Gord, Anika\nWater bottle: 500 mL, 750 mL, 1 L\n\nClues:\n1. Brenda carries more water than Gord.\n");
    expect(result.puzzle!.categories.find((c) => c.name === "Water bottle")?.numbers).toEqual([500, 750, 1000]);
  });
});

describe("places and years in one puzzle (fresh set final58, after it was first measured)", () => {
  it("reads 'placed somewhere behind' on the places, where one parse keeps 'placed' out of the comparison (two readings, an error, until session 17)", () => {
    // (Only the comparison's own words choose places: "Ann started after Ben and placed ahead of Cy" keeps "started after" on the start times;
    // a result ahead or behind is no year, where another category fits: resolve.ts orderedCategory.)
    const result = parse("Owners: Brendan, Siobhan, Noel\nMakes: Ferguson, Nuffield, Deutz\nYears: 1948, 1953, 1958\nPlaces: 1st, 2nd, 3rd\n\nClues:\n1. The Deutz placed somewhere behind the Nuffield.\n");
    expect(result.errors).toEqual([]);
    expect(describeClue(result.puzzle!.clues[0]!, result.puzzle!.categories)).toBe('"Nuffield"\'s place is less than "Deutz"\'s');
  });
  readings("Owners: Brendan, Siobhan, Noel\nMakes: Ferguson, Nuffield, Deutz\nYears: 1948, 1953, 1958\nPlaces: 1st, 2nd, 3rd\n\nClues:\n", [
    // A difference of one place is on the places, which can differ so (this session's first version moved it to the years).
    ["The 1953 tractor finished one place ahead of the Deutz.", '"1953"\'s place is 1 less than "Deutz"\'s'],
    ["Noel's tractor was built 5 years after Brendan's.", '"Brendan"\'s year is 5 years earlier than "Noel"\'s'],
  ]);
});

describe("'the poet' for poetry (fresh set final57, after it was first measured)", () => {
  readings("Name: Ann, Ben, Cy\nHobby: poetry, tennis, forestry\nAge: 22, 31, 39\n\nClues:\n", [
    ["The poet is older than the tennis player.", '"tennis"\'s age is less than "poetry"\'s'],
  ]);
  it("makes no person of a hobby where English has none ('forestry' is no 'forest')", () => {
    expect(parse("Name: Ann, Ben, Cy\nHobby: poetry, tennis, forestry\n\nClues:\n1. The forest is Ann.\n").errors.length).toBe(1);
  });
});

describe("a fourth review of this session's readings", () => {
  readings("Members: Ann, Ben, Cy\nJoined: 2000, 2005, 2010\nPlaces: 1st, 2nd, 3rd\n\nClues:\n", [
    // A time amount no two years of joining can differ by stays on them (a contradiction), never moves to the places.
    ["Ann joined the club 2 years after Ben.", '"Ben"\'s joined is 2 years earlier than "Ann"\'s'],
  ]);
});

describe("two things of one entity: 'A and B come from the same house' (fresh set final55 z1, session 17)", () => {
  readings("Name: Thabo, Sipho, Lerato\nMeat: boerewors, lamb chops, sosaties\nSide: pap, chakalaka, coleslaw\n\nClues:\n", [
    ["The lamb chops and the chakalaka are coming from the same house.", '"lamb chops" is "chakalaka"'],
    ["The lamb chops and the chakalaka don't belong to the same person.", '"lamb chops" is not "chakalaka"'],
    ["Thabo and the coleslaw aren't in the same house.", '"Thabo" is not "coleslaw"'],
    ["The pap and the sosaties were brought by the same guest.", '"pap" is "sosaties"'],
    ["Thabo and the pap eater are the same person.", '"Thabo" is "pap"'],
  ]);
  it.each([
    // Only the object is shared: nothing says who is who.
    "Thabo and Sipho hate the same sosaties.",
    // The same height, age or row says nothing of who is who where the puzzle has no such category.
    "Thabo and the chakalaka are the same height.",
    "Thabo and the pap eater sit in the same row.",
    "Thabo and the pap eater gave up the same thing.",
  ])("refuses %s", (clue) => {
    expect(parse(`Name: Thabo, Sipho, Lerato\nMeat: boerewors, lamb chops, sosaties\nSide: pap, chakalaka, coleslaw\n\nClues:\n1. ${clue}\n`).errors.length).toBeGreaterThan(0);
  });
});

describe("'as well' and 'too' last in a sentence (final55 r4, session 17)", () => {
  readings("Name: Ann, Ben, Cy\nDrink: tea, milk, soda\nDoor: red, blue, green\n\nClues:\n", [
    ["The red door is at one end of the row as well.", '"red" is at one of the ends'],
    ["Ann sits in the middle seat too.", '"Ann" is in position 2'],
  ]);
  it.each([
    // An echo: the second part says again what the first said, which these words do not read.
    "The cat owner drinks tea and the dog owner as well.",
    "Ann drinks tea and Ben too.",
    "Ann drinks tea, and Ben does as well.",
    // A denial may make it a comparison ("didn't score as well").
    "Ben didn't sit at an end as well.",
  ])("refuses %s", (clue) => {
    expect(parse(`Name: Ann, Ben, Cy\nDrink: tea, milk, soda\nPet: cat, dog, fish\n\nClues:\n1. ${clue}\n`).errors.length).toBeGreaterThan(0);
  });
});

describe("an amount counted in a noun that names a category, and 'finished behind' beside years of birth (fresh set final59 b3, session 17)", () => {
  // Both were read on the years of birth before: a wrong grid reported solved.
  readings("Names: Alf, Merv, Joan, Dulcie\nBorn: 1941, 1944, 1947, 1950\nPoints: 8, 11, 14, 17\n\nClues:\n", [
    ["Dulcie finished 3 points behind Alf.", '"Dulcie"\'s point is 3 less than "Alf"\'s'],
    ["Dulcie was 3 points ahead of Alf.", '"Alf"\'s point is 3 less than "Dulcie"\'s'],
    ["Dulcie finished behind Alf.", '"Dulcie"\'s point is less than "Alf"\'s'],
    // Years stay years where the words say so.
    ["Dulcie finished 3 years behind Alf.", '"Alf"\'s born is 3 years earlier than "Dulcie"\'s'],
    ["Dulcie was born after Alf.", '"Alf"\'s born is earlier than "Dulcie"\'s'],
  ]);
});

describe("fresh set final60 (a New Zealand holiday booklet), after it was first measured (session 17)", () => {
  it("reads an object pronoun beside a subject pronoun of the other sex as the other of the two, and says so", () => {
    const result = parse("Guest: Fraser, Ella, Tom\nNights: 2, 5, 8\nFloor: 1, 2, 3\n\nClues:\n1. Fraser is staying 3 nights longer than Ella, and he's on a lower floor than her.\n");
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories)).join("; ")).toContain('"Fraser"\'s floor is less than "Ella"\'s');
    expect(result.notes).toContainEqual(expect.stringContaining('"her" is read as "Ella", a woman\'s name, beside "he"'));
  });
  readings("Name: Aroha, Mere, Tama\nFruit: cherries, feijoas, plums\nSpot: Coromandel, Raglan, Piha\n\nClues:\n", [
    ["The person who can't get enough cherries lives in the Coromandel.", '"cherries" is "Coromandel"'],
  ]);
  it("does not take 'the woman' to rule out Jan, a name of either sex (final59 b1 was called a contradiction)", () => {
    const result = parse("Names: Gwen, Jan, Lyn\nYears: 3, 7, 12\n\nClues:\n1. The woman with 7 years of entries is not Gwen.\n");
    expect(result.errors).toEqual([]);
    // (It read '"7" is not "Jan"' too.)
    expect(result.puzzle!.clues.map((c) => describeClue(c, result.puzzle!.categories))).toEqual(['"7" is not "Gwen"']);
  });
});

describe("a teller's word of feeling between commas says nothing (fresh set final59 z1, session 17)", () => {
  readings("Name: Bazza, Shazza, Macca\nCar: ute, sedan, wagon\n\nClues:\n", [
    ["Bazza drives the ute, naturally.", '"Bazza" is "ute"'],
    ["Bazza, surprisingly, drives the ute.", '"Bazza" is "ute"'],
    ["Unfortunately, Bazza doesn't drive the ute.", '"Bazza" is not "ute"'],
  ]);
});

describe("a first review of session 17's readings", () => {
  const pets = "Name: Ann, Ben, Cy\nPet: cat, dog, fish\n\nClues:\n";
  const row = "House: 1, 2, 3, 4\nName: Ann, Ben, Cy, Dot\nPet: cat, dog, fish, bird\n\nClues:\n";
  // "Nights" says how long, not which day one arrived (it was read on the nights: a wrong grid reported solved).
  readings("Name: Ann, Ben, Cy\nNights: 2, 4, 6\nArrival: Monday, Wednesday, Friday\n\nClues:\n", [
    ["Ann arrived 2 nights after Ben.", '"Ben"\'s arrival is 2 days earlier than "Ann"\'s'],
  ]);
  it("reads 'can't get enough' without 'of' as loving only right before a value", () => {
    const result = parse("Name: Ann, Ben, Cy\nShow: 1pm, 3pm, 5pm\n\nClues:\n1. Ann couldn't get enough tickets for the 3pm show.\n");
    expect(result.puzzle?.clues.map((c) => describeClue(c, result.puzzle!.categories))).not.toEqual(['"Ann" is "3pm"']);
  });
  readings(pets, [
    ["Ann was only too glad to take the dog.", '"Ann" is "dog"'],
    ["Ann and the cat owner live in the same house.", '"Ann" is "cat"'],
  ]);
  it.each([
    // A result ahead or behind is no age, weight or prize.
    ["Name: Ann, Ben, Cy\nAge: 30, 33, 36\nBorn: 1950, 1953, 1956\n\nClues:\n", "Ann finished behind Ben."],
    ["Name: Ann, Ben, Cy\nAge: 30, 33, 36\nBorn: 1950, 1953, 1956\n\nClues:\n", "Ann finished 3 points behind Ben."],
    ["Name: Ann, Ben, Cy\nWeight: 50 kg, 60 kg, 70 kg\nBorn: 1950, 1953, 1956\n\nClues:\n", "Ann finished behind Ben."],
    // "too … to", "too … for": a denial or not ("too young to own the dog" did not, "too quick to adopt" did): not read.
    [pets, "Ann is too young to own the dog."],
    [pets, "Ann is too old for the cat."],
    [pets, "Ann is too kind to refuse the dog."],
    [pets, "The cat owner was too shy to talk to Ben."],
    // Only the object is shared: no one entity.
    [pets, "Ann and the cat owner voted for the same person."],
    [pets, "Ann and the cat owner were taught by the same teacher."],
    [pets, "Ann and the cat owner tried to buy the same house."],
    [pets, "Ann and the cat owner bought the same one."],
    [pets, "Ann and the dog owner were born in the same place."],
    // "Gave away the dog": she no longer has it.
    [pets, "Ann gave away the dog."],
    // A second neighbour is no remark (it was dropped: a fact lost).
    [row, "Ann owns the cat; the dog owner."],
    [row, "Ann isn't next to Ben and Cy."],
    // "But not with Ben" after a place says that place again, which is not read (it was "is not Ben").
    [row, "The cat owner shares a wall with Ann but not with Ben."],
  ])("refuses %#: %s", (header, clue) => {
    expect(parse(`${header}1. ${clue}\n`).errors.length).toBeGreaterThan(0);
  });
});

describe("one link to two things joined by 'and', without 'both' (session 17)", () => {
  readings("House: 1, 2, 3, 4\nName: Ann, Ben, Cy, Dot\nPet: cat, dog, fish, bird\n\nClues:\n", [
    ["Ann is next to the cat owner and the dog owner.", '"Ann" is next to "cat"; "Ann" is next to "dog"; "cat" is not "dog"'],
    ["Ann is next to the cat owner and the dog owner is Ben.", '"Ann" is next to "cat"; "dog" is "Ben"'],
    // (Until session 17 an error, "Ada lives next to Ben and Cleo" in test/clue-kinds.test.ts: never "Ann is Cy".)
    ["Ann lives next to Ben and Cy.", '"Ann" is next to "Ben"; "Ann" is next to "Cy"; "Ben" is not "Cy"'],
  ]);
  readings("Name: Ann, Ben, Cy, Dot\nAge: 20, 30, 40, 50\nPet: cat, dog, fish, bird\n\nClues:\n", [
    ["Ann is older than Ben and the cat owner.", '"Ben"\'s age is less than "Ann"\'s; "cat"\'s age is less than "Ann"\'s'],
  ]);
});

describe("a second review of session 17's readings", () => {
  const pets = "Name: Ann, Ben, Cy\nPet: cat, dog, fish\nBorn: 1950, 1953, 1956\n\nClues:\n";
  const row = "Name: Ann, Ben, Cy, Dot\nPet: cat, dog, fish, bird\nHouse: 1, 2, 3, 4\n\nClues:\n";
  readings(pets, [
    ["Ann was none too pleased to get the dog.", '"Ann" is "dog"'],
  ]);
  readings(row, [
    // An echo, not a second neighbour of Ann's.
    ["Ann lives next to Ben and so does Cy.", '"Ann" is next to "Ben"; "Cy" is next to "Ben"'],
  ]);
  readings("Name: Ann, Ben, Cy\nPlace: 1st, 2nd, 3rd\nTime: 10 minutes, 12 minutes, 20 minutes\n\nClues:\n", [
    ["Ann finished 2 places behind Ben.", '"Ben"\'s place is 2 less than "Ann"\'s'],
  ]);
  it("says which counted noun no category holds", () => {
    expect(parse("Name: Ann, Ben, Cy\nBorn: 1950, 1953, 1956\nTime: 10 minutes, 12 minutes, 20 minutes\n\nClues:\n1. Ann finished 2 points behind Ben.\n").errors.map((e) => e.message))
      .toEqual(['cluegrid cannot read "2 points" here: no category of the puzzle counts points']);
  });
  it.each([
    // "Too quick to adopt the cat" adopted it (it was read "not cat": a wrong grid reported solved).
    [pets, "Ann was a little too quick to adopt the cat."],
    // The second person does it too, or is counted with the first: no second object of Ann's.
    [row, "Ann lives next to Ben and Cy does too."],
    [row, "Ann lives next to Ben and Cy too."],
    [row, "Ann lives next to Ben and opposite Cy."],
    ["Name: Ann, Ben, Cy\nPoints: 10, 20, 30\nAge: 20, 25, 45\n\nClues:\n", "Ann scored fewer points than Ben and Cy combined."],
    // Where two met, died, grew up, or whom they live with, is no one entity.
    [pets, "Ann and the cat owner met in the same shop."],
    [pets, "Ann and the cat owner died in the same house."],
    [pets, "Ann and the cat owner grew up in the same house."],
    [pets, "Ann and the cat owner live with the same person."],
    [pets, "Ann and the cat owner come from the same family."],
  ])("refuses %#: %s", (header, clue) => {
    expect(parse(`${header}1. ${clue}\n`).errors.length).toBeGreaterThan(0);
  });
});

describe("a teller's aside as a sentence of its own after the clue (fresh set final59 r4, session 17)", () => {
  readings("Ute: white, red, blue\nLoad: hay bales, dog, tools\nDestination: pub, vet, saleyards\n\nClues:\n", [
    ["The hay bales are going to the pub. Don't ask.", '"hay bales" is "pub"'],
    ["The hay bales are going to the pub. Go figure!", '"hay bales" is "pub"'],
  ]);
});

describe("school years written as ordinals: ahead, above and higher are the later year (fresh set final62 r3, session 17)", () => {
  // They were read as places in a race ("two grades behind" a smaller number): a contradiction reported.
  readings("Name: Ava, Diego, Hannah, Owen\nInstrument: trumpet, flute, drums, clarinet\nGrade: 9th, 10th, 11th, 12th\n\nClues:\n", [
    ["Diego is two grades behind the clarinet player.", '"Diego"\'s grade is 2 less than "clarinet"\'s'],
    ["Hannah is two grades ahead of Owen.", '"Owen"\'s grade is 2 less than "Hannah"\'s'],
    ["The trumpet player is exactly one grade above the drummer.", '"drums"\'s grade is 1 less than "trumpet"\'s'],
    ["Ava is in a higher grade than Owen.", '"Owen"\'s grade is less than "Ava"\'s'],
  ]);
  // Places in a race keep their way: ahead is the smaller number.
  readings("Name: Ava, Diego, Hannah, Owen\nPlace: 1st, 2nd, 3rd, 4th\n\nClues:\n", [
    ["Hannah finished two places ahead of Owen.", '"Hannah"\'s place is 2 less than "Owen"\'s'],
  ]);
});

describe("a prose line whose later values leave the verb out (fresh set final62 p3, session 17)", () => {
  const intro = "There are 3 houses in a row, numbered 1 on the left to 3 on the right. There is one person living in each house. The people in these houses have different characteristics:\n";
  it("takes the first value from after the preposition the others repeat", () => {
    const result = parse(`${intro} - Each person has a different first name: one is Kayla, one is Brandon, and one is Megan\n - Each person has a different curfew: one has to be home by 9:00, one by 9:30, and one by 10:00\n\nClue(s):\n1. Megan's curfew is half an hour later than Kayla's.\n`);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.categories.map((c) => c.values)).toContainEqual(["9:00", "9:30", "10:00"]);
  });
  it("reads a line that says the preposition every time as before ('one for the Oilers' gave 'the Oilers': a wrong grid)", () => {
    const result = parse(`${intro} - Each person has a different first name: one is Kayla, one is Brandon, and one is Megan\n - Each person cheers for a different team: one for the Oilers, one for the Jets, and one for the Flames\n\nClue(s):\n1. Megan cheers for the Jets.\n`);
    expect(result.errors).toEqual([]);
    expect(result.puzzle!.categories.map((c) => c.values)).toContainEqual(["Oilers", "Jets", "Flames"]);
  });
});

describe("a third review of session 17's readings", () => {
  // Only a category named as a school year runs the other way: a class rank is a ranking (it was flipped: a wrong grid).
  readings("Name: Ann, Ben, Cy\nClass rank: 1st, 2nd, 3rd\nPet: cat, dog, fish\n\nClues:\n", [
    ["Ann ranked higher than Ben.", '"Ann"\'s class rank is less than "Ben"\'s'],
  ]);
  // Points count a score however its category is named; places count positions however written.
  readings("Name: Ann, Ben, Cy, Dee\nScore: 10, 20, 30, 40\n\nClues:\n", [
    ["Ann finished 20 points behind Ben.", '"Ann"\'s score is 20 less than "Ben"\'s'],
  ]);
  readings("Name: Ann, Ben, Cy, Dee\nPosition: 1, 2, 3, 4\n\nClues:\n", [
    ["Ann finished two places ahead of Ben.", '"Ann"\'s position is 2 less than "Ben"\'s'],
  ]);
  it("takes the first value of an elided prose line at the first preposition, without its article", () => {
    const intro = "There are 3 houses in a row, numbered 1 on the left to 3 on the right. There is one person living in each house. The people in these houses have different characteristics:\n";
    const result = parse(`${intro} - Each person has a different first name: one is Kayla, one is Brandon, and one is Megan\n - Each person has a different album: one is listening to Back to Black, one to Thriller, and one to Bad\n - Each person has a different team: one plays for the Oilers, one for the Jets, and one for the Flames\n\nClue(s):\n1. Megan cheers for the Jets.\n`);
    expect(result.puzzle!.categories.map((c) => c.values)).toEqual(expect.arrayContaining([["Back to Black", "Thriller", "Bad"], ["Oilers", "Jets", "Flames"]]));
  });
  it("refuses 'next to Ben and the dog' (the dog may be Ben's)", () => {
    expect(parse("Name: Ann, Ben, Cy, Dot\nPet: cat, dog, fish, bird\nHouse: 1, 2, 3, 4\n\nClues:\n1. Ann lives next to Ben and the dog.\n").errors.length).toBeGreaterThan(0);
  });
});

describe("school years beside years of birth or race times (the third review, older faults)", () => {
  // "A later grade" named the grades, but was read on the years of birth, the wrong way round (a contradiction that is not).
  readings("Name: Ann, Ben, Cy, Dee\nGrade: 9th, 10th, 11th, 12th\nBorn: 2005, 2006, 2007, 2008\n\nClues:\n", [
    ["Ann is in a later grade than Ben.", '"Ben"\'s grade is less than "Ann"\'s'],
    ["Ann is one grade after Ben.", '"Ben"\'s grade is 1 less than "Ann"\'s'],
    ["Ann was born after Ben.", '"Ben"\'s born is earlier than "Ann"\'s'],
  ]);
  it("never takes how a race ended onto the grades", () => {
    const header = "Name: Ann, Ben, Cy, Dee\nGrade: 9th, 10th, 11th, 12th\nTime: 10 minutes, 12 minutes, 14 minutes, 16 minutes\n\nClues:\n";
    const result = parse(`${header}1. Ann finished behind Ben.\n`);
    expect(result.puzzle?.clues.map((c) => describeClue(c, result.puzzle!.categories)).join("; ") ?? "").not.toContain("grade");
  });
});
