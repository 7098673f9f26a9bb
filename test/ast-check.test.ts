/**
 * The parser checks its AST with src/ast/check.ts, a plain copy of the zod
 * schema's rules (so that zod need not load on start-up). These tests hold
 * the copy to the schema: on every AST the corpora give, and on broken copies
 * of some of them (each leaf replaced by wrong values, each array emptied or
 * grown), the checker and zod accept and refuse the same things.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { puzzleProblem } from "../src/ast/check.js";
import { Puzzle } from "../src/ast/schema.js";
import { parse } from "../src/parse/puzzle.js";
import { hasShared, root, sharedCorpora } from "./helpers.js";

function corpusAsts(): unknown[] {
  const folders = [join(root, "corpus"), ...(hasShared ? ["seeds", "nordstrom", "gridpuzzle-dev", "zebralogic-legacy"].map((s) => join(sharedCorpora, s)) : [])];
  const asts: unknown[] = [];
  for (const folder of folders) {
    for (const name of readdirSync(folder).filter((n) => n.endsWith(".txt") && !n.endsWith(".explain.txt")).sort()) {
      const { puzzle } = parse(readFileSync(join(folder, name), "utf8"));
      if (puzzle) asts.push(JSON.parse(JSON.stringify(puzzle)));
    }
  }
  return asts;
}

/** Every copy of `value` with one leaf or array changed to something else. */
function* brokenCopies(value: unknown): Generator<unknown> {
  const wrong: unknown[] = [undefined, null, -1, 0, 1.5, Number.POSITIVE_INFINITY, "x", "", true, [], {}];
  function* at(node: unknown, rebuild: (replacement: unknown) => unknown): Generator<unknown> {
    if (Array.isArray(node)) {
      yield rebuild([]);
      if (node.length > 0) yield rebuild([...node, node[0]]);
      for (let i = 0; i < node.length; i++) yield* at(node[i], (r) => rebuild(node.map((x, k) => (k === i ? r : x))));
    } else if (node !== null && typeof node === "object") {
      for (const key of Object.keys(node)) {
        yield* at((node as Record<string, unknown>)[key], (r) => rebuild({ ...node, [key]: r }));
      }
    } else {
      for (const w of wrong) if (w !== node) yield rebuild(w);
    }
  }
  yield* at(value, (r) => r);
}

describe("the AST checker agrees with the zod schema", () => {
  const asts = corpusAsts();

  it("accepts every AST of the corpora, as zod does", () => {
    expect(asts.length).toBeGreaterThan(10);
    for (const ast of asts) {
      expect(Puzzle.safeParse(ast).success).toBe(true);
      expect(puzzleProblem(ast)).toBeUndefined();
    }
  });

  it("refuses exactly what zod refuses, on broken copies of ASTs", () => {
    // A few ASTs with different clue kinds are enough: each gets every leaf broken.
    const kinds = new Set<string>();
    const chosen = asts.filter((ast) => {
      const fresh = (ast as { clues: { kind: string }[] }).clues.some((c) => !kinds.has(c.kind));
      if (fresh) for (const c of (ast as { clues: { kind: string }[] }).clues) kinds.add(c.kind);
      return fresh;
    });
    let compared = 0;
    for (const ast of chosen) {
      for (const copy of brokenCopies(ast)) {
        compared++;
        const zodOk = Puzzle.safeParse(copy).success;
        if (zodOk !== (puzzleProblem(copy) === undefined)) {
          expect.fail(`zod says ${zodOk ? "valid" : "invalid"}, the checker says ${puzzleProblem(copy) ?? "valid"}: ${JSON.stringify(copy).slice(0, 400)}`);
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("refuses a key the schema does not name (zod would drop it)", () => {
    const ast = asts[0] as { categories: object[] };
    expect(puzzleProblem({ ...ast, extra: 1 })).toMatch(/extra: not a key/u);
  });
});
