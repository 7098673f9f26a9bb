/**
 * What a new user meets on the command line (issue 17), each point through
 * the real bin/cluegrid: --version, option values and each command's own
 * usage, --why, check's errors and differences, long lines in errors,
 * layout errors, the title, and files that are never left half-written.
 */
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cluegrid, commandsOf, puzzles, root } from "./helpers.js";

const run = cluegrid;

const scratch = mkdtempSync(join(tmpdir(), "cluegrid-user-"));
const LAKESIDE = "corpus/lakeside-cabins-3x3.txt";
const version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;

const commands = commandsOf;

describe("--version (point 1)", () => {
  it("prints package.json's version, as --version, -V and `cluegrid version`", () => {
    for (const args of [["--version"], ["-V"], ["version"]]) expect(run(args)).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
  });
});

describe("option values and usage errors (point 2)", () => {
  it("refuses a value outside an option's fixed set, naming the allowed ones, with the command's own usage", () => {
    const cases: [string[], string, string][] = [
      [["solve", LAKESIDE, "--grid", "sometimes"], "--grid <when>", "final, each"],
      [["solve", LAKESIDE, "--grid", "FINAL"], "--grid <when>", "final, each"],
      [["solve", LAKESIDE, "--format", "pdf"], "--format <format>", "text, json, markdown, html"],
      [["generate", "--difficulty", "medium"], "--difficulty <level>", "easy, hard"],
    ];
    for (const [args, option, allowed] of cases) {
      const r = run(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stdout).toBe("");
      const usage = run([args[0]!, "--help"]).stdout.split("\n")[0];
      expect(r.stderr).toBe(`error: option '${option}' argument '${args.at(-1)}' is invalid. Allowed choices are ${allowed}.\n` +
        `${usage}\nRun "cluegrid ${args[0]} --help" for the options.\n`);
    }
    const report = run(["check", "corpus", "--report", "xml"]);
    expect(report.code).toBe(2);
    expect(report.stderr.split("\n").slice(0, 2)).toEqual(["error: --report xml: unknown report; expected one of json, junit FILE", "Usage: cluegrid check [options] [paths...]"]);
  });

  it("refuses --json with another --format", () => {
    const r = run(["solve", LAKESIDE, "--json", "--format", "markdown"]);
    expect(r.code).toBe(2);
    expect(r.stderr.split("\n")[0]).toBe("error: option '--json' cannot be used with option '--format <format>'");
    expect(run(["solve", LAKESIDE, "--json"]).code).toBe(0);
  });

  it("validates every option --help lists with choices", () => {
    for (const command of commands()) {
      // One line per option: continuation lines (indented past the flags) joined.
      const help = run([command, "--help"]).stdout.replace(/\n {6,}/gu, " ");
      for (const m of help.matchAll(/(--[\w-]+) <\w+>[^\n]*?\(choices: ([^)]*?)(?:, default: [^)]*)?\)/gu)) {
        const r = run(command === "solve" ? [command, LAKESIDE, m[1]!, "nonsense"] : [command, m[1]!, "nonsense"]);
        expect(r.code, `${command} ${m[1]}`).toBe(2);
        expect(r.stderr).toContain(`Allowed choices are ${m[2]!.replace(/"/gu, "")}.`);
      }
    }
  });

  it("ends every command's usage error with that command's usage, not the program's", () => {
    for (const command of commands()) {
      const r = run([command, "--no-such-option"]);
      expect(r.code, command).toBe(2);
      // hint's first complaint is its missing --grid; any command's, its own usage after it.
      expect(r.stderr).toMatch(/^error: (?:unknown option '--no-such-option'|required option '--grid <json>' not specified)\n/u);
      expect(r.stderr.split("\n").slice(1)).toEqual([run([command, "--help"]).stdout.split("\n")[0], `Run "cluegrid ${command} --help" for the options.`, ""]);
    }
    expect(run(["solve"]).stderr).toBe("error: missing required argument 'files'\nUsage: cluegrid solve [options] <files...>\nRun \"cluegrid solve --help\" for the options.\n");
    expect(run(["frobnicate"]).stderr).toBe("error: unknown command 'frobnicate'\nUsage: cluegrid [options] [command]\nRun \"cluegrid --help\" for the options.\n");
  });
});

