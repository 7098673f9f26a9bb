#!/usr/bin/env node
// Compiles every grammar/*.ne into grammar/*.ts with nearley's own compiler.
// The output is generated code: never edit it by hand. `--check` writes
// nothing and exits 1 when a compiled grammar is missing or stale.
import { createRequire } from "node:module";
import { readFileSync, writeFileSync, readdirSync, existsSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const nearley = require("nearley");
const compile = require("nearley/lib/compile.js");
const generate = require("nearley/lib/generate.js");
const bootstrapped = require("nearley/lib/nearley-language-bootstrapped.js");
const { version } = require("nearley/package.json");

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const grammarDir = join(root, "grammar");

/** The TypeScript nearley generates for one .ne source, with our header. */
export function compileGrammar(source, name) {
  const parser = new nearley.Parser(nearley.Grammar.fromCompiled(bootstrapped));
  parser.feed(source);
  parser.feed("\n");
  if (parser.results.length === 0) throw new Error(`${name}: the grammar source ends early`);
  const compiled = compile(parser.results[0], { version, args: [name] });
  const header = `// GENERATED from grammar/${name} by scripts/build-grammar.mjs: do not edit.\n// @ts-nocheck\n`;
  return header + generate(compiled, "grammar");
}

function main() {
  const check = process.argv.includes("--check");
  // `--dir DIR`: another folder of grammars (the tests check a stale copy).
  const at = process.argv.indexOf("--dir");
  const dir = at > 0 ? process.argv[at + 1] : grammarDir;
  let stale = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ne")).sort()) {
    const target = join(dir, file.replace(/\.ne$/, ".ts"));
    const output = compileGrammar(readFileSync(join(dir, file), "utf8"), file);
    const current = existsSync(target) ? readFileSync(target, "utf8") : undefined;
    if (current === output) continue;
    if (check) {
      console.error(`grammar/${file}: compiled grammar is ${current === undefined ? "missing" : "stale"}; run npm run build`);
      stale++;
    } else {
      writeFileSync(target, output);
    }
  }
  process.exit(stale > 0 ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
