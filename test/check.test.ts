/**
 * `cluegrid check`, the regression run: the summary line tests and users rely
 * on, the exit status (2 on an input error, 1 on wrong / changed golden only), golden
 * explanations and --update, --report json and junit, and byte-identical
 * output from run to run although the puzzles are solved in worker threads.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCheck } from "../src/cli/check.js";
import { junitReport, xmlEscape } from "../src/cli/check-report.js";
import { report } from "../src/render/report.js";
import { goldenText } from "../src/cli/check-worker.js";
import { puzzles, root } from "./helpers.js";

function run(args: string[]) {
  const result = spawnSync(join(root, "bin", "cluegrid"), ["check", ...args], { cwd: root, encoding: "utf8", maxBuffer: 1 << 26 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const lastLine = (text: string): string => text.trimEnd().split("\n").at(-1)!;

const corpusCount = puzzles(join(root, "corpus")).length;

/** The golden explanation of a puzzle file, written the way test/corpus.test.ts writes it. */
const goldenOf = (file: string): string => goldenText(report(basename(file), readFileSync(file, "utf8")));

/**
 * A scratch folder holding copies of corpus puzzles with their solutions and
 * fresh goldens (so these tests do not depend on the corpus goldens being up
 * to date; test/corpus.test.ts and the first test here see to that).
 */
function scratch(names: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "cluegrid-check-"));
  for (const name of names) {
    for (const ext of [".txt", ".solution.json"]) copyFileSync(join(root, "corpus", name + ext), join(dir, name + ext));
    writeFileSync(join(dir, `${name}.explain.txt`), goldenOf(join(dir, `${name}.txt`)));
  }
  return dir;
}

/** Swap two values of the first column between the first two rows: a wrong expected solution. */
function spoilSolution(file: string): void {
  const expected = JSON.parse(readFileSync(file, "utf8")) as { rows: string[][] };
  const [a, b] = expected.rows;
  [a![0], b![0]] = [b![0]!, a![0]!];
  writeFileSync(file, JSON.stringify(expected));
}

