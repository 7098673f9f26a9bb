/**
 * One table of phrasings per clue kind of ../shared/CLUES.md (rows 1–18).
 *
 * Each row is a puzzle header (one of three fixed ones below), one clue
 * sentence, and what the clue must mean, written the way `describeClue`
 * words it. The sentences are our own, in the varied English that puzzle
 * sites use (brainzilla-style houses in a row, Puzzle Baron-style grids of
 * names, prices and years); none is copied from ../shared/corpora. The point
 * is coverage of the *pattern* of each kind, so a phrasing here that fails is
 * a grammar gap to close, not a test to weaken.
 *
 * The last block holds clues that must be input errors: an unknown word, a
 * misspelt value, a comparative that fits two ordered categories equally, a
 * middle place in an even row, and a clue that names only one thing.
 */
import { describe, expect, it } from "vitest";
import { parse } from "../src/parse/puzzle.js";
import { describeClue } from "../src/parse/wording.js";

/** Five houses in a row (positional: place clues imply a position category). */
const HOUSES = `Name: Ada, Ben, Cleo, Dev, Eli
Color: red, green, blue, white, yellow
Pet: cat, dog, parrot, rabbit, turtle
Age: 25, 30, 35, 40, 45
`;

/** A Puzzle Baron-style grid: two ordered categories, prices and (model) years. */
const SHOP = `Client: Freda, Hannah, Lynda, Teri
Price: $150, $160, $170, $180
Year: 2004, 2005, 2006, 2007
Bike: Corvo, Jaunt, Piccolo, Zephyr
`;

/** Three ordered categories of bare numbers: the clue's words must pick one; Born is years of birth. */
const TEAM = `Player: Gus, Ivy, Kai, Noor
Points: 12, 15, 18, 21
Assists: 3, 5, 7, 9
Born: 1990, 1992, 1994, 1996
`;

/** Two ordered categories whose values carry their units: the words after a value may or may not describe it. */
const DIVE = `Sub: Minnow, Pike, Ray, Skate
Price: $20,000, $21,000, $22,000, $23,000
Depth: 900 feet, 1,200 feet, 1,500 feet, 1,800 feet
`;

/** Places in a race, written as ordinals: with no row of places, "first" and "last" name these. */
const RACE = `Runner: Ann, Bo, Cy, Di, Ed
Place: 1st, 2nd, 3rd, 4th, 5th
Shoe: Asics, Brooks, Hoka, Mizuno, Saucony
`;

/** Discounts in percent. */
const SALE = `Item: lamp, rug, vase, clock
Discount: 10%, 15%, 20%, 25%
`;

const HEADERS = { houses: HOUSES, shop: SHOP, team: TEAM, dive: DIVE, race: RACE, sale: SALE } as const;
type Header = keyof typeof HEADERS;

/** A row of a table: the header, the clue, and its meaning in describeClue's words. */
type Case = [Header, string, string];

/** The one clue of a puzzle with this header, in words; or its errors. */
function read(header: Header, clue: string): string {
  const result = parse(`${HEADERS[header]}\n${clue}\n`);
  if (!result.puzzle) return `error: ${result.errors.map((e) => `${e.line}:${e.column}: ${e.message}`).join(" | ")}`;
  return result.puzzle.clues.map((c) => describeClue(c, result.puzzle!.categories)).join("; ");
}

/** One `it` per row of a table. */
function table(cases: Case[]): void {
  it.each(cases)("[%s] %s", (header, clue, meaning) => expect(read(header, clue)).toBe(meaning));
}

describe("1. same", () => {
  table([
    ["houses", "Ada lives in the red house.", '"Ada" is "red"'],
    ["houses", "The rabbit belongs to Ben.", '"rabbit" is "Ben"'],
    ["houses", "Cleo is the one who owns the parrot.", '"Cleo" is "parrot"'],
    ["houses", "The person in the white house is 35 years old.", '"white" is "35"'],
    ["houses", "The 40-year-old keeps a turtle.", '"40" is "turtle"'],
    ["houses", "Eli's pet is the dog.", '"Eli" is "dog"'],
    ["shop", "Hannah paid $170.", '"Hannah" is "$170"'],
    ["shop", "The Zephyr was bought by Teri.", '"Zephyr" is "Teri"'],
    ["shop", "Lynda's bike is the 2006 model.", '"Lynda" is "2006"'],
    ["shop", "The Corvo cost $150.", '"Corvo" is "$150"'],
    ["team", "Noor was born in 1994.", '"Noor" is "1994"'],
    ["team", "The player with 9 assists scored 18 points.", '"9" is "18"'],
  ]);
});

