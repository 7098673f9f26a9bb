/**
 * Every kind of input error, with its exact text: where it is, what is
 * wrong, what was expected, and a suggestion where there is one. A file with
 * several mistakes reports all of them in one run, compiler-style.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "../src/parse/puzzle.js";
import { parse as parseLibrary, describeClue } from "../src/index.js";
import { hint } from "../src/cli/hint.js";
import { renderMarkdown } from "../src/render/markdown.js";
import { report } from "../src/render/report.js";
import { renderText } from "../src/render/text.js";
import { root } from "./helpers.js";

const H = "Color: red, green, blue\nName: Al, Bo, Cy\nAge: 20, 30, 40\n\n";
const TEAM = "Player: Gus, Ivy, Kai\nPoints: 12, 15, 18\nAssists: 3, 5, 7\n\n";

/** The errors of a puzzle text as "line:column: message". */
function errorsOf(text: string | undefined): string[] {
  const r = report("p.txt", text);
  expect(r.status).toBe("error");
  return (r.errors ?? []).map((e) => `${e.line}:${e.column}: ${e.message}`);
}

describe("error catalogue", () => {
  it.each([
    ["unknown word", `${H}1. Al lives next next to Bo.\n`, '5:18: cannot place "next" here; expected "door" or "to"'],
    ["misspelt value", `${H}1. Al lives in the gren house.\n`, '5:20: cannot place "gren" here; expected a value; did you mean "green"?'],
    ["not a value", `${H}1. Al lives in the purple house.\n`,
      '5:20: "purple" is not a value of any category, and the clue names only "Al"; expected two values, or a value and a place'],
    ["clue ends early", `${H}1. Al lives next to\n`,
      '5:20: the clue ends too early; expected a value, a number, "at", "both", "bottom" or another word'],
    ["bad character", `${H}1. Al lives in the red house §.\n`, '5:30: unexpected character "§"'],
    ["ambiguous value", "Color: red, green, blue\nShade: red, pink, teal\nName: Al, Bo, Cy\n\n1. Al is red.\n",
      '5:10: "red" could be the Color "red" or the Shade "red"; name the category to tell them apart'],
    ["two meanings", `${TEAM}1. Gus had more than Ivy.\n`, '5:12: this clue can be read in 2 ways: (1) "more" on Points; (2) "more" on Assists'],
    ["bad position", `${H}1. Al lives in the fifth house.\n`, "5:20: position 5 does not exist in a row of 3"],
    ["comparative without than", `${H}1. Al is older.\n`, '5:10: "older" compares, but the clue does not say with what; expected "older than ..."'],
    ["no ordered category", "Color: red, green, blue\nName: Al, Bo, Cy\n\n1. Al is taller than Bo.\n",
      '4:10: "taller" compares, but no category of numbers, dates or times fits it'],
    ["unequal categories", "Color: red, green, blue\nName: Al, Bo\n\n1. Al is red.\n",
      '2:1: category "Name" has 2 values, but "Color" has 3; every category needs the same number'],
    ["duplicate value", "Color: red, green, red\nName: Al, Bo, Cy\n\n1. Al is red.\n", '1:20: value "red" appears twice in category "Color"'],
    ["empty file", "", "1:1: the puzzle has no category lines; expected lines such as `Color: red, green, blue`"],
    ["only white space", "   \n\n  \n", "1:1: the puzzle has no category lines; expected lines such as `Color: red, green, blue`"],
    ["no clues", "Color: red, green\nName: Al, Bo\n", "1:1: the puzzle has no clues after its category lines"],
    ["too large", `Color: ${Array.from({ length: 13 }, (_, i) => `c${i}`).join(", ")}\nName: ${Array.from({ length: 13 }, (_, i) => `n${i}`).join(", ")}\n\nc1 is n1.\n`,
      "1:1: the puzzle has 13 values in a category; cluegrid takes at most 12"],
  ])("%s", (_kind, text, message) => {
    expect(errorsOf(text)).toEqual([message]);
  });

  it("a clue number too large to be one is read as words, and located (found by the fuzzer)", () => {
    expect(errorsOf("t:g,t,tortoise\n9999999999999999.tortoise third\n")).toEqual([
      '2:17: cannot place "." here; expected "one"',
    ]);
  });

  it("a file that is not text", () => {
    expect(errorsOf(undefined)).toEqual(["1:1: the file is not UTF-8 text"]);
  });
});

