/**
 * Every test that can be skipped says why in its name (issue 17, point 16):
 * a skipped test's name is what a reader sees, so `skipIf(condition)` must
 * be followed by a name that depends on the same condition, such as
 * `hasShared ? "shared corpora" : SHARED_MISSING`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./helpers.js";

const files = readdirSync(join(root, "test")).filter((f) => f.endsWith(".test.ts")).sort();

describe("skipped tests", () => {
  it("are never skipped unconditionally", () => {
    for (const file of files) {
      const text = readFileSync(join(root, "test", file), "utf8");
      expect(text, file).not.toMatch(/\b(?:it|test|describe)\.(?:skip|todo)\(/u);
    }
  });

  it("name their reason: the name after skipIf(...) is chosen by a condition", () => {
    let seen = 0;
    for (const file of files) {
      const text = readFileSync(join(root, "test", file), "utf8");
      for (const match of text.matchAll(/\.skipIf\((.+?)\)(?:\.each\([^)]*\))?\(([^\n]*)/gu)) {
        seen++;
        // The name: a conditional, `ok ? "name" : REASON`.
        expect(match[2], `${file}: skipIf(${match[1]})`).toMatch(/^!?[\w.()]+ \? ["`].*["`] : \S/u);
      }
    }
    expect(seen).toBeGreaterThanOrEqual(5);
  });
});