describe("2. not same", () => {
  table([
    ["houses", "Ada doesn't own the cat.", '"Ada" is not "cat"'],
    ["houses", "The dog does not live in the green house.", '"dog" is not "green"'],
    ["houses", "Ben isn't 30.", '"Ben" is not "30"'],
    ["houses", "The 25-year-old never keeps a parrot.", '"25" is not "parrot"'],
    ["shop", "Freda did not buy the Jaunt.", '"Freda" is not "Jaunt"'],
    ["shop", "The Piccolo wasn't the $160 bike.", '"Piccolo" is not "$160"'],
    ["shop", "Teri's bike isn't from 2005.", '"Teri" is not "2005"'],
    ["team", "Kai was not born in 1996.", '"Kai" is not "1996"'],
    ["team", "The player who scored 21 points is not Gus.", '"21" is not "Gus"'],
  ]);
});

describe("3. at a position", () => {
  table([
    ["houses", "Ada lives in the second house.", '"Ada" is in position 2'],
    ["houses", "The red house is the first house on the left.", '"red" is in position 1'],
    ["houses", "In the middle house lives the dog owner.", '"dog" is in position 3'],
    ["houses", "Cleo lives in the house in the middle.", '"Cleo" is in position 3'],
    ["houses", "The turtle is kept in house 4.", '"turtle" is in position 4'],
    ["houses", "Eli lives in the last house.", '"Eli" is in position 5'],
    ["houses", "The fourth house is green.", '"green" is in position 4'],
    ["houses", "The 30-year-old lives in the third house from the left.", '"30" is in position 3'],
    ["houses", "Ben lives in the second house from the right.", '"Ben" is in position 4'],
    ["houses", "The cat lives in the 5th house.", '"cat" is in position 5'],
    ["houses", "The yellow house is on the far right.", '"yellow" is in position 5'],
    ["houses", "The blue house is on the far left.", '"blue" is in position 1'],
    // "on the right" counts from the right, but "the last house on the right" is the one at the right end.
    ["houses", "Cleo lives in the leftmost house.", '"Cleo" is in position 1'],
    ["houses", "Ada lives in the right-most house.", '"Ada" is in position 5'],
    ["houses", "The white house is at the far right end.", '"white" is in position 5'],
    ["houses", "The blue house stands at the left end of the row.", '"blue" is in position 1'],
    ["houses", "Dev lives in the last house on the right.", '"Dev" is in position 5'],
    ["houses", "Ada lives to the immediate right of Ben.", '"Ben" is immediately to the left of "Ada"'],
    // in a queue
    ["houses", "Ben is first in line.", '"Ben" is in position 1'],
    ["houses", "Dev is at the back of the line.", '"Dev" is in position 5'],
    ["houses", "Cleo is at the front of the queue.", '"Cleo" is in position 1'],
    ["houses", "Eli stands just in front of Cleo.", '"Eli" is immediately to the left of "Cleo"'],
    ["houses", "The green house is the last one on the right.", '"green" is in position 5'],
    ["houses", "The dog lives right in the middle of the row.", '"dog" is in position 3'],
    ["houses", "Eli's house is the second one.", '"Eli" is in position 2'],
    ["houses", "Cleo lives in the last house on the left.", '"Cleo" is in position 1'],
    ["houses", "The white house is the first house on the right.", '"white" is in position 5'],
    ["houses", "Ben lives in the second house on the right.", '"Ben" is in position 4'],
    ["houses", "The rabbit is kept in the last house from the left.", '"rabbit" is in position 5'],
    // places in a race, not in a row
    ["race", "Ed came last.", '"Ed" is "5th"'],
    ["race", "The runner in Hokas finished in the middle.", '"Hoka" is "3rd"'],
    ["race", "Cy came in third place.", '"Cy" is "3rd"'],
    ["race", "Bo didn't finish last.", '"Bo" is not "5th"'],
  ]);
});

