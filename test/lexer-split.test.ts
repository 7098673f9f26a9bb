/**
 * buildLexer runs the lexer's rules as two parts (the fixed rules compiled
 * once, each puzzle's values apart; see grammar/lexer.ts). Over every clue
 * of every corpus, and over some awkward lines, its tokens must be exactly
 * those of one moo lexer compiled from all the rules at once.
 */
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Lexer, Token } from "moo";
import { describe, expect, it } from "vitest";
import { buildLexer, lexerRules } from "../grammar/lexer.js";
import { readLayout } from "../src/parse/layout.js";
import { buildLexicon } from "../src/parse/lexicon.js";
import { hasShared, root, sharedCorpora } from "./helpers.js";

const moo = createRequire(import.meta.url)("moo") as typeof import("moo");

const folders = [join(root, "corpus"), ...(hasShared ? ["seeds", "nordstrom", "gridpuzzle-dev", "zebralogic-legacy"].map((s) => join(sharedCorpora, s)) : [])];

/** Every token of a line, as JSON with all its fields (toString apart). */
function tokensOf(lexer: Lexer, text: string): string {
  lexer.reset(text);
  const out: Token[] = [];
  for (let token = lexer.next(); token; token = lexer.next()) out.push(token);
  return JSON.stringify(out);
}

describe("the two-part lexer", () => {
  it("gives every corpus clue the tokens of one moo lexer of all the rules", { timeout: 300_000 }, () => {
    let lines = 0;
    for (const folder of folders) {
      for (const name of readdirSync(folder).filter((n) => n.endsWith(".txt") && !n.endsWith(".explain.txt")).sort()) {
        const { layout } = readLayout(readFileSync(join(folder, name), "utf8"));
        if (layout.categories.length === 0) continue;
        const forms = buildLexicon(layout.categories.map((c) => c.values.map((v) => v.text))).forms;
        const split = buildLexer(forms);
        const whole = moo.compile(lexerRules(forms));
        for (const line of layout.clues) {
          lines++;
          const expected = tokensOf(whole, line.text);
          if (tokensOf(split, line.text) !== expected) expect.fail(`${name}: "${line.text}"`);
        }
      }
    }
    expect(lines).toBeGreaterThan(100);
  });

  it("agrees on lines that test the edges: look-behinds after values, errors, no values", () => {
    const forms = buildLexicon([["Jones", "Blue Master", "A", "Tarco Inc.", "$25,000", "hip hop"], ["O-", "A+", "5th Avenue", "F-150", "Zoë", "x"]]).forms;
    const lines = [
      "The Jones' house is not the Blue Masters' one.", "Jones's car isn't the F 150; it's Tarco Inc., one is.",
      "The A+ donor paid $25,000 for hip-hop, Zoë's 5th Avenue.", "A grade \u00a0 and an O- \"x\" who wasn't ‘there’.",
      "Bluebird is no value; Mrs. Jones is.", "Tarco Inc. came out 2nd, at 3:30 P.M. #1 @ 50%.", "odd\ncharacters € here", "",
    ];
    for (const valueForms of [forms, []]) {
      const split = buildLexer(valueForms);
      const whole = moo.compile(lexerRules(valueForms));
      for (const line of lines) expect(tokensOf(split, line), line).toBe(tokensOf(whole, line));
    }
  });

  it("agrees on random lines made of value pieces, separators, odd letters and punctuation", () => {
    const values = [["Blue", "Blue Master", "Ford F-150", "hip hop", "O'Neil", "ǅemal", "𝒜lpha", "Zoë", "A", "St. Ives"], ["A +", "$ 5", "x-ray", "3rd Street", "Inc.", "B2B", "ﬁne", "İstanbul", "Ω", "50%"]];
    const forms = buildLexicon(values).forms;
    const split = buildLexer(forms);
    const whole = moo.compile(lexerRules(forms));
    const pieces = [...forms, ...forms.map((f) => f.toUpperCase()), "blue", "master", "bluebird", "f150", "F 150", "hip-hop", "hiphop", "hip - hop",
      "o’neil", "ǆemal", "Ǆemal", "ﬁ", "FI", "i̇stanbul", "ω", " ", "  ", "\u2003", "\u00a0", "-", "'", "’", "s", "'s", ".", ". a", ". A", ",", ";",
      "n't", "3", "3rd", "$", "%", "+", "𝒜", "é", "e\u0301", "Mr.", "P.M."];
    // mulberry32: a small seeded generator (an LCG's low bits repeat too soon).
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    };
    for (let i = 0; i < 3000; i++) {
      let line = "";
      const length = 1 + random(6);
      for (let k = 0; k < length; k++) line += pieces[random(pieces.length)]!;
      expect(tokensOf(split, line), JSON.stringify(line)).toBe(tokensOf(whole, line));
    }
  });
});