describe("an unknown name where a value should be", () => {
  // "Bob" is no value: the clue must not be read without him (once "spoke 2" passed for "position 2").
  const TALKS = "People: Anita, Hazel, Perry\nMinutes: 5 minutes, 7 minutes, 9 minutes\n\n";
  it.each([
    ["subject of a comparison", "1. Bob spoke 2 minutes more than Hazel.", '4:4: "Bob" is not a value of any category; expected a value here'],
    ["object of a comparison", "1. Hazel spoke 2 minutes more than Bob.", '4:36: "Bob" is not a value of any category; expected a value here'],
    ["misspelt subject", "1. Perri spoke 2 minutes more than Hazel.", '4:4: cannot place "Perri" here; expected a value; did you mean "Perry"?'],
    ["misspelt, with a letter added", "1. Perryé spoke 2 minutes more than Hazel.", '4:4: cannot place "Perryé" here; expected a value; did you mean "Perry"?'],
    ["plain statement", "1. Bob spoke for 5 minutes.", '4:4: "Bob" is not a value of any category; expected a value here'],
    ["either-or", "1. Either Bob or Hazel spoke for 5 minutes.", '4:11: "Bob" is not a value of any category; expected a value here'],
    ["neither-nor", "1. Neither Bob nor Hazel spoke for 5 minutes.", '4:12: "Bob" is not a value of any category; expected a value here'],
    ["of the two", "1. Of Bob and Hazel, one spoke for 5 minutes and the other is Anita.", '4:7: "Bob" is not a value of any category; expected a value here'],
    ["all different", "1. Bob, Hazel and Anita are all different people.", '4:4: "Bob" is not a value of any category; expected a value here'],
    ["after a noun phrase", "1. The speaker who talked for 5 minutes is not Bob.", '4:48: "Bob" is not a value of any category; expected a value here'],
  ])("%s", (_kind, clue, message) => {
    expect(errorsOf(`${TALKS}${clue}\n2. Anita spoke for 9 minutes.\n`)).toEqual([message]);
  });

  it.each([
    ["The person who spoke 2 minutes more than Hazel is Anita."],
    ["Anita is the person who spoke 2 minutes more than Hazel."],
    ["Hazel spoke 2 minutes more than Perry."],
    ["Whoever spoke for 5 minutes is Perry."],
  ])("still reads %s", (clue) => {
    const r = report("p.txt", `${TALKS}1. ${clue}\n2. Anita spoke for 9 minutes.\n`);
    expect(r.errors).toBeUndefined();
    expect(r.status).toBe("solved");
  });

  it("a word of a value is no misspelling of it (\"minutes\" of \"5 minutes\")", () => {
    expect(errorsOf(`${TALKS}1. Hazel spoke 2 minutes more than Bobby.\n`)).toEqual(['4:36: "Bobby" is not a value of any category; expected a value here']);
  });
});

describe("several mistakes in one file", () => {
  const file = join(mkdtempSync(join(tmpdir(), "cluegrid-diag-")), "three.txt");
  writeFileSync(file, `${H}1. Al lives in the gren house.\n2. Bo lives next next to Cy.\n3. Cy is older.\n`);

  it("are all reported, each with its line and a caret, and nothing on stdout", () => {
    const result = spawnSync(join(root, "bin", "cluegrid"), ["solve", file], { encoding: "utf8", maxBuffer: 1 << 26 });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `${file}:5:20: error: cannot place "gren" here; expected a value; did you mean "green"?\n` +
        "  |\n5 | 1. Al lives in the gren house.\n  |                    ^^^^\n\n" +
        `${file}:6:18: error: cannot place "next" here; expected "door" or "to"\n` +
        "  |\n6 | 2. Bo lives next next to Cy.\n  |                  ^^^^\n\n" +
        `${file}:7:10: error: "older" compares, but the clue does not say with what; expected "older than ..."\n` +
        "  |\n7 | 3. Cy is older.\n  |          ^^^^^\n",
    );
  });
});

