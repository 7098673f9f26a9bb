/**
 * The explanation at two levels (issue 19, item 4): the headline view that
 * `cluegrid solve` prints by default, `--full` (every cell's line, as the
 * JSON has them) and `--brief` (runs of basic steps folded, within the
 * terminal's width). Exact text for small puzzles; bounds for Einstein and
 * Blood Donation; the grouping's rules on every corpus puzzle.
 */
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { categoryOf, valueName } from "../src/compile/model.js";
import { headlines } from "../src/explain/headlines.js";
import { render } from "../src/render/index.js";
import { report, type Report } from "../src/render/report.js";
import { present } from "../src/render/view.js";
import { cellKey, YES } from "../src/solve/step.js";
import { cluegrid, hasShared, puzzles, root, SHARED_MISSING, sharedCorpora, TINY } from "./helpers.js";


/** The explanation lines of a text output: from the blank line after the head to the next blank line. */
function explanation(text: string): string[] {
  const lines = text.split("\n");
  const start = lines.indexOf("") + 1;
  return lines.slice(start, lines.indexOf("", start));
}

const text = (r: Report, view: "headlines" | "full" | "brief", width?: number): string =>
  render([r], "text", { view, width, color: false }).stdout;

/**
 * The placements an only option's line gives as reasons ('"blue" is in
 * position 2', '"Dunhill" and "Blends" are in positions 1 and 2', '"milk" is
 * "Brit"'), each with whether the solution has it (a name two categories
 * share is not checked).
 */
function onlyOptionClaims(r: Report): { line: string; holds: boolean }[] {
  const rowOf = new Map<string, string[] | null>();
  const positioned = r.model!.positions >= 0;
  for (const row of r.rows) for (const v of positioned ? row.slice(1) : row) rowOf.set(v, rowOf.has(v) ? null : row);
  const together = (x: string, y: string): boolean | undefined => {
    const [a, b] = [rowOf.get(x), rowOf.get(y)];
    return a && b ? a === b : undefined;
  };
  const at = (x: string, place: string): boolean | undefined => {
    const a = rowOf.get(x);
    return a ? a[0] === place : undefined;
  };
  const claims: { line: string; holds: boolean }[] = [];
  const add = (line: string, holds: boolean | undefined): void => void (holds !== undefined && claims.push({ line, holds }));
  for (const { text: line } of present(r, "headlines").steps) {
    if (!line.startsWith("Only option: ")) continue;
    const reasons = line.replace(/^Only option: .*? can only be (?:"[^"]*"|in [^:"]*): /u, "").replace(/ \((?:position \d+|together): .*$/u, "");
    for (const m of reasons.matchAll(/"([^"]+)" is in position (\d+)/gu)) add(line, at(m[1]!, m[2]!));
    for (const m of reasons.matchAll(/"([^"]+)" is "([^"]+)"/gu)) add(line, together(m[1]!, m[2]!));
    for (const m of reasons.matchAll(/((?:"[^"]+",? )+and "[^"]+") are in positions ([\d, ]+and \d+)/gu)) {
      const names = [...m[1]!.matchAll(/"([^"]+)"/gu)].map((n) => n[1]!);
      const places = m[2]!.split(/, | and /u);
      names.forEach((name, i) => add(line, at(name, places[i]!)));
    }
  }
  return claims;
}

