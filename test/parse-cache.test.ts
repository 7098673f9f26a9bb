/**
 * The parse caches (src/parse/caches.ts) must be invisible: over every clue
 * of every corpus, the readings a cached parse gives are exactly those of a
 * fresh one (same structure, same tokens, same places), and so is the AST.
 * The cache is filled by all the puzzles before any is compared, so that
 * most clues take a shape another puzzle put there.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clearParseCaches, lexerFor, withoutParseCaches } from "../src/parse/caches.js";
import { readClue, tokenize } from "../src/parse/clue.js";
import { readLayout } from "../src/parse/layout.js";
import { parse } from "../src/parse/puzzle.js";
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

/** Every clue's readings (or errors) in one puzzle, as JSON with all token fields. */
function readingsJson(text: string): string[] {
  const { layout } = readLayout(text);
  if (layout.categories.length === 0) return [];
  const values = layout.categories.map((c) => c.values.map((v) => v.text));
  const { lexer } = lexerFor(values);
  return layout.clues.map((line) => {
    const { tokens } = tokenize(lexer, line, layout.categories.map((c) => c.name));
    return JSON.stringify(readClue(tokens, values.flat(), { line: line.line, column: line.column, length: 0 }));
  });
}

describe("the parse caches", () => {
  it("give every corpus clue the readings a fresh parse gives", { timeout: 300_000 }, () => {
    const fresh = texts.map((t) => withoutParseCaches(() => readingsJson(t.text)));
    clearParseCaches();
    for (const t of texts) readingsJson(t.text);
    let clues = 0;
    texts.forEach((t, i) => {
      const cached = readingsJson(t.text);
      clues += cached.length;
      for (let k = 0; k < cached.length; k++) if (cached[k] !== fresh[i]![k]) expect.fail(`${t.name}, clue ${k + 1}:\n${cached[k]}\n${fresh[i]![k]}`);
    });
    expect(clues).toBeGreaterThan(100);
  });

  it("give every corpus puzzle the AST and errors a fresh parse gives", { timeout: 300_000 }, () => {
    const fresh = texts.map((t) => withoutParseCaches(() => parse(t.text)));
    clearParseCaches();
    for (const t of texts) parse(t.text);
    texts.forEach((t, i) => expect(parse(t.text), t.name).toEqual(fresh[i]));
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
