/**
 * `cluegrid hint FILE --grid GRID` through the real bin/cluegrid: the grid is
 * checked before a hint (clashing cells and broken clues, exit 1; a solved
 * grid), and a bad grid option is a clear error (exit 2). The hint comes in
 * three levels (the clues to look at, the question to ask, the step), passes
 * over trivial steps unless --all, and names a value two categories share
 * with its category.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./helpers.js";

const puzzle = "corpus/lakeside-cabins-3x3.txt";

function hint(grid: string, input?: string, ...options: string[]) {
  return run([puzzle, "--grid", grid, "--level", "3", ...options], input);
}

function run(args: string[], input?: string) {
  const result = spawnSync(join(root, "bin", "cluegrid"), ["hint", ...args], { cwd: root, encoding: "utf8", maxBuffer: 1 << 26, input });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const scratch = mkdtempSync(join(tmpdir(), "cluegrid-hint-"));
const solution = [["1", "grey"], ["1", "Jonas"], ["1", "rowboat"], ["2", "green"], ["2", "Priya"], ["2", "kayak"], ["3", "yellow"], ["3", "Hattie"], ["3", "canoe"]];

describe("cluegrid hint", () => {
  it("gives the first step from a grid that is consistent so far", () => {
    expect(hint('{"yes": [["Hattie", "yellow"]]}')).toEqual({
      code: 0, stderr: "",
      stdout: `"grey" is not "Hattie": "grey" is somewhere to the left of "Hattie" (clue 1), so they are not the same.\n`,
    });
  });

  it("reports cells that break a clue, with the clue and the cells, and exits 1", () => {
    expect(hint('{"yes": [["Hattie", "green"]]}')).toEqual({
      code: 1, stderr: "",
      stdout: `Your grid breaks clue 3 ("Hattie stays in the yellow cabin."): it cannot hold if "Hattie" is "green".\n`,
    });
    const swapped = solution.map(([p, v]) => [p === "1" ? "2" : p === "2" ? "1" : p, v]);
    const { code, stdout } = hint(JSON.stringify({ yes: swapped }));
    expect(code).toBe(1);
    expect(stdout).toContain(`Your grid breaks clue 5 ("Jonas is at one of the ends."): it cannot hold if "Jonas" is in position 2.\n`);
  });

  it("reports cells that clash with each other, and exits 1", () => {
    expect(hint('{"yes": [["Hattie", "yellow"], ["Hattie", "green"]]}')).toEqual({
      code: 1, stderr: "",
      stdout: `Your cells clash with each other: your grid has "Hattie" is "yellow"; your grid has "Hattie" is "green", so "Hattie" would be both "yellow" and "green".\n`,
    });
  });

  it("says when the grid is solved, from a file or standard input", () => {
    const file = join(scratch, "solved.json");
    writeFileSync(file, JSON.stringify({ yes: solution }));
    expect(hint(file)).toEqual({ code: 0, stderr: "", stdout: "The grid is solved: every clue holds.\n" });
    expect(hint("-", JSON.stringify({ yes: solution }))).toEqual({ code: 0, stderr: "", stdout: "The grid is solved: every clue holds.\n" });
  });

  it("refuses a missing grid file, bad JSON, a grid of the wrong shape and unknown values, with exit 2", () => {
    expect(hint(join(scratch, "nothing.json"))).toEqual({
      code: 2, stdout: "",
      stderr: `cluegrid hint: no grid file "${join(scratch, "nothing.json")}" (give the grid as JSON, a file, or - for standard input)\n`,
    });
    expect(hint("-", '{"yes": [')).toEqual({ code: 2, stdout: "", stderr: "cluegrid hint: the grid from standard input is not valid JSON: Unexpected end of JSON input\n" });
    expect(hint('{"yes": [["Hattie"]]}').stderr).toBe(
      `cluegrid hint: the grid given is not of the form {"yes": [["value", "value"], ...], "no": [...]} at yes.0.1: Invalid input: expected string, received undefined\n`,
    );
    expect(hint('{"yes": [["Hattie", "Bob"]]}')).toEqual({ code: 2, stdout: "", stderr: `cluegrid hint: the grid names "Bob", which is no value of this puzzle\n` });
    expect(hint('{"yes": [["Hattie", "Jonas"]]}').stderr).toBe(`cluegrid hint: the grid pairs "Hattie" with "Jonas", but both are Name values: a cell pairs two categories\n`);
    expect(run([puzzle, "--level", "4"])).toMatchObject({ code: 2, stdout: "" });
  });
});

describe("cluegrid hint, in levels", () => {
  /** The cells of the whole explanation's first steps (the cell of its step 10 is "Hattie" is not "green": "Hattie" is "yellow" already). */
  const first9 = JSON.stringify({
    yes: [["Hattie", "yellow"]],
    no: [["grey", "Hattie"], ["grey", "3"], ["Hattie", "1"], ["green", "canoe"], ["green", "3"], ["canoe", "1"], ["kayak", "yellow"], ["Jonas", "2"]],
  });

  it("gives the clue to look at, then the question to ask, then the step; from the empty grid without --grid", () => {
    expect(run([puzzle])).toEqual({ code: 0, stderr: "", stdout: `Look at clue 1 ("The grey cabin is somewhere to the left of Hattie.").\n` });
    expect(run([puzzle, "--level", "2"]).stdout).toBe(`Can "grey" be "Hattie", given clue 1?\n`);
    expect(run([puzzle, "--level", "3"]).stdout).toBe(`"grey" is not "Hattie": "grey" is somewhere to the left of "Hattie" (clue 1), so they are not the same.\n`);
  });

  it("passes over basic consistency unless --all, and points at the grid for a step no clue makes", () => {
    expect([1, 2, 3].map((level) => run([puzzle, "--grid", first9, "--level", String(level)]).stdout)).toEqual([
      "No clue is needed: look at what the grid leaves for position 3.\n",
      "Which cabin is left for position 3?\n",
      `"yellow" is in position 3: it is the only cabin left for position 3.\n`,
    ]);
    expect(run([puzzle, "--grid", first9, "--level", "3", "--all"]).stdout).toBe(`"Hattie" is not "green": "Hattie" is "yellow" already.\n`);
  });

  it("asks where a value can go, given the clue", () => {
    const grid = JSON.stringify({ yes: [["Hattie", "yellow"]], no: [["grey", "Hattie"]] });
    expect(run([puzzle, "--grid", grid, "--level", "2"]).stdout).toBe(`Where can "grey" go, given clue 1?\n`);
  });

  it("names a value two categories share with its category, and reads one written so", () => {
    const file = join(scratch, "shared.txt");
    writeFileSync(file, "Name: Al, Bo, Cy\nShirt: red, blue, white\nHat: red, green, black\n\n1. Al wears the red shirt.\n2. Bo wears the green hat.\n3. Cy does not wear the red hat.\n4. Bo does not wear the white shirt.\n");
    expect(run([file, "--level", "3"]).stdout).toBe(`"Al" is the shirt "red": clue 1 says so.\n`);
    expect(run([file, "--grid", '{"yes": [["Al", "Shirt: red"]], "no": [["Bo", "green"]]}']).stdout).toBe(`Your grid breaks clue 2 ("Bo wears the green hat."): it cannot hold if "Bo" is not "green".\n`);
    expect(run([file, "--grid", '{"yes": [["Al", "Shirt: red"], ["Bo", "green"]]}', "--level", "2"]).stdout).toBe(`What does clue 3 say about "Cy"?\n`);
    expect(run([file, "--grid", '{"yes": [["Al", "red"]]}'])).toEqual({
      code: 2, stdout: "", stderr: `cluegrid hint: the grid names "red", a value of 2 categories: write "Shirt: red" or "Hat: red"\n`,
    });
  });
});
