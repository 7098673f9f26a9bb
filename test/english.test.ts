/**
 * Explanations in plain English (issue 17, points 9 and 10): a category's
 * name as a singular noun for one of its values, and an amount written in
 * the category's own units and format.
 */
import { describe, expect, it } from "vitest";
import { amount, singular } from "../src/explain/english.js";
import { report } from "../src/render/report.js";

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