describe("the headline view", () => {
  it("says a small puzzle in five lines, each clue's placement with what it crosses off", () => {
    expect(explanation(text(report("tiny.txt", TINY), "headlines"))).toEqual([
      `1. Clue 1 says "Al" is "red" … crossing off 4 cells.`,
      `2. Clue 2 says "Bo" is "fish" … crossing off 4 cells.`,
      `3. Clue 3 says "green" is "fish" (together: "green", "Bo", "fish") … crossing off 6 cells.`,
      `4. Clue 4 says "Cy" is not "cat"; that leaves "dog" for "Cy" and "Al" for "cat" (together: "red", "Al", "cat") … crossing off 3 cells.`,
      `5. Only option: "dog" can only be "blue": "red" is "cat" and "green" is "fish" (together: "blue", "Cy", "dog").`,
    ]);
  });

  it("groups a clue's eliminations into one line, with the clue's words and the cells it needed, and says what they leave", () => {
    const lakeside = report("lakeside.txt", readFileSync(join(root, "corpus/lakeside-cabins-3x3.txt"), "utf8"));
    expect(text(lakeside, "headlines")).toBe([
      "lakeside.txt: solved",
      "Title: Cabins by the Lake",
      "",
      ` 1. Clue 1 rules out "grey" in position 3 and as "Hattie"; and "Hattie" in position 1: "grey" is somewhere to the left of "Hattie".`,
      ` 2. Clue 2 rules out "green" in position 3 and as "canoe"; and "canoe" in position 1: "green" is immediately to the left of "canoe"; that leaves "yellow" for position 3 … crossing off 5 cells.`,
      ` 3. Clue 3 says "Hattie" is "yellow" … crossing off 3 cells.`,
      ` 4. Clue 4 rules out "kayak" as "yellow": "kayak" is next to "yellow".`,
      ` 5. Clue 5 rules out "Jonas" in position 2: "Jonas" is at one of the ends.`,
      ` 6. Clue 4 rules out "kayak" in positions 1 and 3: "kayak" is next to "yellow", and "yellow" is not in position 2; that leaves position 2 for "kayak" … crossing off 3 cells.`,
      ` 7. Only option: position 1 can only be "rowboat": clue 2 rules out "canoe"; "kayak" is in position 2 … crossing off 1 cell.`,
      ` 8. Only option: "canoe" can only be in position 3: "rowboat" and "kayak" are in positions 1 and 2 (position 3: "yellow", "Hattie", "canoe") … crossing off 6 cells.`,
      ` 9. Clue 2 rules out "green" in position 1: "green" is immediately to the left of "canoe", and "canoe" is not in position 2; that leaves position 2 for "green" … crossing off 2 cells.`,
      `10. Only option: position 1 can only be "grey": "green" and "yellow" are in positions 2 and 3 … crossing off 2 cells.`,
      `11. Only option: position 2 can only be "Priya": clue 5 rules out "Jonas"; "Hattie" is in position 3 (position 2: "green", "Priya", "kayak") … crossing off 3 cells.`,
      `12. Only option: "Jonas" can only be "grey": "yellow" is "Hattie" and "green" is "Priya" (position 1: "grey", "Jonas", "rowboat").`,
      "",
      "Who owns the kayak?",
      "  Priya owns the kayak.",
      "  Steps 1, 2, 3, 4, 5, 6, 8 and 11 (8 of 12) lead to it.",
      "",
      "Position  Cabin   Name    Boat",
      "--------  ------  ------  -------",
      "1         grey    Jonas   rowboat",
      "2         green   Priya   kayak",
      "3         yellow  Hattie  canoe",
      "",
    ].join("\n"));
  });

  it("words a measure in the clue's unit, said once after its numbers", () => {
    const r = report("race.txt", [
      "Runner: Ada, Ben, Cal",
      "Time: 6 minutes, 8 minutes, 10 minutes",
      "",
      "1. Ada finished 4 minutes before Cal.",
      "",
    ].join("\n"));
    expect(explanation(text(r, "headlines"))[0]).toBe(`1. Clue 1 rules out "Ada" at 8 and 10 minutes; and "Cal" at 6 and 8 minutes: "Ada" finished 4 minutes before "Cal".`);
  });

  describe.each(puzzles(join(root, "corpus")).map((f) => [basename(f), f]))("%s", (_name, file) => {
    const r = report(basename(file), readFileSync(file, "utf8"));
    const lines = headlines(r.model!, r.raw!);

    it("puts every step on one line or beneath one, and nothing before what it relies on", () => {
      const lineOf = new Map<number, number>();
      lines.forEach((h, l) => [...h.steps, ...h.leaves, ...h.consequences].forEach((i) => {
        expect(lineOf.has(i), `step ${i + 1}`).toBe(false);
        lineOf.set(i, l);
      }));
      expect([...lineOf.keys()].sort((x, y) => x - y)).toEqual(r.raw!.map((_, i) => i));
      // A line's own steps rely only on cells of lines up to it.
      const filledBy = new Map(r.raw!.map((s, i) => [cellKey(s.a, s.b), i]));
      lines.forEach((h, l) => {
        for (const i of [...h.steps, ...h.leaves]) {
          for (const p of r.raw![i]!.premises) {
            const by = filledBy.get(cellKey(p.a, p.b));
            if (by !== undefined) expect(lineOf.get(by)!, `line ${l + 1}, step ${i + 1}`).toBeLessThanOrEqual(l);
          }
        }
      });
    });

    it("says of every only option why each other value is out, naming each one that is not a place", () => {
      const model = r.model!;
      const view = present(r, "headlines");
      view.groups!.forEach((group, l) => {
        const line = view.steps[l]!.text;
        if (!line.startsWith("Only option: ")) return;
        const step = r.raw![group[0]!]!;
        expect(step.rule).toBe("last-open");
        const [, reasons] = line.split(/ can only be (?:"[^"]*"|in [^:"]*): /u);
        expect(reasons, line).toBeTruthy();
        for (const p of step.premises) {
          if (categoryOf(model, p.b) !== model.positions) expect(reasons, line).toContain(`"${valueName(model, p.b)}"`);
        }
      });
    });

    it("says only true placements among an only option's reasons", () => {
      for (const claim of onlyOptionClaims(r)) expect(claim.holds, claim.line).toBe(true);
    });

    it("states every placement that joins two values, and names every row of the solution once", () => {
      const stated = new Set(lines.flatMap((h) => [...h.steps, ...h.leaves]));
      // A yes folded beneath a line is one its placements made already.
      for (const h of lines) for (const i of h.consequences) if (r.raw![i]!.verdict === YES) expect(stated.has(i)).toBe(false);
      const shown = explanation(text(r, "headlines")).join("\n");
      for (const row of r.rows) {
        const said = row.filter((_, c) => c !== r.model!.positions).map((v) => `"${v}"`).join(", ");
        expect(shown, row.join(" ")).toContain(said);
      }
    });
  });
});