describe("4. not at a position", () => {
  table([
    ["houses", "Ada does not live in the first house.", '"Ada" is not in position 1'],
    ["houses", "The parrot isn't in the middle house.", '"parrot" is not in position 3'],
    ["houses", "Ben is not in the last house.", '"Ben" is not in position 5'],
    ["houses", "The blue house is not the second house.", '"blue" is not in position 2'],
    ["houses", "The 45-year-old doesn't live in house 3.", '"45" is not in position 3'],
    ["houses", "The dog is not kept in the fourth house.", '"dog" is not in position 4'],
  ]);
});

describe("5. at an end", () => {
  table([
    ["houses", "Cleo lives at one of the ends.", '"Cleo" is at one of the ends'],
    ["houses", "At one of the ends is the red house.", '"red" is at one of the ends'],
    ["houses", "Ben is on one of the ends.", '"Ben" is at one of the ends'],
    ["houses", "The white house is at either end of the row.", '"white" is at one of the ends'],
    ["houses", "The rabbit lives at one end of the street.", '"rabbit" is at one of the ends'],
    ["houses", "The 25-year-old lives in one of the end houses.", '"25" is at one of the ends'],
    ["houses", "Dev is not at either end.", '"Dev" is not at one of the ends'],
    ["houses", "The parrot is not kept at one of the ends.", '"parrot" is not at one of the ends'],
  ]);
});

describe("6. immediately left / right", () => {
  table([
    ["houses", "Ada lives directly to the left of Ben.", '"Ada" is immediately to the left of "Ben"'],
    ["houses", "The red house is immediately to the right of the green house.", '"green" is immediately to the left of "red"'],
    ["houses", "The dog owner lives just left of the cat owner.", '"dog" is immediately to the left of "cat"'],
    ["houses", "Cleo lives in the house immediately to the left of the blue house.", '"Cleo" is immediately to the left of "blue"'],
    ["houses", "The turtle is kept right after the rabbit.", '"rabbit" is immediately to the left of "turtle"'],
    ["houses", "Eli's house is directly right of the white house.", '"white" is immediately to the left of "Eli"'],
    ["houses", "The 35-year-old lives immediately before Dev.", '"35" is immediately to the left of "Dev"'],
    ["houses", "The yellow house is exactly on the left of the red house.", '"yellow" is immediately to the left of "red"'],
    ["houses", "The house of the 30-year-old is immediately left of the yellow house.", '"30" is immediately to the left of "yellow"'],
    ["houses", "The parrot owner lives directly after Ben.", '"Ben" is immediately to the left of "parrot"'],
  ]);
});

describe("7. somewhere left / right", () => {
  table([
    ["houses", "Ada lives somewhere to the left of Cleo.", '"Ada" is somewhere to the left of "Cleo"'],
    ["houses", "The dog is somewhere to the right of the blue house.", '"blue" is somewhere to the left of "dog"'],
    ["houses", "The green house is to the left of the parrot owner.", '"green" is somewhere to the left of "parrot"'],
    ["houses", "Ben lives somewhere on the right of the 40-year-old.", '"40" is somewhere to the left of "Ben"'],
    ["houses", "The cat owner lives somewhere left of Eli.", '"cat" is somewhere to the left of "Eli"'],
    ["houses", "The 25-year-old lives somewhere to the right of the red house.", '"red" is somewhere to the left of "25"'],
    ["houses", "The rabbit is kept somewhere before the turtle.", '"rabbit" is somewhere to the left of "turtle"'],
    ["houses", "Dev does not live to the left of Ada.", '"Dev" is not somewhere to the left of "Ada"'],
  ]);
});

describe("8. next to", () => {
  table([
    ["houses", "Ada lives next to Ben.", '"Ada" is next to "Ben"'],
    ["houses", "The cat owner lives beside the green house.", '"cat" is next to "green"'],
    ["houses", "The red house is adjacent to the white house.", '"red" is next to "white"'],
    ["houses", "Cleo and the dog owner are neighbours.", '"Cleo" is next to "dog"'],
    ["houses", "The 35-year-old has a neighbor who keeps a rabbit.", '"35" is next to "rabbit"'],
    ["houses", "Dev is a neighbour of the 45-year-old.", '"Dev" is next to "45"'],
    ["houses", "Ben and Cleo live next to each other.", '"Ben" is next to "Cleo"'],
    ["houses", "The turtle lives next door to the parrot.", '"turtle" is next to "parrot"'],
    ["houses", "Eli lives in a house next to the blue one.", '"Eli" is next to "blue"'],
    ["houses", "The yellow house and the red house are not adjacent.", '"yellow" is not next to "red"'],
    ["houses", "Ada does not live next to the cat owner.", '"Ada" is not next to "cat"; "Ada" is not "cat"'],
  ]);
});

