import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without types
import { compileGrammar } from "../scripts/build-grammar.mjs";
import { root } from "./helpers.js";

describe("compiled grammar", () => {
  const sources = readdirSync(join(root, "grammar")).filter((f) => f.endsWith(".ne"));

  it.each(sources)("grammar/%s is compiled and up to date", (name) => {
    const source = readFileSync(join(root, "grammar", name), "utf8");
    const compiled = readFileSync(join(root, "grammar", name.replace(/\.ne$/u, ".ts")), "utf8");
    expect(compiled === compileGrammar(source, name), `grammar/${name.replace(/\.ne$/u, ".ts")} is stale: run npm run build`).toBe(true);
  });
});
