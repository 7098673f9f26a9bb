#!/usr/bin/env node
/**
 * The start-up snapshot of `cluegrid solve` (the last step of `npm run build`,
 * after tsc): dist/snapshot/cluegrid.blob, and dist/snapshot/stamp, which
 * tells bin/cluegrid which node binary and which blob file go together.
 *
 * 1. esbuild bundles dist/src/cli/snapshot-entry.js, the compiler and the
 *    packages it requires into one CommonJS script (a snapshot's entry may
 *    require nothing but Node's own modules);
 * 2. `node --build-snapshot` runs it, warming up on WARM_UP, and writes the heap;
 * 3. the blob must print exactly what the normal path prints on a few inputs;
 * 4. the stamp: the identity of this node binary, the blob and the compiled
 *    entry, as GNU stat prints it (bin/cluegrid compares it before each use),
 *    and node's flags.
 *
 * A snapshot is an optimisation: when a step fails (no esbuild, no GNU stat,
 * a platform that cannot build snapshots), this says so in one line, leaves no
 * stamp, and the build goes on; bin/cluegrid then always starts the normal way.
 *
 *   node scripts/build-snapshot.mjs       (after tsc; `npm run build` does both)
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "dist/snapshot");
const ENTRY = join(OUT, "entry.cjs");
const BLOB = join(OUT, "cluegrid.blob");
const STAMP = join(OUT, "stamp");
const NORMAL = join(ROOT, "bin/cluegrid.js");

/**
 * Node's flags for building and running the blob. V8 refuses a blob under
 * other flags, so these go into the stamp and bin/cluegrid passes them as they
 * are. The larger interrupt budget is bin/cluegrid.js's (see there): from the
 * snapshot too it makes `cluegrid solve` on Einstein some 20 ms quicker.
 */
const FLAGS = ["--interrupt-budget=1000000"];

/**
 * Puzzles solved before the heap is saved, one positional, one not: their
 * code, not their data, is what counts (a run on Einstein then takes some
 * 15 ms less; warming up on the whole corpus gains nothing more).
 */
const WARM_UP = ["corpus/theatre-front-row-5x5.txt", "corpus/office-jobs-3x3.txt"];

/** Inputs on which the blob must print what the normal path prints: text, JSON, no single solution, a missing file. */
const CHECKS = [
  ["solve", "corpus/lakeside-cabins-3x3.txt"],
  ["solve", "corpus/garden-row-4x4.txt", "--json", "--verify"],
  ["solve", "corpus/unsolvable/crowded-pier-3x3.txt", "corpus/no-such-puzzle.txt"],
];

/**
 * What bin/cluegrid compares, in its format: device, inode, size, modification
 * and change times (ns) of each file. Any write, copy or reinstall changes one.
 * bin/cluegrid spells the same format and files out.
 */
export const STAT_FORMAT = "%d:%i:%s:%.9Y:%.9Z;";

/**
 * The identity of a node binary with the snapshot of the package at `root`, as
 * bin/cluegrid computes it (undefined without GNU stat): the node, the blob,
 * and the compiled entry the blob was made from, which tsc writes anew on
 * every compile, so that after a lone `tsc` the new code runs, not the blob.
 */
export function identity(node, root = ROOT) {
  const files = [node, join(root, "dist/snapshot/cluegrid.blob"), join(root, "dist/src/cli/snapshot-entry.js")];
  const r = spawnSync("stat", ["-L", `--printf=${STAT_FORMAT}`, "--", ...files], { encoding: "utf8" });
  return r.status === 0 ? r.stdout : undefined;
}

/** Node's environment for the build: NODE_OPTIONS would add flags to the blob that bin/cluegrid does not pass. */
function nodeEnv() {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return env;
}

function run(args) {
  const r = spawnSync(process.execPath, args, { cwd: ROOT, env: nodeEnv(), encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

/** A reason not to have a snapshot (any other error is reported with its stack). */
class Skip extends Error {}

async function bundle() {
  let esbuild;
  try {
    esbuild = await import("esbuild");
  } catch {
    throw new Skip("esbuild is not installed (a devDependency)");
  }
  // tsc's output loads CommonJS packages with `createRequire(import.meta.url)(name)`
  // (see grammar/lexer.ts); in the bundle they are plain `require(name)`, which
  // esbuild follows and bundles.
  const plainRequire = {
    name: "plain-require",
    setup(build) {
      build.onLoad({ filter: /\.js$/ }, (args) => ({
        contents: readFileSync(args.path, "utf8").replaceAll("createRequire(import.meta.url)(", "require("),
        loader: "js",
      }));
    },
  };
  const result = await esbuild.build({
    entryPoints: [join(ROOT, "dist/src/cli/snapshot-entry.js")],
    outfile: ENTRY,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    plugins: [plainRequire],
    logLevel: "silent",
  });
  // A warning (import.meta left in the bundle, say) would be a snapshot that behaves differently.
  if (result.warnings.length > 0) throw new Skip(`esbuild: ${result.warnings[0].text}`);
}

function buildBlob() {
  const made = run([...FLAGS, "--snapshot-blob", BLOB, "--build-snapshot", ENTRY, ...WARM_UP]);
  if (made.status !== 0) throw new Skip(`node --build-snapshot exited ${made.status ?? made.signal}: ${made.stderr.trim().split("\n")[0]}`);
}

function check() {
  for (const args of CHECKS) {
    const normal = run([NORMAL, ...args]);
    const snap = run([...FLAGS, "--snapshot-blob", BLOB, "--", NORMAL, ...args]);
    for (const key of ["status", "stdout", "stderr"]) {
      if (snap[key] !== normal[key]) throw new Skip(`\`cluegrid ${args.join(" ")}\` prints another ${key} from the snapshot`);
    }
  }
}

function writeStamp() {
  const id = identity(process.execPath);
  if (id === undefined) throw new Skip("no GNU stat to tell the blob's node binary by");
  writeFileSync(`${STAMP}.tmp`, `${id}\n${FLAGS.join(" ")}\n`);
  renameSync(`${STAMP}.tmp`, STAMP);
}

async function main() {
  // The stamp goes first: while this runs, bin/cluegrid takes the normal way.
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  try {
    await bundle();
    buildBlob();
    check();
    writeStamp();
  } catch (error) {
    rmSync(OUT, { recursive: true, force: true });
    const reason = error instanceof Skip ? error.message : String(error?.stack ?? error);
    process.stderr.write(`build-snapshot: no start-up snapshot (${reason}); bin/cluegrid starts the normal way\n`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
