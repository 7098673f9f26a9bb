/**
 * The modules import each other without a circle (type-only imports aside):
 * the solver owns its loop and hands it to trial and error, so no rule
 * imports the loop that runs it.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./helpers.js";

/** Each TypeScript file under `folder`, with the files it imports values from. */
function importGraph(folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith(".ts")) {
        const source = readFileSync(path, "utf8");
        const imports = [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"(\.[^"]+)"/gmu)];
        graph.set(path, imports.map((m) => resolve(dirname(path), m[1]!.replace(/\.js$/u, ".ts"))));
      }
    }
  };
  walk(folder);
  return graph;
}

/** Every circle of imports found by a depth-first walk, as "a -> b -> a". */
function circles(graph: Map<string, string[]>): string[] {
  const state = new Map<string, "open" | "done">();
  const found: string[] = [];
  const visit = (file: string, path: string[]): void => {
    state.set(file, "open");
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") found.push([...path.slice(path.indexOf(next)), next].map((f) => relative(root, f)).join(" -> "));
      else if (!state.has(next)) visit(next, path);
    }
    path.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file, []);
  return found;
}

describe("imports", () => {
  it("finds a circle when there is one", () => {
    const a = join(root, "a.ts");
    const b = join(root, "b.ts");
    expect(circles(new Map([[a, [b]], [b, [a]]]))).toEqual(["a.ts -> b.ts -> a.ts"]);
  });

  it("has no circle in src/", () => {
    expect(circles(importGraph(join(root, "src")))).toEqual([]);
  });
});
