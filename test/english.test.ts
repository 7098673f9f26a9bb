/**
 * Explanations in plain English (issue 17, points 9 and 10): a category's
 * name as a singular noun for one of its values, and an amount written in
 * the category's own units and format; and a clue's meaning worded in one
 * place for the parse and the explanations alike (point 18).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile } from "../src/compile/compile.js";
import { describeConstraint, singular } from "../src/explain/english.js";
import { amount, categoryNoun, describeClue } from "../src/parse/wording.js";
import { report } from "../src/render/report.js";
import { hasShared, parseOrThrow, puzzles, root, sharedCorpora, SHARED_MISSING } from "./helpers.js";

describe("a category's name for one of its values", () => {
  it("is singular, in lower case unless it is an abbreviation", () => {
    expect(["Prices", "Names", "Cities", "Boxes", "Series", "Pet Names", "CDs", "Cabin", "Year of Birth"].map(singular))
      .toEqual(["price", "name", "city", "box", "series", "pet name", "CD", "cabin", "year of birth"]);
  });

  it("reads well in an explanation: the only name left, her price", () => {
    const r = report("p.txt", "Names: Jerome, Kim, Lia\nPrices: $1.25, $2.00, $2.75\n\n1. Jerome paid 75 cents less than Kim.\n2. Lia paid $1.50 more than Jerome.\n");
    expect(r.status).toBe("solved");
    const text = r.steps.map((s) => s.text).join("\n");
    expect(text).not.toMatch(/Prices|Names/u);
    // The clue's own words for the comparison, with its unit ("75 cents", not "0.75").
    expect(r.steps[0]!.text).toBe('"Jerome" is not "$2.75": "Jerome" paid 75 cents less than "Kim" (clue 1), which is impossible for "Jerome" if it were "$2.75".');
    expect(r.steps[2]!.text).toBe('"Jerome" is not "$2.00": "Lia" paid $1.50 more than "Jerome" (clue 2), which is impossible for "Jerome" if it were "$2.00".');
    expect(text).toContain('"Jerome" is "$1.25": it is the only price left for "Jerome".');
  });
});

describe("an amount", () => {
  it("is in the unit the clue measured in", () => {
    expect(amount(["$1.25", "$2.50", "$2.75"], [125, 250, 275], 75)).toBe("75 cents");
    expect(amount(["9:00am", "10:00am", "1:00pm"], [9, 10, 13], 3)).toBe("3 hours");
    expect(amount(["9:00am", "10:00am", "1:00pm"], [9, 10, 13], 1)).toBe("1 hour");
  });

  it("is in the values' own format when the clue gave no unit", () => {
    expect(amount(["$1.25", "$2.50", "$2.75"], [1.25, 2.5, 2.75], 1.5)).toBe("$1.50");
    expect(amount(["$25,000", "$30,000", "$35,000"], [25000, 30000, 35000], 5000)).toBe("$5,000");
    expect(amount(["1,200 ft", "2,400 ft", "3,000 ft"], [1200, 2400, 3000], 1200)).toBe("1,200 ft");
    expect(amount(["5%", "10%", "15%"], [5, 10, 15], 5)).toBe("5%");
    expect(amount(["2 years", "3 years", "4 years"], [2, 3, 4], 1)).toBe("1 year");
    expect(amount(["1 year", "2 years", "3 years"], [1, 2, 3], 2)).toBe("2 years");
    expect(amount(["1946", "1950", "1952"], [1946, 1950, 1952], 4)).toBe("4 years");
    // Ordinals have no unit to write: the bare number.
    expect(amount(["1st", "2nd", "3rd"], [1, 2, 3], 2)).toBe("2");
  });
});

describe("a category whose name is a phrase or a sentence", () => {
  it("is named by the short singular noun it is about", () => {
    expect(["Each mother is accompanied by their child", "The mothers' names are", "for lunch", "car models", "Prices (dollars)", "level of education"].map(categoryNoun))
      .toEqual(["child", "mother's name", "lunch", "car model", "price", "level of education"]);
  });
});

describe("a comparison", () => {
  const steps = (text: string): string => report("p.txt", text).steps.map((s) => s.text).join("\n");

  it("keeps the clue's direction and unit", () => {
    const text = steps("Names: Beulah, Darryl, Yvonne\nMonths: March, April, May\n\n1. Yvonne starts 1 month after Darryl.\n2. Beulah starts 2 months before Yvonne.\n");
    expect(text).toContain('"Yvonne"\'s month is 1 month later than "Darryl"\'s (clue 1)');
    expect(text).toContain('"Beulah"\'s month is 2 months earlier than "Yvonne"\'s (clue 2)');
    expect(text).not.toMatch(/years?/u);
  });

  it("says places as the clue counts them: a house between, to the right of", () => {
    const text = steps("House: 1, 2, 3\nName: Ann, Bo, Cy\n\n1. There is one house between Ann and Bo.\n2. Cy is somewhere to the right of Ann.\n");
    expect(text).toContain('there is one house between "Ann" and "Bo" (clue 1)');
    expect(text).toContain('"Cy" is somewhere to the right of "Ann" (clue 2)');
  });
});

describe("a case analysis and no common option", () => {
  it.skipIf(!hasShared)(hasShared ? "name their cases and what they lead to" : SHARED_MISSING, () => {
    const read = (path: string): string[] => {
      const file = join(sharedCorpora, path);
      return report(file, readFileSync(file, "utf8")).steps.map((s) => s.text);
    };
    expect(read("nordstrom/nordstrom-puzzlesChallenging-puzzle01.txt")).toContain(
      '"$5.99" is not "Perry": "Oliver" paid 1 dollar more than "Irene" (clue 1); given that "$7.99" is not "Oliver", "Irene" and "Oliver" take "$4.99"/"$5.99" or "$5.99"/"$6.99"; either way "$5.99" is not "Perry".');
    const blood = read("seeds/blood-donation.txt");
    expect(blood).toContain('"black" is not "O-": "black" can only be in position 1 or 4, "O-" only in position 2, 3 or 5; no position fits both.');
    expect(read("nordstrom/nordstrom-puzzlesAdvanced-game4.txt")).toContain(
      '"North" is not "Anita": "North" can only be "12 minutes" or "16 minutes", and "Anita" can be neither.');
  });
});

describe("a clue's meaning", () => {
  /** Every kind of clue that is one constraint in the model, and a value two categories share. */
  const KINDS = `Name: Ada, Ben, Cleo, Dev
Shirt: red, blue, green, white
Hat: red, black, grey, tan
Age: 20, 25, 30, 35

1. Ada wears the blue shirt.
2. Ben does not wear the grey hat.
3. Cleo is in the third house.
4. Dev lives at one of the ends.
5. The person in the red shirt lives next to Ben.
6. The black hat is somewhere to the right of the green shirt.
7. There is one house between Ada and the tan hat.
8. Ben lives somewhere between Ada and Dev, in that order.
9. Cleo is 5 years older than the person in the white shirt.
10. The 20-year-old wears either the red hat or the grey hat.
11. Of Ada and Dev, one is 30 and the other wears the white shirt.
`;

  it("is worded in one place: describeClue says what an explanation says of it, less the clue's own text and number", () => {
    const texts = [...puzzles(join(root, "corpus")).map((file) => readFileSync(file, "utf8")), KINDS];
    const kinds = new Set<string>();
    for (const text of texts) {
      const puzzle = parseOrThrow(text);
      for (const clue of puzzle.clues) {
        // Neither-nor and all-different are only differences in the model: no one constraint says them.
        if (clue.kind === "neither" || clue.kind === "allDifferent") continue;
        // The clause an explanation gives this clue, with no text of the clue to follow (compile gets none) and not its own words.
        const bare = clue.kind === "compare" ? (({ said: _, ...rest }) => rest)(clue) : clue;
        const model = compile({ ...puzzle, clues: [bare] });
        expect(model.constraints).toHaveLength(1);
        expect(describeConstraint(model, model.constraints[0]!)).toBe(`${describeClue(clue, puzzle.categories)} (clue ${clue.number})`);
        kinds.add(clue.kind);
      }
    }
    expect([...kinds].sort()).toEqual(["apart", "atEnd", "atPosition", "between", "compare", "either", "leftOf", "nextTo", "notSame", "same", "unaligned"]);
  });
});
