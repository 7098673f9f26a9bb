/**
 * The parse caches (src/parse/caches.ts) and the quicker Earley parser
 * (src/parse/earley.ts) must be invisible: over every clue of every corpus,
 * the readings a cached parse gives are exactly those of a fresh one by
 * nearley's own parser (same structure, same tokens, same places), and so is
 * the AST. The cache is filled by all the puzzles before any is compared, so
 * that most clues take a shape another puzzle put there.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clearParseCaches, withoutParseCaches } from "../src/parse/caches.js";
import { assemble, parse, prepare, type ParseResult } from "../src/parse/puzzle.js";
import { hasShared, root, sharedCorpora } from "./helpers.js";

const folders = [join(root, "corpus"), ...(hasShared ? ["seeds", "nordstrom", "gridpuzzle-dev", "zebralogic-legacy"].map((s) => join(sharedCorpora, s)) : [])];
/**
 * Every puzzle, but only every other one of zebralogic-legacy: its 512
 * puzzles are written from a few templates, so half of them already give
 * each of its clue shapes many times over, and the test stays within the
 * suite's time (the whole set took 40 s of it).
 */
const texts = folders.flatMap((folder) => readdirSync(folder)
  .filter((n) => n.endsWith(".txt") && !n.endsWith(".explain.txt")).sort()
  .filter((_, i) => !folder.endsWith("zebralogic-legacy") || i % 2 === 0)
  .map((n) => ({ name: n, text: readFileSync(join(folder, n), "utf8") })));

/** One puzzle parsed: every clue's readings (or errors) as JSON with all token fields, and the AST and errors. */
function parsed(text: string): { readings: string[]; ast: ParseResult } {
  const prepared = prepare(text);
  return { readings: prepared.clues.map((c) => JSON.stringify({ readings: c.readings, errors: c.errors })), ast: assemble(prepared) };
}

/**
 * Every puzzle parsed fresh (the plain way), then parsed again with the
 * caches filled by a first pass over all of them; made once, for both tests.
 */
let runs: { fresh: ReturnType<typeof parsed>[]; cached: ReturnType<typeof parsed>[] } | undefined;
function bothRuns(): NonNullable<typeof runs> {
  if (!runs) {
    const fresh = texts.map((t) => withoutParseCaches(() => parsed(t.text)));
    clearParseCaches();
    for (const t of texts) prepare(t.text);
    runs = { fresh, cached: texts.map((t) => parsed(t.text)) };
  }
  return runs;
}

describe("the parse caches", () => {
  it("give every corpus clue the readings a fresh parse gives", { timeout: 300_000 }, () => {
    const { fresh, cached } = bothRuns();
    let clues = 0;
    texts.forEach((t, i) => {
      const readings = cached[i]!.readings;
      clues += readings.length;
      for (let k = 0; k < readings.length; k++) if (readings[k] !== fresh[i]!.readings[k]) expect.fail(`${t.name}, clue ${k + 1}:\n${readings[k]}\n${fresh[i]!.readings[k]}`);
      expect(readings.length).toBe(fresh[i]!.readings.length);
    });
    expect(clues).toBeGreaterThan(100);
  });

  it("give every corpus puzzle the AST and errors a fresh parse gives", { timeout: 300_000 }, () => {
    const { fresh, cached } = bothRuns();
    texts.forEach((t, i) => expect(cached[i]!.ast, t.name).toEqual(fresh[i]!.ast));
  });

  it("give one clue shape with other amounts the AST a fresh parse gives: number words, units, scales", () => {
    const header = "Name: Ada, Ben, Cleo, Dev\nAge: 10, 22, 60, 85\nSavings: $100, $300, $2,000, $5,000\n\n";
    const count = fc.constantFrom("two", "twelve", "fifty", "twenty-five", "thirty-eight", "one", "a", "12", "50", "half a", "two hundred");
    const unit = fc.constantFrom("years", "year", "dollars", "months", "points");
    const degree = fc.constantFrom("older", "younger", "more", "less");
    const clue = fc.tuple(count, unit, degree).map(([c, u, d]) => `Ben is ${c} ${u} ${d} than Ada.`);
    fc.assert(fc.property(fc.array(clue, { minLength: 2, maxLength: 4 }), (clues) => {
      const text = header + clues.map((c, i) => `${i + 1}. ${c}`).join("\n");
      const fresh = withoutParseCaches(() => parse(text));
      clearParseCaches();
      // Each clue parsed once before, alone, so the puzzle's clues take shapes another clue put there.
      for (const c of [...clues].reverse()) parse(`${header}1. ${c}`);
      expect(parse(text)).toEqual(fresh);
    }), { numRuns: 60, seed: 7 });
  });
});