describe("9. between (in order)", () => {
  table([
    ["houses", "Cleo lives somewhere between Ada and Ben, in that order.", '"Cleo" is between "Ada" and "Ben", in that order'],
    ["houses", "The green house is between the red house and the blue house in that order.", '"green" is between "red" and "blue", in that order'],
    ["houses", "Ben lives somewhere in between Dev and Eli, in that order.", '"Ben" is between "Dev" and "Eli", in that order'],
    ["houses", "The dog is somewhere between the cat and the parrot.", '"dog" is between "cat" and "parrot"'],
    ["houses", "Eli's house lies between the white and the yellow houses.", '"Eli" is between "white" and "yellow"'],
    ["houses", "The 30-year-old lives between Dev and the rabbit owner.", '"30" is between "Dev" and "rabbit"'],
    ["houses", "The cat is not between the dog and the parrot.", '"cat" is not between "dog" and "parrot"'],
  ]);
});

describe("10. k apart", () => {
  table([
    ["houses", "There is one house between Ada and Ben.", '"Ada" and "Ben" are two places apart'],
    ["houses", "There are two houses between the cat and the dog.", '"cat" and "dog" are three places apart'],
    ["houses", "There are three houses between the red house and Eli.", '"red" and "Eli" are four places apart'],
    ["houses", "There is exactly one house between the blue house and the 25-year-old.", '"blue" and "25" are two places apart'],
    ["houses", "Cleo and Dev live two houses apart.", '"Cleo" and "Dev" are two places apart'],
    ["houses", "The parrot owner lives two houses away from the 45-year-old.", '"parrot" and "45" are two places apart'],
  ]);
});

describe("11. superlative", () => {
  table([
    ["houses", "The oldest person keeps a turtle.", '"45" is "turtle"'],
    ["houses", "The youngest lives in the red house.", '"25" is "red"'],
    ["houses", "Ada is the youngest.", '"Ada" is "25"'],
    ["houses", "The eldest resident lives in the first house.", '"45" is in position 1'],
    ["houses", "The youngest person lives next to Ben.", '"25" is next to "Ben"'],
    ["shop", "The cheapest bike is the Jaunt.", '"$150" is "Jaunt"'],
    ["shop", "The most expensive bike was bought by Lynda.", '"$180" is "Lynda"'],
    ["shop", "Freda paid the least.", '"Freda" is "$150"'],
    ["shop", "The newest bike is the Corvo.", '"2007" is "Corvo"'],
    ["shop", "The oldest bike cost $160.", '"2004" is "$160"'],
    ["team", "The player with the most points is Noor.", '"21" is "Noor"'],
    ["team", "Kai had the fewest assists.", '"Kai" is "3"'],
    ["team", "The youngest player scored 15 points.", '"1996" is "15"'],
    ["team", "Gus is the oldest player.", '"Gus" is "1990"'],
    ["shop", "The Piccolo wasn't the cheapest one.", '"Piccolo" is not "$150"'],
  ]);
});

