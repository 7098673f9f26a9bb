/**
 * The entry of cluegrid's start-up snapshot: `cluegrid solve` from a V8 heap
 * saved at build time, so that a run skips loading and compiling the
 * compiler. scripts/build-snapshot.mjs bundles this file into one CommonJS
 * script and runs it under `node --build-snapshot`, with a few corpus puzzles
 * as arguments; bin/cluegrid starts `node --snapshot-blob` with it for
 * `solve` when the blob was made by the node it is about to run.
 *
 * At build time it solves and renders the warm-up puzzles, so that what a
 * first run compiles (functions, the fixed lexer) is already in the heap, then
 * empties the parse caches: the heap keeps code, not the warm-up's data.
 * Nothing here may read the environment at build time, as a module's
 * top-level code runs only then: process.argv, process.env, the terminal and
 * the working directory are read when a command runs (render/index.ts asks
 * for colours then; picocolors' own load-time guess is never used, as
 * grid.ts always passes createColors its answer).
 */
import { resolve } from "node:path";
import v8 from "node:v8";
import { clearParseCaches } from "../parse/caches.js";
import { render, type Format } from "../render/index.js";
import { start } from "./program.js";
import { refine, registerSolve, solveFile } from "./solve.js";

if (!v8.startupSnapshot.isBuildingSnapshot()) {
  throw new Error("snapshot-entry is the entry of `node --build-snapshot` (scripts/build-snapshot.mjs), not a module to run");
}

for (const file of process.argv.slice(2)) {
  for (const format of ["text", "json"] satisfies Format[]) render([refine(solveFile(file), {})], format);
}
clearParseCaches();

v8.startupSnapshot.setDeserializeMainFunction(() => {
  // bin/cluegrid passes the normal path's script (bin/cluegrid.js) as the
  // first argument, so process.argv has its usual shape; Node makes that
  // path absolute for a script it runs, and so does this.
  if (process.argv[1] !== undefined) process.argv[1] = resolve(process.argv[1]);
  void start(process.argv, { solve: async () => registerSolve });
});