describe("cluegrid check", () => {
  it("checks the corpus: every puzzle correct, the exact summary line, exit 0", () => {
    const { code, stdout } = run(["corpus"]);
    expect(code).toBe(0);
    expect(lastLine(stdout)).toBe(`${corpusCount} puzzles: ${corpusCount} correct, 0 wrong, 0 ambiguous, 0 contradiction, 0 unsolved, 0 error`);
    // The table: a header, the folder's row and the total row; no timings off a terminal.
    expect(stdout).toMatch(/^folder +puzzles +correct +wrong +ambiguous +contradiction +unsolved +error +changed +trial\n/u);
    expect(stdout).toMatch(new RegExp(`\\ncorpus +${corpusCount} +${corpusCount} +0 +0 +0 +0 +0 +0 +\\d+\\n`, "u"));
    expect(stdout).toMatch(new RegExp(`\\ntotal +${corpusCount} +${corpusCount} +0 `, "u"));
    expect(stdout).not.toMatch(/median|time:/u);
  });

  it("reports a wrong solution and exits 1", () => {
    const dir = scratch(["office-jobs-3x3", "lakeside-cabins-3x3"]);
    spoilSolution(join(dir, "office-jobs-3x3.solution.json"));
    const { code, stdout } = run([dir]);
    expect(code).toBe(1);
    expect(stdout.split("\n")[0]).toBe(`${join(dir, "office-jobs-3x3.txt")}: wrong`);
    expect(stdout).not.toContain("lakeside-cabins-3x3.txt:");
    expect(lastLine(stdout)).toBe("2 puzzles: 1 correct, 1 wrong, 0 ambiguous, 0 contradiction, 0 unsolved, 0 error");
  });

  it("reports an ambiguous puzzle without failing, and an input error with its place", () => {
    const dir = mkdtempSync(join(tmpdir(), "cluegrid-check-"));
    writeFileSync(join(dir, "two-ways.txt"), "Color: red, green, blue\nName: Al, Bo, Cy\n\n1. Al lives in the red house.\n");
    writeFileSync(join(dir, "two-ways.solution.json"), JSON.stringify({ header: ["Color", "Name"], rows: [["red", "Al"], ["green", "Bo"], ["blue", "Cy"]] }));
    let result = run([dir]);
    expect(result.code).toBe(0);
    expect(result.stdout.split("\n")[0]).toBe(`${join(dir, "two-ways.txt")}: ambiguous`);
    expect(lastLine(result.stdout)).toBe("1 puzzles: 0 correct, 0 wrong, 1 ambiguous, 0 contradiction, 0 unsolved, 0 error");

    writeFileSync(join(dir, "bad.txt"), "Color: red, green, blue\nName: Al, Bo, Cy\n\n1. Al lives in the red house.\n2. Bo lives in the grean house.\n");
    writeFileSync(join(dir, "bad.solution.json"), JSON.stringify({ header: [], rows: [] }));
    result = run([dir]);
    expect(result.code).toBe(2);
    expect(result.stdout.split("\n")[0]).toBe(`${join(dir, "bad.txt")}: error (5:20: cannot place "grean" here; expected a value; did you mean "green"?)`);
  });

  it("counts a puzzle named on the command line without a solution beside it as an error (exit 2)", () => {
    const dir = mkdtempSync(join(tmpdir(), "cluegrid-check-"));
    writeFileSync(join(dir, "alone.txt"), "Color: red, green\nName: Al, Bo\n\n1. Al is red.\n");
    const { code, stdout } = run(["corpus/office-jobs-3x3.txt", join(dir, "alone.txt")]);
    expect(code).toBe(2);
    expect(stdout.split("\n")[0]).toBe(`${join(dir, "alone.txt")}: error (no ${join(dir, "alone.solution.json")} (or ${join(dir, "alone.answer.json")}) beside it)`);
    expect(lastLine(stdout)).toBe("2 puzzles: 1 correct, 0 wrong, 0 ambiguous, 0 contradiction, 0 unsolved, 1 error");
  });

  it("reports a changed golden explanation as a regression, and --update rewrites it", () => {
    const dir = scratch(["office-jobs-3x3", "garden-row-4x4"]);
    const golden = join(dir, "office-jobs-3x3.explain.txt");
    const original = readFileSync(golden, "utf8");
    const lines = original.split("\n");
    lines[3] = " 2. something else entirely";
    writeFileSync(golden, lines.join("\n"));

    let result = run([dir]);
    expect(result.code).toBe(1);
    expect(result.stdout.split("\n")[0]).toBe(`${join(dir, "office-jobs-3x3.txt")}: changed (office-jobs-3x3.explain.txt differs from line 4)`);
    expect(lastLine(result.stdout)).toBe("2 puzzles: 2 correct, 0 wrong, 0 ambiguous, 0 contradiction, 0 unsolved, 0 error, 1 changed");
    expect(result.stdout).toMatch(/\ntotal +2 +2 +0 +0 +0 +0 +0 +1 /u);

    result = run([dir, "--update"]);
    expect(result.code).toBe(0);
    expect(result.stdout.split("\n")[0]).toBe(`${join(dir, "office-jobs-3x3.txt")}: updated office-jobs-3x3.explain.txt`);
    expect(readFileSync(golden, "utf8")).toBe(original);

    result = run([dir]);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain("changed (");
    expect(lastLine(result.stdout)).toBe("2 puzzles: 2 correct, 0 wrong, 0 ambiguous, 0 contradiction, 0 unsolved, 0 error");
  });

  it("--update writes a golden where there was none, as the corpus test writes it", () => {
    const dir = mkdtempSync(join(tmpdir(), "cluegrid-check-"));
    for (const ext of [".txt", ".solution.json"]) copyFileSync(join(root, "corpus", `lakeside-cabins-3x3${ext}`), join(dir, `lakeside-cabins-3x3${ext}`));
    expect(run([dir, "--update"]).code).toBe(0);
    expect(readFileSync(join(dir, "lakeside-cabins-3x3.explain.txt"), "utf8")).toBe(goldenOf(join(dir, "lakeside-cabins-3x3.txt")));
  });

  it("--report json prints one document with the puzzles and the counts", () => {
    const dir = scratch(["office-jobs-3x3", "book-club-4x4"]);
    const other = scratch(["garden-row-4x4"]);
    spoilSolution(join(dir, "book-club-4x4.solution.json"));
    const { code, stdout } = run(["--report", "json", other, dir]);
    expect(code).toBe(1);
    const doc = JSON.parse(stdout);
    expect(doc.puzzles).toHaveLength(3);
    expect(doc.puzzles.map((p: { file: string }) => p.file)).toEqual([...doc.puzzles.map((p: { file: string }) => p.file)].sort());
    const spoiled = doc.puzzles.find((p: { file: string }) => p.file === join(dir, "book-club-4x4.txt"));
    expect(spoiled).toMatchObject({ verdict: "wrong", golden: "same", folder: dir });
    expect(spoiled.ms).toBeUndefined();
    expect(doc.folders.map((f: { folder: string }) => f.folder)).toEqual([dir, other].sort());
    expect(doc.folders.find((f: { folder: string }) => f.folder === dir)).toMatchObject({ puzzles: 2, correct: 1, wrong: 1 });
    expect(doc.total).toMatchObject({ puzzles: 3, correct: 2, wrong: 1, ambiguous: 0, contradiction: 0, unsolved: 0, error: 0, changed: 0 });
    expect(doc.exitCode).toBe(1);
  });

  it("--report junit FILE writes a testsuite per folder and a testcase per puzzle, besides the usual output", () => {
    const dir = scratch(["office-jobs-3x3", "book-club-4x4", "garden-row-4x4"]);
    spoilSolution(join(dir, "book-club-4x4.solution.json"));
    writeFileSync(join(dir, "two-ways.txt"), "Color: red, green, blue\nName: Al, Bo, Cy\n\n1. Al lives in the red house.\n");
    writeFileSync(join(dir, "two-ways.solution.json"), JSON.stringify({ header: [], rows: [["red", "Al"]] }));
    const other = scratch(["lakeside-cabins-3x3"]);
    const xmlFile = join(dir, "check.xml");
    const { code, stdout } = run([other, dir, "--report", "junit", xmlFile]);
    expect(code).toBe(1);
    expect(lastLine(stdout)).toBe("5 puzzles: 3 correct, 1 wrong, 1 ambiguous, 0 contradiction, 0 unsolved, 0 error");
    const xml = readFileSync(xmlFile, "utf8");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    expect(xml.trimEnd().endsWith("</testsuites>")).toBe(true);
    expect(xml.match(/<testsuite /gu)).toHaveLength(2);
    expect(xml.match(/<testcase /gu)).toHaveLength(5);
    expect(xml.match(/<failure /gu)).toHaveLength(1);
    expect(xml).toContain('<failure type="wrong"');
    expect(xml).toContain('<skipped message="ambiguous"/>');
    expect(xml).toContain('<testsuites name="cluegrid check" tests="5" failures="1" errors="0" skipped="1"');
    // Every element opened is closed.
    const opened = (xml.match(/<(testsuites|testsuite|testcase|failure)[ >]/gu) ?? []).length;
    const closed = (xml.match(/<\/(testsuites|testsuite|testcase|failure)>|\/>/gu) ?? []).length - (xml.match(/<skipped [^>]*\/>/gu) ?? []).length;
    expect(closed).toBe(opened);
  });

  it("prints byte-identical output from run to run, whatever order the threads finish in", () => {
    const dir = scratch(["office-jobs-3x3", "book-club-4x4", "garden-row-4x4", "bakery-shelf-5x5"]);
    spoilSolution(join(dir, "garden-row-4x4.solution.json"));
    writeFileSync(join(dir, "bakery-shelf-5x5.explain.txt"), "not the explanation\n");
    const first = run(["corpus", dir, "--threads", "2"]);
    const second = run([dir, "corpus", "--threads", "2"]);
    expect(first.code).toBe(1);
    expect(second.stdout).toBe(first.stdout);
    // The main thread alone (the default for so few puzzles) prints the same as the pool.
    expect(run(["corpus", dir]).stdout).toBe(first.stdout);
  });

  it("rejects an unknown report and a missing junit file name", () => {
    expect(run(["corpus", "--report", "xml"]).code).toBe(2);
    expect(run(["corpus", "--report", "junit"]).code).toBe(2);
    expect(run([]).code).toBe(2);
  });
});