describe("a value two categories share", () => {
  const header = "Person: Ann, Bob, Cid\nShirt: red, blue, green\nHat: red, white, black\n\n";

  it("is read the one way the clues allow, with a note saying so", () => {
    const r = report("two.txt", `${header}1. Ann wears the blue shirt.\n2. The person in red is Ann.\n3. Bob wears the green shirt.\n4. Bob wears the white hat.\n`);
    expect(r.status).toBe("solved");
    expect(r.rows).toEqual([["Ann", "blue", "red"], ["Bob", "green", "white"], ["Cid", "red", "black"]]);
    expect(r.notes).toEqual([
      'line 6, column 18: "red" is read as the hat "red"',
      "read any other way, the clues contradict each other",
    ]);
    expect(r.steps[1]!.text).toBe('the hat "red" is "Ann": clue 2 says so.');
    expect(renderText(r).split("\n").slice(2, 4)).toEqual([
      'Note: line 6, column 18: "red" is read as the hat "red".',
      "Note: read any other way, the clues contradict each other.",
    ]);
    expect(renderMarkdown(r)).toContain('- Note: line 6, column 18: "red" is read as the hat "red".');
  });

  it("is read the one way that leaves one solution: a puzzle is meant to have one", () => {
    const r = report("two.txt", `${header}1. The person in red is Ann.\n2. Bob wears the green shirt.\n3. Bob wears the white hat.\n4. Cid wears the black hat.\n`);
    expect(r.status).toBe("solved");
    expect(r.rows).toEqual([["Ann", "red", "red"], ["Bob", "green", "white"], ["Cid", "blue", "black"]]);
    expect(r.notes).toEqual([
      'line 5, column 18: "red" is read as the shirt "red"',
      "read any other way, they leave more than one solution",
    ]);
  });

  it("is read either way when both readings give the same solution", () => {
    const r = report("two.txt", `${header}1. The person in red is Ann.\n2. Bob wears the green shirt.\n3. Bob wears the white hat.\n4. Cid wears the black hat.\n5. Cid wears the blue shirt.\n`);
    expect(r.status).toBe("solved");
    expect(r.notes).toEqual([
      'line 5, column 18: "red" is read as the shirt "red"',
      "read any other way, they give this same solution",
    ]);
  });

  it("stays an error when two readings give two different solutions", () => {
    const r = report("two.txt", `${header}1. The person in red is Ann.\n2. Bob wears the white hat.\n3. Bob wears the green shirt.\n4. The red hat belongs to the person in the blue shirt.\n`);
    expect(r.status).toBe("error");
    expect(r.errors).toEqual([{ line: 5, column: 18, message: '"red" could be the Shirt "red" or the Hat "red"; name the category to tell them apart' }]);
  });

  it("stays an error when no reading leaves one solution", () => {
    const r = report("two.txt", `${header}1. The person in red is Ann.\n2. Bob wears the green shirt.\n`);
    expect(r.status).toBe("error");
    expect(r.errors![0]!.message).toBe('"red" could be the Shirt "red" or the Hat "red"; name the category to tell them apart');
  });
});

describe("'neither A nor B' suggests that A and B are two, but gives way when the clues contradict it", () => {
  const header = "Name: Ada, Ben, Cleo\nPet: cat, dog, emu\nDrink: tea, milk, soda\n\n";

  it("reads A and B as one when read as two the clues contradict each other, with a note", () => {
    const r = report("neither.txt", `${header}1. Ada owns the dog.\n2. Neither the cat owner nor the tea drinker is Ada.\n3. Ben owns the cat and drinks tea.\n4. Cleo drinks soda.\n`);
    expect(r.status).toBe("solved");
    expect(r.rows).toEqual([["Ada", "dog", "milk"], ["Ben", "cat", "tea"], ["Cleo", "emu", "soda"]]);
    expect(r.notes).toEqual([
      'line 6, column 4: "neither … nor" in clue 2 is read as allowing the two it names to be one: read as two, the clues would contradict each other',
    ]);
  });

  it("keeps them two where the clues allow it (Puzzle Baron's grids mean it so)", () => {
    // Read as possibly one, Ben could drink tea or soda.
    const r = report("neither.txt", `${header}1. Neither the cat owner nor the tea drinker is Ada.\n2. Ben owns the cat.\n3. Ada owns the dog.\n4. Ada drinks milk.\n`);
    expect(r.status).toBe("solved");
    expect(r.rows).toEqual([["Ada", "dog", "milk"], ["Ben", "cat", "soda"], ["Cleo", "emu", "tea"]]);
    expect(r.notes).toBeUndefined();
  });
});

describe("a word that is no value, in words a person can act on (issue 17, point 8)", () => {
  it("names the word and the category it probably belongs to", () => {
    const r = report("drinks.txt", "Name: Al, Bo, Cy\nDrink: tea, coffee, milk\n\n1. Cy drinks lemonade.\n");
    expect(r.errors).toEqual([{
      line: 4, column: 14,
      message: '"lemonade" is not a value of any category, and the clue names only "Cy"; expected two values, or a value and a place; if "lemonade" is meant as a Drink, add it to the line Drink: tea, coffee, milk',
    }]);
  });

  it("lists what would be understood in words, not the grammar's token names", () => {
    const r = report("next.txt", "Name: Al, Bo, Cy\nDrink: tea, coffee, milk\n\n1. Al lives next next to Bo.\n");
    expect(r.errors![0]!.message).toBe('cannot place "next" here; expected "door" or "to"');
    expect(r.errors![0]!.message).not.toMatch(/a quote|an ordinal|punctuation|"\$"/u);
  });
});

