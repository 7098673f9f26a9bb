/**
 * The renderers for people: the grid picture (exact text for a tiny 3×3
 * puzzle), Markdown's shape, the HTML page (the playground, read-only), and byte-identical
 * output from run to run.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { abbreviate, drawGrid, finalGrid, gridsAfterEachStep, layout, replay, stepGroups } from "../src/render/grid.js";
import { brief } from "../src/explain/select.js";
import { present } from "../src/render/view.js";
import { scriptJson } from "../src/render/html.js";
import { FORMATS, render } from "../src/render/index.js";
import { report, toJson } from "../src/render/report.js";
import { root, TINY } from "./helpers.js";


const scratch = mkdtempSync(join(tmpdir(), "cluegrid-render-"));
const tiny = join(scratch, "tiny.txt");
writeFileSync(tiny, TINY);
const bad = join(scratch, "bad.txt");
writeFileSync(bad, "Color: red, green\nName: Al, Bo\n\n1. Al lives in the grean house.\n");

function run(args: string[]) {
  const result = spawnSync(join(root, "bin", "cluegrid"), args, { cwd: root, encoding: "utf8", maxBuffer: 1 << 26, env: { ...process.env, NO_COLOR: "1" } });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("the grid picture", () => {
  const r = report("tiny.txt", TINY);

  it("is drawn the puzzle-book way, exactly", () => {
    expect(r.status).toBe("solved");
    expect(finalGrid(r)).toBe([
      "             | Name        | Pet            |",
      "             | Al  Bo  Cy  | cat  dog  fish |",
      "-------------+-------------+----------------+",
      "Color  red   |  Y   ·   ·  |  Y    ·    ·   |",
      "       green |  ·   Y   ·  |  ·    ·    Y   |",
      "       blue  |  ·   ·   Y  |  ·    Y    ·   |",
      "-------------+-------------+----------------+",
      "Pet    cat   |  Y   ·   ·  |",
      "       dog   |  ·   ·   Y  |",
      "       fish  |  ·   Y   ·  |",
      "-------------+-------------+",
    ].join("\n"));
  });

  it("shows open cells blank and marks the step just taken", () => {
    const grids = gridsAfterEachStep(r);
    expect(grids).toHaveLength(r.steps.length);
    // Step 2, "Bo" is "fish": only steps 1 and 2 are in, and the new cell is in brackets.
    expect(grids[1]).toBe([
      "             | Name        | Pet            |",
      "             | Al  Bo  Cy  | cat  dog  fish |",
      "-------------+-------------+----------------+",
      "Color  red   |  Y          |                |",
      "       green |             |                |",
      "       blue  |             |                |",
      "-------------+-------------+----------------+",
      "Pet    cat   |             |",
      "       dog   |             |",
      "       fish  |     [Y]     |",
      "-------------+-------------+",
    ].join("\n"));
  });

  it("keeps value names whole up to 8 characters, and keys the ones it cuts (issue 17, point 12)", () => {
    const grid = finalGrid(report("g.txt", "Name: Al, Bo, Cy\nCake: carrot cake, lemon tart, green\n\n1. Al has the carrot cake.\n2. Bo has the lemon tart.\n"));
    expect(grid!.split("\n")).toEqual([
      "         | Cake                       |",
      "         | carrot…  lemon t… green    |",
      "---------+----------------------------+",
      "Name  Al |    Y        ·        ·     |",
      "      Bo |    ·        Y        ·     |",
      "      Cy |    ·        ·        Y     |",
      "---------+----------------------------+",
      "Key: carrot… = carrot cake; lemon t… = lemon tart",
    ]);
    // A grid with no cut names has no key.
    expect(finalGrid(r)).not.toContain("Key:");
  });

  it("is coloured only when asked", () => {
    expect(finalGrid(r, { color: true })).toContain("\u001b[");
    expect(finalGrid(r, { color: false })).not.toContain("\u001b[");
    expect(render([r], "text", { grid: "final", color: false }).stdout).not.toContain("\u001b[");
  });

  it("lays out every pair of categories exactly once", () => {
    const model = report("g.txt", "Color: red, blue\nName: Al, Bo\nPet: cat, dog\nDrink: tea, milk\n\n1. Al lives in the red house.\n").model!;
    const { columns, bands } = layout(model);
    expect(columns).toEqual([1, 2, 3]);
    expect(bands).toEqual([{ category: 0, columns: [1, 2, 3] }, { category: 3, columns: [1, 2] }, { category: 2, columns: [1] }]);
  });

  it("abbreviates names to short unique labels", () => {
    expect(abbreviate(["Hattie", "Jonas", "Priya"], 3, 6)).toEqual(["Hat", "Jon", "Pri"]);
    expect(abbreviate(["green", "yellow", "grey"], 3, 6)).toEqual(["gree", "yell", "grey"]);
    expect(abbreviate(["$25,000", "$25,500"], 3, 6)).toEqual(["$25,0", "$25,5"]);
    expect(abbreviate(["Philip Morris International"], 12, 12, true)).toEqual(["Philip Morr…"]);
    expect(abbreviate(["Apple pie one", "Apple pie two"], 3, 6)).toEqual(["Appl~1", "Appl~2"]);
  });

  it("follows a view's grouping when explanation lines stand for several steps (--brief, the headlines)", () => {
    const headlines = present(r, "headlines");
    expect(headlines.steps.length).toBeLessThan(r.raw!.length);
    expect(stepGroups(headlines).flat().sort((x, y) => x - y)).toEqual(r.raw!.map((_, i) => i));
    expect(drawGrid(r.model!, replay(r.model!, r.raw!, stepGroups(headlines)))).toBe(finalGrid(r));
    const folded = present(r, "brief");
    expect(folded.steps.length).toBeLessThan(r.raw!.length);
    expect(stepGroups(folded)).toEqual(brief(r.raw!));
    const grids = gridsAfterEachStep(folded);
    expect(grids).toHaveLength(folded.steps.length);
    expect(grids[grids.length - 1]!.replace(/\[(.)\]/gu, " $1 ")).toBe(finalGrid(r));
    expect(drawGrid(r.model!, replay(r.model!, r.raw!, stepGroups(folded)))).toBe(finalGrid(r));
  });
});

describe("text with --grid", () => {
  it("prints the grid after the solution table (final) or after every step (each)", () => {
    const final = run(["solve", tiny, "--grid", "final"]).stdout;
    expect(final.indexOf("-------------+-------------+----------------+")).toBeGreaterThan(final.indexOf("blue   Cy    dog"));
    const each = run(["solve", tiny, "--grid", "each", "--full"]).stdout;
    expect(each.split("| Al  Bo  Cy  | cat  dog  fish |").length - 1).toBe(27);
    expect(each).toContain(' 2. "Bo" is "fish": clue 2 says so.\n                 | Name        | Pet            |\n');
    // By default, a grid after each headline, with all the cells it stands for.
    const headlines = run(["solve", tiny, "--grid", "each"]).stdout;
    expect(headlines.split("| Al  Bo  Cy  | cat  dog  fish |").length - 1).toBe(5);
    expect(headlines).toContain('2. Clue 2 says "Bo" is "fish" … crossing off 4 cells.\n                | Name        | Pet            |\n');
  });

  it("leaves text without --grid as it was", () => {
    const plain = run(["solve", tiny]).stdout;
    expect(plain).not.toContain("+----");
    expect(plain.endsWith("blue   Cy    dog\n")).toBe(true);
  });
});

describe("markdown", () => {
  it("has a title, the clues, the numbered explanation and a Markdown table", () => {
    const { stdout } = run(["solve", tiny, "--format", "markdown"]);
    const lines = stdout.split("\n");
    expect(lines[0]).toBe(`# ${tiny}`);
    expect(stdout).toContain("Status: **solved**");
    expect(stdout).toContain("## Clues\n\n1. Al lives in the red house.\n2. Bo keeps the fish.\n3. The owner of the green house keeps the fish.\n4. Cy does not keep the cat.\n");
    expect(stdout).toContain('## Explanation\n\n1. Clue 1 says "Al" is "red" … crossing off 4 cells.\n2. Clue 2 says "Bo" is "fish" … crossing off 4 cells.\n');
    expect(stdout).toContain('5. Only option: "dog" can only be "blue": "red" is "cat" and "green" is "fish" (together: "blue", "Cy", "dog").\n\n## Solution');
    const full = run(["solve", tiny, "--format", "markdown", "--full"]).stdout;
    expect(full).toContain('## Explanation\n\n1. "Al" is "red": clue 1 says so.\n2. "Bo" is "fish": clue 2 says so.\n');
    expect(full).toContain('27. "blue" is "Cy": it is the only name left for "blue".\n');
    expect(stdout).toContain("## Solution\n\n| Color | Name | Pet |\n| --- | --- | --- |\n| red | Al | cat |\n| green | Bo | fish |\n| blue | Cy | dog |\n");
  });

  it("lists the errors of a bad file, and --grid final adds the grid as a code block", () => {
    const { code, stdout, stderr } = run(["solve", bad, tiny, "--format", "markdown", "--grid", "final"]);
    expect(code).toBe(2);
    expect(stdout).toContain(`# ${bad}\n\nStatus: **error**\n\n## Errors\n\n- line 4, column 20: cannot place "grean" here; expected a value; did you mean "green"?\n`);
    expect(stdout).toContain(`# ${tiny}`);
    expect(stdout).toContain("## Grid\n\n```text\n             | Name        | Pet            |\n");
    expect(stderr).toContain(`${bad}:4:20: error:`);
  });
});

describe("html", () => {
  const lakeside = "corpus/lakeside-cabins-3x3.txt";
  const { stdout: html } = run(["solve", tiny, lakeside, "--format", "html"]);
  const initial = (page: string) => JSON.parse(/<script type="application\/json" id="cluegrid-initial">(.*?)<\/script>/su.exec(page)![1]!);

  it("is the playground page, read-only, filled with each file's text and what cluegrid made of it", () => {
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    const data = initial(html);
    expect(data.readOnly).toBe(true);
    expect(data.puzzles.map((p: { file: string }) => p.file)).toEqual([tiny, lakeside]);
    expect(data.puzzles[0].text).toBe(TINY);
    const view = data.puzzles[0].view;
    expect(view.title).toBe("Three Neighbours");
    expect(view.categories.map((c: { name: string }) => c.name)).toEqual(["Color", "Name", "Pet"]);
    expect(view.steps).toHaveLength(27);
    expect(view.steps[0]).toEqual({ text: report(tiny, TINY).steps[0]!.text, rule: "clue", clues: [1], cells: [{ a: 3, b: 0, verdict: "yes" }], premises: [] });
    expect(view.clues.map((c: { line: number }) => c.line)).toEqual([7, 8, 9, 10]);
    // Nothing else differs from the built page (compared as a boolean: a failure should not print the page).
    expect(html.replace(/(id="cluegrid-initial">).*?(<\/script>)/su, "$1null$2") === readFileSync(join(root, "dist/play/cluegrid-play.html"), "utf8")).toBe(true);
  });

  it("shows --brief's folded lines as they print, each with all its cells", () => {
    const { stdout } = run(["solve", lakeside, "--format", "html", "--brief"]);
    const view = initial(stdout).puzzles[0].view;
    const printed = present(report(lakeside, readFileSync(join(root, lakeside), "utf8")), "brief");
    expect(view.steps.map((s: { text: string }) => s.text)).toEqual(printed.steps.map((s) => s.text));
    expect(view.steps.length).toBeLessThan(printed.raw!.length);
    expect(view.steps.flatMap((s: { cells: unknown[] }) => s.cells)).toHaveLength(printed.raw!.length);
  });

  it("embeds its data as JSON that parses and cannot close the script", () => {
    expect(scriptJson({ text: "</script><b>&" })).toBe('{"text":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026"}');
    expect(JSON.parse(scriptJson({ text: "</script>" }))).toEqual({ text: "</script>" });
    expect(html.match(/<\/script>/gu)).toHaveLength(2);
  });

  it("is self-contained: no http:// or https:// reference but the SVG namespace's name, no external resource", () => {
    // Booleans and the matches alone: a failure should not print the whole page.
    expect(html.replaceAll("http://www.w3.org/2000/svg", "").match(/https?:\/\/\S{0,40}/gu)).toBeNull();
    // The editor's wavy underline is an inline SVG image (a data: URL), no resource.
    expect(html.match(/<link|<img|<iframe| src=|@import|url\((?!'data:)/gu)).toBeNull();
  });
});

describe("output", () => {
  it("is byte-identical across two runs, in every format", () => {
    for (const format of FORMATS) {
      const args = ["solve", tiny, "corpus/garden-row-4x4.txt", "--format", format, "--grid", "each"];
      expect(run(args).stdout).toBe(run(args).stdout);
    }
  });

  it("keeps --json exactly the CONTRACT JSON, whatever --grid says", () => {
    const { stdout } = run(["solve", tiny, "--json", "--grid", "each"]);
    expect(stdout).toBe(`${toJson({ ...report(tiny, TINY), file: tiny })}\n`);
    expect(stdout).toBe(run(["solve", tiny, "--format", "json"]).stdout);
  });
});
