/** The command line as CONTRACT.md fixes it: JSON Lines, exit codes 0/1/2, located errors. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./helpers.js";

function run(args: string[], input?: string) {
  const result = spawnSync(join(root, "bin", "cluegrid"), args, { cwd: root, encoding: "utf8", maxBuffer: 1 << 26, input });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const scratch = mkdtempSync(join(tmpdir(), "cluegrid-"));
const bad = join(scratch, "bad.txt");
writeFileSync(bad, "Color: red, green, blue\nName: Al, Bo, Cy\n\n1. Al lives in the red house.\n2. Bo lives in the grean house.\n");
const twoWays = join(scratch, "ambiguous.txt");
writeFileSync(twoWays, "Color: red, green, blue\nName: Al, Bo, Cy\n\n1. Al lives in the red house.\n");

describe("cluegrid solve --json", () => {
  it("prints one JSON object per file, in order, and exits 0 when all are solved", () => {
    const { code, stdout } = run(["solve", "corpus/garden-row-4x4.txt", "corpus/office-jobs-3x3.txt", "--json"]);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
    expect(lines.map((l) => l.file)).toEqual(["corpus/garden-row-4x4.txt", "corpus/office-jobs-3x3.txt"]);
    expect(lines.map((l) => l.status)).toEqual(["solved", "solved"]);
    expect(lines[0].header[0]).toBe("Position");
    expect(lines[0].rows.map((r: string[]) => r[0])).toEqual(["1", "2", "3", "4"]);
    for (const l of lines) {
      expect(l.steps.length).toBeGreaterThan(0);
      expect(typeof l.steps[0].text).toBe("string");
      expect(l.errors).toBeUndefined();
    }
  });

  it("reports an input error with line, column and a did-you-mean, and exits 2", () => {
    const { code, stdout } = run(["solve", bad, "--json"]);
    expect(code).toBe(2);
    const report = JSON.parse(stdout);
    expect(report.status).toBe("error");
    expect(report.errors).toEqual([
      { line: 5, column: 20, message: 'cannot place "grean" here; expected a value; did you mean "green"?' },
    ]);
  });

  it("says ambiguous, with two solutions, and exits 1", () => {
    const { code, stdout } = run(["solve", twoWays, "--json"]);
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.status).toBe("ambiguous");
    expect(report.solutions).toHaveLength(2);
  });

  it("says contradiction, stops at the clash, names a smallest set of clues that cannot all hold, and exits 1", () => {
    const { code, stdout } = run(["solve", "-", "--json"], "Name: Ann, Bob, Cy\nDrink: coffee, mate, tea\nPet: dog, cat, fish\n\n1. Ann drinks coffee.\n2. Bob drinks coffee.\n");
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.status).toBe("contradiction");
    expect(report.steps.map((s: { text: string }) => s.text)).toEqual([`"Ann" is "coffee": clue 1 says so.`]);
    expect(report.contradiction).toEqual({
      clues: [1, 2],
      text: `clue 1 says "Ann" is "coffee"; clue 2 says "Bob" is "coffee", so "coffee" would be both "Ann" and "Bob"`,
    });
  });

  it("reads standard input for -", () => {
    const { code, stdout } = run(["solve", "-", "--json"], "Color: red, green\nName: Al, Bo\nAl is red.\n");
    expect(code).toBe(0);
    expect(JSON.parse(stdout).rows).toEqual([["red", "Al"], ["green", "Bo"]]);
  });

  it("reports a missing file as an error", () => {
    const { code, stdout } = run(["solve", "no-such.txt", "--json"]);
    expect(code).toBe(2);
    expect(JSON.parse(stdout).errors[0].message).toBe("cannot read no-such.txt: no such file");
  });
});

describe("cluegrid solve (text)", () => {
  it("prints the error compiler-style on stderr, with the line and a caret", () => {
    const { code, stdout, stderr } = run(["solve", bad]);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      `${bad}:5:20: error: cannot place "grean" here; expected a value; did you mean "green"?\n` +
        "  |\n" +
        "5 | 2. Bo lives in the grean house.\n" +
        "  |                    ^^^^^\n",
    );
  });

  it("prints the explanation, then the solution table", () => {
    const { code, stdout } = run(["solve", "corpus/office-jobs-3x3.txt"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^corpus\/office-jobs-3x3.txt: solved\nTitle: Three Colleagues\n\n1\. Clue 1 says "Greta" is not "editor"\.\n/u);
    expect(stdout).toMatch(/\nInes +accountant +Vienna\n$/u);
  });
});

describe("cluegrid check", () => {
  it("checks a folder and prints a summary", () => {
    const { code, stdout } = run(["check", "corpus"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/\n\d+ puzzles: \d+ correct, 0 wrong, 0 ambiguous, 0 contradiction, 0 unsolved, 0 error\n$/u);
  });
});