describe("12. comparative", () => {
  table([
    ["houses", "Ada is older than Ben.", `"Ben"'s age is less than "Ada"'s`],
    ["houses", "The cat owner is younger than the dog owner.", `"cat"'s age is less than "dog"'s`],
    ["houses", "Eli is not older than Cleo.", `"Cleo"'s age is not less than "Eli"'s`],
    ["shop", "The Corvo cost more than the Jaunt.", `"Jaunt"'s price is less than "Corvo"'s`],
    ["shop", "Hannah paid more than Teri.", `"Teri"'s price is less than "Hannah"'s`],
    ["shop", "Freda paid somewhat more than the Corvo's buyer.", `"Corvo"'s price is less than "Freda"'s`],
    ["shop", "Lynda's bike is cheaper than the Zephyr.", `"Lynda"'s price is less than "Zephyr"'s`],
    ["shop", "The Piccolo is newer than Freda's bike.", `"Freda"'s year is earlier than "Piccolo"'s`],
    ["shop", "The Jaunt was made before the 2006 bike.", `"Jaunt"'s year is earlier than "2006"'s`],
    ["shop", "The Zephyr is older than the $170 bike.", `"Zephyr"'s year is earlier than "$170"'s`],
    ["team", "Gus scored more points than Ivy.", `"Ivy"'s point is less than "Gus"'s`],
    ["team", "Kai had fewer assists than Noor.", `"Kai"'s assist is less than "Noor"'s`],
    ["team", "Ivy is younger than the player with 5 assists.", `"5"'s born is earlier than "Ivy"'s`],
    ["dive", "The sub with a depth of 900 feet costs less than the Pike.", `"900 feet"'s price is less than "Pike"'s`],
    ["dive", "The sub that is 1,200 feet deep is cheaper than the Ray.", `"1,200 feet"'s price is less than "Ray"'s`],
    ["dive", "The Skate goes deeper than the $21,000 sub.", `"$21,000"'s depth is less than "Skate"'s`],
    ["team", "Noor was born later than Gus.", `"Gus"'s born is earlier than "Noor"'s`],
    ["team", "Noor was born after Gus.", `"Gus"'s born is earlier than "Noor"'s`],
    // "more" measures quantities, not points in time; a difference must be one two values can have
    ["shop", "The Jaunt is more than the Piccolo.", `"Piccolo"'s price is less than "Jaunt"'s`],
    ["shop", "The Corvo is 1 higher than the Jaunt.", `"Jaunt"'s year is 1 year earlier than "Corvo"'s`],
  ]);
});

describe("13. offset", () => {
  table([
    ["houses", "Ben is 10 years older than Cleo.", `"Cleo"'s age is 10 less than "Ben"'s`],
    ["houses", "The dog owner is five years younger than Ada.", `"dog"'s age is 5 less than "Ada"'s`],
    ["shop", "Freda paid 20 dollars more than Hannah.", `"Hannah"'s price is $20 less than "Freda"'s`],
    ["shop", "The Corvo cost $10 less than the Jaunt.", `"Corvo"'s price is $10 less than "Jaunt"'s`],
    ["shop", "Lynda spent $30 more than the Zephyr's owner.", `"Zephyr"'s price is $30 less than "Lynda"'s`],
    ["shop", "The Piccolo was made 2 years before the Zephyr.", `"Piccolo"'s year is 2 years earlier than "Zephyr"'s`],
    ["shop", "Teri's bike is one year newer than the Jaunt.", `"Jaunt"'s year is 1 year earlier than "Teri"'s`],
    ["shop", "Teri's bike is a year newer than the Jaunt.", `"Jaunt"'s year is 1 year earlier than "Teri"'s`],
    ["shop", "The Zephyr was made a year before the Corvo.", `"Zephyr"'s year is 1 year earlier than "Corvo"'s`],
    ["houses", "Ben is a year older than Cleo.", `"Cleo"'s age is 1 less than "Ben"'s`],
    // the same shape with a word that is no unit: no amount (and no reading cached from the rows above)
    ["shop", "Teri's bike is a lot newer than the Jaunt.", `"Jaunt"'s year is earlier than "Teri"'s`],
    // counts in words, scales and halves
    ["shop", "Freda paid twenty dollars more than Hannah.", `"Hannah"'s price is $20 less than "Freda"'s`],
    ["shop", "Lynda paid thirty dollars less than Teri.", `"Lynda"'s price is $30 less than "Teri"'s`],
    ["dive", "The Pike cost a thousand dollars more than the Ray.", `"Ray"'s price is $1,000 less than "Pike"'s`],
    ["dive", "The Ray cost two thousand dollars less than the Skate.", `"Ray"'s price is $2,000 less than "Skate"'s`],
    ["dive", "The Minnow can dive three hundred feet deeper than the Pike.", `"Pike"'s depth is 300 feet less than "Minnow"'s`],
    ["dive", "The Minnow can dive a hundred feet deeper than the Pike.", `"Pike"'s depth is 100 feet less than "Minnow"'s`],
    ["team", "Noor scored twenty-one more points than Gus.", `"Gus"'s point is 21 less than "Noor"'s`],
    ["houses", "Ben is half a year older than Cleo.", `"Cleo"'s age is 0.5 less than "Ben"'s`],
    ["houses", "Ben is one half year older than Cleo.", `"Cleo"'s age is 0.5 less than "Ben"'s`],
    ["shop", "Freda paid exactly $20 more than Hannah.", `"Hannah"'s price is $20 less than "Freda"'s`],
    ["sale", "The lamp had a discount 5% higher than the rug's.", `"rug"'s discount is 5% less than "lamp"'s`],
    ["dive", "The Ray dives exactly 300 feet deeper than the Pike.", `"Pike"'s depth is 300 feet less than "Ray"'s`],
    ["team", "Gus scored 3 more points than Kai.", `"Kai"'s point is 3 less than "Gus"'s`],
    ["team", "Ivy had two fewer assists than Noor.", `"Ivy"'s assist is 2 less than "Noor"'s`],
    ["team", "Kai was born 4 years after Noor.", `"Noor"'s born is 4 years earlier than "Kai"'s`],
    ["team", "Noor is two years older than the player with 12 points.", `"Noor"'s born is 2 years earlier than "12"'s`],
  ]);
});

