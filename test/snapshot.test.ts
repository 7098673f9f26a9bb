/**
 * The start-up snapshot (bin/cluegrid, scripts/build-snapshot.mjs). `cluegrid
 * solve` started from the blob prints exactly what the normal path (`node
 * bin/cluegrid.js`) prints: stdout, stderr and exit status, byte for byte.
 * A blob that is not the one the stamp names (rebuilt, damaged, copied, for
 * another node binary), no blob, or NODE_OPTIONS means the normal path,
 * without a word about the snapshot.
 *
 * Which way bin/cluegrid went is read from its shell trace (sh -x, with a
 * marker of our own on each trace line), so the launcher needs no switch
 * for the tests.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identity } from "../scripts/build-snapshot.mjs";
import { hasShared, root, sharedCorpora } from "./helpers.js";

const SNAPSHOT = join(root, "dist/snapshot");
const built = existsSync(join(SNAPSHOT, "stamp"));
const NOT_BUILT = "the build made no start-up snapshot (no dist/snapshot/stamp; the build said why): skipping";
const linux = process.platform === "linux";
const TRACE = "+cluegrid-trace ";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** bin/cluegrid (or a copy of it) under `sh -x`: what it printed, and whether it started from the snapshot. */
function launch(bin: string, args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}): Run & { snapshot: boolean } {
  const r = spawnSync("sh", ["-x", bin, ...args], {
    cwd: root, encoding: "utf8", maxBuffer: 1 << 26, input: options.input ?? "", env: { ...process.env, ...options.env, PS4: TRACE },
  });
  const trace = r.stderr.split("\n").filter((line) => line.startsWith(TRACE));
  const stderr = r.stderr.split("\n").filter((line) => !line.startsWith(TRACE)).join("\n");
  const exec = trace.find((line) => line.startsWith(`${TRACE}exec `)) ?? "";
  return { code: r.status, stdout: r.stdout, stderr, snapshot: exec.includes("--snapshot-blob") };
}

