/**
 * The README's promises that a test can hold (issue 17, points 13-15): its
 * command reference is what `--help` says, its JSON section names every field
 * of the report, its worked example is what cluegrid prints, and its library
 * example runs as written from an installed package.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cluegrid, commandsOf, root } from "./helpers.js";

const readme = readFileSync(join(root, "README.md"), "utf8");

const run = cluegrid;

/** A section of the README: from its heading to the next heading of the same level or above. */
function section(heading: string): string {
  const start = readme.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const level = heading.split(" ")[0]!;
  const rest = readme.slice(start + heading.length + 2);
  const next = rest.search(new RegExp(`^#{1,${level.length}} `, "mu"));
  return next < 0 ? rest : rest.slice(0, next);
}

/** An option's flags as --help prints them ("--format <format>"), and its choices if it has a fixed set. */
interface HelpOption { flags: string; choices: string[] }

function helpOf(command: string): { usage: string; options: HelpOption[] } {
  const help = run([command, "--help"]).stdout;
  const usage = help.split("\n")[0]!.replace(/^Usage: /u, "");
  const block = help.split("Options:\n")[1]!.replace(/\n {6,}/gu, " ");
  const options = block.split("\n").filter((l) => /^ {2}-/u.test(l)).map((line): HelpOption => {
    const flags = /^ {2}((?:-\w, )?--[\w-]+(?: <[\w.]+>)?)/u.exec(line)![1]!.replace(/^-\w, /u, "");
    const choices = /\(choices: ([^)]*?)(?:, default: [^)]*)?\)/u.exec(line)?.[1]?.split(", ").map((c) => c.replace(/"/gu, "")) ?? [];
    return { flags, choices };
  }).filter((o) => o.flags !== "--help");
  return { usage, options };
}

const commands = commandsOf();

describe("the README's command reference", () => {
  it("has a section for every command --help lists, under the usage --help prints", () => {
    expect(commands).toEqual(["version", "solve", "check", "hint", "schema", "generate", "play"]);
    const headings = [...section("## Commands").matchAll(/^### `(cluegrid [^`]+)`$/gmu)].map((m) => m[1]!);
    expect(headings.sort()).toEqual(commands.map((c) => `cluegrid ${c} ${helpOf(c).usage.replace(/^cluegrid \w+ /u, "")}`).sort());
  });

  it.each(commands)("lists exactly the options of `cluegrid %s --help`, with every fixed value", (command) => {
    const { usage, options } = helpOf(command);
    const text = section(`### \`${usage}\``);
    const documented = [...text.matchAll(/^- `(--[\w-]+(?: <[\w.]+>)?)`/gmu)].map((m) => m[1]!);
    expect(documented).toEqual(options.map((o) => o.flags));
    for (const option of options) {
      const line = text.slice(text.indexOf(`- \`${option.flags}\``)).split(/\n- /u)[0]!;
      for (const choice of option.choices) expect(line, option.flags).toContain(`\`${choice}\``);
    }
  });

  it("names the program's own options", () => {
    expect(helpOf("").options.map((o) => o.flags)).toEqual(["--version"]);
    expect(section("## Commands")).toContain("`cluegrid --version`");
  });

  it("gives check's exit status for input errors as check does: 2", () => {
    expect(section("### Exit status")).toMatch(/- `check`: 2 on an input error/u);
    expect(readme).not.toMatch(/Exit 1 on any wrong answer, input error/u);
    expect(run(["check", "/nonexistent"]).code).toBe(2);
  });
});

describe("the README's JSON report", () => {
  it("describes every field of the report and of a step, and no other", () => {
    const schema = (JSON.parse(run(["schema"]).stdout) as { report: { properties: Record<string, { items?: { properties?: Record<string, unknown> } }> } }).report;
    const text = section("## The JSON report");
    const described = new Set([...text.matchAll(/^- ((?:`\w+`(?:,| and | or )?\s*)+) —/gmu)].flatMap((m) => [...m[1]!.matchAll(/`(\w+)`/gu)].map((n) => n[1]!)));
    expect([...described].sort()).toEqual(Object.keys(schema.properties).sort());
    for (const field of Object.keys(schema.properties.steps!.items!.properties!)) expect(text).toContain(`\`${field}\``);
    expect(readme).not.toContain("CONTRACT.md");
  });
});

describe("the README's examples", () => {
  it("shows what `bin/cluegrid solve corpus/lakeside-cabins-3x3.txt` prints", () => {
    const at = readme.indexOf("`bin/cluegrid solve corpus/lakeside-cabins-3x3.txt` prints");
    const block = readme.slice(readme.indexOf("```\n", at) + 4, readme.indexOf("\n```", readme.indexOf("```\n", at) + 4));
    const printed = run(["solve", "corpus/lakeside-cabins-3x3.txt"]).stdout.split("\n");
    const shown = block.split("\n").filter((l) => l !== "...");
    expect(shown.length).toBeGreaterThan(15);
    for (const line of shown) expect(printed).toContain(line);
  });

  it("runs the library example as written, from the package installed by name", () => {
    const code = /## Library[\s\S]*?```js\n([\s\S]*?)```/u.exec(readme)![1]!;
    expect(/## Library[\s\S]*?```sh\n(.*)\n/u.exec(readme)![1]).toMatch(/^npm install \/path\/to\/cluegrid /u);
    // What `npm install /path/to/cluegrid` makes: a link to the package under node_modules.
    const dir = mkdtempSync(join(tmpdir(), "cluegrid-library-"));
    mkdirSync(join(dir, "node_modules"));
    symlinkSync(root, join(dir, "node_modules", "cluegrid"));
    writeFileSync(join(dir, "example.mjs"), code);
    copyFileSync(join(root, "corpus", "lakeside-cabins-3x3.txt"), join(dir, "puzzle.txt"));
    const r = spawnSync(process.execPath, ["example.mjs"], { cwd: dir, encoding: "utf8" });
    expect(r.stderr).toBe("");
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe('"grey" is not "Hattie": "grey" is somewhere to the left of "Hattie" (clue 1), so they are not the same.');
    expect(lines).toHaveLength(55);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ file: "puzzle.txt", status: "solved", title: "Cabins by the Lake" });
  });
});
