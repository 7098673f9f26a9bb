/** The library API as the README shows it. */
import { describe, expect, it } from "vitest";
import { compile, explain, parse, solve, verifySteps } from "../src/index.js";

const TEXT = `Color: red, green, blue
Name: Al, Bo, Cy

1. Al lives in the red house.
2. Bo lives next to the red house.
3. The blue house is in the middle.
4. Cy lives in the first house.
`;

describe("library API", () => {
  it("parses, compiles, solves and explains", () => {
    const { puzzle, errors } = parse(TEXT);
    expect(errors).toEqual([]);
    const result = solve(compile(puzzle!));
    expect(result.status).toBe("solved");
    const lines = explain(result);
    expect(lines).toHaveLength(result.grid.filledCells);
    expect(lines[0]).toBe('"Al" is "red": clue 1 says so.');
    expect(verifySteps(result.model, result.steps).ok).toBe(true);
  });

  it("returns located errors instead of throwing", () => {
    const { puzzle, errors } = parse("Color: red, green\nName: Al, Bo\nAl lives in the grene house.\n");
    expect(puzzle).toBeUndefined();
    expect(errors.map((e) => [e.line, e.column, e.code])).toEqual([[3, 17, "unknown-word"]]);
  });
});