/** The normal path, as bin/cluegrid takes it without a snapshot (NODE_EXTRA_CA_CERTS unset by the launcher in both ways). */
function normal(args: string[], input = ""): Run {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  const r = spawnSync(process.execPath, [join(root, "bin/cluegrid.js"), ...args], { cwd: root, encoding: "utf8", maxBuffer: 1 << 26, input, env });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const scratch = mkdtempSync(join(tmpdir(), "cluegrid-snapshot-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const bad = join(scratch, "bad.txt");
writeFileSync(bad, "Color: red, green, blue\nName: Al, Bo, Cy\n\n1. Al lives in the red house.\n2. Bo lives in the grean house.\n");
const lakeside = readFileSync(join(root, "corpus/lakeside-cabins-3x3.txt"), "utf8");

/** Command lines (and standard input) on which both ways must agree. */
const CASES: { args: string[]; input?: string }[] = [
  { args: ["solve", "corpus/harbour-street-6x6.txt"] },
  { args: ["solve", "corpus/research-station-5x5.txt", "--json"] },
  { args: ["solve", "corpus/garden-row-4x4.txt", "corpus/book-club-4x4.txt", "corpus/office-car-park-5x5.txt", "--json", "--verify"] },
  { args: ["solve", "corpus/pet-show-ribbons-3x4.txt", "--grid", "final", "--brief"] },
  { args: ["solve", "corpus/saturday-market-5x5.txt", "--format", "markdown"] },
  { args: ["solve", "corpus/unsolvable/crowded-pier-3x3.txt", "corpus/unsolvable/two-gardens-3x3.txt"] },
  { args: ["solve", bad] },
  { args: ["solve", bad, "--json"] },
  { args: ["solve", "corpus/no-such-puzzle.txt"] },
  { args: ["solve", "-"], input: lakeside },
  { args: ["solve", "-", "--json"], input: lakeside },
  { args: ["solve", "--", "-"], input: "Color: red\n" },
  { args: ["solve", "--why", "Hattie", "yellow", "corpus/lakeside-cabins-3x3.txt"] },
  { args: ["solve", "--why", "Pria", "kayak", "corpus/lakeside-cabins-3x3.txt"] },
  { args: ["solve", "--grid", "sometimes", "corpus/lakeside-cabins-3x3.txt"] },
  { args: ["solve", "--version"] },
  { args: ["solve", "--format", "nope", "corpus/lakeside-cabins-3x3.txt"] },
  { args: ["solve", "--bogus"] },
  { args: ["solve"] },
  { args: ["solve", "--help"] },
  ...(hasShared ? ["einstein-brainzilla", "zebra-1962", "blood-donation"].map((name) => ({ args: ["solve", join(sharedCorpora, "seeds", `${name}.txt`)] })) : []),
];

describe("bin/cluegrid and the start-up snapshot", () => {
  it.skipIf(!linux)(linux ? "the build made a snapshot, and bin/cluegrid starts solve from it" : `not Linux (${process.platform}): skipping the check that the build made a snapshot`, () => {
    expect(built).toBe(true);
    expect(launch(join(root, "bin/cluegrid"), ["solve", "corpus/office-jobs-3x3.txt"]).snapshot).toBe(true);
  });

  it("starts the other commands the normal way", () => {
    const r = launch(join(root, "bin/cluegrid"), ["schema"]);
    expect(r.snapshot).toBe(false);
    expect(r.code).toBe(0);
  });

  it("leaves NODE_EXTRA_CA_CERTS unread either way (Node would warn about a missing file)", () => {
    const env = { NODE_EXTRA_CA_CERTS: join(scratch, "no-such-bundle.pem") };
    for (const args of [["solve", "corpus/office-jobs-3x3.txt"], ["schema"]]) {
      const r = launch(join(root, "bin/cluegrid"), args, { env });
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
    }
  });

  it.skipIf(!built).each(CASES)(built ? "prints exactly what the normal path prints: $args" : `${NOT_BUILT} $args`, ({ args, input }) => {
    const snap = launch(join(root, "bin/cluegrid"), args, { input });
    expect(snap.snapshot).toBe(true);
    const { snapshot: _, ...printed } = snap;
    expect(printed).toEqual(normal(args, input));
  });
});

describe.skipIf(!built)(built ? "a blob bin/cluegrid cannot trust: the normal path, silently" : NOT_BUILT, () => {
  // A copy of the package whose snapshot and compiled code can be spoiled:
  // bin/ and dist/ copied, node_modules linked. Its stamp is the original's,
  // which names other files, until `restamp`.
  const pkg = join(scratch, "pkg");
  const bin = join(pkg, "bin/cluegrid");
  const blob = join(pkg, "dist/snapshot/cluegrid.blob");
  const stamp = join(pkg, "dist/snapshot/stamp");
  const ARGS = ["solve", "corpus/lakeside-cabins-3x3.txt", "--json"];
  let flags = "";
  let expected: Run;
  beforeAll(() => {
    cpSync(join(root, "bin"), join(pkg, "bin"), { recursive: true });
    cpSync(join(root, "dist"), join(pkg, "dist"), { recursive: true });
    symlinkSync(join(root, "node_modules"), join(pkg, "node_modules"));
    flags = readFileSync(stamp, "utf8").split("\n")[1]!;
    expected = normal(ARGS);
  });
  /** A stamp for the copy, as the build writes it. */
  const restamp = () => writeFileSync(stamp, `${identity(process.execPath, pkg)}\n${flags}\n`);

  function expectNormalPath(env?: NodeJS.ProcessEnv) {
    const r = launch(bin, ARGS, { env });
    expect(r.snapshot).toBe(false);
    const { snapshot: _, ...printed } = r;
    expect(printed).toEqual(expected);
  }

  it("uses the copy once the stamp names it (so the cases below test the launcher, not the set-up)", () => {
    restamp();
    const r = launch(bin, ARGS);
    expect(r.snapshot).toBe(true);
    const { snapshot: _, ...printed } = r;
    expect(printed).toEqual(expected);
  });

  it("a blob that is not the file the stamp names (copied, rebuilt)", () => {
    copyFileSync(join(SNAPSHOT, "stamp"), stamp);
    expectNormalPath();
  });

  it("the sources compiled again since (tsc alone): the new code runs, not the blob", () => {
    restamp();
    const entry = join(pkg, "dist/src/cli/snapshot-entry.js");
    writeFileSync(entry, readFileSync(entry));
    expectNormalPath();
  });

  it("a blob damaged after the build (Node would crash on it)", () => {
    restamp();
    truncateSync(blob, 1_000_000);
    expectNormalPath();
  });

  it("a stamp for another node binary (Node would refuse the blob, exit 14)", () => {
    copyFileSync(join(SNAPSHOT, "cluegrid.blob"), blob);
    writeFileSync(stamp, `${identity("/bin/sh", pkg)}\n${flags}\n`);
    expectNormalPath();
  });

  it("NODE_OPTIONS, which would change the flags the blob was made with", () => {
    restamp();
    expectNormalPath({ NODE_OPTIONS: "--max-old-space-size=512" });
  });

  it("an empty stamp, and no blob", () => {
    writeFileSync(stamp, "");
    expectNormalPath();
    restamp();
    rmSync(blob);
    expectNormalPath();
  });
});
