import { describe, expect, it } from "vitest";
import { parse } from "../src/parse/puzzle.js";
import { describeClue } from "../src/parse/wording.js";

const HEADER = `Color: red, green, blue, white, yellow
Nationality: Brit, Dane, Swede, Norwegian, German
Pet: dogs, cats, birds, horses, fish
Drink: tea, coffee, milk, orange juice, water
Smoke: Pall Mall, Blue Master, Blends, Dunhill, Prince
`;

/** The one clue of a puzzle with HEADER and this clue, in words. */
function read(clue: string): string {
  const result = parse(`${HEADER}\n${clue}\n`);
  if (!result.puzzle) return `error: ${result.errors.map((e) => `${e.line}:${e.column}: ${e.message}`).join(" | ")}`;
  return result.puzzle.clues.map((c) => describeClue(c, result.puzzle!.categories)).join("; ");
}

describe("same", () => {
  it.each([
    ["The Brit lives in the red house.", '"Brit" is "red"'],
    ["The Swede keeps dogs as pets.", '"Swede" is "dogs"'],
    ["The owner of the green house drinks coffee.", '"green" is "coffee"'],
    ["Coffee is drunk in the green house.", '"coffee" is "green"'],
    ["The man who smokes Pall Mall rears birds.", '"Pall Mall" is "birds"'],
    ["the DANE drinks TEA", '"Dane" is "tea"'],
    ["The Dunhills smoker keeps fish.", '"Dunhill" is "fish"'],
    ['The "Blue Master" smoker drinks orange juice.', '"Blue Master" is "orange juice"'],
    ["The person who keeps cats is the Norwegian.", '"cats" is "Norwegian"'],
    ["The woman with the horses drinks water.", '"horses" is "water"'],
  ])("%s", (clue, meaning) => expect(read(clue)).toBe(meaning));
});

describe("not same", () => {
  it.each([
    ["The Dane does not drink milk.", '"Dane" is not "milk"'],
    ["The Dane doesn't keep birds.", '"Dane" is not "birds"'],
    ["The Swede never drinks tea.", '"Swede" is not "tea"'],
    ["The person in the blue house isn't the German.", '"blue" is not "German"'],
  ])("%s", (clue, meaning) => expect(read(clue)).toBe(meaning));
});

describe("at a position", () => {
  it.each([
    ["The Norwegian lives in the first house.", '"Norwegian" is in position 1'],
    ["The man living in the centre house drinks milk.", '"milk" is in position 3'],
    ["Milk is drunk in the middle house.", '"milk" is in position 3'],
    ["The German lives in the last house.", '"German" is in position 5'],
    ["The second house is blue.", '"blue" is in position 2'],
    ["At the fifth position is the Dane.", '"Dane" is in position 5'],
    ["The Brit lives in the 4th house.", '"Brit" is in position 4'],
    ["The Brit lives in the first house on the right.", '"Brit" is in position 5'],
    ["The German isn't in the second house.", '"German" is not in position 2'],
    ["The Swede does not live in the third house.", '"Swede" is not in position 3'],
  ])("%s", (clue, meaning) => expect(read(clue)).toBe(meaning));
});

describe("at one of the ends", () => {
  it.each([
    ["The Swede is at one of the ends.", '"Swede" is at one of the ends'],
    ["At one of the ends is the tea drinker.", '"tea" is at one of the ends'],
    ["The dogs live in a house at either end.", '"dogs" is at one of the ends'],
    ["The Dane is not at one of the ends.", '"Dane" is not at one of the ends'],
  ])("%s", (clue, meaning) => expect(read(clue)).toBe(meaning));
});

describe("left and right", () => {
  it.each([
    ["The green house is immediately to the left of the white house.", '"green" is immediately to the left of "white"'],
    ["The green house is directly left of the white house.", '"green" is immediately to the left of "white"'],
    ["The green house is exactly to the left of the white house.", '"green" is immediately to the left of "white"'],
    ["The green house is just to the right of the white house.", '"white" is immediately to the left of "green"'],
    ["The Dane is somewhere to the left of the Swede.", '"Dane" is somewhere to the left of "Swede"'],
    ["The cats are somewhere to the right of the Brit.", '"Brit" is somewhere to the left of "cats"'],
    ["The Dane lives immediately before the Swede.", '"Dane" is immediately to the left of "Swede"'],
    ["The Dane is not to the left of the Swede.", '"Dane" is not somewhere to the left of "Swede"'],
  ])("%s", (clue, meaning) => expect(read(clue)).toBe(meaning));
});

describe("next to", () => {
  it.each([
    ["The man who smokes Blends lives next to the one who keeps cats.", '"Blends" is next to "cats"'],
    ["The man who smokes Blends has a neighbour who drinks water.", '"Blends" is next to "water"'],
    ["Blends are smoked in the house next to the house where the horses are kept.", '"Blends" is next to "horses"'],
    ["The Brit and the Dane are next to each other.", '"Brit" is next to "Dane"'],
    ["The Norwegian lives beside the blue house.", '"Norwegian" is next to "blue"'],
    ["The tea drinker does not live next to the Dane.", '"tea" is not next to "Dane"; "tea" is not "Dane"'],
  ])("%s", (clue, meaning) => expect(read(clue)).toBe(meaning));
});

describe("errors", () => {
  it("names an unknown word with a did-you-mean", () => {
    expect(read("The Brti lives in the red house.")).toMatch(/^error: 7:5: cannot place "Brti" here; expected a value; did you mean "Brit"\?$/u);
  });
  it("names a word no rule can place", () => {
    expect(read("The Brit lives in the purple house.")).toMatch(/^error: 7:23: "purple" is not a value of any category, and the clue names only "Brit"; expected two values, or a value and a place$/u);
  });
  it("says when a clue ends too early", () => {
    expect(read("The Brit lives next to")).toMatch(/^error: 7:23: the clue ends too early; expected /u);
  });
  it("refuses a middle in an even row", () => {
    const result = parse("Color: red, green\nName: Al, Bo\nAl lives in the middle house.\n");
    expect(result.errors.map((e) => `${e.line}:${e.column}: ${e.message}`)).toEqual([
      "3:17: a middle position does not exist in a row of 2",
    ]);
  });
  it("refuses a place beyond the row", () => {
    const result = parse("Color: red, green\nName: Al, Bo\nAl lives in the third house.\n");
    expect(result.errors.map((e) => `${e.line}:${e.column}: ${e.message}`)).toEqual([
      "3:17: position 3 does not exist in a row of 2",
    ]);
  });
  it("reports categories of unequal size and duplicate values", () => {
    const result = parse("Color: red, green, red\nName: Al, Bo\nAl is red.\n");
    expect(result.errors.map((e) => `${e.line}:${e.column}: ${e.message}`)).toEqual([
      '1:20: value "red" appears twice in category "Color"',
      '2:1: category "Name" has 2 values, but "Color" has 3; every category needs the same number',
    ]);
  });
  it("reports a puzzle without categories", () => {
    expect(parse("Just some words.\n").errors.map((e) => e.message)).toEqual([
      "the puzzle has no category lines; expected lines such as `Color: red, green, blue`",
    ]);
  });
});