describe.skipIf(!hasShared)(hasShared ? "the headline view of the seed puzzles (issue 19's acceptance)" : SHARED_MISSING, () => {
  const seed = (name: string): Report => report(`${name}.txt`, readFileSync(join(sharedCorpora, "seeds", `${name}.txt`), "utf8"));

  it.each([["einstein-brainzilla", 40], ["blood-donation", 75]] as const)("%s: at most %i lines, each under 200 characters, every row said", (name, most) => {
    const r = seed(name);
    const lines = explanation(text(r, "headlines"));
    expect(lines.length).toBeLessThanOrEqual(most);
    for (const line of lines) expect(line.length, line).toBeLessThan(200);
    for (const row of r.rows) expect(lines.join("\n"), row.join(" ")).toContain(`(position ${row[0]}: ${row.slice(1).map((v) => `"${v}"`).join(", ")})`);
  });

  it.each([["seeds", "einstein-brainzilla.txt"], ["seeds", "blood-donation.txt"], ["zebralogic-legacy", "lgp-test-6x6-22-2024-06-29.txt"]])(
    "%s/%s: an only option's reasons place values only where the solution has them",
    (set, name) => {
      // (lgp-test-6x6-22 once said '"brit" and "dane" are in positions 1 and 2': the Dane was kept out by "modern".)
      const claims = onlyOptionClaims(report(name, readFileSync(join(sharedCorpora, set, name), "utf8")));
      expect(claims.length).toBeGreaterThan(10);
      for (const claim of claims) expect(claim.holds, claim.line).toBe(true);
    },
  );

  it("says a no-common-option line with the options left when it comes, not only those its premises leave", () => {
    // (It said '"160 lb" only in position 2, 3 or 5' when an earlier line had put 160 lb's donor out of position 5.)
    const lines = explanation(text(seed("blood-donation"), "headlines"));
    expect(lines).toContain('53. No common option: "blue" can only be in position 1 or 4, "160 lb" only in position 2 or 3; no position fits both, so "blue" is not "160 lb".');
  });

  it("says a case split's cases by the places two values could share, were they one", () => {
    const name = "lgp-test-6x4-1-2024-06-29.txt";
    const lines = text(report(name, readFileSync(join(sharedCorpora, "zebralogic-legacy", name), "utf8")), "headlines").split("\n");
    expect(lines).toContain("28. Case split on clues 2, 9 and 13 shows \"carol\" is not \"yellow\": there is one house between \"purple\" and \"green\" (clue 2), and \"yellow\" is next to \"white\" (clue 9), and \"carol\" is somewhere to the left of \"camping\" (clue 13); given that \"carol\" is not in position 2, and \"mountain\" is in none of positions 1 and 3, and \"mountain\" is \"yellow\", and \"camping\" is \"green\", if \"carol\" were \"yellow\", they would be in position 4, 5 or 6; with 4, clues 2, 9 and 13 together could not hold; with 5, clues 2, 9 and 13 together could not hold; with 6, clue 13 could not hold \u2026 crossing off 3 cells.");
  });

  it("keeps Einstein's answer visible, on its own line, under the question", () => {
    const out = text(seed("zebra-1962"), "headlines");
    expect(out).toContain("\nWho Owns the Zebra?\n  The Japanese owns the zebra.\n");
  });
});