describe("14. either / or", () => {
  table([
    ["houses", "Ada is either the cat owner or the 40-year-old.", '"Ada" is either "cat" or "40"'],
    ["houses", "The dog owner is either Ben or Cleo.", '"dog" is either "Ben" or "Cleo"'],
    ["houses", "Either Dev or Eli lives in the white house.", '"white" is either "Dev" or "Eli"'],
    ["shop", "Hannah bought either the Corvo or the $180 bike.", '"Hannah" is either "Corvo" or "$180"'],
    ["shop", "The 2005 bike is the Piccolo or Teri's.", '"2005" is either "Piccolo" or "Teri"'],
    ["shop", "Either the Zephyr or the Jaunt cost $160.", '"$160" is either "Zephyr" or "Jaunt"'],
    ["team", "Gus was born in 1992 or he scored 18 points.", '"Gus" is either "1992" or "18"'],
    ["team", "The player with 7 assists is either Ivy or the one born in 1990.", '"7" is either "Ivy" or "1990"'],
  ]);
});

describe("15. neither / nor", () => {
  table([
    ["houses", "Neither Ada nor Ben owns the parrot.", 'neither "Ada" nor "Ben" is "parrot"'],
    ["houses", "The rabbit owner is neither Cleo nor the 30-year-old.", 'neither "Cleo" nor "30" is "rabbit"'],
    ["shop", "Neither the Corvo nor the Zephyr cost $170.", 'neither "Corvo" nor "Zephyr" is "$170"'],
    ["shop", "Hannah bought neither the 2004 bike nor the Piccolo.", 'neither "2004" nor "Piccolo" is "Hannah"'],
    ["shop", "Teri's bike was neither the cheapest nor the newest.", 'neither "$150" nor "2007" is "Teri"'],
    ["team", "Neither Kai nor the player born in 1994 scored 12 points.", 'neither "Kai" nor "1994" is "12"'],
  ]);
});

describe("16. unaligned pair", () => {
  table([
    ["houses", "Of Ada and Ben, one has the cat and the other has the dog.", 'of "Ada" and "Ben", one is "cat" and the other "dog"'],
    ["houses", "Of the red house and the blue house, one belongs to Cleo and the other is home to the turtle.",
      'of "red" and "blue", one is "Cleo" and the other "turtle"'],
    ["shop", "Of Hannah and the Zephyr's buyer, one paid $150 and the other paid $180.",
      'of "Hannah" and "Zephyr", one is "$150" and the other "$180"'],
    ["shop", "Of the Corvo and the Jaunt, one was made in 2005 and the other is Lynda's.",
      'of "Corvo" and "Jaunt", one is "2005" and the other "Lynda"'],
    ["team", "Of the 12-point scorer and Noor, one had 3 assists and the other had 9 assists.",
      'of "12" and "Noor", one is "3" and the other "9"'],
    ["team", "Of Ivy and Kai, one was born in 1992, and the other was born in 1994.",
      'of "Ivy" and "Kai", one is "1992" and the other "1994"'],
  ]);
});