describe("--why (point 3)", () => {
  it("says that two values of one category are never linked, and exits 2", () => {
    const r = run(["solve", LAKESIDE, "--why", "Priya", "Jonas"]);
    expect(r).toEqual({
      code: 2, stdout: "",
      stderr: `${LAKESIDE}: error: --why Priya Jonas: "Priya" and "Jonas" are both in the category "Name", and no step links two values of one category; name values of two categories\n`,
    });
  });

  it("names an unknown value without a file location, with a did-you-mean", () => {
    const r = run(["solve", LAKESIDE, "--why", "Pria", "kayak"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`${LAKESIDE}: error: --why Pria kayak: no value "Pria" in this puzzle; did you mean "Priya"?\n`);
    const json = JSON.parse(run(["solve", LAKESIDE, "--why", "Pria", "kayak", "--json"]).stdout);
    expect(json.errors).toEqual([{ line: 0, column: 0, message: '--why Pria kayak: no value "Pria" in this puzzle; did you mean "Priya"?' }]);
  });

  it("says the output is filtered and keeps the steps' own numbers", () => {
    const whole = run(["solve", LAKESIDE, "--full"]).stdout.split("\n");
    const r = run(["solve", LAKESIDE, "--why", "Priya", "kayak"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines.slice(0, 4)).toEqual([
      `${LAKESIDE}: solved`, "Title: Cabins by the Lake", "",
      'Shown: only the 13 of 54 steps that lead to "Priya" is "kayak", numbered as in the whole explanation.',
    ]);
    const steps = lines.filter((l) => /^ ?\d+\. /u.test(l));
    expect(steps).toHaveLength(13);
    // Each step is the very line of the whole explanation, number and all.
    for (const step of steps) expect(whole).toContain(step);
    expect(steps.at(-1)).toBe('47. "kayak" is "Priya": it is the only name left for "kayak".');
    const json = JSON.parse(run(["solve", LAKESIDE, "--why", "Priya", "kayak", "--json"]).stdout);
    expect(json.filter).toBe('only the 13 of 54 steps that lead to "Priya" is "kayak", numbered as in the whole explanation');
    expect(json.steps.map((s: { number: number }) => s.number).at(-1)).toBe(47);
  });

  it("takes exactly two values", () => {
    const r = run(["solve", LAKESIDE, "--why", "Priya", "kayak", "canoe"]);
    expect(r.code).toBe(2);
    expect(r.stderr.split("\n")[0]).toBe("error: --why takes two values, not 3, e.g. --why Leo 1979");
  });
});

/** Copies of corpus puzzles, with their solutions, in a new folder. */
function folderOf(names: string[]): string {
  const dir = mkdtempSync(join(scratch, "check-"));
  for (const name of names) for (const ext of [".txt", ".solution.json"]) copyFileSync(join(root, "corpus", name + ext), join(dir, name + ext));
  return dir;
}

describe("check: errors, differences and --update (points 4 and 5)", () => {
  it("refuses a path that does not exist, and a folder with nothing to check, with exit 2", () => {
    expect(run(["check", "/nonexistent"])).toEqual({ code: 2, stdout: "", stderr: "cluegrid check: /nonexistent: no such file or folder\n" });
    expect(run(["check", "corpus/unsolvable"])).toEqual({
      code: 2, stdout: "",
      stderr: "cluegrid check: corpus/unsolvable: no puzzle to check; expected <name>.txt beside <name>.solution.json or <name>.answer.json\n",
    });
  });

  it("exits 2 on a puzzle with an input error, as solve does", () => {
    const dir = folderOf(["office-jobs-3x3"]);
    writeFileSync(join(dir, "bad.txt"), "Color: red, green\nName: Al, Bo\n\n1. Al lives in the grean house.\n");
    writeFileSync(join(dir, "bad.solution.json"), JSON.stringify({ header: [], rows: [] }));
    const r = run(["check", dir]);
    expect(r.code).toBe(2);
    expect(r.stdout.split("\n")[0]).toBe(`${join(dir, "bad.txt")}: error (4:20: cannot place "grean" here; expected a value; did you mean "green"?)`);
  });

  it("shows where a wrong answer differs, in the text and in --report json, and --update leaves its golden alone", () => {
    const dir = folderOf(["office-jobs-3x3"]);
    const solution = join(dir, "office-jobs-3x3.solution.json");
    const expected = JSON.parse(readFileSync(solution, "utf8")) as { header: string[]; rows: string[][] };
    const right = expected.rows.map((row) => [...row]);
    [expected.rows[0]![0], expected.rows[1]![0]] = [expected.rows[1]![0]!, expected.rows[0]![0]!];
    writeFileSync(solution, JSON.stringify(expected));
    const answerWith = (value: string): string[] => right.find((row) => row[0] === value)!;
    let r = run(["check", dir]);
    expect(r.code).toBe(1);
    expect(r.stdout.split("\n").slice(0, 5)).toEqual([
      `${join(dir, "office-jobs-3x3.txt")}: wrong`,
      `  expected: ${expected.rows[0]!.join(", ")}`,
      `  answer:   ${answerWith(expected.rows[0]![0]!).join(", ")}`,
      `  expected: ${expected.rows[1]!.join(", ")}`,
      `  answer:   ${answerWith(expected.rows[1]![0]!).join(", ")}`,
    ]);
    const doc = JSON.parse(run(["check", dir, "--report", "json"]).stdout);
    expect(doc.puzzles[0].differences).toEqual([
      { expected: expected.rows[0], actual: answerWith(expected.rows[0]![0]!) },
      { expected: expected.rows[1], actual: answerWith(expected.rows[1]![0]!) },
    ]);
    const xml = join(dir, "check.xml");
    run(["check", dir, "--report", "junit", xml]);
    expect(readFileSync(xml, "utf8")).toContain(`<failure type="wrong" message="the solution differs from the expected one">${join(dir, "office-jobs-3x3.txt")}: wrong: ` +
      `the solution differs from the expected one\nexpected ${expected.rows[0]!.join(", ")}; answer ${answerWith(expected.rows[0]![0]!).join(", ")}\n`);
    r = run(["check", dir, "--update"]);
    expect(r.code).toBe(1);
    expect(r.stdout.split("\n")[0]).toBe(`${join(dir, "office-jobs-3x3.txt")}: wrong; office-jobs-3x3.explain.txt not updated, as the answer is wrong`);
    expect(existsSync(join(dir, "office-jobs-3x3.explain.txt"))).toBe(false);
  });
});

describe("a very long line in an error (point 6)", () => {
  it("is shown as a window around the caret", () => {
    const file = join(scratch, "long.txt");
    writeFileSync(file, `Color: red, green, blue\nName: Al, Bo, Cy\n\n1. Al lives in the red house ${"and ".repeat(30)}${"x".repeat(5_000_000)} house.\n`);
    const r = run(["solve", file]);
    expect(r.code).toBe(2);
    expect(r.stderr.length).toBeLessThan(500);
    expect(r.stderr).toBe(
      `${file}:4:4: error: the puzzle has a clue of 5000153 characters; cluegrid takes at most 2000\n` +
      "  |\n" +
      `4 | 1. Al lives in the red house ${"and ".repeat(8)}and…\n` +
      "  |    ^\n",
    );
  });
});

describe("layout errors say what is wrong with the line (point 7)", () => {
  const error = (text: string) => JSON.parse(run(["solve", "-", "--json"], text).stdout).errors;

  it("a category line with one value", () => {
    expect(error("Name: Ann, Bob, Cy\nPet: dog\nDrink: tea, milk, coffee\n\n1. Ann has the dog.\n")).toEqual([{
      line: 2, column: 1,
      message: 'category "Pet" has one value, "dog"; a category line lists all its values, separated by commas (3, as many as the other categories have)',
    }]);
    expect(error("Name: Ann\nPet: dog\n\nAnn has the dog.\n")).toEqual([
      { line: 1, column: 1, message: 'category "Name" has one value, "Ann"; a category line lists all its values, separated by commas, such as `Color: red, green, blue`' },
      { line: 2, column: 1, message: 'category "Pet" has one value, "dog"; a category line lists all its values, separated by commas, such as `Color: red, green, blue`' },
    ]);
  });

  it("a category line without its colon, first, in the middle or last", () => {
    const message = "this looks like a category line without its colon; expected `Name: Ann, Bob, Cy`";
    expect(error("Name Ann, Bob, Cy\nPet: dog, cat, fish\n\n1. Ann has the dog.\n2. Bob has the cat.\n")).toEqual([{ line: 1, column: 1, message }]);
    expect(error("Color: red, green, blue\nName Ann, Bob, Cy\nPet: dog, cat, fish\n\n1. Ann has the dog.\n2. Bob is red.\n")).toEqual([{ line: 2, column: 1, message }]);
    expect(error("Pet: dog, cat, fish\nName Ann, Bob, Cy\n1. Ann has the dog.\n")).toEqual([{ line: 2, column: 1, message }]);
  });

  it("leaves a story line with commas alone", () => {
    const r = run(["solve", "-", "--json"], "Three friends, Ann, Bob and Cy, met.\nName: Ann, Bob, Cy\nPet: dog, cat, fish\n\n1. Ann has the dog.\n2. Bob has the cat.\n");
    expect(JSON.parse(r.stdout).status).toBe("solved");
  });
});

describe("a value in no category, and what would be understood (point 8)", () => {
  it("names the word and the category it probably belongs to, in words, through bin/cluegrid", () => {
    const r = run(["solve", "-"], "Name: Al, Bo, Cy\nDrink: tea, coffee, milk\n\n1. Cy drinks lemonade.\n2. Al lives next next to Bo.\n");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('-:4:14: error: "lemonade" is not a value of any category, and the clue names only "Cy"; expected two values, or a value and a place; if "lemonade" is meant as a Drink, add it to the line Drink: tea, coffee, milk\n');
    expect(r.stderr).toContain('-:5:18: error: cannot place "next" here; expected "door" or "to"\n');
    expect(r.stderr).not.toMatch(/a quote|an ordinal|punctuation/u);
  });
});

describe("the puzzle's title (point 11)", () => {
  it("is shown in every format", () => {
    expect(run(["solve", LAKESIDE]).stdout.split("\n").slice(0, 2)).toEqual([`${LAKESIDE}: solved`, "Title: Cabins by the Lake"]);
    expect(JSON.parse(run(["solve", LAKESIDE, "--json"]).stdout).title).toBe("Cabins by the Lake");
    expect(run(["solve", LAKESIDE, "--format", "markdown"]).stdout).toContain(`# ${LAKESIDE}\n\nTitle: Cabins by the Lake\n\nStatus: **solved**`);
    // The HTML report is the playground page, which shows the title its data carries (test/html-browser.test.ts sees it shown).
    expect(run(["solve", LAKESIDE, "--format", "html"]).stdout).toContain('"view":{"file":"corpus/lakeside-cabins-3x3.txt","title":"Cabins by the Lake"');
  });

  it("is not taken from a story's first sentence", () => {
    const r = run(["solve", "-", "--json"], "There are three houses in a row.\nName: Ann, Bob\nPet: dog, cat\n\n1. Ann has the dog.\n");
    expect(JSON.parse(r.stdout).title).toBeUndefined();
  });
});

describe("the grid's labels (point 12)", () => {
  it("keep names whole, or a key says what a cut one stands for", () => {
    const r = run(["solve", "-", "--grid", "final"], "Name: Al, Bo, Cy\nCake: carrot cake, lemon tart, green\n\n1. Al has the carrot cake.\n2. Bo has the lemon tart.\n");
    expect(r.stdout).toContain("| carrot…  lemon t… green    |");
    expect(r.stdout.trimEnd().split("\n").at(-1)).toBe("Key: carrot… = carrot cake; lemon t… = lemon tart");
    expect(run(["solve", LAKESIDE, "--grid", "final"]).stdout).toContain("| green  yellow grey   |");
  });
});

describe("files it writes (point 17)", () => {
  it("generate --out refuses to overwrite without --force", () => {
    const dir = join(scratch, "generated");
    expect(run(["generate", "--out", dir, "--name", "x"]).code).toBe(0);
    writeFileSync(join(dir, "x.txt"), "mine\n");
    const r = run(["generate", "--out", dir, "--name", "x", "--seed", "2"]);
    expect(r).toEqual({
      code: 2, stdout: "",
      stderr: `cluegrid generate: ${join(dir, "x.txt")} and ${join(dir, "x.solution.json")} are already there; give another --name, or --force to overwrite\n`,
    });
    expect(readFileSync(join(dir, "x.txt"), "utf8")).toBe("mine\n");
    expect(run(["generate", "--out", dir, "--name", "x", "--seed", "2", "--force"]).code).toBe(0);
    expect(readFileSync(join(dir, "x.txt"), "utf8")).not.toBe("mine\n");
  });

  // (Before: in some clean CI runs the whole run finished, exit 0, however soon the signal was sent. A CI script started as
  // a background job runs with SIGINT ignored, and the child inherited that; check now handles SIGINT itself.)
  it("check --update interrupted with Ctrl-C leaves every golden old or new, and no temporary file", { timeout: 120_000 }, async () => {
    // Many puzzles (the corpus, forty times over, so that a busy machine still interrupts it midway) whose goldens are out of date.
    const dir = join(scratch, "interrupted");
    mkdirSync(dir);
    const names = puzzles(join(root, "corpus")).map((f) => f.slice(f.lastIndexOf("/") + 1, -".txt".length));
    const fresh = new Map<string, string>();
    for (let copy = 0; copy < 40; copy++) {
      for (const name of names) {
        const to = `${name}-${copy}`;
        copyFileSync(join(root, "corpus", `${name}.txt`), join(dir, `${to}.txt`));
        copyFileSync(join(root, "corpus", `${name}.solution.json`), join(dir, `${to}.solution.json`));
        writeFileSync(join(dir, `${to}.explain.txt`), "old\n");
        fresh.set(to, "");
      }
    }
    // In the main thread, which writes every golden (workers only send theirs back), one puzzle after the other.
    const child = spawn(join(root, "bin", "cluegrid"), ["check", dir, "--update", "--threads", "0"], { cwd: root, stdio: "ignore" });
    const goldens = (): string[] => [...fresh.keys()].map((name) => readFileSync(join(dir, `${name}.explain.txt`), "utf8"));
    // Interrupt once some goldens are new, while others are still old: at the first golden renamed into
    // place, as the directory's watcher reports it (polling the first few files in name order let a whole
    // run finish unseen, once in a while, on a busy machine); the poll stays as a second way to see it.
    const first = [...fresh.keys()].sort().slice(0, 5).map((name) => join(dir, `${name}.explain.txt`));
    await new Promise<void>((resolve) => {
      let done = false;
      const stop = (): void => {
        if (done) return;
        done = true;
        clearInterval(poll);
        watcher.close();
        child.kill("SIGINT");
        resolve();
      };
      const changed = (file: string): boolean => {
        try {
          return readFileSync(file, "utf8") !== "old\n";
        } catch {
          return false; // (a file renamed away as it was read)
        }
      };
      const watcher = watch(dir, (_, name) => {
        if (name?.endsWith(".explain.txt") && changed(join(dir, name))) stop();
      });
      const poll = setInterval(() => {
        if (first.some(changed)) stop();
      }, 5);
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", (c, signal) => resolve(signal === "SIGINT" ? 130 : c)));
    expect(code).toBe(130);
    const after = goldens();
    const updated = after.filter((text) => text !== "old\n");
    expect(updated.length).toBeGreaterThan(0);
    expect(updated.length).toBeLessThan(after.length);
    // Every new golden is whole: what an update writes, run again on those puzzles (it leaves a whole golden as it is).
    const renewed = [...fresh.keys()].filter((_, i) => after[i] !== "old\n");
    expect(run(["check", ...renewed.map((name) => join(dir, `${name}.txt`)), "--update", "--threads", "0"]).code).toBe(0);
    const full = goldens();
    after.forEach((text, i) => expect(text === "old\n" || text === full[i]).toBe(true));
    expect(readdirSync(dir).filter((f) => !/\.(?:txt|solution\.json)$/u.test(f))).toEqual([]);
  });
});