describe("runCheck and the reports (in process)", () => {
  it("gives the same results in the main thread as in the pool", async () => {
    const dir = scratch(["office-jobs-3x3", "book-club-4x4", "garden-row-4x4", "lakeside-cabins-3x3"]);
    const inProcess = await runCheck([dir], { threads: 0 });
    const pooled = await runCheck([dir], { threads: 2 });
    expect(inProcess.threads).toBe(0);
    // So few puzzles are checked in the main thread by default: a worker would cost more to start than it saves.
    expect((await runCheck([dir])).threads).toBe(0);
    const strip = (r: typeof inProcess) => r.results.map(({ ms: _ms, ...rest }) => rest);
    expect(strip(pooled)).toEqual(strip(inProcess));
    expect(pooled.threads).toBe(2);
    expect(inProcess.total).toMatchObject({ puzzles: 4, correct: 4, changed: 0 });
    expect(inProcess.exitCode).toBe(0);
  });

  it("escapes XML text and drops the characters XML cannot hold", () => {
    expect(xmlEscape(`a<b & "c" 'd'>\u0001`)).toBe("a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;");
    const xml = junitReport({
      results: [{ file: "x/<odd>.txt", verdict: "error", golden: "none", trials: 0, ms: 1, error: '1:1: "&"' }],
      folders: [{ folder: "x", puzzles: 1, correct: 0, wrong: 0, ambiguous: 0, contradiction: 0, unsolved: 0, error: 1, changed: 0, updated: 0, trial: 0, medianMs: 1, totalMs: 1 }],
      total: { folder: "total", puzzles: 1, correct: 0, wrong: 0, ambiguous: 0, contradiction: 0, unsolved: 0, error: 1, changed: 0, updated: 0, trial: 0, medianMs: 1, totalMs: 1 },
      exitCode: 1, wallMs: 1, threads: 1,
    });
    expect(xml).toContain('name="&lt;odd&gt;.txt"');
    expect(xml).toContain('<failure type="error" message="1:1: &quot;&amp;&quot;">');
  });
});