describe("17. all different", () => {
  table([
    ["houses", "Ada, the cat owner and the 45-year-old are all different people.", '"Ada", "cat", "45" are all different'],
    ["houses", "The red house, the dog and Ben are all different.", '"red", "dog", "Ben" are all different'],
    ["shop", "Freda, the Corvo's buyer, the $170 bike and the 2007 bike are all different.",
      '"Freda", "Corvo", "$170", "2007" are all different'],
    ["shop", "The four clients are Hannah, the Piccolo's owner, the person who paid $160 and the buyer of the 2004 bike.",
      '"Hannah", "Piccolo", "$160", "2004" are all different'],
    ["team", "Gus, Noor and the player born in 1992 were all different players.", '"Gus", "Noor", "1992" are all different'],
    ["team", "Kai, the 18-point scorer, and the player with 5 assists are three different people.",
      '"Kai", "18", "5" are all different'],
  ]);
});

describe("18. referring phrases", () => {
  table([
    // ("man": none of the names usually a woman's.)
    ["houses", "The man who keeps the rabbit lives in the blue house.", '"rabbit" is "blue"; "rabbit" is not "Ada"; "rabbit" is not "Cleo"'],
    ["houses", "The owner of the yellow house is 30.", '"yellow" is "30"'],
    ["houses", "The person living in the green house owns the parrot.", '"green" is "parrot"'],
    ["houses", "The resident of the white house is Dev.", '"white" is "Dev"'],
    ["houses", "The 25-year-old woman owns the dog.", '"25" is "dog"; "dog" is not "Ben"; "dog" is not "Dev"'],
    ["houses", "Cleo's pet is the turtle.", '"Cleo" is "turtle"'],
    ["houses", "The one whose house is red keeps a cat.", '"red" is "cat"'],
    ["houses", "The dog's owner lives in the red house.", '"dog" is "red"'],
    ["houses", "The house with the parrot is green.", '"parrot" is "green"'],
    ["shop", "The buyer of the Jaunt paid $160.", '"Jaunt" is "$160"'],
    ["shop", "The 2006 model was Freda's.", '"2006" is "Freda"'],
    ["shop", "The person who bought the Zephyr paid $180.", '"Zephyr" is "$180"'],
    ["shop", "The $150 bike is the one Hannah bought.", '"$150" is "Hannah"'],
    ["team", "The player born in 1996 is Ivy.", '"1996" is "Ivy"'],
    ["team", "The 15-point scorer was born in 1990.", '"15" is "1990"'],
    ["team", "Gus's points total is 21.", '"Gus" is "21"'],
    ["dive", "The 900-foot sub is the Minnow.", '"900 feet" is "Minnow"'],
  ]);
});

describe("19. compound sentences: two things said of one subject", () => {
  table([
    ["houses", "Ada, who keeps the cat, lives next to Ben.", '"Ada" is "cat"; "Ada" is next to "Ben"'],
    ["houses", "Ben, whose house is green, is not the dog owner.", '"Ben" is "green"; "Ben" is not "dog"'],
    ["houses", "Cleo, the parrot owner, lives in the first house.", '"Cleo" is "parrot"; "Cleo" is in position 1'],
    ["houses", "Dev lives somewhere to the right of Eli and doesn't keep the turtle.", '"Eli" is somewhere to the left of "Dev"; "Dev" is not "turtle"'],
    ["houses", "Eli lives next to Cleo, and his house is not red.", '"Eli" is next to "Cleo"; "Eli" is not "red"'],
    ["houses", "The 30-year-old keeps a rabbit but doesn't live in the blue house.", '"30" is "rabbit"; "30" is not "blue"'],
    ["houses", "Ada lives in the red house, and she keeps the dog.", '"Ada" is "red"; "Ada" is "dog"'],
    ["shop", "Teri, who paid $170, didn't buy the Zephyr.", '"Teri" is "$170"; "Teri" is not "Zephyr"'],
    // one link to two things, two links to two things
    ["houses", "Ada lives next to both Ben and the dog owner.", '"Ada" is next to "Ben"; "Ada" is next to "dog"; "Ben" is not "dog"'],
    ["houses", "Ben is older than Cleo but younger than Dev.", `"Cleo"'s age is less than "Ben"'s; "Ben"'s age is less than "Dev"'s`],
    ["houses", "Ben is older than both Cleo and Eli, but younger than Dev.", `"Cleo"'s age is less than "Ben"'s; "Eli"'s age is less than "Ben"'s; "Ben"'s age is less than "Dev"'s`],
    ["houses", "Ben is older than Cleo and younger than both Dev and Ada.", `"Cleo"'s age is less than "Ben"'s; "Ben"'s age is less than "Dev"'s; "Ben"'s age is less than "Ada"'s`],
    ["houses", "Eli is not Ben's neighbour.", '"Eli" is not next to "Ben"'],
    ["houses", "The cat owner lives to Cleo's left.", '"cat" is somewhere to the left of "Cleo"'],
    ["houses", "Dev sits on Ada's immediate right.", '"Ada" is immediately to the left of "Dev"'],
    ["houses", "The red house is two houses to the left of the green house.", '"red" is somewhere to the left of "green"; "red" and "green" are two places apart'],
    ["houses", "Ada and Eli are at opposite ends of the street.", '"Ada" is at one of the ends; "Eli" is at one of the ends; "Ada" is not "Eli"'],
    ["houses", "Cleo didn't keep the parrot or the turtle.", 'neither "parrot" nor "turtle" is "Cleo"'],
    ["houses", "The youngest of the five keeps a rabbit.", '"25" is "rabbit"'],
  ]);
});