describe("every entry point reads a shared value alike (src/pipeline.ts)", () => {
  const text = "Person: Ann, Bob, Cid\nShirt: red, blue, green\nHat: red, white, black\n\n1. Ann wears the blue shirt.\n2. The person in red is Ann.\n3. Bob wears the green shirt.\n4. Bob wears the white hat.\n";

  it("the library's parse, like solve, reads it the one way the clues allow, with its notes", () => {
    const parsed = parseLibrary(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.puzzle!.clues.map((c) => describeClue(c, parsed.puzzle!.categories))[1]).toBe('the hat "red" is "Ann"');
    expect(parsed.notes).toEqual(['line 6, column 18: "red" is read as the hat "red"', "read any other way, the clues contradict each other"]);
  });

  it("hint reads it too", () => {
    expect(hint(text, { yes: [], no: [] }).text).toBe('"Ann" is "blue": clue 1 says so.');
  });
});

describe("values two categories share, in phrases used more than once", () => {
  const header = "Name: Ann, Bob, Cid\nPet: cat, dog, fish\nPlush: cat, dog, fish\n\n";

  it("reads a phrase the same way each time: \"owns a cat\" and \"owns a dog\" are both pets or both plush toys", () => {
    // Read apart, "owns a dog" as a plush toy would fit the clues too (Bob with the dog plush, Cid with the cat one).
    const r = report("pets.txt", `${header}1. Ann owns a cat.\n2. Bob owns a dog.\n3. The cat plush belongs to Cid.\n4. Ann's plush is the fish.\n`);
    expect(r.status).toBe("solved");
    expect(r.rows).toEqual([["Ann", "cat", "fish"], ["Bob", "dog", "dog"], ["Cid", "fish", "cat"]]);
    expect(r.notes).toEqual([
      'line 7, column 8: "cat" is read as the plush "cat": the words around it name that category',
      'line 8, column 23: "fish" is read as the plush "fish": the words around it name that category',
      'line 5, column 15; line 6, column 15: "cat" and "dog" are read as the pet "cat" and "dog"',
      "read any other way, the clues contradict each other",
    ]);
  });

  it("keeps phrases with different words apart: \"owns a cat\" and \"the cat lover\"", () => {
    const r = report("pets.txt", `${header}1. Ann owns a cat.\n2. The cat lover is Bob.\n3. Cid's pet is the dog.\n4. Ann's plush is the fish.\n`);
    expect(r.status).toBe("solved");
    expect(r.rows).toEqual([["Ann", "cat", "fish"], ["Bob", "fish", "cat"], ["Cid", "dog", "dog"]]);
    expect(r.notes).toEqual([
      'line 7, column 21: "dog" is read as the pet "dog": the words around it name that category',
      'line 8, column 23: "fish" is read as the plush "fish": the words around it name that category',
      'line 5, column 15: "cat" is read as the pet "cat"',
      'line 6, column 8: "cat" is read as the plush "cat"',
      "read any other way, the clues contradict each other",
    ]);
  });
});

describe("the words that tell which category a shared value is in", () => {
  const text = (clue: string): string => [
    "There are 3 houses, numbered 1 to 3 from left to right.",
    " - Each person has a unique name: `peter`, `ann`, `cid`",
    " - Each person has a different type of pet: `bird`, `cat`, `dog`",
    " - The people keep different animals: `bird`, `cat`, `dog`",
    "",
    "## Clues:",
    `1. ${clue}`,
    "",
  ].join("\n");
  const categoryOfBird = (clue: string): string | undefined => {
    const { puzzle, errors } = parse(text(clue));
    expect(errors).toEqual([]);
    const [first] = puzzle!.clues;
    const refs = first!.kind === "same" ? [first!.a, first!.b] : [];
    const bird = refs.find((r) => puzzle!.categories[r.category]!.values[r.value] === "bird");
    return bird && puzzle!.categories[bird.category]!.name;
  };

  it("reads a word of a category's description next to the value (\"keeper\", \"keep\")", () => {
    expect(categoryOfBird("Ann is the bird keeper.")).toBe("animals");
  });

  it("does not read another value as such a word (\"Peter\" is no \"pet\")", () => {
    expect(categoryOfBird("Peter is the bird keeper.")).toBe("animals");
  });
});

describe("a clue too long to be one", () => {
  it("is refused by its number of words, located, before the grammar spends seconds on it", () => {
    const text = `Color: red, green\nName: Al, Bo\n\n1. Al is red.\n2. ${"x ".repeat(121)}\n`;
    expect(errorsOf(text)).toEqual(["5:4: the puzzle has a clue of 121 words; cluegrid takes at most 120"]);
  });
});
