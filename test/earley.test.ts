/**
 * The Earley parser that leaves out rules which cannot start with the next
 * token (src/parse/earley.ts) must be invisible: its results are nearley's,
 * in nearley's order, and it fails where nearley fails. Here: the question
 * grammar on every closing question of the corpora, and a few clues;
 * test/parse-cache.test.ts compares the clue readings of every corpus with
 * nearley's (its fresh parses run nearley).
 */
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type * as Nearley from "nearley";
import { describe, expect, it } from "vitest";
import compiled from "../grammar/clue.js";
import { lexerFor } from "../src/parse/caches.js";
import { tokenize, type ClueToken } from "../src/parse/clue.js";
import { earleyResults } from "../src/parse/earley.js";
import { readLayout } from "../src/parse/layout.js";
import { hasShared, root, sharedCorpora } from "./helpers.js";

const nearley = createRequire(import.meta.url)("nearley") as typeof Nearley;
const rules = compiled as unknown as Nearley.CompiledRules;
const clueGrammar = nearley.Grammar.fromCompiled(rules);
const questionGrammar = nearley.Grammar.fromCompiled({ ...rules, ParserStart: "Question" });

const folders = [join(root, "corpus"), ...(hasShared ? ["seeds", "nordstrom", "gridpuzzle-dev", "zebralogic-legacy"].map((s) => join(sharedCorpora, s)) : [])];

/** Every question of the corpora, once per sequence of token types and words. */
function questions(): ClueToken[][] {
  const seen = new Set<string>();
  const out: ClueToken[][] = [];
  for (const folder of folders) {
    for (const name of readdirSync(folder).filter((n) => n.endsWith(".txt") && !n.endsWith(".explain.txt")).sort()) {
      const text = readFileSync(join(folder, name), "utf8");
      if (!text.includes("?")) continue;
      const { layout } = readLayout(text);
      if (layout.categories.length === 0 || layout.questions.length === 0) continue;
      const names = layout.categories.map((c) => c.name);
      const { lexer } = lexerFor(layout.categories.map((c) => c.values.map((v) => v.text)), names);
      for (const line of layout.questions) {
        const { tokens, errors } = tokenize(lexer, { ...line, number: 0 }, names);
        const key = tokens.map((t) => (t.type === "value" ? "value" : `${t.type} ${t.text}`)).join("\u0001");
        if (errors.length > 0 || seen.has(key)) continue;
        seen.add(key);
        out.push(tokens);
      }
    }
  }
  return out;
}

/** nearley's results, or undefined when it fails at a token. */
function nearleyResults(grammar: Nearley.Grammar, tokens: readonly ClueToken[]): unknown[] | undefined {
  let i = 0;
  const lexer = { reset: () => {}, next: () => tokens[i++], save: () => ({}), formatError: () => "", has: () => true };
  const parser = new nearley.Parser(grammar, { lexer } as unknown as Nearley.ParserOptions);
  try {
    parser.feed("");
  } catch (error) {
    if ((error as { token?: unknown }).token === undefined) throw error;
    return undefined;
  }
  return parser.results;
}

describe("the Earley parser", () => {
  it("gives nearley's results, in nearley's order, for every corpus question", () => {
    const list = questions();
    expect(list.length).toBeGreaterThan(10);
    let parsed = 0;
    for (const tokens of list) {
      const expected = nearleyResults(questionGrammar, tokens);
      if (expected !== undefined && expected.length > 0) parsed++;
      // The same objects, field for field, in the same order; and the same tokens in them.
      expect(JSON.stringify(earleyResults(nearley, questionGrammar, tokens)), tokens.map((t) => t.original).join(" ")).toBe(JSON.stringify(expected));
    }
    expect(parsed).toBeGreaterThan(10);
  });

  it("fails where nearley fails, and parses what nearley parses", () => {
    const { lexer } = lexerFor([["Ann", "Bob"], ["red", "blue"]], ["Name", "Color"]);
    const line = (text: string) => tokenize(lexer, { text, line: 1, column: 1, number: 1 }).tokens;
    for (const text of ["Ann is red.", "Ann is not the one in blue, and Bob is.", "Bob lives directly left of the red house.", "Who is red?"]) {
      expect(JSON.stringify(earleyResults(nearley, clueGrammar, line(text))), text).toBe(JSON.stringify(nearleyResults(clueGrammar, line(text))));
    }
    expect(earleyResults(nearley, clueGrammar, line("Ann lives lives lives."))).toBeUndefined();
    expect(nearleyResults(clueGrammar, line("Ann lives lives lives."))).toBeUndefined();
    expect(earleyResults(nearley, clueGrammar, line("Ann is"))).toEqual([]);
    expect(nearleyResults(clueGrammar, line("Ann is"))).toEqual([]);
    expect(earleyResults(nearley, clueGrammar, [])).toEqual(nearleyResults(clueGrammar, []));
    expect(earleyResults(nearley, clueGrammar, line("Ann is red."))!.length).toBeGreaterThan(0);
  });
});