describe("errors", () => {
  /** A header, a clue that must be refused, and a pattern its message must match. */
  const cases: [Header, string, RegExp][] = [
    // unknown words
    ["houses", "Ada lives in the purple house.", /"purple"/u],
    ["houses", "Ben keeps a llama.", /"llama"/u],
    ["shop", "Freda bought the Raleigh.", /"Raleigh"/u],
    // misspelt values
    ["houses", "Ada lives next to Bne.", /did you mean "Ben"\?/u],
    ["shop", "Hanna paid $170.", /did you mean "Hannah"\?/u],
    ["shop", "The Picolo cost $160.", /did you mean "Piccolo"\?/u],
    // a bare comparative that fits two ordered categories equally
    ["team", "Gus had more than Ivy.", /"more"/u],
    ["team", "Gus had somewhat fewer than Kai.", /"fewer"/u],
    ["team", "Noor had 6 more than Kai.", /"more"/u],
    // a middle place in a row of four
    ["shop", "Freda lives in the middle house.", /a middle position does not exist in a row of 4/u],
    ["shop", "The Corvo is parked in the centre.", /a middle position does not exist in a row of 4/u],
    // clues naming only one thing (a comparative with nothing to compare to
    // is not a superlative: "Cleo is older." does not say she is the oldest)
    ["houses", "Ada lives in the house.", /"house"/u],
    ["houses", "Cleo is older.", /"older"/u],
    ["shop", "Lynda paid more.", /"more"/u],
    ["houses", "The cat is next to.", /./u],
    // farther and closer measure a distance, not the only ordered category there is (Age)
    ["houses", "Ada lives further away than Ben.", /"further"/u],
  ];
  it.each(cases)("[%s] %s", (header, clue, pattern) => {
    const out = read(header, clue);
    expect(out).toMatch(/^error: /u);
    expect(out).toMatch(pattern);
  });
});

describe("a category that is the row already", () => {
  const puzzle = (header: string) => parse(`${header}\n1. Ada lives in house 2.\n2. The cat owner lives immediately right of Ada.\n`).puzzle!;

  it("is the position category, first, when clues need a row (no second one is made)", () => {
    const p = puzzle("Name: Ada, Ben, Cleo\nHouse: 1, 2, 3\nPet: cat, dog, fish\n");
    expect(p.categories.map((c) => [c.name, c.positional])).toEqual([["House", true], ["Name", false], ["Pet", false]]);
    expect(p.clues.map((c) => describeClue(c, p.categories))).toEqual(['"Ada" is "2"', '"Ada" is immediately to the left of "cat"']);
  });

  it("is not taken for the row when its name is no place (ages 1 to 3)", () => {
    const p = puzzle("Name: Ada, Ben, Cleo\nAge: 1, 2, 3\nPet: cat, dog, fish\n");
    expect(p.categories.map((c) => [c.name, c.positional])).toEqual([["Position", true], ["Name", false], ["Age", false], ["Pet", false]]);
  });
});