describe("--full and --brief", () => {
  const r = report("lakeside.txt", readFileSync(join(root, "corpus/lakeside-cabins-3x3.txt"), "utf8"));

  it("--full prints every cell's line, as the golden explanations have them", () => {
    const { answers: _a, ...unasked } = report("lakeside-cabins-3x3.txt", readFileSync(join(root, "corpus/lakeside-cabins-3x3.txt"), "utf8"));
    expect(text(unasked, "full")).toBe(readFileSync(join(root, "corpus/lakeside-cabins-3x3.explain.txt"), "utf8"));
    expect(explanation(text(r, "full"))).toHaveLength(54);
  });

  it("--brief never folds a placement, and no line passes the width", () => {
    for (const width of [60, 100]) {
      const shown = explanation(text(r, "brief", width));
      for (const line of shown) expect(line.length, line).toBeLessThanOrEqual(width);
      const folded = present(r, "brief", width);
      for (const group of folded.groups!) if (group.length > 1) for (const i of group) expect(r.raw![i]!.verdict).not.toBe(YES);
    }
    expect(explanation(text(r, "brief", 60))).toContain("12. By basic consistency and transitivity, 4 cells.");
    expect(explanation(text(r, "brief", 100))).toContain(`12. By basic consistency and transitivity, 4 cells: "yellow" is not "Jonas"; and 3 more.`);
    expect(explanation(text(r, "brief", 100))).toContain(`11. "yellow" is in position 3: it is the only cabin left for position 3.`);
  });

  it("leave the JSON as it is: one step per cell, byte for byte", () => {
    const file = "corpus/lakeside-cabins-3x3.txt";
    const json = cluegrid(["solve", "--json", file]).stdout;
    expect(cluegrid(["solve", "--json", "--full", file]).stdout).toBe(json);
    expect(cluegrid(["solve", "--json", "--brief", file]).stdout).toBe(json);
    expect(JSON.parse(json).steps).toHaveLength(54);
  });

  it("are refused together", () => {
    const { code, stderr } = cluegrid(["solve", "--full", "--brief", "corpus/lakeside-cabins-3x3.txt"]);
    expect(code).toBe(2);
    expect(stderr).toContain("error: option '--full' cannot be used with option '--brief'");
  });
});
