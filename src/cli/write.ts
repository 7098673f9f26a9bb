/**
 * Every file cluegrid writes (generated puzzles, golden explanations, JUnit
 * reports) goes through here, so that nothing a user has is lost half-way:
 * the text is written to a temporary file beside the target, flushed, then
 * renamed over it, so an interrupted run (Ctrl-C, a killed worker) leaves
 * the target either as it was or complete, never cut. write-file-atomic
 * (npm's own) does exactly this, and also removes its temporary file when
 * the process is ended by a signal, which a hand-written rename would not.
 */
import { createRequire } from "node:module";

// Loaded with require: a CommonJS package (see program.ts).
const writeFileAtomic = createRequire(import.meta.url)("write-file-atomic") as typeof import("write-file-atomic");

/** Write `text` to `path`: a temporary file, then a rename over the target. */
export function writeAtomic(path: string, text: string): void {
  writeFileAtomic.sync(path, text, { encoding: "utf8" });
}
